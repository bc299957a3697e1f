package portal

import (
	"errors"
	"math"
	"strings"
	"time"
)

// This file is the internet area's domain (docs/internet-api.md): packages
// and subscriptions, offers and charges, usage, Wi-Fi, the rating survey and
// the routers' counters.

// UnlimitedCapGB is the cap that means Unlimited: all nines (internet spec §9).
const UnlimitedCapGB = 999999

// BytesPerGB: GB are decimal (decisions.md "Data").
const BytesPerGB = 1_000_000_000

// GB turns bytes into decimal GB rounded to 3 decimals, as every usage
// figure is shown.
func GB(bytes int64) float64 { return math.Round(float64(bytes)/1e6) / 1e3 }

// BroadbandPlan is what an account's usage is measured against this month:
// its package's cap and the extras on top. The package area keeps it; the
// usage area reads it.
type BroadbandPlan struct {
	AccountID int64
	BPID      int64 // the account's broadband subscription id
	PackageID int64
	CapGB     int64 // UnlimitedCapGB for unlimited packages
	LoyaltyGB int64 // loyalty programme GB added every month
	// OnetimeGB are the traffic packs bought in the month asked for.
	OnetimeGB int64
	// Slowdown is true while Unlimited (slowed-down) mode is on.
	Slowdown bool
	// OverageCentsPerGB is the package's price per GB over the total cap.
	OverageCentsPerGB int64
}

// Overage is the one rule for data over the cap (issue 28): the GB used
// over the total cap this month (decimal GB to 3 decimals, as shown) and
// what they cost so far at the package's price per GB, rounded to the
// cent. Unlimited plans, and use within the cap, have none.
func (p BroadbandPlan) Overage(usedBytes int64) (overGB float64, cents int64) {
	if p.Unlimited() {
		return 0, 0
	}
	over := usedBytes - p.TotalCapGB()*1_000_000_000
	if over <= 0 {
		return 0, 0
	}
	// Cents from whole bytes: over × price / 1e9, rounded half up.
	cents = (over*p.OverageCentsPerGB + 500_000_000) / 1_000_000_000
	return GB(over), cents
}

// Unlimited reports whether the plan has no cap.
func (p BroadbandPlan) Unlimited() bool { return p.CapGB == UnlimitedCapGB }

// TotalCapGB is the cap plus the extras, or UnlimitedCapGB when unlimited.
func (p BroadbandPlan) TotalCapGB() int64 {
	if p.Unlimited() {
		return UnlimitedCapGB
	}
	return p.CapGB + p.LoyaltyGB + p.OnetimeGB
}

// Package is one broadband package of the provider's catalog.
type Package struct {
	ID int64
	// Code is the provider's code of the package (the provider API's id);
	// packages made before codes existed have their id as code.
	Code        string
	Description string
	// DescriptionFR is the French name; empty reads Description.
	DescriptionFR   string
	Technology      string // "fiber" or "wireless"
	CapGB           int64  // UnlimitedCapGB for unlimited packages
	MonthlyFeeCents int64
	// OverageCentsPerGB is the price of each GB over a capped package's
	// monthly cap (0: none set).
	OverageCentsPerGB int64
	RateDownload      int64 // mbps
	RateUpload        int64 // mbps
	Link              string
	Active            bool
}

// Name is the package's name in lang ("fr" reads the French name when
// there is one).
func (p Package) Name(lang string) string {
	if lang == "fr" && p.DescriptionFR != "" {
		return p.DescriptionFR
	}
	return p.Description
}

// NameMsg is the package's name as a message argument, shown in the
// reader's language (a charge's description keeps both names).
func (p Package) NameMsg() Message { return Named(p.Description, p.DescriptionFR) }

// Unlimited reports whether the package has no cap.
func (p Package) Unlimited() bool { return p.CapGB == UnlimitedCapGB }

// BroadbandSubscription is an account's broadband subscription (one per account).
type BroadbandSubscription struct {
	BPID      int64
	AccountID int64
	PackageID int64
	LoyaltyGB int64
	ChangedAt time.Time // last package change
	// SlowdownMode is the stored switch; it counts only in the month it was
	// turned on (SlowdownOn).
	SlowdownMode   bool
	SlowdownAt     time.Time // when the mode was last turned on
	SwitchDisabled bool      // the provider holds the switch
}

// SlowdownOn reports whether Unlimited (slowed-down) mode is on in the month
// that starts at monthStart: it was turned on in that month or later (the
// mode ends on the 1st, when Turbo Mode returns).
func (s BroadbandSubscription) SlowdownOn(monthStart time.Time) bool {
	return s.SlowdownMode && !s.SlowdownAt.Before(monthStart)
}

// Offer is an offer code.
type Offer struct {
	Code          string // upper case
	Title         string
	Text          string
	Description   string
	ButtonText    string
	RedirectURL   string
	UpgradeText   string
	PackageID     int64 // 0: the discount applies to any package
	DiscountCents int64
	ExpiresAt     time.Time
}

// NormalizeOfferCode is how offer codes are stored and looked up: trimmed,
// upper case.
func NormalizeOfferCode(code string) string { return strings.ToUpper(strings.TrimSpace(code)) }

// PackageChange is one package change as the package service decided it.
type PackageChange struct {
	AccountID int64
	BPID      int64
	// FromPackage and FromChangedAt are what the decision was based on; when
	// the subscription no longer matches them the change is refused with
	// ErrPackageChanged, so two changes never both apply.
	FromPackage   int64
	FromChangedAt time.Time
	ToPackage     int64
	At            time.Time
	// ChargeCents (when > 0) is recorded with ChargeDescription.
	ChargeCents       int64
	ChargeDescription Message
	// MonthStart is the start of the provider's local month of At: an open
	// hitcap warning clears when the new total cap is above this month's
	// usage.
	MonthStart time.Time
	// EndSlowdown turns Unlimited mode off (the new package has no cap).
	EndSlowdown bool
}

// TrafficPack is one traffic pack purchase.
type TrafficPack struct {
	AccountID         int64
	GB                int64
	PriceCents        int64
	ChargeDescription Message
	At                time.Time
	// MonthStart is the start of the provider's local month of At (the
	// month the pack counts in); an open hitcap warning clears when the new
	// total cap is above this month's usage.
	MonthStart time.Time
}

// Errors of the package writes; the package service turns them into
// messages.
var (
	// ErrPackageChanged: the subscription changed between read and write.
	ErrPackageChanged = errors.New("portal: the subscription changed meanwhile")
	// ErrPackageUnlimited: a traffic pack for an unlimited package.
	ErrPackageUnlimited = errors.New("portal: the package is unlimited")
	// ErrSlowdownRefused: Unlimited mode is not available or held.
	ErrSlowdownRefused = errors.New("portal: unlimited mode cannot be switched")
)

// UsageRecord is one hourly usage record as the network reports it: the
// bytes an account moved during one UTC hour. ID names the record forever;
// the same ID stored twice counts once.
type UsageRecord struct {
	ID        string
	AccountID int64
	Hour      time.Time // the start of a whole UTC hour
	Down, Up  int64     // bytes
}

// UsageTotals are bytes down and up.
type UsageTotals struct {
	Down, Up int64
}

// DayUsage is one local day's usage.
type DayUsage struct {
	Year  int
	Month time.Month
	Day   int
	UsageTotals
}

// WifiSettings are the router's main and guest wireless networks.
type WifiSettings struct {
	AccountID     int64
	WifiEnabled   bool
	WifiSSID      string
	WifiPassword  string
	GuestEnabled  bool
	GuestSSID     string
	GuestPassword string
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

// WifiHour is one hourly traffic bucket of a Wi-Fi device.
type WifiHour struct {
	Start    time.Time
	UpBytes  int64
	DownByte int64
}

// RatingDeclined is the rate of a declined survey.
const RatingDeclined = -1

// Rating is one answer to the rating survey.
type Rating struct {
	AccountID  int64
	IdentityID int64 // who answered; 0 when unknown (demo data)
	Rate       int   // 1..10, or RatingDeclined
	Options    string
	Comment    string
	At         time.Time // zero means now
}

// TicketSignature is the signature that cleared a disruptive ticket.
type TicketSignature struct {
	WarningID  int64
	IdentityID int64
	Signature  string
	SignedAt   time.Time
}

// CPESample is one reading of a router's WAN (ether1) octet counters.
type CPESample struct {
	ID        string
	AccountID int64
	At        time.Time
	RxBytes   int64
	TxBytes   int64
}
