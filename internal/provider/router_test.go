package provider

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/store/storetest"
)

// The account's router id in the CPE-management system (issue 32): set,
// read, changed and removed through /accounts/{id}/router, each change in
// the staff log, on both engines.
func TestRouterDevice(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			st := e.Open(t)
			seedBillingAccounts(t, st)
			api := newTestAPI(t, st, provisioning.Options{Clock: portal.Clock{Location: providerZone}})
			path := fmt.Sprintf("/accounts/%d/router", billAcctA)
			if r := api.do("GET", path, nil); r.Status != http.StatusOK || r.Body["device_id"] != "" {
				t.Fatalf("none yet: %d %s", r.Status, r.Raw)
			}
			if r := api.do("PUT", path, map[string]any{"device_id": "E4C32A-HG8245H-0001"}); r.Status != http.StatusCreated {
				t.Fatalf("set: %d %s", r.Status, r.Raw)
			}
			if r := api.do("PUT", path, map[string]any{"device_id": "E4C32A-HG8245H-0001"}); r.Status != http.StatusOK {
				t.Fatalf("same: %d %s", r.Status, r.Raw)
			}
			if a, n := lastAction(t, st); n != 1 || a.Action != "router-device-set" || a.Account != billAcctA {
				t.Fatalf("recorded %d, newest %+v", n, a)
			}
			if id, _ := st.RouterDeviceID(context.Background(), billAcctA); id != "E4C32A-HG8245H-0001" {
				t.Fatalf("stored %q", id)
			}
			if r := api.do("PUT", path, map[string]any{"device_id": "a\nb"}); r.Status != http.StatusBadRequest {
				t.Fatalf("line break: %d %s", r.Status, r.Raw)
			}
			if r := api.do("PUT", "/accounts/999999/router", map[string]any{"device_id": "x"}); r.Status != http.StatusNotFound {
				t.Fatalf("unknown account: %d %s", r.Status, r.Raw)
			}
			if r := api.do("GET", "/accounts/999999/router", nil); r.Status != http.StatusNotFound {
				t.Fatalf("unknown account read: %d %s", r.Status, r.Raw)
			}
			if r := api.do("PUT", path, map[string]any{"device_id": ""}); r.Status != http.StatusOK {
				t.Fatalf("remove: %d %s", r.Status, r.Raw)
			}
			if a, n := lastAction(t, st); n != 2 || a.Action != "router-device-remove" {
				t.Fatalf("removal recorded %d, newest %+v", n, a)
			}
			if r := api.do("GET", path, nil); r.Body["device_id"] != "" {
				t.Fatalf("after removal: %s", r.Raw)
			}
		})
	}
}
