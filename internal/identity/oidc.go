package identity

import (
	"context"
	"crypto/hmac"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"golang.org/x/oauth2"

	"myaccount/internal/portal"
)

// oidcRelay sends sign-in to an external OpenID Connect provider
// (authorization code flow with PKCE and a nonce) and maps the verified
// e-mail address to a MyAccount login.
type oidcRelay struct {
	oauth    oauth2.Config
	verifier *idTokenVerifier
	client   *http.Client
}

func newOIDCRelay(ctx context.Context, cfg OIDCConfig, redirectURL string, now func() time.Time) (*oidcRelay, error) {
	if cfg.Issuer == "" || cfg.ClientID == "" {
		return nil, errors.New("identity: OIDC needs Issuer and ClientID")
	}
	client := &http.Client{Timeout: 15 * time.Second}
	endpoint, verifier, err := discoverProvider(ctx, client, cfg.Issuer, cfg.ClientID, now)
	if err != nil {
		return nil, fmt.Errorf("identity: OIDC discovery of %s: %w", cfg.Issuer, err)
	}
	return &oidcRelay{
		oauth: oauth2.Config{
			ClientID:     cfg.ClientID,
			ClientSecret: cfg.ClientSecret,
			RedirectURL:  redirectURL,
			Endpoint:     endpoint,
			Scopes:       []string{"openid", "email"},
		},
		verifier: verifier,
		client:   client,
	}, nil
}

// oidcState is what the signed state cookie carries between the start and
// the callback of one sign-in.
type oidcState struct {
	State    string `json:"s"`
	Nonce    string `json:"n"`
	Verifier string `json:"v"`
	RP       string `json:"rp,omitempty"`
	RC       string `json:"rc,omitempty"`
	HW       string `json:"hw,omitempty"`
	Seg      string `json:"seg,omitempty"`
	Exp      int64  `json:"e"` // Unix ms
}

func (s *Service) encodeState(st oidcState) (string, error) {
	b, err := json.Marshal(st)
	if err != nil {
		return "", err
	}
	body := b64.EncodeToString(b)
	return body + "." + sign(s.stateKey, "oidc-state:"+body), nil
}

func (s *Service) decodeState(v string) (oidcState, bool) {
	body, mac, ok := strings.Cut(v, ".")
	if !ok || !hmac.Equal([]byte(mac), []byte(sign(s.stateKey, "oidc-state:"+body))) {
		return oidcState{}, false
	}
	b, err := b64.DecodeString(body)
	if err != nil {
		return oidcState{}, false
	}
	var st oidcState
	if err := json.Unmarshal(b, &st); err != nil || st.Exp <= s.now().UnixMilli() || st.State == "" || st.Nonce == "" {
		return oidcState{}, false
	}
	return st, true
}

// oidcStart remembers the carried parameters, state, nonce and PKCE verifier
// in a signed, short-lived cookie and sends the browser to the provider.
func (s *Service) oidcStart(w http.ResponseWriter, r *http.Request) {
	if s.oidc == nil {
		s.errorPage(w, r, http.StatusNotFound, portal.MsgAuthNotFound)
		return
	}
	c := readCarry(r.URL.Query())
	st := oidcState{
		State: randomToken(), Nonce: randomToken(), Verifier: oauth2.GenerateVerifier(),
		RP: c.RP, RC: c.RC, HW: c.HW, Seg: c.Seg,
		Exp: s.now().Add(stateCookieTTL).UnixMilli(),
	}
	v, err := s.encodeState(st)
	if err != nil {
		s.internalError(w, r, fmt.Errorf("encode oidc state: %w", err))
		return
	}
	s.setCookie(w, stateCookieName, v, "/auth/oidc/", stateCookieTTL)
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, s.oidc.oauth.AuthCodeURL(st.State,
		oauth2.SetAuthURLParam("nonce", st.Nonce), oauth2.S256ChallengeOption(st.Verifier)), http.StatusFound)
}

// oidcCallback completes the provider's sign-in: it checks the state,
// exchanges the code, verifies the ID token and signs in the login that uses
// the token's e-mail address.
func (s *Service) oidcCallback(w http.ResponseWriter, r *http.Request) {
	if s.oidc == nil {
		s.errorPage(w, r, http.StatusNotFound, portal.MsgAuthNotFound)
		return
	}
	log := s.logger(r)
	var st oidcState
	ok := false
	if ck, err := r.Cookie(stateCookieName); err == nil {
		st, ok = s.decodeState(ck.Value)
	}
	s.clearCookie(w, stateCookieName, "/auth/oidc/") // one use only
	q := r.URL.Query()
	if !ok || !hmac.Equal([]byte(q.Get("state")), []byte(st.State)) {
		log.Warn("oidc callback refused: state cookie missing, expired or not matching")
		s.renderLogin(w, r, http.StatusBadRequest, carry{}, "", portal.Msg(portal.MsgAuthOIDCFailed))
		return
	}
	c := readCarry(carry{RP: st.RP, RC: st.RC, HW: st.HW, Seg: st.Seg}.values())
	if e := q.Get("error"); e != "" {
		log.Warn("oidc provider answered an error", "error", truncate(e, 64))
		s.renderLogin(w, r, http.StatusUnauthorized, c, "", portal.Msg(portal.MsgAuthOIDCFailed))
		return
	}
	code := q.Get("code")
	if code == "" {
		s.renderLogin(w, r, http.StatusBadRequest, c, "", portal.Msg(portal.MsgAuthOIDCFailed))
		return
	}

	ctx, cancel := context.WithTimeout(r.Context(), 20*time.Second)
	defer cancel()
	ctx = context.WithValue(ctx, oauth2.HTTPClient, s.oidc.client)
	tok, err := s.oidc.oauth.Exchange(ctx, code, oauth2.VerifierOption(st.Verifier))
	if err != nil {
		// The error text may quote the code back; log only its kind.
		var re *oauth2.RetrieveError
		if errors.As(err, &re) {
			status := 0
			if re.Response != nil {
				status = re.Response.StatusCode
			}
			log.Warn("oidc code exchange refused", "status", status, "error", truncate(re.ErrorCode, 64))
		} else {
			log.Error("oidc code exchange failed", "err_type", fmt.Sprintf("%T", err))
		}
		s.renderLogin(w, r, http.StatusBadGateway, c, "", portal.Msg(portal.MsgAuthOIDCFailed))
		return
	}
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		log.Warn("oidc token answer has no id_token")
		s.renderLogin(w, r, http.StatusBadGateway, c, "", portal.Msg(portal.MsgAuthOIDCFailed))
		return
	}
	claims, err := s.oidc.verifier.verify(ctx, raw, st.Nonce)
	if err != nil {
		log.Warn("oidc id token refused", "err", err)
		s.renderLogin(w, r, http.StatusUnauthorized, c, "", portal.Msg(portal.MsgAuthOIDCFailed))
		return
	}
	if claims, err = s.oidc.verifier.complete(ctx, claims, tok); err != nil {
		log.Warn("oidc userinfo refused", "err", err)
		s.renderLogin(w, r, http.StatusBadGateway, c, "", portal.Msg(portal.MsgAuthOIDCFailed))
		return
	}
	email := strings.TrimSpace(claims.Email)
	if email == "" {
		log.Warn("oidc provider gave no email claim")
		s.renderLogin(w, r, http.StatusForbidden, c, "", portal.Msg(portal.MsgAuthOIDCFailed))
		return
	}
	if !claims.emailVerified() {
		log.Warn("oidc email not verified")
		s.renderLogin(w, r, http.StatusForbidden, c, "", portal.Msg(portal.MsgAuthEmailUnverified))
		return
	}
	ident, _, err := s.st.IdentityByLogin(r.Context(), email)
	if errors.Is(err, portal.ErrNoRows) || (err == nil && ident.Disabled) {
		// A disabled login is answered like a missing one.
		log.Info("oidc sign-in refused: no enabled login uses the e-mail address", "identity_id", ident.ID)
		s.renderLogin(w, r, http.StatusForbidden, c, "", portal.Msg(portal.MsgAuthUnknownEmail))
		return
	}
	if err != nil {
		s.internalError(w, r, fmt.Errorf("identity by oidc email: %w", err))
		return
	}
	log.Info("oidc login ok", "identity_id", ident.ID)
	s.completeSignIn(w, r, ident.ID, c)
}

func truncate(v string, n int) string {
	if len(v) > n {
		return v[:n]
	}
	return v
}
