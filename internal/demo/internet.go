package demo

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"math/rand/v2"
	"strconv"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// Demo Wi-Fi settings (internet-api.md, Demo data): avery has a guest
// network on, drew has none.
var demoWifi = map[int64]portal.WifiSettings{
	AveryMain: {WifiEnabled: true, WifiSSID: "Fields-Home", WifiPassword: "maple-canoe-4718",
		GuestEnabled: true, GuestSSID: "Fields-Guest", GuestPassword: "welcome-friends-26"},
	DrewHome: {WifiEnabled: true, WifiSSID: "OKAFOR-5G", WifiPassword: "respawn-Lobby-93",
		GuestSSID: "OKAFOR-Guest", GuestPassword: "guest-pass-2026"},
}

// demoRatings are the survey answers: avery answered 40 days ago, emery
// earlier this year; both within 180 days, so neither is asked again.
// drew has none and sees the survey on the Dashboard (drew lands on
// Important, so the modal never covers another login's landing page).
var demoRatings = map[int64]struct {
	daysAgo int
	rating  portal.Rating
}{
	AveryMain: {40, portal.Rating{Rate: 9, Options: "speed reliability", Comment: "Fast and steady since the fibre install."}},
	EmeryHome: {95, portal.Rating{Rate: 7, Options: "price support", Comment: "Unlimited is great; evenings could be faster."}},
}

// seedInternet adds Wi-Fi settings, rating surveys and router counters to
// the accounts it names.
func seedInternet(ctx context.Context, s *seeder, a accountSpec) error {
	if w, ok := demoWifi[a.ID]; ok {
		w.AccountID = a.ID
		if err := s.st.PutWifiSettings(ctx, w); err != nil {
			return fmt.Errorf("wifi settings: %w", err)
		}
	}
	if r, ok := demoRatings[a.ID]; ok {
		rating := r.rating
		rating.AccountID = a.ID
		rating.At = s.now.Add(-time.Duration(r.daysAgo) * 24 * time.Hour)
		if err := s.st.AddRating(ctx, rating); err != nil {
			return fmt.Errorf("rating: %w", err)
		}
	}
	if a.flags.HasRouter {
		if err := s.st.SetRouterDeviceID(ctx, a.ID, DeviceID(a.ID)); err != nil {
			return fmt.Errorf("router device id: %w", err)
		}
		rng := s.rand("cpe-" + strconv.FormatInt(a.ID, 10))
		start := cpeCounters{rx: 1_700_000_000_000 + rng.Int64N(300_000_000_000), tx: 140_000_000_000 + rng.Int64N(40_000_000_000)}
		samples, _ := cpeHistory(rng, a.ID, "seed-", start, s.now.Add(-24*time.Hour-5*time.Minute), s.now, s.loc)
		if _, _, err := s.st.AddCPESamples(ctx, samples); err != nil {
			return fmt.Errorf("router counters: %w", err)
		}
	}
	return nil
}

// cpeProfile is a household's typical download rate (bytes per second) in
// each local hour: quiet at night, busy in the evening.
var cpeProfile = [24]float64{
	90e3, 60e3, 50e3, 45e3, 45e3, 50e3, 150e3, 450e3, 500e3, 350e3, 300e3, 320e3,
	420e3, 350e3, 330e3, 380e3, 600e3, 1.1e6, 1.8e6, 2.6e6, 3.0e6, 2.8e6, 1.9e6, 700e3,
}

type cpeCounters struct{ rx, tx int64 }

// cpeHistory makes 5-minute samples (on 5-minute boundaries) after from up
// to end, and one at end itself, with counters growing from start at rates
// around cpeProfile. It returns the samples and the counters at end.
func cpeHistory(rng *rand.Rand, account int64, prefix string, start cpeCounters, from, end time.Time, loc *time.Location) ([]portal.CPESample, cpeCounters) {
	c := start
	last := from
	var out []portal.CPESample
	add := func(at time.Time) {
		dt := at.Sub(last).Seconds()
		if dt <= 0 {
			return
		}
		rate := cpeProfile[at.In(loc).Hour()] * (0.55 + 0.9*rng.Float64())
		c.rx += int64(rate * dt)
		c.tx += int64(rate * (0.05 + 0.1*rng.Float64()) * dt)
		last = at
		out = append(out, portal.CPESample{ID: prefix + strconv.FormatInt(account, 10) + "-" + strconv.FormatInt(at.Unix(), 10),
			AccountID: account, At: at, RxBytes: c.rx, TxBytes: c.tx})
	}
	for at := from.Truncate(5 * time.Minute).Add(5 * time.Minute); at.Before(end); at = at.Add(5 * time.Minute) {
		add(at)
	}
	add(end.Truncate(time.Second))
	return out, c
}

// Simulator tuning: a live sample every second; per-second samples older
// than cpeLiveWindow are dropped, keeping the first sample of each 5-minute
// bucket (the history cpegraphs reads).
const (
	cpeTick       = time.Second
	cpeLiveWindow = 10 * time.Minute
	cpeRescan     = time.Minute
)

// cpeRouter is one router's simulated state.
type cpeRouter struct {
	c          cpeCounters
	rate       float64 // current download rate, bytes per second
	txShare    float64
	last       time.Time
	lastBucket int64
}

// simulateCPE keeps the routers' WAN counters ticking: every second it adds
// a sample for each account with a router, at a rate that wanders between a
// few hundred kB/s and a few MB/s, and thins the per-second samples older
// than ten minutes to one per 5 minutes. A router whose history stops more
// than 5 minutes ago (the server was down) is first back-filled with
// 5-minute samples for up to 24 hours, so the history chart has no hole.
func simulateCPE(ctx context.Context, st *store.Store, o Options, log *slog.Logger) {
	loc := o.zone()
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x63_70_65))
	routers := map[int64]*cpeRouter{}
	var lastScan, lastLog time.Time
	warn := func(msg string, err error) {
		if ctx.Err() == nil && time.Since(lastLog) > time.Minute {
			lastLog = time.Now()
			log.Warn("demo router simulator: "+msg, "err", err)
		}
	}
	ticker := time.NewTicker(cpeTick)
	defer ticker.Stop()
	for tick := 0; ; tick++ {
		now := time.Now()
		if now.Sub(lastScan) >= cpeRescan {
			ids, err := st.RouterAccounts(ctx)
			if err != nil {
				warn("list routers", err)
			} else {
				lastScan = now
				keep := map[int64]bool{}
				for _, id := range ids {
					keep[id] = true
					if routers[id] == nil {
						r, err := startRouter(ctx, st, rng, id, now, loc)
						if err != nil {
							warn("start router", err)
							continue
						}
						routers[id] = r
					}
				}
				for id := range routers {
					if !keep[id] {
						delete(routers, id)
					}
				}
			}
		}
		for id, r := range routers {
			switch down, restarted := o.Routers.state(id, now); {
			case down:
				continue
			case restarted:
				r.c, r.last = cpeCounters{}, now
			}
			if err := r.step(ctx, st, rng, id, now, loc); err != nil {
				warn("add sample", err)
			}
			if tick%10 == 0 {
				if _, err := st.DeleteCPESamples(ctx, id, "live-", now.Add(-cpeLiveWindow)); err != nil {
					warn("thin samples", err)
				}
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// startRouter picks up a router's counters where its stored history ends.
func startRouter(ctx context.Context, st *store.Store, rng *rand.Rand, id int64, now time.Time, loc *time.Location) (*cpeRouter, error) {
	r := &cpeRouter{txShare: 0.05 + 0.1*rng.Float64()}
	r.rate = max(cpeProfile[now.In(loc).Hour()], 300e3)
	last, err := st.LatestCPESample(ctx, id)
	switch {
	case errors.Is(err, portal.ErrNoRows):
		r.c = cpeCounters{rx: 1_000_000_000_000 + rng.Int64N(1_000_000_000_000), tx: 100_000_000_000 + rng.Int64N(100_000_000_000)}
		last.At = now.Add(-24 * time.Hour)
	case err != nil:
		return nil, err
	default:
		r.c = cpeCounters{rx: last.RxBytes, tx: last.TxBytes}
	}
	if now.Sub(last.At) > 5*time.Minute {
		from := last.At
		if from.Before(now.Add(-24 * time.Hour)) {
			from = now.Add(-24 * time.Hour)
		}
		samples, c := cpeHistory(rng, id, "sim-", r.c, from, now.Add(-time.Second), loc)
		if _, _, err := st.AddCPESamples(ctx, samples); err != nil {
			return nil, err
		}
		r.c = c
		now = now.Add(-time.Second)
	}
	r.last = now
	r.lastBucket = now.Unix() / 300
	return r, nil
}

// step lets the rate wander (a random walk pulled towards the hour's
// typical rate, kept between 250 kB/s and 4 MB/s) and stores one sample.
func (r *cpeRouter) step(ctx context.Context, st *store.Store, rng *rand.Rand, id int64, now time.Time, loc *time.Location) error {
	dt := now.Sub(r.last).Seconds()
	if dt <= 0 {
		return nil
	}
	target := max(cpeProfile[now.In(loc).Hour()], 300e3)
	r.rate *= math.Exp(rng.NormFloat64()*0.18 + 0.1*math.Log(target/r.rate))
	if rng.Float64() < 0.02 { // a download starts or a stream changes quality
		r.rate *= 1.5 + 2*rng.Float64()
	}
	r.rate = min(max(r.rate, 250e3), 4e6)
	r.c.rx += int64(r.rate * dt)
	r.c.tx += int64(r.rate * r.txShare * (0.7 + 0.6*rng.Float64()) * dt)
	r.last = now
	// The first sample of each 5-minute bucket is kept as history; the
	// others are "live-" and thinned after cpeLiveWindow.
	prefix := "live-"
	if b := now.Unix() / 300; b != r.lastBucket {
		prefix, r.lastBucket = "sim-", b
	}
	_, _, err := st.AddCPESamples(ctx, []portal.CPESample{{ID: prefix + strconv.FormatInt(id, 10) + "-" + strconv.FormatInt(now.Unix(), 10),
		AccountID: id, At: now.Truncate(time.Second), RxBytes: r.c.rx, TxBytes: r.c.tx}})
	return err
}
