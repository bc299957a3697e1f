package identity

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"myaccount/internal/httpx"
	"myaccount/internal/password"
	"myaccount/internal/portal"
)

// carry holds the parameters the app sends to the login page and gets back
// with the code (platform spec §7, "Identity redirect"). Each is validated on
// the way in; an invalid value is dropped, never passed on.
type carry struct {
	RP  string // path under /ui, "" = "/"
	RC  string // the app's redirect count
	HW  string // device hardware address, for first-device registration
	Seg string
}

var (
	// rpRE allows plain path characters only: no scheme, no "%" (so no
	// encoded dots or slashes), no backslash, no query, no control character.
	rpRE = regexp.MustCompile(`^/[A-Za-z0-9/_.~-]{0,511}$`)
	rcRE = regexp.MustCompile(`^[0-9]{1,3}$`)
)

// cleanRP returns rp when it is a safe path to put after /ui, else "".
func cleanRP(rp string) string {
	if !rpRE.MatchString(rp) || strings.Contains(rp, "//") || strings.Contains(rp, "..") {
		return ""
	}
	return rp
}

func readCarry(v url.Values) carry {
	c := carry{RP: cleanRP(v.Get("rp"))}
	if rc := v.Get("rc"); rcRE.MatchString(rc) {
		c.RC = rc
	}
	if hw := v.Get("hw"); portal.ValidHW(hw) {
		c.HW = hw
	}
	if seg := v.Get("seg"); portal.ValidSeg(seg) {
		c.Seg = seg
	}
	return c
}

// values returns the carried parameters (r included) for a link.
func (c carry) values() url.Values {
	q := url.Values{"r": {"myaccount"}}
	for k, v := range map[string]string{"rp": c.RP, "rc": c.RC, "hw": c.HW, "seg": c.Seg} {
		if v != "" {
			q.Set(k, v)
		}
	}
	return q
}

// getLogin shows the sign-in page, or, when the browser already holds a live
// SSO cookie, goes straight back to the app with a new code (single sign-on).
func (s *Service) getLogin(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("r") != "myaccount" {
		s.errorPage(w, r, http.StatusBadRequest, portal.MsgAuthBadLink)
		return
	}
	c := readCarry(q)
	id, ok, err := s.SSOIdentity(r)
	if err != nil {
		s.internalError(w, r, fmt.Errorf("sso lookup: %w", err))
		return
	}
	if ok {
		s.logger(r).Info("sso sign-in", "identity_id", id)
		s.redirectWithCode(w, r, id, c)
		return
	}
	s.renderLogin(w, r, http.StatusOK, c, "", portal.Message{})
}

// renderLogin shows the login page: the form for local accounts, the
// provider button in OIDC mode.
func (s *Service) renderLogin(w http.ResponseWriter, r *http.Request, status int, c carry, login string, errMsg portal.Message) {
	d := pageData{Title: portal.MsgAuthTitleLogin, Carry: c, Login: login, Error: errMsg}
	if s.oidc != nil {
		d.OIDC = true
		d.OIDCStart = "/auth/oidc/start?" + c.values().Encode()
	}
	s.render(w, r, status, "login", d)
}

// postLogin checks the form and the password and completes the sign-in.
func (s *Service) postLogin(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		s.errorPage(w, r, http.StatusBadRequest, portal.MsgAuthBadLink)
		return
	}
	if r.PostFormValue("r") != "myaccount" {
		s.errorPage(w, r, http.StatusBadRequest, portal.MsgAuthBadLink)
		return
	}
	c := readCarry(r.PostForm)
	if s.oidc != nil {
		s.renderLogin(w, r, http.StatusBadRequest, c, "", portal.Msg(portal.MsgAuthOIDCNoLocal))
		return
	}
	login := strings.TrimSpace(r.PostFormValue("login"))
	pw := r.PostFormValue("password")
	if login == "" || pw == "" {
		if !validLogin(login) {
			login = ""
		}
		s.renderLogin(w, r, http.StatusBadRequest, c, login, portal.Msg(portal.MsgAuthMissingFields))
		return
	}
	if !validLogin(login) {
		s.renderLogin(w, r, http.StatusBadRequest, c, "", portal.Msg(portal.MsgAuthLoginInvalid))
		return
	}

	ctx := r.Context()
	attempt, wait, err := s.countSignIn(ctx, r, login)
	if err != nil {
		s.internalError(w, r, err)
		return
	}
	if !wait.IsZero() {
		s.logger(r).Warn("login refused: too many attempts", "client", httpx.ClientIP(r).String())
		s.renderLogin(w, r, http.StatusTooManyRequests, c, login, wait)
		return
	}

	ident, hash, err := s.st.IdentityByLogin(ctx, login)
	if err != nil && !errors.Is(err, portal.ErrNoRows) {
		s.internalError(w, r, fmt.Errorf("identity by login: %w", err))
		return
	}
	ok, err := s.checkPassword(ctx, pw, hash)
	if err != nil {
		if ctx.Err() != nil {
			return // the client went away while waiting for a hashing slot
		}
		s.logger(r).Error("stored password hash unusable", "identity_id", ident.ID, "err", err)
	}
	if !ok || ident.Disabled {
		// The log tells known from unknown and disabled logins; the page
		// does not: a disabled login's right password answers like a wrong one.
		s.logger(r).Warn("login failed", "identity_id", ident.ID, "disabled", ident.Disabled, "client", httpx.ClientIP(r).String())
		s.renderLogin(w, r, http.StatusUnauthorized, c, login, portal.Msg(portal.MsgAuthBadCredentials))
		return
	}
	if err := s.signedIn(ctx, attempt); err != nil {
		s.logger(r).Warn("clear sign-in counters", "err", err)
	}
	s.rememberDevice(w, r, login)
	s.logger(r).Info("login ok", "identity_id", ident.ID)
	s.completeSignIn(w, r, ident.ID, c)
}

// checkPassword checks pw against a stored hash, or against the dummy hash
// when hash is "" (unknown login) so both take the same time. At most
// cap(hashSlots) checks run at once: argon2id is memory-hard by design.
func (s *Service) checkPassword(ctx context.Context, pw, hash string) (bool, error) {
	select {
	case s.hashSlots <- struct{}{}:
	case <-ctx.Done():
		return false, ctx.Err()
	}
	defer func() { <-s.hashSlots }()
	if hash == "" {
		if dummy, err := s.dummyHash(); err == nil {
			_, _ = password.Check(pw, dummy)
		}
		return false, nil
	}
	return password.Check(pw, hash)
}

// hashPassword hashes a new password under the same concurrency bound.
func (s *Service) hashPassword(ctx context.Context, pw string) (string, error) {
	select {
	case s.hashSlots <- struct{}{}:
	case <-ctx.Done():
		return "", ctx.Err()
	}
	defer func() { <-s.hashSlots }()
	return password.Hash(pw, s.cfg.PasswordParams)
}

// getLogout ends the SSO session when the portal itself asks
// (Sec-Fetch-Site: same-origin) and says so, with a link to sign in again.
// Any other visit — a link on another site, an image, a typed address —
// gets a page that asks first, so no other site can sign a subscriber out.
func (s *Service) getLogout(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("Sec-Fetch-Site") != "same-origin" {
		s.render(w, r, http.StatusOK, "logout", pageData{Title: portal.MsgAuthTitleSignOut, Text: portal.MsgAuthSignOutConfirm})
		return
	}
	s.signOut(w, r)
}

// postLogout ends the SSO session: the app's fetch at logout answers 204,
// the confirmation page's form ("confirm") the signed-out page. Like every
// post here it must come from the portal itself (see Handler).
func (s *Service) postLogout(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		s.errorPage(w, r, http.StatusBadRequest, portal.MsgAuthBadLink)
		return
	}
	if r.PostFormValue("confirm") != "" {
		s.signOut(w, r)
		return
	}
	if err := s.endSSO(w, r); err != nil {
		s.internalError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}

// signOut ends the SSO session and shows the signed-out page.
func (s *Service) signOut(w http.ResponseWriter, r *http.Request) {
	if err := s.endSSO(w, r); err != nil {
		s.internalError(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "message", pageData{Title: portal.MsgAuthTitleSignedOut, Text: portal.MsgAuthSignedOut,
		LinkHref: "/auth/login?r=myaccount", LinkText: portal.MsgAuthSignInAgain})
}

// endSSO revokes the request's SSO session, if any, and clears its cookie.
func (s *Service) endSSO(w http.ResponseWriter, r *http.Request) error {
	if hash, ok := s.ssoHash(r); ok {
		if err := s.st.RevokeSSOSession(r.Context(), hash); err != nil {
			return fmt.Errorf("revoke sso session: %w", err)
		}
		s.logger(r).Info("sso session ended")
	}
	s.clearCookie(w, s.ssoName, "/")
	return nil
}
