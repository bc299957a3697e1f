package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"math"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/portal"
	"myaccount/internal/services"
)

// inetWorld is newWorld plus the internet area's data: Wi-Fi settings on
// 1001 (avery) and 2001 (blake), a clearable disruptive ticket on 1001,
// avery's router counters (a sample every 5 minutes for 2 hours, the newest
// 10 s ago) and a device's hourly traffic.
func inetWorld(t testing.TB) *world {
	t.Helper()
	w := newWorld(t)
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(w.st.PutWifiSettings(ctx, portal.WifiSettings{AccountID: 1001, WifiEnabled: true, WifiSSID: "Fields-Home",
		WifiPassword: "maple-canoe-4718", GuestEnabled: true, GuestSSID: "Fields-Guest", GuestPassword: "welcome-friends"}))
	must(w.st.PutWifiSettings(ctx, portal.WifiSettings{AccountID: 2001, WifiEnabled: true, WifiSSID: "Moreau",
		WifiPassword: "blake-secret-1"}))
	// A stored hitcap warning besides (as usage ingest opens it): clearing the ticket leaves it.
	_, err := w.st.AddWarning(ctx, portal.AccountWarning{AccountID: 1001, Type: portal.WarningHitCap, Title: "Cap reached", Body: "b"})
	must(err)
	_, err = w.st.AddWarning(ctx, portal.AccountWarning{AccountID: 1001, Type: portal.WarningDisruptiveTicket,
		Title: "Outage", Body: "b", Clearable: true})
	must(err)
	now := time.Now()
	var samples []portal.CPESample
	for i := 24; i >= 0; i-- {
		at := now.Add(-time.Duration(i)*5*time.Minute - 10*time.Second)
		n := int64(24 - i)
		samples = append(samples, portal.CPESample{ID: "t-" + itoa(n), AccountID: 1001, At: at,
			RxBytes: 1_000_000_000 + n*300_000_000, TxBytes: 50_000_000 + n*30_000_000})
	}
	_, _, err = w.st.AddCPESamples(ctx, samples)
	must(err)
	return w
}

// callFrom is w.call from a chosen client address.
func (w *world) callFrom(addr, method, target, token string, body any) answer {
	w.t.Helper()
	enc, _ := json.Marshal(body)
	req := httptest.NewRequest(method, "/api?target="+url.QueryEscape(target), bytes.NewReader(enc))
	req.RemoteAddr = addr
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("x-omicron", token)
	rec := httptest.NewRecorder()
	w.h.ServeHTTP(rec, req)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		w.t.Fatalf("answer is not JSON: %q", rec.Body.String())
	}
	return answer{rec.Code, out, rec.Header()}
}

type inetCase struct {
	name    string
	method  string
	target  string
	blake   bool // the owner is blake (single account) rather than avery
	body    any
	foreign string // the same call naming the other login's account
	bad     []any  // bodies (any) or targets (string starting with "user.") refused with 450
	check   func(t *testing.T, w *world, a answer)
}

func inetCases() []inetCase {
	return []inetCase{
		{
			// covers: NET-080
			name: "wifisettings GET", method: "GET", target: "user.1001/wifisettings", foreign: "user.2001/wifisettings",
			bad: []any{"user.abc/wifisettings"},
			check: func(t *testing.T, w *world, a answer) {
				o := a.object()
				if o["contactid"].(float64) != 1001 || o["wifi_ssid"] != "Fields-Home" || o["wifi_password"] != "maple-canoe-4718" ||
					o["guest_enabled"] != true || o["guest_ssid"] != "Fields-Guest" || o["wifi_enabled"] != true {
					t.Fatalf("object %v", o)
				}
				props := a.body["schema"].(map[string]any)["props"].(map[string]any)
				if props["wifi_ssid"].(map[string]any)["type"] != "oi" || props["guest_enabled"].(map[string]any)["type"] != "bo" {
					t.Fatalf("schema props %v", props)
				}
			},
		},
		{
			// covers: NET-083
			name: "wifisettings POST", method: "POST", target: "user.1001/wifisettings.1001", body: map[string]any{"wifi_ssid": "Fields 5G"},
			foreign: "user.2001/wifisettings.2001",
			bad:     []any{"user.1001/wifisettings.2001", "user.1001/wifisettings.1002", map[string]any{"wifi_ssid": " lead"}},
			check: func(t *testing.T, w *world, a answer) {
				got, _ := w.st.WifiSettings(context.Background(), 1001)
				if got.WifiSSID != "Fields 5G" || got.WifiPassword != "maple-canoe-4718" || !got.GuestEnabled {
					t.Fatalf("stored %+v", got)
				}
			},
		},
		{
			// covers: NET-021
			name: "ratingsurvey GET", method: "GET", target: "user.1001/ratingsurvey", foreign: "user.2001/ratingsurvey",
			bad: []any{"user.1001.5/ratingsurvey"},
			check: func(t *testing.T, w *world, a answer) {
				if a.object()["getrating"] != true || a.object()["rating"] != nil {
					t.Fatalf("object %v", a.object())
				}
				opts := a.body["schema"].(map[string]any)["props"].(map[string]any)["rate_options"].(map[string]any)
				if opts["type"] != "so" || len(opts["dropdownOptions"].([]any)) < 3 {
					t.Fatalf("rate_options %v", opts)
				}
			},
		},
		{
			// covers: NET-028
			name: "ratingsurvey POST", method: "POST", target: "user.1001/ratingsurvey",
			body: map[string]any{"rate": 8, "rate_options": "speed price", "comment": "Fast."}, foreign: "user.2001/ratingsurvey",
			bad: []any{map[string]any{"rate": 11}, map[string]any{"rate": 0}, map[string]any{"rate_options": "speed"}},
			check: func(t *testing.T, w *world, a answer) {
				if a.body["message"] != "Thank you for taking the time to rate us!" {
					t.Fatalf("message %v", a.body["message"])
				}
				r, _ := w.st.LatestRating(context.Background(), 1001)
				if r.Rate != 8 || r.Options != "speed price" || r.Comment != "Fast." || r.IdentityID != w.avery {
					t.Fatalf("stored %+v", r)
				}
			},
		},
		{
			// covers: NET-091, NET-093
			name: "cleardisruptiveticket", method: "POST", target: "user.1001/cleardisruptiveticket",
			body: map[string]any{"signature": "avery  FIELDS"}, foreign: "user.2001/cleardisruptiveticket",
			bad: []any{map[string]any{}, map[string]any{"signature": "Blake Moreau"}, map[string]any{"signature": 5}},
			check: func(t *testing.T, w *world, a answer) {
				sigs, _ := w.st.TicketSignatures(context.Background(), 1001)
				if len(sigs) != 1 || sigs[0].Signature != "avery FIELDS" {
					t.Fatalf("signatures %+v", sigs)
				}
			},
		},
		{
			// covers: NET-097, NET-100
			name: "ipaddr_autoregister", method: "POST", target: "user.2001/ipaddr_autoregister", blake: true, body: map[string]any{},
			foreign: "user.1001/ipaddr_autoregister", bad: []any{"user.x/ipaddr_autoregister"},
			check: func(t *testing.T, w *world, a answer) {
				ips, _ := w.st.IPRegistrations(context.Background(), 2001)
				open, _ := w.st.OpenWarnings(context.Background(), []int64{2001})
				if len(ips) != 1 || ips[0] != "192.168.1.20" || len(open) != 0 {
					t.Fatalf("registrations %v, open %v", ips, open)
				}
			},
		},
		{
			name: "wifidevicealias", method: "POST", target: "user.1001/wifidevicealias",
			body: map[string]any{"mac": "AA:BB:CC:00:00:01", "alias": "  Kitchen iPad "}, foreign: "user.2001/wifidevicealias",
			bad: []any{map[string]any{"mac": "aa:bb:cc:00:00:09", "alias": "x"}, map[string]any{"mac": "aa-bb", "alias": "x"},
				map[string]any{"mac": "aa:bb:cc:00:00:01", "alias": strings.Repeat("x", 33)}},
			check: func(t *testing.T, w *world, a answer) {
				ds, _ := w.st.WifiDevices(context.Background(), 1001)
				if ds[0].Alias != "Kitchen iPad" {
					t.Fatalf("alias %q", ds[0].Alias)
				}
			},
		},
		{
			// covers: MISC-018
			name: "cpefastpull", method: "GET", target: "user.1001/cpefastpull.1001", foreign: "user.2001/cpefastpull.2001",
			bad: []any{"user.1001/cpefastpull.2001", "user.1001/cpefastpull.1002"},
			check: func(t *testing.T, w *world, a answer) {
				o := a.object()
				if o["interface"] != "ether1" || o["rx_bytes"].(float64) != 1_000_000_000+24*300_000_000 ||
					o["tx_bytes"].(float64) != 50_000_000+24*30_000_000 || time.Since(time.UnixMilli(int64(o["timestamp"].(float64)))) > time.Minute {
					t.Fatalf("object %v", o)
				}
			},
		},
		{
			// covers: MISC-021, MISC-022, MISC-023
			name: "cpegraphs", method: "POST", target: "user.1001/cpegraphs",
			body: map[string]any{"metric": "eth.wan.if_octets.rx", "from": time.Now().Add(-time.Hour).Unix()}, foreign: "user.2001/cpegraphs",
			bad: []any{map[string]any{"metric": "eth.lan.if_octets.rx", "from": time.Now().Unix() - 60},
				map[string]any{"metric": "wifi.aa:bb:cc:00:00:09.if_octets.rx", "from": time.Now().Unix() - 60},
				map[string]any{"metric": "eth.wan.if_octets.rx", "from": "yesterday"}},
			check: func(t *testing.T, w *world, a answer) {
				data := a.object()["data"].([]any)
				if a.object()["metric"] != "eth.wan.if_octets.rx" || len(data) != 12 {
					t.Fatalf("object %v", a.object())
				}
				p := data[0].([]any)
				if p[0].(float64) != 1_000_000 { // 300 MB per 300 s
					t.Fatalf("point %v", p)
				}
			},
		},
	}
}

// TestInternetResources runs every internet target through the scenarios
// api.md asks of each: the owner succeeds, a foreign id answers exactly like
// a missing one, no token is 401, and each bad input is 450 with a message.
//
// covers: NET-080, NET-083, NET-021, NET-028, NET-091, NET-097, MISC-018, MISC-021
func TestInternetResources(t *testing.T) {
	for _, c := range inetCases() {
		t.Run(c.name, func(t *testing.T) {
			w := inetWorld(t)
			// The cases again, after the world: bodies hold times relative to its data.
			for _, fresh := range inetCases() {
				if fresh.name == c.name {
					c = fresh
				}
			}
			tok := w.token
			if c.blake {
				tok = w.btoken
			}
			a := w.call(c.method, c.target, tok, c.body)
			if a.status != 200 || a.body["error"].(float64) != 0 || a.body["message"] == nil {
				t.Fatalf("owner: %d %v", a.status, a.body)
			}
			if write := c.method == "POST" && c.name != "cpegraphs"; write && (a.body["success"] != true || a.body["message"] == "") {
				t.Fatalf("a write answers success and a message: %v", a.body)
			}
			if c.check != nil {
				c.check(t, w, a)
			}
			foreign := w.call(c.method, c.foreign, tok, c.body)
			missing := w.call(c.method, missingTwin(strings.ReplaceAll(c.foreign, "user.1001", "user.2001")), tok, c.body)
			if foreign.status != 450 || foreign.status != missing.status || foreign.body["message"] != missing.body["message"] {
				t.Fatalf("foreign %d %v vs missing %d %v", foreign.status, foreign.body, missing.status, missing.body)
			}
			if a := w.call(c.method, c.target, "", c.body); a.status != 401 {
				t.Fatalf("no token: %d", a.status)
			}
			for _, bad := range c.bad {
				target, body := c.target, c.body
				if s, ok := bad.(string); ok && strings.HasPrefix(s, "user.") {
					target = s
				} else {
					body = bad
				}
				a := w.call(c.method, target, tok, body)
				if a.status != 450 || a.body["message"] == "" {
					t.Fatalf("bad %v: %d %v", bad, a.status, a.body)
				}
			}
		})
	}
}

// Every save is checked against the served descriptor's rules and a refused
// save changes nothing; guest fields matter only while the guest network is on.
//
// covers: NET-083, NET-085
func TestWifiSettingsRules(t *testing.T) {
	long := strings.Repeat("a", 33)
	cases := []struct {
		name string
		body map[string]any
		ok   bool
		msg  string // part of the refusal message
	}{
		{"new main network", map[string]any{"wifi_ssid": "Casa Fields", "wifi_password": "a b c d e f!"}, true, ""},
		{"ssid of 32", map[string]any{"wifi_ssid": strings.Repeat("a", 32)}, true, ""},
		{"ssid of 1", map[string]any{"wifi_ssid": "x"}, true, ""},
		{"ssid too long", map[string]any{"wifi_ssid": long}, false, "Network name (SSID)"},
		{"ssid empty", map[string]any{"wifi_ssid": ""}, false, "Missing mandatory fields"},
		{"ssid null", map[string]any{"wifi_ssid": nil}, false, "Missing mandatory fields"},
		{"ssid trailing space", map[string]any{"wifi_ssid": "Home "}, false, "Network name (SSID)"},
		{"ssid non-ASCII", map[string]any{"wifi_ssid": "Zoë"}, false, "no accents"},
		{"ssid control char", map[string]any{"wifi_ssid": "a\tb"}, false, "Network name (SSID)"},
		{"password 7", map[string]any{"wifi_password": "1234567"}, false, "Wi-Fi password"},
		{"password 8", map[string]any{"wifi_password": "12345678"}, true, ""},
		{"password 63", map[string]any{"wifi_password": strings.Repeat("p", 63)}, true, ""},
		{"password 64", map[string]any{"wifi_password": strings.Repeat("p", 64)}, false, "Wi-Fi password"},
		{"password non-ASCII", map[string]any{"wifi_password": "pässwörd123"}, false, "Wi-Fi password"},
		// A number would be stored as its rounded digits: a password is text.
		{"password as a number", map[string]any{"wifi_password": json.Number("12345678901234567890")}, false, "Wi-Fi password"},
		{"small password as a number", map[string]any{"wifi_password": json.Number("12345678")}, false, "Wi-Fi password"},
		{"guest password as a number", map[string]any{"guest_password": json.Number("98765432109876543210")}, false, "Guest network password"},
		{"ssid as a number", map[string]any{"wifi_ssid": json.Number("1e21")}, false, "Network name (SSID)"},
		{"enabled not boolean", map[string]any{"wifi_enabled": "yes"}, false, "Some inputs have invalid format"},
		{"unknown field", map[string]any{"channel": 6}, false, "Some inputs have invalid format"},
		{"guest same name", map[string]any{"guest_ssid": "fields-home"}, false, "guest network name must be different"},
		{"guest on without name", map[string]any{"guest_ssid": ""}, false, "Guest network name (SSID)"},
		{"guest off clears guest fields", map[string]any{"guest_enabled": false, "guest_ssid": "", "guest_password": nil}, true, ""},
		{"guest bad password", map[string]any{"guest_password": "short"}, false, "Guest network password"},
		{"contactid is ignored", map[string]any{"contactid": 2001, "wifi_enabled": false}, true, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := inetWorld(t)
			before, _ := w.st.WifiSettings(context.Background(), 1001)
			a := w.call("POST", "user.1001/wifisettings.1001", w.token, c.body)
			after, _ := w.st.WifiSettings(context.Background(), 1001)
			if c.ok {
				if a.status != 200 {
					t.Fatalf("refused: %d %v", a.status, a.body)
				}
				return
			}
			msg, _ := a.body["message"].(string)
			if a.status != 450 || !strings.Contains(msg, c.msg) {
				t.Fatalf("want 450 with %q, got %d %v", c.msg, a.status, a.body)
			}
			if after != before {
				t.Fatalf("a refused save changed the settings: %+v", after)
			}
		})
	}
	t.Run("guest off then on needs the guest fields", func(t *testing.T) {
		w := inetWorld(t)
		if a := w.call("POST", "user.2001/wifisettings.2001", w.btoken, map[string]any{"guest_enabled": true}); a.status != 450 ||
			!strings.Contains(a.body["message"].(string), "Guest network name (SSID)") || !strings.Contains(a.body["message"].(string), "Guest network password") {
			t.Fatalf("guest on without fields: %d %v", a.status, a.body)
		}
		a := w.call("POST", "user.2001/wifisettings.2001", w.btoken, map[string]any{"guest_enabled": true, "guest_ssid": "Moreau Guest", "guest_password": "visitors-2026"})
		got, _ := w.st.WifiSettings(context.Background(), 2001)
		if a.status != 200 || !got.GuestEnabled || got.GuestSSID != "Moreau Guest" || got.WifiSSID != "Moreau" {
			t.Fatalf("%d %v %+v", a.status, a.body, got)
		}
	})
}

// Passwords never reach the logs, whether a save succeeds or is refused.
//
// covers: NET-083
func TestWifiPasswordsNotLogged(t *testing.T) {
	w := inetWorld(t)
	var buf bytes.Buffer
	w.h = endpoint(w.t, w.st, api.Config{
		Log: slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))}, services.Options{})
	for _, body := range []map[string]any{
		{"wifi_password": "Sup3r-Secret-Pass"},
		{"wifi_password": "Sup3r-Secret-Pass", "guest_ssid": "fields-home"},
		{"guest_password": "Sup3r-Secret-Pass", "wifi_ssid": strings.Repeat("x", 40)},
		{"wifi_password": map[string]any{"Sup3r-Secret-Pass": true}},
	} {
		w.call("POST", "user.1001/wifisettings.1001", w.token, body)
	}
	w.call("GET", "user.1001/wifisettings", w.token, nil)
	if strings.Contains(buf.String(), "Sup3r-Secret-Pass") || strings.Contains(buf.String(), "maple-canoe-4718") {
		t.Fatalf("a password was logged:\n%s", buf.String())
	}
}

// An account without Wi-Fi answers 434 for the Wi-Fi resources; without a
// router for the router ones.
//
// covers: NET-080, MISC-018
func TestInternetNoService(t *testing.T) {
	w := inetWorld(t)
	for _, c := range []struct{ method, target, token string }{
		{"GET", "user.1002/wifisettings", w.token},
		{"POST", "user.1002/wifisettings.1002", w.token},
		{"POST", "user.1002/wifidevicealias", w.token},
		{"GET", "user.1002/cpefastpull.1002", w.token},
		{"POST", "user.1002/cpegraphs", w.token},
		{"GET", "user.2001/cpefastpull.2001", w.btoken}, // Wi-Fi but no router
		{"POST", "user.2001/cpegraphs", w.btoken},
	} {
		body := map[string]any{"metric": "eth.wan.if_octets.rx", "from": time.Now().Unix() - 600, "mac": "aa:bb:cc:00:00:09", "alias": "x"}
		if c.method == "GET" {
			body = nil
		}
		if a := w.call(c.method, c.target, c.token, body); a.status != 434 {
			t.Fatalf("%s %s: %d %v", c.method, c.target, a.status, a.body)
		}
	}
}

// A Wi-Fi device's 24-hour chart needs Wi-Fi, not a router: card 1 of the
// Traffic Monitor (with its device view) is for every Wi-Fi account.
//
// covers: MISC-021, MISC-022
func TestDeviceChartWithoutRouter(t *testing.T) {
	w := inetWorld(t)
	a := w.call("POST", "user.2001/cpegraphs", w.btoken, map[string]any{"metric": "wifi.aa:bb:cc:00:00:09.if_octets.rx", "from": time.Now().Unix() - 86400})
	if a.status != 200 {
		t.Fatalf("device chart on a Wi-Fi account without a router: %d %v", a.status, a.body)
	}
	if a := w.call("POST", "user.2001/cpegraphs", w.btoken, map[string]any{"metric": "eth.wan.if_octets.tx", "from": time.Now().Unix() - 600}); a.status != 434 {
		t.Fatalf("WAN chart without a router: %d %v", a.status, a.body)
	}
}

// covers: NET-021, NET-022, NET-028, NET-029, NET-030
func TestRatingSurveyRules(t *testing.T) {
	w := inetWorld(t)
	get := func() map[string]any { return w.call("GET", "user.1001/ratingsurvey", w.token, nil).object() }
	if o := get(); o["getrating"] != true || o["rating"] != nil {
		t.Fatalf("never answered: %v", o)
	}
	ctx := context.Background()
	// An answer older than 180 days asks again; a newer one does not.
	if err := w.st.AddRating(ctx, portal.Rating{AccountID: 1001, Rate: 7, At: time.Now().Add(-181 * 24 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	if o := get(); o["getrating"] != true || o["rating"].(map[string]any)["rate"].(float64) != 7 {
		t.Fatalf("answered 181 days ago: %v", o)
	}
	if err := w.st.AddRating(ctx, portal.Rating{AccountID: 1001, Rate: 9, Options: "wifi", Comment: "ok", At: time.Now().Add(-179 * 24 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	if o := get(); o["getrating"] != false || o["rating"].(map[string]any)["rate_options"] != "wifi" {
		t.Fatalf("answered 179 days ago: %v", o)
	}
	// Declining counts as an answer.
	if o := w.call("GET", "user.2001/ratingsurvey", w.btoken, nil).object(); o["getrating"] != true {
		t.Fatalf("blake: %v", o)
	}
	if a := w.call("POST", "user.2001/ratingsurvey", w.btoken, map[string]any{"rate": -1, "rate_options": ""}); a.status != 200 {
		t.Fatalf("decline: %d %v", a.status, a.body)
	}
	if o := w.call("GET", "user.2001/ratingsurvey", w.btoken, nil).object(); o["getrating"] != false || o["rating"].(map[string]any)["rate"].(float64) != -1 {
		t.Fatalf("after decline: %v", o)
	}

	for _, c := range []struct {
		name string
		body map[string]any
		ok   bool
	}{
		{"1", map[string]any{"rate": 1}, true},
		{"10 with all", map[string]any{"rate": 10, "rate_options": "speed reliability wifi price support billing installation", "comment": strings.Repeat("é", 2000)}, true},
		{"rate as text", map[string]any{"rate": "6", "rate_options": "support"}, true},
		{"decline", map[string]any{"rate": -1, "rate_options": "", "comment": ""}, true},
		{"decline with option", map[string]any{"rate": -1, "rate_options": "speed"}, false},
		{"decline with comment", map[string]any{"rate": -1, "comment": "meh"}, false},
		{"0", map[string]any{"rate": 0}, false},
		{"11", map[string]any{"rate": 11}, false},
		{"-2", map[string]any{"rate": -2}, false},
		{"fraction", map[string]any{"rate": 5.5}, false},
		{"boolean", map[string]any{"rate": true}, false},
		{"missing", map[string]any{"comment": "hi"}, false},
		{"unknown option", map[string]any{"rate": 5, "rate_options": "speed colour"}, false},
		{"repeated option", map[string]any{"rate": 5, "rate_options": "speed speed"}, false},
		{"options as list", map[string]any{"rate": 5, "rate_options": []any{"speed"}}, false},
		{"comment too long", map[string]any{"rate": 5, "comment": strings.Repeat("x", 2001)}, false},
		{"unknown field", map[string]any{"rate": 5, "nps": 5}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := inetWorld(t)
			a := w.call("POST", "user.1001/ratingsurvey", w.token, c.body)
			_, err := w.st.LatestRating(context.Background(), 1001)
			if c.ok != (a.status == 200) || c.ok != (err == nil) {
				t.Fatalf("%d %v (stored: %v)", a.status, a.body, err == nil)
			}
			if !c.ok && a.body["message"] == "" {
				t.Fatal("no message")
			}
		})
	}
}

// covers: NET-091, NET-093, NET-094
func TestClearDisruptiveTicketRules(t *testing.T) {
	holderMsg := "Please sign with the account holder's name, Avery Fields, and your own name if you are not the holder."
	for _, c := range []struct {
		name, signature string
		ok              bool
		msg             string
	}{
		{"holder", "Avery Fields", true, ""},
		{"holder, other case and spaces", "  aVeRy \t fields ", true, ""},
		{"someone else and the holder", "Jordan O'Neil-Smith & Avery Fields", true, ""},
		{"holder last, comma", "Jordan Smith, for Avery Fields.", true, ""},
		{"accents", "Zoë Lévesque for Avery Fields", true, ""},
		{"typographic apostrophe", "Jordan O’Neil, Avery Fields", true, ""},
		{"only someone else", "Jordan Smith", false, holderMsg},
		{"holder's name inside another word", "Xavery Fieldsman", false, holderMsg},
		{"reversed", "Fields Avery", false, holderMsg},
		{"empty", "", false, holderMsg},
		{"blank", "   ", false, holderMsg},
		{"digits", "Avery Fields 2", false, "only letters"},
		{"too long", "Avery Fields " + strings.Repeat("a", 200), false, "2 to 200"},
		{"markup", "<b>Avery Fields</b>", false, "only letters"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := inetWorld(t)
			a := w.call("POST", "user.1001/cleardisruptiveticket", w.token, map[string]any{"signature": c.signature})
			open, _ := w.st.OpenWarnings(context.Background(), []int64{1001})
			if c.ok {
				if a.status != 200 || len(open) != 1 || open[0].Type != portal.WarningHitCap {
					t.Fatalf("%d %v, open %+v", a.status, a.body, open)
				}
				if a := w.call("POST", "user.1001/cleardisruptiveticket", w.token, map[string]any{"signature": c.signature}); a.status != 450 ||
					a.body["message"] != "There is no service notice to clear on this account." {
					t.Fatalf("second clear: %d %v", a.status, a.body)
				}
				return
			}
			msg, _ := a.body["message"].(string)
			if a.status != 450 || !strings.Contains(msg, c.msg) || len(open) != 2 {
				t.Fatalf("want 450 %q: %d %v, open %d", c.msg, a.status, a.body, len(open))
			}
		})
	}
	t.Run("not clearable", func(t *testing.T) {
		w := newWorld(t)
		if _, err := w.st.AddWarning(context.Background(), portal.AccountWarning{AccountID: 1001, Type: portal.WarningDisruptiveTicket, Title: "t", Body: "b"}); err != nil {
			t.Fatal(err)
		}
		if a := w.call("POST", "user.1001/cleardisruptiveticket", w.token, map[string]any{"signature": "Avery Fields"}); a.status != 450 {
			t.Fatalf("non-clearable ticket cleared: %d %v", a.status, a.body)
		}
	})
}

// covers: NET-097, NET-098, NET-099, NET-100
func TestIPAutoRegisterRules(t *testing.T) {
	for _, c := range []struct {
		name, addr, token string
		ok                bool
		msg               string
	}{
		{"home network", "192.168.1.20:4000", "blake", true, ""},
		{"fixed-wireless shared space", "100.72.3.4:4000", "blake", true, ""},
		{"IPv6 unique local", "[fd00::5]:4000", "blake", true, ""},
		{"public address", "203.0.113.7:4000", "blake", false, "Automatic registration works only from a device connected to your home network."},
		{"public IPv6", "[2001:db8::1]:4000", "blake", false, "home network"},
		{"login with several accounts", "192.168.1.20:4000", "avery", false, "more than one account"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := inetWorld(t)
			tok, target, acct := w.btoken, "user.2001/ipaddr_autoregister", int64(2001)
			if c.token == "avery" {
				tok, target, acct = w.token, "user.1001/ipaddr_autoregister", 1001
				if _, err := w.st.AddWarning(context.Background(), portal.AccountWarning{AccountID: 1001, Type: portal.WarningNotRegistered, Title: "t", Body: "b"}); err != nil {
					t.Fatal(err)
				}
			}
			a := w.callFrom(c.addr, "POST", target, tok, map[string]any{})
			ips, _ := w.st.IPRegistrations(context.Background(), acct)
			if c.ok {
				if a.status != 200 || len(ips) != 1 {
					t.Fatalf("%d %v %v", a.status, a.body, ips)
				}
				if a := w.callFrom(c.addr, "POST", target, tok, map[string]any{}); a.status != 450 || a.body["message"] != "There is no unregistered device on this account." {
					t.Fatalf("no warning left: %d %v", a.status, a.body)
				}
				return
			}
			msg, _ := a.body["message"].(string)
			if a.status != 450 || !strings.Contains(msg, c.msg) || len(ips) != 0 {
				t.Fatalf("want 450 %q: %d %v, %v", c.msg, a.status, a.body, ips)
			}
		})
	}
}

// covers: MISC-017
func TestWifiDeviceAliasRules(t *testing.T) {
	for _, c := range []struct {
		name  string
		body  map[string]any
		alias string // stored afterwards
		ok    bool
	}{
		{"set", map[string]any{"mac": "aa:bb:cc:00:00:01", "alias": "Zoë's iPad"}, "Zoë's iPad", true},
		{"32 characters", map[string]any{"mac": "aa:bb:cc:00:00:01", "alias": strings.Repeat("é", 32)}, strings.Repeat("é", 32), true},
		{"clear", map[string]any{"mac": "aa:bb:cc:00:00:01", "alias": ""}, "", true},
		{"clear with null", map[string]any{"mac": "aa:bb:cc:00:00:01", "alias": nil}, "", true},
		{"33 characters", map[string]any{"mac": "aa:bb:cc:00:00:01", "alias": strings.Repeat("é", 33)}, "Avery's phone", false},
		{"control character", map[string]any{"mac": "aa:bb:cc:00:00:01", "alias": "a\nb"}, "Avery's phone", false},
		{"alias missing", map[string]any{"mac": "aa:bb:cc:00:00:01"}, "Avery's phone", false},
		{"alias not text", map[string]any{"mac": "aa:bb:cc:00:00:01", "alias": 5}, "Avery's phone", false},
		{"blake's device", map[string]any{"mac": "aa:bb:cc:00:00:09", "alias": "mine"}, "Avery's phone", false},
		{"bad mac", map[string]any{"mac": "aabbcc000001", "alias": "x"}, "Avery's phone", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := inetWorld(t)
			a := w.call("POST", "user.1001/wifidevicealias", w.token, c.body)
			ds, _ := w.st.WifiDevices(context.Background(), 1001)
			if c.ok != (a.status == 200) || ds[0].Alias != c.alias {
				t.Fatalf("%d %v, alias %q", a.status, a.body, ds[0].Alias)
			}
			if c.name == "blake's device" && a.body["message"] != "That device was not found." {
				t.Fatalf("message %v", a.body["message"])
			}
		})
	}
}

// covers: MISC-018
func TestCPEFastPullStale(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	if a := w.call("GET", "user.1001/cpefastpull.1001", w.token, nil); a.status != 433 {
		t.Fatalf("never reported: %d %v", a.status, a.body)
	}
	if _, _, err := w.st.AddCPESamples(ctx, []portal.CPESample{{ID: "x", AccountID: 1001, At: time.Now().Add(-121 * time.Second), RxBytes: 5, TxBytes: 6}}); err != nil {
		t.Fatal(err)
	}
	if a := w.call("GET", "user.1001/cpefastpull.1001", w.token, nil); a.status != 433 || !strings.Contains(a.body["message"].(string), "router") {
		t.Fatalf("silent for 2 minutes: %d %v", a.status, a.body)
	}
	if _, _, err := w.st.AddCPESamples(ctx, []portal.CPESample{{ID: "y", AccountID: 1001, At: time.Now().Add(-90 * time.Second), RxBytes: 7, TxBytes: 8}}); err != nil {
		t.Fatal(err)
	}
	if a := w.call("GET", "user.1001/cpefastpull.1001", w.token, nil); a.status != 200 || a.object()["rx_bytes"].(float64) != 7 {
		t.Fatalf("fresh: %d %v", a.status, a.body)
	}
}

// The WAN series: rates from 5-minute samples, extra samples inside a bucket
// ignored, a counter reset skipped, from clamped to 24 hours.
//
// covers: MISC-021, MISC-022, MISC-023
func TestCPEGraphsWAN(t *testing.T) {
	w := newWorld(t)
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	w.h = endpoint(w.t, w.st, api.Config{}, services.Options{Now: func() time.Time { return now }})
	ctx := context.Background()
	at := func(d time.Duration) time.Time { return now.Add(-d) }
	samples := []portal.CPESample{
		{ID: "old", AccountID: 1001, At: at(25 * time.Hour), RxBytes: 0, TxBytes: 0},
		{ID: "s0", AccountID: 1001, At: at(24*time.Hour + 5*time.Minute), RxBytes: 1000, TxBytes: 100},
		{ID: "s1", AccountID: 1001, At: at(24 * time.Hour), RxBytes: 1000 + 300*2000, TxBytes: 100 + 300*100},
		{ID: "s1b", AccountID: 1001, At: at(24*time.Hour - time.Minute), RxBytes: 9e9, TxBytes: 9e9}, // same bucket as s1
		{ID: "s2", AccountID: 1001, At: at(24*time.Hour - 5*time.Minute), RxBytes: 1000 + 300*5000, TxBytes: 100 + 300*300},
		{ID: "reset", AccountID: 1001, At: at(24*time.Hour - 10*time.Minute), RxBytes: 500, TxBytes: 50},
		{ID: "s4", AccountID: 1001, At: at(24*time.Hour - 15*time.Minute), RxBytes: 500 + 300*1000, TxBytes: 50 + 300*10},
	}
	if _, _, err := w.st.AddCPESamples(ctx, samples); err != nil {
		t.Fatal(err)
	}
	series := func(metric string, from int64) [][2]float64 {
		t.Helper()
		a := w.call("POST", "user.1001/cpegraphs", w.token, map[string]any{"metric": metric, "from": from})
		if a.status != 200 || a.object()["metric"] != metric {
			t.Fatalf("%s: %d %v", metric, a.status, a.body)
		}
		var out [][2]float64
		for _, p := range a.object()["data"].([]any) {
			pair := p.([]any)
			out = append(out, [2]float64{pair[0].(float64), pair[1].(float64)})
		}
		return out
	}
	rx := series("eth.wan.if_octets.rx", now.Add(-48*time.Hour).Unix())
	want := [][2]float64{
		{2000, float64(at(24 * time.Hour).Unix())},
		{3000, float64(at(24*time.Hour - 5*time.Minute).Unix())},
		{1000, float64(at(24*time.Hour - 15*time.Minute).Unix())},
	}
	if len(rx) != len(want) {
		t.Fatalf("rx %v, want %v", rx, want)
	}
	for i := range want {
		if math.Abs(rx[i][0]-want[i][0]) > 0.01 || rx[i][1] != want[i][1] {
			t.Fatalf("rx %v, want %v", rx, want)
		}
	}
	tx := series("eth.wan.if_octets.tx", now.Add(-24*time.Hour+time.Second).Unix())
	if len(tx) != 2 || tx[0][0] != 200 || tx[1][0] != 10 {
		t.Fatalf("tx %v", tx)
	}
	if a := w.call("POST", "user.1001/cpegraphs", w.token, map[string]any{"metric": "eth.wan.if_octets.rx", "from": now.Unix() + 10}); a.status != 450 {
		t.Fatalf("from in the future: %d", a.status)
	}
}

// The Wi-Fi device series: one point per hour of the last 24, zero where
// the device was quiet, the running hour averaged over its elapsed part.
//
// covers: MISC-021, MISC-022, MISC-023
func TestCPEGraphsWifiDevice(t *testing.T) {
	w := newWorld(t)
	now := time.Date(2026, 11, 23, 12, 30, 0, 0, time.UTC)
	w.h = endpoint(w.t, w.st, api.Config{}, services.Options{Now: func() time.Time { return now }})
	ctx := context.Background()
	mac := "aa:bb:cc:00:00:01"
	for _, h := range []struct {
		start    time.Time
		up, down int64
	}{
		{now.Add(-30 * time.Hour), 1, 1},
		{time.Date(2026, 11, 23, 2, 0, 0, 0, time.UTC), 3600 * 2, 3600 * 10},
		{time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC), 1800 * 4, 1800 * 8},
	} {
		if err := w.st.AddWifiTraffic(ctx, 1001, mac, h.start, h.up, h.down); err != nil {
			t.Fatal(err)
		}
	}
	a := w.call("POST", "user.1001/cpegraphs", w.token, map[string]any{"metric": "wifi." + mac + ".if_octets.rx", "from": 0})
	if a.status != 200 {
		t.Fatalf("%d %v", a.status, a.body)
	}
	data := a.object()["data"].([]any)
	// Hours 12:00 yesterday (ends 13:00, after from = 12:30) … 12:00 today.
	if len(data) != 25 {
		t.Fatalf("%d points: %v", len(data), data)
	}
	point := func(i int) (float64, int64) {
		p := data[i].([]any)
		return p[0].(float64), int64(p[1].(float64))
	}
	if v, ts := point(0); v != 0 || ts != time.Date(2026, 11, 22, 13, 0, 0, 0, time.UTC).Unix() {
		t.Fatalf("first %v %v", v, ts)
	}
	if v, ts := point(14); v != 10 || ts != time.Date(2026, 11, 23, 3, 0, 0, 0, time.UTC).Unix() {
		t.Fatalf("02:00 hour %v %v", v, ts)
	}
	if v, ts := point(24); v != 8 || ts != now.Unix() {
		t.Fatalf("running hour %v %v", v, ts)
	}
	a = w.call("POST", "user.1001/cpegraphs", w.token, map[string]any{"metric": "wifi." + mac + ".if_octets.tx", "from": now.Add(-2 * time.Hour).Unix()})
	if d := a.object()["data"].([]any); len(d) != 3 || d[2].([]any)[0].(float64) != 4 {
		t.Fatalf("tx %v", d)
	}
	for _, metric := range []string{"wifi.AA:BB:CC:00:00:01.if_octets.rx", "wifi.aa:bb:cc:00:00:01.if_octets.up", "wifi.aa:bb:cc:00:00:09.if_octets.rx", ""} {
		if a := w.call("POST", "user.1001/cpegraphs", w.token, map[string]any{"metric": metric, "from": now.Unix() - 60}); a.status != 450 {
			t.Fatalf("%q: %d", metric, a.status)
		}
	}
}
