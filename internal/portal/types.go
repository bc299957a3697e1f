package portal

import "time"

// Identity is a login: the person who signs in. One identity holds one or
// more contact accounts.
type Identity struct {
	ID    int64
	Login string // the e-mail address used to sign in, lower case
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
}

// Warning types of the internet spec.
const (
	WarningDisruptiveTicket = "disruptiveticket"
	WarningHitCap           = "hitcap"
	WarningNotRegistered    = "notregistered"
)

// AccountWarning is an open warning on one of an identity's accounts.
type AccountWarning struct {
	ID        int64
	AccountID int64
	Type      string
	Title     string
	Body      string
	Clearable bool
	CreatedAt time.Time
}

// GlobalNotification is a notice shown to every subscriber while active.
type GlobalNotification struct {
	ID      int64
	Message string
}

// ServiceEmail is a mailbox the provider hosts for an account.
type ServiceEmail struct {
	ID                int64
	AccountID         int64
	Email             string
	Forwarding        bool
	ForwardingAddress string
}

// WifiDevice is a wireless client seen by the account's router, with its
// traffic over the two periods the app shows.
type WifiDevice struct {
	MAC    string // lower-case, colon-separated
	Vendor string
	Alias  string
	// Bytes per period key ("30days", "1day").
	Up30d, Down30d int64
	Up1d, Down1d   int64
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
