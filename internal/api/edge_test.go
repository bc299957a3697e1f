package api_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store/storetest"
)

// ownerTargets names, for every write the endpoint serves, a target that
// avery owns in edgeWorld. A write added to routes.go without a line here
// fails TestInputThatCannotBeStoredIsRefusedAtTheEdge.
func ownerTargets(w *world) map[string]string {
	return map[string]string{
		"POST me.{}/activeuser":                "me.1/activeuser",
		"POST me.{}/firstmacregister":          "me.1/firstmacregister",
		"POST me.{}/clienterror":               "me.1/clienterror",
		"POST me.{}/feedback":                  "me.1/feedback",
		"POST user.{}/serviceemail.{}":         "user.1001/serviceemail." + itoa(w.emails["shop@demo.test"]),
		"POST user.{}/packageupgrade.{}":       "user.1001/packageupgrade.71001",
		"POST user.{}/notificationpreferences": "user.1001/notificationpreferences",
		"POST user.{}/trafficpack":             "user.1001/trafficpack",
		"POST user.{}/slowdown":                "user.1001/slowdown",
		"POST user.{}/offerquery":              "user.1001/offerquery",
		"POST user.{}/wifisettings.{}":         "user.1001/wifisettings.1001",
		"POST user.{}/wifidevicealias":         "user.1001/wifidevicealias",
		"POST user.{}/cpegraphs":               "user.1001/cpegraphs",
		"POST user.{}/routerrestart.{}":        "user.1001/routerrestart.1001",
		"POST user.{}/cleardisruptiveticket":   "user.1001/cleardisruptiveticket",
		"POST user.{}/ipaddr_autoregister":     "user.1001/ipaddr_autoregister",
		"POST user.{}/ratingsurvey":            "user.1001/ratingsurvey",

		"POST user.{}/ipaddr_registermac":                    "user.1001/ipaddr_registermac",
		"POST user.{}/ipaddr_registermac.{}":                 "user.1001/ipaddr_registermac.1",
		"POST user.{}/billingpackage.{}/emergencyprofile":    "user.1001/billingpackage.71/emergencyprofile",
		"POST user.{}/billingpackage.{}/emergencyprofile.{}": "user.1001/billingpackage.71/emergencyprofile.1",
		"POST emergencyprofile_associate":                    "emergencyprofile_associate",
		"POST user.{}/emergencyprofile_associate":            "user.1001/emergencyprofile_associate",
		"POST voipfeatures.{}":                               "voipfeatures.7101",
		"POST user.{}/voipfeatures.{}":                       "user.1001/voipfeatures.7201",
		"POST voipldadd":                                     "voipldadd",
		"POST user.{}/voipldadd":                             "user.1001/voipldadd",

		"POST user.{}/accountinfoupdate": "user.1001/accountinfoupdate",
		"POST user.{}/epayment":          "user.1001/epayment",
		"POST user.{}/cctoken.{}":        "user.1001/cctoken.1",
		"POST user.{}/eftphoto":          "user.1001/eftphoto",

		"POST user.{}/documentupload": "user.1001/documentupload",
		"POST user.{}/contract":       "user.1001/contract",
		"POST user.{}/agreement":      "user.1001/agreement",
		"POST user.{}/contract.{}":    "user.1001/contract.0123456789abcdef0123456789abcdef",
		"POST user.{}/agreement.{}":   "user.1001/agreement.0123456789abcdef0123456789abcdef",

		"POST user.{}/supportticket":                 "user.1001/supportticket",
		"POST user.{}/supportticket.{}/supportreply": "user.1001/supportticket.1/supportreply",
		"POST user.{}/supportticket.{}/supportclose": "user.1001/supportticket.1/supportclose",
	}
}

// bodyFields are every field name a write reads.
var bodyFields = []string{"user", "hw", "seg", "message", "where", "context", "abandon", "forwarding", "forwardingaddress",
	"packageid", "offercode", "slowdown_mode", "wifi_enabled", "wifi_ssid", "wifi_password", "guest_enabled", "guest_ssid",
	"guest_password", "mac", "alias", "metric", "from", "signature", "rate", "rate_options", "comment",
	"static", "mac_address", "description", "mode", "firstname", "lastname", "streetnumber", "streetname", "unit",
	"ruraladdress", "ruraladditionalinfo", "city", "province", "postalcode", "obsolete", "emergencyprofileid",
	"dnbillingpackageserviceid", "billingpackageid", "amount", "vm_password", "vm_email", "cf_number", "vm_timeout",
	"type", "rows", "operation", "current", "address2", "callback", "comments", "sessiontoken", "cctoken",
	"term", "name", "companyname", "agreement", "docpost", "category", "enabled"}

// TestInputThatCannotBeStoredIsRefusedAtTheEdge sends every write, on both
// engines, what the store could not keep — a NUL in each field, bytes that
// are not UTF-8, strings over the limit, a body that is not JSON — and
// expects 450 with a message for each; then the longest strings the edge
// lets through, which each resource must refuse or take, never with a 500.
// Nothing may be logged as an error.
//
// covers: PLAT-083, PLAT-094
func TestInputThatCannotBeStoredIsRefusedAtTheEdge(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			w := phoneWorld(t, e.Open)
			ctx := context.Background()
			must := func(err error) {
				t.Helper()
				if err != nil {
					t.Fatal(err)
				}
			}
			must(w.st.PutPackage(ctx, portal.Package{ID: 63, Description: "Fiber 100", Technology: "fiber", CapGB: 400, MonthlyFeeCents: 7495, Active: true}))
			must(w.st.PutPackage(ctx, portal.Package{ID: 64, Description: "Fiber 300", Technology: "fiber", CapGB: 800, MonthlyFeeCents: 8995, Active: true}))
			must(w.st.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 71001, AccountID: 1001, PackageID: 63, ChangedAt: time.Now().AddDate(0, -3, 0)}))
			var logs bytes.Buffer
			w.h = endpoint(w.t, w.st, api.Config{SSO: w.sso, Log: slog.New(slog.NewTextHandler(&logs, nil)), RatePerSecond: 1e9, RateBurst: 1 << 30},
				services.Options{})

			targets := ownerTargets(w)
			for _, r := range w.h.(*api.API).Routes() {
				if strings.HasPrefix(r, "POST ") && targets[r] == "" {
					t.Fatalf("no owner target for %s in ownerTargets", r)
				}
			}
			post := func(target, contentType string, body []byte) answer {
				req := httptest.NewRequest(http.MethodPost, "/api?target="+url.QueryEscape(target), bytes.NewReader(body))
				req.RemoteAddr = "192.168.1.20:5555"
				req.Header.Set("x-omicron", w.token)
				req.Header.Set("Idempotency-Key", w.nextKey())
				if contentType != "" {
					req.Header.Set("Content-Type", contentType)
				}
				rec := httptest.NewRecorder()
				w.h.ServeHTTP(rec, req)
				return answer{status: rec.Code, body: map[string]any{"raw": rec.Body.String()}}
			}
			refused := func(name string, a answer) {
				t.Helper()
				if a.status != 450 || !strings.Contains(a.body["raw"].(string), `"message":"`) {
					t.Errorf("%s: %d %s", name, a.status, a.body["raw"])
				}
			}
			long := strings.Repeat("é", 10_001)
			for kind, target := range targets {
				for _, f := range bodyFields {
					refused(kind+" NUL in "+f, post(target, "application/json", []byte(`{"`+f+`":"a\u0000b"}`)))
					refused(kind+" long "+f, post(target, "application/json", []byte(`{"`+f+`":"`+long+`"}`)))
				}
				refused(kind+" NUL in a key", post(target, "application/json", []byte(`{"a\u0000":1}`)))
				refused(kind+" nested NUL", post(target, "application/json", []byte(`{"x":[{"y":"\u0000"}]}`)))
				refused(kind+" invalid UTF-8", post(target, "application/json", []byte("{\"message\":\"\xff\xfe\"}")))
				refused(kind+" text/plain", post(target, "text/plain", []byte(`{}`)))
				refused(kind+" JSON with another charset", post(target, "application/json; charset=latin1", []byte(`{}`)))
				refused(kind+" no Content-Type", post(target, "", []byte(`{"message":"x"}`)))
				// The longest strings the edge takes: each resource refuses or
				// takes them, never with a 500.
				at := strings.Repeat("é", 10_000)
				for _, f := range bodyFields {
					if a := post(target, "application/json; charset=utf-8", []byte(`{"`+f+`":"`+at+`"}`)); a.status >= 500 {
						t.Errorf("%s with a %d-character %s: %d %s", kind, 10_000, f, a.status, a.body["raw"])
					}
				}
			}
			if strings.Contains(logs.String(), "level=ERROR") {
				t.Errorf("errors were logged:\n%s", logs.String())
			}
		})
	}
}
