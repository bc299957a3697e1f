package portal

import "time"

// The rows the provider's own systems write through the provider API
// (internal/provisioning), found again by the provider's id: ledger entries
// of its billing, global notices and account warnings. They are the same
// rows as the portal's own, so the balance, the invoices, auto payment and
// the subscriber's app use them alike; ExternalID is what tells them apart.

// ExternalLedgerEntry is a ledger entry of the provider's billing.
type ExternalLedgerEntry struct {
	LedgerEntry
	// ExternalID is the provider's id of the entry, unique in its account.
	ExternalID string
	// InvoicePeriod is the month of the invoice the entry is printed on
	// (zero until then); with the account it makes the invoice's number.
	InvoicePeriod Month
}

// ExternalNotice is a global notice the provider published.
type ExternalNotice struct {
	GlobalNotification
	// ExternalID is the provider's id of the notice.
	ExternalID string
	StartsAt   time.Time
	// EndsAt is when the notice stops showing; zero while open-ended.
	EndsAt time.Time
}

// ExternalWarning is an account warning the provider opened.
type ExternalWarning struct {
	AccountWarning
	// ExternalID is the provider's id of the warning, unique in its account.
	ExternalID string
	// ClearedAt is when the subscriber or the provider cleared it; zero
	// while it is open.
	ClearedAt time.Time
}

// ErrInvoiced is returned by a change to a ledger entry already printed on
// an issued invoice: the invoice would no longer add up.
var ErrInvoiced = errorString("portal: the entry is on an issued invoice")
