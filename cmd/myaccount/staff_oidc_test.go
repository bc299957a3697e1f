package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/oauth2-proxy/mockoidc"

	"myaccount/internal/console"
	"myaccount/internal/demo"
	"myaccount/internal/store"
)

// The portal started with MYACCOUNT_STAFF_OIDC_*: staff sign in through the
// identity provider (a real one in the test), their groups give the role,
// and local staff passwords are off. The demo staff logins' TOTP secret is
// sealed in the database, and `admin totp-code` still reads it.
//
// covers: issue 30 item 1
func TestStaffConsoleOIDC(t *testing.T) {
	m, err := mockoidc.Run()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = m.Shutdown() })
	mc := m.Config()
	env := map[string]string{
		"MYACCOUNT_STAFF_OIDC_ISSUER": mc.Issuer, "MYACCOUNT_STAFF_OIDC_CLIENT_ID": mc.ClientID,
		"MYACCOUNT_STAFF_OIDC_CLIENT_SECRET": mc.ClientSecret, "MYACCOUNT_STAFF_OIDC_NAME": "Example SSO",
		"MYACCOUNT_STAFF_OIDC_ROLES": "agent=support,billing=finance,admin=it-admins",
	}
	p := startPortal(t, env)
	if !strings.Contains(p.out.String(), "staff sign in through Example SSO") {
		t.Errorf("start-up output:\n%s", p.out)
	}
	b := browser(t)
	status, body, _ := staffCall(t, b, "GET", p.base+"/staff/api/sign-in-options", nil)
	if status != 200 || body["provider"] != "Example SSO" || body["passwords"] != false {
		t.Fatalf("sign-in options: %d %v", status, body)
	}
	status, body, _ = staffCall(t, b, "POST", p.base+"/staff/api/sign-in", map[string]string{"email": "agent@demo.test", "password": demo.Password})
	if status != 403 || body["error"] != "use-identity-provider" {
		t.Fatalf("password sign-in with OIDC on: %d %v", status, body)
	}

	// The code flow, hop by hop: console → provider → callback under
	// /staff/ → the console, signed in as an agent.
	m.QueueUser(&mockoidc.MockUser{Subject: "42", Email: "agent@demo.test", EmailVerified: true, Groups: []string{"support"}})
	at, _ := url.Parse(p.base + "/staff/api/oidc/start")
	var res *http.Response
	for hops := 0; hops < 5; hops++ {
		res, err = b.Get(at.String())
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusFound && res.StatusCode != http.StatusSeeOther {
			break
		}
		next, _ := at.Parse(res.Header.Get("Location"))
		if hops == 0 && (next.Query().Get("code_challenge_method") != "S256" || next.Query().Get("nonce") == "" ||
			next.Query().Get("redirect_uri") != p.base+"/staff/api/oidc/callback") {
			t.Fatalf("authorization request %s", next)
		}
		at = next
		if at.Path == "/staff/" {
			break
		}
	}
	if at.String() != p.base+"/staff/" {
		t.Fatalf("ended at %s", at)
	}
	status, body, _ = staffCall(t, b, "GET", p.base+"/staff/api/me", nil)
	if status != 200 || body["email"] != "agent@demo.test" || body["role"] != "agent" || body["stage"] != "signed-in" {
		t.Fatalf("me: %d %v", status, body)
	}
	if status, _, _ := staffCall(t, b, "GET", p.base+"/staff/api/queues", nil); status != 200 {
		t.Fatalf("queues: %d", status)
	}

	// No TOTP secret in clear in the database.
	ctx := context.Background()
	st, err := store.Open(ctx, p.data+"/myaccount.db")
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	secrets, err := st.StaffSecrets(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(secrets) < 3 {
		t.Fatalf("secrets %v", secrets)
	}
	for id, v := range secrets {
		if !strings.HasPrefix(v, "v1:") || strings.Contains(v, demo.StaffTOTPSecret) {
			t.Errorf("staff %d: TOTP secret stored as %q", id, v)
		}
	}
	var out bytes.Buffer
	adminEnv := func(k string) string {
		if k == "MYACCOUNT_DATA" {
			return p.data
		}
		return ""
	}
	if err := runAdmin(ctx, []string{"totp-code", "admin@demo.test"}, adminEnv, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	want, _ := console.Code(demo.StaffTOTPSecret, time.Now())
	prev, _ := console.Code(demo.StaffTOTPSecret, time.Now().Add(-30*time.Second))
	if got := strings.TrimSpace(out.String()); got != want && got != prev {
		t.Fatalf("totp-code printed %q, want %q", got, want)
	}
}
