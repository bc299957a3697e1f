package portal

import (
	"context"
	"errors"
	"time"
)

// "Is it us or you?" (issue 32, item 2): the troubleshooting page reads the
// router's state from its counter samples and restarts it through a
// CPE-management system.

// RestartInterval is how long a router must wait between two restarts
// asked from the portal.
const RestartInterval = 10 * time.Minute

// RestartOutcome is what became of a restart request.
type RestartOutcome string

const (
	RestartDone   RestartOutcome = "done"   // the router ran the reboot
	RestartQueued RestartOutcome = "queued" // the reboot waits for the router's next check-in
	RestartFailed RestartOutcome = "failed" // the CPE-management system refused or did not answer
)

// CPEDevice is the router of an account as the CPE-management system knows
// it: DeviceID is its id there (GenieACS: OUI-ProductClass-SerialNumber).
type CPEDevice struct {
	AccountID int64
	DeviceID  string
}

// CPEManager restarts routers.
type CPEManager interface {
	Reboot(ctx context.Context, d CPEDevice) (RestartOutcome, error)
}

// ErrCPENoDevice: the account's router has no id in the CPE-management
// system (the provider has not set it).
var ErrCPENoDevice = errors.New("cpe: the router has no device id")

// CPEErrorKind sorts CPE-management failures.
type CPEErrorKind string

const (
	CPEUnreachable CPEErrorKind = "unreachable" // no answer at all
	CPETimeout     CPEErrorKind = "timeout"     // no answer in time: the task may be queued all the same
	CPENotFound    CPEErrorKind = "not-found"   // the system does not know the device
	CPERefused     CPEErrorKind = "refused"     // any other error answer
)

// CPEError is a failed restart; Detail is for the log and the restart's
// record, never for the subscriber.
type CPEError struct {
	Kind   CPEErrorKind
	Detail string
}

func (e *CPEError) Error() string { return "cpe: " + string(e.Kind) + ": " + e.Detail }

// RouterRestart is one restart asked from the portal, as recorded.
type RouterRestart struct {
	ID          int64
	AccountID   int64
	DeviceID    string
	Login       string // the subscriber's login who asked
	RequestedAt time.Time
	Outcome     RestartOutcome // "" while under way
	Detail      string
}

// Disconnection is a time the router stopped reporting (Until is zero
// while it lasts) or restarted (Restart: its counters started again).
type Disconnection struct {
	From, Until time.Time
	Restart     bool
}

// RouterDiagnosis is what the troubleshooting page shows.
type RouterDiagnosis struct {
	// Reported: the router ever sent a sample in the kept history.
	Reported bool
	Online   bool
	LastSeen time.Time
	// OnlineSince is when the current run of samples started (the last
	// disconnection or restart ended); OnlineSinceAtLeast says the run
	// starts with the kept history, so the uptime is at least that long.
	OnlineSince        time.Time
	OnlineSinceAtLeast bool
	// Disconnections in the last 24 hours, newest first.
	Disconnections []Disconnection
	// CanRestart: a CPE-management system and the router's device id are
	// known. NextRestartAt is when the next restart is allowed (zero: now).
	CanRestart    bool
	NextRestartAt time.Time
	LastRestart   *RouterRestart
	// HasWifi: the account's router has Wi-Fi settings (the Wi-Fi page).
	HasWifi bool
	// Now is when the diagnosis was made.
	Now time.Time
}

// Troubleshooting is the service behind the page.
type Troubleshooting interface {
	Diagnose(ctx context.Context, account int64) (RouterDiagnosis, error)
	// Restart restarts the account's router for login, at most once per
	// RestartInterval per router.
	Restart(ctx context.Context, account int64, login string) (RouterRestart, error)
}

// TroubleshootStore is what the troubleshooting service reads and writes.
type TroubleshootStore interface {
	ServiceFlags(ctx context.Context, account int64) (ServiceFlags, error)
	LatestCPESample(ctx context.Context, account int64) (CPESample, error)
	CPESamples(ctx context.Context, account int64, from, to time.Time) ([]CPESample, error)
	// RouterDeviceID is the account's router id in the CPE-management
	// system; "" when not set.
	RouterDeviceID(ctx context.Context, account int64) (string, error)
	// StartRouterRestart records a restart under way, in one atomic step
	// that refuses it (ok false, the last restart's time) when the router
	// was restarted after notBefore.
	StartRouterRestart(ctx context.Context, r RouterRestart, notBefore time.Time) (rec RouterRestart, ok bool, last time.Time, err error)
	// FinishRouterRestart writes the outcome; release gives the slot back
	// (the router was certainly not restarted).
	FinishRouterRestart(ctx context.Context, id int64, outcome RestartOutcome, detail string, release bool) error
	LastRouterRestart(ctx context.Context, account int64) (RouterRestart, error)
}

// What the troubleshooting page's server says (internal/i18n
// en_troubleshoot.go, fr_troubleshoot.go).
const (
	MsgRestartUnavailable MsgKey = "troubleshoot.restart.unavailable"
	MsgRestartTooSoonOne  MsgKey = "troubleshoot.restart.tooSoon.one"
	MsgRestartTooSoonMany MsgKey = "troubleshoot.restart.tooSoon.other"
	MsgRestartFailed      MsgKey = "troubleshoot.restart.failed"
	MsgRestartTimeout     MsgKey = "troubleshoot.restart.timeout"
	MsgRestartDone        MsgKey = "troubleshoot.restart.done"
	MsgRestartQueued      MsgKey = "troubleshoot.restart.queued"
)
