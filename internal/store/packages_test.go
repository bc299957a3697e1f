package store_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

var pkgZone = func() *time.Location {
	loc, err := time.LoadLocation("America/Edmonton")
	if err != nil {
		panic(err)
	}
	return loc
}()

// seedCatalog adds a small catalog: fiber 63 (400 GB), 64 (800 GB), 66
// (unlimited), wireless 61, and an inactive fiber 69.
func seedCatalog(t *testing.T, s *store.Store) {
	t.Helper()
	ctx := context.Background()
	for _, p := range []portal.Package{
		{ID: 64, Description: "Fiber 300", Technology: "fiber", CapGB: 800, MonthlyFeeCents: 8995, RateDownload: 300, RateUpload: 300, Link: "https://x/64", Active: true},
		{ID: 63, Description: "Fiber 100", Technology: "fiber", CapGB: 400, MonthlyFeeCents: 7495, RateDownload: 100, RateUpload: 100, Link: "https://x/63", Active: true},
		{ID: 66, Description: "Fiber 1000 Unlimited", Technology: "fiber", CapGB: portal.UnlimitedCapGB, MonthlyFeeCents: 12995, Active: true},
		{ID: 61, Description: "Wireless 50", Technology: "wireless", CapGB: 400, MonthlyFeeCents: 6995, Active: true},
		{ID: 69, Description: "Fiber Legacy", Technology: "fiber", CapGB: 900, MonthlyFeeCents: 5000, Active: false},
	} {
		must(t, s.PutPackage(ctx, p))
	}
}

func addUsageGB(t *testing.T, s *store.Store, account int64, hour time.Time, gb int64) {
	t.Helper()
	_, _, err := s.AddUsage(context.Background(), []portal.UsageRecord{{
		ID: fmt.Sprintf("rec-%d-%d-%d", account, hour.Unix(), gb), AccountID: account,
		Hour: hour.UTC().Truncate(time.Hour), Down: gb * 900_000_000, Up: gb * 100_000_000,
	}})
	must(t, err)
}

func openHitCaps(t *testing.T, s *store.Store, account int64) int {
	t.Helper()
	ws, err := s.OpenWarnings(context.Background(), []int64{account})
	must(t, err)
	n := 0
	for _, w := range ws {
		if w.Type == portal.WarningHitCap {
			n++
		}
	}
	return n
}

// covers: NET-003, NET-047, NET-049
// packDescription is a traffic pack's charge description: a message whose
// arguments must come back from storage with their kinds.
var packDescription = portal.Msg(portal.MsgChargeTrafficPack, "gb", int64(50), "month", portal.Month{Year: 2026, Month: time.March})

func TestPackageCatalogAndPlan(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedCatalog(t, s)
		seedIdentity(t, s, "p@demo.test", 1001, 1003)

		all, err := s.ActivePackages(ctx)
		must(t, err)
		var ids []int64
		for _, p := range all {
			ids = append(ids, p.ID)
		}
		if fmt.Sprint(ids) != "[61 63 64 66]" {
			t.Fatalf("active packages cheapest first = %v", ids)
		}
		p, err := s.Package(ctx, 69)
		must(t, err)
		if p.Active || p.CapGB != 900 || p.Technology != "fiber" {
			t.Fatalf("inactive package = %+v", p)
		}
		if _, err := s.Package(ctx, 999); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("unknown package: %v", err)
		}
		// Replacing a package updates it.
		must(t, s.PutPackage(ctx, portal.Package{ID: 64, Description: "Fiber 300", Technology: "fiber", CapGB: 850, MonthlyFeeCents: 8995, Active: true}))
		if p, _ := s.Package(ctx, 64); p.CapGB != 850 {
			t.Fatalf("replaced package cap = %d", p.CapGB)
		}

		if _, err := s.BroadbandPlan(ctx, 1003, time.Now()); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("plan without broadband: %v", err)
		}
		changed := time.Date(2026, 7, 1, 9, 0, 0, 0, pkgZone)
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 71001, AccountID: 1001, PackageID: 63, LoyaltyGB: 25, ChangedAt: changed}))
		sub, err := s.Broadband(ctx, 1001)
		must(t, err)
		if sub.BPID != 71001 || sub.PackageID != 63 || sub.LoyaltyGB != 25 || !sub.ChangedAt.Equal(changed) || sub.SlowdownMode || sub.SwitchDisabled {
			t.Fatalf("subscription = %+v", sub)
		}

		// Packs count in the local month they were bought: the last
		// millisecond of October and the first of December stay out.
		nov := time.Date(2026, 11, 1, 0, 0, 0, 0, pkgZone)
		for _, at := range []time.Time{nov.Add(-time.Millisecond), nov, nov.AddDate(0, 0, 15), nov.AddDate(0, 1, 0)} {
			must(t, s.BuyTrafficPack(ctx, portal.TrafficPack{AccountID: 1001, GB: 50, PriceCents: 1000, ChargeDescription: packDescription, At: at, MonthStart: time.Date(at.Year(), at.Month(), 1, 0, 0, 0, 0, pkgZone)}))
		}
		plan, err := s.BroadbandPlan(ctx, 1001, nov)
		must(t, err)
		want := portal.BroadbandPlan{AccountID: 1001, BPID: 71001, PackageID: 63, CapGB: 400, LoyaltyGB: 25, OnetimeGB: 100}
		if plan != want {
			t.Fatalf("plan = %+v, want %+v", plan, want)
		}
		if plan.TotalCapGB() != 525 {
			t.Fatalf("total cap = %d", plan.TotalCapGB())
		}
		oct, err := s.BroadbandPlan(ctx, 1001, time.Date(2026, 10, 1, 0, 0, 0, 0, pkgZone))
		must(t, err)
		if oct.OnetimeGB != 50 {
			t.Fatalf("October packs = %d", oct.OnetimeGB)
		}
		charges, err := s.Charges(ctx, 1001)
		must(t, err)
		if len(charges) != 4 || charges[0].AmountCents != 1000 || !reflect.DeepEqual(charges[0].Description, packDescription) {
			t.Fatalf("charges = %+v", charges)
		}
		if c, _ := s.Charges(ctx, 1003); len(c) != 0 {
			t.Fatalf("another account's charges = %+v", c)
		}
	})
}

// covers: NET-057
func TestChangePackageIsAtomic(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedCatalog(t, s)
		seedIdentity(t, s, "c@demo.test", 1001)
		changed := time.Date(2026, 7, 1, 9, 0, 0, 0, pkgZone)
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 71001, AccountID: 1001, PackageID: 63, LoyaltyGB: 25, ChangedAt: changed}))
		month := time.Date(2026, 11, 1, 0, 0, 0, 0, pkgZone)
		at := time.Date(2026, 11, 23, 10, 0, 0, 0, pkgZone)
		// 500 GB used: above Fiber 100's 425, below Fiber 300's 825.
		addUsageGB(t, s, 1001, month.Add(2*time.Hour), 500)
		addUsageGB(t, s, 1001, month.Add(-2*time.Hour), 5000) // October: does not count
		_, err := s.AddWarning(ctx, portal.AccountWarning{AccountID: 1001, Type: portal.WarningHitCap, Title: "cap", Body: "b"})
		must(t, err)

		// Based on a stale read: refused, nothing written.
		err = s.ChangePackage(ctx, portal.PackageChange{AccountID: 1001, BPID: 71001, FromPackage: 63, FromChangedAt: changed.Add(time.Second),
			ToPackage: 64, At: at, MonthStart: month, ChargeCents: 420, ChargeDescription: portal.Literal("x")})
		if !errors.Is(err, portal.ErrPackageChanged) {
			t.Fatalf("stale change: %v", err)
		}
		if c, _ := s.Charges(ctx, 1001); len(c) != 0 || openHitCaps(t, s, 1001) != 1 {
			t.Fatalf("a refused change wrote: charges %v", c)
		}
		// Another account's bpid: refused.
		err = s.ChangePackage(ctx, portal.PackageChange{AccountID: 1002, BPID: 71001, FromPackage: 63, FromChangedAt: changed, ToPackage: 64, At: at, MonthStart: month})
		if !errors.Is(err, portal.ErrPackageChanged) {
			t.Fatalf("foreign bpid: %v", err)
		}

		must(t, s.ChangePackage(ctx, portal.PackageChange{AccountID: 1001, BPID: 71001, FromPackage: 63, FromChangedAt: changed,
			ToPackage: 64, At: at, MonthStart: month, ChargeCents: 420, ChargeDescription: portal.Literal("Fiber 100 to Fiber 300")}))
		sub, err := s.Broadband(ctx, 1001)
		must(t, err)
		if sub.PackageID != 64 || !sub.ChangedAt.Equal(at) {
			t.Fatalf("after the change: %+v", sub)
		}
		plan, err := s.BroadbandPlan(ctx, 1001, month)
		must(t, err)
		if plan.CapGB != 800 || plan.TotalCapGB() != 825 {
			t.Fatalf("the new cap does not apply at once: %+v", plan)
		}
		c, err := s.Charges(ctx, 1001)
		must(t, err)
		if len(c) != 1 || c[0].AmountCents != 420 || c[0].Description.Text != "Fiber 100 to Fiber 300" || !c[0].At.Equal(at) {
			t.Fatalf("charges = %+v", c)
		}
		if openHitCaps(t, s, 1001) != 0 {
			t.Fatal("the hitcap warning stayed open though the new cap is above the usage")
		}

		// Usage above the new cap: the warning stays; a zero charge is not recorded.
		addUsageGB(t, s, 1001, month.Add(3*time.Hour), 400) // 900 GB > 825
		_, err = s.AddWarning(ctx, portal.AccountWarning{AccountID: 1001, Type: portal.WarningHitCap, Title: "cap", Body: "b"})
		must(t, err)
		must(t, s.ChangePackage(ctx, portal.PackageChange{AccountID: 1001, BPID: 71001, FromPackage: 64, FromChangedAt: at,
			ToPackage: 63, At: at.Add(time.Hour), MonthStart: month}))
		if openHitCaps(t, s, 1001) != 1 {
			t.Fatal("the hitcap warning cleared though the usage is above the cap")
		}
		if c, _ := s.Charges(ctx, 1001); len(c) != 1 {
			t.Fatalf("a zero charge was recorded: %+v", c)
		}
		// Unlimited clears it whatever the usage, and ends Unlimited mode.
		must(t, s.SetSlowdown(ctx, 1001, true, at.Add(90*time.Minute)))
		_, err = s.AddWarning(ctx, portal.AccountWarning{AccountID: 1001, Type: portal.WarningHitCap, Title: "cap", Body: "b"})
		must(t, err)
		must(t, s.ChangePackage(ctx, portal.PackageChange{AccountID: 1001, BPID: 71001, FromPackage: 63, FromChangedAt: at.Add(time.Hour),
			ToPackage: 66, At: at.Add(2 * time.Hour), MonthStart: month, EndSlowdown: true}))
		if openHitCaps(t, s, 1001) != 0 {
			t.Fatal("the hitcap warning stayed open on an unlimited package")
		}
		if sub, _ := s.Broadband(ctx, 1001); sub.SlowdownMode {
			t.Fatal("Unlimited mode stayed on after the change to an unlimited package")
		}
	})
}

// covers: NET-068, NET-069
func TestTrafficPackClearsHitCapWhenUnder(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedCatalog(t, s)
		seedIdentity(t, s, "t@demo.test", 4001, 5001, 1003)
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 74001, AccountID: 4001, PackageID: 61, ChangedAt: time.Now()}))
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 75001, AccountID: 5001, PackageID: 66, ChangedAt: time.Now()}))
		month := time.Date(2026, 11, 1, 0, 0, 0, 0, pkgZone)
		at := month.AddDate(0, 0, 20)
		addUsageGB(t, s, 4001, month.Add(time.Hour), 460) // over 400
		_, err := s.AddWarning(ctx, portal.AccountWarning{AccountID: 4001, Type: portal.WarningHitCap, Title: "cap", Body: "b"})
		must(t, err)
		pack := portal.TrafficPack{AccountID: 4001, GB: 50, PriceCents: 1000, ChargeDescription: portal.Literal("Traffic pack"), At: at, MonthStart: month}
		must(t, s.BuyTrafficPack(ctx, pack))
		if openHitCaps(t, s, 4001) != 1 {
			t.Fatal("450 GB is not above 460 GB used, the warning must stay")
		}
		must(t, s.BuyTrafficPack(ctx, pack))
		if openHitCaps(t, s, 4001) != 0 {
			t.Fatal("500 GB is above 460 GB used, the warning must clear")
		}
		if c, _ := s.Charges(ctx, 4001); len(c) != 2 || c[1].AmountCents != 1000 {
			t.Fatalf("charges = %+v", c)
		}
		pack.AccountID = 5001
		if err := s.BuyTrafficPack(ctx, pack); !errors.Is(err, portal.ErrPackageUnlimited) {
			t.Fatalf("pack on unlimited: %v", err)
		}
		pack.AccountID = 1003
		if err := s.BuyTrafficPack(ctx, pack); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("pack without broadband: %v", err)
		}
		for _, a := range []int64{5001, 1003} {
			if c, _ := s.Charges(ctx, a); len(c) != 0 {
				t.Fatalf("refused pack charged #%d: %+v", a, c)
			}
		}
	})
}

// covers: NET-070, NET-071, NET-073, NET-075
func TestSlowdownLastsTheMonth(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedCatalog(t, s)
		seedIdentity(t, s, "s@demo.test", 1001, 4001, 5001)
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 71001, AccountID: 1001, PackageID: 63, ChangedAt: time.Now()}))
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 74001, AccountID: 4001, PackageID: 61, ChangedAt: time.Now(), SwitchDisabled: true}))
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 75001, AccountID: 5001, PackageID: 66, ChangedAt: time.Now()}))
		_, err := s.AddWarning(ctx, portal.AccountWarning{AccountID: 1001, Type: portal.WarningHitCap, Title: "cap", Body: "b"})
		must(t, err)
		_, err = s.AddWarning(ctx, portal.AccountWarning{AccountID: 1001, Type: portal.WarningNotRegistered, Title: "reg", Body: "b"})
		must(t, err)

		nov := time.Date(2026, 11, 1, 0, 0, 0, 0, pkgZone)
		must(t, s.SetSlowdown(ctx, 1001, false, nov.AddDate(0, 0, 3)))
		if openHitCaps(t, s, 1001) != 1 {
			t.Fatal("turning Unlimited mode off cleared the hitcap warning")
		}
		must(t, s.SetSlowdown(ctx, 1001, true, nov.AddDate(0, 0, 5)))
		if openHitCaps(t, s, 1001) != 0 {
			t.Fatal("turning Unlimited mode on kept the hitcap warning")
		}
		if ws, _ := s.OpenWarnings(ctx, []int64{1001}); len(ws) != 1 || ws[0].Type != portal.WarningNotRegistered {
			t.Fatalf("other warnings changed: %+v", ws)
		}
		// The mode counts in the month it was turned on; Turbo Mode returns
		// on the 1st.
		if plan, _ := s.BroadbandPlan(ctx, 1001, nov); !plan.Slowdown {
			t.Fatal("November: Unlimited mode off")
		}
		if plan, _ := s.BroadbandPlan(ctx, 1001, nov.AddDate(0, 1, 0)); plan.Slowdown {
			t.Fatal("December: Unlimited mode still on")
		}
		must(t, s.SetSlowdown(ctx, 1001, false, nov.AddDate(0, 0, 6)))
		if plan, _ := s.BroadbandPlan(ctx, 1001, nov); plan.Slowdown {
			t.Fatal("turned off, still on")
		}
		for _, a := range []int64{4001, 5001} {
			if err := s.SetSlowdown(ctx, a, true, nov); !errors.Is(err, portal.ErrSlowdownRefused) {
				t.Fatalf("#%d: %v", a, err)
			}
			if sub, _ := s.Broadband(ctx, a); sub.SlowdownMode {
				t.Fatalf("#%d: refused switch changed the mode", a)
			}
		}
		if err := s.SetSlowdown(ctx, 1003, true, nov); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("no broadband: %v", err)
		}
	})
}

// covers: MISC-002, MISC-003
func TestOffers(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedCatalog(t, s)
		exp := time.Date(2027, 1, 20, 12, 0, 0, 0, time.UTC)
		must(t, s.PutOffer(ctx, portal.Offer{Code: " fiber500 ", Title: "T", Text: "x", Description: "d", ButtonText: "b", RedirectURL: "/user/package",
			UpgradeText: "u", PackageID: 64, DiscountCents: 1500, ExpiresAt: exp}))
		must(t, s.PutOffer(ctx, portal.Offer{Code: "ANY", Title: "Any", ExpiresAt: exp}))
		o, err := s.Offer(ctx, "Fiber500")
		must(t, err)
		if o.Code != "FIBER500" || o.PackageID != 64 || o.DiscountCents != 1500 || !o.ExpiresAt.Equal(exp) || o.RedirectURL != "/user/package" || o.Text != "x" {
			t.Fatalf("offer = %+v", o)
		}
		if o, _ := s.Offer(ctx, "any"); o.PackageID != 0 {
			t.Fatalf("offer without a package = %+v", o)
		}
		for _, code := range []string{"", "NOPE", "FIBER5000"} {
			if _, err := s.Offer(ctx, code); !errors.Is(err, portal.ErrNoRows) {
				t.Fatalf("%q: %v", code, err)
			}
		}
	})
}
