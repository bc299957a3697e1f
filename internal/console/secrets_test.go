package console_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"myaccount/internal/console"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// covers: issue 30 item 1 (TOTP secrets are not kept in clear)
func TestTOTPSecretsSealed(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, _ *console.Service, c *clock) {
		ctx := context.Background()
		key := []byte("0123456789abcdef0123456789abcdef")
		svc := console.New(st, console.Options{PublicURL: "https://portal.example/", PasswordParams: password.Fast, Now: c.Now, Key: key})
		addWithPassword(t, svc, "sam@example.com", portal.StaffAgent, "correct horse battery")
		pending, _, err := svc.SignIn(ctx, "sam@example.com", "correct horse battery", "192.0.2.1")
		must(t, err)
		e, err := svc.BeginEnrolment(ctx, pending)
		must(t, err)
		// Offered, not yet confirmed: the session keeps it sealed.
		ss, err := st.StaffSession(ctx, portal.HashToken(pending))
		must(t, err)
		if !strings.HasPrefix(ss.PendingSecret, "v1:") || strings.Contains(ss.PendingSecret, e.Secret) {
			t.Fatalf("pending secret stored as %q", ss.PendingSecret)
		}
		now, err := console.Code(e.Secret, c.Now())
		must(t, err)
		_, _, err = svc.Verify(ctx, pending, now, "192.0.2.1")
		must(t, err)
		m, err := st.StaffByEmail(ctx, "sam@example.com")
		must(t, err)
		if !strings.HasPrefix(m.TOTPSecret, "v1:") || strings.Contains(m.TOTPSecret, e.Secret) || !m.Enrolled {
			t.Fatalf("secret stored as %q", m.TOTPSecret)
		}
		// The next sign-in's code checks against the sealed secret.
		c.Advance(time.Minute)
		pending, _, err = svc.SignIn(ctx, "sam@example.com", "correct horse battery", "192.0.2.1")
		must(t, err)
		next, err := console.Code(e.Secret, c.Now())
		must(t, err)
		if _, _, err := svc.Verify(ctx, pending, next, "192.0.2.1"); err != nil {
			t.Fatalf("code of the sealed secret: %v", err)
		}

		// A secret kept in clear by an earlier version (here the demo
		// data's) works, and SealSecrets seals it once.
		const clear = "DEMOSTAFFTOTPSECRETMYACCOUNT2345"
		_, err = st.CreateStaff(ctx, portal.StaffMember{Email: "old@demo.test", Role: portal.StaffAgent, TOTPSecret: clear, Demo: true}, nil)
		must(t, err)
		want, err := console.Code(clear, c.Now())
		must(t, err)
		if got, err := svc.DemoCode(ctx, "old@demo.test", true); err != nil || got != want {
			t.Fatalf("code of a clear secret: %q %v", got, err)
		}
		n, err := svc.SealSecrets(ctx)
		must(t, err)
		if n != 1 {
			t.Fatalf("sealed %d secrets, want 1", n)
		}
		if n, err := svc.SealSecrets(ctx); err != nil || n != 0 {
			t.Fatalf("sealed again: %d %v", n, err)
		}
		all, err := st.StaffSecrets(ctx)
		must(t, err)
		for id, v := range all {
			if !strings.HasPrefix(v, "v1:") {
				t.Errorf("staff %d: secret in clear %q", id, v)
			}
		}
		if got, err := svc.DemoCode(ctx, "old@demo.test", true); err != nil || got != want {
			t.Fatalf("code of a sealed secret: %q %v", got, err)
		}
		// Another installation's key cannot open them.
		other := console.New(st, console.Options{Now: c.Now, Key: []byte("another key, another installation")})
		if _, err := other.DemoCode(ctx, "old@demo.test", true); err == nil || !strings.Contains(err.Error(), "MYACCOUNT_SECRET") {
			t.Fatalf("another key: %v", err)
		}
	})
}
