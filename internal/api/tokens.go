package api

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"net/http"
	"regexp"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
)

// piPattern is the shape of a one-time code (platform spec §5).
var piPattern = regexp.MustCompile(`^[a-zA-Z0-9+./=_-]{2,512}$`)

// newToken returns 256 random bits, URL-safe.
func newToken() string {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return base64.RawURLEncoding.EncodeToString(b[:])
}

type jrrBody struct {
	Error   int    `json:"error"`
	Message string `json:"message"`
	JRR     string `json:"JRR"`
}

// bootstrap exchanges the identity service's one-time code for a session
// token. A malformed, unknown, expired or replayed code answers 401 so the
// app falls back to the SSO check (ph=a).
func (a *API) bootstrap(w http.ResponseWriter, r *http.Request, pi string) {
	if !piPattern.MatchString(pi) {
		a.fail(w, r, portal.Errorf(portal.CodeUnauthorized, "This sign-in link is not valid. Please sign in again."))
		return
	}
	identityID, err := a.cfg.Store.ConsumeLoginCode(r.Context(), portal.HashToken(pi))
	if errors.Is(err, portal.ErrNoRows) {
		a.fail(w, r, portal.Errorf(portal.CodeUnauthorized, "This sign-in link has expired or was already used. Please sign in again."))
		return
	}
	if err != nil {
		a.fail(w, r, err)
		return
	}
	a.startSession(w, r, identityID)
}

// ssoCheck answers a token when the browser holds a valid SSO cookie of the
// identity service, else 401.
func (a *API) ssoCheck(w http.ResponseWriter, r *http.Request) {
	if a.cfg.SSO == nil {
		a.fail(w, r, portal.Errorf(portal.CodeUnauthorized, "Please sign in."))
		return
	}
	identityID, ok, err := a.cfg.SSO.SSOIdentity(r)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	if !ok {
		a.fail(w, r, portal.Errorf(portal.CodeUnauthorized, "Please sign in."))
		return
	}
	a.startSession(w, r, identityID)
}

func (a *API) startSession(w http.ResponseWriter, r *http.Request, identityID int64) {
	tok := newToken()
	if _, err := a.cfg.Store.CreateSession(r.Context(), identityID, portal.HashToken(tok), a.cfg.TokenTTL); err != nil {
		a.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, jrrBody{JRR: tok})
}

// renew trades a valid token for a fresh one (ph=b). The old token stays
// valid for the grace period; an expired one answers 432, an unknown or
// revoked one 401.
func (a *API) renew(w http.ResponseWriter, r *http.Request) {
	if _, err := a.authenticate(r); err != nil {
		a.fail(w, r, err)
		return
	}
	tok := newToken()
	err := a.cfg.Store.RenewSession(r.Context(), portal.HashToken(r.Header.Get("x-omicron")), portal.HashToken(tok), a.cfg.TokenTTL, a.cfg.RenewGrace)
	if errors.Is(err, portal.ErrNoRows) {
		a.fail(w, r, portal.Errorf(portal.CodeExpired, "Your session has expired. Please sign in again."))
		return
	}
	if err != nil {
		a.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, jrrBody{JRR: tok})
}
