package identity

import (
	"context"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/oauth2-proxy/mockoidc"

	"myaccount/internal/portal"
)

func newOIDCEnv(t *testing.T) (*env, *mockoidc.MockOIDC) {
	t.Helper()
	m, err := mockoidc.Run()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = m.Shutdown() })
	mc := m.Config()
	e := newEnv(t, func(c *Config) {
		c.OIDC = &OIDCConfig{Issuer: mc.Issuer, ClientID: mc.ClientID, ClientSecret: mc.ClientSecret}
	})
	// The ID token's times come from the real clock; keep the store's close.
	e.clock.Store(time.Now().UnixMilli())
	return e, m
}

var startRE = regexp.MustCompile(`href="(/auth/oidc/start\?[^"]*)"`)

// oidcSignIn opens the login page, follows the provider button through the
// mock provider and returns the final answer of the callback.
func oidcSignIn(t *testing.T, b *browser, query string) answer {
	t.Helper()
	page := b.get("/auth/login?" + query)
	if page.status != http.StatusOK || strings.Contains(page.body, `name="password"`) {
		t.Fatalf("OIDC login page: %d\n%s", page.status, page.body)
	}
	m := startRE.FindStringSubmatch(page.body)
	if m == nil {
		t.Fatalf("no provider button:\n%s", page.body)
	}
	a := b.get(html.UnescapeString(m[1]))
	for hops := 0; a.status == http.StatusFound && hops < 5; hops++ {
		a = b.get(a.header.Get("Location"))
	}
	return a
}

// covers: PLAT-005, PLAT-063, PLAT-065, PLAT-075, PLAT-076
func TestOIDCRelayHappyPath(t *testing.T) {
	e, _ := newOIDCEnv(t)
	id := e.identity("jane.doe@example.com", "unused local pass")
	b := e.browser()

	a := oidcSignIn(t, b, "r=myaccount&rp=/user/wifi&rc=1&hw=aa:bb:cc:dd:ee:ff&seg=s1")
	if a.status != http.StatusSeeOther {
		t.Fatalf("callback: %d\n%s", a.status, a.body)
	}
	loc, _ := url.Parse(a.header.Get("Location"))
	q := loc.Query()
	if loc.Path != "/ui/user/wifi" || q.Get("rc") != "1" || q.Get("hw") != "aa:bb:cc:dd:ee:ff" || q.Get("seg") != "s1" {
		t.Errorf("redirect %s", loc)
	}
	if got, err := e.st.ConsumeLoginCode(context.Background(), portal.HashToken(q.Get("pi"))); err != nil || got != id {
		t.Fatalf("pi: %d, %v", got, err)
	}
	if got, ok, err := e.svc.SSOIdentity(b.ssoRequest()); !ok || err != nil || got != id {
		t.Errorf("SSOIdentity after OIDC = %d %v %v", got, ok, err)
	}
	// The state cookie is single use: replaying the callback fails.
	if b.cookie(stateCookieName) != "" {
		t.Error("state cookie not cleared")
	}
	// Single sign-on works as for a local login.
	if a := b.get("/auth/login?r=myaccount"); a.status != http.StatusSeeOther {
		t.Errorf("SSO after OIDC: %d", a.status)
	}
	// Passwords live at the provider.
	if a := b.get("/auth/changepassword"); !strings.Contains(a.body, text(portal.MsgAuthPasswordManagedByIdP)) {
		t.Errorf("change password in OIDC mode:\n%s", a.body)
	}
}

// covers: PLAT-005
func TestOIDCUnknownEmail(t *testing.T) {
	e, m := newOIDCEnv(t)
	e.identity("jane.doe@example.com", "unused local pass")
	m.QueueUser(&mockoidc.MockUser{Subject: "42", Email: "stranger@example.com", EmailVerified: true})
	b := e.browser()
	a := oidcSignIn(t, b, "r=myaccount")
	if a.status != http.StatusForbidden || !strings.Contains(a.body, "No MyAccount login uses this e-mail address.") {
		t.Fatalf("unknown e-mail: %d\n%s", a.status, a.body)
	}
	if b.cookie(ssoCookieName) != "" {
		t.Error("SSO cookie set for an unknown e-mail")
	}
}

// covers: PLAT-005
func TestOIDCUnverifiedEmail(t *testing.T) {
	e, m := newOIDCEnv(t)
	e.identity("blake@demo.test", "unused local pass")
	// The token carries the address but no email_verified: libraries omit
	// a false value, and the userinfo answer does not say it either.
	m.QueueUser(&mockoidc.MockUser{Subject: "42", Email: "blake@demo.test", EmailVerified: false})
	b := e.browser()
	a := oidcSignIn(t, b, "r=myaccount")
	if a.status != http.StatusForbidden || !strings.Contains(a.body, text(portal.MsgAuthEmailUnverified)) {
		t.Fatalf("unverified e-mail: %d\n%s", a.status, a.body)
	}
	if b.cookie(ssoCookieName) != "" {
		t.Error("SSO cookie set for an unverified e-mail")
	}
}

// covers: PLAT-005
func TestOIDCCallbackNeedsItsState(t *testing.T) {
	e, _ := newOIDCEnv(t)
	e.identity("jane.doe@example.com", "unused local pass")
	b := e.browser()

	// No state cookie at all (e.g. a callback link forged by someone else).
	if a := b.get("/auth/oidc/callback?code=x&state=y"); a.status != http.StatusBadRequest || !strings.Contains(a.body, text(portal.MsgAuthOIDCFailed)) {
		t.Errorf("callback without cookie: %d", a.status)
	}

	// startFlow goes to the provider and returns its redirect to the callback.
	startFlow := func() *url.URL {
		page := b.get("/auth/login?r=myaccount")
		start := b.get(html.UnescapeString(startRE.FindStringSubmatch(page.body)[1]))
		auth := b.get(start.header.Get("Location"))
		cb, _ := url.Parse(auth.header.Get("Location"))
		return cb
	}

	// A state that does not match the cookie's.
	cb := startFlow()
	q := cb.Query()
	q.Set("state", "tampered")
	cb.RawQuery = q.Encode()
	if a := b.get(cb.String()); a.status != http.StatusBadRequest || b.cookie(ssoCookieName) != "" {
		t.Errorf("tampered state: %d", a.status)
	}

	// The provider reports an error (the user cancelled).
	cb = startFlow()
	state := cb.Query().Get("state")
	if a := b.get("/auth/oidc/callback?error=access_denied&state=" + url.QueryEscape(state)); a.status != http.StatusUnauthorized ||
		!strings.Contains(a.body, text(portal.MsgAuthOIDCFailed)) || b.cookie(ssoCookieName) != "" {
		t.Errorf("provider error: %d\n%s", a.status, a.body)
	}

	// The state cookie is signed and short-lived.
	v, err := e.svc.encodeState(oidcState{State: "s", Nonce: "n", Exp: e.st.Now().Add(time.Minute).UnixMilli()})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := e.svc.decodeState(v + "x"); ok {
		t.Error("tampered state cookie accepted")
	}
	if _, ok := e.svc.decodeState(v); !ok {
		t.Error("genuine state cookie refused")
	}
	e.advance(2 * time.Minute)
	if _, ok := e.svc.decodeState(v); ok {
		t.Error("expired state cookie accepted")
	}
}

// covers: PLAT-005
func TestIDTokenVerifierChecksClaims(t *testing.T) {
	e, m := newOIDCEnv(t)
	v := e.svc.oidc.verifier
	mc := m.Config()
	now := time.Now()
	mk := func(mut func(*mockoidc.IDTokenClaims)) string {
		c := &mockoidc.IDTokenClaims{Nonce: "nonce-1", RegisteredClaims: &jwt.RegisteredClaims{
			Issuer: mc.Issuer, Subject: "1", Audience: jwt.ClaimStrings{mc.ClientID},
			ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour)), IssuedAt: jwt.NewNumericDate(now),
		}}
		if mut != nil {
			mut(c)
		}
		tok, err := m.Keypair.SignJWT(c)
		if err != nil {
			t.Fatal(err)
		}
		return tok
	}
	ctx := context.Background()
	if _, err := v.verify(ctx, mk(nil), "nonce-1"); err != nil {
		t.Fatalf("genuine token refused: %v", err)
	}
	bad := map[string]string{
		"nonce":    mk(nil),
		"audience": mk(func(c *mockoidc.IDTokenClaims) { c.Audience = jwt.ClaimStrings{"someone-else"} }),
		"issuer":   mk(func(c *mockoidc.IDTokenClaims) { c.Issuer = "https://evil.example" }),
		"expired":  mk(func(c *mockoidc.IDTokenClaims) { c.ExpiresAt = jwt.NewNumericDate(now.Add(-time.Hour)) }),
		"no exp":   mk(func(c *mockoidc.IDTokenClaims) { c.ExpiresAt = nil }),
		"garbage":  "not.a.token",
	}
	for name, tok := range bad {
		nonce := "nonce-1"
		if name == "nonce" {
			nonce = "another"
		}
		if _, err := v.verify(ctx, tok, nonce); err == nil {
			t.Errorf("%s: token accepted", name)
		}
	}
	// Signed by another key.
	other, err := mockoidc.RandomKeypair(2048)
	if err != nil {
		t.Fatal(err)
	}
	forged, _ := other.SignJWT(&mockoidc.IDTokenClaims{Nonce: "nonce-1", RegisteredClaims: &jwt.RegisteredClaims{
		Issuer: mc.Issuer, Audience: jwt.ClaimStrings{mc.ClientID}, ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour))}})
	if _, err := v.verify(ctx, forged, "nonce-1"); err == nil {
		t.Error("token signed by another key accepted")
	}

	for in, want := range map[any]bool{nil: false, true: true, false: false, "true": true, "false": false, 1.0: false} {
		if got := (idClaims{EmailVerified: in}).emailVerified(); got != want {
			t.Errorf("email_verified %v: %v", in, got)
		}
	}
}
