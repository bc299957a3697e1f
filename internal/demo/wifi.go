package demo

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"
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
// TrafficHours hours before now (whole hours, the current one excluded).
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
		for h := TrafficHours; h >= 1; h-- {
			hour := end.Add(-time.Duration(h) * time.Hour)
			local := hour.In(s.loc)
			share := d.use.hourly[local.Hour()]
			if wd := local.Weekday(); wd == time.Saturday || wd == time.Sunday {
				share *= d.use.weekend
			}
			if share == 0 || rng.Float64() < d.use.away {
				continue
			}
			down := int64(perWeight * share * (0.4 + 1.2*rng.Float64()))
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
