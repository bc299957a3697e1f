package demo

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"testing"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
	"myaccount/internal/store/storetest"
)

// The internet area's demo data: Wi-Fi settings the portal itself would
// accept, the survey state of internet-api.md's table, and 24 hours of
// believable router counters for avery.
//
// covers: NET-022, NET-080, MISC-021, MISC-023
func TestSeedInternet(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st, _ := seeded(t, e)
			now := testOptions().Now

			for _, id := range []int64{AveryMain, DrewHome} {
				w, err := st.WifiSettings(ctx, id)
				if err != nil {
					t.Fatalf("#%d wifi: %v", id, err)
				}
				res, err := schema.Validate(schema.WifiSettings(i18n.English), map[string]any{"wifi_enabled": w.WifiEnabled, "wifi_ssid": w.WifiSSID,
					"wifi_password": w.WifiPassword, "guest_enabled": w.GuestEnabled, "guest_ssid": w.GuestSSID, "guest_password": w.GuestPassword}, schema.Options{})
				if err != nil || w.GuestSSID == w.WifiSSID {
					t.Fatalf("#%d wifi settings the portal would refuse: %+v (%s)", id, w, res.Message())
				}
				if w.GuestEnabled != (id == AveryMain) {
					t.Fatalf("#%d guest network %v", id, w.GuestEnabled)
				}
			}
			if _, err := st.WifiSettings(ctx, EmeryHome); !errors.Is(err, portal.ErrNoRows) {
				t.Fatalf("emery has Wi-Fi settings: %v", err)
			}

			r, err := st.LatestRating(ctx, AveryMain)
			if err != nil || now.Sub(r.At) != 40*24*time.Hour || r.Rate < 1 || r.Rate > 10 {
				t.Fatalf("avery's rating %+v (%v)", r, err)
			}
			if r, err := st.LatestRating(ctx, EmeryHome); err != nil || now.Sub(r.At) >= 180*24*time.Hour {
				t.Fatalf("emery's rating %+v (%v)", r, err)
			}
			if _, err := st.LatestRating(ctx, DrewHome); !errors.Is(err, portal.ErrNoRows) {
				t.Fatalf("drew answered: %v", err)
			}

			samples, err := st.CPESamples(ctx, AveryMain, now.Add(-25*time.Hour), now)
			if err != nil {
				t.Fatal(err)
			}
			if len(samples) != 24*12+1 || !samples[len(samples)-1].At.Equal(now) || samples[0].At.Before(now.Add(-24*time.Hour)) {
				t.Fatalf("%d samples from %v to %v", len(samples), samples[0].At, samples[len(samples)-1].At)
			}
			checkCounters(t, samples, 20e3, 6e6)
			for _, id := range []int64{DrewHome, EmeryHome, AveryFarm} {
				if _, err := st.LatestCPESample(ctx, id); !errors.Is(err, portal.ErrNoRows) {
					t.Fatalf("#%d has router counters: %v", id, err)
				}
			}
		})
	}
}

// checkCounters asserts the counters only grow, at download rates within
// [lo, hi] bytes per second, with upload a fraction of download.
func checkCounters(t *testing.T, samples []portal.CPESample, lo, hi float64) {
	t.Helper()
	for i := 1; i < len(samples); i++ {
		a, b := samples[i-1], samples[i]
		dt := b.At.Sub(a.At).Seconds()
		if dt <= 0 {
			t.Fatalf("samples %d and %d not in time order", i-1, i)
		}
		rx, tx := float64(b.RxBytes-a.RxBytes)/dt, float64(b.TxBytes-a.TxBytes)/dt
		if rx < lo || rx > hi || tx < 0 || tx > rx {
			t.Fatalf("sample %d at %v: rx %.0f B/s, tx %.0f B/s", i, b.At, rx, tx)
		}
	}
}

// The simulator continues avery's counters every second, back-fills the
// hours the server was down, and thins its per-second samples.
//
// covers: MISC-018, MISC-019
func TestSimulateCPE(t *testing.T) {
	st := storetest.SQLite(t)
	o := testOptions()
	o.Now = time.Now().Add(-3 * time.Hour) // the router's last sample, then the server was down for 3 hours
	bg := context.Background()
	for _, err := range []error{
		st.PutAccount(bg, portal.Account{ID: AveryMain, Name: "Avery Fields"}),
		st.SetServiceFlags(bg, AveryMain, portal.ServiceFlags{HasBroadband: true, HasWiFi: true, HasRouter: true}),
		st.PutAccount(bg, portal.Account{ID: DrewHome, Name: "Drew Okafor"}),
		st.SetServiceFlags(bg, DrewHome, portal.ServiceFlags{HasBroadband: true, HasWiFi: true}),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := st.AddCPESamples(bg, []portal.CPESample{{ID: "seed-1", AccountID: AveryMain, At: o.Now, RxBytes: 5e12, TxBytes: 4e11}}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		simulateCPE(ctx, st, o, slog.New(slog.DiscardHandler))
	}()
	deadline := time.Now().Add(20 * time.Second)
	var live []portal.CPESample
	for time.Now().Before(deadline) {
		time.Sleep(200 * time.Millisecond)
		var err error
		live, err = st.CPESamples(context.Background(), AveryMain, time.Now().Add(-10*time.Second), time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if len(live) >= 3 {
			break
		}
	}
	cancel()
	wg.Wait()
	if len(live) < 3 {
		t.Fatalf("only %d samples in the last 10 s", len(live))
	}
	checkCounters(t, live, 200e3, 20e6)
	all, err := st.CPESamples(context.Background(), AveryMain, time.Now().Add(-27*time.Hour), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	checkCounters(t, all, 20e3, 20e6)
	// The 3 hours without a server are back-filled with 5-minute samples.
	gapStart := o.Now
	var inGap int
	for _, s := range all {
		if s.At.After(gapStart) && s.At.Before(time.Now().Add(-time.Minute)) {
			inGap++
		}
	}
	if inGap < 3*12-2 || inGap > 3*12+2 {
		t.Fatalf("%d samples in the 3-hour gap, want one every 5 minutes", inGap)
	}
	if _, err := st.LatestCPESample(bg, DrewHome); !errors.Is(err, portal.ErrNoRows) {
		t.Fatalf("a router-less account got counters: %v", err)
	}
	// Thinning keeps the 5-minute samples and drops old per-second ones.
	if n, err := st.DeleteCPESamples(context.Background(), AveryMain, "sim-", time.Now().Add(-10*time.Minute)); err != nil || n < 30 {
		t.Fatalf("back-filled samples are not kept as 5-minute history: %d (%v)", n, err)
	}
}
