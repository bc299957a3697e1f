package identity

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"testing"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/platform"
	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// outbox is the login's messages in the outbox.
func (e *env) outbox(id int64) []portal.Mail {
	e.t.Helper()
	m, err := e.st.IdentityMail(context.Background(), id)
	if err != nil {
		e.t.Fatal(err)
	}
	return m
}

// linkOf returns the link of a message, as a path for the browser, and
// its token.
func (e *env) linkOf(m portal.Mail) (string, string) {
	e.t.Helper()
	link := m.Data["link"]
	if !strings.HasPrefix(link, e.srv.URL+"/auth/") {
		e.t.Fatalf("link %q is not an absolute link to the portal", link)
	}
	u, _ := url.Parse(link)
	return u.RequestURI(), u.Query().Get("token")
}

// invite sends an invitation through the service the provider API calls.
func (e *env) invite(login string) {
	e.t.Helper()
	inv := platform.NewInvitations(e.st, platform.InvitationOptions{PublicURL: e.srv.URL,
		Clock: portal.Clock{Now: e.st.Now}})
	if err := inv.Invite(context.Background(), login, "crm"); err != nil {
		e.t.Fatalf("invite %s: %v", login, err)
	}
}

// choose posts a chosen password to a link's page.
func (b *browser) choose(path, token, pw, confirm string) answer {
	b.t.Helper()
	return b.post(path, url.Values{"token": {token}, "new_password": {pw}, "confirm_password": {confirm}})
}

// exchange redeems a redirect's pi code at the API's session service and
// checks the token it gives works.
func (e *env) exchange(loc string) string {
	e.t.Helper()
	u, err := url.Parse(loc)
	if err != nil {
		e.t.Fatal(err)
	}
	if got := u.Scheme + "://" + u.Host + u.Path; got != e.srv.URL+"/ui/" {
		e.t.Errorf("landed on %s, want the portal's start %s/ui/", got, e.srv.URL)
	}
	ctx := context.Background()
	sessions := platform.NewSessions(e.st, platform.SessionOptions{})
	tok, err := sessions.Exchange(ctx, u.Query().Get("pi"), home)
	if err != nil {
		e.t.Fatalf("exchange pi: %v", err)
	}
	if _, err := sessions.Authenticate(ctx, tok); err != nil {
		e.t.Fatalf("new token: %v", err)
	}
	return tok
}

// home is the address the app calls the API from.
var home = netip.MustParseAddr("127.0.0.1")

// TestInvitationSetsThePasswordAndSignsIn: the invitation e-mail's link
// opens "Choose your password" for the login, with the rules; a password
// that breaks them is refused on the page; a good one is set, the link is
// used, and the browser lands in the portal with a code the API exchanges.
// The link works once.
func TestInvitationSetsThePasswordAndSignsIn(t *testing.T) {
	for _, engine := range storetest.Engines() {
		t.Run(engine.Name, func(t *testing.T) {
			e := newEnvOn(t, engine.Open, nil)
			id := e.identity("jane@example.com", "unknown to jane 1")
			e.invite("jane@example.com")
			mail := e.outbox(id)
			if len(mail) != 1 || mail[0].Kind != portal.MailInvitation || mail[0].To != "jane@example.com" || mail[0].Lang != "en" {
				t.Fatalf("outbox: %+v", mail)
			}
			path, token := e.linkOf(mail[0])
			if !strings.HasPrefix(path, "/auth/invitation?token=") {
				t.Fatalf("link %s", path)
			}
			b := e.browser()
			page := b.get(path)
			if page.status != http.StatusOK {
				t.Fatalf("invitation page: %d\n%s", page.status, page.body)
			}
			for _, want := range []string{
				text(portal.MsgAuthTitleInvitation), "jane@example.com",
				text(portal.MsgAuthChosenPasswordHint, "min", minPasswordLen, "max", maxPasswordLen),
				`<form method="post" action="/auth/invitation"`, `name="token" value="` + token + `"`,
				`autocomplete="new-password"`, `<label for="new_password">`, `<label for="confirm_password">`,
				`aria-describedby="new-password-hint"`, `href="/auth/static/login.css`,
			} {
				if !strings.Contains(page.body, want) {
					t.Errorf("invitation page lacks %q", want)
				}
			}
			for _, c := range []struct{ pw, confirm string }{
				{"", ""}, {"a fine passphrase", "a fine passphrasE"}, {"short1", "short1"},
				{"Password123", "Password123"}, {"JANE@example.com", "JANE@example.com"},
			} {
				if a := b.choose("/auth/invitation", token, c.pw, c.confirm); a.status != http.StatusBadRequest ||
					!strings.Contains(a.body, `role="alert"`) || !strings.Contains(a.body, `name="token" value="`+token+`"`) {
					t.Errorf("%q/%q: %d\n%s", c.pw, c.confirm, a.status, a.body)
				}
			}
			a := b.choose("/auth/invitation", token, "my first pass 1", "my first pass 1")
			if a.status != http.StatusSeeOther {
				t.Fatalf("set password: %d\n%s", a.status, a.body)
			}
			e.exchange(a.header.Get("Location"))
			if _, ok, _ := e.svc.SSOIdentity(b.ssoRequest()); !ok {
				t.Error("no SSO session after the invitation")
			}
			// Once only, by GET or POST.
			if a := e.browser().get(path); a.status != http.StatusBadRequest || !strings.Contains(a.body, text(portal.MsgAuthLinkExpired)) ||
				!strings.Contains(a.body, `href="/auth/forgot?r=myaccount"`) {
				t.Errorf("used link: %d\n%s", a.status, a.body)
			}
			if a := e.browser().choose("/auth/invitation", token, "another pass 22", "another pass 22"); a.status != http.StatusBadRequest {
				t.Errorf("used link posted: %d", a.status)
			}
			// The password works for signing in.
			e.browser().login("r=myaccount", "jane@example.com", "my first pass 1")
			if logs := e.logs.String(); strings.Contains(logs, token) || strings.Contains(logs, "my first pass") {
				t.Errorf("logs carry the token or the password:\n%s", logs)
			}
		})
	}
}

// TestUnusableLinksAnswerAlike: a malformed, unknown, used, expired or
// superseded link, a reset link opened as an invitation and a disabled
// login's link all get the same page.
func TestUnusableLinksAnswerAlike(t *testing.T) {
	e := newEnv(t, nil)
	ctx := context.Background()
	jane := e.identity("jane@example.com", "correct horse 42")
	bob := e.identity("bob@example.com", "another pass 7")
	e.identity("zoe@example.com", "zoe's pass 99")

	e.invite("jane@example.com")
	superseded, _ := e.linkOf(e.outbox(jane)[0])
	e.invite("jane@example.com")
	expiring, _ := e.linkOf(e.outbox(jane)[1])

	e.invite("bob@example.com")
	disabled, _ := e.linkOf(e.outbox(bob)[0])
	if err := e.st.SetIdentityDisabled(ctx, bob, true); err != nil {
		t.Fatal(err)
	}

	b := e.browser()
	b.post("/auth/forgot", url.Values{"login": {"zoe@example.com"}})
	zoe, _, _ := e.st.IdentityByLogin(ctx, "zoe@example.com")
	resetPath, resetToken := e.linkOf(e.outbox(zoe.ID)[0])
	if a := b.choose("/auth/reset", resetToken, "zoe's new pass 1", "zoe's new pass 1"); a.status != http.StatusSeeOther {
		t.Fatalf("reset: %d\n%s", a.status, a.body)
	}

	// The answer to an unknown token, on each page.
	unknown := map[string]answer{}
	for _, page := range []string{"/auth/invitation", "/auth/reset"} {
		a := b.get(page + "?token=" + strings.Repeat("A", 43))
		if a.status != http.StatusBadRequest || !strings.Contains(a.body, text(portal.MsgAuthTitleLinkUnusable)) ||
			strings.Contains(a.body, "AAAA") {
			t.Fatalf("unknown token: %d\n%s", a.status, a.body)
		}
		unknown[page] = a
	}
	e.advance(portal.InvitationTTL)
	for name, path := range map[string]string{
		"malformed":             "/auth/invitation?token=abc",
		"no token":              "/auth/invitation",
		"superseded":            superseded,
		"expired":               expiring,
		"disabled":              disabled,
		"used":                  resetPath,
		"reset as invitation":   "/auth/invitation?token=" + resetToken,
		"invitation as a reset": strings.Replace(expiring, "/auth/invitation", "/auth/reset", 1),
	} {
		a := e.browser().get(path)
		want := unknown[strings.SplitN(path, "?", 2)[0]]
		if a.status != want.status || a.body != want.body {
			t.Errorf("%s: %d, unlike an unknown link:\n%s", name, a.status, a.body)
		}
	}
}

// TestDisabledLoginCannotSignInNorUseLinks: a disabled login's right
// password answers exactly like a wrong one, its open SSO session ends,
// and it gets no reset link.
func TestDisabledLoginCannotSignInNorUseLinks(t *testing.T) {
	e := newEnv(t, nil)
	ctx := context.Background()
	id := e.identity("jane@example.com", "correct horse 42")
	e.identity("bob@example.com", "another pass 7")
	signedIn := e.browser()
	signedIn.login("r=myaccount", "jane@example.com", "correct horse 42")
	if err := e.st.SetIdentityDisabled(ctx, id, true); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := e.svc.SSOIdentity(signedIn.ssoRequest()); ok {
		t.Error("the SSO session of a disabled login still works")
	}
	if a := signedIn.get("/auth/login?r=myaccount"); a.status != http.StatusOK || !strings.Contains(a.body, `name="password"`) {
		t.Errorf("a disabled login's browser is signed in by SSO: %d", a.status)
	}
	b := e.browser()
	right := b.post("/auth/login", b.loginForm("r=myaccount", "jane@example.com", "correct horse 42"))
	wrong := b.post("/auth/login", b.loginForm("r=myaccount", "bob@example.com", "wrong password"))
	if right.status != http.StatusUnauthorized || right.status != wrong.status ||
		strings.ReplaceAll(right.body, "jane@example.com", "LOGIN") != strings.ReplaceAll(wrong.body, "bob@example.com", "LOGIN") {
		t.Errorf("a disabled login answers unlike a wrong password: %d %d\n%s", right.status, wrong.status, right.body)
	}
	if b.cookie(ssoCookieName) != "" {
		t.Error("a disabled login signed in")
	}
	b.post("/auth/forgot", url.Values{"login": {"jane@example.com"}})
	if m := e.outbox(id); len(m) != 0 {
		t.Errorf("a disabled login was sent %+v", m)
	}
	if err := (platform.NewInvitations(e.st, platform.InvitationOptions{PublicURL: e.srv.URL})).Invite(ctx, "jane@example.com", "crm"); !errors.Is(err, portal.ErrLoginDisabled) {
		t.Errorf("invite a disabled login: %v", err)
	}
}

// TestForgotPasswordDoesNotTellWhoExists: the login page links to "Forgot
// your password?" with the carried parameters; an existing login gets
// exactly one reset e-mail, an unknown one none, and both answers are the
// same status and the same bytes.
func TestForgotPasswordDoesNotTellWhoExists(t *testing.T) {
	for _, engine := range storetest.Engines() {
		t.Run(engine.Name, func(t *testing.T) {
			e := newEnvOn(t, engine.Open, nil)
			id := e.identity("jane@example.com", "correct horse 42")
			b := e.browser()
			login := b.get("/auth/login?r=myaccount&rc=2&rp=/user/billing")
			if !strings.Contains(login.body, `href="/auth/forgot?r=myaccount&amp;rc=2&amp;rp=%2Fuser%2Fbilling">`+text(portal.MsgAuthForgotPasswordLink)+`</a>`) {
				t.Fatalf("login page lacks the carried forgot link:\n%s", login.body)
			}
			form := b.get("/auth/forgot?r=myaccount&rc=2&rp=/user/billing")
			for _, want := range []string{text(portal.MsgAuthTitleForgot), `action="/auth/forgot"`, `name="rp" value="/user/billing"`,
				`name="rc" value="2"`, `autocomplete="username"`, `<label for="login">`} {
				if !strings.Contains(form.body, want) {
					t.Errorf("forgot page lacks %q", want)
				}
			}
			carried := url.Values{"r": {"myaccount"}, "rc": {"2"}, "rp": {"/user/billing"}}
			ask := func(login string) answer {
				f := url.Values{"login": {login}}
				for k, v := range carried {
					f[k] = v
				}
				return e.browser().post("/auth/forgot", f)
			}
			known := ask("Jane@Example.com")
			unknown := ask("nobody@example.com")
			if known.status != http.StatusOK || unknown.status != known.status || unknown.body != known.body {
				t.Errorf("known and unknown logins answer differently: %d %d\n%s\n---\n%s", known.status, unknown.status, known.body, unknown.body)
			}
			for _, want := range []string{text(portal.MsgAuthForgotSent, "ttl", portal.ResetTTL), "30 minutes",
				`href="/auth/login?r=myaccount&amp;rc=2&amp;rp=%2Fuser%2Fbilling"`} {
				if !strings.Contains(known.body, want) {
					t.Errorf("confirmation lacks %q:\n%s", want, known.body)
				}
			}
			mail := e.outbox(id)
			if len(mail) != 1 || mail[0].Kind != portal.MailPasswordReset || mail[0].To != "jane@example.com" || mail[0].Lang != "en" {
				t.Fatalf("outbox: %+v", mail)
			}
			path, token := e.linkOf(mail[0])
			if !strings.HasPrefix(path, "/auth/reset?token=") || len(token) != 43 {
				t.Errorf("reset link %s", path)
			}
			if n := storetest.QueryInt(t, e.st, `SELECT COUNT(*) FROM mail_outbox`); n != 1 {
				t.Errorf("%d messages in the outbox, want jane's one", n)
			}
			// Reset links live half an hour.
			e.advance(portal.ResetTTL)
			if a := e.browser().get(path); a.status != http.StatusBadRequest {
				t.Errorf("a reset link outlived %s: %d", portal.ResetTTL, a.status)
			}
		})
	}
}

// TestResetRevokesEverySessionAndSignsIn: the reset sets the new password,
// revokes every other session (an API token and another browser's SSO),
// writes "password changed", and signs this browser in.
func TestResetRevokesEverySessionAndSignsIn(t *testing.T) {
	for _, engine := range storetest.Engines() {
		t.Run(engine.Name, func(t *testing.T) {
			e := newEnvOn(t, engine.Open, nil)
			ctx := context.Background()
			id := e.identity("jane@example.com", "correct horse 42")
			other := e.browser()
			e.exchange(other.login("r=myaccount", "jane@example.com", "correct horse 42").String())
			sessions := platform.NewSessions(e.st, platform.SessionOptions{})
			if err := e.st.CreateSSOSession(ctx, id, portal.HashToken("api sign-in"), time.Hour); err != nil {
				t.Fatal(err)
			}
			oldToken, err := sessions.Start(ctx, id, portal.HashToken("api sign-in"))
			if err != nil {
				t.Fatal(err)
			}

			b := e.browser()
			b.post("/auth/forgot", url.Values{"login": {"jane@example.com"}})
			path, token := e.linkOf(e.outbox(id)[0])
			page := b.get(path)
			if page.status != http.StatusOK || !strings.Contains(page.body, text(portal.MsgAuthResetIntro, "login", "jane@example.com")) ||
				!strings.Contains(page.body, `action="/auth/reset"`) {
				t.Fatalf("reset page: %d\n%s", page.status, page.body)
			}
			a := b.choose("/auth/reset", token, "brand new pass 9", "brand new pass 9")
			if a.status != http.StatusSeeOther {
				t.Fatalf("reset: %d\n%s", a.status, a.body)
			}
			e.exchange(a.header.Get("Location"))

			if _, err := sessions.Authenticate(ctx, oldToken); code(err) != portal.CodeUnauthorized {
				t.Errorf("the old API token still works: %v", err)
			}
			if _, ok, _ := e.svc.SSOIdentity(other.ssoRequest()); ok {
				t.Error("the other browser's SSO session survived the reset")
			}
			if _, ok, _ := e.svc.SSOIdentity(b.ssoRequest()); !ok {
				t.Error("this browser is not signed in")
			}
			mail := e.outbox(id)
			if len(mail) != 2 || mail[1].Kind != portal.MailPasswordChanged || mail[1].To != "jane@example.com" {
				t.Errorf("outbox: %+v", mail)
			}
			stranger := e.browser()
			if a := stranger.post("/auth/login", stranger.loginForm("r=myaccount", "jane@example.com", "correct horse 42")); a.status != http.StatusUnauthorized {
				t.Errorf("the old password still works: %d", a.status)
			}
			e.browser().login("r=myaccount", "jane@example.com", "brand new pass 9")
			if a := e.browser().choose("/auth/reset", token, "third pass 333", "third pass 333"); a.status != http.StatusBadRequest {
				t.Errorf("reset link used twice: %d", a.status)
			}
			if logs := e.logs.String(); strings.Contains(logs, token) {
				t.Errorf("logs carry the reset token:\n%s", logs)
			}
		})
	}
}

// code returns the error code of err, or 0 when it is not a portal.Error.
func code(err error) portal.Code {
	var pe *portal.Error
	if errors.As(err, &pe) {
		return pe.Code
	}
	return 0
}

// TestForgotPasswordLimits: a login gets at most forgotLoginLimit reset
// e-mails an hour and an address asks at most forgotAddressLimit times;
// beyond, the page is the same and nothing is sent. The requests never
// stop the owner signing in with the right password.
func TestForgotPasswordLimits(t *testing.T) {
	for _, engine := range storetest.Engines() {
		t.Run(engine.Name, func(t *testing.T) {
			e := newEnvOn(t, engine.Open, nil)
			id := e.identity("jane@example.com", "correct horse 42")
			b := e.browser()
			first := b.post("/auth/forgot", url.Values{"login": {"jane@example.com"}})
			for i := 1; i < forgotLoginLimit+3; i++ {
				if a := b.post("/auth/forgot", url.Values{"login": {"jane@example.com"}}); a.status != first.status || a.body != first.body {
					t.Fatalf("request %d answers differently: %d\n%s", i+1, a.status, a.body)
				}
			}
			if n := len(e.outbox(id)); n != forgotLoginLimit {
				t.Errorf("%d reset e-mails in an hour, want %d", n, forgotLoginLimit)
			}
			// The owner still signs in, from this browser or another.
			b.login("r=myaccount", "jane@example.com", "correct horse 42")
			e.browser().login("r=myaccount", "jane@example.com", "correct horse 42")

			// An hour later, another e-mail.
			e.advance(forgotWindow)
			b.post("/auth/forgot", url.Values{"login": {"jane@example.com"}})
			if n := len(e.outbox(id)); n != forgotLoginLimit+1 {
				t.Errorf("after the window: %d e-mails", n)
			}

			// One address asking for many logins.
			e.advance(forgotWindow)
			for i := 0; i < forgotAddressLimit; i++ {
				e.browser().post("/auth/forgot", url.Values{"login": {fmt.Sprintf("user%d@example.com", i)}})
			}
			if a := e.browser().post("/auth/forgot", url.Values{"login": {"jane@example.com"}}); a.status != first.status || a.body != first.body {
				t.Errorf("over the address limit: %d\n%s", a.status, a.body)
			}
			if n := len(e.outbox(id)); n != forgotLoginLimit+1 {
				t.Errorf("sent over the address limit: %d e-mails", n)
			}
			e.browser().login("r=myaccount", "jane@example.com", "correct horse 42")
		})
	}
}

// TestLinksInFrench: a French login's reset e-mail is in French and its
// link opens the pages in French; a refusal on the page stays in French
// and the language switch keeps the token.
func TestLinksInFrench(t *testing.T) {
	e := newEnv(t, nil)
	fr := i18n.French
	id := e.identity("luc@example.com", "mot de passe 42")
	storetest.Exec(t, e.st, `UPDATE identities SET language = 'fr' WHERE id = ?`, id)
	e.browser().post("/auth/forgot", url.Values{"login": {"luc@example.com"}})
	mail := e.outbox(id)
	if len(mail) != 1 || mail[0].Lang != "fr" || !strings.Contains(mail[0].Data["link"], "lang=fr") {
		t.Fatalf("outbox: %+v", mail)
	}
	path, token := e.linkOf(mail[0])
	b := e.browser()
	page := b.get(path)
	for _, want := range []string{`<html lang="fr">`, fr.T(portal.MsgAuthTitleReset), fr.T(portal.MsgAuthResetIntro, "login", "luc@example.com"),
		fr.T(portal.MsgAuthChosenPasswordHint, "min", minPasswordLen, "max", maxPasswordLen), fr.T(portal.MsgAuthButtonSetPassword)} {
		if !strings.Contains(page.body, want) {
			t.Errorf("French reset page lacks %q", want)
		}
	}
	if strings.Contains(page.body, "auth.") {
		t.Error("a page shows a raw catalog key")
	}
	a := b.choose("/auth/reset", token, "court", "court")
	if !strings.Contains(a.body, fr.T(portal.MsgAuthPasswordTooShort)) || !strings.Contains(a.body, `href="/auth/reset?lang=en&amp;token=`+token+`"`) {
		t.Errorf("French refusal:\n%s", a.body)
	}
	if a := b.get("/auth/forgot"); !strings.Contains(a.body, fr.T(portal.MsgAuthForgotIntro)) {
		t.Errorf("French forgot page:\n%s", a.body)
	}
	if a := b.get("/auth/reset?token=abc"); !strings.Contains(a.body, fr.T(portal.MsgAuthLinkExpired)) || !strings.Contains(a.body, fr.T(portal.MsgAuthForgotPasswordLink)) {
		t.Errorf("French refusal page:\n%s", a.body)
	}

	// The invitation of a French login opens in French too.
	e.invite("luc@example.com")
	mail = e.outbox(id)
	path, _ = e.linkOf(mail[len(mail)-1])
	if a := e.browser().get(path); !strings.Contains(a.body, fr.T(portal.MsgAuthTitleInvitation)) || !strings.Contains(a.body, `<html lang="fr">`) {
		t.Errorf("French invitation page:\n%s", a.body)
	}
}

// TestLinkPagesRefuseCrossSitePosts: the new forms are under the same
// cross-origin protection as sign-in.
func TestLinkPagesRefuseCrossSitePosts(t *testing.T) {
	e := newEnv(t, nil)
	id := e.identity("jane@example.com", "correct horse 42")
	e.invite("jane@example.com")
	_, token := e.linkOf(e.outbox(id)[0])
	b := e.browser()
	for _, path := range []string{"/auth/forgot", "/auth/invitation", "/auth/reset"} {
		f := url.Values{"login": {"jane@example.com"}, "token": {token}, "new_password": {"cross site 123"}, "confirm_password": {"cross site 123"}}
		if a := b.post(path, f, "Sec-Fetch-Site", "cross-site"); a.status != http.StatusForbidden {
			t.Errorf("%s cross-site: %d", path, a.status)
		}
	}
	if n := len(e.outbox(id)); n != 1 {
		t.Errorf("a cross-site post sent e-mail: %d messages", n)
	}
	if a := b.get("/auth/invitation?token=" + token); a.status != http.StatusOK {
		t.Errorf("a cross-site post used the invitation: %d", a.status)
	}
}

// TestLinksInOIDCModeSayThePasswordIsElsewhere: with an external provider
// there are no local passwords to choose or reset.
func TestLinksInOIDCModeSayThePasswordIsElsewhere(t *testing.T) {
	e := newEnv(t, nil)
	e.svc.oidc = &oidcRelay{} // only its presence matters to these pages
	for _, path := range []string{"/auth/forgot", "/auth/reset?token=abc", "/auth/invitation?token=abc"} {
		if a := e.browser().get(path); a.status != http.StatusOK || !strings.Contains(a.body, text(portal.MsgAuthPasswordManagedByIdP)) {
			t.Errorf("%s: %d\n%s", path, a.status, a.body)
		}
	}
	if a := e.browser().get("/auth/login?r=myaccount"); strings.Contains(a.body, "/auth/forgot") {
		t.Error("the OIDC login page offers a local reset")
	}
}
