package ingest_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"myaccount/internal/ingest"
	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

const cpeKey = "test-ingest-key-0123456789abcdef"

func cpeStore(t *testing.T) *store.Store {
	t.Helper()
	return cpeStoreOn(t, storetest.SQLite)
}

// cpeStoreOn has accounts 1001 and 4001 with a router, 5001 without (and
// 6001 with no services at all).
func cpeStoreOn(t *testing.T, open func(testing.TB) *store.Store) *store.Store {
	t.Helper()
	st := open(t)
	ctx := context.Background()
	for _, id := range []int64{1001, 4001, 5001, 6001} {
		if err := st.PutAccount(ctx, portal.Account{ID: id, Name: "A"}); err != nil {
			t.Fatal(err)
		}
	}
	for id, router := range map[int64]bool{1001: true, 4001: true, 5001: false} {
		if err := st.SetServiceFlags(ctx, id, portal.ServiceFlags{HasBroadband: true, HasRouter: router}); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// Router counters are taken only for accounts whose services include a
// router of ours; the batch is refused whole otherwise.
//
// covers: MISC-018
func TestCPEIngestNeedsARouter(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			st := cpeStoreOn(t, e.Open)
			h := ingest.New(ingest.Config{Store: st, Key: cpeKey})
			now := time.Now()
			for account, detail := range map[int64]string{5001: "account 5001 has no router", 6001: "account 6001 has no router"} {
				code, out := post(t, h, "Bearer "+cpeKey, "application/json", batch(sample("ok", 1001, now, 1, 1), sample("x", account, now, 1, 1)))
				details, _ := json.Marshal(out["details"])
				if code != 400 || !strings.Contains(string(details), detail) {
					t.Fatalf("account %d: %d %v", account, code, out)
				}
			}
			if n := len(stored(t, st, 1001)); n != 0 {
				t.Fatalf("a refused batch stored %d samples", n)
			}
			if code, out := post(t, h, "Bearer "+cpeKey, "application/json; charset=utf-8", batch(sample("ok", 1001, now, 1, 1))); code != 200 || out["accepted"].(float64) != 1 {
				t.Fatalf("with a router: %d %v", code, out)
			}
			if code, _ := post(t, h, "Bearer "+cpeKey, "application/jsonx", batch(sample("ok2", 1001, now, 1, 1))); code != 415 {
				t.Fatalf("application/jsonx: %d", code)
			}
		})
	}
}

func post(t *testing.T, h *ingest.Handler, auth, contentType, body string) (int, map[string]any) {
	t.Helper()
	req := httptest.NewRequest("POST", "/ingest/cpe", strings.NewReader(body))
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("answer is not JSON: %q", rec.Body.String())
	}
	return rec.Code, out
}

func sample(id string, account int64, at time.Time, rx, tx int64) map[string]any {
	return map[string]any{"id": id, "account": account, "at": at.Unix(), "wan_rx_bytes": rx, "wan_tx_bytes": tx}
}

func batch(samples ...any) string {
	b, _ := json.Marshal(map[string]any{"samples": samples})
	return string(b)
}

func stored(t *testing.T, st *store.Store, account int64) []portal.CPESample {
	t.Helper()
	list, err := st.CPESamples(context.Background(), account, time.Now().Add(-4*24*time.Hour), time.Now().Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// covers: MISC-018
func TestCPEIngestKey(t *testing.T) {
	st := cpeStore(t)
	body := batch(sample("s1", 1001, time.Now(), 1, 2))
	off := ingest.New(ingest.Config{Store: st})
	if code, _ := post(t, off, "Bearer "+cpeKey, "application/json", body); code != 404 {
		t.Fatalf("ingest off: %d", code)
	}
	h := ingest.New(ingest.Config{Store: st, Key: cpeKey})
	for _, auth := range []string{"", "Bearer ", "Bearer wrong-key", "Basic " + cpeKey, cpeKey} {
		if code, _ := post(t, h, auth, "application/json", body); code != 401 {
			t.Fatalf("auth %q: %d", auth, code)
		}
	}
	if n := len(stored(t, st, 1001)); n != 0 {
		t.Fatalf("%d samples stored without a key", n)
	}
	if code, out := post(t, h, "Bearer "+cpeKey, "application/json", body); code != 200 || out["accepted"].(float64) != 1 {
		t.Fatalf("with the key: %d %v", code, out)
	}
}

// A batch is stored whole or not at all; a sample sent again is a duplicate
// and changes nothing.
//
// covers: MISC-018
func TestCPEIngestBatches(t *testing.T) {
	st := cpeStore(t)
	h := ingest.New(ingest.Config{Store: st, Key: cpeKey})
	now := time.Now()
	good := batch(sample("r1:2026-11-23T10:00:00", 1001, now.Add(-time.Minute), 123456789, 2345678),
		sample("r1:2026-11-23T10:01:00", 1001, now, 123999999, 2399999),
		sample("r4.0", 4001, now, 0, 0))
	code, out := post(t, h, "Bearer "+cpeKey, "application/json", good)
	if code != 200 || out["accepted"].(float64) != 3 || out["duplicates"].(float64) != 0 {
		t.Fatalf("first: %d %v", code, out)
	}
	// The same samples again, one with other counters: duplicates, unchanged.
	again := batch(sample("r1:2026-11-23T10:00:00", 1001, now.Add(-time.Minute), 1, 1),
		sample("r1:2026-11-23T10:01:00", 1001, now, 123999999, 2399999),
		sample("r1-new", 1001, now, 124000000, 2400000))
	code, out = post(t, h, "Bearer "+cpeKey, "application/json", again)
	if code != 200 || out["accepted"].(float64) != 1 || out["duplicates"].(float64) != 2 {
		t.Fatalf("again: %d %v", code, out)
	}
	list := stored(t, st, 1001)
	if len(list) != 3 || list[0].RxBytes != 123456789 || list[0].TxBytes != 2345678 {
		t.Fatalf("stored %+v", list)
	}
	if code, out := post(t, h, "Bearer "+cpeKey, "application/json", `{"samples": []}`); code != 200 || out["accepted"].(float64) != 0 {
		t.Fatalf("empty batch: %d %v", code, out)
	}

	ok := sample("fresh", 1001, now, 5, 5)
	tooMany := make([]any, ingest.MaxCPESamples+1)
	for i := range tooMany {
		tooMany[i] = sample("m"+strconv.Itoa(i), 1001, now, 1, 1)
	}
	for _, c := range []struct {
		name, contentType, body, detail string
	}{
		{"negative rx", "application/json", batch(ok, sample("n1", 1001, now, -1, 5)), "samples[1]: wan_rx_bytes must not be negative"},
		{"negative tx", "application/json", batch(ok, sample("n2", 1001, now, 1, -5)), "wan_tx_bytes must not be negative"},
		{"unknown account", "application/json", batch(ok, sample("u1", 777777, now, 1, 1)), "account 777777 does not exist"},
		{"future", "application/json", batch(ok, sample("f1", 1001, now.Add(time.Hour), 1, 1)), "in the future"},
		{"older than the history", "application/json", batch(ok, sample("o1", 1001, now.Add(-4*24*time.Hour), 1, 1)), "days ago"},
		{"bad id", "application/json", batch(ok, sample("bad id!", 1001, now, 1, 1)), "id must be"},
		{"long id", "application/json", batch(ok, sample(strings.Repeat("a", 101), 1001, now, 1, 1)), "id must be"},
		{"id twice", "application/json", batch(ok, sample("fresh", 1001, now, 9, 9)), "also used by samples[0]"},
		{"missing counter", "application/json", batch(ok, map[string]any{"id": "x", "account": 1001, "at": now.Unix(), "wan_rx_bytes": 1}), "wan_tx_bytes is missing"},
		{"missing account", "application/json", batch(ok, map[string]any{"id": "x", "at": now.Unix(), "wan_rx_bytes": 1, "wan_tx_bytes": 1}), "account is missing"},
		{"fractional counter", "application/json", `{"samples":[{"id":"x","account":1001,"at":1,"wan_rx_bytes":1.5,"wan_tx_bytes":1}]}`, "not a valid batch"},
		{"counter beyond int64", "application/json", `{"samples":[{"id":"x","account":1001,"at":1,"wan_rx_bytes":99999999999999999999,"wan_tx_bytes":1}]}`, "not a valid batch"},
		{"unknown field", "application/json", `{"samples":[{"id":"x","account":1001,"at":1,"wan_rx_bytes":1,"wan_tx_bytes":1,"lan":1}]}`, "unknown field"},
		{"no samples key", "application/json", `{"records":[]}`, "unknown field"},
		{"null samples", "application/json", `{"samples":null}`, "samples"},
		{"trailing data", "application/json", batch(ok) + `{}`, "after the batch"},
		{"broken JSON", "application/json", `{"samples":[`, "not a valid batch"},
		{"too many", "application/json", batch(tooMany...), "at most 5000"},
	} {
		t.Run(c.name, func(t *testing.T) {
			before := len(stored(t, st, 1001))
			code, out := post(t, h, "Bearer "+cpeKey, c.contentType, c.body)
			details, _ := json.Marshal(out["details"])
			if code != 400 || !strings.Contains(string(details), c.detail) || out["error"] == "" {
				t.Fatalf("want 400 with %q: %d %v", c.detail, code, out)
			}
			if after := len(stored(t, st, 1001)); after != before {
				t.Fatalf("a refused batch stored %d samples", after-before)
			}
		})
	}
}
