package platform_test

import (
	"context"
	"errors"
	"net/netip"
	"testing"
	"time"

	"myaccount/internal/platform"
	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// home is the address the app calls from.
var home = netip.MustParseAddr("100.64.10.20")

// code returns the error code of err, or 0 when it is not a portal.Error.
func code(err error) portal.Code {
	var pe *portal.Error
	if errors.As(err, &pe) {
		return pe.Code
	}
	return 0
}

// TestSessionLifecycleWithoutHTTP: a one-time code starts a session once,
// renewal hands out a new token and keeps the old one for the grace
// period, ending the session revokes every token, and the active account
// falls back to the login's first one.
//
// covers: PLAT-064, PLAT-067, PLAT-070, PLAT-071, PLAT-072
func TestSessionLifecycleWithoutHTTP(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st := e.Open(t)
			id, err := st.CreateIdentity(ctx, "jane@example.com", "x")
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range []int64{7001, 7002} {
				if err := st.PutAccount(ctx, portal.Account{ID: a, Name: "Jane"}); err != nil {
					t.Fatal(err)
				}
				if err := st.LinkAccount(ctx, id, a, false); err != nil {
					t.Fatal(err)
				}
			}
			if err := st.CreateLoginCode(ctx, id, portal.HashToken("one-time-code"), time.Minute); err != nil {
				t.Fatal(err)
			}
			svc := platform.NewSessions(st, platform.SessionOptions{TokenTTL: time.Hour, RenewGrace: time.Hour})

			if _, err := svc.Exchange(ctx, "not a code!", home); code(err) != portal.CodeUnauthorized {
				t.Fatalf("malformed code: %v", err)
			}
			tok, err := svc.Exchange(ctx, "one-time-code", home)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := svc.Exchange(ctx, "one-time-code", home); code(err) != portal.CodeUnauthorized {
				t.Fatalf("replayed code: %v", err)
			}
			sess, err := svc.Authenticate(ctx, tok)
			if err != nil || sess.IdentityID != id {
				t.Fatalf("authenticate: %+v %v", sess, err)
			}
			if active, err := svc.ActiveAccount(ctx, sess); err != nil || active != 7001 {
				t.Fatalf("active account: %d %v", active, err)
			}
			if owns, _ := svc.Owns(ctx, id, 7002); !owns {
				t.Fatal("the login's second account is not owned")
			}
			if owns, _ := svc.Owns(ctx, id, 9999); owns {
				t.Fatal("a foreign account is owned")
			}

			fresh, err := svc.Renew(ctx, tok)
			if err != nil || fresh == tok {
				t.Fatalf("renew: %q %v", fresh, err)
			}
			// Within the grace period, renewing again answers the one successor.
			if again, err := svc.Renew(ctx, tok); err != nil || again != fresh {
				t.Fatalf("second renewal: %q %v, want %q", again, err, fresh)
			}
			for _, tk := range []string{tok, fresh} {
				if _, err := svc.Authenticate(ctx, tk); err != nil {
					t.Fatalf("token within the grace period: %v", err)
				}
			}
			if err := svc.End(ctx, sess.ID); err != nil {
				t.Fatal(err)
			}
			for _, tk := range []string{tok, fresh, "", "unknown-token"} {
				if _, err := svc.Authenticate(ctx, tk); code(err) != portal.CodeUnauthorized {
					t.Fatalf("after logout %q: %v", tk, err)
				}
			}
		})
	}
}

// TestCodeRedemptionsAreLimitedPerAddress: one-time codes tried from one
// address are counted before they are looked up; past the limit the address
// is refused (435) even with a good code, while a good code does not use
// the quota up.
//
// covers: PLAT-067
func TestCodeRedemptionsAreLimitedPerAddress(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st := e.Open(t)
			id, err := st.CreateIdentity(ctx, "jane@example.com", "x")
			if err != nil {
				t.Fatal(err)
			}
			svc := platform.NewSessions(st, platform.SessionOptions{})
			for _, c := range []string{"good-1", "good-2"} {
				if err := st.CreateLoginCode(ctx, id, portal.HashToken(c), time.Hour); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := svc.Exchange(ctx, "good-1", home); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 100; i++ {
				if _, err := svc.Exchange(ctx, "spent-or-guessed", home); code(err) != portal.CodeUnauthorized {
					t.Fatalf("try %d: %v", i, err)
				}
			}
			if _, err := svc.Exchange(ctx, "good-2", home); code(err) != portal.CodeRateLimited {
				t.Fatalf("past the limit: %v", err)
			}
			if _, err := svc.Exchange(ctx, "good-2", netip.MustParseAddr("192.0.2.7")); err != nil {
				t.Fatalf("another address: %v", err)
			}
		})
	}
}
