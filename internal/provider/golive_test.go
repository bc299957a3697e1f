package provider

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/documents"
	"myaccount/internal/files"
	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/services"
	"myaccount/internal/store/storetest"
)

// noSSO is a portal without a single-sign-on cookie.
type noSSO struct{}

func (noSSO) SSOSession(*http.Request) (int64, string, bool, error) { return 0, "", false, nil }

// TestProvisionedAccountWorks: an account that has only what the provider
// API gave it — the catalogs, the account, its internet service and phone
// line, and a login — opens the app: every read of the start-up, the dashboard and the
// Account page answers 200 through the app's own endpoint (/api) on the
// same store, and the package is named in French for a French reader.
func TestProvisionedAccountWorks(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			p := newTestAPI(t, e.Open(t), provisioning.Options{Invitations: &fakeInvitations{}})
			withAccount(t, p)
			want(t, "internet", p.do("PUT", "/accounts/5001/internet", internetBody("fiber-100", "Fields")), http.StatusCreated)
			want(t, "login", p.do("PUT", "/logins/avery@example.com", map[string]any{"accounts": []any{5001}}), http.StatusCreated)
			want(t, "phone", p.do("PUT", "/accounts/5001/phone", map[string]any{"lines": []any{
				map[string]any{"id": 81, "package": "home", "numbers": []any{"4035550100"}}}}), http.StatusCreated)

			// The subscriber accepted the invitation and signed in.
			ident, _, err := p.st.IdentityByLogin(ctx, "avery@example.com")
			if err != nil {
				t.Fatal(err)
			}
			token := "provisioned-session-token-0123"
			if _, err := p.st.CreateSession(ctx, ident.ID, portal.HashToken(token), time.Hour); err != nil {
				t.Fatal(err)
			}
			folder, err := files.NewFolder(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			const publicURL = "http://portal.test"
			app := api.New(api.Config{SSO: noSSO{}, RatePerSecond: 1000, RateBurst: 1000, Services: services.New(p.st, services.Options{
				Files: folder, Gateway: sandbox.New(p.st, sandbox.Options{PublicURL: publicURL}), PublicURL: publicURL,
				Printer:   documents.Printer{Branding: portal.DemoBranding, PortalURL: publicURL + "/ui"},
				Thumbnail: documents.ImageThumbnail})})
			keys := 0
			call := func(method, target, lang string, body any) (int, map[string]any) {
				t.Helper()
				var raw []byte
				if body != nil {
					raw, _ = json.Marshal(body)
				}
				req := httptest.NewRequest(method, "/api?target="+url.QueryEscape(target), bytes.NewReader(raw))
				req.Header.Set("x-omicron", token)
				req.Header.Set("Accept-Language", lang)
				if body != nil {
					req.Header.Set("Content-Type", "application/json")
				}
				keys++
				req.Header.Set("Idempotency-Key", "golive-"+string(rune('a'+keys)))
				rec := httptest.NewRecorder()
				app.ServeHTTP(rec, req)
				var out map[string]any
				_ = json.Unmarshal(rec.Body.Bytes(), &out)
				return rec.Code, out
			}
			if code, body := call("POST", "me.1/activeuser", "en", map[string]any{"user": 5001}); code != http.StatusOK {
				t.Fatalf("activeuser: %d %v", code, body)
			}
			for _, target := range []string{
				// The start-up's reads.
				"me.1/associatedaccounts", "me.1/accountwarning", "me.1/globalnotification",
				"user.5001", "user.5001/serviceidentification", "user.5001/contract",
				// The dashboard and the internet pages.
				"user.5001/broadbandtraffic", "user.5001/broadbandcalendar", "user.5001/currentbroadband",
				"user.5001/upgradable", "user.5001/upgradewizard", "user.5001/slowdown", "user.5001/ratingsurvey",
				"user.5001/wifisettings", "user.5001/wifiDeviceInfo",
				"user.5001/ipaddr_overview", "user.5001/ipaddr_count", "user.5001/isnaton",
				// The Account page and billing.
				"user.5001/accountinfoupdate", "user.5001/accountbalance", "user.5001/epayment",
				"user.5001/autopayment", "user.5001/documentget", "user.5001/serviceemail",
				// The phone pages.
				"user.5001/billingpackage_voip", "user.5001/emergencyprofile_summary", "user.5001/directorynumber",
				"user.5001/voipldbalance",
			} {
				if code, body := call("GET", target, "en", nil); code != http.StatusOK {
					t.Errorf("GET %s: %d %v", target, code, body)
				}
			}
			// The app reads the packages' names in the reader's language.
			for lang, name := range map[string]string{"en": "Fiber 100", "fr": "Fibre 100"} {
				_, body := call("GET", "user.5001/currentbroadband", lang, nil)
				if obj, _ := body["object"].(map[string]any); obj == nil || obj["description"] != name {
					t.Errorf("currentbroadband in %s: %v", lang, body)
				}
			}
			for lang, name := range map[string]string{"en": "Home Phone", "fr": "Téléphone résidentiel"} {
				_, body := call("GET", "user.5001/billingpackage_voip", lang, nil)
				if list, _ := body["list"].([]any); len(list) != 1 || list[0].(map[string]any)["description"] != name {
					t.Errorf("billingpackage_voip in %s: %v", lang, body)
				}
			}
		})
	}
}
