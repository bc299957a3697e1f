package provider

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/services"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// appOn is the subscriber's app's services on another process's store (a
// replica), so what it shows comes through the change feed, not this
// process's memory.
func appOn(t *testing.T, st *store.Store) (portal.Services, *store.Store) {
	t.Helper()
	replica := storetest.Replica(t, st)
	return services.New(replica, services.Options{Location: providerZone}), replica
}

// shownNotices are the notices' English texts the app shows now.
func shownNotices(t *testing.T, app portal.Services, replica *store.Store) []string {
	t.Helper()
	ctx := context.Background()
	if err := replica.ApplyChanges(ctx); err != nil {
		t.Fatal(err)
	}
	ns, err := app.Accounts.Notifications(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, n := range ns {
		out = append(out, n.Message+"|"+n.MessageFR)
	}
	return out
}

func noticeBody(en, fr string, starts, ends time.Time) map[string]any {
	b := map[string]any{"text": map[string]any{"en": en, "fr": fr}, "starts_at": starts.Format(time.RFC3339)}
	if !ends.IsZero() {
		b["ends_at"] = ends.Format(time.RFC3339)
	}
	return b
}

func TestNotices(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			st := e.Open(t)
			api := newTestAPI(t, st, provisioning.Options{Clock: portal.Clock{Location: providerZone}})
			app, replica := appOn(t, st)
			now := time.Now().Truncate(time.Second)
			if got := shownNotices(t, app, replica); len(got) != 0 { // warms the replica's kept list
				t.Fatalf("notices before: %v", got)
			}

			body := noticeBody("Maintenance tonight", "Entretien ce soir", now.Add(-time.Hour), now.Add(time.Hour))
			r := api.do("PUT", "/notices/maint-1", body)
			if r.Status != http.StatusCreated || r.Body["showing"] != true || r.Body["id"] != "maint-1" {
				t.Fatalf("create: %d %s", r.Status, r.Raw)
			}
			if got := shownNotices(t, app, replica); !slices.Equal(got, []string{"Maintenance tonight|Entretien ce soir"}) {
				t.Fatalf("the app shows %v", got)
			}
			if r := api.do("PUT", "/notices/maint-1", body); r.Status != http.StatusOK {
				t.Fatalf("same PUT: %d %s", r.Status, r.Raw)
			}
			if _, n := lastAction(t, st); n != 1 {
				t.Fatalf("the same PUT recorded: %d actions", n)
			}
			body = noticeBody("Maintenance tonight, 1 to 3 am", "", now.Add(-time.Hour), now.Add(time.Hour))
			if r := api.do("PUT", "/notices/maint-1", body); r.Status != http.StatusOK || r.Body["text"].(map[string]any)["fr"] != "" {
				t.Fatalf("changed PUT: %d %s", r.Status, r.Raw)
			}
			if a, n := lastAction(t, st); n != 2 || a.Action != "notice-replace" || a.Subject != "notice maint-1" {
				t.Fatalf("change recorded %d, newest %+v", n, a)
			}
			if got := shownNotices(t, app, replica); !slices.Equal(got, []string{"Maintenance tonight, 1 to 3 am|"}) {
				t.Fatalf("the app shows %v after the change", got)
			}

			// Not started yet, open-ended: listed, not shown.
			r = api.do("PUT", "/notices/later", noticeBody("Later", "Plus tard", now.Add(24*time.Hour), time.Time{}))
			if r.Status != http.StatusCreated || r.Body["showing"] != false || r.Body["ends_at"] != nil {
				t.Fatalf("later: %d %s", r.Status, r.Raw)
			}
			if r := api.do("PUT", "/notices/a-first", noticeBody("First", "", now.Add(-time.Hour), time.Time{})); r.Status != http.StatusCreated {
				t.Fatalf("a-first: %d %s", r.Status, r.Raw)
			}

			// GET one and the list's pages.
			if r := api.do("GET", "/notices/later", nil); r.Status != http.StatusOK || r.Body["text"].(map[string]any)["en"] != "Later" {
				t.Fatalf("get: %d %s", r.Status, r.Raw)
			}
			if r := api.do("GET", "/notices/nope", nil); r.Status != http.StatusNotFound {
				t.Fatalf("unknown: %d %s", r.Status, r.Raw)
			}
			r = api.do("GET", "/notices?limit=2", nil)
			if items := r.Body["items"].([]any); r.Status != http.StatusOK || len(items) != 2 || r.Body["next"] != "later" {
				t.Fatalf("page 1: %d %s", r.Status, r.Raw)
			}
			r = api.do("GET", "/notices?limit=2&after=later", nil)
			if items := r.Body["items"].([]any); r.Status != http.StatusOK || len(items) != 1 || r.Body["next"] != nil {
				t.Fatalf("page 2: %d %s", r.Status, r.Raw)
			}
			if r := api.do("GET", "/notices?limit=0", nil); r.Status != http.StatusBadRequest || !slices.Equal(r.fields(), []string{"limit"}) {
				t.Fatalf("limit 0: %d %s", r.Status, r.Raw)
			}
			if r := api.send("PUT", "/notices/maint-1", body, nil); r.Status != http.StatusUnauthorized {
				t.Fatalf("no key: %d %s", r.Status, r.Raw)
			}

			// Malformed and refused.
			for name, c := range map[string]struct {
				body   any
				status int
				fields []string
			}{
				"no text":    {map[string]any{"starts_at": now.Format(time.RFC3339)}, 400, []string{"text.en"}},
				"bad times":  {map[string]any{"text": map[string]any{"en": "x"}, "starts_at": "2026-11-01", "ends_at": "tomorrow"}, 400, []string{"starts_at", "ends_at"}},
				"no zone":    {map[string]any{"text": map[string]any{"en": "x"}, "starts_at": "2026-11-01T08:00:00"}, 400, []string{"starts_at"}},
				"long":       {noticeBody(string(make([]rune, 501)), "", now, time.Time{}), 400, []string{"text.en"}},
				"text field": {map[string]any{"text": map[string]any{"en": "x", "es": "y"}, "starts_at": now.Format(time.RFC3339)}, 400, []string{"es"}},
				"ends first": {noticeBody("x", "", now, now.Add(-time.Minute)), 422, []string{"ends_at"}},
				"ends at it": {noticeBody("x", "", now, now), 422, []string{"ends_at"}},
			} {
				r := api.do("PUT", "/notices/bad", c.body)
				if r.Status != c.status || !slices.Equal(r.fields(), c.fields) {
					t.Errorf("%s: %d %v %s", name, r.Status, r.fields(), r.Raw)
				}
			}
			if r := api.do("PUT", "/notices/-bad", body); r.Status != http.StatusBadRequest || !slices.Equal(r.fields(), []string{"id"}) {
				t.Errorf("bad id: %d %s", r.Status, r.Raw)
			}

			// DELETE ends it: the app stops showing it; it stays readable.
			_, before := lastAction(t, st)
			if r := api.do("DELETE", "/notices/maint-1", nil); r.Status != http.StatusNoContent {
				t.Fatalf("delete: %d %s", r.Status, r.Raw)
			}
			if got := shownNotices(t, app, replica); !slices.Equal(got, []string{"First|"}) {
				t.Fatalf("the app shows %v after the delete", got)
			}
			if r := api.do("GET", "/notices/maint-1", nil); r.Status != http.StatusOK || r.Body["showing"] != false || r.Body["ends_at"] == nil {
				t.Fatalf("ended: %d %s", r.Status, r.Raw)
			}
			if r := api.do("DELETE", "/notices/maint-1", nil); r.Status != http.StatusNoContent {
				t.Fatalf("delete again: %d %s", r.Status, r.Raw)
			}
			if a, after := lastAction(t, st); after != before+1 || a.Action != "notice-end" {
				t.Fatalf("deletes recorded %d, newest %+v", after-before, a)
			}
			// One not started yet never shows.
			if r := api.do("DELETE", "/notices/later", nil); r.Status != http.StatusNoContent {
				t.Fatalf("delete later: %d %s", r.Status, r.Raw)
			}
			if r := api.do("GET", "/notices/later", nil); r.Body["showing"] != false {
				t.Fatalf("later after delete: %s", r.Raw)
			}
			if r := api.do("DELETE", "/notices/nope", nil); r.Status != http.StatusNotFound {
				t.Fatalf("delete unknown: %d %s", r.Status, r.Raw)
			}
		})
	}
}

func warningBody(kind, title, body string, clearable bool) map[string]any {
	return map[string]any{"type": kind, "title": map[string]any{"en": title, "fr": title + " (fr)"},
		"body": map[string]any{"en": body, "fr": ""}, "clearable": clearable}
}

func TestWarnings(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st := e.Open(t)
			seedBillingAccounts(t, st)
			identity, err := st.CreateIdentity(ctx, "a@example.test", "x")
			if err != nil {
				t.Fatal(err)
			}
			if err := st.LinkAccount(ctx, identity, billAcctA, false); err != nil {
				t.Fatal(err)
			}
			api := newTestAPI(t, st, provisioning.Options{Clock: portal.Clock{Location: providerZone}})
			app, replica := appOn(t, st)
			shown := func() []string {
				t.Helper()
				if err := replica.ApplyChanges(ctx); err != nil {
					t.Fatal(err)
				}
				ws, err := app.Accounts.Warnings(ctx, identity)
				if err != nil {
					t.Fatal(err)
				}
				var out []string
				for _, w := range ws.List {
					out = append(out, fmt.Sprintf("%s|%s|%s|%v", w.Type, w.Title, w.TitleFR, w.Clearable))
				}
				return out
			}
			if got := shown(); len(got) != 0 {
				t.Fatalf("warnings before: %v", got)
			}
			path := fmt.Sprintf("/accounts/%d/warnings/", billAcctA)

			ticket := warningBody("disruptiveticket", "Outage", "We are on it.", true)
			r := api.do("PUT", path+"T-1", ticket)
			if r.Status != http.StatusCreated || r.Body["cleared_at"] != nil || r.Body["clearable"] != true {
				t.Fatalf("create: %d %s", r.Status, r.Raw)
			}
			if got := shown(); !slices.Equal(got, []string{"disruptiveticket|Outage|Outage (fr)|true"}) {
				t.Fatalf("the app shows %v", got)
			}
			if r := api.do("PUT", path+"T-1", ticket); r.Status != http.StatusOK {
				t.Fatalf("same: %d %s", r.Status, r.Raw)
			}
			if _, n := lastAction(t, st); n != 1 {
				t.Fatalf("the same PUT recorded: %d", n)
			}
			ticket = warningBody("disruptiveticket", "Outage in your area", "We are on it.", true)
			if r := api.do("PUT", path+"T-1", ticket); r.Status != http.StatusOK || r.Body["title"].(map[string]any)["en"] != "Outage in your area" {
				t.Fatalf("changed: %d %s", r.Status, r.Raw)
			}
			if a, n := lastAction(t, st); n != 2 || a.Action != "warning-replace" || a.Account != billAcctA {
				t.Fatalf("change recorded %d, newest %+v", n, a)
			}
			if got := shown(); !slices.Equal(got, []string{"disruptiveticket|Outage in your area|Outage in your area (fr)|true"}) {
				t.Fatalf("the app shows %v after the change", got)
			}
			reg := warningBody("notregistered", "Device not registered", "Register it.", false)
			if r := api.do("PUT", path+"R-1", reg); r.Status != http.StatusCreated {
				t.Fatalf("notregistered: %d %s", r.Status, r.Raw)
			}

			// GET one, the list, foreign and unknown ids.
			if r := api.do("GET", path+"R-1", nil); r.Status != http.StatusOK || r.Body["type"] != "notregistered" {
				t.Fatalf("get: %d %s", r.Status, r.Raw)
			}
			for _, p := range []string{fmt.Sprintf("/accounts/%d/warnings/R-1", billAcctB), path + "nope", "/accounts/9999/warnings/R-1"} {
				if r := api.do("GET", p, nil); r.Status != http.StatusNotFound {
					t.Errorf("GET %s: %d", p, r.Status)
				}
			}
			if r := api.do("DELETE", fmt.Sprintf("/accounts/%d/warnings/R-1", billAcctB), nil); r.Status != http.StatusNotFound {
				t.Errorf("DELETE under B: %d", r.Status)
			}
			if r := api.do("PUT", "/accounts/9999/warnings/R-1", reg); r.Status != http.StatusNotFound {
				t.Errorf("PUT on an unknown account: %d", r.Status)
			}
			r = api.do("GET", fmt.Sprintf("/accounts/%d/warnings?limit=1", billAcctA), nil)
			if items := r.Body["items"].([]any); r.Status != http.StatusOK || len(items) != 1 || r.Body["next"] != "R-1" {
				t.Fatalf("page 1: %d %s", r.Status, r.Raw)
			}
			r = api.do("GET", fmt.Sprintf("/accounts/%d/warnings?limit=1&after=R-1", billAcctA), nil)
			if items := r.Body["items"].([]any); r.Status != http.StatusOK || len(items) != 1 || r.Body["next"] != "T-1" {
				t.Fatalf("page 2: %d %s", r.Status, r.Raw)
			}
			r = api.do("GET", fmt.Sprintf("/accounts/%d/warnings?limit=1&after=T-1", billAcctA), nil)
			if items := r.Body["items"].([]any); r.Status != http.StatusOK || len(items) != 0 || r.Body["next"] != nil {
				t.Fatalf("page 3: %d %s", r.Status, r.Raw)
			}
			if r := api.do("GET", "/accounts/9999/warnings", nil); r.Status != http.StatusNotFound {
				t.Fatalf("unknown account's list: %d", r.Status)
			}
			if r := api.send("GET", path+"R-1", nil, map[string]string{"Authorization": "Bearer mak_revoked"}); r.Status != http.StatusUnauthorized {
				t.Fatalf("unknown key: %d", r.Status)
			}

			// Malformed and refused.
			for name, c := range map[string]struct {
				body   any
				status int
				fields []string
			}{
				"type":       {warningBody("outage", "x", "y", false), 400, []string{"type"}},
				"texts":      {map[string]any{"type": "notregistered", "title": map[string]any{"fr": "x"}}, 400, []string{"title.en", "body.en"}},
				"clearable":  {`{"type":"disruptiveticket","title":{"en":"x"},"body":{"en":"y"},"clearable":"yes"}`, 400, []string{"clearable"}},
				"hitcap":     {warningBody("hitcap", "x", "y", false), 422, []string{"type"}},
				"registered": {warningBody("notregistered", "x", "y", true), 422, []string{"clearable"}},
			} {
				r := api.do("PUT", path+"BAD", c.body)
				if r.Status != c.status || !slices.Equal(r.fields(), c.fields) {
					t.Errorf("%s: %d %v %s", name, r.Status, r.fields(), r.Raw)
				}
			}

			// The subscriber signs the ticket: a resend leaves it cleared; a
			// change is refused.
			if _, err := st.ClearDisruptiveTicket(ctx, billAcctA, identity, "Subscriber"); err != nil {
				t.Fatal(err)
			}
			if r := api.do("PUT", path+"T-1", ticket); r.Status != http.StatusOK || r.Body["cleared_at"] == nil {
				t.Fatalf("resend of a cleared warning: %d %s", r.Status, r.Raw)
			}
			if r := api.do("PUT", path+"T-1", warningBody("disruptiveticket", "Outage again", "x", true)); r.Status != http.StatusConflict {
				t.Fatalf("change of a cleared warning: %d %s", r.Status, r.Raw)
			}

			// DELETE clears: the app stops showing it.
			_, before := lastAction(t, st)
			if r := api.do("DELETE", path+"R-1", nil); r.Status != http.StatusNoContent {
				t.Fatalf("delete: %d %s", r.Status, r.Raw)
			}
			if got := shown(); len(got) != 0 {
				t.Fatalf("the app shows %v after the delete", got)
			}
			if r := api.do("DELETE", path+"R-1", nil); r.Status != http.StatusNoContent {
				t.Fatalf("delete again: %d %s", r.Status, r.Raw)
			}
			if a, after := lastAction(t, st); after != before+1 || a.Action != "warning-clear" {
				t.Fatalf("deletes recorded %d, newest %+v", after-before, a)
			}
			if r := api.do("DELETE", path+"nope", nil); r.Status != http.StatusNotFound {
				t.Fatalf("delete unknown: %d", r.Status)
			}
		})
	}
}

// A sync that sends one new notice twice at once: one creates it, the
// other finds it and changes nothing; one action is recorded.
func TestNoticeRace(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			st := e.Open(t)
			api := newTestAPI(t, st, provisioning.Options{})
			body := fmt.Sprintf(`{"text":{"en":"Race"},"starts_at":%q}`, time.Now().Format(time.RFC3339))
			const n = 6
			statuses := make(chan int, n)
			var wg sync.WaitGroup
			for range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					req := httptest.NewRequest("PUT", "http://provider.test"+Prefix+"/notices/race", strings.NewReader(body))
					req.Header.Set("Content-Type", "application/json")
					req.Header.Set("Authorization", "Bearer "+api.key)
					rec := httptest.NewRecorder()
					api.handler.ServeHTTP(rec, req)
					statuses <- rec.Code
				}()
			}
			wg.Wait()
			close(statuses)
			created := 0
			for s := range statuses {
				switch s {
				case http.StatusCreated:
					created++
				case http.StatusOK:
				default:
					t.Errorf("a PUT answered %d", s)
				}
			}
			if _, recorded := lastAction(t, st); created != 1 || recorded != 1 {
				t.Fatalf("%d created, %d recorded", created, recorded)
			}
		})
	}
}
