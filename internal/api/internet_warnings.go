package api

import (
	"myaccount/internal/httpx"
	"myaccount/internal/schema"
)

// The internet area's warning actions (internet spec §3) and the rating
// survey.

// clearDisruptiveTicket clears the account's disruptive ticket with a typed
// signature ({signature}).
func (a *API) clearDisruptiveTicket(r *Request) (*Response, error) {
	msg, err := a.svc.Warnings.ClearDisruptiveTicket(r.Context(), r.Account, r.Session.IdentityID, stringField(r.Body, "signature"))
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}

// ipAutoRegister registers the caller's connection from the address it
// calls from.
func (a *API) ipAutoRegister(r *Request) (*Response, error) {
	msg, err := a.svc.Warnings.AutoRegister(r.Context(), r.Account, r.Session.IdentityID, httpx.ClientIP(r.HTTP))
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}

type ratingObject struct {
	Rate        int    `json:"rate"`
	RateOptions string `json:"rate_options"`
	Comment     string `json:"comment"`
}

type ratingSurveyObject struct {
	GetRating bool          `json:"getrating"`
	Rating    *ratingObject `json:"rating"`
}

func (a *API) ratingSurvey(r *Request) (*Response, error) {
	s, err := a.svc.Survey.State(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	out := ratingSurveyObject{GetRating: s.Ask}
	if s.Last != nil {
		out.Rating = &ratingObject{s.Last.Rate, s.Last.Options, s.Last.Comment}
	}
	return &Response{Object: out, Name: "ratingsurvey", Schema: r.Schema(schema.RatingSurvey)}, nil
}

// rate stores an answer to the survey (its form's fields).
func (a *API) rate(r *Request) (*Response, error) {
	msg, err := a.svc.Survey.Rate(r.Context(), r.Account, r.Session.IdentityID, r.Body)
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}
