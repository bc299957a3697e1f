package api

import (
	"time"

	"myaccount/internal/portal"
)

// "Is it us or you?" (issue 32, item 2; docs/internet-api.md,
// Troubleshooting): the router's state and its restart.

type troubleshootDisconnection struct {
	From    int64  `json:"from"`
	Until   *int64 `json:"until"` // null while it lasts
	Restart bool   `json:"restart"`
}

type troubleshootRestart struct {
	At      int64  `json:"at"`
	Outcome string `json:"outcome"` // "", done, queued, failed
}

type troubleshootObject struct {
	ContactID          int64                       `json:"contactid"`
	Reported           bool                        `json:"reported"`
	Online             bool                        `json:"online"`
	LastSeen           *int64                      `json:"last_seen"`
	OnlineSince        *int64                      `json:"online_since"`
	OnlineSinceAtLeast bool                        `json:"online_since_at_least"`
	Disconnections     []troubleshootDisconnection `json:"disconnections"`
	CanRestart         bool                        `json:"can_restart"`
	NextRestartAt      *int64                      `json:"next_restart_at"`
	LastRestart        *troubleshootRestart        `json:"last_restart"`
	HasWifi            bool                        `json:"has_wifi"`
	Now                int64                       `json:"now"`
}

// epoch is t in epoch seconds, or null for the zero time.
func epoch(t time.Time) *int64 {
	if t.IsZero() {
		return nil
	}
	s := t.Unix()
	return &s
}

// troubleshoot answers the router's diagnosis; 434 without a router.
func (a *API) troubleshoot(r *Request) (*Response, error) {
	d, err := a.svc.Troubleshooting.Diagnose(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	o := troubleshootObject{ContactID: r.Account, Reported: d.Reported, Online: d.Online, LastSeen: epoch(d.LastSeen),
		OnlineSince: epoch(d.OnlineSince), OnlineSinceAtLeast: d.OnlineSinceAtLeast, Disconnections: []troubleshootDisconnection{},
		CanRestart: d.CanRestart, NextRestartAt: epoch(d.NextRestartAt), HasWifi: d.HasWifi, Now: d.Now.Unix()}
	for _, x := range d.Disconnections {
		o.Disconnections = append(o.Disconnections, troubleshootDisconnection{x.From.Unix(), epoch(x.Until), x.Restart})
	}
	if d.LastRestart != nil {
		o.LastRestart = &troubleshootRestart{d.LastRestart.RequestedAt.Unix(), string(d.LastRestart.Outcome)}
	}
	return &Response{Object: o, Name: "troubleshoot", PK: "contactid"}, nil
}

// routerRestart restarts the account's router (POST
// user.{id}/routerrestart.{id}); the restart is recorded with the login.
func (a *API) routerRestart(r *Request) (*Response, error) {
	if err := sameAccountChild(r); err != nil {
		return nil, err
	}
	rec, err := a.svc.Troubleshooting.Restart(r.Context(), r.Account, r.Session.Login)
	if err != nil {
		return nil, err
	}
	msg := portal.Msg(portal.MsgRestartDone)
	if rec.Outcome == portal.RestartQueued {
		msg = portal.Msg(portal.MsgRestartQueued)
	}
	resp := done(msg)
	resp.Extra["outcome"] = string(rec.Outcome)
	resp.Extra["next_restart_at"] = rec.RequestedAt.Add(portal.RestartInterval).Unix()
	return resp, nil
}
