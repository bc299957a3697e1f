package portal

// This file is what the provider's systems keep in the portal through the
// provider API and the bulk import (internal/provisioning): the phone
// package catalog, accounts as the provider's CRM has them, an account's
// internet service and phone lines, and logins.

// ErrInUse is returned by a store delete refused because something still
// refers to the row (an account a login links).
var ErrInUse = errorString("portal: in use")

// PhoneCatalogEntry is one phone package of the provider's catalog; the
// account's phone lines name it by Code and take its name and fee.
type PhoneCatalogEntry struct {
	Code            string
	Name            string
	NameFR          string
	MonthlyFeeCents int64
}

// ProvisionedAccount is a contact account as the provider's CRM keeps it.
type ProvisionedAccount struct {
	Account
	VIP      bool   // copied onto the links of every login of the account
	Language string // "en" or "fr"
	Contact  ContactInfo
	// Preinstall and AR are the account's flags of ServiceFlags
	// (HasPreinstall, HasAr); the service flags stay the services'.
	Preinstall bool
	AR         bool
	// Site is the code of the account's site (issue 32); "" for none.
	Site string
}

// InternetService is an account's broadband service as the provider
// provisions it: the subscription, the router, its Wi-Fi and the address
// plan (NAT and IP add-ons).
type InternetService struct {
	AccountID  int64
	PackageID  int64 // the catalog package's id
	BPID       int64 // assigned by the store when the service is created
	Router     bool  // the account has the provider's router
	Wifi       *WifiSettings
	Addresses  AddressPlan
	BillingDay int // 1–28, 0 when the provider sent none
	// SentWifi is the provider's Wi-Fi settings as last sent (their JSON):
	// the router's settings are written only when these change, so the
	// subscriber's own changes survive a resend.
	SentWifi string
}

// PhoneLine is one phone package of an account as the provider provisions
// it: ID is the provider's line id (the phone package's id in the app).
type PhoneLine struct {
	ID          int64
	CatalogCode string
	Numbers     []string
	ProfileType string // ProfilePackageOriented or ProfileNumberOriented
}

// ProvisionedLogin is a login as the provider keeps it: its accounts in the
// account selector's order.
type ProvisionedLogin struct {
	Identity
	Accounts []int64
	// HasPassword: the subscriber chose a password (read only).
	HasPassword bool
}

// SubscriberWrite is one row of a bulk import, written in one transaction:
// the parts that are nil are left as they are. Each part carries its entry
// of the staff log.
type SubscriberWrite struct {
	Account        *ProvisionedAccount
	AccountAction  StaffAction
	Internet       *InternetService
	InternetAction StaffAction
	Login          *ProvisionedLogin
	LoginAction    StaffAction
}
