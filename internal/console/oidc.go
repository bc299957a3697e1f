package console

// Staff sign-in through the provider's own identity provider (issue 30,
// MYACCOUNT_STAFF_OIDC_*): the authorization code flow with PKCE, a state
// and a nonce, the redirect address under /staff/ (never /api or /auth).
// The provider's group claim maps to a role (the highest matching role
// wins; no matching group is refused); the staff login is made or brought
// to that role at each sign-in, and the role's change is recorded in the
// staff log. The provider's own second factor is trusted: no TOTP. While
// the identity provider is configured, local staff passwords are off.

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"myaccount/internal/portal"
)

// OIDCOptions are the identity provider's settings.
type OIDCOptions struct {
	Issuer       string
	ClientID     string
	ClientSecret string
	// Name is the provider's name on the sign-in button ("Sign in with
	// Name"); empty: the issuer's host.
	Name string
	// GroupsClaim names the claim that lists a user's groups ("groups";
	// a dotted path such as realm_access.roles reads a nested claim).
	GroupsClaim string
	// Roles maps each role to the groups that give it (ParseRoles).
	Roles map[portal.StaffRole][]string
	// Scopes are asked for; empty: openid, email, profile and groups.
	Scopes []string
}

// CallbackPath is the identity provider's redirect address on the portal.
const CallbackPath = "/staff/api/oidc/callback"

// Actor of what the identity provider's groups decide (a login made or
// its role changed) in the staff log.
const oidcActor = "identity-provider"

// ParseRoles reads a mapping of roles to groups such as
// "agent=support,billing=finance,admin=it-admins" (a role may be named
// more than once, for several groups).
func ParseRoles(v string) (map[portal.StaffRole][]string, error) {
	out := map[portal.StaffRole][]string{}
	for _, p := range strings.Split(v, ",") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		role, group, ok := strings.Cut(p, "=")
		role, group = strings.TrimSpace(role), strings.TrimSpace(group)
		if !ok || group == "" {
			return nil, fmt.Errorf("%q is not role=group", p)
		}
		if !ValidRole(portal.StaffRole(role)) {
			return nil, fmt.Errorf("%q is not a role: agent, billing or admin", role)
		}
		out[portal.StaffRole(role)] = append(out[portal.StaffRole(role)], group)
	}
	if len(out) == 0 {
		return nil, errors.New("no role=group pair: name the groups that give a staff role, such as agent=support,admin=it-admins")
	}
	return out, nil
}

// RoleOf is the highest role any of groups gives, or "" for none.
func RoleOf(roles map[portal.StaffRole][]string, groups []string) portal.StaffRole {
	var best portal.StaffRole
	for role, gs := range roles {
		if rank(role) <= rank(best) {
			continue
		}
		for _, g := range gs {
			if slices.Contains(groups, g) {
				best = role
				break
			}
		}
	}
	return best
}

type oidcDoor struct {
	o        OIDCOptions
	oauth    oauth2.Config
	provider *oidc.Provider
	verifier *oidc.IDTokenVerifier
	client   *http.Client
}

// UseOIDC turns sign-in through the identity provider on (and local
// passwords off): it reads the provider's discovery document.
func (s *Service) UseOIDC(ctx context.Context, o OIDCOptions) error {
	if o.Issuer == "" || o.ClientID == "" {
		return errors.New("the staff identity provider needs an issuer and a client id")
	}
	if len(o.Roles) == 0 {
		return errors.New("the staff identity provider needs the groups that give each role")
	}
	if o.GroupsClaim == "" {
		o.GroupsClaim = "groups"
	}
	if len(o.Scopes) == 0 {
		o.Scopes = []string{oidc.ScopeOpenID, "email", "profile", "groups"}
	}
	if !slices.Contains(o.Scopes, oidc.ScopeOpenID) {
		o.Scopes = append([]string{oidc.ScopeOpenID}, o.Scopes...)
	}
	if o.Name == "" {
		if u, err := url.Parse(o.Issuer); err == nil {
			o.Name = u.Hostname()
		}
	}
	client := &http.Client{Timeout: 15 * time.Second}
	p, err := oidc.NewProvider(oidc.ClientContext(ctx, client), o.Issuer)
	if err != nil {
		return fmt.Errorf("discovery of the staff identity provider %s: %w", o.Issuer, err)
	}
	s.oidc = &oidcDoor{o: o, provider: p, client: client,
		verifier: p.Verifier(&oidc.Config{ClientID: o.ClientID, Now: s.o.Now}),
		oauth: oauth2.Config{ClientID: o.ClientID, ClientSecret: o.ClientSecret, Endpoint: p.Endpoint(),
			RedirectURL: s.o.PublicURL + CallbackPath, Scopes: o.Scopes}}
	return nil
}

// SignInOptions says how staff sign in: the identity provider's name
// (empty: none) and whether local passwords are on.
func (s *Service) SignInOptions() (provider string, passwords bool) {
	if s.oidc == nil {
		return "", true
	}
	return s.oidc.o.Name, false
}

// oidcState is what the signed state cookie carries from the start of a
// sign-in to its callback.
type oidcState struct {
	State    string `json:"s"`
	Nonce    string `json:"n"`
	Verifier string `json:"v"`
	Exp      int64  `json:"e"` // Unix ms
}

// stateTTL is how long a sign-in at the provider may take.
const stateTTL = 10 * time.Minute

func (s *Service) signState(body string) string {
	m := hmac.New(sha256.New, s.stateKey)
	m.Write([]byte("staff-oidc-state:" + body))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// StartOIDC begins a sign-in at the identity provider: the address to send
// the browser to, and the value of the state cookie to set.
func (s *Service) StartOIDC() (redirect, cookie string, err error) {
	if s.oidc == nil {
		return "", "", fail(http.StatusNotFound, "not-found", "no identity provider is configured")
	}
	st := oidcState{State: newToken(), Nonce: newToken(), Verifier: oauth2.GenerateVerifier(),
		Exp: s.o.Now().Add(stateTTL).UnixMilli()}
	b, err := json.Marshal(st)
	if err != nil {
		return "", "", err
	}
	body := base64.RawURLEncoding.EncodeToString(b)
	return s.oidc.oauth.AuthCodeURL(st.State, oauth2.SetAuthURLParam("nonce", st.Nonce), oauth2.S256ChallengeOption(st.Verifier)),
		body + "." + s.signState(body), nil
}

func (s *Service) readState(cookie string) (oidcState, bool) {
	body, mac, ok := strings.Cut(cookie, ".")
	if !ok || !hmac.Equal([]byte(mac), []byte(s.signState(body))) {
		return oidcState{}, false
	}
	b, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil {
		return oidcState{}, false
	}
	var st oidcState
	if err := json.Unmarshal(b, &st); err != nil || st.Exp <= s.o.Now().UnixMilli() || st.State == "" || st.Nonce == "" {
		return oidcState{}, false
	}
	return st, true
}

// Refusals of a sign-in through the identity provider (the console shows
// each in the staff's language).
var (
	errOIDCFailed   = fail(http.StatusUnauthorized, "oidc-failed", "the sign-in through the identity provider did not succeed: try again")
	errOIDCNoRole   = fail(http.StatusForbidden, "oidc-no-role", "your account at the identity provider is in none of the groups that give a staff role")
	errOIDCNoEmail  = fail(http.StatusForbidden, "oidc-no-email", "the identity provider gave no verified e-mail address")
	errStaffDisable = fail(http.StatusForbidden, "staff-disabled", "this staff login is disabled")
)

// CompleteOIDC completes a sign-in at the callback: it checks the state
// (cookie against the query), exchanges the code with the PKCE verifier,
// verifies the ID token and its nonce, maps the groups to a role and opens
// a signed-in session; it answers the session's token. address is the
// client's, for the staff log.
func (s *Service) CompleteOIDC(ctx context.Context, cookie string, q url.Values, address string) (string, error) {
	if s.oidc == nil {
		return "", fail(http.StatusNotFound, "not-found", "no identity provider is configured")
	}
	st, ok := s.readState(cookie)
	if !ok || !hmac.Equal([]byte(q.Get("state")), []byte(st.State)) {
		return "", fail(http.StatusBadRequest, "oidc-state", "the sign-in's state does not match: start the sign-in again")
	}
	if e := q.Get("error"); e != "" {
		return "", fmt.Errorf("%w (the provider answered %.64q)", errOIDCFailed, e)
	}
	code := q.Get("code")
	if code == "" {
		return "", errOIDCFailed
	}
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	ctx = oidc.ClientContext(ctx, s.oidc.client)
	tok, err := s.oidc.oauth.Exchange(ctx, code, oauth2.VerifierOption(st.Verifier))
	if err != nil {
		var re *oauth2.RetrieveError
		if errors.As(err, &re) { // its text may quote the code back
			return "", fmt.Errorf("%w (code exchange refused: %.64q)", errOIDCFailed, re.ErrorCode)
		}
		return "", fmt.Errorf("%w (code exchange: %T)", errOIDCFailed, err)
	}
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		return "", fmt.Errorf("%w (no id_token)", errOIDCFailed)
	}
	idt, err := s.oidc.verifier.Verify(ctx, raw)
	if err != nil {
		return "", fmt.Errorf("%w (id token: %v)", errOIDCFailed, err)
	}
	if !hmac.Equal([]byte(idt.Nonce), []byte(st.Nonce)) {
		return "", fmt.Errorf("%w (id token nonce does not match)", errOIDCFailed)
	}
	claims := map[string]any{}
	if err := idt.Claims(&claims); err != nil {
		return "", fmt.Errorf("%w (id token claims: %v)", errOIDCFailed, err)
	}
	// What the ID token leaves out, the userinfo answer may give (when it
	// names the same subject).
	if claims["email"] == nil || claimAt(claims, s.oidc.o.GroupsClaim) == nil || claims["name"] == nil {
		if ui, err := s.oidc.provider.UserInfo(ctx, oauth2.StaticTokenSource(tok)); err == nil && ui.Subject == idt.Subject {
			more := map[string]any{}
			if ui.Claims(&more) == nil {
				for k, v := range more {
					if _, have := claims[k]; !have {
						claims[k] = v
					}
				}
			}
		}
	}
	email, _ := claims["email"].(string)
	// The provider's own directory is the source of its staff's addresses:
	// an address it says is not verified is refused; one it says nothing
	// about is taken.
	if v, said := claims["email_verified"]; said && v != true && v != "true" {
		email = ""
	}
	email, err = normalEmail(email)
	if err != nil {
		return "", errOIDCNoEmail
	}
	name, _ := claims["name"].(string)
	role := RoleOf(s.oidc.o.Roles, groupsOf(claimAt(claims, s.oidc.o.GroupsClaim)))
	if role == "" {
		return "", fmt.Errorf("%w (%s)", errOIDCNoRole, email)
	}
	return s.oidcSignIn(ctx, email, cleanName(name), role, address)
}

// oidcSignIn makes or updates the staff login of a verified sign-in and
// opens its signed-in session, recording what changed.
func (s *Service) oidcSignIn(ctx context.Context, email, name string, role portal.StaffRole, address string) (string, error) {
	for range 3 { // a login made or changed meanwhile: read it again
		m, err := s.st.StaffByEmail(ctx, email)
		if err != nil && !errors.Is(err, portal.ErrNoRows) {
			return "", err
		}
		if m.Disabled {
			return "", fmt.Errorf("%w (%s)", errStaffDisable, email)
		}
		if name == "" {
			name = m.Name
		}
		token := newToken()
		in := portal.StaffOIDCSignIn{StaffID: m.ID, Before: m.Role, Email: email, Name: name, Role: role,
			CreatedBy: oidcActor, TokenHash: portal.HashToken(token)}
		switch {
		case m.ID == 0:
			in.Actions = append(in.Actions, s.action(oidcActor, "staff-add", email, "role "+string(role)+" from the identity provider's groups"))
		case m.Role != role:
			in.Actions = append(in.Actions, s.action(oidcActor, "staff-role", email,
				fmt.Sprintf("role %s → %s from the identity provider's groups", m.Role, role)))
		}
		in.Actions = append(in.Actions, s.action("staff:"+email, "staff-sign-in", email, "identity provider from "+address))
		_, err = s.st.StaffOIDCSignIn(ctx, in)
		if errors.Is(err, portal.ErrStaffChanged) {
			continue
		}
		if err != nil {
			return "", err
		}
		return token, nil
	}
	return "", errors.New("the staff login kept changing during the sign-in")
}

// claimAt is the claim at a dotted path (groups, realm_access.roles).
func claimAt(claims map[string]any, path string) any {
	var v any = claims
	for _, part := range strings.Split(path, ".") {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		if v, ok = m[part]; !ok {
			return nil
		}
	}
	return v
}

// groupsOf reads a groups claim: a list of names, or one name.
func groupsOf(v any) []string {
	switch g := v.(type) {
	case string:
		return []string{g}
	case []any:
		out := make([]string, 0, len(g))
		for _, x := range g {
			if s, ok := x.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// cleanName is a display name fit to keep: at most 100 characters, no
// control characters (else none).
func cleanName(name string) string {
	name = strings.TrimSpace(name)
	if len([]rune(name)) > 100 || strings.ContainsFunc(name, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
		return ""
	}
	return name
}
