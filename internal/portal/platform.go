package portal

import (
	"errors"
	"time"
)

// Identity is a login: the person who signs in. One identity holds one or
// more contact accounts.
type Identity struct {
	ID    int64
	Login string // the e-mail address used to sign in, lower case
	// Language is the login's language for e-mail ("en" or "fr").
	Language string
	// Disabled logins cannot sign in, renew a token or reset a password.
	Disabled bool
}

// AccountLink is one contact account an identity may act on.
type AccountLink struct {
	AccountID int64
	IsVip     bool
}

// Account is a contact account of the provider's CRM.
type Account struct {
	ID           int64
	Name         string
	Name2        string
	Kind         string // "person" or "company"
	Address      string
	City         string
	PostalCode   string
	RegionID     int64
	ReferralCode string
}

// ServiceFlags says which services an account has; the app builds the menu
// from them.
type ServiceFlags struct {
	HasBroadband   bool
	HasPhone       bool
	HasContactInfo bool
	HasAr          bool
	HasPreinstall  bool
	HideDocuments  bool
	HasWiFi        bool
	HasRouter      bool
}

// ContractStatus says whether the account must re-sign its contract.
type ContractStatus struct {
	Resign     bool
	ResignType string // e.g. NEEDDOC_CONTRACTNEW, NEEDDOC_IDVERIFY
	// OnFile: a signed contract of the account is on file (approved, or
	// signed before the portal).
	OnFile bool
}

// Warning types of the internet spec.
const (
	WarningDisruptiveTicket = "disruptiveticket"
	WarningHitCap           = "hitcap"
	WarningNotRegistered    = "notregistered"
)

// AccountWarning is an open warning on one of an identity's accounts. Its
// texts are written in English and French; a French text left empty reads
// the English one (a provider's script that writes only English still works).
type AccountWarning struct {
	ID        int64
	AccountID int64
	Type      string
	Title     string
	Body      string
	TitleFR   string
	BodyFR    string
	Clearable bool
	CreatedAt time.Time
}

// GlobalNotification is a notice shown to every subscriber while active, in
// English and French (an empty French text reads the English one).
type GlobalNotification struct {
	ID        int64
	Message   string
	MessageFR string
}

// ServiceEmail is a mailbox the provider hosts for an account.
type ServiceEmail struct {
	ID                int64
	AccountID         int64
	Email             string
	Forwarding        bool
	ForwardingAddress string
}

// Session is a signed-in API session.
type Session struct {
	ID              int64
	IdentityID      int64
	ActiveAccountID int64 // 0 until the app picks one
	Login           string
}

// MACRegistration records a first-device registration request.
type MACRegistration struct {
	IdentityID int64
	AccountID  int64
	HW         string
	Seg        string
	IP         string
	Case       int
	Message    string
}

// Subscription is one mailing list an e-mail address can leave.
type Subscription struct {
	Key  string
	Name string
}

// CodebookEntry is one row of a code list; Data is the row's JSON object.
type CodebookEntry struct {
	ID   int64
	Data map[string]any
}

// Province is a Canadian province or territory, as an address (a 911
// profile, a change request) may name it.
type Province struct {
	Code string // provinceshort
	Name string // provincelong
}

// CanadianProvinces picks the Canadian rows (countryid 1) of the region
// codebook, in order.
func CanadianProvinces(regions []CodebookEntry) []Province {
	var out []Province
	for _, r := range regions {
		short, _ := r.Data["provinceshort"].(string)
		long, _ := r.Data["provincelong"].(string)
		if country, _ := r.Data["countryid"].(float64); country == 1 && short != "" {
			out = append(out, Province{Code: short, Name: long})
		}
	}
	return out
}

// TokenState is what a presented session token turned out to be.
type TokenState int

// Token states; the API maps them to 200, 432 and 401.
const (
	TokenUnknown TokenState = iota // never issued, or its session was revoked
	TokenValid
	TokenExpired
)

// ErrTokenUsed is returned when an unsubscribe token was already applied.
var ErrTokenUsed = errors.New("portal: token already used")

// Warning errors of the internet area's warning actions.
var (
	// ErrNoOpenWarning: the account has no open warning the action applies to.
	ErrNoOpenWarning = errors.New("portal: no open warning of that kind")
)

// Attempt is what counting one attempt (a password, a one-time code)
// against a limit found.
type Attempt struct {
	// Count is the attempts of the current window, this one included.
	Count int
	// WindowEnd is when the window, and its count, ends.
	WindowEnd time.Time
	// HeldUntil, when not zero, is until when the key refuses attempts:
	// this one was not counted.
	HeldUntil time.Time
}

// Held reports whether the attempt was refused because the key is held.
func (a Attempt) Held() bool { return !a.HeldUntil.IsZero() }
