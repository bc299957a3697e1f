package ingest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"myaccount/internal/ingest"
	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

const testKey = "ingest-test-key-0123456789abcdef"

// now is the fixed clock: 20 November 2026, 11:00 in Edmonton.
var now = time.Date(2026, 11, 20, 18, 0, 0, 0, time.UTC)

type fixture struct {
	st  *store.Store
	h   http.Handler
	loc *time.Location
}

// newFixture opens a store with accounts 1001 (Fiber 100, 400 GB + 25
// loyalty), 4001 (Wireless 50, 400 GB, Unlimited mode on this month), 5001
// (unlimited) and 1002 (no broadband package).
func newFixture(t *testing.T, e storetest.Engine) *fixture {
	t.Helper()
	ctx := context.Background()
	st := e.Open(t)
	st.Now = func() time.Time { return now }
	loc, err := time.LoadLocation("America/Edmonton")
	if err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, a := range []portal.Account{{ID: 1001, Name: "Avery Fields"}, {ID: 1002, Name: "Fields Farm Ltd"}, {ID: 4001, Name: "Drew Okafor"}, {ID: 5001, Name: "Emery Stone"}} {
		must(st.PutAccount(ctx, a))
	}
	for _, p := range []portal.Package{
		{ID: 63, Description: "Fiber 100", Technology: "fiber", CapGB: 400, MonthlyFeeCents: 7495, RateDownload: 100, RateUpload: 100, Active: true},
		{ID: 61, Description: "Wireless 50", Technology: "wireless", CapGB: 400, MonthlyFeeCents: 6995, RateDownload: 50, RateUpload: 10, Active: true},
		{ID: 62, Description: "Wireless 100 Unlimited", Technology: "wireless", CapGB: portal.UnlimitedCapGB, MonthlyFeeCents: 9995, RateDownload: 100, RateUpload: 20, Active: true},
	} {
		must(st.PutPackage(ctx, p))
	}
	changed := now.AddDate(0, -4, 0)
	for _, sub := range []portal.BroadbandSubscription{
		{BPID: 11, AccountID: 1001, PackageID: 63, LoyaltyGB: 25, ChangedAt: changed},
		{BPID: 41, AccountID: 4001, PackageID: 61, ChangedAt: changed, SlowdownMode: true, SlowdownAt: now.Add(-48 * time.Hour)},
		{BPID: 51, AccountID: 5001, PackageID: 62, ChangedAt: changed},
	} {
		must(st.PutBroadband(ctx, sub))
	}
	h := ingest.New(ingest.Config{Store: st, Key: testKey, Location: loc, Now: func() time.Time { return now }})
	return &fixture{st: st, h: h, loc: loc}
}

type reply struct {
	status int
	body   map[string]any
}

func (f *fixture) post(t *testing.T, key, contentType string, body any) reply {
	t.Helper()
	var raw []byte
	switch b := body.(type) {
	case string:
		raw = []byte(b)
	default:
		raw, _ = json.Marshal(b)
	}
	req := httptest.NewRequest("POST", "/ingest/usage", bytes.NewReader(raw))
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	rec := httptest.NewRecorder()
	f.h.ServeHTTP(rec, req)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("answer is not JSON: %d %q", rec.Code, rec.Body.String())
	}
	return reply{rec.Code, out}
}

func (f *fixture) send(t *testing.T, records ...map[string]any) reply {
	t.Helper()
	if records == nil {
		records = []map[string]any{}
	}
	return f.post(t, testKey, "application/json", map[string]any{"records": records})
}

func rec(id string, account int64, hour time.Time, down, up int64) map[string]any {
	return map[string]any{"id": id, "account": account, "hour": hour.Unix(), "down_bytes": down, "up_bytes": up}
}

func (f *fixture) used(t *testing.T, account int64) int64 {
	t.Helper()
	u, err := f.st.UsageBetween(context.Background(), account, time.Unix(0, 0), now.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	return u.Down + u.Up
}

func (f *fixture) hitcaps(t *testing.T, account int64) int {
	t.Helper()
	ws, err := f.st.OpenWarnings(context.Background(), []int64{account})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, w := range ws {
		if w.Type == portal.WarningHitCap {
			n++
		}
	}
	return n
}

func wantCounts(t *testing.T, r reply, accepted, duplicates int) {
	t.Helper()
	if r.status != 200 || r.body["accepted"] != float64(accepted) || r.body["duplicates"] != float64(duplicates) {
		t.Fatalf("answer %d %v, want 200 accepted %d duplicates %d", r.status, r.body, accepted, duplicates)
	}
}

// covers: NET-012
func TestUsageIngestKey(t *testing.T) {
	f := newFixture(t, storetest.Engines()[0])
	batch := map[string]any{"records": []any{rec("k-1", 1001, now.Truncate(time.Hour), 1, 1)}}
	for _, c := range []struct {
		name   string
		key    string
		header string
	}{
		{"no key", "", ""},
		{"wrong key", "wrong-key-0123456789abcdef012345", ""},
		{"key of another length", testKey + "x", ""},
		{"not bearer", "", "Basic " + testKey},
		{"empty bearer", "", "Bearer "},
	} {
		t.Run(c.name, func(t *testing.T) {
			raw, _ := json.Marshal(batch)
			req := httptest.NewRequest("POST", "/ingest/usage", bytes.NewReader(raw))
			req.Header.Set("Content-Type", "application/json")
			switch {
			case c.header != "":
				req.Header.Set("Authorization", c.header)
			case c.key != "":
				req.Header.Set("Authorization", "Bearer "+c.key)
			}
			w := httptest.NewRecorder()
			f.h.ServeHTTP(w, req)
			if w.Code != http.StatusUnauthorized || w.Header().Get("WWW-Authenticate") == "" {
				t.Fatalf("status %d %q, want 401 with a challenge", w.Code, w.Body)
			}
		})
	}
	if got := f.used(t, 1001); got != 0 {
		t.Fatalf("refused calls stored %d bytes", got)
	}
	off := ingest.New(ingest.Config{Store: f.st, Key: ""})
	raw, _ := json.Marshal(batch)
	req := httptest.NewRequest("POST", "/ingest/usage", bytes.NewReader(raw))
	req.Header.Set("Authorization", "Bearer "+testKey)
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	off.ServeHTTP(w, req)
	if w.Code != http.StatusNotFound {
		t.Fatalf("ingest off: status %d, want 404", w.Code)
	}
	wantCounts(t, f.post(t, testKey, "application/json", batch), 1, 0)
}

// covers: NET-012, NET-036
func TestUsageIngestStoresOnce(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			f := newFixture(t, e)
			h := now.Truncate(time.Hour)
			batch := []map[string]any{
				rec("net-1:a_b.c-1", 1001, h, 1_000_000, 100_000), // the current hour is not the future
				rec("net-2", 1001, h.Add(-time.Hour), 2_000_000, 0),
				rec("net-3", 5001, h.Add(-24*time.Hour), 0, 0),
				rec("net-2", 1001, h.Add(-time.Hour), 2_000_000, 0),
				rec(strings.Repeat("x", 100), 1002, h, 10_000_000_000_000, 10_000_000_000_000),
			}
			wantCounts(t, f.send(t, batch...), 4, 1)
			wantCounts(t, f.send(t, batch...), 0, 5)
			if got := f.used(t, 1001); got != 3_100_000 {
				t.Fatalf("1001 used %d bytes, want 3100000", got)
			}
			if got := f.used(t, 1002); got != 20_000_000_000_000 {
				t.Fatalf("1002 used %d bytes", got)
			}
			wantCounts(t, f.send(t), 0, 0)
		})
	}
}

// One bad record refuses the whole batch: 400 with details naming it, and
// nothing stored (the good records can be sent again and are new).
// covers: NET-012
func TestUsageIngestRefusesBadRecord(t *testing.T) {
	f := newFixture(t, storetest.Engines()[0])
	h := now.Truncate(time.Hour)
	good := rec("good-1", 1001, h.Add(-time.Hour), 500, 50)
	with := func(k string, v any) map[string]any {
		r := rec("bad-1", 1001, h.Add(-2*time.Hour), 10, 1)
		if v == nil {
			delete(r, k)
		} else {
			r[k] = v
		}
		return r
	}
	cases := []struct {
		name   string
		bad    map[string]any
		detail string
	}{
		{"id with a space", with("id", "rec 1"), "records[1].id"},
		{"id empty", with("id", ""), "records[1].id"},
		{"id too long", with("id", strings.Repeat("a", 101)), "records[1].id"},
		{"id missing", with("id", nil), "records[1].id: missing"},
		{"account missing", with("account", nil), "records[1].account: missing"},
		{"account zero", with("account", 0), "records[1].account"},
		{"account unknown", with("account", 9999), "records[1].account: account 9999 is not known"},
		{"hour missing", with("hour", nil), "records[1].hour: missing"},
		{"hour not whole", with("hour", h.Unix()+60), "not the start of a UTC hour"},
		{"hour negative", with("hour", -3600), "records[1].hour"},
		{"hour in the future", with("hour", h.Add(time.Hour).Unix()), "in the future"},
		{"hour of 1970", with("hour", 0), "records[1].hour: 0 is more than 400 days ago"},
		{"hour 401 days ago", with("hour", h.Add(-401*24*time.Hour).Unix()), "more than 400 days ago"},
		{"down negative", with("down_bytes", -1), "records[1].down_bytes"},
		{"up too large", with("up_bytes", int64(10_000_000_000_001)), "records[1].up_bytes"},
		{"up missing", with("up_bytes", nil), "records[1].up_bytes: missing"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := f.send(t, good, c.bad)
			details, _ := r.body["details"].([]any)
			if r.status != 400 || r.body["error"] == "" || len(details) == 0 || !strings.Contains(fmt.Sprint(details), c.detail) {
				t.Fatalf("answer %d %v, want 400 with a detail containing %q", r.status, r.body, c.detail)
			}
			if got := f.used(t, 1001); got != 0 {
				t.Fatalf("a refused batch stored %d bytes", got)
			}
		})
	}
	// Wrong JSON types and shapes refuse the batch too.
	for _, body := range []string{
		`{"records": [{"id": "x", "account": "1001", "hour": 0, "down_bytes": 1, "up_bytes": 1}]}`,
		`{"records": [{"id": "x", "account": 1001, "hour": 1.5, "down_bytes": 1, "up_bytes": 1}]}`,
		`{"records": [{"id": "x", "account": 1001, "hour": 0, "down_bytes": 1, "up_bytes": 1, "extra": 1}]}`,
		`{"records": {}}`,
		`{"records": null}`,
		`{}`,
		`{"records": [] } {"records": []}`,
		`{"records": [`,
		`not json`,
		``,
	} {
		r := f.post(t, testKey, "application/json", body)
		if r.status != 400 || r.body["error"] == nil {
			t.Fatalf("%q: answer %d %v, want 400", body, r.status, r.body)
		}
	}
	// JSON only, by its media type (415 otherwise), parameters allowed.
	for ct, want := range map[string]int{
		"text/plain": 415, "application/jsonx": 415, "application/json-seq": 415, "": 415,
		"application/json": 200, "application/json; charset=utf-8": 200, "Application/JSON": 200,
	} {
		if r := f.post(t, testKey, ct, `{"records": []}`); r.status != want {
			t.Errorf("Content-Type %q: %d %v, want %d", ct, r.status, r.body, want)
		}
	}
	var many []map[string]any
	for i := range ingest.MaxUsageRecords + 1 {
		many = append(many, rec(fmt.Sprintf("many-%d", i), 1001, h.Add(-time.Duration(i)*time.Hour), 1, 1))
	}
	if r := f.send(t, many...); r.status != 400 || !strings.Contains(fmt.Sprint(r.body["details"]), "at most 5000") {
		t.Fatalf("5001 records: %d %v", r.status, r.body)
	}
	wantCounts(t, f.send(t, many[:ingest.MaxUsageRecords]...), ingest.MaxUsageRecords, 0)
	wantCounts(t, f.send(t, good), 1, 0)
	// A batch with many problems lists a readable number of them.
	var bad []map[string]any
	for i := range 200 {
		bad = append(bad, rec(fmt.Sprintf("bad %d", i), 1001, h, 1, 1))
	}
	r := f.send(t, bad...)
	if details, _ := r.body["details"].([]any); r.status != 400 || len(details) != 51 || !strings.Contains(fmt.Sprint(details[50]), "150 more") {
		t.Fatalf("200 bad records: %d, %d details", r.status, len(details))
	}
}

// Reaching the total cap this month opens one hitcap warning; not on an
// unlimited package, not in Unlimited mode, not below the cap, not twice.
// covers: NET-003, NET-018
func TestUsageIngestHitCap(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			f := newFixture(t, e)
			h := now.Truncate(time.Hour)
			monthStart := time.Date(2026, 11, 1, 0, 0, 0, 0, f.loc)
			const gb = 1_000_000_000
			// 1001's total cap is 425 GB (400 + 25 loyalty). Last month's usage
			// does not count.
			wantCounts(t, f.send(t,
				rec("old", 1001, monthStart.Add(-time.Hour), 900*gb, 0),
				rec("a-1", 1001, monthStart, 400*gb, 24*gb),
			), 2, 0)
			if n := f.hitcaps(t, 1001); n != 0 {
				t.Fatalf("below the cap (424 of 425 GB): %d hitcap warnings", n)
			}
			wantCounts(t, f.send(t, rec("a-2", 1001, h, 0, gb)), 1, 0)
			if n := f.hitcaps(t, 1001); n != 1 {
				t.Fatalf("at the cap: %d hitcap warnings, want 1", n)
			}
			ws, err := f.st.OpenWarnings(context.Background(), []int64{1001})
			if err != nil {
				t.Fatal(err)
			}
			if ws[0].Title != "You have reached your monthly data cap" || !strings.Contains(ws[0].Body, "December 1") || ws[0].Clearable {
				t.Fatalf("warning = %+v", ws[0])
			}
			wantCounts(t, f.send(t, rec("a-3", 1001, h, gb, 0)), 1, 0)
			if n := f.hitcaps(t, 1001); n != 1 {
				t.Fatalf("more usage over the cap: %d hitcap warnings, want still 1", n)
			}
			// Unlimited mode on (4001), an unlimited package (5001), no package (1002).
			wantCounts(t, f.send(t,
				rec("d-1", 4001, h, 500*gb, 0),
				rec("e-1", 5001, h, 5000*gb, 0),
				rec("f-1", 1002, h, 5000*gb, 0),
			), 3, 0)
			for _, id := range []int64{4001, 5001, 1002} {
				if n := f.hitcaps(t, id); n != 0 {
					t.Fatalf("account %d got %d hitcap warnings", id, n)
				}
			}
		})
	}
}

// The usage pushed through /ingest/usage sends the usage alerts in its own
// transaction: 80 % once, nothing for the same batch again, 100 % once.
func TestUsageIngestAlerts(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			f := newFixture(t, e)
			ctx := context.Background()
			id, err := f.st.CreateIdentity(ctx, "avery@demo.test", "x")
			if err != nil {
				t.Fatal(err)
			}
			if err := f.st.LinkAccount(ctx, id, 1001, false); err != nil {
				t.Fatal(err)
			}
			monthStart := time.Date(2026, 11, 1, 0, 0, 0, 0, f.loc)
			const gb = 1_000_000_000
			alerts := func() []portal.Mail {
				all, err := f.st.OutboxMail(ctx, store.MailAll, 100)
				if err != nil {
					t.Fatal(err)
				}
				var out []portal.Mail
				for _, m := range all {
					if m.Kind == portal.MailUsageAlert {
						out = append(out, m)
					}
				}
				return out
			}
			// 1001's cap is 425 GB: 340 GB is 80 %.
			batch := []map[string]any{rec("a-1", 1001, monthStart, 340*gb, 0)}
			wantCounts(t, f.send(t, batch...), 1, 0)
			got := alerts()
			if len(got) != 1 || got[0].To != "avery@demo.test" || got[0].Identity != id || got[0].Data["percent"] != "80" ||
				got[0].Data["days_left"] != "11" || got[0].Data["cap_gb"] != "425" {
				t.Fatalf("80 %%: %+v", got)
			}
			wantCounts(t, f.send(t, batch...), 0, 1)
			if n := len(alerts()); n != 1 {
				t.Fatalf("the same batch again: %d alerts", n)
			}
			wantCounts(t, f.send(t, rec("a-2", 1001, monthStart, 85*gb, 0)), 1, 0)
			if got := alerts(); len(got) != 2 || got[0].Data["percent"] != "100" {
				t.Fatalf("100 %%: %+v", got)
			}
		})
	}
}
