package portal

import "time"

// StaffLogFilter narrows the staff log. Empty fields do not filter.
type StaffLogFilter struct {
	// Actor is who acted, exactly as recorded ("staff:EMAIL",
	// "api-key:NAME", a command line's user).
	Actor string
	// Action is the action's name ("staff-role", "refused", …).
	Action  string
	Account int64
	// From and To bound the time: From ≤ at < To.
	From, To time.Time
	// Text is found (any case) in the actor, the action, the subject, the
	// detail, the address, or the values before and after.
	Text string
	// Before is the cursor: only actions older than it (its at, then its
	// id) — the last one of the previous page.
	BeforeAt time.Time
	BeforeID int64
	// Limit is at most how many to answer (1 to 1000; default 50).
	Limit int
}
