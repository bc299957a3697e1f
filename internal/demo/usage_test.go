package demo

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// The demo usage matches the story: avery at about 80 % of the total cap,
// drew over it (about 103 %), emery unlimited with some usage; three whole
// months before this one; nothing in the future; evenings and weekends
// heavier; the same on both engines.
// covers: NET-013, NET-016, NET-017, NET-018, NET-036, NET-045
func TestSeedUsage(t *testing.T) {
	ctx := context.Background()
	totals := map[string]map[int64]portal.UsageTotals{}
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			st, _ := seeded(t, e)
			o := testOptions()
			loc, _ := time.LoadLocation(DefaultLocation)
			local := o.Now.In(loc)
			month := time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, loc)
			totals[e.Name] = map[int64]portal.UsageTotals{}
			for id, want := range map[int64]float64{AveryMain: 0.80, DrewHome: 1.03, EmeryHome: 0} {
				plan, err := st.BroadbandPlan(ctx, id, month)
				if err != nil {
					t.Fatalf("#%d plan: %v", id, err)
				}
				used, err := st.UsageBetween(ctx, id, month, month.AddDate(0, 1, 0))
				if err != nil {
					t.Fatal(err)
				}
				totals[e.Name][id] = used
				if want == 0 {
					if !plan.Unlimited() || used.Down+used.Up == 0 || used.Up == 0 {
						t.Fatalf("#%d: unlimited %v, used %+v", id, plan.Unlimited(), used)
					}
				} else if share := float64(used.Down+used.Up) / float64(plan.TotalCapGB()*1e9); math.Abs(share-want) > 0.002 {
					t.Fatalf("#%d uses %.4f of its total cap, want %.2f", id, share, want)
				}
				for i := 1; i <= UsageHistoryMonths; i++ {
					u, err := st.UsageBetween(ctx, id, month.AddDate(0, -i, 0), month.AddDate(0, -i+1, 0))
					if err != nil {
						t.Fatal(err)
					}
					if u.Down < 100e9 {
						t.Fatalf("#%d: %d months back has only %+v", id, i, u)
					}
				}
				before, _ := st.UsageBetween(ctx, id, time.Unix(0, 0), month.AddDate(0, -UsageHistoryMonths, 0))
				future, _ := st.UsageBetween(ctx, id, o.Now.Truncate(time.Hour).Add(time.Hour), o.Now.AddDate(1, 0, 0))
				if before != (portal.UsageTotals{}) || future != (portal.UsageTotals{}) {
					t.Fatalf("#%d: usage before the history %+v or in the future %+v", id, before, future)
				}
			}
			// Daily rhythm over last month: 20:00 against 03:00, weekends
			// against weekdays.
			var evening, night, weekend, weekday int64
			var weekends, weekdays int64
			for d := month.AddDate(0, -1, 0); d.Before(month); d = d.AddDate(0, 0, 1) {
				down, up, err := st.UsageDayHours(ctx, AveryMain, d)
				if err != nil {
					t.Fatal(err)
				}
				evening += down[20] + up[20]
				night += down[3] + up[3]
				var day int64
				for h := range 24 {
					day += down[h] + up[h]
				}
				if wd := d.Weekday(); wd == time.Saturday || wd == time.Sunday {
					weekend += day
					weekends++
				} else {
					weekday += day
					weekdays++
				}
			}
			if evening < 8*night {
				t.Fatalf("evenings (%d) are not much heavier than nights (%d)", evening, night)
			}
			if float64(weekend)/float64(weekends) < 1.1*float64(weekday)/float64(weekdays) {
				t.Fatalf("weekend days average %d, weekdays %d", weekend/weekends, weekday/weekdays)
			}
			if u, _ := st.UsageBetween(ctx, AveryFarm, time.Unix(0, 0), o.Now.AddDate(1, 0, 0)); u != (portal.UsageTotals{}) {
				t.Fatalf("an account without broadband has usage %+v", u)
			}
		})
	}
	if len(totals) == 2 && !mapsEqual(totals["sqlite"], totals["postgres"]) {
		t.Fatalf("the engines got different usage: %v / %v", totals["sqlite"], totals["postgres"])
	}
}

func mapsEqual(a, b map[int64]portal.UsageTotals) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// The simulator adds to the current hour of each demo broadband account
// through AddUsage, once per tick, and opens no second hitcap warning on
// drew's account.
// covers: NET-015, NET-018
func TestSimulateUsageOnce(t *testing.T) {
	ctx := context.Background()
	st, _ := seeded(t, storetest.Engines()[0])
	o := testOptions()
	loc, _ := time.LoadLocation(DefaultLocation)
	now := o.Now.Add(time.Minute)
	hour := now.Truncate(time.Hour)
	before := map[int64]int64{}
	for _, id := range []int64{AveryMain, DrewHome, EmeryHome} {
		u, _ := st.UsageBetween(ctx, id, hour, hour.Add(time.Hour))
		before[id] = u.Down + u.Up
	}
	rng := rand.New(rand.NewPCG(1, 2))
	n, err := simulateUsageOnce(ctx, st, loc, now, rng)
	if err != nil || n != 3 {
		t.Fatalf("one tick stored %d records (%v), want 3", n, err)
	}
	for _, id := range []int64{AveryMain, DrewHome, EmeryHome} {
		u, _ := st.UsageBetween(ctx, id, hour, hour.Add(time.Hour))
		// A tick at 09:31 is half a minute of a morning hour: some MB, not GB.
		if grown := u.Down + u.Up - before[id]; grown < 1e6 || grown > 1e9 {
			t.Fatalf("#%d grew by %d bytes", id, grown)
		}
	}
	if n, err := simulateUsageOnce(ctx, st, loc, now, rng); err != nil || n != 0 {
		t.Fatalf("the same tick again stored %d (%v)", n, err)
	}
	ws, err := st.OpenWarnings(ctx, []int64{DrewHome, AveryMain})
	if err != nil {
		t.Fatal(err)
	}
	hitcaps := map[int64]int{}
	for _, w := range ws {
		if w.Type == portal.WarningHitCap {
			hitcaps[w.AccountID]++
		}
	}
	if hitcaps[DrewHome] != 1 || hitcaps[AveryMain] != 0 {
		t.Fatalf("hitcap warnings after simulating: %v", hitcaps)
	}
	// A store without the demo accounts: nothing to do, no error.
	empty := storetest.SQLite(t)
	if n, err := simulateUsageOnce(ctx, empty, loc, now, rng); err != nil || n != 0 {
		t.Fatalf("empty store: %d %v", n, err)
	}
}
