package api_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/services"
)

const notFound = "The requested item was not found."

var pkgLoc = func() *time.Location {
	loc, err := time.LoadLocation("America/Edmonton")
	if err != nil {
		panic(err)
	}
	return loc
}()

// pkgClock is the API's clock in the package tests.
type pkgClock struct{ now time.Time }

func (c *pkgClock) Now() time.Time { return c.now }

// pkgWorld is newWorld plus the demo catalog, avery's #1001 on Fiber 100
// (bpid 71001, changed 120 days ago, 25 loyalty GB), blake's #2001 on
// Wireless 50 (bpid 72001, changed 10 days ago), offers FIBER500 (Fiber 500,
// $15 off), ANY ($5 off any package) and OLD (expired), and an API whose
// clock is c (2026-11-23 10:00 in Edmonton: November has 30 days, 8 left).
func pkgWorld(t *testing.T) (*world, *pkgClock) {
	t.Helper()
	w := newWorld(t)
	ctx := context.Background()
	c := &pkgClock{now: time.Date(2026, 11, 23, 10, 0, 0, 0, pkgLoc)}
	for _, p := range []portal.Package{
		{ID: 60, Description: "Wireless 25", Technology: "wireless", CapGB: 200, MonthlyFeeCents: 5995, RateDownload: 25, RateUpload: 5},
		{ID: 61, Description: "Wireless 50", Technology: "wireless", CapGB: 400, MonthlyFeeCents: 6995, RateDownload: 50, RateUpload: 10},
		{ID: 67, Description: "Wireless 75", Technology: "wireless", CapGB: 600, MonthlyFeeCents: 7995, RateDownload: 75, RateUpload: 15},
		{ID: 62, Description: "Wireless 100 Unlimited", Technology: "wireless", CapGB: portal.UnlimitedCapGB, MonthlyFeeCents: 9995, RateDownload: 100, RateUpload: 20},
		{ID: 63, Description: "Fiber 100", Technology: "fiber", CapGB: 400, MonthlyFeeCents: 7495, RateDownload: 100, RateUpload: 100},
		{ID: 64, Description: "Fiber 300", Technology: "fiber", CapGB: 800, MonthlyFeeCents: 8995, RateDownload: 300, RateUpload: 300},
		{ID: 65, Description: "Fiber 500", Technology: "fiber", CapGB: 1500, MonthlyFeeCents: 10495, RateDownload: 500, RateUpload: 500},
		{ID: 66, Description: "Fiber 1000 Unlimited", Technology: "fiber", CapGB: portal.UnlimitedCapGB, MonthlyFeeCents: 12995, RateDownload: 1000, RateUpload: 1000},
	} {
		p.Active = true
		p.Link = "https://www.example.net/" + itoa(p.ID)
		pkgMust(t, w.st.PutPackage(ctx, p))
	}
	pkgMust(t, w.st.PutPackage(ctx, portal.Package{ID: 69, Description: "Fiber Legacy", Technology: "fiber", CapGB: 3000, MonthlyFeeCents: 9000}))
	pkgMust(t, w.st.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 71001, AccountID: 1001, PackageID: 63, LoyaltyGB: 25, ChangedAt: c.now.AddDate(0, 0, -120)}))
	pkgMust(t, w.st.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 72001, AccountID: 2001, PackageID: 61, ChangedAt: c.now.AddDate(0, 0, -10)}))
	for _, o := range []portal.Offer{
		{Code: "FIBER500", Title: "Fiber 500 for less", Text: "t", Description: "d", ButtonText: "Upgrade now", RedirectURL: "/user/package",
			UpgradeText: "u", PackageID: 65, DiscountCents: 1500, ExpiresAt: c.now.AddDate(0, 0, 60)},
		{Code: "ANY", Title: "Any", DiscountCents: 500, ExpiresAt: c.now.AddDate(0, 0, 60)},
		{Code: "OLD", Title: "Old", PackageID: 65, DiscountCents: 1500, ExpiresAt: c.now.Add(-time.Minute)},
	} {
		pkgMust(t, w.st.PutOffer(ctx, o))
	}
	// A stored hitcap warning, as usage ingest opens it (the package rules close it).
	_, err := w.st.AddWarning(ctx, portal.AccountWarning{AccountID: 1001, Type: portal.WarningHitCap, Title: "Cap reached", Body: "b"})
	pkgMust(t, err)
	w.h = endpoint(w.t, w.st, api.Config{SSO: w.sso}, services.Options{Location: pkgLoc, Now: c.Now, FeaturedPackage: 65})
	return w, c
}

func pkgMust(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// refused checks a 450 with exactly msg.
func refused(t *testing.T, a answer, msg string) {
	t.Helper()
	if a.status != 450 || a.body["message"] != msg {
		t.Fatalf("answer %d %v, want 450 %q", a.status, a.body, msg)
	}
}

func succeeded(t *testing.T, a answer) {
	t.Helper()
	if a.status != 200 || a.body["error"] != float64(0) || a.body["success"] != true {
		t.Fatalf("answer %d %v, want success", a.status, a.body)
	}
}

func (w *world) charges(t *testing.T, account int64) []portal.LedgerEntry {
	t.Helper()
	c, err := w.st.Charges(context.Background(), account)
	pkgMust(t, err)
	return c
}

func (w *world) packageOf(t *testing.T, account int64) int64 {
	t.Helper()
	sub, err := w.st.Broadband(context.Background(), account)
	pkgMust(t, err)
	return sub.PackageID
}

func (w *world) hitcaps(t *testing.T, account int64) int {
	t.Helper()
	ws, err := w.st.OpenWarnings(context.Background(), []int64{account})
	pkgMust(t, err)
	n := 0
	for _, x := range ws {
		if x.Type == portal.WarningHitCap {
			n++
		}
	}
	return n
}

func (w *world) useGB(t *testing.T, account int64, hour time.Time, gb int64) {
	t.Helper()
	_, _, err := w.st.AddUsage(context.Background(), []portal.UsageRecord{{ID: fmt.Sprintf("r-%d-%d", account, hour.Unix()),
		AccountID: account, Hour: hour.UTC().Truncate(time.Hour), Down: gb * 1_000_000_000}})
	pkgMust(t, err)
}

// Every package target: the owner's answer, a foreign account and a
// missing one (answered alike), an account without broadband (434).
//
// covers: NET-046, NET-047, NET-048, NET-049, NET-055, NET-071, MISC-002, MISC-003
func TestPackageResourcesAuthorization(t *testing.T) {
	cases := []struct {
		name   string
		method string
		res    string // the resource after user.{id}/
		body   any
		noBB   bool // answers 434 on an account without broadband
		check  func(t *testing.T, w *world, a answer)
	}{
		{"currentbroadband", "GET", "currentbroadband", nil, true, func(t *testing.T, w *world, a answer) {
			o := a.object()
			changed := time.Date(2026, 11, 23, 10, 0, 0, 0, pkgLoc).AddDate(0, 0, -120)
			want := map[string]any{"id": 63.0, "bpid": 71001.0, "description": "Fiber 100", "cap": 400.0, "monthly_fee": 74.95,
				"rate_download": 100.0, "rate_upload": 100.0, "link": "https://www.example.net/63", "technology": "fiber", "featured": false,
				"changed_at": float64(changed.UnixMilli()), "downgrade_allowed_at": float64(changed.Add(30 * 24 * time.Hour).UnixMilli())}
			if fmt.Sprint(o) != fmt.Sprint(want) {
				t.Fatalf("currentbroadband = %v\nwant %v", o, want)
			}
		}},
		{"upgradable", "GET", "upgradable", nil, true, func(t *testing.T, w *world, a answer) {
			var got []string
			for _, it := range a.list() {
				p := it.(map[string]any)
				got = append(got, fmt.Sprintf("%v:%v:%v:%v", p["id"], p["bpid"], p["monthly_fee"], p["featured"]))
			}
			// Same technology, bigger cap, cheapest first; not the
			// inactive 69, not wireless.
			if strings.Join(got, " ") != "64:71001:89.95:false 65:71001:104.95:true 66:71001:129.95:false" {
				t.Fatalf("upgradable = %v", got)
			}
		}},
		{"upgradewizard", "GET", "upgradewizard", nil, true, func(t *testing.T, w *world, a answer) {
			o := a.object()
			msgs, _ := o["messages"].([]any)
			joined := fmt.Sprint(msgs)
			for _, want := range []string{"prorated", "Downgrades are not allowed within 30 days of a package change.", "applies as soon as"} {
				if !strings.Contains(joined, want) {
					t.Fatalf("messages %v lack %q", msgs, want)
				}
			}
			if fmt.Sprint(o["trafficpack"]) != "map[gb:50 price:10]" {
				t.Fatalf("trafficpack = %v", o["trafficpack"])
			}
		}},
		{"slowdown", "GET", "slowdown", nil, true, func(t *testing.T, w *world, a answer) {
			if fmt.Sprint(a.object()) != "map[canslowdown:true rate_download:0 slowdown_mode:false switch_disabled:false]" {
				t.Fatalf("slowdown = %v", a.object())
			}
		}},
		{"trafficpack", "POST", "trafficpack", map[string]any{}, true, func(t *testing.T, w *world, a answer) {
			succeeded(t, a)
		}},
		{"slowdown on", "POST", "slowdown", map[string]any{"slowdown_mode": true}, true, func(t *testing.T, w *world, a answer) {
			succeeded(t, a)
		}},
		{"offerquery", "POST", "offerquery", map[string]any{"offercode": "FIBER500"}, false, func(t *testing.T, w *world, a answer) {
			if a.object()["offercode"] != "FIBER500" {
				t.Fatalf("offer = %v", a.object())
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w, _ := pkgWorld(t)
			for _, id := range []string{"2001", "9999"} {
				refused(t, w.call(c.method, "user."+id+"/"+c.res, w.token, c.body), notFound)
			}
			if c.noBB {
				if a := w.call(c.method, "user.1002/"+c.res, w.token, c.body); a.status != 434 {
					t.Fatalf("no broadband: %d %v", a.status, a.body)
				}
			}
			if len(w.charges(t, 2001)) != 0 {
				t.Fatal("a refused call charged blake")
			}
			for _, target := range []string{"user.1001/" + c.res, "user.session/" + c.res} {
				a := w.call(c.method, target, w.token, c.body)
				if a.status != 200 {
					t.Fatalf("%s: %d %v", target, a.status, a.body)
				}
				c.check(t, w, a)
				if c.method == "POST" {
					break
				}
			}
		})
	}
}

// covers: NET-006, NET-057, NET-061
func TestPackageUpgradeRefusals(t *testing.T) {
	cases := []struct {
		name   string
		target string
		body   any
		status int
		msg    string
	}{
		{"bpid of another account", "user.1001/packageupgrade.72001", map[string]any{"packageid": 64}, 450, notFound},
		{"missing bpid", "user.1001/packageupgrade.99999", map[string]any{"packageid": 64}, 450, notFound},
		{"bpid not a number", "user.1001/packageupgrade.abc", map[string]any{"packageid": 64}, 450, notFound},
		{"foreign account", "user.2001/packageupgrade.72001", map[string]any{"packageid": 67}, 450, notFound},
		{"missing account", "user.9999/packageupgrade.71001", map[string]any{"packageid": 64}, 450, notFound},
		{"no broadband", "user.1002/packageupgrade.71001", map[string]any{"packageid": 64}, 434, "This account has no internet service."},
		{"packageid missing", "user.1001/packageupgrade.71001", map[string]any{}, 450, "Choose a package."},
		{"packageid not a number", "user.1001/packageupgrade.71001", map[string]any{"packageid": "sixty-four"}, 450, "Choose a package."},
		{"packageid a fraction", "user.1001/packageupgrade.71001", map[string]any{"packageid": 64.5}, 450, "Choose a package."},
		{"packageid a boolean", "user.1001/packageupgrade.71001", map[string]any{"packageid": true}, 450, "Choose a package."},
		{"unknown package", "user.1001/packageupgrade.71001", map[string]any{"packageid": 999}, 450, "That package is not available."},
		{"other technology", "user.1001/packageupgrade.71001", map[string]any{"packageid": 62}, 450, "That package is not available."},
		{"not on sale", "user.1001/packageupgrade.71001", map[string]any{"packageid": 69}, 450, "That package is not available."},
		{"same package", "user.1001/packageupgrade.71001", map[string]any{"packageid": 63}, 450, "That is already your package."},
		{"unknown offer", "user.1001/packageupgrade.71001", map[string]any{"packageid": 65, "offercode": "NOPE"}, 450, "Invalid offer"},
		{"expired offer", "user.1001/packageupgrade.71001", map[string]any{"packageid": 65, "offercode": "OLD"}, 450, "Invalid offer"},
		{"offer not a string", "user.1001/packageupgrade.71001", map[string]any{"packageid": 65, "offercode": 500}, 450, "Invalid offer"},
		{"not JSON", "user.1001/packageupgrade.71001", "{packageid:", 450, "The request is not valid JSON."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w, _ := pkgWorld(t)
			a := w.call("POST", c.target, w.token, c.body)
			if a.status != c.status || a.body["message"] != c.msg {
				t.Fatalf("answer %d %v, want %d %q", a.status, a.body, c.status, c.msg)
			}
			if w.packageOf(t, 1001) != 63 || w.packageOf(t, 2001) != 61 || len(w.charges(t, 1001))+len(w.charges(t, 2001)) != 0 {
				t.Fatal("a refused upgrade changed something")
			}
			if w.hitcaps(t, 1001) != 1 {
				t.Fatal("a refused upgrade cleared the hitcap warning")
			}
		})
	}
}

// covers: NET-004, NET-005, NET-006, NET-057, NET-058
func TestPackageUpgradeAndDowngrade(t *testing.T) {
	w, clock := pkgWorld(t)
	up := w.call("POST", "user.1001/packageupgrade.71001", w.token, map[string]any{"packageid": "64"})
	succeeded(t, up)
	want := "Your package is now Fiber 300. A prorated charge of $4.00 for the rest of this month was added to your account. You have a data cap of 800 GB from now on."
	if up.body["message"] != want {
		t.Fatalf("message %q\nwant %q", up.body["message"], want)
	}
	o := up.object()
	if o["id"] != 64.0 || o["bpid"] != 71001.0 || o["changed_at"] != float64(clock.now.UnixMilli()) {
		t.Fatalf("new current package = %v", o)
	}
	if c := w.charges(t, 1001); len(c) != 1 || c[0].AmountCents != 400 || !strings.Contains(i18n.English.Render(c[0].Description), "Fiber 100 to Fiber 300") {
		t.Fatalf("charges = %+v", c)
	}
	if w.hitcaps(t, 1001) != 0 {
		t.Fatal("the hitcap warning stayed open though nothing was used")
	}
	// The new cap counts at once.
	plan, err := w.st.BroadbandPlan(context.Background(), 1001, time.Date(2026, 11, 1, 0, 0, 0, 0, pkgLoc))
	pkgMust(t, err)
	if plan.CapGB != 800 {
		t.Fatalf("plan cap = %d", plan.CapGB)
	}
	// upgradable follows the new package.
	if l := w.call("GET", "user.1001/upgradable", w.token, nil).list(); len(l) != 2 {
		t.Fatalf("upgradable after the upgrade: %v", l)
	}

	// A downgrade right after the change, and 29 days later: refused.
	for _, d := range []time.Duration{0, 29 * 24 * time.Hour} {
		clock.now = time.Date(2026, 11, 23, 10, 0, 0, 0, pkgLoc).Add(d)
		refused(t, w.call("POST", "user.1001/packageupgrade.71001", w.token, map[string]any{"packageid": 63}),
			"Downgrades are not allowed within 30 days of a package change.")
	}
	// 30 days after: allowed, nothing charged.
	clock.now = time.Date(2026, 11, 23, 10, 0, 0, 0, pkgLoc).Add(30 * 24 * time.Hour)
	down := w.call("POST", "user.1001/packageupgrade.71001", w.token, map[string]any{"packageid": 63})
	succeeded(t, down)
	if down.body["message"] != "Your package is now Fiber 100. Nothing extra is charged for the rest of this month. You have a data cap of 400 GB from now on." {
		t.Fatalf("downgrade message %q", down.body["message"])
	}
	if len(w.charges(t, 1001)) != 1 || w.packageOf(t, 1001) != 63 {
		t.Fatal("the downgrade charged something or did not apply")
	}
	// An upgrade right after a change is always allowed, with the offer
	// (lower case works): Dec 23, 9 of 31 days, (104.95 − 74.95 − 15) × 9/31.
	offer := w.call("POST", "user.1001/packageupgrade.71001", w.token, map[string]any{"packageid": 65, "offercode": "fiber500"})
	succeeded(t, offer)
	if offer.body["message"] != "Your package is now Fiber 500. A prorated charge of $4.35 for the rest of this month, after your offer's $15.00 discount, was added to your account. You have a data cap of 1500 GB from now on." {
		t.Fatalf("offer message %q", offer.body["message"])
	}
	if c := w.charges(t, 1001); len(c) != 2 || c[1].AmountCents != 435 || !strings.Contains(i18n.English.Render(c[1].Description), "FIBER500") {
		t.Fatalf("charges = %+v", c)
	}
}

// covers: NET-057
func TestPackageUpgradeOfferForAnotherPackage(t *testing.T) {
	w, _ := pkgWorld(t)
	a := w.call("POST", "user.1001/packageupgrade.71001", w.token, map[string]any{"packageid": 64, "offercode": "FIBER500"})
	succeeded(t, a)
	if !strings.Contains(a.body["message"].(string), "$4.00") || !strings.HasSuffix(a.body["message"].(string), "The offer FIBER500 is for Fiber 500 only, so it was not applied.") {
		t.Fatalf("message %q", a.body["message"])
	}
	// An offer for any package: (89.95 − 74.95 − 5) × 8/30 = $2.67.
	w2, _ := pkgWorld(t)
	b := w2.call("POST", "user.1001/packageupgrade.71001", w2.token, map[string]any{"packageid": 64, "offercode": " any "})
	succeeded(t, b)
	if c := w2.charges(t, 1001); len(c) != 1 || c[0].AmountCents != 267 {
		t.Fatalf("charges = %+v", c)
	}
}

// The month and its days are the provider's: 03:00 UTC on Dec 1 is still
// Nov 30 in Edmonton, one day left of 30.
//
// covers: NET-004
func TestPackageUpgradeUsesLocalMonth(t *testing.T) {
	w, clock := pkgWorld(t)
	clock.now = time.Date(2026, 12, 1, 3, 0, 0, 0, time.UTC)
	succeeded(t, w.call("POST", "user.1001/packageupgrade.71001", w.token, map[string]any{"packageid": 64}))
	if c := w.charges(t, 1001); len(c) != 1 || c[0].AmountCents != 50 || !strings.Contains(i18n.English.Render(c[0].Description), "November 2026") {
		t.Fatalf("charges = %+v", c)
	}
}

// covers: NET-005, NET-006
func TestDowngradeWithin30DaysOfSeed(t *testing.T) {
	w, _ := pkgWorld(t)
	// Blake changed 10 days ago: a downgrade is refused, an upgrade is not.
	refused(t, w.call("POST", "user.2001/packageupgrade.72001", w.btoken, map[string]any{"packageid": 60}),
		"Downgrades are not allowed within 30 days of a package change.")
	succeeded(t, w.call("POST", "user.2001/packageupgrade.72001", w.btoken, map[string]any{"packageid": 67}))
	if w.packageOf(t, 2001) != 67 {
		t.Fatal("the upgrade did not apply")
	}
}

// covers: NET-057
func TestPackageUpgradeClearsHitCapOnlyUnderTheNewCap(t *testing.T) {
	month := time.Date(2026, 11, 1, 0, 0, 0, 0, pkgLoc)
	for _, c := range []struct {
		name    string
		usedGB  int64
		to      int64
		cleared bool
	}{
		{"usage under the new total cap (825 GB)", 700, 64, true},
		{"usage above the new total cap", 900, 64, false},
		{"usage equal to the new total cap", 825, 64, false},
		{"unlimited clears whatever the usage", 5000, 66, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, _ := pkgWorld(t)
			w.useGB(t, 1001, month.Add(5*time.Hour), c.usedGB)
			succeeded(t, w.call("POST", "user.1001/packageupgrade.71001", w.token, map[string]any{"packageid": c.to}))
			if got := w.hitcaps(t, 1001) == 0; got != c.cleared {
				t.Fatalf("cleared = %v, want %v", got, c.cleared)
			}
		})
	}
}

// covers: NET-068, NET-069
func TestTrafficPack(t *testing.T) {
	w, _ := pkgWorld(t)
	a := w.call("POST", "user.1001/trafficpack", w.token, map[string]any{})
	succeeded(t, a)
	if a.body["message"] != "50 GB were added to your data for this month. $10.00 was added to your account." {
		t.Fatalf("message %q", a.body["message"])
	}
	succeeded(t, w.call("POST", "user.session/trafficpack", w.token, nil))
	plan, err := w.st.BroadbandPlan(context.Background(), 1001, time.Date(2026, 11, 1, 0, 0, 0, 0, pkgLoc))
	pkgMust(t, err)
	if plan.OnetimeGB != 100 {
		t.Fatalf("onetime GB = %d", plan.OnetimeGB)
	}
	if c := w.charges(t, 1001); len(c) != 2 || c[0].AmountCents != 1000 {
		t.Fatalf("charges = %+v", c)
	}
	// Unlimited: refused, nothing charged.
	pkgMust(t, w.st.PutBroadband(context.Background(), portal.BroadbandSubscription{BPID: 72001, AccountID: 2001, PackageID: 62, ChangedAt: time.Now()}))
	refused(t, w.call("POST", "user.2001/trafficpack", w.btoken, map[string]any{}), "Your package is already unlimited.")
	if len(w.charges(t, 2001)) != 0 {
		t.Fatal("a refused pack was charged")
	}
}

// covers: NET-070, NET-071, NET-072, NET-073, NET-075
func TestSlowdownRules(t *testing.T) {
	w, _ := pkgWorld(t)
	for _, bad := range []any{map[string]any{}, map[string]any{"slowdown_mode": "true"}, map[string]any{"slowdown_mode": 1}, map[string]any{"slowdown_mode": nil}} {
		refused(t, w.call("POST", "user.1001/slowdown", w.token, bad), "Choose whether Unlimited Mode should be on or off.")
	}
	off := w.call("POST", "user.1001/slowdown", w.token, map[string]any{"slowdown_mode": false})
	succeeded(t, off)
	if w.hitcaps(t, 1001) != 1 {
		t.Fatal("turning Unlimited mode off cleared the hitcap warning")
	}
	on := w.call("POST", "user.1001/slowdown", w.token, map[string]any{"slowdown_mode": true})
	succeeded(t, on)
	if on.body["message"] != "Unlimited Mode is on. Your connection is slower but has no data cap until Turbo Mode returns on the 1st of next month." {
		t.Fatalf("message %q", on.body["message"])
	}
	if w.hitcaps(t, 1001) != 0 {
		t.Fatal("turning Unlimited mode on kept the hitcap warning")
	}
	if got := w.call("GET", "user.1001/slowdown", w.token, nil).object(); got["slowdown_mode"] != true {
		t.Fatalf("slowdown after on = %v", got)
	}
	succeeded(t, w.call("POST", "user.1001/slowdown", w.token, map[string]any{"slowdown_mode": false}))
	if got := w.call("GET", "user.1001/slowdown", w.token, nil).object(); got["slowdown_mode"] != false {
		t.Fatalf("slowdown after off = %v", got)
	}

	// The provider holds the switch.
	ctx := context.Background()
	pkgMust(t, w.st.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 71001, AccountID: 1001, PackageID: 63, ChangedAt: time.Now(), SwitchDisabled: true}))
	if got := w.call("GET", "user.1001/slowdown", w.token, nil).object(); got["switch_disabled"] != true || got["canslowdown"] != true {
		t.Fatalf("held switch = %v", got)
	}
	refused(t, w.call("POST", "user.1001/slowdown", w.token, map[string]any{"slowdown_mode": true}),
		"Unlimited Mode can't be switched on this account right now. Please contact us.")
	// Unlimited package: no Unlimited mode.
	pkgMust(t, w.st.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 72001, AccountID: 2001, PackageID: 62, ChangedAt: time.Now()}))
	if got := w.call("GET", "user.2001/slowdown", w.btoken, nil).object(); got["canslowdown"] != false || got["slowdown_mode"] != false {
		t.Fatalf("unlimited = %v", got)
	}
	refused(t, w.call("POST", "user.2001/slowdown", w.btoken, map[string]any{"slowdown_mode": true}),
		"Unlimited Mode is not available on your package: it already has no data cap.")
	for _, id := range []int64{1001, 2001} {
		if sub, _ := w.st.Broadband(ctx, id); sub.SlowdownMode {
			t.Fatalf("#%d: a refused switch changed the mode", id)
		}
	}
}

// covers: MISC-002, MISC-003, NET-062
func TestOfferQuery(t *testing.T) {
	w, clock := pkgWorld(t)
	a := w.call("POST", "user.1001/offerquery", w.token, map[string]any{"offercode": " fiber500"})
	if a.status != 200 {
		t.Fatalf("%d %v", a.status, a.body)
	}
	want := map[string]any{"offercode": "FIBER500", "title": "Fiber 500 for less", "text": "t", "description": "d", "buttontext": "Upgrade now",
		"redirecturl": "/user/package", "upgradetext": "u", "expires": float64(clock.now.AddDate(0, 0, 60).Unix())}
	if fmt.Sprint(a.object()) != fmt.Sprint(want) {
		t.Fatalf("offer = %v\nwant %v", a.object(), want)
	}
	for _, body := range []any{map[string]any{"offercode": "NOPE"}, map[string]any{"offercode": "OLD"}, map[string]any{}, map[string]any{"offercode": 7},
		map[string]any{"offercode": strings.Repeat("A", 5000)}} {
		refused(t, w.call("POST", "user.1001/offerquery", w.token, body), "Offer not found")
	}
	// It expires at its time.
	clock.now = clock.now.AddDate(0, 0, 60)
	refused(t, w.call("POST", "user.1001/offerquery", w.token, map[string]any{"offercode": "FIBER500"}), "Offer not found")
	refused(t, w.call("POST", "user.1001/packageupgrade.71001", w.token, map[string]any{"packageid": 65, "offercode": "FIBER500"}), "Invalid offer")
}

// warningTypes are the types of me.1/accountwarning's list for the account.
func (w *world) warningTypes(t *testing.T, account int64) []string {
	t.Helper()
	a := w.call("GET", "me.1/accountwarning", w.token, nil)
	if a.status != 200 {
		t.Fatalf("accountwarning: %d %v", a.status, a.body)
	}
	var types []string
	for _, x := range a.list() {
		if m, _ := x.(map[string]any); m["user"] == float64(account) {
			types = append(types, fmt.Sprint(m["type"]))
		}
	}
	return types
}

// The hitcap warning follows the account's state through the API: over the
// cap without Unlimited mode the list has it, also after Unlimited mode is
// turned on and then off again; under the cap it has none.
// covers: PLAT-053, NET-087, NET-089, NET-073
func TestHitCapWarningFollowsState(t *testing.T) {
	w, c := pkgWorld(t)
	ctx := context.Background()
	month := time.Date(2026, 11, 1, 0, 0, 0, 0, pkgLoc)
	// pkgWorld's stored hitcap warning is not backed by usage: the read closes it.
	if got := w.warningTypes(t, 1001); len(got) != 0 {
		t.Fatalf("under the cap: warnings %v", got)
	}
	// Fiber 100: 400 GB + 25 loyalty GB. 430 GB used this month.
	_, _, err := w.st.AddUsage(ctx, []portal.UsageRecord{{ID: "over", AccountID: 1001, Hour: month.Add(48 * time.Hour).UTC(), Down: 400e9, Up: 30e9}})
	pkgMust(t, err)
	hitcap := func(when string, want bool) {
		t.Helper()
		got := w.warningTypes(t, 1001)
		if has := len(got) == 1 && got[0] == portal.WarningHitCap; has != want || (!want && len(got) != 0) {
			t.Fatalf("%s: warnings %v, want hitcap %v", when, got, want)
		}
	}
	hitcap("over the cap", true)
	succeeded(t, w.call("POST", "user.1001/slowdown", w.token, map[string]any{"slowdown_mode": true}))
	hitcap("Unlimited mode on", false)
	succeeded(t, w.call("POST", "user.1001/slowdown", w.token, map[string]any{"slowdown_mode": false}))
	hitcap("Unlimited mode off again", true)
	// The 1st of next month: usage starts again.
	c.now = time.Date(2026, 12, 1, 0, 30, 0, 0, pkgLoc)
	hitcap("a new month", false)
}
