package identity

import (
	"context"
	"net/http"
	"testing"
)

// TestLoginWithoutPasswordCannotSignIn: a login the provider made through
// its API has no password (an empty hash) until its invitation is
// accepted; no password, not even an empty one, signs it in, and it fails
// like a wrong password.
func TestLoginWithoutPasswordCannotSignIn(t *testing.T) {
	e := newEnv(t, nil)
	if _, err := e.st.CreateIdentity(context.Background(), "invited@example.com", ""); err != nil {
		t.Fatal(err)
	}
	b := e.browser()
	for _, pw := range []string{"", " ", "x", "$argon2id$"} {
		a := b.post("/auth/login", b.loginForm("r=myaccount", "invited@example.com", pw))
		if a.status == http.StatusSeeOther || a.status == http.StatusOK {
			t.Errorf("password %q: answered %d", pw, a.status)
		}
		if b.cookie(ssoCookieName) != "" {
			t.Fatalf("password %q set an SSO cookie", pw)
		}
	}
}
