package internet

import (
	"context"
	"strconv"
	"time"

	"myaccount/internal/portal"
)

// CalendarDays is how many local days, today included, the calendar lists
// and a day's usage can be read for (docs/internet-api.md, Usage).
const CalendarDays = 100

var (
	errNoInternet  = portal.Fail(portal.CodeNoService, portal.MsgNoInternetPackage)
	errDayNotShown = portal.Fail(portal.CodeBadRequest, portal.MsgDayNotShown)
)

// UsageService answers the usage reads in the provider's calendar.
type UsageService struct {
	store portal.UsageStore
	clock portal.Clock
}

// NewUsage builds the usage service.
func NewUsage(st portal.UsageStore, c portal.Clock) *UsageService { return &UsageService{st, c} }

var _ portal.Usage = (*UsageService)(nil)

// plan is the account's plan for the month starting at start; an account
// without broadband, by its service flags or without a package, answers
// 434.
func (s *UsageService) plan(ctx context.Context, account int64, start time.Time) (portal.BroadbandPlan, error) {
	flags, err := s.store.ServiceFlags(ctx, account)
	if err != nil {
		return portal.BroadbandPlan{}, err
	}
	if !flags.HasBroadband {
		return portal.BroadbandPlan{}, errNoInternet
	}
	plan, err := s.store.BroadbandPlan(ctx, account, start)
	if isNoRows(err) {
		return portal.BroadbandPlan{}, errNoInternet
	}
	return plan, err
}

// Month is the current local month's usage against the total cap.
func (s *UsageService) Month(ctx context.Context, account int64) (portal.UsageMonth, error) {
	now := s.clock.Local()
	start := monthStart(now)
	end := start.AddDate(0, 1, 0)
	plan, err := s.plan(ctx, account, start)
	if err != nil {
		return portal.UsageMonth{}, err
	}
	used, err := s.store.UsageBetween(ctx, account, start, end)
	if err != nil {
		return portal.UsageMonth{}, err
	}
	return portal.UsageMonth{Plan: plan, Used: used, Start: start, End: end, Today: portal.DateOf(now)}, nil
}

// calendarWindow is the first local midnight the calendar shows and the
// midnight after now's day.
func calendarWindow(now time.Time) (first, end time.Time) {
	today := midnight(now)
	return today.AddDate(0, 0, -(CalendarDays - 1)), today.AddDate(0, 0, 1)
}

// Calendar lists the days with usage of the last CalendarDays local days and
// the totals of each month they touch (whole months: the oldest one's days
// before the window count in its summary too). It carries the provider's
// calendar along with the usage — today, the window and each day's key — so
// the app need not trust the browser's time-zone database, which can
// disagree with the server's about a zone's daylight-saving rules.
func (s *UsageService) Calendar(ctx context.Context, account int64) (portal.UsageCalendar, error) {
	now := s.clock.Local()
	first, end := calendarWindow(now)
	if _, err := s.plan(ctx, account, monthStart(now)); err != nil {
		return portal.UsageCalendar{}, err
	}
	days, err := s.store.UsageByDay(ctx, account, monthStart(first), end)
	if err != nil {
		return portal.UsageCalendar{}, err
	}
	out := portal.UsageCalendar{Today: portal.DateOf(now), WindowStart: portal.DateOf(first),
		DayKeys: make([]int64, 0, CalendarDays)}
	for day := first; day.Before(end); day = midnight(day.AddDate(0, 0, 1)) {
		out.DayKeys = append(out.DayKeys, day.Unix())
	}
	fy, fm, fd := first.Date()
	firstKey := fy*10000 + int(fm)*100 + fd
	var order []portal.Month
	sums := map[portal.Month]*portal.UsageTotals{}
	shown := map[portal.Month]bool{}
	for _, d := range days {
		k := portal.Month{Year: d.Year, Month: d.Month}
		if sums[k] == nil {
			sums[k] = &portal.UsageTotals{}
			order = append(order, k)
		}
		sums[k].Down += d.Down
		sums[k].Up += d.Up
		if d.Year*10000+int(d.Month)*100+d.Day < firstKey || d.Down+d.Up == 0 {
			continue
		}
		shown[k] = true
		out.Days = append(out.Days, d)
	}
	for _, k := range order {
		if shown[k] {
			out.Months = append(out.Months, portal.MonthUsage{Month: k, UsageTotals: *sums[k],
				Start: time.Date(k.Year, k.Month, 1, 0, 0, 0, 0, s.clock.Zone())})
		}
	}
	return out, nil
}

// Day is one local day's usage per local hour. The key is the epoch seconds
// of the day's local midnight, within the calendar's days.
func (s *UsageService) Day(ctx context.Context, account int64, key string) (portal.UsageDay, error) {
	now := s.clock.Local()
	if _, err := s.plan(ctx, account, monthStart(now)); err != nil {
		return portal.UsageDay{}, err
	}
	secs, err := strconv.ParseInt(key, 10, 64)
	if err != nil || key == "" || key[0] < '0' || key[0] > '9' {
		return portal.UsageDay{}, errDayNotShown
	}
	first, end := calendarWindow(now)
	if secs < first.Unix() || secs >= end.Unix() {
		return portal.UsageDay{}, errDayNotShown
	}
	day := midnight(time.Unix(secs, 0).In(s.clock.Zone()))
	if day.Unix() != secs {
		return portal.UsageDay{}, errDayNotShown
	}
	down, up, err := s.store.UsageDayHours(ctx, account, day)
	if err != nil {
		return portal.UsageDay{}, err
	}
	return portal.UsageDay{Key: secs, Down: down, Up: up}, nil
}
