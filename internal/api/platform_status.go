package api

import "time"

// The service status of the account's site (issue 32): the outages and
// planned maintenance not resolved, each with its latest update and the
// estimated restoration, in the reader's language.

type statusItem struct {
	ID       string     `json:"id"`
	Kind     string     `json:"kind"`
	Status   string     `json:"status"` // planned or ongoing
	Title    string     `json:"title"`
	StartsAt time.Time  `json:"startsAt"`
	Estimate *time.Time `json:"estimate"`
	Latest   string     `json:"latest"`
	LatestAt *time.Time `json:"latestAt"`
}

func (a *API) serviceStatus(r *Request) (*Response, error) {
	list := []statusItem{}
	if a.svc.Status == nil {
		return &Response{List: list, Name: "servicestatus", PK: "id"}, nil
	}
	events, err := a.svc.Status.AccountOutages(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	for _, o := range events {
		it := statusItem{ID: o.ExternalID, Kind: o.Kind, Status: "ongoing", Title: r.Lang.Pick(o.Title, o.TitleFR),
			StartsAt: o.StartsAt}
		if o.StartsAt.After(now) {
			it.Status = "planned"
		}
		if !o.EstimatedAt.IsZero() {
			e := o.EstimatedAt
			it.Estimate = &e
		}
		if n := len(o.Updates); n > 0 {
			u := o.Updates[n-1]
			it.Latest, it.LatestAt = r.Lang.Pick(u.Text, u.TextFR), &u.At
		}
		list = append(list, it)
	}
	return &Response{List: list, Name: "servicestatus", PK: "id"}, nil
}
