package identity

import (
	"context"
	"errors"
	"net/http"
	"net/netip"
	"net/url"
	"testing"

	"myaccount/internal/platform"
	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// Signing out on the identity pages ends the app's sessions of that sign-in
// — those opened by its one-time codes and by the app's SSO check — and
// spends its unused codes, while another browser's sign-in stays; a
// password change ends them all.
//
// covers: PLAT-142
func TestLogoutEndsTheAppSessionsOfTheSignIn(t *testing.T) {
	for _, eng := range storetest.Engines() {
		t.Run(eng.Name, func(t *testing.T) {
			ctx := context.Background()
			e := newEnvOn(t, eng.Open, nil)
			id := e.identity("jane@example.com", "correct horse 42")
			sessions := platform.NewSessions(e.st, platform.SessionOptions{})
			from := netip.MustParseAddr("203.0.113.9")
			exchange := func(u *url.URL) string {
				t.Helper()
				tok, err := sessions.Exchange(ctx, u.Query().Get("pi"), from)
				if err != nil {
					t.Fatalf("exchange: %v", err)
				}
				return tok
			}
			ssoCode := func(b *browser) *url.URL {
				t.Helper()
				a := b.get("/auth/login?r=myaccount")
				if a.status != http.StatusSeeOther {
					t.Fatalf("single sign-on: %d", a.status)
				}
				u, _ := url.Parse(a.header.Get("Location"))
				return u
			}
			alive := func(tok string) bool {
				_, err := sessions.Authenticate(ctx, tok)
				return err == nil
			}
			unauthorized := func(err error) bool {
				var pe *portal.Error
				return errors.As(err, &pe) && pe.Code == portal.CodeUnauthorized
			}

			// Browser A: a sign-in's code, a single sign-on's code, the app's
			// SSO check, and a code not used yet.
			a := e.browser()
			tokCode := exchange(a.login("r=myaccount", "jane@example.com", "correct horse 42"))
			tokSSOCode := exchange(ssoCode(a))
			_, key, ok, err := e.svc.SSOSession(a.ssoRequest())
			if !ok || err != nil {
				t.Fatalf("SSOSession: %v %v", ok, err)
			}
			tokCheck, err := sessions.Start(ctx, id, key)
			if err != nil {
				t.Fatal(err)
			}
			unused := ssoCode(a)
			// Browser B: the same login, signed in separately.
			b := e.browser()
			tokB := exchange(b.login("r=myaccount", "jane@example.com", "correct horse 42"))

			if r := a.post("/auth/logout", url.Values{}, "Origin", e.srv.URL, "Sec-Fetch-Site", "same-origin"); r.status != http.StatusNoContent {
				t.Fatalf("logout: %d\n%s", r.status, r.body)
			}
			for name, tok := range map[string]string{"code": tokCode, "single sign-on code": tokSSOCode, "SSO check": tokCheck} {
				if _, err := sessions.Authenticate(ctx, tok); !unauthorized(err) {
					t.Errorf("%s: the token still answers after the sign-out: %v", name, err)
				}
				if _, err := sessions.Renew(ctx, tok); !unauthorized(err) {
					t.Errorf("%s: the token still renews after the sign-out: %v", name, err)
				}
			}
			if _, err := sessions.Exchange(ctx, unused.Query().Get("pi"), from); !unauthorized(err) {
				t.Errorf("a code of the ended sign-in still opens a session: %v", err)
			}
			if _, err := sessions.Start(ctx, id, key); !unauthorized(err) {
				t.Errorf("the ended SSO session still opens a session: %v", err)
			}

			// B's sign-in is another SSO session: it stays.
			renewed, err := sessions.Renew(ctx, tokB)
			if err != nil || !alive(tokB) || !alive(renewed) {
				t.Fatalf("the other browser's session ended with A's sign-out: %v", err)
			}

			// A password change (in B) ends every session of the login.
			a.login("r=myaccount", "jane@example.com", "correct horse 42")
			tokA := exchange(ssoCode(a))
			if r := b.post("/auth/changepassword", url.Values{"current_password": {"correct horse 42"},
				"new_password": {"brand new pass 9"}, "confirm_password": {"brand new pass 9"}}, "Origin", e.srv.URL); r.status != http.StatusOK {
				t.Fatalf("change password: %d\n%s", r.status, r.body)
			}
			for _, tok := range []string{tokB, renewed, tokA} {
				if alive(tok) {
					t.Error("a session survived the password change")
				}
				if _, err := sessions.Renew(ctx, tok); !unauthorized(err) {
					t.Errorf("a token renews after the password change: %v", err)
				}
			}
		})
	}
}
