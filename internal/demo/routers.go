package demo

import (
	"context"
	"strconv"
	"sync"
	"time"

	"myaccount/internal/portal"
)

// The demo's CPE-management system: restarting a simulated router takes it
// off the air for RebootDowntime (the simulator stores no sample), after
// which its counters start again from zero, as a real router's do. Used by
// `serve --demo` when no MYACCOUNT_GENIEACS_URL is set.

// RebootDowntime is how long a simulated router is silent while it
// restarts.
const RebootDowntime = 40 * time.Second

// DeviceID is the demo router's id in the CPE-management system (the form
// GenieACS gives: OUI-ProductClass-SerialNumber).
func DeviceID(account int64) string { return "E4C32A-DemoRouter-" + strconv.FormatInt(account, 10) }

// Routers restarts the simulated routers.
type Routers struct {
	mu      sync.Mutex
	now     func() time.Time
	reboots map[int64]time.Time // account → when its router is back
}

// NewRouters builds the demo's routers; now nil means time.Now.
func NewRouters(now func() time.Time) *Routers {
	if now == nil {
		now = time.Now
	}
	return &Routers{now: now, reboots: map[int64]time.Time{}}
}

var _ portal.CPEManager = (*Routers)(nil)

// Reboot restarts the account's simulated router at once (like GenieACS's
// 200: the router ran the task).
func (r *Routers) Reboot(_ context.Context, d portal.CPEDevice) (portal.RestartOutcome, error) {
	if d.DeviceID != DeviceID(d.AccountID) {
		return "", &portal.CPEError{Kind: portal.CPENotFound, Detail: "the demo has no router " + d.DeviceID}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.reboots[d.AccountID] = r.now().Add(RebootDowntime)
	return portal.RestartDone, nil
}

// state says whether the account's router is restarting at now (down), or
// has just come back (restarted: its counters start again; said once).
func (r *Routers) state(account int64, now time.Time) (down, restarted bool) {
	if r == nil {
		return false, false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	back, ok := r.reboots[account]
	switch {
	case !ok:
		return false, false
	case now.Before(back):
		return true, false
	default:
		delete(r.reboots, account)
		return false, true
	}
}
