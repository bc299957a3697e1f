package store_test

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// outboxOf lists the outbox's messages of kind, oldest first.
func outboxOf(t *testing.T, s *store.Store, kind portal.MailKind) []portal.Mail {
	t.Helper()
	all, err := s.OutboxMail(context.Background(), store.MailAll, 1000)
	must(t, err)
	var out []portal.Mail
	for i := len(all) - 1; i >= 0; i-- {
		if all[i].Kind == kind {
			out = append(out, all[i])
		}
	}
	return out
}

// Usage alerts: at 80 % and at 100 % of the month's cap, once per threshold
// per month, to every login of the account in its language, decided in the
// usage's own transaction; a batch sent again sends nothing; crossing both
// thresholds at once sends the 100 % one only; an unlimited package, a
// package in Unlimited mode and an account without a package get none.
func TestUsageAlerts(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		seedCatalog(t, s) // 63: 400 GB; 66: unlimited
		ann := seedIdentity(t, s, "ann@demo.test", 4001, 4003)
		bob := seedIdentity(t, s, "bob@demo.test", 4001)
		storetest.Exec(t, s, `UPDATE identities SET language = 'fr' WHERE id = ?`, bob)
		seedIdentity(t, s, "cat@demo.test", 4002)
		seedIdentity(t, s, "dan@demo.test", 4004)
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 74001, AccountID: 4001, PackageID: 63, LoyaltyGB: 100, ChangedAt: time.Now()}))
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 74002, AccountID: 4002, PackageID: 66, ChangedAt: time.Now()}))
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 74004, AccountID: 4004, PackageID: 63, ChangedAt: time.Now()}))
		nov := time.Date(2026, 11, 1, 0, 0, 0, 0, pkgZone)
		month := portal.BillingMonthOf(time.Date(2026, 11, 27, 19, 0, 0, 0, pkgZone), pkgZone)
		if month.Start != nov || month.DaysLeft() != 4 {
			t.Fatalf("month %v, %d days left", month.Start, month.DaysLeft())
		}
		hour := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
		gb := func(id string, account int64, n int64) portal.UsageRecord {
			return portal.UsageRecord{ID: id, AccountID: account, Hour: hour, Down: n * portal.BytesPerGB}
		}
		push := func(recs ...portal.UsageRecord) int {
			t.Helper()
			acc, _, err := s.AddUsageAndAlert(ctx, recs, month)
			must(t, err)
			return acc
		}
		// 4001's cap is 400 + 100 loyalty = 500 GB; 399 GB (79.8 %) sends nothing.
		push(gb("a1", 4001, 399), gb("u1", 4002, 5000), gb("n1", 4003, 5000))
		if got := outboxOf(t, s, portal.MailUsageAlert); len(got) != 0 {
			t.Fatalf("alerts below 80 %%, or for unlimited or package-less accounts: %+v", got)
		}
		// One more GB: 80 % → one message to each of the two logins.
		push(gb("a2", 4001, 1))
		got := outboxOf(t, s, portal.MailUsageAlert)
		if len(got) != 2 {
			t.Fatalf("80 %%: %d messages, want 2: %+v", len(got), got)
		}
		for i, want := range []struct {
			login, lang string
			id          int64
		}{{"ann@demo.test", "en", ann}, {"bob@demo.test", "fr", bob}} {
			m := got[i]
			if m.To != want.login || m.Lang != want.lang || m.Identity != want.id || m.Data["account"] != "4001" ||
				m.Data["percent"] != "80" || m.Data["used_bytes"] != strconv.FormatInt(400*portal.BytesPerGB, 10) ||
				m.Data["cap_gb"] != "500" || m.Data["days_left"] != "4" || m.Data["pack"] != "yes" || m.Data["unlimited"] != "yes" ||
				m.Data["reset"] != strconv.FormatInt(month.End.UnixMilli(), 10) {
				t.Errorf("message %d = %+v", i, m)
			}
		}
		// The same batch again, and more usage under 100 %: nothing.
		if push(gb("a2", 4001, 1)) != 0 {
			t.Fatal("the repeated record was accepted")
		}
		push(gb("a3", 4001, 50))
		if n := len(outboxOf(t, s, portal.MailUsageAlert)); n != 2 {
			t.Fatalf("after a repeat and more usage under 100 %%: %d messages", n)
		}
		// 100 %: the second alert, once.
		push(gb("a4", 4001, 50))
		push(gb("a5", 4001, 10))
		got = outboxOf(t, s, portal.MailUsageAlert)
		if len(got) != 4 || got[2].Data["percent"] != "100" || got[3].Data["percent"] != "100" || got[3].Lang != "fr" {
			t.Fatalf("100 %%: %+v", got)
		}
		// Usage of another month does not count in this one.
		push(portal.UsageRecord{ID: "old", AccountID: 4004, Hour: nov.AddDate(0, -1, 0), Down: 1000 * portal.BytesPerGB})
		if n := len(outboxOf(t, s, portal.MailUsageAlert)); n != 4 {
			t.Fatalf("last month's usage sent an alert: %d", n)
		}
		// Both thresholds in one batch: only the 100 % one; none later.
		push(gb("d1", 4004, 450))
		got = outboxOf(t, s, portal.MailUsageAlert)
		if len(got) != 5 || got[4].To != "dan@demo.test" || got[4].Data["percent"] != "100" {
			t.Fatalf("both thresholds at once: %+v", got)
		}
		if n := storetest.QueryInt(t, s, `SELECT COUNT(*) FROM usage_alerts WHERE account_id = 4004`); n != 2 {
			t.Fatalf("4004 has %d thresholds recorded, want 2", n)
		}
		// Unlimited mode on this month: no alert.
		seedIdentity(t, s, "eve@demo.test", 4005)
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 74005, AccountID: 4005, PackageID: 63, ChangedAt: time.Now()}))
		must(t, s.SetSlowdown(ctx, 4005, true, clock.Now()))
		push(gb("e1", 4005, 450))
		if n := len(outboxOf(t, s, portal.MailUsageAlert)); n != 5 {
			t.Fatalf("an alert in Unlimited mode: %d", n)
		}
		// A new month starts again (November's Unlimited mode is over).
		must(t, s.SetSlowdown(ctx, 4004, true, clock.Now()))
		dec := portal.BillingMonthOf(time.Date(2026, 12, 2, 12, 0, 0, 0, pkgZone), pkgZone)
		decHour := time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC)
		if _, _, err := s.AddUsageAndAlert(ctx, []portal.UsageRecord{{ID: "d2", AccountID: 4004, Hour: decHour,
			Down: 330 * portal.BytesPerGB}}, dec); err != nil {
			t.Fatal(err)
		}
		got = outboxOf(t, s, portal.MailUsageAlert)
		if len(got) != 6 || got[5].Data["percent"] != "80" || got[5].Data["days_left"] != "30" {
			t.Fatalf("a new month (Unlimited mode of November over): %+v", got)
		}
		// AddUsage alone (history, the demo's seed) sends nothing.
		_, _, err := s.AddUsage(ctx, []portal.UsageRecord{{ID: "d3", AccountID: 4004, Hour: decHour, Down: 100 * portal.BytesPerGB}})
		must(t, err)
		if n := len(outboxOf(t, s, portal.MailUsageAlert)); n != 6 {
			t.Fatalf("AddUsage sent an alert: %d", n)
		}
	})
}

// twoLogins makes account 4001 with ann (English) and bob (French), and
// account 4009 of another login; it returns ann's and bob's ids.
func twoLogins(t *testing.T, s *store.Store) (ann, bob int64) {
	t.Helper()
	ann = seedIdentity(t, s, "ann@demo.test", 4001)
	bob = seedIdentity(t, s, "bob@demo.test", 4001)
	storetest.Exec(t, s, `UPDATE identities SET language = 'fr' WHERE id = ?`, bob)
	seedIdentity(t, s, "zoe@demo.test", 4009)
	return ann, bob
}

// wantTo checks that msgs went to logins, in that order, each in its
// language with its id, and all carry data.
func wantTo(t *testing.T, msgs []portal.Mail, logins []portal.Identity, data map[string]string) {
	t.Helper()
	if len(msgs) != len(logins) {
		t.Fatalf("%d messages, want %d: %+v", len(msgs), len(logins), msgs)
	}
	for i, l := range logins {
		m := msgs[i]
		if m.To != l.Login || m.Lang != l.Language || m.Identity != l.ID {
			t.Errorf("message %d to %s (%s, %d), want %s (%s, %d)", i, m.To, m.Lang, m.Identity, l.Login, l.Language, l.ID)
		}
		for k, v := range data {
			if m.Data[k] != v {
				t.Errorf("message %d: %s = %q, want %q (%v)", i, k, m.Data[k], v, m.Data)
			}
		}
	}
}

// A settled payment tells its outcome in its own transaction: the receipt
// (with the new balance) or the decline of a one-off payment to the login
// that made it, the failure of an automatic payment to every login of the
// account, nothing for an automatic payment that went through; settling
// twice tells nothing more.
func TestPaymentNotices(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, c *fakeClock) {
		ctx := context.Background()
		ann, bob := twoLogins(t, s)
		card := portal.PaymentMethod{AccountID: 4001, Type: portal.MethodVisa, Token: "tok", Last4: "4242"}
		_, err := s.AddLedgerEntry(ctx, portal.LedgerEntry{AccountID: 4001, Kind: portal.LedgerCharge, AmountCents: 10000,
			Description: portal.Literal("Fiber"), At: c.Now()}, portal.StaffAction{Actor: "t", Action: "charge", At: c.Now()})
		must(t, err)
		pay := func(identity, cents int64) int64 {
			t.Helper()
			p, err := s.AddPayment(ctx, portal.Payment{AccountID: 4001, IdentityID: identity, AmountCents: cents, Method: card,
				CreatedAt: c.Now()}, func(portal.BalanceFigures) error { return nil })
			must(t, err)
			return p.ID
		}
		ok := func(cents int64) portal.PaymentOutcome {
			return portal.PaymentOutcome{Succeeded: true, Entry: portal.LedgerEntry{AccountID: 4001, Kind: portal.LedgerPayment,
				AmountCents: -cents, Description: portal.Literal("Payment"), At: c.Now()}}
		}
		declined := portal.PaymentOutcome{Failure: portal.Msg(portal.MsgPaymentDeclined)}
		annL := portal.Identity{ID: ann, Login: "ann@demo.test", Language: "en"}
		bobL := portal.Identity{ID: bob, Login: "bob@demo.test", Language: "fr"}

		p1 := pay(bob, 2500)
		must(t, s.SettlePayment(ctx, p1, ok(2500), c.Now()))
		must(t, s.SettlePayment(ctx, p1, ok(2500), c.Now())) // settled already: nothing
		// The charge is unbilled, so the balance is the payment's credit.
		wantTo(t, outboxOf(t, s, portal.MailPaymentReceived), []portal.Identity{bobL}, map[string]string{"account": "4001",
			"amount_cents": "2500", "balance_cents": "-2500", "method_type": "VA", "last4": "4242",
			"at": strconv.FormatInt(c.Now().UnixMilli(), 10)})

		p2 := pay(ann, 900)
		must(t, s.SettlePayment(ctx, p2, declined, c.Now()))
		wantTo(t, outboxOf(t, s, portal.MailPaymentDeclined), []portal.Identity{annL}, map[string]string{"amount_cents": "900"})

		p3 := pay(0, 7000)
		must(t, s.SettlePayment(ctx, p3, declined, c.Now()))
		wantTo(t, outboxOf(t, s, portal.MailAutoPaymentFailed), []portal.Identity{annL, bobL}, map[string]string{
			"account": "4001", "amount_cents": "7000"})

		p4 := pay(0, 7000)
		must(t, s.SettlePayment(ctx, p4, ok(7000), c.Now()))
		if n := len(outboxOf(t, s, portal.MailPaymentReceived)) + len(outboxOf(t, s, portal.MailAutoPaymentFailed)); n != 3 {
			t.Fatalf("an automatic payment that went through wrote a message: %d", n)
		}
		// A disabled login hears nothing.
		must(t, s.SetIdentityDisabled(ctx, ann, true))
		p5 := pay(0, 100)
		must(t, s.SettlePayment(ctx, p5, declined, c.Now()))
		if got := outboxOf(t, s, portal.MailAutoPaymentFailed); len(got) != 3 || got[2].To != "bob@demo.test" {
			t.Fatalf("a disabled login was written to: %+v", got)
		}
	})
}

// An issued invoice is told to every login of its account, once, with its
// link's facts; a quiet run (the demo's history) tells nobody.
func TestInvoiceNotice(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, c *fakeClock) {
		ctx := context.Background()
		ann, bob := twoLogins(t, s)
		must(t, s.PutPaymentMethod(ctx, portal.PaymentMethod{AccountID: 4001, Type: portal.MethodVisa, Token: "tok", Last4: "4242"}))
		run := portal.InvoiceRun{Account: 4001, Period: portal.Month{Year: 2026, Month: time.November}, At: c.Now(),
			DueAt: c.Now().AddDate(0, 0, 14), BillTo: portal.Account{ID: 4001, Name: "Ann"},
			Services: []portal.LedgerEntry{{AmountCents: 7495, Description: portal.Literal("Fiber 100")}},
			AutoPay:  func(total, pending int64) int64 { return total - pending }}
		inv, created, err := s.IssueInvoice(ctx, run)
		must(t, err)
		if !created {
			t.Fatal("not created")
		}
		_, _, err = s.IssueInvoice(ctx, run) // the same period again: no invoice, no message
		must(t, err)
		wantTo(t, outboxOf(t, s, portal.MailInvoiceIssued), []portal.Identity{{ID: ann, Login: "ann@demo.test", Language: "en"},
			{ID: bob, Login: "bob@demo.test", Language: "fr"}}, map[string]string{"account": "4001",
			"invoice": strconv.FormatInt(inv.ID, 10), "period": "2026-11", "total_cents": "7495",
			"due": strconv.FormatInt(run.DueAt.UnixMilli(), 10), "autopay": "yes"})
		quiet := run
		quiet.Period, quiet.Quiet = portal.Month{Year: 2026, Month: time.December}, true
		_, created, err = s.IssueInvoice(ctx, quiet)
		must(t, err)
		if n := len(outboxOf(t, s, portal.MailInvoiceIssued)); !created || n != 2 {
			t.Fatalf("a quiet run: created %v, %d messages", created, n)
		}
	})
}

// The staff's decisions on a void cheque, an identity document and a
// contract, and a resolved change request, are told to every login of the
// account in the decision's transaction, with the reason of a rejection.
func TestAccountNotices(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, c *fakeClock) {
		ctx := context.Background()
		ann, bob := twoLogins(t, s)
		both := []portal.Identity{{ID: ann, Login: "ann@demo.test", Language: "en"}, {ID: bob, Login: "bob@demo.test", Language: "fr"}}
		act := portal.StaffAction{Actor: "staff@prairiewave.example", Action: "decide", At: c.Now()}
		upload := func(kind, sha string) int64 {
			t.Helper()
			_, err := s.AddReviewUpload(ctx, portal.ReviewUpload{AccountID: 4001, IdentityID: ann, Kind: kind, SHA256: sha,
				CreatedAt: c.Now()}, portal.Document{Kind: kind, FileKey: "f/" + sha, ContentType: "image/jpeg"})
			must(t, err)
			ups, err := s.ReviewUploads(ctx, 4001, kind)
			must(t, err)
			return ups[0].ID
		}
		cheque := upload(portal.DocVoidCheque, "c1")
		_, err := s.DecideUpload(ctx, cheque, portal.UploadApproved, "", &portal.PaymentMethod{Type: portal.MethodEFT, Token: "t", Last4: "6789"}, act)
		must(t, err)
		wantTo(t, outboxOf(t, s, portal.MailDocumentReviewed), both, map[string]string{"account": "4001",
			"document": portal.DocVoidCheque, "status": "approved", "reason": ""})

		id := upload(portal.DocIdentity, "i1")
		_, err = s.DecideUpload(ctx, id, portal.UploadRejected, "The photo is blurry.", nil, act)
		must(t, err)
		got := outboxOf(t, s, portal.MailDocumentReviewed)
		wantTo(t, got[2:], both, map[string]string{"document": portal.DocIdentity, "status": "rejected",
			"reason": "The photo is blurry."})
		// A decision refused (decided already) writes nothing.
		if _, err := s.DecideUpload(ctx, id, portal.UploadApproved, "", nil, act); err == nil {
			t.Fatal("decided twice")
		}

		_, err = s.AddSignature(ctx, draft(4001, ann, portal.SignContract, tempID(1), c.Now()))
		must(t, err)
		sent, err := s.SubmitSignature(ctx, 4001, tempID(1), portal.Document{Kind: portal.DocContract, ContentType: "application/pdf"}, c.Now())
		must(t, err)
		_, err = s.DecideSignature(ctx, portal.SignatureDecision{ID: sent.ID, Status: portal.SignatureRejected, Reason: "Unreadable", Action: act})
		must(t, err)
		got = outboxOf(t, s, portal.MailDocumentReviewed)
		wantTo(t, got[4:], both, map[string]string{"document": portal.DocContract, "status": "rejected", "reason": "Unreadable"})

		asked := c.Now()
		req, err := s.AddChangeRequest(ctx, portal.ChangeRequest{AccountID: 4001, IdentityID: bob, Callback: "4035550100",
			Changes: []portal.AccountChange{{Type: "name", Description: "Ann Lee"}}, CreatedAt: asked})
		must(t, err)
		c.Advance(time.Hour)
		act.At = c.Now()
		act.Detail = "Name updated."
		must(t, s.ResolveChangeRequest(ctx, req, act))
		wantTo(t, outboxOf(t, s, portal.MailChangeRequestResolved), both, map[string]string{"account": "4001",
			"request": strconv.FormatInt(req, 10), "requested_at": strconv.FormatInt(asked.UnixMilli(), 10), "note": "Name updated."})
		for _, m := range outboxOf(t, s, portal.MailChangeRequestResolved) {
			if m.To == "zoe@demo.test" {
				t.Fatal("another account's login was written to")
			}
		}
	})
}

// A batch of more accounts than one statement reads (usageChunk) decides
// every account's alert: each account over 80 % has its threshold
// recorded, and the logins of the first and the last hear of it.
func TestUsageAlertsManyAccounts(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedCatalog(t, s)
		const n = 620
		seedIdentity(t, s, "first@demo.test", 10000)
		seedIdentity(t, s, "last@demo.test", 10000+n-1)
		var recs []portal.UsageRecord
		hour := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
		for i := range int64(n) {
			id := 10000 + i
			if i != 0 && i != n-1 {
				must(t, s.PutAccount(ctx, portal.Account{ID: id, Name: "x"}))
			}
			must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 80000 + i, AccountID: id, PackageID: 63, ChangedAt: time.Now()}))
			gb := int64(100) // 25 % of 400 GB for the odd ones
			if i%2 == 0 {
				gb = 330 // 82.5 %
			}
			recs = append(recs, portal.UsageRecord{ID: fmt.Sprintf("m-%d", i), AccountID: id, Hour: hour, Down: gb * portal.BytesPerGB})
		}
		recs[n-1].Down = 401 * portal.BytesPerGB // the last: over 100 %
		month := portal.BillingMonthOf(time.Date(2026, 11, 27, 19, 0, 0, 0, pkgZone), pkgZone)
		_, _, err := s.AddUsageAndAlert(ctx, recs, month)
		must(t, err)
		if got := storetest.QueryInt(t, s, `SELECT COUNT(*) FROM usage_alerts WHERE threshold = 80`); got != n/2+1 {
			t.Fatalf("%d accounts passed 80 %%, want %d", got, n/2+1)
		}
		got := outboxOf(t, s, portal.MailUsageAlert)
		if len(got) != 2 || got[0].To != "first@demo.test" || got[0].Data["percent"] != "80" ||
			got[1].To != "last@demo.test" || got[1].Data["percent"] != "100" {
			t.Fatalf("alerts: %+v", got)
		}
	})
}

// Two replicas storing different batches at once, each taking the account
// over 80 %, send one alert between them.
func TestUsageAlertsConcurrentReplicas(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedCatalog(t, s)
		seedIdentity(t, s, "ann@demo.test", 4001)
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 74001, AccountID: 4001, PackageID: 63, ChangedAt: time.Now()}))
		month := portal.BillingMonthOf(time.Date(2026, 11, 27, 19, 0, 0, 0, pkgZone), pkgZone)
		hour := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
		replicas := []*store.Store{s, storetest.Replica(t, s), storetest.Replica(t, s), storetest.Replica(t, s)}
		errs := make([]error, len(replicas))
		var wg sync.WaitGroup
		for i, r := range replicas {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// Each alone is 81 % of 400 GB.
				_, _, errs[i] = r.AddUsageAndAlert(ctx, []portal.UsageRecord{{ID: fmt.Sprintf("r-%d", i), AccountID: 4001,
					Hour: hour, Down: 324 * portal.BytesPerGB}}, month)
			}()
		}
		wg.Wait()
		for _, err := range errs {
			must(t, err)
		}
		// 4 × 324 GB is over 100 % too: one 80 % alert (if a batch ran
		// alone first) and one 100 % alert at most, never two of a kind.
		got := outboxOf(t, s, portal.MailUsageAlert)
		kinds := map[string]int{}
		for _, m := range got {
			kinds[m.Data["percent"]]++
		}
		if kinds["80"] > 1 || kinds["100"] != 1 {
			t.Fatalf("alerts by threshold: %v", kinds)
		}
	})
}

// The days left in a billing month count today: 30 on the 1st of
// November, 1 on the 30th, in the provider's zone whatever the UTC date.
func TestBillingMonthDaysLeft(t *testing.T) {
	for _, c := range []struct {
		now  time.Time
		want int64
	}{
		{time.Date(2026, 11, 1, 0, 0, 0, 0, pkgZone), 30},
		{time.Date(2026, 11, 30, 23, 59, 0, 0, pkgZone), 1},
		{time.Date(2026, 12, 1, 5, 0, 0, 0, time.UTC), 1}, // 22:00 on November 30 in Edmonton
		{time.Date(2026, 2, 10, 12, 0, 0, 0, pkgZone), 19},
	} {
		m := portal.BillingMonthOf(c.now, pkgZone)
		if got := m.DaysLeft(); got != c.want || m.End != m.Start.AddDate(0, 1, 0) {
			t.Errorf("%v: %d days left (month %v–%v), want %d", c.now, got, m.Start, m.End, c.want)
		}
	}
}
