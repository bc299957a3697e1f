package demo

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// UsageHistoryMonths is how many whole months of hourly usage the demo has
// before the current one (the calendar shows 100 days).
const UsageHistoryMonths = 3

// SimulateUsageEvery is how often the simulator adds usage to the current hour.
const SimulateUsageEvery = 30 * time.Second

// usageStory is a broadband account's usage in the demo story
// (internet-api.md, Demo data).
type usageStory struct {
	// thisMonth is the current month's usage so far as a share of the total
	// cap; pastMonths the previous months' (oldest first). Capped packages.
	thisMonth  float64
	pastMonths [UsageHistoryMonths]float64
	// gbPerDay is the average use of an unlimited package, and the pace of
	// the live simulation for every account.
	gbPerDay float64
	upShare  float64 // the share of the bytes that go up
}

var demoUsage = map[int64]usageStory{
	AveryMain: {thisMonth: 0.80, pastMonths: [UsageHistoryMonths]float64{0.71, 0.86, 0.77}, gbPerDay: 13, upShare: 0.08},
	DrewHome:  {thisMonth: 1.03, pastMonths: [UsageHistoryMonths]float64{0.93, 0.98, 0.90}, gbPerDay: 12, upShare: 0.06},
	EmeryHome: {gbPerDay: 21, upShare: 0.1},
}

// householdRhythm is a household's share of a day's traffic per local hour:
// quiet nights, a morning bump, evening streaming.
var householdRhythm = [24]float64{.35, .2, .12, .08, .07, .08, .15, .35, .45, .4, .4, .45, .5, .45, .45, .5, .65, .85, 1.1, 1.4, 1.6, 1.55, 1.2, .7}

// weekendFactor is how much more a household uses on Saturdays and Sundays.
const weekendFactor = 1.3

// rhythmWeight is the relative traffic of the hour starting at h (UTC) in
// the zone.
func rhythmWeight(h time.Time, loc *time.Location) float64 {
	l := h.In(loc)
	w := householdRhythm[l.Hour()]
	if wd := l.Weekday(); wd == time.Saturday || wd == time.Sunday {
		w *= weekendFactor
	}
	return w
}

func rhythmPerDay() float64 {
	var sum float64
	for _, w := range householdRhythm {
		sum += w
	}
	return sum
}

// seedUsage adds hourly usage to the broadband accounts it names: the
// UsageHistoryMonths previous months in full and the current month up to
// now, sized to the account's package (seeded just before by
// seedPackages). An account without a package gets none.
func seedUsage(ctx context.Context, s *seeder, a accountSpec) error {
	story, ok := demoUsage[a.ID]
	if !ok {
		return nil
	}
	local := s.now.In(s.loc)
	thisMonth := time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, s.loc)
	plan, err := s.st.BroadbandPlan(ctx, a.ID, thisMonth)
	if errors.Is(err, portal.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("usage: read package: %w", err)
	}
	rng := s.rand(fmt.Sprintf("usage-%d", a.ID))
	var recs []portal.UsageRecord
	for i := UsageHistoryMonths; i >= 0; i-- {
		from := thisMonth.AddDate(0, -i, 0)
		to := from.AddDate(0, 1, 0)
		if i == 0 {
			to = s.now
		}
		var gb float64
		switch {
		case plan.Unlimited():
			gb = story.gbPerDay * (0.85 + 0.3*rng.Float64()) * to.Sub(from).Hours() / 24
		case i == 0:
			gb = story.thisMonth * float64(plan.TotalCapGB())
		default:
			// A past month's cap had no traffic packs of this month.
			gb = story.pastMonths[UsageHistoryMonths-i] * float64(plan.CapGB+plan.LoyaltyGB)
		}
		recs = append(recs, spreadUsage(rng, a.ID, from, to, s.loc, int64(gb*1e9), story.upShare)...)
	}
	if _, _, err := s.st.AddUsage(ctx, recs); err != nil {
		return fmt.Errorf("usage: %w", err)
	}
	return nil
}

// spreadUsage spreads total bytes over the hours from `from` until `to` (the
// hour holding `to` counts for the part of it before `to`) along the
// household rhythm with some noise, as one record per hour.
func spreadUsage(rng *rand.Rand, accountID int64, from, to time.Time, loc *time.Location, total int64, upShare float64) []portal.UsageRecord {
	type hour struct {
		start  time.Time
		weight float64
	}
	var hours []hour
	var sum float64
	first := from.Truncate(time.Hour)
	if first.Before(from) { // zones half an hour off UTC: the first whole hour inside
		first = first.Add(time.Hour)
	}
	for h := first; h.Before(to); h = h.Add(time.Hour) {
		part := 1.0
		if end := h.Add(time.Hour); end.After(to) {
			part = float64(to.Sub(h)) / float64(time.Hour)
		}
		w := rhythmWeight(h, loc) * (0.6 + 0.8*rng.Float64()) * part
		hours = append(hours, hour{h, w})
		sum += w
	}
	if len(hours) == 0 {
		return nil
	}
	if sum == 0 { // the month began a moment ago: it all lands in this hour
		hours[len(hours)-1].weight, sum = 1, 1
	}
	recs := make([]portal.UsageRecord, 0, len(hours))
	var placed int64
	for i, h := range hours {
		bytes := int64(float64(total) * h.weight / sum)
		if i == len(hours)-1 {
			bytes = total - placed // the month's total exactly
		}
		placed += bytes
		up := int64(float64(bytes) * upShare * (0.7 + 0.6*rng.Float64()))
		recs = append(recs, portal.UsageRecord{
			ID: fmt.Sprintf("seed-%d-%d", accountID, h.start.Unix()), AccountID: accountID,
			Hour: h.start.UTC(), Down: bytes - up, Up: up,
		})
	}
	return recs
}

// simulateUsage keeps the current day's usage growing: every
// SimulateUsageEvery it adds a little usage, at the account's daily pace
// and the hour's rhythm, to the current hour of each demo broadband
// account, through the store call the ingest path uses, and opens a hitcap
// warning as ingest does when a capped month is used up.
func simulateUsage(ctx context.Context, st *store.Store, o Options, log *slog.Logger) {
	loc := o.zone()
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x7573616765)) // "usage"
	tick := time.NewTicker(SimulateUsageEvery)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-tick.C:
			n, err := simulateUsageOnce(ctx, st, loc, now, rng)
			if err != nil && ctx.Err() == nil {
				log.DebugContext(ctx, "demo usage simulation", "err", err)
				continue
			}
			log.DebugContext(ctx, "demo usage simulation", "records", n)
		}
	}
}

// simulateUsageOnce adds one SimulateUsageEvery's worth of usage at now and
// returns how many records it stored. Accounts without a package (a store
// that was not seeded, or changed since) are skipped.
func simulateUsageOnce(ctx context.Context, st *store.Store, loc *time.Location, now time.Time, rng *rand.Rand) (int, error) {
	local := now.In(loc)
	monthStart := time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, loc)
	monthEnd := monthStart.AddDate(0, 1, 0)
	hour := now.Truncate(time.Hour)
	perTick := float64(SimulateUsageEvery) / float64(24*time.Hour)
	var recs []portal.UsageRecord
	for _, id := range []int64{AveryMain, DrewHome, EmeryHome} {
		story := demoUsage[id]
		if _, err := st.BroadbandPlan(ctx, id, monthStart); err != nil {
			if errors.Is(err, portal.ErrNoRows) {
				continue
			}
			return 0, err
		}
		// The day's bytes × this hour's share of the day × one tick's share of an hour.
		bytes := story.gbPerDay * 1e9 * rhythmWeight(hour, loc) / rhythmPerDay() * 24 * perTick * (0.5 + rng.Float64())
		up := int64(bytes * story.upShare)
		recs = append(recs, portal.UsageRecord{ID: fmt.Sprintf("sim-%d-%d", id, now.UnixMilli()), AccountID: id,
			Hour: hour.UTC(), Down: int64(bytes) - up, Up: up})
	}
	if len(recs) == 0 {
		return 0, nil
	}
	// The simulated usage is the network's: it sends the usage alerts the
	// ingest would, in the same transaction.
	accepted, _, err := st.AddUsageAndAlert(ctx, recs, portal.BillingMonthOf(now, loc))
	if err != nil {
		return 0, err
	}
	warning := i18n.HitCapWarning(monthEnd)
	for _, r := range recs {
		if _, err := st.WarnIfOverCap(ctx, r.AccountID, monthStart, monthEnd, warning); err != nil {
			return accepted, err
		}
	}
	return accepted, nil
}
