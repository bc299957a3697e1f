package store_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/store"
)

func edmonton(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("America/Edmonton")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func usageAccounts(t *testing.T, s *store.Store, ids ...int64) {
	t.Helper()
	for _, id := range ids {
		must(t, s.PutAccount(context.Background(), portal.Account{ID: id, Name: fmt.Sprintf("Account %d", id)}))
	}
}

// covers: NET-012, NET-036
func TestAddUsageIdempotent(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		usageAccounts(t, s, 1001, 2001)
		h := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
		batch := []portal.UsageRecord{
			{ID: "r1", AccountID: 1001, Hour: h, Down: 100, Up: 10},
			{ID: "r2", AccountID: 1001, Hour: h, Down: 50, Up: 5},
			{ID: "r3", AccountID: 1001, Hour: h.Add(time.Hour), Down: 7, Up: 1},
			{ID: "r1", AccountID: 1001, Hour: h, Down: 100, Up: 10}, // the same record again in the batch
			{ID: "b1", AccountID: 2001, Hour: h, Down: 1000, Up: 0},
		}
		acc, dup, err := s.AddUsage(ctx, batch)
		must(t, err)
		if acc != 4 || dup != 1 {
			t.Fatalf("first batch: accepted %d duplicates %d, want 4 and 1", acc, dup)
		}
		acc, dup, err = s.AddUsage(ctx, batch)
		must(t, err)
		if acc != 0 || dup != 5 {
			t.Fatalf("batch sent again: accepted %d duplicates %d, want 0 and 5", acc, dup)
		}
		// A record id is unique forever, whatever account a resend names.
		acc, dup, err = s.AddUsage(ctx, []portal.UsageRecord{{ID: "r3", AccountID: 2001, Hour: h, Down: 9, Up: 9}, {ID: "r4", AccountID: 1001, Hour: h, Down: 1, Up: 1}})
		must(t, err)
		if acc != 1 || dup != 1 {
			t.Fatalf("mixed batch: accepted %d duplicates %d", acc, dup)
		}
		u, err := s.UsageBetween(ctx, 1001, h, h.Add(2*time.Hour))
		must(t, err)
		if u != (portal.UsageTotals{Down: 158, Up: 17}) {
			t.Fatalf("1001 usage = %+v, want 158/17", u)
		}
		u, err = s.UsageBetween(ctx, 1001, h.Add(time.Hour), h.Add(2*time.Hour))
		must(t, err)
		if u != (portal.UsageTotals{Down: 7, Up: 1}) {
			t.Fatalf("range [from,to) = %+v, want only the second hour", u)
		}
		u, err = s.UsageBetween(ctx, 2001, h, h.Add(time.Hour))
		must(t, err)
		if u != (portal.UsageTotals{Down: 1000}) {
			t.Fatalf("2001 usage = %+v", u)
		}
		u, err = s.UsageBetween(ctx, 3001, h, h.Add(time.Hour))
		must(t, err)
		if u != (portal.UsageTotals{}) {
			t.Fatalf("no usage = %+v", u)
		}
	})
}

// A batch that fails stores nothing: neither bytes nor record ids.
// covers: NET-012
func TestAddUsageAtomic(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		usageAccounts(t, s, 1001)
		h := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
		good := portal.UsageRecord{ID: "good", AccountID: 1001, Hour: h, Down: 5, Up: 5}
		if _, _, err := s.AddUsage(ctx, []portal.UsageRecord{good, {ID: "ghost", AccountID: 9999, Hour: h, Down: 1}}); err == nil {
			t.Fatal("a record of an unknown account was stored")
		}
		if _, _, err := s.AddUsage(ctx, []portal.UsageRecord{good, {ID: "half", AccountID: 1001, Hour: h.Add(30 * time.Minute)}}); err == nil {
			t.Fatal("a record not on a whole hour was stored")
		}
		if _, _, err := s.AddUsage(ctx, []portal.UsageRecord{good, {ID: "neg", AccountID: 1001, Hour: h, Down: -1}}); err == nil {
			t.Fatal("negative bytes were stored")
		}
		u, err := s.UsageBetween(ctx, 1001, h, h.Add(time.Hour))
		must(t, err)
		if u != (portal.UsageTotals{}) {
			t.Fatalf("a refused batch left %+v", u)
		}
		acc, dup, err := s.AddUsage(ctx, []portal.UsageRecord{good})
		must(t, err)
		if acc != 1 || dup != 0 {
			t.Fatalf("the good record after refused batches: accepted %d duplicates %d", acc, dup)
		}
	})
}

// Batches larger than one statement's rows are split and still counted right.
// covers: NET-036
func TestAddUsageLargeBatch(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		usageAccounts(t, s, 1001)
		start := time.Date(2026, 8, 1, 0, 0, 0, 0, time.UTC)
		var batch []portal.UsageRecord
		for i := range 1300 {
			// two records per hour, so buckets and records are chunked differently
			batch = append(batch, portal.UsageRecord{ID: fmt.Sprintf("big-%d", i), AccountID: 1001, Hour: start.Add(time.Duration(i/2) * time.Hour), Down: 1000, Up: 1})
		}
		acc, dup, err := s.AddUsage(ctx, batch)
		must(t, err)
		if acc != 1300 || dup != 0 {
			t.Fatalf("accepted %d duplicates %d", acc, dup)
		}
		u, err := s.UsageBetween(ctx, 1001, start, start.Add(1000*time.Hour))
		must(t, err)
		if u.Down != 1_300_000 || u.Up != 1300 {
			t.Fatalf("usage = %+v", u)
		}
		acc, dup, err = s.AddUsage(ctx, batch[600:])
		must(t, err)
		if acc != 0 || dup != 700 {
			t.Fatalf("resend: accepted %d duplicates %d", acc, dup)
		}
	})
}

// Days are the provider's local days: the DST days have 25 and 23 hours.
// covers: NET-036, NET-045
func TestUsageByDayLocalDST(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		loc := edmonton(t)
		usageAccounts(t, s, 1001, 2001)
		var batch []portal.UsageRecord
		add := func(from, to time.Time) {
			for h := from; h.Before(to); h = h.Add(time.Hour) {
				batch = append(batch, portal.UsageRecord{ID: fmt.Sprintf("h-%d", h.Unix()), AccountID: 1001, Hour: h.UTC(), Down: 10, Up: 1})
			}
		}
		// Every hour from 6 to 9 March (DST starts on the 8th) and from
		// 30 October to 3 November (DST ends on 1 November).
		add(time.Date(2026, 3, 6, 0, 0, 0, 0, loc), time.Date(2026, 3, 10, 0, 0, 0, 0, loc))
		add(time.Date(2026, 10, 30, 0, 0, 0, 0, loc), time.Date(2026, 11, 3, 0, 0, 0, 0, loc))
		batch = append(batch, portal.UsageRecord{ID: "other", AccountID: 2001, Hour: time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC), Down: 99})
		_, _, err := s.AddUsage(ctx, batch)
		must(t, err)

		days, err := s.UsageByDay(ctx, 1001, time.Date(2026, 3, 1, 0, 0, 0, 0, loc), time.Date(2026, 11, 2, 0, 0, 0, 0, loc))
		must(t, err)
		type day struct {
			m        time.Month
			d        int
			down, up int64
		}
		want := []day{
			{3, 6, 240, 24}, {3, 7, 240, 24}, {3, 8, 230, 23}, {3, 9, 240, 24},
			{10, 30, 240, 24}, {10, 31, 240, 24}, {11, 1, 250, 25},
		}
		if len(days) != len(want) {
			t.Fatalf("days = %+v", days)
		}
		for i, w := range want {
			g := days[i]
			if g.Year != 2026 || g.Month != w.m || g.Day != w.d || g.Down != w.down || g.Up != w.up {
				t.Fatalf("day %d = %+v, want %+v", i, g, w)
			}
		}
		// One zone offset only (no transition in range), in another zone.
		tokyo := time.FixedZone("JST", 9*3600)
		days, err = s.UsageByDay(ctx, 1001, time.Date(2026, 11, 1, 0, 0, 0, 0, tokyo), time.Date(2026, 11, 4, 0, 0, 0, 0, tokyo))
		must(t, err)
		// 1 Nov 00:00 Tokyo is 31 Oct 15:00 UTC (09:00 Edmonton MDT): the hours
		// until 3 Nov 07:00 UTC (the last stored hour ends 3 Nov 07:00 UTC).
		var total int64
		for _, d := range days {
			total += d.Down
		}
		from := time.Date(2026, 11, 1, 0, 0, 0, 0, tokyo)
		wantHours := int64(time.Date(2026, 11, 3, 0, 0, 0, 0, loc).Sub(from) / time.Hour)
		if total != 10*wantHours || days[0].Month != 11 || days[0].Day != 1 {
			t.Fatalf("tokyo days = %+v (total %d, want %d)", days, total, 10*wantHours)
		}
		days, err = s.UsageByDay(ctx, 3001, time.Date(2026, 3, 1, 0, 0, 0, 0, loc), time.Date(2026, 11, 2, 0, 0, 0, 0, loc))
		must(t, err)
		if len(days) != 0 {
			t.Fatalf("an account without usage has days %+v", days)
		}
	})
}

// covers: NET-038
func TestUsageDayHoursDST(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		loc := edmonton(t)
		usageAccounts(t, s, 1001)
		var batch []portal.UsageRecord
		// Each hour's down bytes are its number in the run, so the slots show
		// which hours landed where.
		from := time.Date(2026, 10, 31, 22, 0, 0, 0, loc)
		for i, h := 0, from; i < 30; i, h = i+1, h.Add(time.Hour) {
			batch = append(batch, portal.UsageRecord{ID: fmt.Sprintf("n-%d", i), AccountID: 1001, Hour: h.UTC(), Down: int64(1) << i, Up: 1})
		}
		spring := time.Date(2026, 3, 8, 0, 0, 0, 0, loc)
		for i, h := 0, spring; i < 23; i, h = i+1, h.Add(time.Hour) {
			batch = append(batch, portal.UsageRecord{ID: fmt.Sprintf("s-%d", i), AccountID: 1001, Hour: h.UTC(), Down: 100, Up: 2})
		}
		_, _, err := s.AddUsage(ctx, batch)
		must(t, err)

		down, up, err := s.UsageDayHours(ctx, 1001, time.Date(2026, 11, 1, 0, 0, 0, 0, loc))
		must(t, err)
		// Run hour 2 is 00:00 on 1 Nov; 01:00 MDT (3) and 01:00 MST (4) fold
		// into slot 1; then 02:00 (5) … 23:00 (26).
		if down[0] != 1<<2 || down[1] != 1<<3|1<<4 || down[2] != 1<<5 || down[23] != 1<<26 || up[1] != 2 || up[0] != 1 {
			t.Fatalf("fall-back day: down %v up %v", down, up)
		}
		var sum int64
		for _, v := range up {
			sum += v
		}
		if sum != 25 {
			t.Fatalf("fall-back day holds %d hours, want 25", sum)
		}
		down, up, err = s.UsageDayHours(ctx, 1001, spring)
		must(t, err)
		for h := range 24 {
			want := int64(100)
			if h == 2 {
				want = 0 // 02:00 does not exist that day
			}
			if down[h] != want || (want > 0) != (up[h] == 2) {
				t.Fatalf("spring day slot %d = %d/%d: %v", h, down[h], up[h], down)
			}
		}
		down, _, err = s.UsageDayHours(ctx, 1001, time.Date(2026, 11, 5, 0, 0, 0, 0, loc))
		must(t, err)
		if down != [24]int64{} {
			t.Fatalf("empty day = %v", down)
		}
	})
}

// covers: NET-012
func TestExistingAccounts(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		usageAccounts(t, s, 1001, 2001)
		got, err := s.ExistingAccounts(context.Background(), []int64{1001, 9999, 2001})
		must(t, err)
		if !got[1001] || !got[2001] || got[9999] || len(got) != 2 {
			t.Fatalf("existing = %v", got)
		}
	})
}

// Without a broadband package there is no cap to reach.
// covers: NET-018
func TestWarnIfOverCapWithoutPackage(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		usageAccounts(t, s, 1002)
		m := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
		_, _, err := s.AddUsage(ctx, []portal.UsageRecord{{ID: "x", AccountID: 1002, Hour: m, Down: 5e12}})
		must(t, err)
		added, err := s.WarnIfOverCap(ctx, 1002, m, m.AddDate(0, 1, 0), portal.AccountWarning{Title: "t", Body: "b"})
		must(t, err)
		ws, err := s.OpenWarnings(ctx, []int64{1002})
		must(t, err)
		if added || len(ws) != 0 {
			t.Fatalf("warning added without a package: %v %v", added, ws)
		}
	})
}

// Batches racing each other with the same records in opposite orders store
// each record once and do not deadlock.
// covers: NET-012
func TestAddUsageConcurrent(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		usageAccounts(t, s, 1001, 2001)
		h := time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)
		var batch []portal.UsageRecord
		for i := range 300 {
			batch = append(batch, portal.UsageRecord{ID: fmt.Sprintf("c-%03d", i), AccountID: 1001 + int64(i%2)*1000, Hour: h.Add(time.Duration(i%7) * time.Hour), Down: 10, Up: 1})
		}
		reversed := make([]portal.UsageRecord, len(batch))
		for i, r := range batch {
			reversed[len(batch)-1-i] = r
		}
		var wg sync.WaitGroup
		accepted := make([]int, 4)
		errs := make([]error, 4)
		for g := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				b := batch
				if g%2 == 1 {
					b = reversed
				}
				accepted[g], _, errs[g] = s.AddUsage(ctx, b)
			}()
		}
		wg.Wait()
		total := 0
		for g := range 4 {
			must(t, errs[g])
			total += accepted[g]
		}
		a, err := s.UsageBetween(ctx, 1001, h, h.Add(24*time.Hour))
		must(t, err)
		b, err := s.UsageBetween(ctx, 2001, h, h.Add(24*time.Hour))
		must(t, err)
		if total != 300 || a.Down+b.Down != 3000 || a.Up+b.Up != 300 {
			t.Fatalf("accepted %d in all, stored %+v and %+v", total, a, b)
		}
	})
}

// The hitcap warning follows the state, not a one-shot flag: over the cap
// without Unlimited mode it is open, Unlimited mode on closes it, off again
// opens it again, and a bigger cap or a new month closes it.
// covers: NET-087, NET-089, PLAT-053
func TestSyncHitCapFollowsState(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedCatalog(t, s)
		seedIdentity(t, s, "h@demo.test", 4001, 1003)
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 74001, AccountID: 4001, PackageID: 61, ChangedAt: time.Now()}))
		nov := time.Date(2026, 11, 1, 0, 0, 0, 0, pkgZone)
		dec := nov.AddDate(0, 1, 0)
		w := i18n.HitCapWarning(dec)
		sync := func(when string, start time.Time, want bool) {
			t.Helper()
			open, err := s.SyncHitCap(ctx, 4001, start, start.AddDate(0, 1, 0), w)
			must(t, err)
			if open != want || openHitCaps(t, s, 4001) != map[bool]int{true: 1, false: 0}[want] {
				t.Fatalf("%s: open = %v (%d stored), want %v", when, open, openHitCaps(t, s, 4001), want)
			}
		}

		addUsageGB(t, s, 4001, nov.Add(time.Hour), 399) // cap 400
		sync("under the cap", nov, false)
		addUsageGB(t, s, 4001, nov.Add(2*time.Hour), 1)
		sync("at the cap", nov, true)
		first, err := s.OpenWarnings(ctx, []int64{4001})
		must(t, err)
		sync("read again", nov, true)
		if again, _ := s.OpenWarnings(ctx, []int64{4001}); again[0].ID != first[0].ID {
			t.Fatalf("a warning that still holds changed: %+v then %+v", first, again)
		}
		if first[0].Title != w.Title || first[0].Body != w.Body || first[0].Clearable {
			t.Fatalf("stored warning = %+v", first[0])
		}

		must(t, s.SetSlowdown(ctx, 4001, true, nov.AddDate(0, 0, 10)))
		sync("Unlimited mode on", nov, false)
		must(t, s.SetSlowdown(ctx, 4001, false, nov.AddDate(0, 0, 11)))
		sync("Unlimited mode off again", nov, true)
		must(t, s.SetSlowdown(ctx, 4001, true, nov.AddDate(0, 0, 12)))
		must(t, s.SetSlowdown(ctx, 4001, false, nov.AddDate(0, 0, 13)))
		sync("on and off twice", nov, true)

		// A new month starts from zero usage (and Turbo Mode).
		sync("December", dec, false)
		sync("back in November's state", nov, true)
		// A bigger cap (a traffic pack) puts the usage under it.
		must(t, s.BuyTrafficPack(ctx, portal.TrafficPack{AccountID: 4001, GB: 50, PriceCents: 1000,
			ChargeDescription: portal.Literal("Traffic pack"), At: nov.AddDate(0, 0, 14), MonthStart: nov}))
		sync("after a traffic pack", nov, false)

		// No broadband package: no cap to reach, nothing stored.
		open, err := s.SyncHitCap(ctx, 1003, nov, dec, w)
		must(t, err)
		if ws, _ := s.OpenWarnings(ctx, []int64{1003}); open || len(ws) != 0 {
			t.Fatalf("account without broadband: %v %+v", open, ws)
		}
	})
}
