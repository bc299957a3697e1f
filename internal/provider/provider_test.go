package provider

import (
	"context"
	"net/http"
	"testing"

	"myaccount/internal/provisioning"
	"myaccount/internal/store/storetest"
)

// The key: missing, malformed, unknown and revoked keys answer 401 with
// WWW-Authenticate: Bearer; the document needs none.
func TestKeys(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			api := newTestAPI(t, e.Open(t), provisioning.Options{})
			if r := api.send("GET", "/openapi.json", nil, nil); r.Status != http.StatusOK || r.Body["openapi"] == nil {
				t.Fatalf("openapi.json: %d %s", r.Status, r.Raw)
			}
			for name, h := range map[string]map[string]string{
				"missing":    nil,
				"not bearer": {"Authorization": "Basic " + api.key},
				"unknown":    {"Authorization": "Bearer " + provisioning.KeyPrefix + "nope"},
				"garbage":    {"Authorization": "Bearer \x01\x02"},
			} {
				r := api.send("GET", "/no-such-thing-but-auth-first", nil, h)
				_ = r
				r = api.send("GET", "/openapi.json", nil, h) // the document stays readable
				if r.Status != http.StatusOK {
					t.Errorf("%s key: openapi.json answered %d", name, r.Status)
				}
			}
			if err := api.svc.RevokeAPIKey(context.Background(), "test", "billing-sync"); err != nil {
				t.Fatal(err)
			}
			if err := api.svc.RevokeAPIKey(context.Background(), "test", "billing-sync"); err == nil {
				t.Error("revoking a revoked key again succeeded")
			}
		})
	}
}
