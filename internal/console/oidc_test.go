package console_test

// Staff sign-in through an identity provider: a real in-test OpenID
// provider (github.com/oauth2-proxy/mockoidc, as the subscribers' OIDC
// tests use) and the console's door on an httptest server, the browser
// following every redirect with its cookie jar.

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/golang-jwt/jwt/v5"
	"github.com/oauth2-proxy/mockoidc"

	"myaccount/internal/console"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

type oidcEnv struct {
	st   *store.Store
	svc  *console.Service
	op   *mockoidc.MockOIDC
	srv  *httptest.Server
	logs *strings.Builder
}

var testRoles = "agent=support,billing=finance,admin=it-admins,agent=helpdesk"

func forEachOIDCEngine(t *testing.T, fn func(t *testing.T, e *oidcEnv)) {
	forEachOIDCEngineWith(t, nil, fn)
}

func forEachOIDCEngineWith(t *testing.T, mod func(*console.OIDCOptions), fn func(t *testing.T, e *oidcEnv)) {
	for _, eng := range storetest.Engines() {
		t.Run(eng.Name, func(t *testing.T) {
			m, err := mockoidc.Run()
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = m.Shutdown() })
			st := eng.Open(t)
			// The provider's tokens carry the real time: so does the store.
			srv := httptest.NewUnstartedServer(nil)
			svc := console.New(st, console.Options{PublicURL: "http://" + srv.Listener.Addr().String(), PasswordParams: password.Fast})
			roles, err := console.ParseRoles(testRoles)
			must(t, err)
			mc := m.Config()
			o := console.OIDCOptions{Issuer: mc.Issuer, ClientID: mc.ClientID, ClientSecret: mc.ClientSecret, Name: "Example SSO", Roles: roles}
			if mod != nil {
				mod(&o)
			}
			must(t, svc.UseOIDC(context.Background(), o))
			logs := &strings.Builder{}
			srv.Config.Handler = console.Handler(console.Config{Service: svc, PublicURL: srv.URL,
				Log: slog.New(slog.NewTextHandler(logs, nil))})
			srv.Start()
			t.Cleanup(srv.Close)
			fn(t, &oidcEnv{st: st, svc: svc, op: m, srv: srv, logs: logs})
		})
	}
}

func (e *oidcEnv) browser(t *testing.T) *http.Client {
	jar, err := cookiejar.New(nil)
	must(t, err)
	return &http.Client{Jar: jar}
}

// signIn follows the console's "Sign in with …" link through the provider
// (which signs in the queued user) back to the console, and answers where
// the browser ended.
func (e *oidcEnv) signIn(t *testing.T, b *http.Client, u mockoidc.User) *url.URL {
	t.Helper()
	if u != nil {
		e.op.QueueUser(u)
	}
	res, err := b.Get(e.srv.URL + "/staff/api/oidc/start")
	must(t, err)
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.Request.URL
}

func (e *oidcEnv) me(t *testing.T, b *http.Client) (int, string) {
	t.Helper()
	res, err := b.Get(e.srv.URL + "/staff/api/me")
	must(t, err)
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

func staffUser(email string, groups ...string) *mockoidc.MockUser {
	return &mockoidc.MockUser{Subject: "sub-" + email, Email: email, EmailVerified: true, Groups: groups}
}

func actionsOn(t *testing.T, st *store.Store, email string) []portal.StaffAction {
	t.Helper()
	all, err := st.StaffActions(context.Background(), 0)
	must(t, err)
	var out []portal.StaffAction
	for _, a := range all {
		if a.Subject == email {
			out = append(out, a)
		}
	}
	slices.Reverse(out) // oldest first
	return out
}

// covers: issue 30 item 1 (staff sign-in through the identity provider)
func TestOIDCStaffSignInCodeFlow(t *testing.T) {
	forEachOIDCEngine(t, func(t *testing.T, e *oidcEnv) {
		ctx := context.Background()
		// The sign-in page offers the provider only.
		b := e.browser(t)
		res, err := b.Get(e.srv.URL + "/staff/api/sign-in-options")
		must(t, err)
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if string(body) != `{"passwords":false,"provider":"Example SSO"}`+"\n" {
			t.Fatalf("sign-in options: %s", body)
		}

		// First sign-in: the login is made with the highest role of the
		// groups (finance → billing over support → agent); no TOTP.
		end := e.signIn(t, b, staffUser("Robin@Example.com", "support", "finance", "unrelated"))
		if end.Path != "/staff/" || end.RawQuery != "" {
			t.Fatalf("ended at %s\n%s", end, e.logs)
		}
		status, me := e.me(t, b)
		if status != 200 || !strings.Contains(me, `"email":"robin@example.com"`) || !strings.Contains(me, `"role":"billing"`) ||
			!strings.Contains(me, `"stage":"signed-in"`) {
			t.Fatalf("me: %d %s", status, me)
		}
		m, err := e.st.StaffByEmail(ctx, "robin@example.com")
		must(t, err)
		if m.Role != portal.StaffBilling || m.HasPassword || m.Enrolled || m.LastSignInAt.IsZero() || m.CreatedBy != "identity-provider" {
			t.Fatalf("made login %+v", m)
		}
		// The cookies: the state cookie is gone, the staff cookie is the
		// console's (path /staff, never sent to /api or /auth).
		u, _ := url.Parse(e.srv.URL + "/staff/api/oidc/callback")
		for _, c := range b.Jar.Cookies(u) {
			if c.Name == "myaccount_staff_oidc" {
				t.Error("the state cookie outlives the callback")
			}
		}
		api, _ := url.Parse(e.srv.URL + "/api/v1/user")
		if len(b.Jar.Cookies(api)) != 0 {
			t.Errorf("cookies sent to /api: %v", b.Jar.Cookies(api))
		}

		// Signed in again with other groups: the role follows them, and
		// the change is recorded before → after.
		b2 := e.browser(t)
		if end := e.signIn(t, b2, staffUser("robin@example.com", "it-admins", "helpdesk")); end.Path != "/staff/" || end.RawQuery != "" {
			t.Fatalf("second sign-in ended at %s", end)
		}
		if status, me := e.me(t, b2); status != 200 || !strings.Contains(me, `"role":"admin"`) {
			t.Fatalf("me after the role change: %d %s", status, me)
		}
		// The earlier session keeps its login, now an admin (roles are read
		// at each call).
		if status, me := e.me(t, b); status != 200 || !strings.Contains(me, `"role":"admin"`) {
			t.Fatalf("first session: %d %s", status, me)
		}
		var got []string
		for _, a := range actionsOn(t, e.st, "robin@example.com") {
			got = append(got, a.Actor+" "+a.Action+" "+strings.SplitN(a.Detail, " from ", 2)[0])
		}
		want := []string{
			"identity-provider staff-add role billing",
			"staff:robin@example.com staff-sign-in identity provider",
			"identity-provider staff-role role billing → admin",
			"staff:robin@example.com staff-sign-in identity provider",
		}
		if !slices.Equal(got, want) {
			t.Fatalf("staff log:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}

		// Local passwords are off while the identity provider is on.
		if _, _, err := e.svc.SignIn(ctx, "robin@example.com", "any long password", "192.0.2.1"); code(t, err) != "use-identity-provider" {
			t.Fatalf("password sign-in with OIDC on: %v", err)
		}
	})
}

// covers: issue 30 item 1 (no group that gives a role: refused)
func TestOIDCStaffNoMatchingGroup(t *testing.T) {
	forEachOIDCEngine(t, func(t *testing.T, e *oidcEnv) {
		b := e.browser(t)
		end := e.signIn(t, b, staffUser("pat@example.com", "engineering", "design"))
		if end.Path != "/staff/" || end.Query().Get("sign-in-error") != "oidc-no-role" {
			t.Fatalf("ended at %s", end)
		}
		if status, _ := e.me(t, b); status != 401 {
			t.Fatalf("me after a refusal: %d", status)
		}
		// No groups claim at all: refused the same.
		if end := e.signIn(t, e.browser(t), staffUser("pat@example.com")); end.Query().Get("sign-in-error") != "oidc-no-role" {
			t.Fatalf("no groups: ended at %s", end)
		}
		if _, err := e.st.StaffByEmail(context.Background(), "pat@example.com"); err == nil {
			t.Fatal("a login was made for someone in no staff group")
		}
		if !strings.Contains(e.logs.String(), "none of the groups") {
			t.Errorf("refusal not logged:\n%s", e.logs)
		}
	})
}

// covers: issue 30 item 1 (the state must match: no login CSRF, no replay)
func TestOIDCStaffStateMismatch(t *testing.T) {
	forEachOIDCEngine(t, func(t *testing.T, e *oidcEnv) {
		// A browser that never started a sign-in is sent a callback with a
		// state of someone else's (an attacker's code): refused.
		attacker := e.browser(t)
		attacker.CheckRedirect = func(req *http.Request, via []*http.Request) error {
			if req.URL.Path == console.CallbackPath || via[len(via)-1].URL.Path == console.CallbackPath {
				return http.ErrUseLastResponse // keep the callback's address, and its answer
			}
			return nil
		}
		e.op.QueueUser(staffUser("mallory@example.com", "it-admins"))
		res, err := attacker.Get(e.srv.URL + "/staff/api/oidc/start")
		must(t, err)
		res.Body.Close()
		callback, err := url.Parse(res.Header.Get("Location"))
		must(t, err)
		if callback.Path != console.CallbackPath || callback.Query().Get("code") == "" {
			t.Fatalf("provider sent the browser to %s", callback)
		}

		victim := e.browser(t)
		res, err = victim.Get(callback.String())
		must(t, err)
		res.Body.Close()
		if q := res.Request.URL.Query(); q.Get("sign-in-error") != "oidc-state" {
			t.Fatalf("a callback without the state cookie ended at %s", res.Request.URL)
		}
		if status, _ := e.me(t, victim); status != 401 {
			t.Fatal("signed in by someone else's code")
		}

		// The right cookie with a changed state in the query: refused too.
		q := callback.Query()
		q.Set("state", q.Get("state")+"x")
		bad := *callback
		bad.RawQuery = q.Encode()
		res, err = attacker.Get(bad.String())
		must(t, err)
		res.Body.Close()
		if loc := res.Header.Get("Location"); loc != "/staff/?sign-in-error=oidc-state" {
			t.Fatalf("a changed state answered %d %s", res.StatusCode, loc)
		}
		// The state cookie is single use: the genuine callback after it
		// is refused as well.
		res, err = attacker.Get(callback.String())
		must(t, err)
		res.Body.Close()
		if loc := res.Header.Get("Location"); loc != "/staff/?sign-in-error=oidc-state" {
			t.Fatalf("a replayed callback answered %d %s", res.StatusCode, loc)
		}
		if _, err := e.st.StaffByEmail(context.Background(), "mallory@example.com"); err == nil {
			t.Fatal("a refused callback made a login")
		}
	})
}

// covers: issue 30 item 1 (a disabled staff login is refused)
func TestOIDCStaffDisabledLogin(t *testing.T) {
	forEachOIDCEngine(t, func(t *testing.T, e *oidcEnv) {
		ctx := context.Background()
		b := e.browser(t)
		if end := e.signIn(t, b, staffUser("sam@example.com", "support")); end.RawQuery != "" {
			t.Fatalf("first sign-in ended at %s", end)
		}
		changed, err := e.svc.Disable(ctx, "staff:admin@example.com", "sam@example.com")
		must(t, err)
		if !changed {
			t.Fatal("not disabled")
		}
		// Disabling ended the session; signing in again is refused, even
		// with an admin's groups.
		if status, _ := e.me(t, b); status != 401 {
			t.Fatalf("session of a disabled login: %d", status)
		}
		b = e.browser(t)
		if end := e.signIn(t, b, staffUser("sam@example.com", "it-admins")); end.Query().Get("sign-in-error") != "staff-disabled" {
			t.Fatalf("disabled login ended at %s", end)
		}
		if status, _ := e.me(t, b); status != 401 {
			t.Fatalf("me of a disabled login: %d", status)
		}
		m, err := e.st.StaffByEmail(ctx, "sam@example.com")
		must(t, err)
		if m.Role != portal.StaffAgent || !m.Disabled {
			t.Fatalf("disabled login changed: %+v", m)
		}
	})
}

// claimsUser is a provider's user whose ID token carries the given claims
// (beside the standard ones) and whose userinfo answer carries info.
type claimsUser struct {
	sub          string
	claims, info map[string]any
}

func (u claimsUser) ID() string { return u.sub }
func (u claimsUser) Userinfo([]string) ([]byte, error) {
	return json.Marshal(u.info)
}
func (u claimsUser) Claims(_ []string, base *mockoidc.IDTokenClaims) (jwt.Claims, error) {
	b, err := json.Marshal(base)
	if err != nil {
		return nil, err
	}
	out := jwt.MapClaims{}
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, err
	}
	for k, v := range u.claims {
		out[k] = v
	}
	return out, nil
}

// covers: issue 30 item 1 (an address the provider says is not verified is
// refused; an e-mail address is required)
func TestOIDCStaffUnverifiedEmail(t *testing.T) {
	forEachOIDCEngine(t, func(t *testing.T, e *oidcEnv) {
		u := claimsUser{sub: "eve", claims: map[string]any{"email": "eve@example.com", "email_verified": false, "groups": []string{"it-admins"}}}
		if end := e.signIn(t, e.browser(t), u); end.Query().Get("sign-in-error") != "oidc-no-email" {
			t.Fatalf("unverified e-mail ended at %s", end)
		}
		u = claimsUser{sub: "nomail", claims: map[string]any{"groups": []string{"it-admins"}}, info: map[string]any{"sub": "nomail"}}
		if end := e.signIn(t, e.browser(t), u); end.Query().Get("sign-in-error") != "oidc-no-email" {
			t.Fatalf("no e-mail ended at %s", end)
		}
	})
}

// covers: issue 30 item 1 (MYACCOUNT_STAFF_OIDC_GROUPS_CLAIM: a nested
// claim, and the groups read from the userinfo answer when the ID token
// leaves them out)
func TestOIDCStaffGroupsClaim(t *testing.T) {
	forEachOIDCEngineWith(t, func(o *console.OIDCOptions) { o.GroupsClaim = "realm_access.roles" }, func(t *testing.T, e *oidcEnv) {
		b := e.browser(t)
		u := claimsUser{sub: "kim", claims: map[string]any{"email": "kim@example.com", "email_verified": true, "name": "Kim Lee",
			"groups": []string{"it-admins"}, "realm_access": map[string]any{"roles": []string{"finance"}}}}
		if end := e.signIn(t, b, u); end.RawQuery != "" {
			t.Fatalf("nested claim: ended at %s\n%s", end, e.logs)
		}
		if status, me := e.me(t, b); status != 200 || !strings.Contains(me, `"role":"billing"`) || !strings.Contains(me, `"name":"Kim Lee"`) {
			t.Fatalf("me: %d %s", status, me)
		}
		// Only in the userinfo answer (of the same subject).
		b = e.browser(t)
		u = claimsUser{sub: "lou", claims: map[string]any{"email": "lou@example.com"},
			info: map[string]any{"sub": "lou", "realm_access": map[string]any{"roles": []string{"support"}}}}
		if end := e.signIn(t, b, u); end.RawQuery != "" {
			t.Fatalf("userinfo groups: ended at %s\n%s", end, e.logs)
		}
		if status, me := e.me(t, b); status != 200 || !strings.Contains(me, `"role":"agent"`) {
			t.Fatalf("me: %d %s", status, me)
		}
		// The userinfo answer of another subject is not taken.
		u = claimsUser{sub: "max", claims: map[string]any{"email": "max@example.com"},
			info: map[string]any{"sub": "someone-else", "realm_access": map[string]any{"roles": []string{"it-admins"}}}}
		if end := e.signIn(t, e.browser(t), u); end.Query().Get("sign-in-error") != "oidc-no-role" {
			t.Fatalf("another subject's userinfo: ended at %s", end)
		}
	})
}

func TestParseRolesAndRoleOf(t *testing.T) {
	roles, err := console.ParseRoles(" agent=support , billing=finance,admin=it-admins,agent=helpdesk")
	must(t, err)
	for _, c := range []struct {
		groups []string
		want   portal.StaffRole
	}{
		{[]string{"support"}, portal.StaffAgent},
		{[]string{"helpdesk"}, portal.StaffAgent},
		{[]string{"support", "finance"}, portal.StaffBilling},
		{[]string{"finance", "it-admins", "support"}, portal.StaffAdmin},
		{[]string{"Support"}, ""}, // group names match exactly
		{nil, ""},
	} {
		if got := console.RoleOf(roles, c.groups); got != c.want {
			t.Errorf("RoleOf(%v) = %q, want %q", c.groups, got, c.want)
		}
	}
	for _, bad := range []string{"", "root=admins", "agent", "agent=", ","} {
		if _, err := console.ParseRoles(bad); err == nil {
			t.Errorf("ParseRoles(%q) accepted", bad)
		}
	}
}

// covers: issue 30 item 1 (the provider's refusal, e.g. the person cancelled)
func TestOIDCStaffProviderError(t *testing.T) {
	forEachOIDCEngine(t, func(t *testing.T, e *oidcEnv) {
		b := e.browser(t)
		b.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
		res, err := b.Get(e.srv.URL + "/staff/api/oidc/start")
		must(t, err)
		res.Body.Close()
		auth, err := url.Parse(res.Header.Get("Location"))
		must(t, err)
		q := auth.Query()
		if q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" || q.Get("nonce") == "" || q.Get("state") == "" ||
			q.Get("redirect_uri") != e.srv.URL+console.CallbackPath || !strings.Contains(q.Get("scope"), "groups") {
			t.Fatalf("authorization request %s", auth)
		}
		res, err = b.Get(e.srv.URL + console.CallbackPath + "?error=access_denied&state=" + url.QueryEscape(q.Get("state")))
		must(t, err)
		res.Body.Close()
		if loc := res.Header.Get("Location"); loc != "/staff/?sign-in-error=oidc-failed" {
			t.Fatalf("provider's refusal answered %d %s", res.StatusCode, loc)
		}
		if !strings.Contains(e.logs.String(), "access_denied") {
			t.Errorf("the provider's answer is not logged:\n%s", e.logs)
		}
	})
}
