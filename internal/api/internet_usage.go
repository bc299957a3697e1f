package api

import "myaccount/internal/portal"

// The internet area's usage (docs/internet-api.md, Usage): the month, the
// calendar and one day. Figures are decimal GB to 3 decimals.

type calendarDate struct {
	Year  int `json:"year"`
	Month int `json:"month"`
	Day   int `json:"day"`
}

func dateOf(d portal.Date) calendarDate { return calendarDate{d.Year, int(d.Month), d.Day} }

type broadbandTraffic struct {
	UsedGB         float64 `json:"used_gb"`
	BaseCap        int64   `json:"base_cap"`
	LoyaltyExtraGB int64   `json:"loyalty_extra_gb"`
	OnetimeExtraGB int64   `json:"onetime_extra_gb"`
	TotalCap       int64   `json:"total_cap"`
	Unlimited      bool    `json:"unlimited"`
	// OverGB, OveragePrice and OverageAmount are the data over the total
	// cap this month, the package's price per GB over it (dollars, 0:
	// none) and what it comes to so far (portal.BroadbandPlan.Overage).
	OverGB        float64 `json:"over_gb"`
	OveragePrice  float64 `json:"overage_price"`
	OverageAmount float64 `json:"overage_amount"`
	PeriodStart   int64   `json:"period_start"`
	PeriodEnd     int64   `json:"period_end"`
	// Today is the provider's local date, so the app counts "days left"
	// without relying on the browser's time-zone database.
	Today calendarDate `json:"today"`
}

func (a *API) broadbandTraffic(r *Request) (*Response, error) {
	m, err := a.svc.Usage.Month(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	overGB, overCents := m.Plan.Overage(m.Used.Down + m.Used.Up)
	return &Response{Object: broadbandTraffic{
		OverGB:         overGB,
		OveragePrice:   dollars(m.Plan.OverageCentsPerGB),
		OverageAmount:  dollars(overCents),
		UsedGB:         portal.GB(m.Used.Down + m.Used.Up),
		BaseCap:        m.Plan.CapGB,
		LoyaltyExtraGB: m.Plan.LoyaltyGB,
		OnetimeExtraGB: m.Plan.OnetimeGB,
		TotalCap:       m.Plan.TotalCapGB(),
		Unlimited:      m.Plan.Unlimited(),
		PeriodStart:    m.Start.UnixMilli(),
		PeriodEnd:      m.End.UnixMilli(),
		Today:          dateOf(m.Today),
	}, Name: "broadbandtraffic"}, nil
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

// broadbandCalendar carries the provider's calendar with the usage: the app
// takes today, the window and each day's broadbandgraphic key from here.
type broadbandCalendar struct {
	CalendarData []calendarDay   `json:"calendarData"`
	Summary      []calendarMonth `json:"summary"`
	Today        calendarDate    `json:"today"`
	WindowStart  calendarDate    `json:"window_start"`
	// DayKeys are the {epoch day} keys of broadbandgraphic, one per local
	// day from WindowStart to Today.
	DayKeys []int64 `json:"day_keys"`
}

func (a *API) broadbandCalendar(r *Request) (*Response, error) {
	c, err := a.svc.Usage.Calendar(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	out := broadbandCalendar{CalendarData: make([]calendarDay, 0, len(c.Days)), Summary: make([]calendarMonth, 0, len(c.Months)),
		Today: dateOf(c.Today), WindowStart: dateOf(c.WindowStart), DayKeys: c.DayKeys}
	for _, d := range c.Days {
		out.CalendarData = append(out.CalendarData, calendarDay{
			T: calendarDate{d.Year, int(d.Month), d.Day}, D: portal.GB(d.Down), U: portal.GB(d.Up), A: portal.GB(d.Down + d.Up)})
	}
	for _, m := range c.Months {
		out.Summary = append(out.Summary, calendarMonth{Year: m.Month.Year, Month: int(m.Month.Month),
			Downstream: portal.GB(m.Down), Upstream: portal.GB(m.Up), Aggregate: portal.GB(m.Down + m.Up), Start: m.Start.UnixMilli()})
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

// broadbandGraphic is one local day's usage per local hour; the id is the
// day's key from broadbandcalendar.
func (a *API) broadbandGraphic(r *Request) (*Response, error) {
	d, err := a.svc.Usage.Day(r.Context(), r.Account, r.Target.Last().ID)
	if err != nil {
		return nil, err
	}
	s := hourSeries{Downstream: make([]float64, 24), Upstream: make([]float64, 24), Aggregate: make([]float64, 24)}
	for h := range 24 {
		s.Downstream[h] = portal.GB(d.Down[h])
		s.Upstream[h] = portal.GB(d.Up[h])
		s.Aggregate[h] = portal.GB(d.Down[h] + d.Up[h])
	}
	return &Response{Object: broadbandGraphic{Day: d.Key, Data: s}, Name: "broadbandgraphic"}, nil
}
