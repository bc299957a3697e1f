package demo

import (
	"context"
	"fmt"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// DemoOfferCode is the demo's active offer (internet-api.md, Demo data).
const DemoOfferCode = "FIBER500"

// demoPackages is the provider's catalog (internet-api.md, Demo data).
var demoPackages = []portal.Package{
	{ID: 60, Description: "Wireless 25", DescriptionFR: "Sans fil 25", Technology: "wireless", CapGB: 200, MonthlyFeeCents: 5995, OverageCentsPerGB: 200, RateDownload: 25, RateUpload: 5},
	{ID: 61, Description: "Wireless 50", DescriptionFR: "Sans fil 50", Technology: "wireless", CapGB: 400, MonthlyFeeCents: 6995, OverageCentsPerGB: 200, RateDownload: 50, RateUpload: 10},
	{ID: 67, Description: "Wireless 75", DescriptionFR: "Sans fil 75", Technology: "wireless", CapGB: 600, MonthlyFeeCents: 7995, OverageCentsPerGB: 200, RateDownload: 75, RateUpload: 15},
	{ID: 62, Description: "Wireless 100 Unlimited", DescriptionFR: "Sans fil 100 Illimité", Technology: "wireless", CapGB: portal.UnlimitedCapGB, MonthlyFeeCents: 9995, RateDownload: 100, RateUpload: 20},
	{ID: 63, Description: "Fiber 100", DescriptionFR: "Fibre 100", Technology: "fiber", CapGB: 400, MonthlyFeeCents: 7495, OverageCentsPerGB: 150, RateDownload: 100, RateUpload: 100},
	{ID: 64, Description: "Fiber 300", DescriptionFR: "Fibre 300", Technology: "fiber", CapGB: 800, MonthlyFeeCents: 8995, OverageCentsPerGB: 150, RateDownload: 300, RateUpload: 300},
	{ID: 65, Description: "Fiber 500", DescriptionFR: "Fibre 500", Technology: "fiber", CapGB: 1500, MonthlyFeeCents: 10495, OverageCentsPerGB: 150, RateDownload: 500, RateUpload: 500},
	{ID: 66, Description: "Fiber 1000 Unlimited", DescriptionFR: "Fibre 1000 Illimité", Technology: "fiber", CapGB: portal.UnlimitedCapGB, MonthlyFeeCents: 12995, RateDownload: 1000, RateUpload: 1000},
}

// packageLink is a package's public page on the provider's site.
func packageLink(description string) string {
	return "https://www.prairiewave.example/internet/" + strings.ToLower(strings.ReplaceAll(description, " ", "-"))
}

// seedPackageCatalog adds the provider's broadband packages and offers.
func seedPackageCatalog(ctx context.Context, s *seeder) error {
	for _, p := range demoPackages {
		p.Link = packageLink(p.Description)
		p.Active = true
		if err := s.st.PutPackage(ctx, p); err != nil {
			return fmt.Errorf("package %d: %w", p.ID, err)
		}
	}
	err := s.st.PutOffer(ctx, portal.Offer{
		Code:          DemoOfferCode,
		Title:         "Fiber 500 for less",
		Text:          "Upgrade to Fiber 500: 500 Mbps down and up with 1500 GB a month.",
		Description:   "Take $15.00 off the prorated charge for the rest of this month when you upgrade to Fiber 500. The new cap applies at once; from next month you pay the regular Fiber 500 fee.",
		ButtonText:    "Upgrade now",
		RedirectURL:   "/user/package",
		UpgradeText:   "Offer FIBER500: $15.00 off your upgrade to Fiber 500.",
		PackageID:     65,
		DiscountCents: 1500,
		ExpiresAt:     s.now.Add(60 * 24 * time.Hour),
	})
	if err != nil {
		return fmt.Errorf("offer %s: %w", DemoOfferCode, err)
	}
	return nil
}

// demoSubscription is an account's package in the demo story.
type demoSubscription struct {
	bpid       int64
	packageID  int64
	loyaltyGB  int64
	changedAgo time.Duration
}

// demoSubscriptions are the broadband accounts of demo-data.md with their
// packages (internet-api.md, Demo data): Unlimited mode off everywhere, the
// switch free.
var demoSubscriptions = map[int64]demoSubscription{
	AveryMain: {bpid: 71001, packageID: 63, loyaltyGB: 25, changedAgo: 120 * 24 * time.Hour},
	DrewHome:  {bpid: 74001, packageID: 61, changedAgo: 10 * 24 * time.Hour},
	EmeryHome: {bpid: 75001, packageID: 62, changedAgo: 200 * 24 * time.Hour},
}

// seedPackages gives the broadband accounts it names their package and
// Unlimited-mode state.
func seedPackages(ctx context.Context, s *seeder, a accountSpec) error {
	d, ok := demoSubscriptions[a.ID]
	if !ok {
		return nil
	}
	err := s.st.PutBroadband(ctx, portal.BroadbandSubscription{
		BPID: d.bpid, AccountID: a.ID, PackageID: d.packageID, LoyaltyGB: d.loyaltyGB,
		ChangedAt: s.now.Add(-d.changedAgo),
	})
	if err != nil {
		return fmt.Errorf("broadband package: %w", err)
	}
	return nil
}
