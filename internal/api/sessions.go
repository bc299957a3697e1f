package api

import (
	"net/http"

	"myaccount/internal/httpx"
)

// The session calls outside the table (api.md): GET /api?pi=CODE trades the
// identity service's one-time code for a token, ?ph=a starts a session from
// its SSO cookie, and ?ph=b renews a token.

type jrrBody struct {
	Error   int    `json:"error"`
	Message string `json:"message"`
	JRR     string `json:"JRR"`
}

// bootstrap exchanges a one-time code for a session token.
func (a *API) bootstrap(w http.ResponseWriter, r *http.Request, pi string) {
	tok, err := a.svc.Sessions.Exchange(r.Context(), pi, httpx.ClientIP(r))
	a.answerToken(w, r, tok, err)
}

// ssoCheck answers a token when the browser holds a valid SSO cookie of the
// identity service, else 204 No Content: "no session" is the expected answer
// of every first visit, not a failure, so it must not show as an error in
// the browser's console (docs/decisions.md). The app sends the browser to
// the login on any answer but a 200 with a token (PLAT-068).
func (a *API) ssoCheck(w http.ResponseWriter, r *http.Request) {
	if a.cfg.SSO == nil {
		noSession(w)
		return
	}
	identityID, ok, err := a.cfg.SSO.SSOIdentity(r)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	if !ok {
		noSession(w)
		return
	}
	tok, err := a.svc.Sessions.Start(r.Context(), identityID)
	a.answerToken(w, r, tok, err)
}

// noSession is ssoCheck's answer without an SSO session.
func noSession(w http.ResponseWriter) {
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}

// renew trades the x-omicron token for a fresh one.
func (a *API) renew(w http.ResponseWriter, r *http.Request) {
	tok, err := a.svc.Sessions.Renew(r.Context(), r.Header.Get("x-omicron"))
	a.answerToken(w, r, tok, err)
}

func (a *API) answerToken(w http.ResponseWriter, r *http.Request, tok string, err error) {
	if err != nil {
		a.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, jrrBody{JRR: tok})
}
