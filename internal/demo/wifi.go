package demo

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"myaccount/internal/store"
)

// TrafficHours is how far back the demo Wi-Fi traffic goes: the app's longest
// period, '30days', in hourly buckets.
const TrafficHours = 30 * 24

// usage is a device's daily rhythm: the share of its traffic in each local
// hour, how much of it is upload, how often it is away, and how weekends
// change it.
type usage struct {
	hourly  [24]float64
	upRatio float64
	away    float64 // chance an hour has no traffic at all
	weekend float64 // factor on Saturdays and Sundays
}

var (
	streamUse = usage{ // TVs, streaming boxes, consoles: evenings
		hourly:  [24]float64{.3, .1, 0, 0, 0, 0, 0, .1, .2, .2, .2, .3, .4, .3, .3, .4, .6, 1, 1.6, 2.4, 2.8, 2.6, 1.8, .9},
		upRatio: .03, away: .05, weekend: 1.5,
	}
	phoneUse = usage{ // phones: mornings, lunch, evenings, away during work
		hourly:  [24]float64{.2, .05, 0, 0, 0, .05, .4, 1, .9, .3, .3, .4, .9, .6, .3, .3, .5, .9, 1, 1.2, 1.3, 1.2, 1, .6},
		upRatio: .12, away: .12, weekend: 1.2,
	}
	workUse = usage{ // laptops: office hours on weekdays
		hourly:  [24]float64{0, 0, 0, 0, 0, 0, 0, .2, 1, 1.4, 1.5, 1.2, .8, 1.3, 1.5, 1.4, 1, .5, .3, .5, .6, .5, .2, 0},
		upRatio: .2, away: .08, weekend: .4,
	}
	smartUse = usage{ // speakers, displays, unknown gadgets: a steady trickle
		hourly:  [24]float64{.6, .5, .5, .5, .5, .6, .8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.2, 1.2, 1.2, 1.1, .9, .7},
		upRatio: .3, away: 0, weekend: 1,
	}
	musicUse = usage{ // music speakers: breakfast, dinner, weekend afternoons
		hourly:  [24]float64{0, 0, 0, 0, 0, 0, .3, 1.4, 1.2, .3, .1, .1, .3, .2, .1, .1, .4, 1.3, 1.6, 1.2, .6, .3, .1, 0},
		upRatio: .02, away: .02, weekend: 1.6,
	}
)

// device is a Wi-Fi client to seed. An empty oui makes a randomised
// (locally administered) MAC, as phones use for privacy, which the router
// cannot name: the vendor is then "unknown".
type device struct {
	oui      string
	vendor   string
	alias    string
	use      usage
	gbPerDay float64 // average download per day, decimal GB
}

// wifi adds the devices to the account with hourly traffic for the last
// TrafficHours whole hours and for the current hour up to now (its share of
// the hour), so a device's 24-hour chart has data up to the seeding time;
// simulateWifi carries it on while `serve --demo` runs.
// Quiet hours get no row, which keeps the tables small. The numbers are
// drawn first, in order, so they stay deterministic; the rows are then
// written per device, in parallel on PostgreSQL where each insert is a
// network round trip (SQLite has one writer, so parallel writes only
// contend there).
func (s *seeder) wifi(ctx context.Context, rng *rand.Rand, accountID int64, devices []device) error {
	type row struct {
		hour     time.Time
		up, down int64
	}
	macs := make([]string, len(devices))
	rows := make([][]row, len(devices))
	end := s.now.Truncate(time.Hour)
	for i, d := range devices {
		macs[i] = randomMAC(rng, d.oui)
		if err := s.st.PutWifiDevice(ctx, accountID, macs[i], d.vendor, d.alias); err != nil {
			return fmt.Errorf("wifi device %s: %w", macs[i], err)
		}
		var total float64
		for _, w := range d.use.hourly {
			total += w
		}
		perWeight := d.gbPerDay * 1e9 / total
		for h := TrafficHours; h >= 0; h-- {
			hour := end.Add(-time.Duration(h) * time.Hour)
			part := 1.0
			if h == 0 { // the current hour, up to now
				if part = float64(s.now.Sub(end)) / float64(time.Hour); part <= 0 {
					continue
				}
			}
			local := hour.In(s.loc)
			share := d.use.hourly[local.Hour()]
			if wd := local.Weekday(); wd == time.Saturday || wd == time.Sunday {
				share *= d.use.weekend
			}
			if share == 0 || rng.Float64() < d.use.away {
				continue
			}
			down := int64(perWeight * share * part * (0.4 + 1.2*rng.Float64()))
			up := int64(float64(down) * d.use.upRatio * (0.6 + 0.8*rng.Float64()))
			if down > 0 || up > 0 {
				rows[i] = append(rows[i], row{hour, up, down})
			}
		}
	}
	workers := 1
	if s.st.Engine() == "postgres" {
		workers = len(devices)
	}
	errs := make([]error, len(devices))
	sem := make(chan struct{}, workers)
	var wg sync.WaitGroup
	for i := range devices {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			for _, r := range rows[i] {
				if err := s.st.AddWifiTraffic(ctx, accountID, macs[i], r.hour, r.up, r.down); err != nil {
					errs[i] = fmt.Errorf("wifi traffic %s: %w", macs[i], err)
					return
				}
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// randomMAC completes oui ("aa:bb:cc") with three random bytes, or makes a
// whole random, locally administered unicast MAC when oui is empty.
func randomMAC(rng *rand.Rand, oui string) string {
	if oui == "" {
		b0 := byte(rng.IntN(256))&^0x01 | 0x02
		return fmt.Sprintf("%02x:%02x:%02x:%02x:%02x:%02x", b0, rng.IntN(256), rng.IntN(256), rng.IntN(256), rng.IntN(256), rng.IntN(256))
	}
	return fmt.Sprintf("%s:%02x:%02x:%02x", oui, rng.IntN(256), rng.IntN(256), rng.IntN(256))
}

// wifiTick is how often the simulator adds the Wi-Fi devices' traffic.
const wifiTick = time.Minute

// wifiAccounts are the demo accounts with Wi-Fi devices (logins.go).
var wifiAccounts = []int64{AveryMain, DrewHome}

// simulateWifi keeps the Wi-Fi devices' hourly traffic growing while
// `serve --demo` runs, so a device's 24-hour chart reaches now however long
// the server has been up: every wifiTick it adds each device's traffic since
// the last tick to the current hour. At start it first back-fills the whole
// hours since the account's newest stored hour (the server was down), up to
// 24 hours.
func simulateWifi(ctx context.Context, st *store.Store, o Options, log *slog.Logger) {
	loc := o.zone()
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x77_69_66_69)) // "wifi"
	last := map[int64]time.Time{}
	var lastLog time.Time
	ticker := time.NewTicker(wifiTick)
	defer ticker.Stop()
	for {
		now := time.Now()
		for _, id := range wifiAccounts {
			from, ok := last[id]
			var err error
			if !ok {
				from, err = wifiResumeFrom(ctx, st, id, now)
			}
			if err == nil {
				err = addWifiTraffic(ctx, st, rng, loc, id, from, now)
			}
			if err != nil {
				if ctx.Err() == nil && time.Since(lastLog) > time.Minute {
					lastLog = time.Now()
					log.Warn("demo Wi-Fi traffic simulator", "account", id, "err", err)
				}
				continue
			}
			last[id] = now
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// wifiResumeFrom is where the simulator picks up an account's device
// traffic: the end of its newest stored hour within the last 24 hours, but
// not after now (the current hour is already stored, as right after
// seeding) nor more than 24 hours back.
func wifiResumeFrom(ctx context.Context, st *store.Store, accountID int64, now time.Time) (time.Time, error) {
	earliest := now.Add(-24 * time.Hour)
	devices, err := st.WifiDevices(ctx, accountID)
	if err != nil {
		return time.Time{}, err
	}
	from := earliest
	for _, d := range devices {
		hours, err := st.WifiDeviceHours(ctx, accountID, d.MAC, earliest.Truncate(time.Hour))
		if err != nil {
			return time.Time{}, err
		}
		if n := len(hours); n > 0 {
			if end := hours[n-1].Start.Add(time.Hour); end.After(from) {
				from = end
			}
		}
	}
	if from.After(now) {
		from = now
	}
	return from, nil
}

// addWifiTraffic adds each of the account's devices' traffic between from
// and to, hour by hour: the device's own pace (its average day of the last
// 30 days, and its upload share) along the household rhythm, with noise.
func addWifiTraffic(ctx context.Context, st *store.Store, rng *rand.Rand, loc *time.Location, accountID int64, from, to time.Time) error {
	if !to.After(from) {
		return nil
	}
	devices, err := st.WifiDevices(ctx, accountID)
	if err != nil {
		return err
	}
	perDay := rhythmPerDay()
	for a := from; a.Before(to); {
		hour := a.Truncate(time.Hour)
		b := hour.Add(time.Hour)
		if b.After(to) {
			b = to
		}
		share := float64(b.Sub(a)) / float64(24*time.Hour) * rhythmWeight(hour, loc) * 24 / perDay
		for _, d := range devices {
			if d.Down30d <= 0 {
				continue
			}
			down := float64(d.Down30d) / 30 * share * (0.5 + rng.Float64())
			up := down * float64(d.Up30d) / float64(d.Down30d) * (0.7 + 0.6*rng.Float64())
			if int64(down) <= 0 && int64(up) <= 0 {
				continue
			}
			if err := st.AddWifiTraffic(ctx, accountID, d.MAC, hour, int64(up), int64(down)); err != nil {
				return fmt.Errorf("wifi traffic %s: %w", d.MAC, err)
			}
		}
		a = b
	}
	return nil
}
