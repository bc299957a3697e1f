package portal

import (
	"context"
	"net/netip"
	"time"
)

// The internet area's services (docs/internet-api.md): what the API asks,
// and what each service needs from storage. internal/internet implements
// the services; internal/store implements the storage.

// Date is a day of the provider's calendar.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// DateOf is t's day in t's location.
func DateOf(t time.Time) Date {
	y, m, d := t.Date()
	return Date{y, m, d}
}

// UsageMonth is the current month's usage against the plan.
type UsageMonth struct {
	Plan       BroadbandPlan
	Used       UsageTotals
	Start, End time.Time // the month's first local midnight and the next month's
	Today      Date      // the provider's today, so the app counts "days left"
}

// UsageCalendar is the usage of the calendar's window of days.
type UsageCalendar struct {
	// Days are the days of the window with usage, oldest first.
	Days []DayUsage
	// Months are the totals of each month the shown days touch (whole
	// months: days before the window count too).
	Months      []MonthUsage
	Today       Date
	WindowStart Date
	// DayKeys are the keys of Day, one per local day from WindowStart to
	// Today.
	DayKeys []int64
}

// MonthUsage is one month's totals.
type MonthUsage struct {
	Month Month
	UsageTotals
	Start time.Time // the month's first local midnight
}

// UsageDay is one local day's usage per local hour.
type UsageDay struct {
	Key      int64 // the epoch seconds of the day's local midnight
	Down, Up [24]int64
}

// Usage answers the usage reads: the month, the calendar and one day.
type Usage interface {
	Month(ctx context.Context, account int64) (UsageMonth, error)
	Calendar(ctx context.Context, account int64) (UsageCalendar, error)
	// Day reads the day whose key (the epoch seconds of its local midnight)
	// is given, as sent in a target.
	Day(ctx context.Context, account int64, key string) (UsageDay, error)
}

// UsageStore is what the usage service reads.
type UsageStore interface {
	ServiceFlags(ctx context.Context, account int64) (ServiceFlags, error)
	BroadbandPlan(ctx context.Context, account int64, monthStart time.Time) (BroadbandPlan, error)
	UsageBetween(ctx context.Context, account int64, from, to time.Time) (UsageTotals, error)
	UsageByDay(ctx context.Context, account int64, from, to time.Time) ([]DayUsage, error)
	UsageDayHours(ctx context.Context, account int64, day time.Time) (down, up [24]int64, err error)
}

// CurrentPackage is an account's subscription and its package.
type CurrentPackage struct {
	Subscription BroadbandSubscription
	Package      Package
	// DowngradeAllowedAt is when a downgrade stops being refused.
	DowngradeAllowedAt time.Time
	// Featured is the provider's featured package id (decisions §17).
	Featured int64
}

// Upgradable lists the packages an account may move up to.
type Upgradable struct {
	BPID     int64
	Packages []Package
	Featured int64
}

// UpgradeWizard is what the upgrade wizard tells before an upgrade.
type UpgradeWizard struct {
	Messages         []Message
	TrafficPackGB    int64
	TrafficPackPrice Money
}

// PackageUpgrade asks for a package change.
type PackageUpgrade struct {
	Account   int64
	BPID      int64 // the subscription named by the target
	PackageID int64
	OfferCode string // "" when none
}

// UpgradeResult is a done package change: the new state and what to say.
type UpgradeResult struct {
	Current CurrentPackage
	Message Message
}

// SlowdownState is Unlimited (slowed-down) mode on an account.
type SlowdownState struct {
	On             bool
	SwitchDisabled bool
	Available      bool // false on unlimited packages
	// RateDownload is the mode's download speed in Mbps (0: not said).
	RateDownload int64
}

// Packages holds the package rules: upgrades with proration and offers, the
// downgrade block, traffic packs and Unlimited mode.
type Packages interface {
	Current(ctx context.Context, account int64) (CurrentPackage, error)
	Upgradable(ctx context.Context, account int64) (Upgradable, error)
	UpgradeWizard(ctx context.Context, account int64) (UpgradeWizard, error)
	Upgrade(ctx context.Context, u PackageUpgrade) (UpgradeResult, error)
	BuyTrafficPack(ctx context.Context, account int64) (Message, error)
	Slowdown(ctx context.Context, account int64) (SlowdownState, error)
	SetSlowdown(ctx context.Context, account int64, on bool) (Message, error)
	// Offer reads an offer that exists and has not expired.
	Offer(ctx context.Context, code string) (Offer, error)
}

// PackageStore is what the package service reads and writes.
type PackageStore interface {
	Broadband(ctx context.Context, account int64) (BroadbandSubscription, error)
	Package(ctx context.Context, id int64) (Package, error)
	ActivePackages(ctx context.Context) ([]Package, error)
	Offer(ctx context.Context, code string) (Offer, error)
	ChangePackage(ctx context.Context, c PackageChange) error
	BuyTrafficPack(ctx context.Context, p TrafficPack) error
	SetSlowdown(ctx context.Context, account int64, on bool, at time.Time) error
}

// WifiDevices are the router's wireless clients.
type WifiDevices struct {
	Devices   []WifiDevice
	HasRouter bool
}

// Wifi holds the Wi-Fi settings and the device list.
type Wifi interface {
	Settings(ctx context.Context, account int64) (WifiSettings, error)
	// SaveSettings validates the edited fields with the served descriptor
	// and stores them.
	SaveSettings(ctx context.Context, account int64, fields map[string]any) (Message, error)
	Devices(ctx context.Context, account int64) (WifiDevices, error)
	// RenameDevice sets a device's name; "" removes it.
	RenameDevice(ctx context.Context, account int64, mac, alias string) (Message, error)
}

// WifiStore is what the Wi-Fi service reads and writes.
type WifiStore interface {
	ServiceFlags(ctx context.Context, account int64) (ServiceFlags, error)
	WifiSettings(ctx context.Context, account int64) (WifiSettings, error)
	PutWifiSettings(ctx context.Context, w WifiSettings) error
	WifiDevices(ctx context.Context, account int64) ([]WifiDevice, error)
	SetWifiDeviceAlias(ctx context.Context, account int64, mac, alias string) error
}

// Router reads the router's counters: the live WAN counters and the rate
// series of the WAN and of each Wi-Fi device.
type Router interface {
	// Counters is the newest WAN counter sample; CodeUnreachable when the
	// router stopped reporting.
	Counters(ctx context.Context, account int64) (CPESample, error)
	// Graph is a rate series in bytes per second since from: [rate, epoch
	// seconds] pairs.
	Graph(ctx context.Context, account int64, metric string, from time.Time) ([][2]float64, error)
}

// RouterStore is what the router service reads.
type RouterStore interface {
	ServiceFlags(ctx context.Context, account int64) (ServiceFlags, error)
	LatestCPESample(ctx context.Context, account int64) (CPESample, error)
	CPESamples(ctx context.Context, account int64, from, to time.Time) ([]CPESample, error)
	WifiDeviceKnown(ctx context.Context, account int64, mac string) (bool, error)
	WifiDeviceHours(ctx context.Context, account int64, mac string, from time.Time) ([]WifiHour, error)
}

// WarningActions are what a subscriber can do about an account warning
// (internet spec §3): sign a disruptive ticket away, register the
// connection.
type WarningActions interface {
	ClearDisruptiveTicket(ctx context.Context, account, identity int64, signature string) (Message, error)
	// AutoRegister registers the caller's connection from ip.
	AutoRegister(ctx context.Context, account, identity int64, ip netip.Addr) (Message, error)
}

// WarningStore is what the warning actions read and write.
type WarningStore interface {
	AccountByID(ctx context.Context, id int64) (Account, error)
	AccountLinks(ctx context.Context, identity int64) ([]AccountLink, error)
	ClearDisruptiveTicket(ctx context.Context, account, identity int64, signature string) (int64, error)
	AutoRegisterIP(ctx context.Context, account, identity int64, ip string) error
}

// SurveyState says whether to ask the rating survey, with the last answer.
type SurveyState struct {
	Ask  bool
	Last *Rating
}

// Survey is the rating survey.
type Survey interface {
	State(ctx context.Context, account int64) (SurveyState, error)
	// Rate stores an answer sent as the survey's form fields.
	Rate(ctx context.Context, account, identity int64, answer map[string]any) (Message, error)
}

// SurveyStore is what the survey reads and writes.
type SurveyStore interface {
	LatestRating(ctx context.Context, account int64) (Rating, error)
	AddRating(ctx context.Context, r Rating) error
}
