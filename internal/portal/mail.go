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
)

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
