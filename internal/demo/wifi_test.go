package demo

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"myaccount/internal/internet"
	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// A device's 24-hour chart (cpegraphs, its hourly traffic) has data up to
// now: the seeded traffic reaches the seeding time, and the simulator
// carries it on, back-filling the hours the server was down. Before, the
// seed stopped at the last whole hour and nothing added device traffic, so
// the chart fell to zero from the seeding time on.
//
// covers: MISC-022, MISC-023
func TestWifiTrafficReachesNow(t *testing.T) {
	ctx := context.Background()
	st, _ := seeded(t, storetest.Engines()[0])
	seededAt := testOptions().Now
	now := seededAt
	st.Now = func() time.Time { return now }
	router := internet.NewRouter(st, portal.Clock{Now: func() time.Time { return now }})
	// series sums avery's devices' download rates per point time.
	series := func() map[int64]float64 {
		t.Helper()
		devices, err := st.WifiDevices(ctx, AveryMain)
		if err != nil || len(devices) == 0 {
			t.Fatalf("devices %v %v", devices, err)
		}
		sum := map[int64]float64{}
		for _, d := range devices {
			data, err := router.Graph(ctx, AveryMain, "wifi."+d.MAC+".if_octets.rx", now.Add(-24*time.Hour))
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range data {
				sum[int64(p[1])] += p[0]
			}
		}
		return sum
	}

	if rate := series()[seededAt.Unix()]; rate <= 0 {
		t.Fatalf("right after seeding, the current hour up to now has no traffic (%v B/s)", rate)
	}

	// Three hours later, the server down meanwhile: the simulator resumes at
	// the end of the seeding hour and fills every hour since, the current
	// one up to now.
	now = seededAt.Add(3 * time.Hour)
	from, err := wifiResumeFrom(ctx, st, AveryMain, now)
	if want := seededAt.Truncate(time.Hour).Add(time.Hour); err != nil || !from.Equal(want) {
		t.Fatalf("resumes at %v (%v), want %v", from, err, want)
	}
	loc, _ := time.LoadLocation(DefaultLocation)
	if err := addWifiTraffic(ctx, st, rand.New(rand.NewPCG(1, 2)), loc, AveryMain, from, now); err != nil {
		t.Fatal(err)
	}
	sum := series()
	for at := from.Add(time.Hour); !at.After(now); at = at.Add(time.Hour) {
		if sum[at.Unix()] <= 0 {
			t.Errorf("no traffic in the hour ending %v", at)
		}
	}
	if sum[now.Unix()] <= 0 {
		t.Errorf("no traffic in the current hour up to %v", now)
	}
	// Right after, the simulator has nothing to back-fill.
	if from, err := wifiResumeFrom(ctx, st, AveryMain, now); err != nil || !from.Equal(now) {
		t.Fatalf("resumes at %v (%v), want now %v", from, err, now)
	}
}
