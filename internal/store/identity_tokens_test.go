package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// issue writes a link for login with a message carrying tok, as the
// invitation service and "Forgot your password?" do.
func issue(s *store.Store, login string, purpose portal.IdentityTokenPurpose, tok string, ttl time.Duration, a *portal.StaffAction) (portal.Identity, error) {
	return s.IssueIdentityToken(context.Background(), portal.IdentityTokenIssue{
		Login: login, Purpose: purpose, TokenHash: portal.HashToken(tok), TTL: ttl, Action: a,
		Mail: func(id portal.Identity) portal.Mail {
			return portal.Mail{Kind: portal.MailInvitation, To: id.Login, Lang: id.Language, Identity: id.ID,
				Data: map[string]string{"link": "https://portal.example/auth/invitation?token=" + tok}}
		},
	})
}

// TestIdentityTokensWorkOnceAndExpire: a link is found by its hash while
// it is live, works once, not after it expires nor for another purpose,
// and a newer link of the same purpose supersedes it; its message and the
// staff action are written with it.
func TestIdentityTokensWorkOnceAndExpire(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		id := seedIdentity(t, s, "Jane@Example.com")
		if _, err := issue(s, "nobody@example.com", portal.PurposeInvitation, "t0", time.Hour, nil); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("unknown login: %v", err)
		}
		act := &portal.StaffAction{Actor: "crm", Action: "invite", Subject: "jane@example.com", At: clock.Now()}
		ident, err := issue(s, "JANE@example.com", portal.PurposeInvitation, "t1", time.Hour, act)
		if err != nil || ident.ID != id || ident.Login != "jane@example.com" || ident.Language != "en" {
			t.Fatalf("issue: %+v %v", ident, err)
		}
		mail, err := s.IdentityMail(ctx, id)
		must(t, err)
		if len(mail) != 1 || mail[0].Kind != portal.MailInvitation || mail[0].To != "jane@example.com" ||
			mail[0].Data["link"] != "https://portal.example/auth/invitation?token=t1" || mail[0].Identity != id {
			t.Fatalf("outbox: %+v", mail)
		}
		actions, err := s.StaffActions(ctx, 0)
		must(t, err)
		if len(actions) != 1 || actions[0].Actor != "crm" || actions[0].Action != "invite" || actions[0].Subject != "jane@example.com" {
			t.Fatalf("staff actions: %+v", actions)
		}

		if got, err := s.IdentityToken(ctx, portal.HashToken("t1"), portal.PurposeInvitation); err != nil || got.ID != id {
			t.Fatalf("live link: %+v %v", got, err)
		}
		if _, err := s.IdentityToken(ctx, portal.HashToken("t1"), portal.PurposeReset); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("an invitation opened as a reset: %v", err)
		}
		// A second invitation supersedes the first.
		_, err = issue(s, "jane@example.com", portal.PurposeInvitation, "t2", time.Hour, nil)
		must(t, err)
		if _, err := s.IdentityToken(ctx, portal.HashToken("t1"), portal.PurposeInvitation); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("superseded link still live: %v", err)
		}
		// Expiry.
		clock.Advance(time.Hour)
		if _, err := s.IdentityToken(ctx, portal.HashToken("t2"), portal.PurposeInvitation); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("expired link still live: %v", err)
		}
		if _, err := s.RedeemIdentityToken(ctx, portal.HashToken("t2"), portal.PurposeInvitation, "new-hash", nil); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("expired link redeemed: %v", err)
		}

		// Redeem: once; the password changes, every session is revoked, the
		// other pending links die, and the notice is written for the login.
		_, err = issue(s, "jane@example.com", portal.PurposeInvitation, "t3", time.Hour, nil)
		must(t, err)
		_, err = issue(s, "jane@example.com", portal.PurposeReset, "r1", time.Hour, nil)
		must(t, err)
		_, err = s.CreateSession(ctx, id, portal.HashToken("api"), time.Hour)
		must(t, err)
		must(t, s.CreateSSOSession(ctx, id, portal.HashToken("sso"), time.Hour))
		got, err := s.RedeemIdentityToken(ctx, portal.HashToken("r1"), portal.PurposeReset, "new-hash",
			&portal.Mail{Kind: portal.MailPasswordChanged})
		if err != nil || got.ID != id || got.Login != "jane@example.com" {
			t.Fatalf("redeem: %+v %v", got, err)
		}
		if _, hash, _ := s.IdentityByLogin(ctx, "jane@example.com"); hash != "new-hash" {
			t.Errorf("password hash %q", hash)
		}
		if _, state, _ := s.SessionByToken(ctx, portal.HashToken("api")); state != portal.TokenUnknown {
			t.Errorf("API session survived: %v", state)
		}
		if _, err := s.SSOIdentity(ctx, portal.HashToken("sso")); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("SSO session survived: %v", err)
		}
		if _, err := s.RedeemIdentityToken(ctx, portal.HashToken("r1"), portal.PurposeReset, "again", nil); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("second use: %v", err)
		}
		if _, err := s.IdentityToken(ctx, portal.HashToken("t3"), portal.PurposeInvitation); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("the pending invitation survived the reset: %v", err)
		}
		mail, err = s.IdentityMail(ctx, id)
		must(t, err)
		last := mail[len(mail)-1]
		if len(mail) != 5 || last.Kind != portal.MailPasswordChanged || last.To != "jane@example.com" || last.Lang != "en" || last.Identity != id {
			t.Errorf("outbox after the reset: %d messages, last %+v", len(mail), last)
		}
	})
}

// TestConcurrentRedeemsSucceedOnce: two uses of one link at once (a double
// click, two tabs) set the password once.
func TestConcurrentRedeemsSucceedOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		seedIdentity(t, s, "jane@example.com")
		_, err := issue(s, "jane@example.com", portal.PurposeReset, "r1", time.Hour, nil)
		must(t, err)
		var wg sync.WaitGroup
		var mu sync.Mutex
		ok := 0
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := s.RedeemIdentityToken(context.Background(), portal.HashToken("r1"), portal.PurposeReset, "h", nil)
				if err == nil {
					mu.Lock()
					ok++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if ok != 1 {
			t.Errorf("%d redeems succeeded, want 1", ok)
		}
	})
}

// TestDisabledLoginsGetNothing: disabling a login revokes its sessions and
// pending links at once; while disabled it gets no session, no renewal, no
// SSO, no link; enabled again it signs in anew.
func TestDisabledLoginsGetNothing(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		id := seedIdentity(t, s, "jane@example.com")
		if err := s.SetIdentityDisabled(ctx, id+100, true); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("unknown id: %v", err)
		}
		_, err := s.CreateSession(ctx, id, portal.HashToken("api"), time.Hour)
		must(t, err)
		must(t, s.CreateSSOSession(ctx, id, portal.HashToken("sso"), time.Hour))
		_, err = issue(s, "jane@example.com", portal.PurposeReset, "r1", time.Hour, nil)
		must(t, err)
		if _, state, _ := s.SessionByToken(ctx, portal.HashToken("api")); state != portal.TokenValid {
			t.Fatalf("session before: %v", state)
		}

		must(t, s.SetIdentityDisabled(ctx, id, true))
		if ident, err := s.IdentityByID(ctx, id); err != nil || !ident.Disabled {
			t.Fatalf("not disabled: %+v %v", ident, err)
		}
		if _, state, _ := s.SessionByToken(ctx, portal.HashToken("api")); state != portal.TokenUnknown {
			t.Errorf("session of a disabled login: %v", state)
		}
		if err := s.RenewSession(ctx, portal.HashToken("api"), portal.HashToken("api2"), time.Hour, time.Minute); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("renewal of a disabled login: %v", err)
		}
		if _, err := s.SSOIdentity(ctx, portal.HashToken("sso")); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("SSO of a disabled login: %v", err)
		}
		if _, err := s.CreateSession(ctx, id, portal.HashToken("api3"), time.Hour); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("new session for a disabled login: %v", err)
		}
		if _, err := s.IdentityToken(ctx, portal.HashToken("r1"), portal.PurposeReset); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("pending link of a disabled login: %v", err)
		}
		if _, err := issue(s, "jane@example.com", portal.PurposeReset, "r2", time.Hour, nil); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("new link for a disabled login: %v", err)
		}
		if mail, _ := s.IdentityMail(ctx, id); len(mail) != 1 {
			t.Errorf("outbox: %d messages, want the first link's only", len(mail))
		}

		// A flag set by plain SQL, without the revocation, still stops the
		// tokens and the SSO session (the store's join reads it).
		must(t, s.SetIdentityDisabled(ctx, id, false))
		_, err = s.CreateSession(ctx, id, portal.HashToken("api4"), time.Hour)
		must(t, err)
		must(t, s.CreateSSOSession(ctx, id, portal.HashToken("sso2"), time.Hour))
		if _, err := s.SSOIdentity(ctx, portal.HashToken("sso2")); err != nil {
			t.Fatalf("SSO after enabling: %v", err)
		}
		if _, err := s.DB().ExecContext(ctx, s.Rebind(`UPDATE identities SET disabled = ? WHERE id = ?`), true, id); err != nil {
			t.Fatal(err)
		}
		if err := s.RenewSession(ctx, portal.HashToken("api4"), portal.HashToken("api5"), time.Hour, time.Minute); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("renewal after a plain-SQL disable: %v", err)
		}
		if _, err := s.SSOIdentity(ctx, portal.HashToken("sso2")); !errors.Is(err, portal.ErrNoRows) {
			t.Errorf("SSO after a plain-SQL disable: %v", err)
		}
	})
}
