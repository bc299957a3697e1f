package portal

import (
	"context"
	"encoding/json"
	"errors"
	"net/netip"
	"time"
)

// The platform's services (platform spec §7): sessions, the login's
// accounts and the platform resources. internal/platform implements them;
// internal/store implements the storage.

// Sessions runs the API's session tokens (api.md): the identity service's
// one-time code or SSO cookie starts a session, the token is renewed with a
// grace period, and logout ends it. Tokens are stored hashed.
type Sessions interface {
	// Authenticate resolves a token: CodeUnauthorized when it is missing,
	// unknown or revoked, CodeExpired when it expired.
	Authenticate(ctx context.Context, token string) (Session, error)
	// Exchange trades a one-time code for a new session's token. Codes
	// tried from one address are limited (CodeRateLimited beyond).
	Exchange(ctx context.Context, code string, from netip.Addr) (token string, err error)
	// Start opens a session for a login the identity service vouches for
	// with its SSO session sso (the session's key, from SSOSession): the
	// session ends when that SSO session does. CodeUnauthorized when the
	// SSO session has ended.
	Start(ctx context.Context, identity int64, sso string) (token string, err error)
	// Renew trades a valid token for a fresh one; the old one keeps working
	// for a grace period.
	Renew(ctx context.Context, token string) (string, error)
	// End revokes the session: every token of it stops working.
	End(ctx context.Context, session int64) error
	// ActiveAccount is the session's chosen account if it is still linked,
	// else the login's first account (0 when it has none).
	ActiveAccount(ctx context.Context, s Session) (int64, error)
	// Owns reports whether the account is one of the login's.
	Owns(ctx context.Context, identity, account int64) (bool, error)
}

// SessionStore is what the session service reads and writes.
type SessionStore interface {
	ExchangeLoginCode(ctx context.Context, codeHash, tokenHash string, ttl time.Duration) (int64, error)
	CountAttempt(ctx context.Context, key string, window time.Duration) (Attempt, error)
	UndoAttempt(ctx context.Context, key string, window time.Duration) error
	CreateSSOLinkedSession(ctx context.Context, identity int64, ssoHash, tokenHash string, ttl time.Duration) (int64, error)
	SessionByToken(ctx context.Context, tokenHash string) (Session, TokenState, error)
	RenewSession(ctx context.Context, oldHash, newHash string, ttl, grace time.Duration) error
	RevokeSession(ctx context.Context, session int64) error
	IsLinked(ctx context.Context, identity, account int64) (bool, error)
	AccountLinks(ctx context.Context, identity int64) ([]AccountLink, error)
}

// AccountWarnings are the open warnings of a login's accounts.
type AccountWarnings struct {
	List []AccountWarning
	// Multiple is true when the login has several accounts, so the app
	// names the account of each warning.
	Multiple bool
}

// FirstDevice is a first-device registration request (platform spec §4).
type FirstDevice struct {
	Identity int64
	Account  int64
	HW, Seg  string
	IP       netip.Addr
}

// Registration is the answer to a first-device registration: Case 100 and
// above mean under way, below 100 a failure; Message says which.
type Registration struct {
	Case    int
	Message Message
}

// Accounts serves the login's accounts and the platform's account-level
// resources.
type Accounts interface {
	Links(ctx context.Context, identity int64) ([]AccountLink, error)
	// SetActive makes one of the login's accounts the session's active one.
	SetActive(ctx context.Context, s Session, account int64) error
	Account(ctx context.Context, id int64) (Account, error)
	ServiceFlags(ctx context.Context, account int64) (ServiceFlags, error)
	Contract(ctx context.Context, account int64) (ContractStatus, error)
	Warnings(ctx context.Context, identity int64) (AccountWarnings, error)
	Notifications(ctx context.Context) ([]GlobalNotification, error)
	// Codebook reads a code list; a name that names none is refused.
	Codebook(ctx context.Context, name string) ([]CodebookEntry, error)
	// Provinces are what an address's province may be (the region
	// codebook's Canadian rows).
	Provinces(ctx context.Context) ([]Province, error)
	RegisterFirstDevice(ctx context.Context, d FirstDevice) (Registration, error)
	// Feedback stores what a subscriber wrote.
	Feedback(ctx context.Context, identity, account int64, message, context string) (Message, error)
}

// AccountStore is what the account service reads and writes.
type AccountStore interface {
	AccountLinks(ctx context.Context, identity int64) ([]AccountLink, error)
	IsLinked(ctx context.Context, identity, account int64) (bool, error)
	SetActiveAccount(ctx context.Context, session, account int64) error
	AccountByID(ctx context.Context, id int64) (Account, error)
	ServiceFlags(ctx context.Context, account int64) (ServiceFlags, error)
	ContractStatus(ctx context.Context, account int64) (ContractStatus, error)
	OpenWarnings(ctx context.Context, accounts []int64) ([]AccountWarning, error)
	// SyncHitCap opens or clears the account's hitcap warning so that it
	// matches BroadbandPlan.CapReached in the month [monthStart, monthEnd).
	SyncHitCap(ctx context.Context, account int64, monthStart, monthEnd time.Time, w AccountWarning) (bool, error)
	ActiveGlobalNotifications(ctx context.Context) ([]GlobalNotification, error)
	Codebook(ctx context.Context, name string) ([]CodebookEntry, error)
	MACRegistered(ctx context.Context, account int64, hw string) (bool, error)
	AddMACRegistration(ctx context.Context, r MACRegistration) error
	AddFeedback(ctx context.Context, identity, account int64, message, context string) error
}

// ServiceEmailChange is a write to one service e-mail address: a delete
// ({abandon:true}), forwarding turned on, or a new forwarding address.
type ServiceEmailChange struct {
	Account int64
	ID      int64
	// Login is the signed-in address, which cannot be deleted.
	Login  string
	Fields map[string]any
}

// ServiceEmails are the mailboxes the provider hosts for an account.
type ServiceEmails interface {
	List(ctx context.Context, account int64) ([]ServiceEmail, error)
	Change(ctx context.Context, c ServiceEmailChange) (Message, error)
}

// ServiceEmailStore is what the service e-mail service reads and writes.
type ServiceEmailStore interface {
	ServiceEmails(ctx context.Context, account int64) ([]ServiceEmail, error)
	ServiceEmail(ctx context.Context, account, id int64) (ServiceEmail, error)
	AbandonServiceEmail(ctx context.Context, account, id int64) error
	SetForwarding(ctx context.Context, account, id int64, enable bool, address string) error
}

// IdempotentAnswer is the stored answer of a write that carried an
// Idempotency-Key (api.md: writes that move money).
type IdempotentAnswer struct {
	Status int
	Body   json.RawMessage
}

// Idempotency keeps the answers of writes by their Idempotency-Key, for at
// least 24 hours.
type Idempotency interface {
	// ClaimIdempotencyKey: first is true when this request must do the
	// work; otherwise the first request's answer (waiting for it while it
	// is under way). ErrIdempotencyMismatch when the key came with another
	// request.
	ClaimIdempotencyKey(ctx context.Context, key, requestHash string) (first bool, answer IdempotentAnswer, err error)
	SaveIdempotentAnswer(ctx context.Context, key string, a IdempotentAnswer) error
	// ReleaseIdempotencyKey forgets a claim whose request failed on our
	// side, so a retry does the work.
	ReleaseIdempotencyKey(ctx context.Context, key string) error
}

// Errors of Idempotency.
var (
	ErrIdempotencyMismatch = errors.New("portal: the idempotency key was used with another request")
	ErrIdempotencyBusy     = errors.New("portal: the first request with this idempotency key is still running")
)

// Services are every area's services: what the API calls. internal/services
// builds them on a store; a cache or a second store can stand in front of
// the store without the API noticing.
type Services struct {
	Sessions      Sessions
	Accounts      Accounts
	ServiceEmails ServiceEmails
	// Notifications are the login's notification preferences (issue 31).
	Notifications Notifications
	Usage         Usage
	Packages      Packages
	Wifi          Wifi
	Router        Router
	// Troubleshooting is the "Is it us or you?" page (issue 32).
	Troubleshooting Troubleshooting
	Warnings        WarningActions
	Survey          Survey
	Phone           Phone
	Addresses       Addresses
	AccountInfo     AccountInfo
	Billing         Billing
	Documents       Documents
	Payments        Payments
	Staff           Staff
	Onboarding      Onboarding
	OnboardingStaff OnboardingStaff
	Idempotency     Idempotency
	// Invitations send a login's invitation e-mail (the provider API, the
	// staff's tools).
	Invitations Invitations
	// Status is the service status of the account's site (issue 32).
	Status ServiceStatus
	// Tickets are the subscriber's support requests, TicketsStaff the
	// console's side of them (issue 32, item 3).
	Tickets      Tickets
	TicketsStaff TicketsStaff
}
