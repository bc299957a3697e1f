package portal

import "time"

// What the staff console's subscriber page reads besides the services'
// own calls (issue 30, item 5).

// SubscriberLogin is a login linked to an account, as the staff see it.
type SubscriberLogin struct {
	Identity
	HasPassword bool
	CreatedAt   time.Time
	// LastSignIn is when its newest session on record began (zero: none
	// on record; ended sessions are purged after a day).
	LastSignIn time.Time
}

// WarningRecord is an account warning, open or cleared.
type WarningRecord struct {
	AccountWarning
	// ExternalID is the provider's id of a warning it sent ("" for the
	// portal's own, such as the hitcap warning).
	ExternalID string
	ClearedAt  time.Time
}
