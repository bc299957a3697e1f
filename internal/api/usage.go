package api

import (
	"errors"
	"math"
	"strconv"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// CalendarDays is how many local days, today included, the calendar lists
// and broadbandgraphic answers for (docs/internet-api.md, Usage).
const CalendarDays = 100

// usageRoutes are the internet area's usage resources (docs/internet-api.md):
// broadbandtraffic, broadbandcalendar, broadbandgraphic.{epoch day}.
func (a *API) usageRoutes() map[routeKey]Handler {
	return map[routeKey]Handler{
		{"GET", "user.{}/broadbandtraffic"}:    a.broadbandTraffic,
		{"GET", "user.{}/broadbandcalendar"}:   a.broadbandCalendar,
		{"GET", "user.{}/broadbandgraphic.{}"}: a.broadbandGraphic,
	}
}

var (
	errNoInternet  = portal.Errorf(portal.CodeNoService, "This account has no internet package.")
	errDayNotShown = portal.Errorf(portal.CodeBadRequest, "That day is not available.")
)

// gb turns bytes into decimal GB (10^9 bytes, decisions.md "Data") rounded to 3 decimals.
func gb(bytes int64) float64 { return math.Round(float64(bytes)/1e6) / 1e3 }

// midnight is the local midnight starting t's day (the first instant of the
// day where midnight itself does not exist).
func midnight(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

// broadbandPlan is the account's plan for the month starting at start;
// an account without broadband, by its service flags or without a package,
// answers 434.
func (a *API) broadbandPlan(r *Request, start time.Time) (portal.BroadbandPlan, error) {
	flags, err := a.cfg.Store.ServiceFlags(r.Context(), r.Account)
	if err != nil {
		return portal.BroadbandPlan{}, err
	}
	if !flags.HasBroadband {
		return portal.BroadbandPlan{}, errNoInternet
	}
	plan, err := a.cfg.Store.BroadbandPlan(r.Context(), r.Account, start)
	if errors.Is(err, portal.ErrNoRows) {
		return portal.BroadbandPlan{}, errNoInternet
	}
	return plan, err
}

type broadbandTraffic struct {
	UsedGB         float64 `json:"used_gb"`
	BaseCap        int64   `json:"base_cap"`
	LoyaltyExtraGB int64   `json:"loyalty_extra_gb"`
	OnetimeExtraGB int64   `json:"onetime_extra_gb"`
	TotalCap       int64   `json:"total_cap"`
	Unlimited      bool    `json:"unlimited"`
	PeriodStart    int64   `json:"period_start"`
	PeriodEnd      int64   `json:"period_end"`
	// Today is the provider's local date, so the app counts "days left"
	// without relying on the browser's time-zone database.
	Today calendarDate `json:"today"`
}

// broadbandTraffic is the current month's usage against the total cap.
func (a *API) broadbandTraffic(r *Request) (*Response, error) {
	now := a.localNow()
	start := monthStart(now)
	end := start.AddDate(0, 1, 0)
	plan, err := a.broadbandPlan(r, start)
	if err != nil {
		return nil, err
	}
	used, err := a.cfg.Store.UsageBetween(r.Context(), r.Account, start, end)
	if err != nil {
		return nil, err
	}
	return &Response{Object: broadbandTraffic{
		UsedGB:         gb(used.Down + used.Up),
		BaseCap:        plan.CapGB,
		LoyaltyExtraGB: plan.LoyaltyGB,
		OnetimeExtraGB: plan.OnetimeGB,
		TotalCap:       plan.TotalCapGB(),
		Unlimited:      plan.Unlimited(),
		PeriodStart:    start.UnixMilli(),
		PeriodEnd:      end.UnixMilli(),
		Today:          dateOf(now),
	}, Name: "broadbandtraffic"}, nil
}

type calendarDate struct {
	Year  int `json:"year"`
	Month int `json:"month"`
	Day   int `json:"day"`
}

func dateOf(t time.Time) calendarDate {
	y, m, d := t.Date()
	return calendarDate{y, int(m), d}
}

type calendarDay struct {
	T calendarDate `json:"t"`
	D float64      `json:"d"`
	U float64      `json:"u"`
	A float64      `json:"a"`
}

type calendarMonth struct {
	Year       int     `json:"year"`
	Month      int     `json:"month"`
	Downstream float64 `json:"downstream"`
	Upstream   float64 `json:"upstream"`
	Aggregate  float64 `json:"aggregate"`
	// Start is the epoch ms of the month's first local midnight (the app's
	// 93-day summary rule measures from it).
	Start int64 `json:"start"`
}

// broadbandCalendar carries the provider's calendar along with the usage:
// the app takes today, the window and each day's broadbandgraphic key from
// here rather than from the browser's time-zone database, which can
// disagree with the server's about a zone's daylight-saving rules.
type broadbandCalendar struct {
	CalendarData []calendarDay   `json:"calendarData"`
	Summary      []calendarMonth `json:"summary"`
	Today        calendarDate    `json:"today"`
	WindowStart  calendarDate    `json:"window_start"`
	// DayKeys are the {epoch day} keys of broadbandgraphic, one per local
	// day from WindowStart to Today.
	DayKeys []int64 `json:"day_keys"`
}

// calendarWindow is the first local midnight the calendar shows and the
// midnight after now's day.
func calendarWindow(now time.Time) (first, end time.Time) {
	today := midnight(now)
	return today.AddDate(0, 0, -(CalendarDays - 1)), today.AddDate(0, 0, 1)
}

// broadbandCalendar lists the days with usage of the last CalendarDays local
// days and the totals of each month they touch (whole months: the oldest
// one's days before the window count in its summary too).
func (a *API) broadbandCalendar(r *Request) (*Response, error) {
	now := a.localNow()
	first, end := calendarWindow(now)
	if _, err := a.broadbandPlan(r, monthStart(now)); err != nil {
		return nil, err
	}
	from := monthStart(first)
	days, err := a.cfg.Store.UsageByDay(r.Context(), r.Account, from, end)
	if err != nil {
		return nil, err
	}
	out := broadbandCalendar{CalendarData: []calendarDay{}, Summary: []calendarMonth{},
		Today: dateOf(now), WindowStart: dateOf(first), DayKeys: make([]int64, 0, CalendarDays)}
	for day := first; day.Before(end); day = midnight(day.AddDate(0, 0, 1)) {
		out.DayKeys = append(out.DayKeys, day.Unix())
	}
	fy, fm, fd := first.Date()
	firstKey := fy*10000 + int(fm)*100 + fd
	type month struct{ y, m int }
	var order []month
	sums := map[month]*store.UsageTotals{}
	shown := map[month]bool{}
	for _, d := range days {
		k := month{d.Year, int(d.Month)}
		if sums[k] == nil {
			sums[k] = &store.UsageTotals{}
			order = append(order, k)
		}
		sums[k].Down += d.Down
		sums[k].Up += d.Up
		if d.Year*10000+int(d.Month)*100+d.Day < firstKey || d.Down+d.Up == 0 {
			continue
		}
		shown[k] = true
		out.CalendarData = append(out.CalendarData, calendarDay{
			T: calendarDate{d.Year, int(d.Month), d.Day},
			D: gb(d.Down), U: gb(d.Up), A: gb(d.Down + d.Up),
		})
	}
	for _, k := range order {
		if !shown[k] {
			continue
		}
		s := sums[k]
		out.Summary = append(out.Summary, calendarMonth{Year: k.y, Month: k.m,
			Downstream: gb(s.Down), Upstream: gb(s.Up), Aggregate: gb(s.Down + s.Up),
			Start: time.Date(k.y, time.Month(k.m), 1, 0, 0, 0, 0, a.cfg.Location).UnixMilli()})
	}
	return &Response{Object: out, Name: "broadbandcalendar"}, nil
}

type hourSeries struct {
	Downstream []float64 `json:"downstream"`
	Upstream   []float64 `json:"upstream"`
	Aggregate  []float64 `json:"aggregate"`
}

type broadbandGraphic struct {
	Day  int64      `json:"day"`
	Data hourSeries `json:"data"`
}

// broadbandGraphic is one local day's usage per local hour. The id is the
// epoch seconds of the day's local midnight, within the calendar's days.
func (a *API) broadbandGraphic(r *Request) (*Response, error) {
	now := a.localNow()
	if _, err := a.broadbandPlan(r, monthStart(now)); err != nil {
		return nil, err
	}
	seg := r.Target[len(r.Target)-1]
	secs, err := strconv.ParseInt(seg.ID, 10, 64)
	if err != nil || seg.ID[0] < '0' || seg.ID[0] > '9' {
		return nil, errDayNotShown
	}
	first, end := calendarWindow(now)
	if secs < first.Unix() || secs >= end.Unix() {
		return nil, errDayNotShown
	}
	day := midnight(time.Unix(secs, 0).In(a.cfg.Location))
	if day.Unix() != secs {
		return nil, errDayNotShown
	}
	down, up, err := a.cfg.Store.UsageDayHours(r.Context(), r.Account, day)
	if err != nil {
		return nil, err
	}
	s := hourSeries{Downstream: make([]float64, 24), Upstream: make([]float64, 24), Aggregate: make([]float64, 24)}
	for h := range 24 {
		s.Downstream[h] = gb(down[h])
		s.Upstream[h] = gb(up[h])
		s.Aggregate[h] = gb(down[h] + up[h])
	}
	return &Response{Object: broadbandGraphic{Day: secs, Data: s}, Name: "broadbandgraphic"}, nil
}
