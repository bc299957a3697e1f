package platform_test

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"myaccount/internal/platform"
	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// TestInvite: an invitation writes one live link valid a week, its e-mail in
// the login's language with the link (lang=fr for a French login), and the
// staff action; a new one supersedes the old; an unknown login is not
// found and a disabled one refused, with nothing written.
func TestInvite(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st := e.Open(t)
			now := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
			st.Now = func() time.Time { return now }
			jane, err := st.CreateIdentity(ctx, "jane@example.com", "x")
			if err != nil {
				t.Fatal(err)
			}
			luc, err := st.CreateIdentity(ctx, "luc@example.com", "x")
			if err != nil {
				t.Fatal(err)
			}
			storetest.Exec(t, st, `UPDATE identities SET language = 'fr' WHERE id = ?`, luc)
			svc := platform.NewInvitations(st, platform.InvitationOptions{PublicURL: "https://portal.example/",
				Clock: portal.Clock{Now: func() time.Time { return now }}})

			if err := svc.Invite(ctx, "nobody@example.com", "crm"); !errors.Is(err, portal.ErrNoRows) {
				t.Errorf("unknown login: %v", err)
			}
			if err := svc.Invite(ctx, "jane@example.com", " "); err == nil {
				t.Error("an invitation without an actor")
			}
			if err := svc.Invite(ctx, "Jane@Example.com", "crm"); err != nil {
				t.Fatal(err)
			}
			mail, err := st.IdentityMail(ctx, jane)
			if err != nil || len(mail) != 1 {
				t.Fatalf("outbox: %+v %v", mail, err)
			}
			m := mail[0]
			link, err := url.Parse(m.Data["link"])
			if err != nil || m.Kind != portal.MailInvitation || m.To != "jane@example.com" || m.Lang != "en" ||
				link.Scheme+"://"+link.Host+link.Path != "https://portal.example/auth/invitation" || link.Query().Has("lang") {
				t.Fatalf("message: %+v", m)
			}
			first := link.Query().Get("token")
			if len(first) != 43 {
				t.Errorf("token %q is not 256 bits in base64url", first)
			}
			if ident, err := st.IdentityToken(ctx, portal.HashToken(first), portal.PurposeInvitation); err != nil || ident.ID != jane {
				t.Errorf("the link is not live: %v", err)
			}
			actions, _ := st.StaffActions(ctx, 0)
			if len(actions) != 1 || actions[0].Actor != "crm" || actions[0].Action != "invite" || actions[0].Subject != "jane@example.com" ||
				!actions[0].At.Equal(now) {
				t.Errorf("staff actions: %+v", actions)
			}

			// A week later the link has expired.
			now = now.Add(portal.InvitationTTL)
			if _, err := st.IdentityToken(ctx, portal.HashToken(first), portal.PurposeInvitation); !errors.Is(err, portal.ErrNoRows) {
				t.Errorf("the link outlived a week: %v", err)
			}
			now = now.Add(-portal.InvitationTTL)

			// The French login's link opens the page in French.
			if err := svc.Invite(ctx, "luc@example.com", "crm"); err != nil {
				t.Fatal(err)
			}
			mail, _ = st.IdentityMail(ctx, luc)
			if len(mail) != 1 || mail[0].Lang != "fr" {
				t.Fatalf("French outbox: %+v", mail)
			}
			if link := mail[0].Data["link"]; !strings.HasPrefix(link, "https://portal.example/auth/invitation?token=") || !strings.HasSuffix(link, "&lang=fr") {
				t.Errorf("French link %s", mail[0].Data["link"])
			}

			// A second invitation supersedes the first.
			if err := svc.Invite(ctx, "jane@example.com", "crm"); err != nil {
				t.Fatal(err)
			}
			if _, err := st.IdentityToken(ctx, portal.HashToken(first), portal.PurposeInvitation); !errors.Is(err, portal.ErrNoRows) {
				t.Errorf("the superseded link still works: %v", err)
			}

			// Disabled: refused, nothing written.
			if err := st.SetIdentityDisabled(ctx, jane, true); err != nil {
				t.Fatal(err)
			}
			if err := svc.Invite(ctx, "jane@example.com", "crm"); !errors.Is(err, portal.ErrLoginDisabled) {
				t.Errorf("disabled login: %v", err)
			}
			if mail, _ := st.IdentityMail(ctx, jane); len(mail) != 2 {
				t.Errorf("outbox after the refusal: %d messages", len(mail))
			}
		})
	}
}

// TestDisabledLoginGetsNoSession: a disabled login's code, SSO start and
// renewal all answer 401, and disabling ends the sessions it had.
func TestDisabledLoginGetsNoSession(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st := e.Open(t)
			id, err := st.CreateIdentity(ctx, "jane@example.com", "x")
			if err != nil {
				t.Fatal(err)
			}
			svc := platform.NewSessions(st, platform.SessionOptions{TokenTTL: time.Hour})
			// A session starts from a live sign-in (an SSO session).
			signIn := func(name string) string {
				t.Helper()
				if err := st.CreateSSOSession(ctx, id, portal.HashToken(name), time.Hour); err != nil {
					t.Fatal(err)
				}
				return portal.HashToken(name)
			}
			tok, err := svc.Start(ctx, id, signIn("first"))
			if err != nil {
				t.Fatal(err)
			}
			if err := st.CreateLoginCode(ctx, id, portal.HashToken("one-time-code"), time.Minute); err != nil {
				t.Fatal(err)
			}
			if err := st.SetIdentityDisabled(ctx, id, true); err != nil {
				t.Fatal(err)
			}
			if _, err := svc.Authenticate(ctx, tok); code(err) != portal.CodeUnauthorized {
				t.Errorf("token of a disabled login: %v", err)
			}
			if _, err := svc.Renew(ctx, tok); code(err) != portal.CodeUnauthorized {
				t.Errorf("renewal of a disabled login: %v", err)
			}
			if _, err := svc.Start(ctx, id, signIn("while disabled")); code(err) != portal.CodeUnauthorized {
				t.Errorf("start for a disabled login: %v", err)
			}
			if _, err := svc.Exchange(ctx, "one-time-code", home); code(err) != portal.CodeUnauthorized {
				t.Errorf("code of a disabled login: %v", err)
			}
			if err := st.SetIdentityDisabled(ctx, id, false); err != nil {
				t.Fatal(err)
			}
			if _, err := svc.Start(ctx, id, signIn("after enabling")); err != nil {
				t.Errorf("start after enabling: %v", err)
			}
		})
	}
}
