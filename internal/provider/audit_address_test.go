package provider

import (
	"context"
	"testing"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/store/storetest"
)

// covers: issue 30 item 7 — the provider API's writes are in the staff log
// with the client's address, and a notice's change with before → after.
func TestStaffLogAddressAndChange(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			a := newTestAPI(t, e.Open(t), provisioning.Options{})
			put := func(text string) {
				r := a.do("PUT", "/notices/outage", map[string]any{"text": map[string]string{"en": text, "fr": ""},
					"starts_at": "2026-11-01T08:00:00-04:00"})
				if r.Status >= 300 {
					t.Fatalf("PUT notice: %d %s", r.Status, r.Raw)
				}
			}
			put("Outage in the north")
			put("Outage in the north, fixed by noon")
			as, err := a.st.StaffLog(context.Background(), portal.StaffLogFilter{Action: "notice-replace"})
			if err != nil {
				t.Fatal(err)
			}
			// httptest's requests come from 192.0.2.1.
			if len(as) != 1 || as[0].Actor != "api-key:billing-sync" || as[0].Address != "192.0.2.1" ||
				as[0].Before == "" || as[0].After == "" || as[0].Before == as[0].After {
				t.Fatalf("recorded %+v", as)
			}
		})
	}
}
