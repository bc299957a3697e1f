package store_test

import (
	"context"
	"strconv"
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
		month := store.BillingMonthOf(time.Date(2026, 11, 27, 19, 0, 0, 0, pkgZone), pkgZone)
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
		dec := store.BillingMonthOf(time.Date(2026, 12, 2, 12, 0, 0, 0, pkgZone), pkgZone)
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
