package console_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"myaccount/internal/console"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// door is the console's HTTP door on a store, with a signed-in session
// per staff login.
type door struct {
	t       *testing.T
	st      *store.Store
	svc     *console.Service
	h       http.Handler
	clock   *clock
	cookies map[string]string
}

func newDoor(t *testing.T, st *store.Store, c *clock) *door {
	svc := console.New(st, console.Options{PublicURL: "https://portal.example/", PasswordParams: password.Fast, Now: c.Now})
	prov := provisioning.New(st, provisioning.Options{Clock: portal.Clock{Now: c.Now}})
	h := console.Handler(console.Config{Service: svc, AuditLog: st, Provisioning: prov, Now: c.Now,
		PublicURL: "https://portal.example"})
	return &door{t: t, st: st, svc: svc, h: h, clock: c, cookies: map[string]string{}}
}

// signedIn adds a staff login with role and gives it a signed-in session.
func (d *door) signedIn(email string, role portal.StaffRole) {
	d.t.Helper()
	ctx := context.Background()
	_, _, err := d.svc.Add(ctx, "setup", email, "", role)
	must(d.t, err)
	m, err := d.st.StaffByEmail(ctx, email)
	must(d.t, err)
	tok := "token-" + email
	must(d.t, d.st.CreateStaffSession(ctx, portal.HashToken(tok), m.ID, portal.StaffStageSignedIn))
	d.cookies[email] = tok
}

// do calls the console as email from 203.0.113.9 and answers the status
// and the body.
func (d *door) do(email, method, path string, body any) (int, []byte, http.Header) {
	d.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	r := httptest.NewRequest(method, "https://portal.example"+path, rd)
	r.RemoteAddr = "203.0.113.9:4000"
	if body != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	if tok := d.cookies[email]; tok != "" {
		r.AddCookie(&http.Cookie{Name: console.CookieName, Value: tok})
	}
	w := httptest.NewRecorder()
	d.h.ServeHTTP(w, r)
	return w.Code, w.Body.Bytes(), w.Header()
}

func (d *door) json(email, method, path string, body any, want int) map[string]any {
	d.t.Helper()
	status, b, _ := d.do(email, method, path, body)
	if status != want {
		d.t.Fatalf("%s %s as %s: %d %s, want %d", method, path, email, status, b, want)
	}
	var out map[string]any
	if len(b) > 0 {
		must(d.t, json.Unmarshal(b, &out))
	}
	return out
}

func latest(t *testing.T, st *store.Store, action string) portal.StaffAction {
	t.Helper()
	as, err := st.StaffLog(context.Background(), portal.StaffLogFilter{Action: action, Limit: 1})
	must(t, err)
	if len(as) == 0 {
		t.Fatalf("no %s in the staff log", action)
	}
	return as[0]
}

// covers: issue 30 item 6 — the settings calls are admin's: an agent (and
// a billing login) gets 403 on each, and each refusal is recorded with
// where it came from.
func TestSettingsNeedAdmin(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, _ *console.Service, c *clock) {
		d := newDoor(t, st, c)
		d.signedIn("agent@example.com", portal.StaffAgent)
		d.signedIn("billing@example.com", portal.StaffBilling)
		calls := []struct{ method, path string }{
			{"GET", "/staff/api/settings/staff"}, {"POST", "/staff/api/settings/staff"},
			{"POST", "/staff/api/settings/staff/x@example.com/role"}, {"POST", "/staff/api/settings/staff/x@example.com/disable"},
			{"GET", "/staff/api/settings/notices"}, {"PUT", "/staff/api/settings/notices/n1"},
			{"POST", "/staff/api/settings/notices/n1/end"}, {"GET", "/staff/api/settings/packages"},
			{"GET", "/staff/api/settings/api-keys"}, {"POST", "/staff/api/settings/api-keys"},
			{"POST", "/staff/api/settings/api-keys/k/revoke"}, {"GET", "/staff/api/audit/export"},
		}
		for _, who := range []string{"agent@example.com", "billing@example.com"} {
			for _, call := range calls {
				if status, b, _ := d.do(who, call.method, call.path, map[string]string{}); status != http.StatusForbidden {
					t.Fatalf("%s %s as %s: %d %s", call.method, call.path, who, status, b)
				}
			}
		}
		as, err := st.StaffLog(context.Background(), portal.StaffLogFilter{Action: "refused", Actor: "staff:agent@example.com", Limit: 100})
		must(t, err)
		if len(as) != len(calls) || as[0].Address != "203.0.113.9" || !strings.Contains(as[0].Detail, "needs admin") {
			t.Fatalf("refusals recorded: %d, first %+v", len(as), as[0])
		}
		// Not signed in: 401, not 403.
		if status, _, _ := d.do("nobody", "GET", "/staff/api/settings/staff", nil); status != http.StatusUnauthorized {
			t.Fatalf("not signed in: %d", status)
		}
	})
}

// covers: issue 30 items 6 and 7 — staff and roles: add (the password
// link answered), change a role (before → after recorded), disable; an
// admin cannot change or disable their own login, and the last admin
// cannot be demoted or disabled (here, at the admin command's door too).
func TestSettingsStaffAndRoles(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, _ *console.Service, c *clock) {
		d := newDoor(t, st, c)
		d.signedIn("boss@example.com", portal.StaffAdmin)
		admin := "boss@example.com"
		out := d.json(admin, "POST", "/staff/api/settings/staff", map[string]string{"email": "New@Example.com", "name": "Nora", "role": "agent"}, 200)
		if link, _ := out["link"].(string); !strings.HasPrefix(link, "https://portal.example/staff/set-password?token=") {
			t.Fatalf("add answered %v", out)
		}
		if a := latest(t, st, "staff-add"); a.Actor != "staff:"+admin || a.Subject != "new@example.com" || a.Address != "203.0.113.9" {
			t.Fatalf("staff-add recorded %+v", a)
		}
		for _, bad := range []map[string]string{
			{"email": "new@example.com", "role": "agent"}, // exists
			{"email": "not an address", "role": "agent"},
			{"email": "x@example.com", "role": "root"},
		} {
			if status, b, _ := d.do(admin, "POST", "/staff/api/settings/staff", bad); status != 400 && status != 409 {
				t.Fatalf("add %v: %d %s", bad, status, b)
			}
		}
		d.json(admin, "POST", "/staff/api/settings/staff/new@example.com/role", map[string]string{"role": "billing"}, 200)
		a := latest(t, st, "staff-role")
		if a.Before != "agent" || a.After != "billing" || a.Subject != "new@example.com" || a.Address != "203.0.113.9" {
			t.Fatalf("staff-role recorded %+v", a)
		}
		if m, _ := st.StaffByEmail(context.Background(), "new@example.com"); m.Role != portal.StaffBilling {
			t.Fatalf("role is %s", m.Role)
		}
		if status, _, _ := d.do(admin, "POST", "/staff/api/settings/staff/new@example.com/role", map[string]string{"role": "boss"}); status != 400 {
			t.Fatalf("a role that is not one: %d", status)
		}
		if status, _, _ := d.do(admin, "POST", "/staff/api/settings/staff/ghost@example.com/role", map[string]string{"role": "agent"}); status != 404 {
			t.Fatalf("an unknown login: %d", status)
		}
		for _, path := range []string{"/staff/api/settings/staff/boss@example.com/role", "/staff/api/settings/staff/BOSS@example.com/disable"} {
			if status, b, _ := d.do(admin, "POST", path, map[string]string{"role": "agent"}); status != 409 || !strings.Contains(string(b), `"self"`) {
				t.Fatalf("%s on oneself: %d %s", path, status, b)
			}
		}
		// The last admin, through the service as the admin commands call it.
		if _, err := d.svc.ChangeRole(context.Background(), "riley", admin, portal.StaffAgent); code(t, err) != "last-admin" {
			t.Fatalf("demote the last admin: %v", err)
		}
		if _, err := d.svc.Disable(context.Background(), "riley", admin); code(t, err) != "last-admin" {
			t.Fatalf("disable the last admin: %v", err)
		}
		// With a second admin, the first may go.
		d.json(admin, "POST", "/staff/api/settings/staff/new@example.com/role", map[string]string{"role": "admin"}, 200)
		if _, err := d.svc.ChangeRole(context.Background(), "riley", admin, portal.StaffBilling); err != nil {
			t.Fatalf("demote one of two admins: %v", err)
		}
		// Demoted, boss loses the settings at once.
		d.json(admin, "GET", "/staff/api/settings/staff", nil, 403)
		d.signedIn("chief@example.com", portal.StaffAdmin)
		d.json("chief@example.com", "POST", "/staff/api/settings/staff/boss@example.com/disable", nil, 200)
		a = latest(t, st, "staff-disable")
		if a.Before != "enabled" || a.After != "disabled" || a.Actor != "staff:chief@example.com" {
			t.Fatalf("staff-disable recorded %+v", a)
		}
		list := d.json("chief@example.com", "GET", "/staff/api/settings/staff", nil, 200)
		if n := len(list["staff"].([]any)); n != 3 {
			t.Fatalf("staff list has %d", n)
		}
	})
}

// covers: issue 30 item 6 — the global notice through the provider API's
// PutNotice (its checks; before → after recorded), ended; API keys made
// (shown once) and revoked; the package catalog read.
func TestSettingsNoticesKeysAndCatalog(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, _ *console.Service, c *clock) {
		d := newDoor(t, st, c)
		d.signedIn("boss@example.com", portal.StaffAdmin)
		admin := "boss@example.com"
		notice := map[string]any{"text": map[string]string{"en": "Maintenance tonight", "fr": "Entretien ce soir"},
			"starts_at": "2026-11-20T08:00:00Z", "ends_at": "2026-11-21T08:00:00Z"}
		out := d.json(admin, "PUT", "/staff/api/settings/notices/maintenance", notice, 200)
		if out["created"] != true {
			t.Fatalf("put: %v", out)
		}
		notice["text"] = map[string]string{"en": "Maintenance tomorrow", "fr": ""}
		d.json(admin, "PUT", "/staff/api/settings/notices/maintenance", notice, 200)
		a := latest(t, st, "notice-replace")
		if !strings.Contains(a.Before, "Maintenance tonight") || !strings.Contains(a.After, "Maintenance tomorrow") || a.Address != "203.0.113.9" {
			t.Fatalf("notice-replace recorded %+v", a)
		}
		bad := map[string]any{"text": map[string]string{"en": "", "fr": ""}, "starts_at": "yesterday"}
		if status, b, _ := d.do(admin, "PUT", "/staff/api/settings/notices/maintenance", bad); status != 400 || !strings.Contains(string(b), "starts_at") {
			t.Fatalf("a bad notice: %d %s", status, b)
		}
		list := d.json(admin, "GET", "/staff/api/settings/notices", nil, 200)
		if ns := list["notices"].([]any); len(ns) != 1 || ns[0].(map[string]any)["showing"] != true {
			t.Fatalf("notices: %v", list)
		}
		d.json(admin, "POST", "/staff/api/settings/notices/maintenance/end", nil, 200)
		if a := latest(t, st, "notice-end"); a.Before != "showing" || a.After != "ended" {
			t.Fatalf("notice-end recorded %+v", a)
		}
		if status, _, _ := d.do(admin, "POST", "/staff/api/settings/notices/nope/end", nil); status != 404 {
			t.Fatalf("end an unknown notice: %d", status)
		}

		out = d.json(admin, "POST", "/staff/api/settings/api-keys", map[string]string{"name": "billing-sync"}, 200)
		key, _ := out["key"].(string)
		if !strings.HasPrefix(key, provisioning.KeyPrefix) {
			t.Fatalf("create key: %v", out)
		}
		if status, _, _ := d.do(admin, "POST", "/staff/api/settings/api-keys", map[string]string{"name": "billing-sync"}); status != 409 {
			t.Fatalf("a name in use: %d", status)
		}
		if status, _, _ := d.do(admin, "POST", "/staff/api/settings/api-keys", map[string]string{"name": "bad name"}); status != 400 {
			t.Fatalf("a bad name: %d", status)
		}
		keys := d.json(admin, "GET", "/staff/api/settings/api-keys", nil, 200)
		if b, _ := json.Marshal(keys); strings.Contains(string(b), key) || !strings.Contains(string(b), "billing-sync") {
			t.Fatalf("list: %s", b)
		}
		d.json(admin, "POST", "/staff/api/settings/api-keys/billing-sync/revoke", nil, 204)
		if a := latest(t, st, "api-key-revoke"); a.Before != "live" || a.After != "revoked" || a.Actor != "staff:"+admin {
			t.Fatalf("api-key-revoke recorded %+v", a)
		}
		if status, _, _ := d.do(admin, "POST", "/staff/api/settings/api-keys/billing-sync/revoke", nil); status != 404 {
			t.Fatalf("revoke twice: %d", status)
		}

		must(t, st.PutPackage(context.Background(), portal.Package{Code: "fibre-100", Description: "Fibre 100", DescriptionFR: "Fibre 100",
			Technology: "fiber", CapGB: 200, RateDownload: 100, RateUpload: 10, Active: true}))
		cat := d.json(admin, "GET", "/staff/api/settings/packages", nil, 200)
		if b, _ := json.Marshal(cat); !strings.Contains(string(b), "fibre-100") || cat["phone"] == nil {
			t.Fatalf("catalog: %s", b)
		}
	})
}

// covers: issue 30 item 7 — the audit page: newest first, paged by a
// cursor, filtered by actor, action, account, dates and free text; an
// agent reads it; bad filters are refused.
func TestAuditBrowse(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, _ *console.Service, c *clock) {
		d := newDoor(t, st, c)
		d.signedIn("agent@example.com", portal.StaffAgent)
		ctx := context.Background()
		base := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
		for i := range 120 {
			a := portal.StaffAction{Actor: "riley", Action: "credit", Account: 1001 + int64(i%2), Subject: "entry",
				Detail: "credit 5.00", At: base.Add(time.Duration(i) * time.Hour)}
			if i == 7 {
				a.Detail = "the 100% special_case"
			}
			must(t, st.AddStaffAction(ctx, a))
		}
		agent := "agent@example.com"
		out := d.json(agent, "GET", "/staff/api/audit?account=1001", nil, 200)
		items := out["items"].([]any)
		if len(items) != 50 || out["next"] == "" {
			t.Fatalf("page 1: %d items, next %v", len(items), out["next"])
		}
		seen := map[float64]bool{}
		var lastAt string
		next := out["next"].(string)
		pagesRead := 1
		for {
			for _, it := range items {
				m := it.(map[string]any)
				if m["account"] != float64(1001) || seen[m["id"].(float64)] {
					t.Fatalf("item %v (repeated or of another account)", m)
				}
				seen[m["id"].(float64)] = true
				if lastAt != "" && m["at"].(string) > lastAt {
					t.Fatalf("not newest first: %s after %s", m["at"], lastAt)
				}
				lastAt = m["at"].(string)
			}
			if next == "" {
				break
			}
			out = d.json(agent, "GET", "/staff/api/audit?account=1001&cursor="+next, nil, 200)
			items, next = out["items"].([]any), out["next"].(string)
			pagesRead++
		}
		if len(seen) != 60 || pagesRead != 2 {
			t.Fatalf("read %d actions of account 1001 in %d pages", len(seen), pagesRead)
		}
		// Dates (the provider's zone, here UTC): 2026-11-02 holds hours 12 to 35.
		out = d.json(agent, "GET", "/staff/api/audit?from=2026-11-02&to=2026-11-02&actor=riley&action=credit", nil, 200)
		if n := len(out["items"].([]any)); n != 24 {
			t.Fatalf("one day: %d", n)
		}
		// Free text, with LIKE's characters taken literally.
		out = d.json(agent, "GET", "/staff/api/audit?q=100%25%20SPECIAL_", nil, 200)
		if n := len(out["items"].([]any)); n != 1 {
			t.Fatalf("free text: %d", n)
		}
		out = d.json(agent, "GET", "/staff/api/audit?q=0%25", nil, 200)
		if n := len(out["items"].([]any)); n != 1 {
			t.Fatalf("a %% is not a wildcard: %d", n)
		}
		if actors := out["actors"].([]any); len(actors) < 2 {
			t.Fatalf("actors: %v", actors)
		}
		for _, q := range []string{"account=abc", "account=-1", "from=2026-13-01", "from=2026-11-03&to=2026-11-01", "cursor=x", "cursor=1.x"} {
			if status, b, _ := d.do(agent, "GET", "/staff/api/audit?"+q, nil); status != 400 {
				t.Fatalf("%s: %d %s", q, status, b)
			}
		}
	})
}

// covers: issue 30 item 7 — the CSV export: an attachment with every
// filtered row, cells a spreadsheet would take for a formula guarded, the
// export itself recorded.
func TestAuditExport(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, _ *console.Service, c *clock) {
		d := newDoor(t, st, c)
		d.signedIn("boss@example.com", portal.StaffAdmin)
		ctx := context.Background()
		must(t, st.AddStaffAction(ctx, portal.StaffAction{Actor: "=HYPERLINK(\"http://x\")", Action: "credit", Account: 1001,
			Detail: "a \"quoted\", comma\nand line", Before: "-5.00", After: "@SUM(A1)", At: c.Now()}))
		must(t, st.AddStaffAction(ctx, portal.StaffAction{Actor: "riley", Action: "charge", Account: 1002, Detail: "+1", At: c.Now()}))
		status, b, h := d.do("boss@example.com", "GET", "/staff/api/audit/export?account=1001", nil)
		if status != 200 || h.Get("Content-Type") != "text/csv; charset=utf-8" ||
			!strings.HasPrefix(h.Get("Content-Disposition"), `attachment; filename="staff-log-2026-11-20.csv"`) {
			t.Fatalf("export: %d %v %s", status, h, b)
		}
		rows, err := csv.NewReader(bytes.NewReader(b)).ReadAll()
		must(t, err)
		if len(rows) != 2 || rows[0][0] != "id" || rows[0][3] != "address" {
			t.Fatalf("rows %q", rows)
		}
		r := rows[1]
		if r[2] != `'=HYPERLINK("http://x")` || r[7] != "a \"quoted\", comma\nand line" || r[8] != "'-5.00" || r[9] != "'@SUM(A1)" || r[5] != "1001" {
			t.Fatalf("row %q", r)
		}
		a := latest(t, st, "audit-export")
		if a.Actor != "staff:boss@example.com" || !strings.Contains(a.Detail, "1 rows") || a.Address != "203.0.113.9" {
			t.Fatalf("export recorded %+v", a)
		}
	})
}

// covers: issue 30 item 7 — the staff log keeps where an action came from:
// an explicit address wins, else the context's, else none.
func TestStaffLogAddress(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			st := e.Open(t)
			ctx := portal.WithActionAddress(context.Background(), "command line on db1")
			must(t, st.AddStaffAction(ctx, portal.StaffAction{Actor: "riley", Action: "a", At: time.Now()}))
			must(t, st.AddStaffAction(ctx, portal.StaffAction{Actor: "riley", Action: "b", Address: "198.51.100.1", At: time.Now()}))
			must(t, st.AddStaffAction(context.Background(), portal.StaffAction{Actor: "riley", Action: "c", At: time.Now()}))
			for action, want := range map[string]string{"a": "command line on db1", "b": "198.51.100.1", "c": ""} {
				if a := latest(t, st, action); a.Address != want {
					t.Fatalf("%s: address %q, want %q", action, a.Address, want)
				}
			}
		})
	}
}
