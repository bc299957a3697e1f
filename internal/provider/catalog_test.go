package provider

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"testing"

	"myaccount/internal/provisioning"
	"myaccount/internal/store/storetest"
)

// fiber100 is a package body; fee and cap vary it.
func fiber100(fee int, capGB any) map[string]any {
	return map[string]any{"name": map[string]any{"en": "Fiber 100", "fr": "Fibre 100"}, "technology": "fiber",
		"download_mbps": 100, "upload_mbps": 20, "cap_gb": capGB, "monthly_fee_cents": fee,
		"link": "https://provider.example/fiber-100"}
}

// TestPackages: the internet catalog's PUT, GET and list, and its refusals.
func TestPackages(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			api := newTestAPI(t, e.Open(t), provisioning.Options{})
			unauthorized(t, api, "PUT", "/packages/fiber-100", fiber100(5995, nil))
			r := idempotentPut(t, api, "/packages/fiber-100", fiber100(5995, nil), fiber100(6495, 500))
			if r.Body["monthly_fee_cents"] != 6495.0 || r.Body["cap_gb"] != 500.0 || r.Body["code"] != "fiber-100" || r.Body["active"] != true {
				t.Errorf("replaced: %s", r.Raw)
			}
			got := api.do("GET", "/packages/fiber-100", nil)
			want(t, "GET", got, http.StatusOK)
			if name := got.Body["name"].(map[string]any); name["fr"] != "Fibre 100" {
				t.Errorf("GET: %s", got.Raw)
			}
			// Unlimited is null, and the app's package has the unlimited cap.
			want(t, "unlimited", api.do("PUT", "/packages/fiber-100", fiber100(6495, nil)), http.StatusOK)
			if p, err := api.st.PackageByCode(t.Context(), "fiber-100"); err != nil || !p.Unlimited() || p.DescriptionFR != "Fibre 100" {
				t.Errorf("stored: %+v %v", p, err)
			}
			want(t, "unknown", api.do("GET", "/packages/nope", nil), http.StatusNotFound)

			// The price per GB over the cap (issue 28): stored, answered,
			// and read with the account's plan; 0 when not sent.
			priced := fiber100(6495, 500)
			priced["overage_cents_per_gb"] = 250
			if r := api.do("PUT", "/packages/fiber-100", priced); r.Status != http.StatusOK || r.Body["overage_cents_per_gb"] != 250.0 {
				t.Errorf("priced: %d %s", r.Status, r.Raw)
			}
			if p, err := api.st.PackageByCode(t.Context(), "fiber-100"); err != nil || p.OverageCentsPerGB != 250 {
				t.Errorf("stored price: %+v %v", p, err)
			}
			if r := api.do("PUT", "/packages/fiber-100", fiber100(6495, 500)); r.Status != http.StatusOK || r.Body["overage_cents_per_gb"] != 0.0 {
				t.Errorf("without a price: %d %s", r.Status, r.Raw)
			}
			for name, body := range map[string]map[string]any{
				"negative price":     {"overage_cents_per_gb": -1, "cap_gb": 500},
				"too dear":           {"overage_cents_per_gb": 10_001, "cap_gb": 500},
				"price on unlimited": {"overage_cents_per_gb": 200, "cap_gb": nil},
			} {
				b := fiber100(6495, body["cap_gb"])
				b["overage_cents_per_gb"] = body["overage_cents_per_gb"]
				wantFields(t, name, api.do("PUT", "/packages/fiber-100", b), http.StatusBadRequest, "overage_cents_per_gb")
			}
			want(t, "back to unlimited", api.do("PUT", "/packages/fiber-100", fiber100(6495, nil)), http.StatusOK)

			for _, code := range []string{"a", "b", "c"} {
				want(t, "PUT "+code, api.do("PUT", "/packages/"+code, fiber100(1000, 100)), http.StatusCreated)
			}
			if codes := pages(t, api, "/packages", "code"); !slices.Equal(codes, []string{"a", "b", "c", "fiber-100"}) {
				t.Errorf("list: %v", codes)
			}

			listMatchesGet(t, api, "/packages", "code")

			for _, c := range []struct {
				name   string
				body   any
				fields []string
			}{
				{"bad JSON", `{"name":`, nil},
				{"missing fields", map[string]any{"technology": "cable", "download_mbps": 0}, []string{"name.en", "technology", "download_mbps", "upload_mbps", "monthly_fee_cents"}},
				{"wrong type", map[string]any{"name": map[string]any{"en": "x"}, "download_mbps": "fast"}, []string{"download_mbps"}},
				{"unknown field", map[string]any{"name": map[string]any{"en": "x"}, "colour": "blue"}, []string{"colour"}},
				{"another code", func() map[string]any { b := fiber100(1, 1); b["code"] = "other"; return b }(), []string{"code"}},
				{"bad link", func() map[string]any { b := fiber100(1, 1); b["link"] = "javascript:alert(1)"; return b }(), []string{"link"}},
				{"negative fee", fiber100(-1, 1), []string{"monthly_fee_cents"}},
			} {
				wantFields(t, c.name, api.do("PUT", "/packages/fiber-100", c.body), http.StatusBadRequest, c.fields...)
			}
			wantFields(t, "bad code", api.do("PUT", "/packages/-x", fiber100(1, 1)), http.StatusBadRequest, "code")
			wantFields(t, "bad limit", api.do("GET", "/packages?limit=0", nil), http.StatusBadRequest, "limit")
			revoked(t, api, "GET", "/packages")
		})
	}
}

// phoneBasic is a phone package body.
func phoneBasic(fee int) map[string]any {
	return map[string]any{"name": map[string]any{"en": "Home Phone", "fr": "Téléphone résidentiel"}, "monthly_fee_cents": fee}
}

// TestPhonePackages: the phone catalog; a fee change reaches its lines.
func TestPhonePackages(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			api := newTestAPI(t, e.Open(t), provisioning.Options{})
			unauthorized(t, api, "GET", "/phone-packages/home", nil)
			r := idempotentPut(t, api, "/phone-packages/home", phoneBasic(2500), phoneBasic(2795))
			if r.Body["monthly_fee_cents"] != 2795.0 {
				t.Errorf("replaced: %s", r.Raw)
			}
			want(t, "GET", api.do("GET", "/phone-packages/home", nil), http.StatusOK)
			want(t, "unknown", api.do("GET", "/phone-packages/nope", nil), http.StatusNotFound)
			for _, code := range []string{"a", "b"} {
				want(t, "PUT "+code, api.do("PUT", "/phone-packages/"+code, phoneBasic(100)), http.StatusCreated)
			}
			if codes := pages(t, api, "/phone-packages", "code"); !slices.Equal(codes, []string{"a", "b", "home"}) {
				t.Errorf("list: %v", codes)
			}
			listMatchesGet(t, api, "/phone-packages", "code")
			wantFields(t, "missing", api.do("PUT", "/phone-packages/home", map[string]any{"name": map[string]any{"fr": "x"}}),
				http.StatusBadRequest, "name.en", "monthly_fee_cents")
			wantFields(t, "unknown field", api.do("PUT", "/phone-packages/home", map[string]any{"fee": 1}), http.StatusBadRequest, "fee")
			wantFields(t, "wrong type", api.do("PUT", "/phone-packages/home", map[string]any{"name": map[string]any{"en": "x"}, "monthly_fee_cents": "25.00"}),
				http.StatusBadRequest, "monthly_fee_cents")
			want(t, "bad JSON", api.do("PUT", "/phone-packages/home", `{"name"`), http.StatusBadRequest)
			revoked(t, api, "GET", "/phone-packages")
		})
	}
}

// TestConcurrentNewPackages: packages created at the same time each get
// their own id (the store numbers them; a number taken meanwhile is taken
// again, never overwritten).
func TestConcurrentNewPackages(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			api := newTestAPI(t, e.Open(t), provisioning.Options{})
			fee := int64(1000)
			const n = 8
			var wg sync.WaitGroup
			errs := make(chan error, n)
			for i := range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, _, err := api.svc.PutPackage(context.Background(), actor, fmt.Sprintf("p%d", i), provisioning.Package{
						Name: provisioning.Names{EN: "P"}, Technology: "fiber", DownloadMbps: 10, UploadMbps: 1, MonthlyFeeCents: &fee})
					errs <- err
				}()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				if err != nil {
					t.Error(err)
				}
			}
			ids := map[int64]string{}
			for i := range n {
				code := fmt.Sprintf("p%d", i)
				p, err := api.st.PackageByCode(context.Background(), code)
				if err != nil {
					t.Fatalf("%s: %v", code, err)
				}
				if other, dup := ids[p.ID]; dup {
					t.Errorf("%s and %s share id %d", code, other, p.ID)
				}
				ids[p.ID] = code
			}
		})
	}
}
