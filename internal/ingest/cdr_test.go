package ingest_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"myaccount/internal/ingest"
	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// TestCallRecordsIngest: call records are stored under the package of
// their number, once per id; a batch with any bad record, a number of
// another account or no key stores nothing.
//
// covers: PHONE-040, PHONE-041
func TestCallRecordsIngest(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			st := e.Open(t)
			ctx := context.Background()
			for _, id := range []int64{1001, 2001} {
				if err := st.PutAccount(ctx, portal.Account{ID: id, Name: "A"}); err != nil {
					t.Fatal(err)
				}
			}
			if err := st.PutPhonePackage(ctx, portal.PhonePackage{ID: 71, AccountID: 1001, ServiceID: 7101, Description: "Home",
				ProfileType: portal.ProfilePackageOriented}, 0, []portal.DirectoryNumber{{ServiceID: 7111, Number: "4035550101"}}); err != nil {
				t.Fatal(err)
			}
			now := time.Now()
			h := ingest.New(ingest.Config{Store: st, Key: cpeKey, Now: func() time.Time { return now }})
			send := func(auth string, recs ...map[string]any) (int, map[string]any) {
				body, _ := json.Marshal(map[string]any{"records": recs})
				req := httptest.NewRequest("POST", "/ingest/cdr", strings.NewReader(string(body)))
				req.Header.Set("Content-Type", "application/json")
				if auth != "" {
					req.Header.Set("Authorization", auth)
				}
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				var out map[string]any
				_ = json.Unmarshal(rec.Body.Bytes(), &out)
				return rec.Code, out
			}
			call := func(id, number, dir string) map[string]any {
				return map[string]any{"id": id, "account": 1001, "number": number, "direction": dir, "name": "Jo",
					"from": "5875550100", "to": number, "start": now.Add(-time.Hour).Unix(), "duration": 125}
			}
			if code, _ := send("", call("c1", "4035550101", "in")); code != 401 {
				t.Fatalf("no key: %d", code)
			}
			if code, out := send("Bearer "+cpeKey, call("c1", "4035550101", "in"), call("c2", "4035550101", "out")); code != 200 || out["accepted"] != 2.0 {
				t.Fatalf("first batch: %d %v", code, out)
			}
			if code, out := send("Bearer "+cpeKey, call("c1", "4035550101", "in")); code != 200 || out["duplicates"] != 1.0 {
				t.Fatalf("again: %d %v", code, out)
			}
			bad := call("c3", "4035550101", "in")
			bad["duration"] = 100000
			foreign := call("c4", "3065550101", "in")
			nul := call("c5", "4035550101", "in")
			nul["name"] = "a\x00b"
			for name, rec := range map[string]map[string]any{"too long": bad, "another account's number": foreign, "NUL": nul} {
				if code, _ := send("Bearer "+cpeKey, call("c6", "4035550101", "in"), rec); code != 400 {
					t.Errorf("%s: %d", name, code)
				}
			}
			in, err := st.CallRecords(ctx, 71, true, now, "", 10)
			if err != nil || len(in) != 1 || in[0].ID != "c1" || in[0].Duration != 125*time.Second || in[0].Name != "Jo" {
				t.Fatalf("stored: %+v %v", in, err)
			}
		})
	}
}
