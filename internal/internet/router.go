package internet

import (
	"context"
	"encoding/json"
	"math"
	"regexp"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// CPEStale is how old the newest counter sample may be before the router
// counts as not reporting.
const CPEStale = 2 * time.Minute

// cpeHistory is the longest history a graph answers, and cpeBucket the step
// of its WAN series.
const (
	cpeHistory = 86400 * time.Second
	cpeBucket  = 5 * time.Minute
)

// The WAN metrics of the router, download (rx, towards the home) and upload.
const (
	MetricWANRx = "eth.wan.if_octets.rx"
	MetricWANTx = "eth.wan.if_octets.tx"
)

// wifiMetric is a Wi-Fi device's series: wifi.{mac}.if_octets.{rx|tx}.
var wifiMetric = regexp.MustCompile(`^wifi\.((?:[0-9a-f]{2}:){5}[0-9a-f]{2})\.if_octets\.(rx|tx)$`)

var errChartPeriod = portal.Fail(portal.CodeBadRequest, portal.MsgChartPeriod)

// RouterService reads the router's counters.
type RouterService struct {
	store portal.RouterStore
	clock portal.Clock
}

// NewRouter builds the router service.
func NewRouter(st portal.RouterStore, c portal.Clock) *RouterService { return &RouterService{st, c} }

var _ portal.Router = (*RouterService)(nil)

// Counters is the newest WAN counter sample; 433 when the router has not
// reported for CPEStale, 434 without a router.
func (s *RouterService) Counters(ctx context.Context, account int64) (portal.CPESample, error) {
	if err := requireRouter(ctx, s.store, account); err != nil {
		return portal.CPESample{}, err
	}
	c, err := s.store.LatestCPESample(ctx, account)
	if isNoRows(err) || (err == nil && s.clock.Time().Sub(c.At) > CPEStale) {
		return portal.CPESample{}, portal.Fail(portal.CodeUnreachable, portal.MsgRouterSilent)
	}
	return c, err
}

// Graph answers a rate series in bytes per second: the WAN from the router's
// counter samples in 5-minute steps, a Wi-Fi device from its hourly traffic.
// rx is traffic towards the home (download), tx away from it. History starts
// at most cpeHistory ago.
func (s *RouterService) Graph(ctx context.Context, account int64, metric string, from time.Time) ([][2]float64, error) {
	// WAN history comes from the router; a Wi-Fi device's from the hourly
	// device traffic every Wi-Fi account has (Traffic Monitor card 1 is for
	// everyone, decisions §8).
	wan := metric == MetricWANRx || metric == MetricWANTx
	if wan {
		if err := requireRouter(ctx, s.store, account); err != nil {
			return nil, err
		}
	} else if _, err := requireWifi(ctx, s.store, account); err != nil {
		return nil, err
	}
	now := s.clock.Time()
	if from.After(now) {
		return nil, errChartPeriod
	}
	if earliest := now.Add(-cpeHistory); from.Before(earliest) {
		from = earliest
	}
	var data [][2]float64
	var err error
	switch {
	case wan:
		data, err = s.wanSeries(ctx, account, from, now, strings.HasSuffix(metric, ".rx"))
	case wifiMetric.MatchString(metric):
		m := wifiMetric.FindStringSubmatch(metric)
		data, err = s.wifiSeries(ctx, account, m[1], from, now, m[2] == "rx")
	default:
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgChartUnknown)
	}
	if err != nil {
		return nil, err
	}
	if data == nil {
		data = [][2]float64{}
	}
	return data, nil
}

// ChartFrom reads a chart's start as the app sends it: epoch seconds, a
// finite JSON number within ±1e12; anything else is refused.
func ChartFrom(v any) (time.Time, error) {
	n, ok := v.(json.Number)
	if !ok {
		return time.Time{}, errChartPeriod
	}
	seconds, err := n.Float64()
	if err != nil || math.IsNaN(seconds) || math.IsInf(seconds, 0) || seconds > 1e12 || seconds < -1e12 {
		return time.Time{}, errChartPeriod
	}
	return time.Unix(int64(math.Floor(seconds)), 0), nil
}

// wanSeries keeps the first sample of every 5-minute bucket (the router may
// report more often) and answers, for each kept sample read at or after
// from, the average rate since the kept sample before it. An interval whose
// counter went down (the router restarted) is skipped.
func (s *RouterService) wanSeries(ctx context.Context, account int64, from, now time.Time, rx bool) ([][2]float64, error) {
	samples, err := s.store.CPESamples(ctx, account, from.Add(-time.Hour), now)
	if err != nil {
		return nil, err
	}
	var kept []portal.CPESample
	lastBucket := int64(math.MinInt64)
	for _, c := range samples {
		b := c.At.UnixMilli() / cpeBucket.Milliseconds()
		if b != lastBucket {
			kept = append(kept, c)
			lastBucket = b
		}
	}
	var out [][2]float64
	for i := 1; i < len(kept); i++ {
		prev, cur := kept[i-1], kept[i]
		if cur.At.Before(from) {
			continue
		}
		dt := cur.At.Sub(prev.At).Seconds()
		delta := cur.TxBytes - prev.TxBytes
		if rx {
			delta = cur.RxBytes - prev.RxBytes
		}
		if dt <= 0 || delta < 0 {
			continue
		}
		out = append(out, [2]float64{round2(float64(delta) / dt), float64(cur.At.Unix())})
	}
	return out, nil
}

// wifiSeries answers one point per hour whose end is after from, zero for
// hours without traffic; the current hour is averaged over its elapsed part.
func (s *RouterService) wifiSeries(ctx context.Context, account int64, mac string, from, now time.Time, rx bool) ([][2]float64, error) {
	known, err := s.store.WifiDeviceKnown(ctx, account, mac)
	if err != nil {
		return nil, err
	}
	if !known {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgDeviceNotFound)
	}
	first := from.Truncate(time.Hour)
	hours, err := s.store.WifiDeviceHours(ctx, account, mac, first)
	if err != nil {
		return nil, err
	}
	bytes := make(map[int64]int64, len(hours))
	for _, h := range hours {
		v := h.UpBytes
		if rx {
			v = h.DownByte
		}
		bytes[h.Start.Unix()] += v
	}
	var out [][2]float64
	for h := first; !h.After(now); h = h.Add(time.Hour) {
		end := h.Add(time.Hour)
		if !end.After(from) {
			continue
		}
		span := time.Hour
		if end.After(now) {
			end = now
			span = max(now.Sub(h), time.Minute)
		}
		out = append(out, [2]float64{round2(float64(bytes[h.Unix()]) / span.Seconds()), float64(end.Unix())})
	}
	return out, nil
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }
