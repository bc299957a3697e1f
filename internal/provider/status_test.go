package provider

import (
	"context"
	"net/http"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

func siteBody(en, fr string) map[string]any {
	return map[string]any{"name": map[string]any{"en": en, "fr": fr}}
}

func outageBody(sites []string, starts time.Time, updates ...string) map[string]any {
	ups := []any{}
	for i, u := range updates {
		ups = append(ups, map[string]any{"at": starts.Add(time.Duration(i+1) * time.Minute).Format(time.RFC3339),
			"text": map[string]any{"en": u, "fr": u + " (fr)"}})
	}
	return map[string]any{"kind": "outage", "title": map[string]any{"en": "Internet outage", "fr": "Panne Internet"},
		"sites": sites, "starts_at": starts.Format(time.RFC3339),
		"estimated_restoration": starts.Add(3 * time.Hour).Format(time.RFC3339), "updates": ups}
}

// statusMail lists the outbox's service status e-mails as "kind to lang".
func statusMail(t *testing.T, st *store.Store) []string {
	t.Helper()
	ms, err := st.OutboxMail(context.Background(), store.MailAll, 1000)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range ms {
		if m.Kind.Category() == portal.MailServiceStatus {
			out = append(out, string(m.Kind)+" "+m.To+" "+m.Lang)
		}
	}
	sort.Strings(out)
	return out
}

// TestSitesAndOutages: sites, an account's site, and an outage declared,
// updated and resolved through /provider/v1, each step recorded and
// e-mailed to the logins of the affected site only, in their language,
// as their Service status choice says. covers: issue 32 item 1
func TestSitesAndOutages(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st := e.Open(t)
			api := newTestAPI(t, st, provisioning.Options{Clock: portal.Clock{Location: providerZone}})
			unauthorized(t, api, "PUT", "/sites/tower-north", siteBody("North tower", "Tour nord"))
			r := idempotentPut(t, api, "/sites/tower-north", siteBody("North tower", "Tour nord"), siteBody("North tower", "Tour du nord"))
			if r.Body["name"].(map[string]any)["fr"] != "Tour du nord" {
				t.Errorf("site: %s", r.Raw)
			}
			want(t, "site 2", api.do("PUT", "/sites/node-south", siteBody("South node", "")), http.StatusCreated)
			want(t, "site 3", api.do("PUT", "/sites/area-east", siteBody("East area", "Secteur est")), http.StatusCreated)
			if codes := pages(t, api, "/sites", "code"); !slices.Equal(codes, []string{"area-east", "node-south", "tower-north"}) {
				t.Errorf("sites: %v", codes)
			}
			listMatchesGet(t, api, "/sites", "code")
			want(t, "unknown site", api.do("GET", "/sites/nope", nil), http.StatusNotFound)
			wantFields(t, "no name", api.do("PUT", "/sites/x", map[string]any{"name": map[string]any{"en": ""}}),
				http.StatusBadRequest, "name.en")

			// Accounts gain a site; an unknown one is refused.
			north := averyAccount("Red Deer")
			north["site"] = "tower-north"
			r = idempotentPut(t, api, "/accounts/5001", north, averyAccount("Red Deer"))
			if r.Body["site"] != nil {
				t.Errorf("site removed: %s", r.Raw)
			}
			want(t, "site again", api.do("PUT", "/accounts/5001", north), http.StatusOK)
			if got := api.do("GET", "/accounts/5001", nil); got.Body["site"] != "tower-north" {
				t.Errorf("GET account: %s", got.Raw)
			}
			south := averyAccount("Lacombe")
			south["site"] = "node-south"
			want(t, "south account", api.do("PUT", "/accounts/5002", south), http.StatusCreated)
			want(t, "no site account", api.do("PUT", "/accounts/5003", averyAccount("Ponoka")), http.StatusCreated)
			bad := averyAccount("x")
			bad["site"] = "nowhere"
			wantFields(t, "unknown site", api.do("PUT", "/accounts/5001", bad), http.StatusUnprocessableEntity, "site")

			// Logins: two on the north account (one French, one who turned
			// Service status off), one on the south, one on no site.
			login := func(email, lang string, account int64) int64 {
				id, err := st.CreateIdentity(ctx, email, "")
				if err != nil {
					t.Fatal(err)
				}
				if err := st.LinkAccount(ctx, id, account, false); err != nil {
					t.Fatal(err)
				}
				if lang != "" {
					storetest.Exec(t, st, `UPDATE identities SET language = ? WHERE id = ?`, lang, id)
				}
				return id
			}
			login("north@example.com", "", 5001)
			login("nord@example.com", "fr", 5001)
			quiet := login("quiet@example.com", "", 5001)
			if err := st.SetNotificationPreference(ctx, quiet, portal.NotificationPreference{Category: portal.MailServiceStatus}); err != nil {
				t.Fatal(err)
			}
			login("south@example.com", "", 5002)
			login("nosite@example.com", "", 5003)

			starts := time.Now().Add(-time.Hour).Truncate(time.Second)
			body := outageBody([]string{"tower-north"}, starts)
			r = api.do("PUT", "/outages/out-1", body)
			want(t, "declare", r, http.StatusCreated)
			if r.Body["status"] != "ongoing" || r.Body["resolution"] != nil || r.Body["estimated_restoration"] == nil {
				t.Errorf("declared: %s", r.Raw)
			}
			wantMail := []string{"outage-started nord@example.com fr", "outage-started north@example.com en"}
			if got := statusMail(t, st); !slices.Equal(got, wantMail) {
				t.Errorf("mail on start: %v", got)
			}
			if a, _ := lastAction(t, st); a.Action != "outage-declare" || a.Actor != "api-key:billing-sync" {
				t.Errorf("recorded %+v", a)
			}
			want(t, "same", api.do("PUT", "/outages/out-1", body), http.StatusOK)
			if got := statusMail(t, st); len(got) != 2 {
				t.Errorf("the same PUT sent mail: %v", got)
			}
			if os, err := st.AccountOutages(ctx, 5001); err != nil || len(os) != 1 {
				t.Errorf("north's events: %v %v", os, err)
			}
			if os, err := st.AccountOutages(ctx, 5002); err != nil || len(os) != 0 {
				t.Errorf("south's events: %v %v", os, err)
			}

			// An update.
			body = outageBody([]string{"tower-north"}, starts, "Crews are on site")
			r = api.do("PUT", "/outages/out-1", body)
			want(t, "update", r, http.StatusOK)
			if ups := r.Body["updates"].([]any); len(ups) != 1 {
				t.Errorf("updates: %s", r.Raw)
			}
			if a, _ := lastAction(t, st); a.Action != "outage-update" {
				t.Errorf("recorded %+v", a)
			}
			if got := statusMail(t, st); len(got) != 4 || !slices.Contains(got, "outage-updated nord@example.com fr") {
				t.Errorf("mail on update: %v", got)
			}

			// Refusals.
			for _, c := range []struct {
				name   string
				body   map[string]any
				status int
				fields []string
			}{
				{"no sites", map[string]any{"kind": "outage", "title": map[string]any{"en": "x"}, "sites": []any{},
					"starts_at": starts.Format(time.RFC3339)}, http.StatusBadRequest, []string{"sites"}},
				{"bad kind", map[string]any{"kind": "storm", "title": map[string]any{"en": "x"}, "sites": []any{"tower-north"},
					"starts_at": "soon"}, http.StatusBadRequest, []string{"kind", "starts_at"}},
				{"unknown site", outageBody([]string{"nowhere"}, starts), http.StatusUnprocessableEntity, []string{"sites"}},
			} {
				wantFields(t, c.name, api.do("PUT", "/outages/out-2", c.body), c.status, c.fields...)
			}
			early := outageBody([]string{"tower-north"}, starts)
			early["estimated_restoration"] = starts.Add(-time.Minute).Format(time.RFC3339)
			wantFields(t, "estimate before start", api.do("PUT", "/outages/out-2", early), http.StatusUnprocessableEntity,
				"estimated_restoration")

			// A planned maintenance on another site.
			maint := outageBody([]string{"node-south", "area-east"}, time.Now().Add(48*time.Hour).Truncate(time.Second))
			maint["kind"] = "maintenance"
			r = api.do("PUT", "/outages/maint-1", maint)
			want(t, "maintenance", r, http.StatusCreated)
			if r.Body["status"] != "planned" || !slices.Equal(toStrings(r.Body["sites"]), []string{"area-east", "node-south"}) {
				t.Errorf("maintenance: %s", r.Raw)
			}
			if got := statusMail(t, st); len(got) != 5 || !slices.Contains(got, "outage-started south@example.com en") {
				t.Errorf("mail of the maintenance: %v", got)
			}
			if ids := pages(t, api, "/outages", "id"); !slices.Equal(ids, []string{"maint-1", "out-1"}) {
				t.Errorf("outages: %v", ids)
			}
			listMatchesGet(t, api, "/outages", "id")
			want(t, "unknown", api.do("GET", "/outages/nope", nil), http.StatusNotFound)

			// Resolution, then no reopening.
			body["resolution"] = map[string]any{"at": time.Now().Format(time.RFC3339), "text": map[string]any{"en": "Restored", "fr": "Rétabli"}}
			r = api.do("PUT", "/outages/out-1", body)
			want(t, "resolve", r, http.StatusOK)
			if r.Body["status"] != "resolved" {
				t.Errorf("resolved: %s", r.Raw)
			}
			if a, _ := lastAction(t, st); a.Action != "outage-resolve" {
				t.Errorf("recorded %+v", a)
			}
			if got := statusMail(t, st); len(got) != 7 || !slices.Contains(got, "outage-resolved north@example.com en") {
				t.Errorf("mail on resolution: %v", got)
			}
			if os, err := st.AccountOutages(ctx, 5001); err != nil || len(os) != 0 {
				t.Errorf("north's events after: %v %v", os, err)
			}
			delete(body, "resolution")
			want(t, "reopen", api.do("PUT", "/outages/out-1", body), http.StatusConflict)
			for _, m := range statusMail(t, st) {
				if strings.Contains(m, "quiet@") || strings.Contains(m, "nosite@") {
					t.Errorf("mail: %s", m)
				}
			}
			revoked(t, api, "GET", "/outages")
		})
	}
}

func toStrings(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}
