package api_test

import (
	"context"
	"fmt"
	"reflect"
	"strconv"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/internet"
	"myaccount/internal/portal"
	"myaccount/internal/services"
)

// usageNow is the usage tests' clock: Friday 20 November 2026, 11:00 in
// Edmonton (MST, UTC-7). DST ended on 1 November at 02:00 MDT.
var usageNow = time.Date(2026, 11, 20, 18, 0, 0, 0, time.UTC)

const gbBytes = 1_000_000_000

// usageWorld is newWorld with the usage area's data, the API in the
// provider's zone (America/Edmonton) and a fixed clock:
//   - 1001 (avery): Fiber 100 (400 GB), loyalty +25 GB, a 50 GB traffic pack
//     this month and one last month; usage in August, September (a zero
//     bucket only), October and November, including both 01:00 hours of
//     1 November;
//   - 1003 (avery's): broadband by its flags but no package;
//   - 2001 (blake): an unlimited package and no usage.
func usageWorld(t testing.TB) (*world, *time.Location) {
	t.Helper()
	w := newWorld(t)
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	loc, err := time.LoadLocation("America/Edmonton")
	must(err)
	for _, p := range []portal.Package{
		{ID: 63, Description: "Fiber 100", Technology: "fiber", CapGB: 400, MonthlyFeeCents: 7495, RateDownload: 100, RateUpload: 100, Active: true},
		{ID: 62, Description: "Wireless 100 Unlimited", Technology: "wireless", CapGB: portal.UnlimitedCapGB, MonthlyFeeCents: 9995, RateDownload: 100, RateUpload: 20, Active: true},
	} {
		must(w.st.PutPackage(ctx, p))
	}
	must(w.st.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 11, AccountID: 1001, PackageID: 63, LoyaltyGB: 25, ChangedAt: usageNow.AddDate(0, -4, 0)}))
	must(w.st.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 21, AccountID: 2001, PackageID: 62, ChangedAt: usageNow.AddDate(0, -4, 0)}))
	nov := time.Date(2026, 11, 1, 0, 0, 0, 0, loc)
	for _, at := range []time.Time{time.Date(2026, 11, 5, 9, 0, 0, 0, loc), time.Date(2026, 10, 20, 9, 0, 0, 0, loc)} {
		must(w.st.BuyTrafficPack(ctx, portal.TrafficPack{AccountID: 1001, GB: 50, PriceCents: 1000, ChargeDescription: portal.Literal("Traffic pack"), At: at, MonthStart: nov}))
	}
	must(w.st.PutAccount(ctx, portal.Account{ID: 1003, Name: "Avery Fields"}))
	must(w.st.LinkAccount(ctx, w.avery, 1003, false))
	must(w.st.SetServiceFlags(ctx, 1003, portal.ServiceFlags{HasBroadband: true}))
	local := func(mo time.Month, d, h int) time.Time { return time.Date(2026, mo, d, h, 0, 0, 0, loc) }
	recs := []portal.UsageRecord{
		{AccountID: 1001, Hour: local(7, 31, 12), Down: 5 * gbBytes},        // July: before the window's first month
		{AccountID: 1001, Hour: local(8, 12, 20), Down: 1 * gbBytes},        // the day before the window (summary only)
		{AccountID: 1001, Hour: local(8, 13, 20), Down: 2 * gbBytes},        // the window's first day
		{AccountID: 1001, Hour: local(9, 1, 20)},                            // a bucket without bytes
		{AccountID: 1001, Hour: nov.Add(-time.Hour), Down: 7 * gbBytes},     // 31 Oct 23:00 MDT: already 1 Nov in UTC
		{AccountID: 1001, Hour: nov, Down: 100 * gbBytes, Up: 10 * gbBytes}, // 1 Nov 00:00
		{AccountID: 1001, Hour: nov.Add(time.Hour), Down: 1 * gbBytes},      // 01:00 MDT
		{AccountID: 1001, Hour: nov.Add(2 * time.Hour), Down: 2 * gbBytes},  // 01:00 MST, the repeated hour
		{AccountID: 1001, Hour: local(11, 20, 10), Down: 1_234_500_000, Up: 400_000},
		{AccountID: 2001, Hour: local(11, 2, 10), Down: 0},
	}
	for i := range recs {
		recs[i].ID = fmt.Sprintf("api-%d", i)
		recs[i].Hour = recs[i].Hour.UTC()
	}
	_, _, err = w.st.AddUsage(ctx, recs)
	must(err)
	w.h = endpoint(w.t, w.st, api.Config{SSO: w.sso}, services.Options{Location: loc, Now: func() time.Time { return usageNow }})
	return w, loc
}

func daySecs(loc *time.Location, mo time.Month, d int) string {
	return strconv.FormatInt(time.Date(2026, mo, d, 0, 0, 0, 0, loc).Unix(), 10)
}

// usageCase is one call and what it must answer.
type usageCase struct {
	name    string
	target  string
	token   string // "" = avery's
	status  int
	message string
	check   func(t *testing.T, a answer)
}

func runUsageCases(t *testing.T, w *world, cases []usageCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tok := c.token
			if tok == "" {
				tok = w.token
			}
			a := w.call("GET", c.target, tok, nil)
			if a.status != c.status {
				t.Fatalf("%s: status %d %v, want %d", c.target, a.status, a.body, c.status)
			}
			if c.message != "" && a.body["message"] != c.message {
				t.Fatalf("%s: message %q, want %q", c.target, a.body["message"], c.message)
			}
			if c.check != nil {
				c.check(t, a)
			}
		})
	}
}

const (
	usageNotFound   = "The requested item was not found."
	usageNoInternet = "This account has no internet package."
	usageNoDay      = "That day is not available."
)

// covers: NET-003, NET-008, NET-012, NET-013, NET-018, NET-019
func TestBroadbandTraffic(t *testing.T) {
	w, loc := usageWorld(t)
	owner := func(t *testing.T, a answer) {
		o := a.object()
		want := map[string]any{
			// 100 + 10 + 1 + 2 + 1.2345 + 0.0004 GB in November; 31 October's
			// 23:00 is October here although it is 1 November in UTC.
			"used_gb": 114.235, "base_cap": 400.0, "loyalty_extra_gb": 25.0, "onetime_extra_gb": 50.0,
			"total_cap": 475.0, "unlimited": false,
			// Within the cap: no data over it (the package has no price per GB).
			"over_gb": 0.0, "overage_price": 0.0, "overage_amount": 0.0,
			"period_start": float64(time.Date(2026, 11, 1, 0, 0, 0, 0, loc).UnixMilli()),
			"period_end":   float64(time.Date(2026, 12, 1, 0, 0, 0, 0, loc).UnixMilli()),
			"today":        map[string]any{"year": 2026.0, "month": 11.0, "day": 20.0},
		}
		if !reflect.DeepEqual(o, want) || a.body["name"] != "broadbandtraffic" {
			t.Fatalf("object = %v\nwant     %v", o, want)
		}
	}
	runUsageCases(t, w, []usageCase{
		{name: "owner", target: "user.1001/broadbandtraffic", status: 200, check: owner},
		{name: "session", target: "user.session/broadbandtraffic", status: 200, check: owner},
		{name: "unlimited", target: "user.2001/broadbandtraffic", token: w.btoken, status: 200, check: func(t *testing.T, a answer) {
			o := a.object()
			if o["unlimited"] != true || o["total_cap"] != 999999.0 || o["base_cap"] != 999999.0 || o["used_gb"] != 0.0 {
				t.Fatalf("unlimited = %v", o)
			}
		}},
		{name: "foreign", target: "user.2001/broadbandtraffic", status: 450, message: usageNotFound},
		{name: "missing", target: "user.9999/broadbandtraffic", status: 450, message: usageNotFound},
		{name: "no broadband flag", target: "user.1002/broadbandtraffic", status: 434, message: usageNoInternet},
		{name: "no package", target: "user.1003/broadbandtraffic", status: 434, message: usageNoInternet},
		{name: "bad id", target: "user.abc/broadbandtraffic", status: 450, message: usageNotFound},
	})
}

// covers: NET-008, NET-036, NET-045
func TestBroadbandCalendar(t *testing.T) {
	w, loc := usageWorld(t)
	monthStartMs := func(mo time.Month) float64 { return float64(time.Date(2026, mo, 1, 0, 0, 0, 0, loc).UnixMilli()) }
	type day struct {
		y, m, d int
		dn, up  float64
		a       float64
	}
	owner := func(t *testing.T, a answer) {
		o := a.object()
		data, _ := o["calendarData"].([]any)
		want := []day{
			{2026, 8, 13, 2, 0, 2},
			{2026, 10, 31, 7, 0, 7},
			{2026, 11, 1, 103, 10, 113}, // 25 hours, both 01:00s
			{2026, 11, 20, 1.235, 0, 1.235},
		}
		if len(data) != len(want) {
			t.Fatalf("calendarData = %v", data)
		}
		for i, w := range want {
			e := data[i].(map[string]any)
			tt := e["t"].(map[string]any)
			if tt["year"] != float64(w.y) || tt["month"] != float64(w.m) || tt["day"] != float64(w.d) ||
				e["d"] != w.dn || e["u"] != w.up || e["a"] != w.a {
				t.Fatalf("calendarData[%d] = %v, want %+v", i, e, w)
			}
		}
		sum, _ := o["summary"].([]any)
		wantSum := []map[string]any{
			// August counts its whole month (the 12th is before the window);
			// September has no day with usage, July is outside the window.
			{"year": 2026.0, "month": 8.0, "downstream": 3.0, "upstream": 0.0, "aggregate": 3.0, "start": monthStartMs(8)},
			{"year": 2026.0, "month": 10.0, "downstream": 7.0, "upstream": 0.0, "aggregate": 7.0, "start": monthStartMs(10)},
			{"year": 2026.0, "month": 11.0, "downstream": 104.235, "upstream": 10.0, "aggregate": 114.235, "start": monthStartMs(11)},
		}
		if len(sum) != len(wantSum) {
			t.Fatalf("summary = %v", sum)
		}
		for i := range wantSum {
			if !reflect.DeepEqual(sum[i], wantSum[i]) {
				t.Fatalf("summary[%d] = %v, want %v", i, sum[i], wantSum[i])
			}
		}
		// The provider's calendar: today, the window's first day and one
		// broadbandgraphic key per day, each that day's local midnight
		// (1 November, when DST ended, lasted 25 hours).
		if !reflect.DeepEqual(o["today"], map[string]any{"year": 2026.0, "month": 11.0, "day": 20.0}) ||
			!reflect.DeepEqual(o["window_start"], map[string]any{"year": 2026.0, "month": 8.0, "day": 13.0}) {
			t.Fatalf("today = %v, window_start = %v", o["today"], o["window_start"])
		}
		keys, _ := o["day_keys"].([]any)
		if len(keys) != internet.CalendarDays {
			t.Fatalf("day_keys has %d keys, want %d", len(keys), internet.CalendarDays)
		}
		for i, k := range keys {
			want := time.Date(2026, 8, 13+i, 0, 0, 0, 0, loc).Unix()
			if k != float64(want) {
				t.Fatalf("day_keys[%d] = %v, want %d", i, k, want)
			}
		}
		nov1 := time.Date(2026, 11, 1, 0, 0, 0, 0, loc)
		at := nov1.Sub(time.Date(2026, 8, 13, 0, 0, 0, 0, loc)).Hours() / 24
		if d := keys[int(at)+1].(float64) - keys[int(at)].(float64); d != 25*3600 {
			t.Fatalf("1 November lasted %v s by its keys, want 25 hours", d)
		}
	}
	runUsageCases(t, w, []usageCase{
		{name: "owner", target: "user.1001/broadbandcalendar", status: 200, check: owner},
		{name: "session", target: "user.session/broadbandcalendar", status: 200, check: owner},
		{name: "no usage", target: "user.2001/broadbandcalendar", token: w.btoken, status: 200, check: func(t *testing.T, a answer) {
			o := a.object()
			if d, _ := o["calendarData"].([]any); d == nil || len(d) != 0 {
				t.Fatalf("calendarData = %v, want []", o["calendarData"])
			}
			if s, _ := o["summary"].([]any); s == nil || len(s) != 0 {
				t.Fatalf("summary = %v, want []", o["summary"])
			}
		}},
		{name: "foreign", target: "user.2001/broadbandcalendar", status: 450, message: usageNotFound},
		{name: "no broadband flag", target: "user.1002/broadbandcalendar", status: 434, message: usageNoInternet},
		{name: "no package", target: "user.1003/broadbandcalendar", status: 434, message: usageNoInternet},
		{name: "bad id", target: "user.-1/broadbandcalendar", status: 450, message: usageNotFound},
	})
}

// covers: NET-008, NET-038
func TestBroadbandGraphic(t *testing.T) {
	w, loc := usageWorld(t)
	hours := func(want map[int][3]float64) func(t *testing.T, a answer) {
		return func(t *testing.T, a answer) {
			o := a.object()
			data := o["data"].(map[string]any)
			for i, key := range []string{"downstream", "upstream", "aggregate"} {
				series, _ := data[key].([]any)
				if len(series) != 24 {
					t.Fatalf("%s has %d values", key, len(series))
				}
				for h := range 24 {
					if series[h] != want[h][i] {
						t.Fatalf("%s[%d] = %v, want %v (%v)", key, h, series[h], want[h][i], series)
					}
				}
			}
		}
	}
	nov1 := daySecs(loc, 11, 1)
	runUsageCases(t, w, []usageCase{
		{name: "DST day folds the repeated hour", target: "user.1001/broadbandgraphic." + nov1, status: 200,
			check: func(t *testing.T, a answer) {
				if a.object()["day"] != float64(time.Date(2026, 11, 1, 0, 0, 0, 0, loc).Unix()) {
					t.Fatalf("day = %v", a.object()["day"])
				}
				hours(map[int][3]float64{0: {100, 10, 110}, 1: {3, 0, 3}})(t, a)
			}},
		{name: "today", target: "user.session/broadbandgraphic." + daySecs(loc, 11, 20), status: 200,
			check: hours(map[int][3]float64{10: {1.235, 0, 1.235}})},
		{name: "first day of the window", target: "user.1001/broadbandgraphic." + daySecs(loc, 8, 13), status: 200,
			check: hours(map[int][3]float64{20: {2, 0, 2}})},
		{name: "day without usage", target: "user.1001/broadbandgraphic." + daySecs(loc, 11, 10), status: 200, check: hours(nil)},
		{name: "foreign", target: "user.2001/broadbandgraphic." + nov1, status: 450, message: usageNotFound},
		{name: "no broadband flag", target: "user.1002/broadbandgraphic." + nov1, status: 434, message: usageNoInternet},
		{name: "no package", target: "user.1003/broadbandgraphic." + nov1, status: 434, message: usageNoInternet},
		{name: "day before the window", target: "user.1001/broadbandgraphic." + daySecs(loc, 8, 12), status: 450, message: usageNoDay},
		{name: "tomorrow", target: "user.1001/broadbandgraphic." + daySecs(loc, 11, 21), status: 450, message: usageNoDay},
		{name: "not a local midnight", target: "user.1001/broadbandgraphic." + strconv.FormatInt(time.Date(2026, 11, 10, 0, 0, 0, 0, time.UTC).Unix(), 10), status: 450, message: usageNoDay},
		{name: "an hour after midnight", target: "user.1001/broadbandgraphic." + strconv.FormatInt(time.Date(2026, 11, 10, 1, 0, 0, 0, loc).Unix(), 10), status: 450, message: usageNoDay},
		{name: "milliseconds", target: "user.1001/broadbandgraphic." + strconv.FormatInt(time.Date(2026, 11, 10, 0, 0, 0, 0, loc).UnixMilli(), 10), status: 450, message: usageNoDay},
		{name: "word", target: "user.1001/broadbandgraphic.today", status: 450, message: usageNoDay},
		{name: "session", target: "user.1001/broadbandgraphic.session", status: 450, message: usageNoDay},
		{name: "negative", target: "user.1001/broadbandgraphic.-86400", status: 450, message: usageNoDay},
		{name: "too large", target: "user.1001/broadbandgraphic.99999999999999999999", status: 450, message: usageNoDay},
		{name: "no day", target: "user.1001/broadbandgraphic", status: 450},
	})
}

// Every day key broadbandcalendar hands out opens that day's chart, so the
// app never has to work a key out with its own time-zone rules.
// covers: NET-038, NET-044
func TestCalendarDayKeysOpenTheirDays(t *testing.T) {
	w, _ := usageWorld(t)
	cal := w.call("GET", "user.1001/broadbandcalendar", w.token, nil)
	keys, _ := cal.object()["day_keys"].([]any)
	if len(keys) != internet.CalendarDays {
		t.Fatalf("day_keys = %v", cal.object()["day_keys"])
	}
	for _, k := range keys {
		key := strconv.FormatInt(int64(k.(float64)), 10)
		if a := w.call("GET", "user.1001/broadbandgraphic."+key, w.token, nil); a.status != 200 {
			t.Fatalf("broadbandgraphic.%s: status %d %v", key, a.status, a.body)
		}
	}
}
