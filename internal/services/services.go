// Package services builds every area's service on a store: the one place
// that knows which implementation stands behind each portal interface.
// The server and the tests build the API's services here; a cache in front
// of the store (or a second store) is plugged in here too, without a
// handler or a service changing.
package services

import (
	"context"
	"log/slog"
	"time"

	"myaccount/internal/billing"
	"myaccount/internal/contracts"
	"myaccount/internal/documents"
	"myaccount/internal/internet"
	"myaccount/internal/onboarding"
	"myaccount/internal/phone"
	"myaccount/internal/platform"
	"myaccount/internal/portal"
	"myaccount/internal/tickets"
)

// Store is everything the services read and write: the SQL store
// implements it.
type Store interface {
	portal.ServiceStatus
	portal.SessionStore
	portal.AccountStore
	portal.ServiceEmailStore
	portal.UsageStore
	portal.PackageStore
	portal.WifiStore
	portal.RouterStore
	portal.TroubleshootStore
	portal.WarningStore
	portal.SurveyStore
	portal.PhoneStore
	portal.AddressStore
	portal.BillingStore
	portal.OnboardingStore
	portal.Idempotency
	portal.InvitationStore
	portal.NotificationStore
	portal.TicketStore
}

// Options configure the services.
type Options struct {
	// Now is the clock (tests fix it); nil means time.Now.
	Now func() time.Time
	// Location is the provider's time zone; nil means UTC.
	Location *time.Location
	// TokenTTL, RenewGrace and RenewKey: see platform.SessionOptions.
	TokenTTL, RenewGrace time.Duration
	RenewKey             []byte
	// FeaturedPackage is the package highlighted with stars (decisions §17).
	FeaturedPackage int64
	// SlowdownMbps is Unlimited mode's download speed (0: not said).
	SlowdownMbps int64
	// SupportPhone is named when Unlimited mode is held by the provider,
	// and when online payments are unavailable.
	SupportPhone string
	// PublicURL is the portal's origin (the hosted card page returns to it,
	// and the invitation links open on it).
	PublicURL string
	// Files keeps invoices' prints and uploads.
	Files portal.FileStore
	// Gateway takes card and bank payments; nil turns them off.
	Gateway portal.PaymentGateway
	// Printer prints invoices; Thumbnail previews uploaded photos.
	Printer   billing.Printer
	Thumbnail func(jpeg []byte) ([]byte, error)
	// Contracts are the contract and agreement templates; nil loads the
	// embedded defaults.
	Contracts *contracts.Library
	// Signer renders signed contracts and agreements; nil uses a
	// documents.Printer of Branding in Location.
	Signer onboarding.Printer
	// Branding names the provider on signed documents; zero means the demo
	// branding.
	Branding portal.Branding
	// CPE restarts routers (GenieACS, or the demo's simulated routers);
	// nil: routers cannot be restarted from the portal.
	CPE portal.CPEManager
	// Log receives the services' warnings; nil discards them.
	Log *slog.Logger
}

// New builds the services on st.
func New(st Store, o Options) portal.Services {
	clock := portal.Clock{Now: o.Now, Location: o.Location}
	if o.Branding == (portal.Branding{}) {
		o.Branding = portal.DemoBranding
	}
	if o.Contracts == nil {
		lib, err := contracts.Load("")
		if err != nil {
			panic("services: the embedded contract templates do not load: " + err.Error())
		}
		o.Contracts = lib
	}
	if o.Signer == nil {
		o.Signer = documents.Printer{Branding: o.Branding, Location: o.Location}
	}
	// Billing tells onboarding when a payment method is set up (the
	// checklist's auto payment), and onboarding reads billing's status.
	var onb onboarding.Services
	money := billing.New(st, billing.Options{Clock: clock, Files: o.Files, Gateway: o.Gateway, Printer: o.Printer,
		Thumbnail: o.Thumbnail, PublicURL: o.PublicURL, SupportPhone: o.SupportPhone,
		MethodSet: func(ctx context.Context, account int64, actor string) error {
			_, err := onb.Staff.CheckPreinstall(ctx, account, actor)
			return err
		}})
	onb = onboarding.New(st, onboarding.Options{Clock: clock, Files: o.Files, Thumbnail: o.Thumbnail, Printer: o.Signer,
		Contracts: o.Contracts, Payments: money.Payments, Branding: o.Branding})
	subscriberTickets, staffTickets := tickets.New(st, tickets.Options{Clock: clock, Files: o.Files, Branding: o.Branding})
	return portal.Services{
		Status:          st,
		Sessions:        platform.NewSessions(st, platform.SessionOptions{TokenTTL: o.TokenTTL, RenewGrace: o.RenewGrace, RenewKey: o.RenewKey}),
		Accounts:        platform.NewAccounts(st, clock),
		ServiceEmails:   platform.NewServiceEmails(st),
		Notifications:   platform.NewNotifications(st),
		Usage:           internet.NewUsage(st, clock),
		Packages:        internet.NewPackages(st, clock, internet.PackageOptions{FeaturedPackage: o.FeaturedPackage, SupportPhone: o.SupportPhone, SlowdownMbps: o.SlowdownMbps}),
		Wifi:            internet.NewWifi(st),
		Router:          internet.NewRouter(st, clock),
		Troubleshooting: internet.NewTroubleshooting(st, clock, o.CPE, o.Log),
		Warnings:        internet.NewWarnings(st),
		Survey:          internet.NewSurvey(st, clock),
		Phone:           phone.New(st, clock),
		Addresses:       internet.NewAddresses(st, o.SupportPhone),
		AccountInfo:     money.Info,
		Billing:         money.Ledger,
		Documents:       money.Documents,
		Payments:        money.Payments,
		Staff:           money.Staff,
		Onboarding:      onb.Onboarding,
		OnboardingStaff: onb.Staff,
		Idempotency:     st,
		Invitations:     platform.NewInvitations(st, platform.InvitationOptions{PublicURL: o.PublicURL, Clock: clock}),
		Tickets:         subscriberTickets,
		TicketsStaff:    staffTickets,
	}
}
