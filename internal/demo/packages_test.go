package demo

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// The demo's packages as internet-api.md's "Demo data" states them.
//
// covers: NET-003, NET-049, NET-051
func TestSeedPackages(t *testing.T) {
	st, _ := seeded(t, storetest.Engines()[0])
	ctx := context.Background()
	o := testOptions()

	all, err := st.ActivePackages(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range all {
		got = append(got, fmt.Sprintf("%d %s %s %d %d %d/%d", p.ID, p.Description, p.Technology, p.CapGB, p.MonthlyFeeCents, p.RateDownload, p.RateUpload))
		if p.Link == "" {
			t.Errorf("package %d has no link", p.ID)
		}
	}
	want := []string{
		"60 Wireless 25 wireless 200 5995 25/5",
		"61 Wireless 50 wireless 400 6995 50/10",
		"63 Fiber 100 fiber 400 7495 100/100",
		"67 Wireless 75 wireless 600 7995 75/15",
		"64 Fiber 300 fiber 800 8995 300/300",
		"62 Wireless 100 Unlimited wireless 999999 9995 100/20",
		"65 Fiber 500 fiber 1500 10495 500/500",
		"66 Fiber 1000 Unlimited fiber 999999 12995 1000/1000",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("catalog:\n%v\nwant\n%v", got, want)
	}

	offer, err := st.Offer(ctx, DemoOfferCode)
	if err != nil {
		t.Fatal(err)
	}
	if offer.PackageID != 65 || offer.DiscountCents != 1500 || !offer.ExpiresAt.Equal(o.Now.Add(60*24*time.Hour)) || offer.Title == "" || offer.UpgradeText == "" {
		t.Fatalf("offer = %+v", offer)
	}

	for _, c := range []struct {
		account, pkg, loyalty int64
		changedAgo            time.Duration
	}{
		{AveryMain, 63, 25, 120 * 24 * time.Hour},
		{DrewHome, 61, 0, 10 * 24 * time.Hour},
		{EmeryHome, 62, 0, 200 * 24 * time.Hour},
	} {
		sub, err := st.Broadband(ctx, c.account)
		if err != nil {
			t.Fatalf("#%d: %v", c.account, err)
		}
		if sub.PackageID != c.pkg || sub.LoyaltyGB != c.loyalty || !sub.ChangedAt.Equal(o.Now.Add(-c.changedAgo)) || sub.SlowdownMode || sub.SwitchDisabled {
			t.Fatalf("#%d: %+v", c.account, sub)
		}
	}
	// Only the broadband accounts have a package.
	for _, id := range []int64{AveryFarm, AveryCabin, BlakeHome, CaseyContract, FinleyHome, StaffAccount} {
		if _, err := st.Broadband(ctx, id); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("#%d has a package: %v", id, err)
		}
	}
}
