package internet

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"myaccount/internal/portal"
)

// "Is it us or you?" (issue 32, item 2): the router's state read from the
// counter samples the provider pushes, and its restart through the
// CPE-management system.

// disconnectGap is the longest silence between two samples that is not a
// disconnection (the provider pushes at least every 5 minutes).
const disconnectGap = 15 * time.Minute

// diagnosisWindow is how far back disconnections are listed.
const diagnosisWindow = 24 * time.Hour

// TroubleshootService diagnoses and restarts routers.
type TroubleshootService struct {
	store portal.TroubleshootStore
	clock portal.Clock
	cpe   portal.CPEManager // nil: no CPE-management system
	log   *slog.Logger
}

// NewTroubleshooting builds the service; cpe nil means routers cannot be
// restarted from the portal.
func NewTroubleshooting(st portal.TroubleshootStore, c portal.Clock, cpe portal.CPEManager, log *slog.Logger) *TroubleshootService {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &TroubleshootService{st, c, cpe, log}
}

var _ portal.Troubleshooting = (*TroubleshootService)(nil)

// Diagnose reads the router's state: online when it reported within
// CPEStale, the disconnections of the last 24 hours (a silence longer than
// disconnectGap, or counters that started again: a restart), and whether a
// restart is allowed now.
func (s *TroubleshootService) Diagnose(ctx context.Context, account int64) (portal.RouterDiagnosis, error) {
	var d portal.RouterDiagnosis
	f, err := s.store.ServiceFlags(ctx, account)
	if err != nil {
		return d, err
	}
	if !f.HasRouter {
		return d, errNoRouter
	}
	d.HasWifi = f.HasWiFi
	now := s.clock.Time()
	d.Now = now
	samples, err := s.store.CPESamples(ctx, account, now.Add(-diagnosisWindow), now)
	if err != nil {
		return d, err
	}
	d.Disconnections, d.OnlineSince = disconnections(samples, now)
	if n := len(samples); n > 0 {
		d.Reported = true
		d.LastSeen = samples[n-1].At
		d.Online = now.Sub(d.LastSeen) <= CPEStale
		if d.OnlineSince.IsZero() {
			d.OnlineSince, d.OnlineSinceAtLeast = samples[0].At, true
		}
		if !d.Online {
			d.OnlineSince, d.OnlineSinceAtLeast = time.Time{}, false
		}
	} else if last, err := s.store.LatestCPESample(ctx, account); err == nil {
		d.Reported, d.LastSeen = true, last.At // silent for longer than the window
	} else if !isNoRows(err) {
		return d, err
	}
	device, err := s.store.RouterDeviceID(ctx, account)
	if err != nil {
		return d, err
	}
	d.CanRestart = s.cpe != nil && device != ""
	last, err := s.store.LastRouterRestart(ctx, account)
	switch {
	case err == nil:
		d.LastRestart = &last
		if last.Outcome != portal.RestartFailed || last.Detail == string(portal.CPETimeout) {
			if next := last.RequestedAt.Add(portal.RestartInterval); next.After(now) {
				d.NextRestartAt = next
			}
		}
	case !isNoRows(err):
		return d, err
	}
	return d, nil
}

// disconnections lists, newest first, the silences longer than
// disconnectGap between samples, the restarts (a counter went down), and a
// silence going on now; since is when the last of them ended (zero: none).
func disconnections(samples []portal.CPESample, now time.Time) (out []portal.Disconnection, since time.Time) {
	for i := 1; i < len(samples); i++ {
		prev, cur := samples[i-1], samples[i]
		gap := cur.At.Sub(prev.At) > disconnectGap
		restart := cur.RxBytes < prev.RxBytes || cur.TxBytes < prev.TxBytes
		if gap || restart {
			out = append(out, portal.Disconnection{From: prev.At, Until: cur.At, Restart: restart})
			since = cur.At
		}
	}
	if n := len(samples); n > 0 && now.Sub(samples[n-1].At) > CPEStale {
		out = append(out, portal.Disconnection{From: samples[n-1].At})
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, since
}

// Restart asks the CPE-management system to reboot the account's router,
// for login. One restart per portal.RestartInterval per router: the claim
// is one atomic store step, and a refusal says how long is left. Every
// attempt is recorded with its outcome; an attempt that certainly did not
// restart the router (an error answer) gives its slot back, one that timed
// out keeps it (the system may still run the task).
func (s *TroubleshootService) Restart(ctx context.Context, account int64, login string) (portal.RouterRestart, error) {
	if err := requireRouter(ctx, s.store, account); err != nil {
		return portal.RouterRestart{}, err
	}
	device, err := s.store.RouterDeviceID(ctx, account)
	if err != nil {
		return portal.RouterRestart{}, err
	}
	if s.cpe == nil || device == "" {
		return portal.RouterRestart{}, portal.Fail(portal.CodeBadRequest, portal.MsgRestartUnavailable)
	}
	now := s.clock.Time()
	rec, ok, last, err := s.store.StartRouterRestart(ctx, portal.RouterRestart{AccountID: account, DeviceID: device, Login: login, RequestedAt: now},
		now.Add(-portal.RestartInterval))
	if err != nil {
		return portal.RouterRestart{}, err
	}
	if !ok {
		return portal.RouterRestart{}, TooSoon(last.Add(portal.RestartInterval).Sub(now))
	}
	// The record must be finished even when the subscriber goes away.
	ctx = context.WithoutCancel(ctx)
	outcome, rerr := s.cpe.Reboot(ctx, portal.CPEDevice{AccountID: account, DeviceID: device})
	if rerr == nil {
		rec.Outcome = outcome
		if err := s.store.FinishRouterRestart(ctx, rec.ID, outcome, "", false); err != nil {
			return rec, err
		}
		return rec, nil
	}
	var ce *portal.CPEError
	kind := portal.CPERefused
	if errors.As(rerr, &ce) {
		kind = ce.Kind
	}
	timedOut := kind == portal.CPETimeout
	s.log.WarnContext(ctx, "router restart failed", "account", account, "device", device, "err", rerr)
	if err := s.store.FinishRouterRestart(ctx, rec.ID, portal.RestartFailed, string(kind), !timedOut); err != nil {
		return rec, err
	}
	if timedOut {
		return rec, portal.Fail(portal.CodeBadRequest, portal.MsgRestartTimeout)
	}
	return rec, portal.Fail(portal.CodeBadRequest, portal.MsgRestartFailed)
}

// TooSoon is the refusal of a restart asked left before the next one is
// allowed: it says the minutes left, rounded up.
func TooSoon(left time.Duration) error {
	minutes := int64((left + time.Minute - 1) / time.Minute)
	if minutes <= 1 {
		return portal.Fail(portal.CodeBadRequest, portal.MsgRestartTooSoonOne)
	}
	return portal.Fail(portal.CodeBadRequest, portal.MsgRestartTooSoonMany, "minutes", minutes)
}
