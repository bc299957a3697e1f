package console_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"myaccount/internal/console"
	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// signedInAgent makes an agent login and signs it in (password, then
// TOTP); it answers the session's token.
func signedInAgent(t *testing.T, svc *console.Service, c *clock) string {
	t.Helper()
	ctx := context.Background()
	addWithPassword(t, svc, "agent@example.com", portal.StaffAgent, "correct horse battery")
	pending, _, err := svc.SignIn(ctx, "agent@example.com", "correct horse battery", "192.0.2.1")
	must(t, err)
	e, err := svc.BeginEnrolment(ctx, pending)
	must(t, err)
	code, err := console.Code(e.Secret, c.Now())
	must(t, err)
	full, _, err := svc.Verify(ctx, pending, code, "192.0.2.1")
	must(t, err)
	return full
}

// The search call: signed-in staff only, the query's length checked, the
// answer capped, each result with what matched.
//
// covers: issue 30 item 4
func TestSearchCall(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, svc *console.Service, c *clock) {
		ctx := context.Background()
		must(t, st.PutAccount(ctx, portal.Account{ID: 2001, Name: "Blake Moreau", Address: "12 Rue Principale", City: "Montréal", PostalCode: "H2X 1Y4"}))
		must(t, st.PutContactInfo(ctx, 2001, portal.ContactInfo{Phones: []portal.ContactPhone{{Description: "Home", Number: "6135551234"}},
			Emails: []string{"blake@demo.test", "b.moreau@example.test"}}))
		for i := range 30 {
			must(t, st.PutAccount(ctx, portal.Account{ID: int64(7000 + i), Name: "Morgan Smith"}))
		}
		h := console.Handler(console.Config{Service: svc, Now: c.Now})
		get := func(token, q string) (int, map[string]any) {
			t.Helper()
			r := httptest.NewRequest(http.MethodGet, "/staff/api/subscribers/search?q="+url.QueryEscape(q), nil)
			if token != "" {
				r.AddCookie(&http.Cookie{Name: console.CookieName, Value: token})
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			var body map[string]any
			if err := json.Unmarshal(w.Body.Bytes(), &body); err != nil {
				t.Fatalf("%q: %d %s", q, w.Code, w.Body)
			}
			return w.Code, body
		}
		if status, body := get("", "moreau"); status != http.StatusUnauthorized {
			t.Fatalf("no session: %d %v", status, body)
		}
		token := signedInAgent(t, svc, c)

		status, body := get(token, "(613) 555-12")
		results, _ := body["results"].([]any)
		if status != http.StatusOK || len(results) != 1 || body["more"] != false {
			t.Fatalf("phone search: %d %v", status, body)
		}
		got := results[0].(map[string]any)
		if got["account"] != float64(2001) || got["name"] != "Blake Moreau" || got["phone"] != "6135551234" ||
			got["email"] != "blake@demo.test" || got["address"] != "12 Rue Principale, Montréal H2X 1Y4" || got["field"] != "phone" {
			t.Fatalf("blake: %v", got)
		}
		_, body = get(token, "b.moreau@")
		got = body["results"].([]any)[0].(map[string]any)
		if got["email"] != "b.moreau@example.test" || got["field"] != "email" {
			t.Fatalf("the matched e-mail is shown: %v", got)
		}

		status, body = get(token, "Mor")
		if results := body["results"].([]any); status != http.StatusOK || len(results) != portal.SearchLimit || body["more"] != true {
			t.Fatalf("Mor: %d, %d results, more %v", status, len(results), body["more"])
		}
		if status, body = get(token, "nobody here"); status != http.StatusOK || len(body["results"].([]any)) != 0 {
			t.Fatalf("no match: %d %v", status, body)
		}
		for q, want := range map[string]string{"m": "query-too-short", " ": "query-too-short", strings.Repeat("a", 101): "query-too-long"} {
			if status, body := get(token, q); status != http.StatusBadRequest || body["error"] != want {
				t.Fatalf("%q: %d %v", q, status, body)
			}
		}
	})
}
