package provider

import (
	"context"
	"net/http"
	"slices"
	"testing"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/store/storetest"
)

// averyAccount is an account body; city varies it.
func averyAccount(city string) map[string]any {
	return map[string]any{"name": "Avery Fields", "name2": "", "address": "4821 Gaetz Ave", "postalcode": "T4N 4A9",
		"city": city, "regionid": 1,
		"phonenumbers":   []any{map[string]any{"description": "Home", "phoneno": "(403) 555-0142"}},
		"emailaddresses": []any{map[string]any{"email": "Avery@Example.com"}},
		"vip":            true, "language": "fr", "ar": true}
}

// TestAccounts: an account's PUT, GET, list and DELETE, and its refusals.
func TestAccounts(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			api := newTestAPI(t, e.Open(t), provisioning.Options{})
			unauthorized(t, api, "GET", "/accounts/5001", nil)
			r := idempotentPut(t, api, "/accounts/5001", averyAccount("Red Deer"), averyAccount("Sylvan Lake"))
			if r.Body["city"] != "Sylvan Lake" || r.Body["id"] != 5001.0 {
				t.Errorf("replaced: %s", r.Raw)
			}
			got := api.do("GET", "/accounts/5001", nil)
			want(t, "GET", got, http.StatusOK)
			phones := got.Body["phonenumbers"].([]any)
			emails := got.Body["emailaddresses"].([]any)
			if phones[0].(map[string]any)["phoneno"] != "4035550142" || emails[0].(map[string]any)["email"] != "avery@example.com" {
				t.Errorf("contact info not normalised: %s", got.Raw)
			}
			// What the app reads: flags, contract on file, contact info.
			flags, err := api.st.ServiceFlags(ctx, 5001)
			if err != nil || !flags.HasAr || !flags.HasContactInfo || flags.HasPreinstall || flags.HasBroadband {
				t.Errorf("flags %+v %v", flags, err)
			}
			if c, err := api.st.ContractStatus(ctx, 5001); err != nil || !c.OnFile {
				t.Errorf("contract %+v %v", c, err)
			}
			want(t, "unknown", api.do("GET", "/accounts/5999", nil), http.StatusNotFound)
			want(t, "not an id", api.do("GET", "/accounts/abc", nil), http.StatusNotFound)

			for _, id := range []string{"5002", "5003"} {
				want(t, "PUT "+id, api.do("PUT", "/accounts/"+id, averyAccount("Red Deer")), http.StatusCreated)
			}
			if ids := pages(t, api, "/accounts", "id"); !slices.Equal(ids, []string{"5001", "5002", "5003"}) {
				t.Errorf("list: %v", ids)
			}
			listMatchesGet(t, api, "/accounts", "id")
			wantFields(t, "bad cursor", api.do("GET", "/accounts?after=x", nil), http.StatusBadRequest, "after")

			for _, c := range []struct {
				name   string
				body   any
				fields []string
			}{
				{"bad JSON", `[`, nil},
				{"missing", map[string]any{"city": "x"}, []string{"name", "regionid"}},
				{"wrong type", map[string]any{"name": "x", "regionid": "AB"}, []string{"regionid"}},
				{"unknown field", map[string]any{"name": "x", "regionid": 1, "province": "AB"}, []string{"province"}},
				{"bad contact", map[string]any{"name": "x", "regionid": 1, "language": "de",
					"phonenumbers":   []any{map[string]any{"phoneno": "555"}},
					"emailaddresses": []any{map[string]any{"email": "x@"}}},
					[]string{"language", "phonenumbers[0].phoneno", "emailaddresses[0].email"}},
				{"another id", map[string]any{"id": 7, "name": "x", "regionid": 1}, []string{"id"}},
				{"control character", map[string]any{"name": "x\x1b[2J", "regionid": 1}, []string{"name"}},
			} {
				wantFields(t, c.name, api.do("PUT", "/accounts/5001", c.body), http.StatusBadRequest, c.fields...)
			}
			wantFields(t, "bad path id", api.do("PUT", "/accounts/0", averyAccount("x")), http.StatusBadRequest, "id")
			wantFields(t, "unknown region", api.do("PUT", "/accounts/5001", map[string]any{"name": "x", "regionid": 99}),
				http.StatusUnprocessableEntity, "regionid")

			// DELETE: refused while a login links the account.
			id, err := api.st.CreateIdentity(ctx, "avery@example.com", "")
			if err != nil {
				t.Fatal(err)
			}
			if err := api.st.LinkAccount(ctx, id, 5003, false); err != nil {
				t.Fatal(err)
			}
			want(t, "linked", api.do("DELETE", "/accounts/5003", nil), http.StatusConflict)
			want(t, "delete", api.do("DELETE", "/accounts/5002", nil), http.StatusNoContent)
			want(t, "deleted", api.do("GET", "/accounts/5002", nil), http.StatusNotFound)
			want(t, "delete again", api.do("DELETE", "/accounts/5002", nil), http.StatusNotFound)
			if _, err := api.st.AccountByID(ctx, 5002); err != portal.ErrNoRows {
				t.Errorf("the deleted account reads %v", err)
			}
			revoked(t, api, "GET", "/accounts")
		})
	}
}

// withAccount provisions the catalog and account 5001 for the service
// tests.
func withAccount(t *testing.T, api *testAPI) {
	t.Helper()
	want(t, "package", api.do("PUT", "/packages/fiber-100", fiber100(5995, 500)), http.StatusCreated)
	want(t, "package", api.do("PUT", "/packages/fiber-1000", fiber100(9995, nil)), http.StatusCreated)
	want(t, "phone package", api.do("PUT", "/phone-packages/home", phoneBasic(2500)), http.StatusCreated)
	want(t, "account", api.do("PUT", "/accounts/5001", averyAccount("Red Deer")), http.StatusCreated)
}

// internetBody is an internet service body on package pkg.
func internetBody(pkg, ssid string) map[string]any {
	return map[string]any{"package": pkg, "router": true, "nat": true, "billing_day": 15,
		"wifi":      map[string]any{"ssid": ssid, "password": "correct-horse-9"},
		"addresses": map[string]any{"base": 1, "addons": 2, "addons_static": true}}
}

// TestInternet: an account's internet service; a resend keeps the
// subscriber's own Wi-Fi settings.
func TestInternet(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			api := newTestAPI(t, e.Open(t), provisioning.Options{})
			withAccount(t, api)
			unauthorized(t, api, "PUT", "/accounts/5001/internet", internetBody("fiber-100", "Fields"))
			r := idempotentPut(t, api, "/accounts/5001/internet", internetBody("fiber-100", "Fields"), internetBody("fiber-1000", "Fields"))
			if r.Body["package"] != "fiber-1000" || r.Body["bpid"] == nil || r.Body["billing_day"] != 15.0 {
				t.Errorf("replaced: %s", r.Raw)
			}
			flags, _ := api.st.ServiceFlags(ctx, 5001)
			if !flags.HasBroadband || !flags.HasRouter || !flags.HasWiFi || !flags.HasAr {
				t.Errorf("flags %+v", flags)
			}
			plan, err := api.st.AddressPlan(ctx, 5001)
			if err != nil || !plan.NAT || plan.AddonTotal != 2 || !plan.AddonCanBeStatic {
				t.Errorf("address plan %+v %v", plan, err)
			}
			// The subscriber renames the network in the app; the nightly
			// resend keeps it, a new setting from the provider replaces it.
			w, _ := api.st.WifiSettings(ctx, 5001)
			w.WifiSSID = "Avery's"
			if err := api.st.PutWifiSettings(ctx, w); err != nil {
				t.Fatal(err)
			}
			want(t, "resend", api.do("PUT", "/accounts/5001/internet", internetBody("fiber-1000", "Fields")), http.StatusOK)
			if w, _ := api.st.WifiSettings(ctx, 5001); w.WifiSSID != "Avery's" {
				t.Errorf("a resend undid the subscriber's SSID: %q", w.WifiSSID)
			}
			want(t, "new SSID", api.do("PUT", "/accounts/5001/internet", internetBody("fiber-1000", "Fields-2")), http.StatusOK)
			if w, _ := api.st.WifiSettings(ctx, 5001); w.WifiSSID != "Fields-2" {
				t.Errorf("the provider's new SSID: %q", w.WifiSSID)
			}
			want(t, "GET", api.do("GET", "/accounts/5001/internet", nil), http.StatusOK)

			wantFields(t, "unknown package", api.do("PUT", "/accounts/5001/internet", internetBody("nope", "x")),
				http.StatusUnprocessableEntity, "package")
			want(t, "unknown account", api.do("PUT", "/accounts/5999/internet", internetBody("fiber-100", "x")), http.StatusNotFound)
			for _, c := range []struct {
				name   string
				body   any
				fields []string
			}{
				{"bad JSON", `{"package": "fiber-100",}`, nil},
				{"missing", map[string]any{"router": true}, []string{"package"}},
				{"wifi without router", map[string]any{"package": "fiber-100", "wifi": map[string]any{"ssid": "a", "password": "correct-horse-9"}}, []string{"wifi"}},
				{"bad wifi", map[string]any{"package": "fiber-100", "router": true, "wifi": map[string]any{"ssid": "", "password": "x"}}, []string{"wifi.ssid"}},
				{"bad billing day", map[string]any{"package": "fiber-100", "billing_day": 31}, []string{"billing_day"}},
				{"wrong type", map[string]any{"package": "fiber-100", "router": "yes"}, []string{"router"}},
				{"unknown field", map[string]any{"package": "fiber-100", "modem": true}, []string{"modem"}},
			} {
				wantFields(t, c.name, api.do("PUT", "/accounts/5001/internet", c.body), http.StatusBadRequest, c.fields...)
			}

			want(t, "delete", api.do("DELETE", "/accounts/5001/internet", nil), http.StatusNoContent)
			want(t, "deleted", api.do("GET", "/accounts/5001/internet", nil), http.StatusNotFound)
			want(t, "delete again", api.do("DELETE", "/accounts/5001/internet", nil), http.StatusNotFound)
			if flags, _ := api.st.ServiceFlags(ctx, 5001); flags.HasBroadband || flags.HasWiFi || flags.HasRouter || !flags.HasAr {
				t.Errorf("flags after delete %+v", flags)
			}
			revoked(t, api, "GET", "/accounts/5001/internet")
		})
	}
}

// TestPhone: an account's phone lines; a line kept keeps its 911 profile.
func TestPhone(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			api := newTestAPI(t, e.Open(t), provisioning.Options{})
			withAccount(t, api)
			want(t, "account 5002", api.do("PUT", "/accounts/5002", averyAccount("Red Deer")), http.StatusCreated)
			line := func(id int, numbers ...string) map[string]any {
				return map[string]any{"id": id, "package": "home", "numbers": numbers}
			}
			body := func(lines ...any) map[string]any { return map[string]any{"lines": lines} }
			unauthorized(t, api, "GET", "/accounts/5001/phone", nil)
			idempotentPut(t, api, "/accounts/5001/phone", body(line(81, "4035550100")),
				body(line(81, "4035550100", "403-555-0101"), line(82, "4035550102")))
			pkgs, err := api.st.PhonePackages(ctx, 5001)
			if err != nil || len(pkgs) != 2 || pkgs[0].Description != "Home Phone" || len(pkgs[0].Numbers) != 2 {
				t.Fatalf("phone packages %+v %v", pkgs, err)
			}
			if flags, _ := api.st.ServiceFlags(ctx, 5001); !flags.HasPhone {
				t.Errorf("flags %+v", flags)
			}
			// A 911 profile of a kept number stays; a catalog fee change
			// reaches the line.
			profile, err := api.st.AddEmergencyProfile(ctx, 81, portal.EmergencyAddress{Mode: 1, FirstName: "A", LastName: "F",
				StreetNumber: "1", StreetName: "Main", City: "Red Deer", Province: "AB", PostalCode: "T4N 4A9"})
			if err != nil {
				t.Fatal(err)
			}
			want(t, "drop a line", api.do("PUT", "/accounts/5001/phone", body(line(81, "4035550100"))), http.StatusOK)
			if ps, _ := api.st.EmergencyProfiles(ctx, 81); len(ps) != 1 || ps[0].ID != profile {
				t.Errorf("the kept line's 911 profiles: %+v", ps)
			}
			want(t, "fee", api.do("PUT", "/phone-packages/home", phoneBasic(2995)), http.StatusOK)
			services, err := api.st.MonthlyServices(ctx, 5001)
			if err != nil || len(services) != 1 || services[0].FeeCents != 2995 {
				t.Errorf("monthly services %+v %v", services, err)
			}
			got := api.do("GET", "/accounts/5001/phone", nil)
			want(t, "GET", got, http.StatusOK)
			if lines := got.Body["lines"].([]any); len(lines) != 1 {
				t.Errorf("GET: %s", got.Raw)
			}

			wantFields(t, "unknown package", api.do("PUT", "/accounts/5001/phone",
				body(map[string]any{"id": 81, "package": "nope", "numbers": []any{"4035550100"}})),
				http.StatusUnprocessableEntity, "lines[0].package")
			wantFields(t, "another account's line and number", api.do("PUT", "/accounts/5002/phone",
				body(line(81, "4035550199"), line(90, "4035550100"))),
				http.StatusUnprocessableEntity, "lines[0].id", "lines[1].numbers[0]")
			want(t, "unknown account", api.do("PUT", "/accounts/5999/phone", body(line(99, "4035550177"))), http.StatusNotFound)
			for _, c := range []struct {
				name   string
				body   any
				fields []string
			}{
				{"bad JSON", `{"lines": [`, nil},
				{"missing", map[string]any{}, []string{"lines"}},
				{"bad line", body(map[string]any{"id": 0, "package": "", "numbers": []any{"12"}, "profile_type": "x"}),
					[]string{"lines[0].id", "lines[0].package", "lines[0].numbers[0]", "lines[0].profile_type"}},
				{"wrong type", map[string]any{"lines": "81"}, []string{"lines"}},
				{"unknown field", map[string]any{"lines": []any{}, "voicemail": true}, []string{"voicemail"}},
			} {
				wantFields(t, c.name, api.do("PUT", "/accounts/5001/phone", c.body), http.StatusBadRequest, c.fields...)
			}

			want(t, "delete", api.do("DELETE", "/accounts/5001/phone", nil), http.StatusNoContent)
			want(t, "delete again", api.do("DELETE", "/accounts/5001/phone", nil), http.StatusNotFound)
			if flags, _ := api.st.ServiceFlags(ctx, 5001); flags.HasPhone {
				t.Errorf("flags after delete %+v", flags)
			}
			revoked(t, api, "GET", "/accounts/5001/phone")
		})
	}
}
