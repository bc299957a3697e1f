package console_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"myaccount/internal/console"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/store"
)

// signedInCookie signs email (role) in through the service and returns
// its session token.
func signedInCookie(t *testing.T, svc *console.Service, c *clock, email string, role portal.StaffRole) string {
	t.Helper()
	ctx := context.Background()
	addWithPassword(t, svc, email, role, "correct horse battery")
	pending, _, err := svc.SignIn(ctx, email, "correct horse battery", "192.0.2.9")
	must(t, err)
	e, err := svc.BeginEnrolment(ctx, pending)
	must(t, err)
	cd, _ := console.Code(e.Secret, c.Now())
	full, _, err := svc.Verify(ctx, pending, cd, "192.0.2.9")
	must(t, err)
	return full
}

type staffCall func(method, path, token string, body any) (int, map[string]any)

func staffClient(h http.Handler) staffCall {
	return func(method, path, token string, body any) (int, map[string]any) {
		var rd *strings.Reader
		if body != nil {
			b, _ := json.Marshal(body)
			rd = strings.NewReader(string(b))
		} else {
			rd = strings.NewReader("")
		}
		req := httptest.NewRequest(method, path, rd)
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.AddCookie(&http.Cookie{Name: console.CookieName, Value: token})
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		var out map[string]any
		_ = json.Unmarshal(rec.Body.Bytes(), &out)
		return rec.Code, out
	}
}

// An agent declares an outage for a site in the console, posts an update
// and resolves it, through the provisioning service the provider API
// uses: each step is in the staff log under the agent's name, and the
// site's logins get the e-mails. Without a session nothing is done.
// covers: issue 32 item 1
func TestStatusSection(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, svc *console.Service, c *clock) {
		ctx := context.Background()
		if !console.Allowed(portal.StaffAgent, console.PermStatus) {
			t.Fatal("an agent may not declare outages")
		}
		prov := provisioning.New(st, provisioning.Options{Clock: portal.Clock{Now: c.Now, Location: time.UTC}})
		if _, _, err := prov.PutSite(ctx, "test", "north", provisioning.Site{Name: provisioning.Names{EN: "North", FR: "Nord"}}); err != nil {
			t.Fatal(err)
		}
		h := console.Handler(console.Config{Service: svc, Provisioning: prov, Now: c.Now})
		call := staffClient(h)
		agent := signedInCookie(t, svc, c, "agent@example.com", portal.StaffAgent)

		declare := map[string]any{"kind": "outage", "title": map[string]any{"en": "Internet outage", "fr": "Panne Internet"},
			"sites": []string{"north"}, "estimate": c.Now().Add(2 * time.Hour).Format(time.RFC3339),
			"text": map[string]any{"en": "We are looking into it", "fr": "Nous examinons la situation"}}
		if status, _ := call("POST", "/staff/api/status/events", "", declare); status != http.StatusUnauthorized {
			t.Fatalf("without a session: %d", status)
		}
		status, ev := call("POST", "/staff/api/status/events", agent, declare)
		if status != http.StatusOK || ev["status"] != "ongoing" {
			t.Fatalf("declare: %d %v", status, ev)
		}
		id := ev["id"].(string)
		if a, err := st.StaffActions(ctx, 0); err != nil || len(a) == 0 || a[0].Action != "outage-declare" ||
			a[0].Actor != "staff:agent@example.com" {
			t.Fatalf("staff log: %+v %v", a, err)
		}
		status, list := call("GET", "/staff/api/status", agent, nil)
		if status != http.StatusOK || len(list["events"].([]any)) != 1 || len(list["sites"].([]any)) != 1 {
			t.Fatalf("list: %d %v", status, list)
		}
		bad := map[string]any{"kind": "outage", "title": map[string]any{"en": ""}, "sites": []string{"nowhere"}}
		if status, body := call("POST", "/staff/api/status/events", agent, bad); status != http.StatusBadRequest ||
			!strings.Contains(body["message"].(string), "title.en") {
			t.Fatalf("refused: %d %v", status, body)
		}
		c.Advance(time.Minute)
		status, ev = call("POST", "/staff/api/status/events/"+id+"/updates", agent,
			map[string]any{"text": map[string]any{"en": "Crews on site", "fr": "Équipes sur place"}})
		if status != http.StatusOK || len(ev["updates"].([]any)) != 2 {
			t.Fatalf("update: %d %v", status, ev)
		}
		if status, _ := call("POST", "/staff/api/status/events/nope/updates", agent,
			map[string]any{"text": map[string]any{"en": "x"}}); status != http.StatusNotFound {
			t.Fatalf("unknown event: %d", status)
		}
		status, ev = call("POST", "/staff/api/status/events/"+id+"/resolution", agent,
			map[string]any{"text": map[string]any{"en": "Restored", "fr": "Rétabli"}})
		if status != http.StatusOK || ev["status"] != "resolved" {
			t.Fatalf("resolve: %d %v", status, ev)
		}
		if status, _ := call("POST", "/staff/api/status/events/"+id+"/resolution", agent,
			map[string]any{"text": map[string]any{"en": "Again"}}); status != http.StatusConflict {
			t.Fatalf("resolved twice: %d", status)
		}
		acts, err := st.StaffActions(ctx, 0)
		must(t, err)
		var got []string
		for _, a := range acts {
			if strings.HasPrefix(a.Action, "outage-") {
				got = append(got, a.Action)
			}
		}
		if strings.Join(got, ",") != "outage-resolve,outage-update,outage-declare" {
			t.Errorf("staff log: %v", got)
		}
	})
}
