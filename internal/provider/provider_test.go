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

// Each key has its own token bucket: over it, 429 with Retry-After, and
// another key is not held back.
func TestRateLimitPerKey(t *testing.T) {
	st := storetest.SQLite(t)
	api := newTestAPI(t, st, provisioning.Options{})
	api.handler = New(Config{Service: api.svc, Rate: 0.01, Burst: 2})
	for i := range 2 {
		if r := api.do("GET", "/packages", nil); r.Status != http.StatusOK {
			t.Fatalf("call %d within the burst: %d %s", i+1, r.Status, r.Raw)
		}
	}
	r := api.do("GET", "/packages", nil)
	if r.Status != http.StatusTooManyRequests || r.Header.Get("Retry-After") == "" {
		t.Fatalf("over the limit: %d, Retry-After %q", r.Status, r.Header.Get("Retry-After"))
	}
	other, err := api.svc.CreateAPIKey(context.Background(), "test", "crm")
	if err != nil {
		t.Fatal(err)
	}
	if r := api.send("GET", "/packages", nil, map[string]string{"Authorization": "Bearer " + other}); r.Status != http.StatusOK {
		t.Errorf("another key was held back: %d", r.Status)
	}
}
