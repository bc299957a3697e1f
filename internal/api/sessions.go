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
	// AssociatedAccounts comes with a new session's token (pi and ph=a, not
	// a renewal): the list me.1/associatedaccounts answers, the app's next
	// question, which it then need not ask — a round trip less before a
	// first visit's page can ask for its data (docs/decisions.md).
	AssociatedAccounts []associatedAccounts `json:"associatedaccounts,omitempty"`
}

// bootstrap exchanges a one-time code for a session token.
func (a *API) bootstrap(w http.ResponseWriter, r *http.Request, pi string) {
	tok, err := a.svc.Sessions.Exchange(r.Context(), pi, httpx.ClientIP(r))
	a.answerNewSession(w, r, tok, err)
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
	identityID, sso, ok, err := a.cfg.SSO.SSOSession(r)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	if !ok {
		noSession(w)
		return
	}
	tok, err := a.svc.Sessions.Start(r.Context(), identityID, sso)
	a.answerNewSession(w, r, tok, err)
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

// answerNewSession answers a new session's token with the login's accounts.
// They are a head start, not part of the token: should reading them fail,
// the token still goes out and the app asks for them as before.
func (a *API) answerNewSession(w http.ResponseWriter, r *http.Request, tok string, err error) {
	if err != nil {
		a.fail(w, r, err)
		return
	}
	body := jrrBody{JRR: tok}
	sess, err := a.svc.Sessions.Authenticate(r.Context(), tok)
	if err == nil {
		body.AssociatedAccounts, err = a.accountsOf(r.Context(), sess)
	}
	if err != nil {
		a.cfg.Log.Warn("a new session's accounts, sent with its token", "err", err, "request_id", httpx.RequestID(r.Context()))
	}
	httpx.WriteJSON(w, http.StatusOK, body)
}
