package demo

import (
	"context"
	"net/url"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"myaccount/internal/contracts"
	"myaccount/internal/guest"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

var testSecret = []byte("demo-test-secret")

func testOptions() Options {
	return Options{
		Now:               time.Date(2026, 3, 12, 15, 30, 0, 0, time.UTC),
		PasswordParams:    password.Fast,
		UnsubscribeSecret: testSecret,
		PublicURL:         "https://myaccount.example/",
	}
}

// seeded opens a store on the engine, pins its clock to the options' Now and
// seeds it.
func seeded(t *testing.T, e storetest.Engine) (*store.Store, Result) {
	t.Helper()
	st := e.Open(t)
	o := testOptions()
	st.Now = func() time.Time { return o.Now }
	start := time.Now()
	res, err := Seed(context.Background(), st, o)
	if err != nil {
		t.Fatalf("Seed: %v", err)
	}
	t.Logf("%s: seeded in %v", e.Name, time.Since(start))
	return st, res
}

// wantAccounts is demo-data.md's table as the store should hold it.
var wantAccounts = map[string][]struct {
	id    int64
	name  string
	kind  string
	vip   bool
	flags portal.ServiceFlags
	resgn string
}{
	"avery@demo.test": {
		{AveryMain, "Avery Fields", "person", true, portal.ServiceFlags{HasBroadband: true, HasWiFi: true, HasRouter: true, HasPhone: true, HasContactInfo: true, HasAr: true}, ""},
		{AveryFarm, "Fields Farm Ltd", "company", false, portal.ServiceFlags{HasPhone: true}, ""},
		{AveryCabin, "Avery Fields", "person", false, portal.ServiceFlags{HasContactInfo: true, HasAr: true}, ""},
	},
	"blake@demo.test": {{BlakeHome, "Blake Moreau", "person", false, portal.ServiceFlags{HasPreinstall: true, HasContactInfo: true}, ""}},
	"casey@demo.test": {
		{CaseyContract, "Casey Lin", "person", false, portal.ServiceFlags{}, "NEEDDOC_CONTRACTNEW"},
		{CaseyIDVerify, "Casey Lin", "person", false, portal.ServiceFlags{}, "NEEDDOC_IDVERIFY"},
		{CaseyAgreement, "Casey Lin", "person", false, portal.ServiceFlags{}, contracts.DemoAgreementType},
	},
	"drew@demo.test":   {{DrewHome, "Drew Okafor", "person", false, portal.ServiceFlags{HasBroadband: true, HasWiFi: true}, ""}},
	"emery@demo.test":  {{EmeryHome, "Emery Stone", "person", false, portal.ServiceFlags{HasBroadband: true}, ""}},
	"finley@demo.test": {{FinleyHome, "Finley Park", "person", false, portal.ServiceFlags{}, ""}},
	"staff@demo.test":  {{StaffAccount, "Prairie Wave Staff", "company", false, portal.ServiceFlags{HasContactInfo: true}, ""}},
}

// The demo data is what every e2e test starts from, so this checks it holds
// the states those requirements need.
// covers: PLAT-037, PLAT-039, PLAT-050, PLAT-053, PLAT-128, PLAT-148, PLAT-160, PLAT-166, PLAT-177, PLAT-185, NET-087, ACCT-001, ACCT-005, ACCT-008, MISC-010
func TestSeed(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st, res := seeded(t, e)

			// web/e2e/notifications.spec.ts signs unsubscribe links for these
			// logins by id (a fresh demo database creates them in this order).
			t.Run("login ids the e2e tests sign unsubscribe links for", func(t *testing.T) {
				for login, want := range map[string]int64{"emery@demo.test": 4, "finley@demo.test": 5} {
					ident, _, err := st.IdentityByLogin(ctx, login)
					if err != nil || ident.ID != want {
						t.Fatalf("%s: id %d (%v), want %d", login, ident.ID, err, want)
					}
				}
			})

			t.Run("logins sign in and hold their accounts", func(t *testing.T) {
				if len(res.Logins) != len(wantAccounts) {
					t.Fatalf("Result lists %d logins, want %d", len(res.Logins), len(wantAccounts))
				}
				for _, l := range res.Logins {
					want, ok := wantAccounts[l.Login]
					if !ok || l.Password != "demo1234" || l.Shows == "" {
						t.Fatalf("unexpected login %+v", l)
					}
					ident, hash, err := st.IdentityByLogin(ctx, l.Login)
					if err != nil {
						t.Fatalf("%s: %v", l.Login, err)
					}
					if ok, err := password.Check("demo1234", hash); err != nil || !ok {
						t.Fatalf("%s: password demo1234 does not sign in (%v)", l.Login, err)
					}
					links, err := st.AccountLinks(ctx, ident.ID)
					if err != nil {
						t.Fatal(err)
					}
					if len(links) != len(want) {
						t.Fatalf("%s: links %+v", l.Login, links)
					}
					for i, w := range want {
						if links[i].AccountID != w.id || links[i].IsVip != w.vip {
							t.Fatalf("%s: link %d = %+v, want #%d vip=%v", l.Login, i, links[i], w.id, w.vip)
						}
						a, err := st.AccountByID(ctx, w.id)
						if err != nil {
							t.Fatal(err)
						}
						if a.Name != w.name || a.Kind != w.kind || a.Address == "" || a.City == "" || a.PostalCode == "" ||
							(a.RegionID != 1 && a.RegionID != 2) || a.ReferralCode == "" {
							t.Fatalf("#%d = %+v", w.id, a)
						}
						f, err := st.ServiceFlags(ctx, w.id)
						if err != nil || f != w.flags {
							t.Fatalf("#%d flags = %+v (%v), want %+v", w.id, f, err, w.flags)
						}
						c, err := st.ContractStatus(ctx, w.id)
						// Only the pre-install account has no contract on file.
						if err != nil || c.Resign != (w.resgn != "") || c.ResignType != w.resgn || c.OnFile == w.flags.HasPreinstall {
							t.Fatalf("#%d contract = %+v (%v), want %q", w.id, c, err, w.resgn)
						}
					}
				}
				if res.Logins[0].Login != "avery@demo.test" {
					t.Fatalf("logins not in demo-data.md order: %+v", res.Logins)
				}
			})

			// covers: ONB-010, ONB-014, ONB-038
			t.Run("onboarding", func(t *testing.T) {
				ups, err := st.ReviewUploads(ctx, BlakeHome, portal.DocIdentity)
				if err != nil || len(ups) != 1 || ups[0].Status != portal.UploadPending {
					t.Fatalf("blake's identity photos: %+v (%v), want one pending", ups, err)
				}
				if _, err := st.PaymentMethod(ctx, BlakeHome); err == nil {
					t.Fatal("blake has an auto-payment method; the checklist wants none")
				}
				for _, id := range []int64{BlakeHome, CaseyContract, CaseyIDVerify, CaseyAgreement} {
					if gs, err := st.Signatures(ctx, id); err != nil || len(gs) != 0 {
						t.Fatalf("#%d signatures: %+v (%v)", id, gs, err)
					}
				}
				if ups, err := st.ReviewUploads(ctx, CaseyIDVerify, portal.DocIdentity); err != nil || len(ups) != 0 {
					t.Fatalf("#3002 identity photos: %+v (%v), want none", ups, err)
				}
			})

			t.Run("warnings", func(t *testing.T) {
				ws, err := st.OpenWarnings(ctx, []int64{DrewHome})
				if err != nil {
					t.Fatal(err)
				}
				got := map[string]bool{}
				for _, w := range ws {
					if w.Title == "" || w.Body == "" {
						t.Fatalf("warning without text: %+v", w)
					}
					got[w.Type] = w.Clearable
				}
				want := map[string]bool{portal.WarningHitCap: false, portal.WarningDisruptiveTicket: true, portal.WarningNotRegistered: false}
				if len(ws) != 3 || !reflect.DeepEqual(got, want) {
					t.Fatalf("drew's warnings = %+v", ws)
				}
				others, err := st.OpenWarnings(ctx, []int64{AveryMain, AveryFarm, AveryCabin, BlakeHome, CaseyContract, CaseyIDVerify, EmeryHome, FinleyHome, StaffAccount})
				if err != nil || len(others) != 0 {
					t.Fatalf("warnings on other accounts: %+v %v", others, err)
				}
			})

			t.Run("provider-wide data", func(t *testing.T) {
				ns, err := st.ActiveGlobalNotifications(ctx)
				if err != nil || len(ns) != 1 || !strings.Contains(ns[0].Message, "maintenance") {
					t.Fatalf("global notifications = %+v %v", ns, err)
				}
				regions, err := st.Codebook(ctx, "region")
				if err != nil || len(regions) < 13+3 {
					t.Fatalf("region codebook: %d rows, %v", len(regions), err)
				}
				canada := 0
				for _, r := range regions {
					if r.Data["countryid"] == float64(1) {
						canada++
					}
				}
				if canada != 13 || regions[0].ID != 1 || regions[0].Data["provinceshort"] != "AB" ||
					regions[1].ID != 2 || regions[1].Data["provinceshort"] != "SK" || regions[1].Data["provincelong"] != "Saskatchewan" {
					t.Fatalf("regions = %+v", regions)
				}
			})

			t.Run("service e-mails", func(t *testing.T) {
				es, err := st.ServiceEmails(ctx, AveryMain)
				if err != nil {
					t.Fatal(err)
				}
				own, fwd := false, 0
				for _, e := range es {
					own = own || e.Email == "avery@demo.test"
					if e.Forwarding {
						fwd++
						if !strings.Contains(e.ForwardingAddress, "@") || strings.HasSuffix(e.ForwardingAddress, "@demo.test") {
							t.Fatalf("forwarding should go to an outside address: %+v", e)
						}
					}
				}
				if len(es) != 3 || !own || fwd != 1 {
					t.Fatalf("avery's service e-mails = %+v", es)
				}
				for _, id := range []int64{DrewHome, EmeryHome} {
					if es, err := st.ServiceEmails(ctx, id); err != nil || len(es) == 0 {
						t.Fatalf("#%d service e-mails = %+v %v", id, es, err)
					}
				}
			})

			t.Run("wifi devices", func(t *testing.T) {
				ds, err := st.WifiDevices(ctx, AveryMain)
				if err != nil {
					t.Fatal(err)
				}
				if len(ds) != 10 {
					t.Fatalf("avery has %d devices", len(ds))
				}
				unknown, aliases := 0, 0
				for _, d := range ds {
					if d.Vendor == "unknown" {
						unknown++
					}
					if d.Alias != "" {
						aliases++
					}
					if len(d.MAC) != 17 || d.Down30d <= d.Down1d || d.Down1d <= 0 || d.Up30d <= 0 {
						t.Fatalf("device %+v", d)
					}
				}
				if unknown != 2 || aliases < 1 || aliases > 2 {
					t.Fatalf("unknown=%d aliases=%d", unknown, aliases)
				}
				if ds, err := st.WifiDevices(ctx, DrewHome); err != nil || len(ds) < 3 {
					t.Fatalf("drew's devices = %+v %v", ds, err)
				}
			})

			t.Run("unsubscribe link", func(t *testing.T) {
				u, err := url.Parse(res.UnsubscribeURL)
				if err != nil || u.Scheme != "https" || u.Host != "myaccount.example" || u.Path != "/ui/public/unsubscribe" {
					t.Fatalf("UnsubscribeURL = %q", res.UnsubscribeURL)
				}
				p, err := guest.Verify(testSecret, u.Query().Get("ut"))
				if err != nil {
					t.Fatalf("token does not verify: %v", err)
				}
				subs, err := st.Subscriptions(ctx, "avery@demo.test")
				if err != nil {
					t.Fatal(err)
				}
				if p.Email != "avery@demo.test" || !reflect.DeepEqual(p.Subscriptions, subs) || len(subs) != 3 {
					t.Fatalf("token payload %+v, avery's lists %+v", p, subs)
				}
			})

			// covers: issue 32 item 3 (demo data: avery's answered ticket, drew's closed one)
			t.Run("support tickets", func(t *testing.T) {
				avery, _, err := st.IdentityByLogin(ctx, "avery@demo.test")
				if err != nil {
					t.Fatal(err)
				}
				list, err := st.AccountTickets(ctx, AveryMain, avery.ID)
				if err != nil || len(list) != 1 || list[0].Status != portal.TicketAnswered || list[0].Unread != 1 {
					t.Fatalf("avery's tickets %+v %v", list, err)
				}
				full, err := st.TicketWithMessages(ctx, AveryMain, list[0].ID)
				if err != nil || len(full.Messages) != 2 || !full.Messages[1].FromStaff || full.OpenerLogin != "avery@demo.test" {
					t.Fatalf("avery's ticket %+v %v", full, err)
				}
				drew, err := st.AccountTickets(ctx, DrewHome, 0)
				if err != nil || len(drew) != 1 || drew[0].Status != portal.TicketClosed {
					t.Fatalf("drew's tickets %+v %v", drew, err)
				}
			})

			t.Run("seeding again adds nothing", func(t *testing.T) {
				before := snapshot(t, st)
				o := testOptions()
				o.Now = o.Now.Add(48 * time.Hour) // would give other traffic hours and texts
				res2, err := Seed(ctx, st, o)
				if err != nil {
					t.Fatal(err)
				}
				if after := snapshot(t, st); !reflect.DeepEqual(before, after) {
					t.Fatalf("second Seed changed the data:\nbefore %v\nafter  %v", before, after)
				}
				if !reflect.DeepEqual(res2.Logins, res.Logins) || res2.UnsubscribeURL == "" {
					t.Fatalf("second Result = %+v", res2)
				}
			})
		})
	}
}

// snapshot summarises what Seed writes, to compare two states.
func snapshot(t *testing.T, st *store.Store) []string {
	t.Helper()
	ctx := context.Background()
	var out []string
	ids := []int64{AveryMain, AveryFarm, AveryCabin, BlakeHome, CaseyContract, CaseyIDVerify, DrewHome, EmeryHome, FinleyHome, StaffAccount}
	ws, err := st.OpenWarnings(ctx, ids)
	if err != nil {
		t.Fatal(err)
	}
	out = append(out, "warnings:"+itoa(len(ws)))
	ns, err := st.ActiveGlobalNotifications(ctx)
	if err != nil {
		t.Fatal(err)
	}
	out = append(out, "notices:"+itoa(len(ns)))
	for _, id := range ids {
		es, err := st.ServiceEmails(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		ds, err := st.WifiDevices(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range ds {
			out = append(out, d.MAC+":"+itoa(int(d.Down30d))+"/"+itoa(int(d.Up30d)))
		}
		out = append(out, "emails:"+itoa(len(es)))
		tks, err := st.AccountTickets(ctx, id, 0)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, "tickets:"+itoa(len(tks)))
	}
	sort.Strings(out)
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

// covers: PLAT-177, PLAT-179
func TestSeedIsDeterministic(t *testing.T) {
	ctx := context.Background()
	a, _ := seeded(t, storetest.Engines()[0])
	b, _ := seeded(t, storetest.Engines()[0])
	if sa, sb := snapshot(t, a), snapshot(t, b); !reflect.DeepEqual(sa, sb) {
		t.Fatalf("same Options gave different data:\n%v\n%v", sa, sb)
	}
	for _, id := range []int64{AveryMain, DrewHome, StaffAccount} {
		x, err1 := a.AccountByID(ctx, id)
		y, err2 := b.AccountByID(ctx, id)
		if err1 != nil || err2 != nil || x != y {
			t.Fatalf("#%d differs: %+v / %+v (%v %v)", id, x, y, err1, err2)
		}
	}
}

// covers: PLAT-166
func TestSeedNeedsSecret(t *testing.T) {
	o := testOptions()
	o.UnsubscribeSecret = nil
	if _, err := Seed(context.Background(), storetest.SQLite(t), o); err == nil {
		t.Fatal("Seed without an unsubscribe secret succeeded")
	}
}
