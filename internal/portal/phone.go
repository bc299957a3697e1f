package portal

import (
	"context"
	"errors"
	"strings"
	"time"
)

// The phone area's domain (docs/phone-api.md): an account's phone
// packages, their directory numbers, 911 emergency address profiles, voice
// features, call records and international calling credit. internal/phone
// implements the service; internal/store the storage.

// The 911 models of a phone package.
const (
	// ProfilePackageOriented: one selected profile covers every number.
	ProfilePackageOriented = "packageoriented"
	// ProfileNumberOriented: each number is associated with its profile.
	ProfileNumberOriented = "numberoriented"
)

// PhonePackage is one phone package of an account.
type PhonePackage struct {
	ID          int64
	AccountID   int64
	ServiceID   int64 // the id of its voice features (billingpackageserviceid)
	Description string
	// DescriptionFR is its catalog entry's French name; empty reads
	// Description.
	DescriptionFR string
	ProfileType   string // ProfilePackageOriented or ProfileNumberOriented
	Numbers       []string
}

// Name is the package's name in lang ("fr" reads the French name when
// there is one).
func (p PhonePackage) Name(lang string) string {
	if lang == "fr" && p.DescriptionFR != "" {
		return p.DescriptionFR
	}
	return p.Description
}

// DirectoryNumber is a phone number of a package.
type DirectoryNumber struct {
	ServiceID int64 // dnbillingpackageserviceid
	PackageID int64
	Number    string // 10 digits
	ProfileID int64  // its 911 profile (number-oriented packages); 0 when none
}

// EmergencyAddress is a 911 address: a street address (Mode 1) or a rural
// one (any other mode).
type EmergencyAddress struct {
	Mode                int
	LastName            string
	FirstName           string
	StreetNumber        string
	StreetName          string
	Unit                string
	RuralAddress        string
	RuralAdditionalInfo string
	City                string
	Province            string // provinceshort of the region codebook
	PostalCode          string // A1A 1A1
}

// StreetMode is the Mode of a street address.
const StreetMode = 1

// Line is the address on one line, as the profile table shows it.
func (a EmergencyAddress) Line() string {
	var parts []string
	if a.Mode == StreetMode {
		street := strings.TrimSpace(a.StreetNumber + " " + a.StreetName)
		if a.Unit != "" {
			street = a.Unit + "-" + street
		}
		parts = append(parts, street)
	} else {
		parts = append(parts, a.RuralAddress)
		if a.RuralAdditionalInfo != "" {
			parts = append(parts, a.RuralAdditionalInfo)
		}
	}
	parts = append(parts, a.City, strings.TrimSpace(a.Province+" "+a.PostalCode))
	var out []string
	for _, p := range parts {
		if strings.TrimSpace(p) != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, ", ")
}

// EmergencyProfile is a 911 address profile of a package.
type EmergencyProfile struct {
	ID        int64
	PackageID int64
	Type      string // the package's model
	Selected  bool   // package-oriented: the package's address
	Obsolete  bool   // deleted (kept for the record)
	Address   EmergencyAddress
	Numbers   []string // number-oriented: its numbers
}

// InUse reports whether deleting the profile would leave a number without
// an address (decisions.md §21).
func (p EmergencyProfile) InUse() bool {
	if p.Type == ProfilePackageOriented {
		return p.Selected
	}
	return len(p.Numbers) > 0
}

// VoiceFeatures are a phone package's voice settings (PHONE-035).
type VoiceFeatures struct {
	ServiceID           int64
	UnavailableEnabled  bool
	UnavailableNumber   string
	RingTimeout         int // seconds
	VoicemailEnabled    bool
	VoicemailPassword   string // write-only: never sent to a client
	VoicemailSendEmail  bool
	VoicemailEmail      string
	VoicemailAttachFile bool
	NoAnswerEnabled     bool
	NoAnswerNumber      string
	ForwardAllEnabled   bool
	ForwardAllNumber    string
	BusyEnabled         bool
	BusyNumber          string
}

// CallRecord is one call of a package.
type CallRecord struct {
	ID        string
	PackageID int64
	Incoming  bool
	Name      string // the caller's name (incoming)
	From, To  string // numbers
	Start     time.Time
	Duration  time.Duration
}

// CallPage is one page of call records, newest first.
type CallPage struct {
	Records []CallRecord
	More    bool // older records exist
}

// CallQuery asks for a page of a package's calls.
type CallQuery struct {
	Account  int64
	Package  int64 // 0: the account's first package
	Incoming bool
	Before   time.Time // zero: now
	// BeforeID, with Before, continues after the last record of the
	// previous page: records that started at Before with a smaller id come
	// next, so calls in the same second are not skipped.
	BeforeID string
	Limit    int
}

// LDEntry is one movement of a package's international calling credit:
// a top-up (positive) or a call (negative).
type LDEntry struct {
	ID          int64
	PackageID   int64
	At          time.Time
	AmountCents int64
}

// LDBalance is a package's international calling credit.
type LDBalance struct {
	PackageID    int64
	BalanceCents int64
}

// ProfileWrite creates (ID 0) or edits a 911 profile of a package.
type ProfileWrite struct {
	Account int64
	Package int64
	ID      int64
	Fields  map[string]any
}

// LDTopUp adds international calling credit.
type LDTopUp struct {
	Account int64
	Package int64 // 0: the account's first package
	Amount  any   // as sent: one of the offered amounts
}

// Phone is the phone area: packages, 911 profiles, voice features, calls
// and international credit. Every package, profile and number it is given
// must be the account's (else ErrNotFound); an account without phone
// answers CodeNoService.
type Phone interface {
	Packages(ctx context.Context, account int64) ([]PhonePackage, error)
	Profiles(ctx context.Context, account, pkg int64) ([]EmergencyProfile, error)
	SaveProfile(ctx context.Context, w ProfileWrite) (EmergencyProfile, Message, error)
	DeleteProfile(ctx context.Context, account, pkg, profile int64) (Message, error)
	// Associate selects a package-oriented profile (number 0) or moves a
	// number to a number-oriented one.
	Associate(ctx context.Context, account, profile, number int64) (Message, error)
	Numbers(ctx context.Context, account, pkg int64) ([]DirectoryNumber, error)
	Features(ctx context.Context, account, service int64) (VoiceFeatures, error)
	SaveFeatures(ctx context.Context, account, service int64, fields map[string]any) (Message, error)
	Calls(ctx context.Context, q CallQuery) (CallPage, error)
	Balance(ctx context.Context, account, pkg int64) (LDBalance, error)
	History(ctx context.Context, account, pkg int64) ([]LDEntry, error)
	TopUp(ctx context.Context, t LDTopUp) (LDBalance, Message, error)
}

// PhoneStore is what the phone service reads and writes.
type PhoneStore interface {
	PhonePackages(ctx context.Context, account int64) ([]PhonePackage, error)
	EmergencyProfiles(ctx context.Context, pkg int64) ([]EmergencyProfile, error)
	AddEmergencyProfile(ctx context.Context, pkg int64, a EmergencyAddress) (int64, error)
	UpdateEmergencyProfile(ctx context.Context, pkg, id int64, a EmergencyAddress) error
	// ObsoleteEmergencyProfile deletes a profile unless it is in use
	// (ErrProfileInUse), checked in the same transaction.
	ObsoleteEmergencyProfile(ctx context.Context, pkg, id int64) error
	SelectEmergencyProfile(ctx context.Context, pkg, id int64) error
	// MoveNumber associates a number with a profile of its package, out of
	// its old profile, in one transaction.
	MoveNumber(ctx context.Context, pkg, number, profile int64) error
	DirectoryNumbers(ctx context.Context, pkg int64) ([]DirectoryNumber, error)
	VoiceFeatures(ctx context.Context, service int64) (VoiceFeatures, error)
	PutVoiceFeatures(ctx context.Context, f VoiceFeatures) error
	CallRecords(ctx context.Context, pkg int64, incoming bool, before time.Time, beforeID string, limit int) ([]CallRecord, error)
	LDBalance(ctx context.Context, pkg int64) (int64, error)
	LDHistory(ctx context.Context, pkg int64, limit int) ([]LDEntry, error)
	// AddLDCredit adds to the balance, the history and the account's
	// charges in one transaction and returns the new balance.
	AddLDCredit(ctx context.Context, account, pkg, cents int64, charge Message, at time.Time) (int64, error)
	Codebook(ctx context.Context, name string) ([]CodebookEntry, error)
}

// ErrProfileInUse: a 911 profile still covers numbers and cannot be deleted.
var ErrProfileInUse = errors.New("portal: the emergency profile is in use")
