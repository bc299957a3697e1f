package api_test

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"

	"myaccount/internal/api"
	"myaccount/internal/services"
	"myaccount/internal/store/storetest"
)

// TestIDsAndCursorsAreCheckedBeforeTheStore: a call-history cursor or an id
// parameter outside its character set answers 450 with a message on both
// engines — never PostgreSQL's 500 "invalid byte sequence" — and a valid
// cursor still pages (the issue "Hold the ground", item 9).
func TestIDsAndCursorsAreCheckedBeforeTheStore(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			w := phoneWorld(t, e.Open)
			var logs bytes.Buffer
			w.h = endpoint(w.t, w.st, api.Config{SSO: w.sso, Log: slog.New(slog.NewTextHandler(&logs, nil))}, services.Options{})
			const before = "before=99999999999999"
			for _, query := range []string{
				before + "&beforeid=%00",
				before + "&beforeid=%ff%fe",
				before + "&beforeid=cdr%00-001",
				before + "&beforeid=" + strings.Repeat("%C3%A9", 100), // 200 bytes of é: once cut mid-character
				before + "&beforeid=" + strings.Repeat("a", 101),
				before + "&beforeid=a%20b",
				before + "&beforeid=cdr-001&beforeid=%00",
				"before=%00&beforeid=x",
				"billingpackage=%00",
				"billingpackage=71%ff",
				"limit=1%00",
				"schema=%ff",
				"nameoncard=a%00b",
			} {
				a := w.raw("GET", "/api?target=voipcdri&"+query, w.token, nil)
				if a.status != 450 || a.body["message"] == "" || a.body["message"] == nil {
					t.Errorf("%s: %d %v", query, a.status, a.body["message"])
				}
			}
			// A cursor of the record-id character set pages as before.
			ok := w.raw("GET", "/api?target=voipcdri&limit=2&"+before+"&beforeid=cdr-1.2:3_x", w.token, nil)
			if ok.status != 200 || len(ok.list()) != 2 {
				t.Errorf("a valid cursor: %d %v", ok.status, ok.body["message"])
			}
			if strings.Contains(logs.String(), "level=ERROR") {
				t.Errorf("errors were logged:\n%s", logs.String())
			}
		})
	}
}
