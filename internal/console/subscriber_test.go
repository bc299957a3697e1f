package console_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"myaccount/internal/console"
	"myaccount/internal/demo"
	"myaccount/internal/documents"
	"myaccount/internal/files"
	"myaccount/internal/identity"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/services"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// pageHarness is the console's door on the demo data with every service
// the subscriber page reads and acts through, on a fixed clock.
type pageHarness struct {
	t   *testing.T
	st  *store.Store
	c   *clock
	h   http.Handler
	ctx context.Context
	svc portal.Services
}

func forEachPortal(t *testing.T, fn func(t *testing.T, p *pageHarness)) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			st := e.Open(t)
			c := &clock{now: time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)}
			st.Now = c.Now
			ctx := t.Context()
			if _, err := demo.Seed(ctx, st, demo.Options{Now: c.Now(), PasswordParams: password.Fast,
				UnsubscribeSecret: []byte("test-secret-test-secret-32-bytes")}); err != nil {
				t.Fatal(err)
			}
			fs, err := files.NewFolder(t.TempDir())
			must(t, err)
			svc := services.New(st, services.Options{Now: c.Now, PublicURL: "https://portal.example", Files: fs,
				Printer: documents.Printer{Branding: portal.DemoBranding}})
			prov := provisioning.New(st, provisioning.Options{Clock: portal.Clock{Now: c.Now}, Staff: svc.Staff,
				Onboarding: svc.OnboardingStaff, Invitations: svc.Invitations})
			ids, err := identity.New(ctx, identity.Config{PublicURL: "https://portal.example", PasswordParams: password.Fast,
				CookieSecret: bytes.Repeat([]byte("k"), 32), Now: c.Now}, st, nil)
			if err != nil {
				t.Fatal(err)
			}
			h := console.Handler(console.Config{Service: console.New(st, console.Options{PublicURL: "https://portal.example",
				PasswordParams: password.Fast, Now: c.Now}), Staff: svc.Staff, Onboarding: svc.OnboardingStaff,
				PublicURL: "https://portal.example", Now: c.Now, Services: svc, Provisioning: prov, Subscribers: st, Logins: ids})
			fn(t, &pageHarness{t: t, st: st, c: c, h: h, ctx: ctx, svc: svc})
		})
	}
}

// call makes one call with the staff cookie; it answers the status and the
// JSON body.
func (p *pageHarness) call(cookie, method, path string, body any) (int, map[string]any) {
	p.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	return p.send(cookie, method, path, "application/json", rd)
}

// send makes one same-origin call of the given content type with the staff
// cookie (none when empty); it answers the status and the JSON body.
func (p *pageHarness) send(cookie, method, path, contentType string, body io.Reader) (int, map[string]any) {
	p.t.Helper()
	req := httptest.NewRequest(method, "https://portal.example"+path, body)
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	if cookie != "" {
		req.AddCookie(&http.Cookie{Name: console.CookieName, Value: cookie})
	}
	rec := httptest.NewRecorder()
	p.h.ServeHTTP(rec, req)
	out := map[string]any{}
	_ = json.Unmarshal(rec.Body.Bytes(), &out)
	return rec.Code, out
}

// signIn signs a demo staff login in (password, then the demo TOTP code of
// a step of its own) and answers its cookie.
func (p *pageHarness) signIn(email string) string {
	p.t.Helper()
	p.c.Advance(31 * time.Second)
	b, _ := json.Marshal(map[string]string{"email": email, "password": demo.Password})
	req := httptest.NewRequest("POST", "https://portal.example/staff/api/sign-in", bytes.NewReader(b))
	rec := httptest.NewRecorder()
	p.h.ServeHTTP(rec, req)
	if rec.Code != 200 {
		p.t.Fatalf("%s: password: %d %s", email, rec.Code, rec.Body)
	}
	cookie := rec.Result().Cookies()[0].Value
	code, err := console.Code(demo.StaffTOTPSecret, p.c.Now())
	must(p.t, err)
	b, _ = json.Marshal(map[string]string{"code": code})
	req = httptest.NewRequest("POST", "https://portal.example/staff/api/verify", bytes.NewReader(b))
	req.AddCookie(&http.Cookie{Name: console.CookieName, Value: cookie})
	rec = httptest.NewRecorder()
	p.h.ServeHTTP(rec, req)
	if rec.Code != 200 {
		p.t.Fatalf("%s: code: %d %s", email, rec.Code, rec.Body)
	}
	return rec.Result().Cookies()[0].Value
}

// page reads the subscriber page of account.
func (p *pageHarness) page(cookie string, account string) map[string]any {
	p.t.Helper()
	status, body := p.call(cookie, "GET", "/staff/api/subscribers/"+account, nil)
	if status != 200 {
		p.t.Fatalf("page %s: %d %v", account, status, body)
	}
	return body
}

func list(body map[string]any, key string) []map[string]any {
	var out []map[string]any
	items, _ := body[key].([]any)
	for _, it := range items {
		out = append(out, it.(map[string]any))
	}
	return out
}

// hasAction reports whether the page's staff actions hold one by actor
// with action (and, when given, detail containing part).
func hasAction(page map[string]any, actor, action, part string) bool {
	for _, a := range list(page, "actions") {
		if a["actor"] == actor && a["action"] == action && strings.Contains(a["detail"].(string)+" "+a["subject"].(string), part) {
			return true
		}
	}
	return false
}

// The page reads every part of avery's account #1001 and records its
// opening; unknown and malformed ids answer 404.
// covers: issue 30 item 5 (subscriber page)
func TestSubscriberPage(t *testing.T) {
	forEachPortal(t, func(t *testing.T, p *pageHarness) {
		agent := p.signIn("agent@demo.test")
		page := p.page(agent, "1001")
		acc := page["account"].(map[string]any)
		if acc["id"] != float64(1001) || acc["name"] != "Avery Fields" {
			t.Errorf("account %v", acc)
		}
		logins := list(page, "logins")
		if len(logins) != 1 || logins[0]["email"] != "avery@demo.test" || logins[0]["disabled"] != false {
			t.Errorf("logins %v", logins)
		}
		internet, _ := page["internet"].(map[string]any)
		if internet == nil || internet["capGB"].(float64) <= 0 || internet["down"].(float64) <= 0 || len(internet["days"].([]any)) == 0 {
			t.Errorf("internet %v", internet)
		}
		for _, key := range []string{"ledger", "documents", "phone", "addresses"} {
			if len(list(page, key)) == 0 {
				t.Errorf("no %s on #1001", key)
			}
		}
		if m, _ := page["method"].(map[string]any); m != nil && len(m["last4"].(string)) != 4 {
			t.Errorf("method is not masked to its last four: %v", m)
		}
		if !hasAction(page, "staff:agent@demo.test", "opened", "subscriber page") {
			t.Errorf("the opening is not recorded: %v", page["actions"])
		}
		// drew's warnings, blake's pending identity photo.
		drew := p.page(agent, "4001")
		if len(list(drew, "warnings")) < 3 {
			t.Errorf("drew's warnings %v", drew["warnings"])
		}
		blake := p.page(agent, "2001")
		found := false
		for _, it := range list(blake, "pending") {
			found = found || it["queue"] == "identity-documents"
		}
		if !found {
			t.Errorf("blake's pending identity photo is not linked: %v", blake["pending"])
		}
		// Reopened at once (the refresh after an action): recorded once.
		again := p.page(agent, "1001")
		n := 0
		for _, a := range list(again, "actions") {
			if a["action"] == "opened" {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%d openings recorded for two reads in a row", n)
		}
		for _, id := range []string{"999999", "abc", "0", "-4"} {
			if status, body := p.call(agent, "GET", "/staff/api/subscribers/"+id, nil); status != 404 || body["error"] != "not-found" {
				t.Errorf("page %s: %d %v", id, status, body)
			}
		}
		if status, _ := p.call("", "GET", "/staff/api/subscribers/1001", nil); status != 401 {
			t.Errorf("signed out: %d", status)
		}
	})
}

// Charges and credits: billing only (an agent's is refused, 403, and the
// refusal shows on the page), validated, through Staff.PostEntry.
// covers: issue 30 item 5 (post a charge or credit)
func TestSubscriberLedgerActions(t *testing.T) {
	forEachPortal(t, func(t *testing.T, p *pageHarness) {
		agent, billing := p.signIn("agent@demo.test"), p.signIn("billing@demo.test")
		entry := map[string]string{"amount": "12.34", "description": "Goodwill credit"}
		for _, kind := range []string{"credits", "charges"} {
			if status, body := p.call(agent, "POST", "/staff/api/accounts/1001/"+kind, entry); status != 403 || body["error"] != "forbidden" {
				t.Errorf("agent's %s: %d %v", kind, status, body)
			}
		}
		if !hasAction(p.page(agent, "1001"), "staff:agent@demo.test", "refused", "/credits") {
			t.Error("the agent's refused credit is not on the page")
		}
		before := p.page(billing, "1001")["balance"].(map[string]any)
		if status, body := p.call(billing, "POST", "/staff/api/accounts/1001/credits", entry); status != 200 || body["amountCents"] != float64(-1234) {
			t.Fatalf("credit: %d %v", status, body)
		}
		if status, body := p.call(billing, "POST", "/staff/api/accounts/1001/charges",
			map[string]string{"amount": "5", "description": "Service call"}); status != 200 || body["amountCents"] != float64(500) {
			t.Fatalf("charge: %d %v", status, body)
		}
		page := p.page(billing, "1001")
		after := page["balance"].(map[string]any)
		if after["currentCents"].(float64)+after["unbilledCents"].(float64)+after["pastDueCents"].(float64) ==
			before["currentCents"].(float64)+before["unbilledCents"].(float64)+before["pastDueCents"].(float64) {
			t.Errorf("balance unchanged: %v → %v", before, after)
		}
		if !hasAction(page, "staff:billing@demo.test", "post-credit", "Goodwill credit") ||
			!hasAction(page, "staff:billing@demo.test", "post-charge", "Service call") {
			t.Errorf("entries not recorded: %v", page["actions"])
		}
		for _, c := range []struct {
			path string
			body any
			want int
			code string
		}{
			{"/staff/api/accounts/1001/charges", map[string]string{"amount": "-3", "description": "x"}, 400, "bad-amount"},
			{"/staff/api/accounts/1001/charges", map[string]string{"amount": "abc", "description": "x"}, 400, "bad-amount"},
			{"/staff/api/accounts/1001/credits", map[string]string{"amount": "1", "description": "  "}, 400, "required"},
			{"/staff/api/accounts/1001/credits", map[string]string{"amount": "1", "description": strings.Repeat("x", 201)}, 400, "refused"},
			{"/staff/api/accounts/1001/credits", map[string]string{"amount": "100000.01", "description": "x"}, 400, "refused"},
			{"/staff/api/accounts/1001/credits", map[string]any{"amount": "1", "description": "x", "extra": 1}, 400, "bad-request"},
			{"/staff/api/accounts/999999/credits", entry, 404, "not-found"},
			{"/staff/api/accounts/x/charges", entry, 404, "not-found"},
		} {
			if status, body := p.call(billing, "POST", c.path, c.body); status != c.want || body["error"] != c.code {
				t.Errorf("%s %v: %d %v", c.path, c.body, status, body)
			}
		}
	})
}

// The login actions: invitation and reset e-mails (agent), disable and
// enable, lift the sign-in limits; a login of another account answers 404.
// covers: issue 30 item 5 (login actions)
func TestSubscriberLoginActions(t *testing.T) {
	forEachPortal(t, func(t *testing.T, p *pageHarness) {
		agent := p.signIn("agent@demo.test")
		base := "/staff/api/accounts/1001/logins/"
		for _, path := range []string{base + "blake@demo.test/password-reset", base + "nobody@demo.test/invitation",
			base + "not-an-email/lift-limits", "/staff/api/accounts/999999/logins/avery@demo.test/password-reset"} {
			if status, body := p.call(agent, "POST", path, nil); status != 404 {
				t.Errorf("%s: %d %v", path, status, body)
			}
		}
		mails := func() map[string]int {
			ms, err := p.st.AccountMail(p.ctx, 1001, 100)
			must(t, err)
			out := map[string]int{}
			for _, m := range ms {
				out[string(m.Kind)]++
			}
			return out
		}
		before := mails()
		if status, body := p.call(agent, "POST", base+"avery@demo.test/password-reset", nil); status != 204 {
			t.Fatalf("reset: %d %v", status, body)
		}
		if status, body := p.call(agent, "POST", base+"AVERY@demo.test/invitation", nil); status != 204 {
			t.Fatalf("invitation: %d %v", status, body)
		}
		after := mails()
		if after[string(portal.MailPasswordReset)] != before[string(portal.MailPasswordReset)]+1 {
			t.Errorf("no reset e-mail: %v → %v", before, after)
		}
		if len(list(p.page(agent, "1001"), "mail")) == 0 {
			t.Error("the page lists no e-mail")
		}

		// Limits: five failed sign-ins lock the login for unknown browsers.
		key := "login:" + portal.HashToken("avery@demo.test")
		for range 5 {
			_, err := p.st.CountAttempt(p.ctx, key, 15*time.Minute)
			must(t, err)
		}
		limits := list(list(p.page(agent, "1001"), "logins")[0], "limits")
		if len(limits) != 1 || limits[0]["kind"] != "sign-in" {
			t.Fatalf("limits %v", limits)
		}
		if status, body := p.call(agent, "POST", base+"avery@demo.test/lift-limits", nil); status != 204 {
			t.Fatalf("lift: %d %v", status, body)
		}
		if limits := list(list(p.page(agent, "1001"), "logins")[0], "limits"); len(limits) != 0 {
			t.Errorf("limits after lifting %v", limits)
		}

		// Disable: the reset e-mail is refused until enabled again.
		if status, body := p.call(agent, "POST", base+"avery@demo.test/disabled", map[string]any{}); status != 400 {
			t.Errorf("disabled missing: %d %v", status, body)
		}
		if status, body := p.call(agent, "POST", base+"avery@demo.test/disabled", map[string]bool{"disabled": true}); status != 200 || body["disabled"] != true {
			t.Fatalf("disable: %d %v", status, body)
		}
		if l := list(p.page(agent, "1001"), "logins")[0]; l["disabled"] != true {
			t.Errorf("login after disabling %v", l)
		}
		if status, body := p.call(agent, "POST", base+"avery@demo.test/password-reset", nil); status != 409 || body["error"] != "login-disabled" {
			t.Errorf("reset of a disabled login: %d %v", status, body)
		}
		if status, body := p.call(agent, "POST", base+"avery@demo.test/invitation", nil); status != 409 {
			t.Errorf("invitation of a disabled login: %d %v", status, body)
		}
		if status, body := p.call(agent, "POST", base+"avery@demo.test/disabled", map[string]bool{"disabled": false}); status != 200 || body["disabled"] != false {
			t.Fatalf("enable: %d %v", status, body)
		}
		page := p.page(agent, "1001")
		for _, want := range [][2]string{{"invite", "avery@demo.test"}, {"password-reset-mail", "avery@demo.test"},
			{"lift-sign-in-limits", "avery@demo.test"}, {"login-disable", "avery@demo.test"}, {"login-enable", "avery@demo.test"}} {
			if !hasAction(page, "staff:agent@demo.test", want[0], want[1]) {
				t.Errorf("%s not recorded: %v", want[0], page["actions"])
			}
		}
	})
}

// Warnings through the provider API's service; documents opened and
// recorded.
// covers: issue 30 item 5 (add a warning, open a file)
func TestSubscriberWarningAndDocument(t *testing.T) {
	forEachPortal(t, func(t *testing.T, p *pageHarness) {
		agent := p.signIn("agent@demo.test")
		w := map[string]any{"type": "disruptiveticket", "title": map[string]string{"en": "Ticket 12", "fr": "Billet 12"},
			"body": map[string]string{"en": "Sign to clear it.", "fr": ""}, "clearable": true}
		if status, body := p.call(agent, "POST", "/staff/api/accounts/1001/warnings", w); status != 200 || body["type"] != "disruptiveticket" {
			t.Fatalf("warning: %d %v", status, body)
		}
		for _, bad := range []map[string]any{
			{"type": "hitcap", "title": map[string]string{"en": "x"}, "body": map[string]string{"en": "x"}},
			{"type": "notregistered", "title": map[string]string{"en": ""}, "body": map[string]string{"en": "x"}},
			{"type": "notregistered", "title": map[string]string{"en": "x"}, "body": map[string]string{"en": "x"}, "clearable": true},
		} {
			if status, body := p.call(agent, "POST", "/staff/api/accounts/1001/warnings", bad); status != 400 && status != 422 {
				t.Errorf("warning %v: %d %v", bad, status, body)
			}
		}
		if status, _ := p.call(agent, "POST", "/staff/api/accounts/999999/warnings", w); status != 404 {
			t.Errorf("warning on an unknown account: %d", status)
		}
		page := p.page(agent, "1001")
		ws := list(page, "warnings")
		if len(ws) == 0 || ws[0]["title"].(map[string]any)["fr"] != "Billet 12" {
			t.Errorf("warnings %v", ws)
		}
		if !hasAction(page, "staff:agent@demo.test", "warning-create", "Ticket 12") {
			t.Errorf("warning not recorded: %v", page["actions"])
		}

		docs := list(page, "documents")
		id := docs[0]["id"].(float64)
		req := httptest.NewRequest("GET", "https://portal.example/staff/api/subscribers/1001/documents/"+jsonNumber(id), nil)
		req.AddCookie(&http.Cookie{Name: console.CookieName, Value: agent})
		rec := httptest.NewRecorder()
		p.h.ServeHTTP(rec, req)
		if rec.Code != 200 || rec.Body.Len() == 0 {
			t.Fatalf("document: %d", rec.Code)
		}
		if !hasAction(p.page(agent, "1001"), "staff:agent@demo.test", "opened-file", "document "+jsonNumber(id)) {
			t.Error("the file's opening is not recorded")
		}
		// Another account's document answers like a missing one.
		if status, _ := p.call(agent, "GET", "/staff/api/subscribers/4001/documents/"+jsonNumber(id), nil); status != 404 {
			t.Errorf("#1001's document through #4001: %d", status)
		}
	})
}

func jsonNumber(f float64) string { b, _ := json.Marshal(int64(f)); return string(b) }
