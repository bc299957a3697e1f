package portal

import "time"

// E-mail leaves the portal through an outbox (docs/decisions.md, "E-mail"):
// the change that causes a message writes it in the same transaction, and a
// worker (internal/mail) renders and sends it later, with retries. So a
// message is never sent for a change that rolled back, and never lost for
// one that committed.

// MailKind names a message's template (internal/mail renders each kind in
// the login's language).
type MailKind string

// The kinds of message the portal sends.
const (
	// MailInvitation invites a login to choose its first password; Data
	// carries "link".
	MailInvitation MailKind = "invitation"
	// MailPasswordReset answers "Forgot your password?"; Data carries "link".
	MailPasswordReset MailKind = "password-reset"
	// MailPasswordChanged tells a login its password was changed.
	MailPasswordChanged MailKind = "password-changed"
	// MailStaffInvitation sends a new staff console login its one-time
	// link to choose a password; Data["link"] is the absolute link.
	MailStaffInvitation MailKind = "staff-invitation"

	// MailUsageAlert tells a login an account's usage crossed 80 % or 100 %
	// of the month's cap (once per threshold per billing month).
	MailUsageAlert MailKind = "usage-alert"
	// MailPaymentReceived is the receipt of a payment the subscriber made.
	MailPaymentReceived MailKind = "payment-received"
	// MailPaymentDeclined tells the subscriber the card refused a payment
	// they just made.
	MailPaymentDeclined MailKind = "payment-declined"
	// MailAutoPaymentFailed tells the subscriber a scheduled auto-payment
	// failed, and what to do.
	MailAutoPaymentFailed MailKind = "autopayment-failed"
	// MailInvoiceIssued announces a new invoice, with a link to it.
	MailInvoiceIssued MailKind = "invoice-issued"
	// MailDocumentReviewed tells the outcome of the staff's review of a void
	// cheque, an identity document or a contract (with the reason when
	// rejected).
	MailDocumentReviewed MailKind = "document-reviewed"
	// MailChangeRequestResolved tells a change request was resolved.
	MailChangeRequestResolved MailKind = "change-request-resolved"
)

// MailCategory is what a subscriber can turn off on the Notifications page
// or with an e-mail's unsubscribe link. Transactional messages (the empty
// category) are always sent.
type MailCategory string

// The categories of notification (issue 31), in the order the
// Notifications page lists them.
const (
	MailTransactional MailCategory = ""
	MailUsage         MailCategory = "usage"
	MailBilling       MailCategory = "billing"
	MailAccount       MailCategory = "account"
	MailServiceStatus MailCategory = "service-status"
	MailOffers        MailCategory = "offers"
)

// MailCategories are the categories a subscriber chooses, in display order.
var MailCategories = []MailCategory{MailUsage, MailBilling, MailAccount, MailServiceStatus, MailOffers}

// DefaultOn reports whether a login that never chose receives c: every
// category but offers and news.
func (c MailCategory) DefaultOn() bool { return c != MailOffers }

// Category is the category k belongs to. A kind not listed is
// transactional: the invitation, the password messages, and a payment the
// subscriber just made (its receipt or its decline) are always sent.
//
// A non-transactional message is written with its login (Mail.Identity)
// and the login's address; the outbox then honours the login's choice: it
// writes nothing when the category is off, and sends to the address the
// login chose for the category.
func (k MailKind) Category() MailCategory {
	switch k {
	case MailUsageAlert:
		return MailUsage
	case MailAutoPaymentFailed, MailInvoiceIssued:
		return MailBilling
	case MailDocumentReviewed, MailChangeRequestResolved, MailSupportReply:
		return MailAccount
	case MailOutageStarted, MailOutageUpdated, MailOutageResolved:
		return MailServiceStatus
	}
	return MailTransactional
}

// Mail is one message in the outbox.
type Mail struct {
	ID int64
	// MessageID is the RFC 5322 Message-ID, fixed when the message is
	// written, so a retry or a second replica sends the same message.
	MessageID string
	Kind      MailKind
	// To is the recipient's address; Lang the language it is written in
	// ("en" or "fr").
	To   string
	Lang string
	// Identity is the login the message is about (0: none).
	Identity int64
	// Data are the template's values (a link, a name); links are absolute.
	Data map[string]string

	CreatedAt time.Time
	// Attempts counts the tries to send; NextAttemptAt is when the worker
	// may try again.
	Attempts      int
	NextAttemptAt time.Time
	// SentAt is set once the SMTP server accepted it; FailedAt when the
	// worker gave up. LastError is the last refusal.
	SentAt    time.Time
	FailedAt  time.Time
	LastError string
}
