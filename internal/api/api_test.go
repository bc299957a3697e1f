package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/documents"
	"myaccount/internal/files"
	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/platform"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// world is a small, fully known data set: avery owns 1001 (VIP, broadband
// with Wi-Fi and a router) and 1002 (phone); blake owns 2001.
type world struct {
	t       testing.TB
	st      *store.Store
	h       http.Handler
	avery   int64
	blake   int64
	token   string // avery's session token
	btoken  string // blake's session token
	emails  map[string]int64
	sso     *fakeSSO
	session int64
	// lang, when set, is sent as Accept-Language.
	lang string
	keys int // Idempotency-Keys sent so far
}

// nextKey is a fresh Idempotency-Key.
func (w *world) nextKey() string {
	w.keys++
	return fmt.Sprintf("test-key-%08d", w.keys)
}

// fakeSSO stands for the identity service: the cookie "valid" is the live
// SSO session fakeSSOKey of identity (newWorld stores it).
type fakeSSO struct{ identity int64 }

const fakeSSOKey = "sso-session-hash"

func (f *fakeSSO) SSOSession(r *http.Request) (int64, string, bool, error) {
	if c, err := r.Cookie("sso"); err == nil && c.Value == "valid" {
		return f.identity, fakeSSOKey, true, nil
	}
	return 0, "", false, nil
}

func newWorld(t testing.TB) *world {
	t.Helper()
	return newWorldOn(t, storetest.SQLite)
}

// newWorldOn is newWorld on a chosen engine.
func newWorldOn(t testing.TB, open func(testing.TB) *store.Store) *world {
	t.Helper()
	ctx := context.Background()
	st := open(t)
	w := &world{t: t, st: st, emails: map[string]int64{}}
	var err error
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	w.avery, err = st.CreateIdentity(ctx, "avery@demo.test", "x")
	must(err)
	w.blake, err = st.CreateIdentity(ctx, "blake@demo.test", "x")
	must(err)
	for _, a := range []portal.Account{{ID: 1001, Name: "Avery Fields"}, {ID: 1002, Name: "Fields Farm Ltd", Kind: "company"}, {ID: 2001, Name: "Blake Moreau"}} {
		must(st.PutAccount(ctx, a))
	}
	must(st.LinkAccount(ctx, w.avery, 1001, true))
	must(st.LinkAccount(ctx, w.avery, 1002, false))
	must(st.LinkAccount(ctx, w.blake, 2001, false))
	must(st.SetServiceFlags(ctx, 1001, portal.ServiceFlags{HasBroadband: true, HasWiFi: true, HasRouter: true, HasPhone: true, HasContactInfo: true, HasAr: true}))
	must(st.SetServiceFlags(ctx, 1002, portal.ServiceFlags{HasPhone: true}))
	must(st.SetServiceFlags(ctx, 2001, portal.ServiceFlags{HasBroadband: true, HasWiFi: true}))
	must(st.SetContractStatus(ctx, 2001, portal.ContractStatus{Resign: true, ResignType: "NEEDDOC_IDVERIFY"}))
	// Not a hitcap: that one follows the account's usage (pkgWorld sets one up).
	_, err = st.AddWarning(ctx, portal.AccountWarning{AccountID: 1002, Type: portal.WarningDisruptiveTicket, Title: "Outage", Body: "b", TitleFR: "Panne"})
	must(err)
	_, err = st.AddWarning(ctx, portal.AccountWarning{AccountID: 2001, Type: portal.WarningNotRegistered, Title: "Blake's", Body: "b"})
	must(err)
	_, err = st.AddGlobalNotification(ctx, portal.GlobalNotification{Message: "Maintenance tonight", MessageFR: "Maintenance ce soir"}, time.Now().Add(-time.Hour).UnixMilli(), 0)
	must(err)
	for _, e := range []portal.ServiceEmail{
		{AccountID: 1001, Email: "avery@demo.test"},
		{AccountID: 1001, Email: "fields@demo.test", Forwarding: true, ForwardingAddress: "avery@example.com"},
		{AccountID: 1001, Email: "shop@demo.test"},
		{AccountID: 2001, Email: "blake@demo.test"},
	} {
		id, err := st.AddServiceEmail(ctx, e)
		must(err)
		w.emails[e.Email] = id
	}
	must(st.PutWifiDevice(ctx, 1001, "aa:bb:cc:00:00:01", "Apple", "Avery's phone"))
	must(st.AddWifiTraffic(ctx, 1001, "aa:bb:cc:00:00:01", time.Now().Add(-time.Hour), 10, 20))
	must(st.PutWifiDevice(ctx, 2001, "aa:bb:cc:00:00:09", "Roku", ""))
	must(st.PutCodebookEntry(ctx, "region", 0, portal.CodebookEntry{ID: 1, Data: map[string]any{"provinceshort": "AB", "countryid": 1}}))
	w.token = "avery-token-0123456789"
	w.session, err = st.CreateSession(ctx, w.avery, portal.HashToken(w.token), time.Hour)
	must(err)
	w.btoken = "blake-token-0123456789"
	_, err = st.CreateSession(ctx, w.blake, portal.HashToken(w.btoken), time.Hour)
	must(err)
	must(st.CreateSSOSession(ctx, w.avery, fakeSSOKey, 12*time.Hour))
	w.sso = &fakeSSO{identity: w.avery}
	w.h = endpoint(t, st, api.Config{SSO: w.sso}, services.Options{})
	return w
}

// testPublicURL is the portal's origin in the API's tests.
const testPublicURL = "http://portal.test"

// endpoint builds the API on a store the way the server does (files in a
// temporary folder, the sandbox gateway), with a rate limit no test
// reaches unless it sets one.
func endpoint(t testing.TB, st *store.Store, cfg api.Config, o services.Options) *api.API {
	t.Helper()
	if o.Files == nil {
		folder, err := files.NewFolder(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		o.Files = folder
	}
	if o.Gateway == nil {
		o.Gateway = sandbox.New(st, sandbox.Options{PublicURL: testPublicURL})
	}
	if o.PublicURL == "" {
		o.PublicURL = testPublicURL
	}
	o.Printer = documents.Printer{Branding: portal.DemoBranding, PortalURL: testPublicURL + "/ui"}
	if o.Thumbnail == nil {
		o.Thumbnail = documents.ImageThumbnail
	}
	cfg.Services = services.New(st, o)
	if cfg.RatePerSecond == 0 {
		cfg.RatePerSecond, cfg.RateBurst = 1000, 1000
	}
	return api.New(cfg)
}

type answer struct {
	status int
	body   map[string]any
	header http.Header
}

func (w *world) call(method, target, token string, body any) answer {
	w.t.Helper()
	return w.raw(method, "/api?target="+url.QueryEscape(target), token, body)
}

func (w *world) raw(method, path, token string, body any) answer {
	w.t.Helper()
	var rd *bytes.Reader
	switch b := body.(type) {
	case nil:
		rd = bytes.NewReader(nil)
	case string:
		rd = bytes.NewReader([]byte(b))
	default:
		enc, _ := json.Marshal(b)
		rd = bytes.NewReader(enc)
	}
	req := httptest.NewRequest(method, path, rd)
	req.RemoteAddr = "192.168.1.20:5555"
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("x-omicron", token)
	}
	if w.lang != "" {
		req.Header.Set("Accept-Language", w.lang)
	}
	if method == http.MethodPost {
		// Every POST carries a fresh key, as the app's money writes do;
		// the idempotency tests send their own.
		req.Header.Set("Idempotency-Key", w.nextKey())
	}
	rec := httptest.NewRecorder()
	w.h.ServeHTTP(rec, req)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		w.t.Fatalf("%s %s: answer is not JSON: %q", method, path, rec.Body.String())
	}
	return answer{rec.Code, out, rec.Header()}
}

func (a answer) list() []any {
	l, _ := a.body["list"].([]any)
	return l
}

func (a answer) object() map[string]any {
	o, _ := a.body["object"].(map[string]any)
	return o
}

// resourceCase is one resource's scenario: how the owner calls it, what a
// foreign id looks like, and a bad input.
type resourceCase struct {
	name    string
	method  string
	target  string // the owner's target
	body    any
	foreign string // the same call naming blake's account or item ("" = not applicable)
	bad     string // a target or body that is wrong ("" = none)
	badBody any
	check   func(t *testing.T, w *world, a answer)
}

func resourceCases(w *world) []resourceCase {
	fields := w.emails["fields@demo.test"]
	shop := w.emails["shop@demo.test"]
	blakeMail := w.emails["blake@demo.test"]
	return []resourceCase{
		{
			// covers: PLAT-033, PLAT-037
			name: "associatedaccounts", method: "GET", target: "me.1/associatedaccounts", bad: "me.2/associatedaccounts",
			check: func(t *testing.T, w *world, a answer) {
				item := a.list()[0].(map[string]any)
				ids := item["associatedAccounts"].([]any)
				if len(ids) != 2 || ids[0].(float64) != 1001 || ids[1].(float64) != 1002 || item["email"] != "avery@demo.test" {
					t.Fatalf("item = %v", item)
				}
				props := item["associatedAccountsProperties"].(map[string]any)
				if props["1001"].(map[string]any)["isVip"] != true || props["1002"].(map[string]any)["isVip"] != false {
					t.Fatalf("props = %v", props)
				}
			},
		},
		{
			// covers: PLAT-035
			name: "user", method: "GET", target: "user.1001", foreign: "user.2001", bad: "user.abc",
			check: func(t *testing.T, w *world, a answer) {
				if a.object()["name"] != "Avery Fields" {
					t.Fatalf("object = %v", a.object())
				}
			},
		},
		{
			// covers: PLAT-039, PLAT-080
			name: "serviceidentification", method: "GET", target: "user.session/serviceidentification", foreign: "user.2001/serviceidentification", bad: "user.1001.1/serviceidentification",
			check: func(t *testing.T, w *world, a answer) {
				f := a.list()[0].(map[string]any)
				if f["hasBroadband"] != true || f["hasWiFi"] != true || f["hasRouter"] != true || f["hidedocuments"] != false || f["hasPreinstall"] != false {
					t.Fatalf("flags = %v", f)
				}
			},
		},
		{
			// covers: PLAT-050
			name: "contract", method: "GET", target: "user.1002/contract", foreign: "user.2001/contract", bad: "user./contract",
			check: func(t *testing.T, w *world, a answer) {
				c := a.list()[0].(map[string]any)
				if c["contractResign"] != false || c["contractResignType"] != "" {
					t.Fatalf("contract = %v", c)
				}
			},
		},
		{
			// covers: ONB-005, ONB-007
			name: "documentupload", method: "GET", target: "user.1001/documentupload", foreign: "user.2001/documentupload",
			bad: "user.x/documentupload",
			check: func(t *testing.T, w *world, a answer) {
				c := a.list()[0].(map[string]any)
				if c["pendingphotos"] != 0.0 || c["documentstatus"] != "I" || c["hidedocuments"] != false || len(c["photos"].([]any)) != 0 {
					t.Fatalf("documentupload = %v", c)
				}
			},
		},
		{
			// covers: ONB-014, ONB-019
			name: "preinstallchecklist", method: "GET", target: "user.1001/preinstallchecklist", foreign: "user.2001/preinstallchecklist",
			bad: "user./preinstallchecklist",
			check: func(t *testing.T, w *world, a answer) {
				c := a.list()[0].(map[string]any)
				if c["documentstatus"] != "I" || c["papstatus"] != "I" || c["contractstatus"] != "I" || c["hidedocuments"] != false {
					t.Fatalf("preinstallchecklist = %v", c)
				}
			},
		},
		{
			// covers: PLAT-053
			name: "accountwarning", method: "GET", target: "me.1/accountwarning", bad: "me.1/accountwarning/../x",
			check: func(t *testing.T, w *world, a answer) {
				if len(a.list()) != 1 {
					t.Fatalf("avery sees %d warnings (blake's must not show): %v", len(a.list()), a.list())
				}
				wn := a.list()[0].(map[string]any)
				if wn["type"] != "disruptiveticket" || wn["user"].(float64) != 1002 || wn["multipleusers"] != true {
					t.Fatalf("warning = %v", wn)
				}
			},
		},
		{
			// covers: PLAT-128
			name: "globalnotification", method: "GET", target: "me.1/globalnotification", bad: "me.x/globalnotification",
			check: func(t *testing.T, w *world, a answer) {
				n := a.list()[0].(map[string]any)
				if n["message"] != "Maintenance tonight" || n["id"] == nil {
					t.Fatalf("notification = %v", n)
				}
			},
		},
		{
			// covers: PLAT-183
			name: "wifiDeviceInfo", method: "GET", target: "user.1001/wifiDeviceInfo", foreign: "user.2001/wifiDeviceInfo", bad: "user.1001/wifiDeviceInfo/x.y.z",
			check: func(t *testing.T, w *world, a answer) {
				if a.body["hasRouter"] != true || len(a.list()) != 1 {
					t.Fatalf("answer = %v", a.body)
				}
				d := a.list()[0].(map[string]any)
				bw := d["bandwidth"].(map[string]any)
				if d["alias"] != "Avery's phone" || d["mac"] != "aa:bb:cc:00:00:01" || bw["1day"].(map[string]any)["down"].(float64) != 20 || bw["30days"].(map[string]any)["up"].(float64) != 10 {
					t.Fatalf("device = %v", d)
				}
			},
		},
		{
			// covers: PLAT-148, PLAT-149, PLAT-106
			name: "serviceemail list", method: "GET", target: "user.1001/serviceemail", foreign: "user.2001/serviceemail", bad: "user.1001/serviceemail..",
			check: func(t *testing.T, w *world, a answer) {
				if len(a.list()) != 3 || a.body["schema"] == nil || a.body["pk"] != "id" {
					t.Fatalf("answer = %v", a.body)
				}
			},
		},
		{
			// covers: PLAT-154
			name: "serviceemail delete", method: "POST", target: "user.1001/serviceemail." + itoa(shop), body: map[string]any{"abandon": true},
			foreign: "user.1001/serviceemail." + itoa(blakeMail), badBody: map[string]any{"abandon": "yes"},
			check: func(t *testing.T, w *world, a answer) {
				l := w.call("GET", "user.1001/serviceemail", w.token, nil).list()
				if len(l) != 2 {
					t.Fatalf("after delete: %v", l)
				}
			},
		},
		{
			// covers: PLAT-159
			name: "serviceemail edit forwarding", method: "POST", target: "user.1001/serviceemail." + itoa(fields), body: map[string]any{"forwardingaddress": "new@example.com"},
			foreign: "user.2001/serviceemail." + itoa(blakeMail), badBody: map[string]any{"forwardingaddress": "not an address"},
			check: func(t *testing.T, w *world, a answer) {
				got, _ := w.st.ServiceEmail(context.Background(), 1001, fields)
				if got.ForwardingAddress != "new@example.com" || !got.Forwarding {
					t.Fatalf("stored = %+v", got)
				}
			},
		},
		{
			name: "notificationpreferences list", method: "GET", target: "user.1001/notificationpreferences",
			foreign: "user.2001/notificationpreferences", bad: "user.1001/notificationpreferences..",
			check: func(t *testing.T, w *world, a answer) {
				l := a.list()
				if len(l) != 5 || a.body["pk"] != "category" {
					t.Fatalf("answer = %v", a.body)
				}
				usage, offers := l[0].(map[string]any), l[4].(map[string]any)
				if usage["category"] != "usage" || usage["name"] != "Usage" || usage["enabled"] != true || usage["address"] != "avery@demo.test" ||
					offers["category"] != "offers" || offers["enabled"] != false {
					t.Fatalf("defaults = %v", l)
				}
				addrs := a.body["addresses"].([]any)
				if len(addrs) != 3 || addrs[0] != "avery@demo.test" || addrs[1] != "fields@demo.test" || addrs[2] != "shop@demo.test" {
					t.Fatalf("addresses = %v", addrs)
				}
			},
		},
		{
			name: "notificationpreferences change", method: "POST", target: "user.1001/notificationpreferences",
			body:    map[string]any{"category": "usage", "enabled": false, "address": "shop@demo.test"},
			foreign: "user.2001/notificationpreferences", badBody: map[string]any{"category": "usage", "address": "blake@demo.test"},
			check: func(t *testing.T, w *world, a answer) {
				if a.body["success"] != true || a.body["message"] != "Your choice for Usage was saved." {
					t.Fatalf("answer = %v", a.body)
				}
				// The login's choice, whichever of its accounts reads it.
				u := w.call("GET", "user.1002/notificationpreferences", w.token, nil).list()[0].(map[string]any)
				if u["enabled"] != false || u["address"] != "shop@demo.test" {
					t.Fatalf("after the change = %v", u)
				}
				// Blake's are untouched.
				b := w.call("GET", "user.2001/notificationpreferences", w.btoken, nil).list()[0].(map[string]any)
				if b["enabled"] != true || b["address"] != "blake@demo.test" {
					t.Fatalf("blake's = %v", b)
				}
			},
		},
		{
			// covers: PLAT-036, PLAT-038
			name: "activeuser", method: "POST", target: "me.1/activeuser", body: map[string]any{"user": 1002},
			badBody: map[string]any{"user": "one"},
			check: func(t *testing.T, w *world, a answer) {
				f := w.call("GET", "user.session/serviceidentification", w.token, nil).list()[0].(map[string]any)
				if f["hasBroadband"] != false || f["hasPhone"] != true {
					t.Fatalf("user.session did not follow the switch: %v", f)
				}
			},
		},
		{
			// covers: PLAT-087
			name: "codebook", method: "GET", target: "codebook/region", bad: "codebook/nosuchlist",
			check: func(t *testing.T, w *world, a answer) {
				r := a.list()[0].(map[string]any)
				if r["provinceshort"] != "AB" || r["id"].(float64) != 1 {
					t.Fatalf("region = %v", r)
				}
			},
		},
		{
			// covers: PLAT-138
			name: "whatismyipaddress", method: "GET", target: "me.1/whatismyipaddress", bad: "me.1/whatismyipaddress.x.y",
			check: func(t *testing.T, w *world, a answer) {
				if a.object()["ip"] != "192.168.1.20" || a.object()["private"] != true {
					t.Fatalf("object = %v", a.object())
				}
			},
		},
		{
			// covers: PLAT-132, PLAT-136
			name: "firstmacregister", method: "POST", target: "me.1/firstmacregister", body: map[string]any{"hw": "AA:BB:CC:DD:EE:FF", "seg": "north-7"},
			badBody: map[string]any{"hw": "AA:BB:CC:DD:EE", "seg": "north-7"},
			check: func(t *testing.T, w *world, a answer) {
				if a.body["case"].(float64) != platform.RegisterStarted || a.object()["message"] == "" {
					t.Fatalf("answer = %v", a.body)
				}
				again := w.call("POST", "me.1/firstmacregister", w.token, map[string]any{"hw": "aa:bb:cc:dd:ee:ff", "seg": "north-7"})
				if again.body["case"].(float64) != platform.RegisterAlready {
					t.Fatalf("second registration: %v", again.body)
				}
			},
		},
		{
			name: "feedback", method: "POST", target: "me.1/feedback", body: map[string]any{"message": "The calendar froze", "context": "/ui/user/calendar"},
			badBody: map[string]any{"message": "   "},
			check: func(t *testing.T, w *world, a answer) {
				if n, _ := w.st.FeedbackCount(context.Background()); n != 1 {
					t.Fatalf("feedback stored %d times", n)
				}
			},
		},
		{
			// covers: PLAT-031
			name: "clienterror", method: "POST", target: "me.1/clienterror", body: map[string]any{"message": "TypeError: x is undefined", "where": "startup"},
			badBody: map[string]any{"message": 7},
		},
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// TestResources runs every resource through the four scenarios api.md asks
// of each: the owner succeeds, a foreign id answers exactly like a missing
// one, no token is 401, a bad input is 450 with a message.
//
// covers: PLAT-003, PLAT-070, PLAT-078, PLAT-079, PLAT-082, PLAT-083, PLAT-090, PLAT-091, PLAT-094
func TestResources(t *testing.T) {
	for _, c := range resourceCases(newWorld(t)) {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			c := findCase(resourceCases(w), c.name)
			a := w.call(c.method, c.target, w.token, c.body)
			if a.status != 200 || a.body["error"].(float64) != 0 {
				t.Fatalf("owner: %d %v", a.status, a.body)
			}
			if c.check != nil {
				c.check(t, w, a)
			}
			if c.foreign != "" {
				foreign := w.call(c.method, c.foreign, w.token, c.body)
				missing := w.call(c.method, missingTwin(c.foreign), w.token, c.body)
				if foreign.status != 450 || foreign.status != missing.status || foreign.body["message"] != missing.body["message"] {
					t.Fatalf("foreign %d %v vs missing %d %v", foreign.status, foreign.body, missing.status, missing.body)
				}
			}
			if a := w.call(c.method, c.target, "", c.body); a.status != 401 {
				t.Fatalf("no token: %d", a.status)
			}
			if c.bad != "" {
				a := w.call(c.method, c.bad, w.token, c.body)
				if a.status != 450 || a.body["message"] == "" {
					t.Fatalf("bad target %q: %d %v", c.bad, a.status, a.body)
				}
			}
			if c.badBody != nil {
				a := w.call(c.method, c.target, w.token, c.badBody)
				if a.status != 450 || a.body["message"] == "" {
					t.Fatalf("bad body: %d %v", a.status, a.body)
				}
			}
		})
	}
}

func findCase(cs []resourceCase, name string) resourceCase {
	for _, c := range cs {
		if c.name == name {
			return c
		}
	}
	panic(name)
}

// missingTwin replaces blake's ids in a target with ids that exist nowhere.
func missingTwin(target string) string {
	r := strings.NewReplacer("user.2001", "user.777777")
	out := r.Replace(target)
	if out == target { // the foreign part is a child id
		i := strings.LastIndexByte(out, '.')
		out = out[:i+1] + "888888"
	}
	return out
}

// covers: PLAT-155
func TestOwnLoginEmailCannotBeDeleted(t *testing.T) {
	w := newWorld(t)
	a := w.call("POST", "user.1001/serviceemail."+itoa(w.emails["avery@demo.test"]), w.token, map[string]any{"abandon": true})
	if a.status != 450 || !strings.Contains(a.body["message"].(string), "sign in with") {
		t.Fatalf("deleting the login's own address: %d %v", a.status, a.body)
	}
	if l := w.call("GET", "user.1001/serviceemail", w.token, nil).list(); len(l) != 3 {
		t.Fatalf("list changed: %v", l)
	}
}

// covers: PLAT-156, PLAT-157, PLAT-158
func TestEnableForwarding(t *testing.T) {
	w := newWorld(t)
	shop := itoa(w.emails["shop@demo.test"])
	for _, bad := range []map[string]any{
		{"forwarding": true},
		{"forwarding": true, "forwardingaddress": ""},
		{"forwarding": true, "forwardingaddress": "x@"},
		{"forwarding": "true", "forwardingaddress": 5},
		{"forwarding": true, "forwardingaddress": "shop@demo.test"},
		{"forwardingaddress": "someone@example.com"}, // editing needs forwarding on
		{"forwarding": true, "forwardingaddress": "a@example.com", "email": "stolen@demo.test"},
	} {
		if a := w.call("POST", "user.1001/serviceemail."+shop, w.token, bad); a.status != 450 {
			t.Errorf("%v: %d %v", bad, a.status, a.body)
		}
	}
	a := w.call("POST", "user.1001/serviceemail."+shop, w.token, map[string]any{"forwarding": true, "forwardingaddress": "Me@Example.com"})
	if a.status != 200 {
		t.Fatalf("enable: %d %v", a.status, a.body)
	}
	got, _ := w.st.ServiceEmail(context.Background(), 1001, w.emails["shop@demo.test"])
	if !got.Forwarding || got.ForwardingAddress != "me@example.com" {
		t.Fatalf("stored %+v", got)
	}
	// Irreversible: turning it off is refused.
	if a := w.call("POST", "user.1001/serviceemail."+shop, w.token, map[string]any{"forwarding": false}); a.status != 450 {
		t.Fatalf("turning forwarding off: %d %v", a.status, a.body)
	}
}

// covers: PLAT-065, PLAT-067, PLAT-068, PLAT-069, PLAT-071, PLAT-072, PLAT-092
func TestTokenLifecycle(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	code := "one-time-code_0123456789"
	if err := w.st.CreateLoginCode(ctx, w.avery, portal.HashToken(code), time.Minute); err != nil {
		t.Fatal(err)
	}
	a := w.raw("GET", "/api?pi="+code, "", nil)
	tok, _ := a.body["JRR"].(string)
	if a.status != 200 || a.body["error"].(float64) != 0 || len(tok) < 40 {
		t.Fatalf("bootstrap: %d %v", a.status, a.body)
	}
	if a := w.raw("GET", "/api?pi="+code, "", nil); a.status != 401 {
		t.Fatalf("replayed pi: %d", a.status)
	}
	for _, bad := range []string{"x", strings.Repeat("a", 513), "abc%20def", "<script>"} {
		if a := w.raw("GET", "/api?pi="+url.QueryEscape(bad), "", nil); a.status != 401 {
			t.Fatalf("malformed pi %q: %d", bad, a.status)
		}
	}
	accounts := w.call("GET", "me.1/associatedaccounts", tok, nil)
	if accounts.status != 200 {
		t.Fatalf("new token: %d", accounts.status)
	}
	// A new session's token comes with the login's accounts (docs/decisions.md).
	if got, want := a.body["associatedaccounts"], accounts.body["list"]; !reflect.DeepEqual(got, want) || len(want.([]any)) != 1 {
		t.Fatalf("the token's accounts %v, me.1/associatedaccounts %v", got, want)
	}
	// Renewal: a fresh token, without the accounts; the old one keeps working for the grace period.
	r := w.raw("GET", "/api?ph=b&target=b", tok, nil)
	fresh, _ := r.body["JRR"].(string)
	if r.status != 200 || fresh == "" || fresh == tok {
		t.Fatalf("renewal: %d %v", r.status, r.body)
	}
	if _, ok := r.body["associatedaccounts"]; ok {
		t.Fatalf("renewal carries the accounts: %v", r.body)
	}
	if a := w.call("GET", "me.1/associatedaccounts", tok, nil); a.status != 200 {
		t.Fatalf("old token within grace: %d", a.status)
	}
	if a := w.raw("GET", "/api?ph=b&target=b", "nonsense-token", nil); a.status != 401 {
		t.Fatalf("renewing an unknown token: %d", a.status)
	}
	// SSO check.
	req := httptest.NewRequest("GET", "/api?ph=a&target=b", nil)
	req.AddCookie(&http.Cookie{Name: "sso", Value: "valid"})
	rec := httptest.NewRecorder()
	w.h.ServeHTTP(rec, req)
	var sso map[string]any
	if rec.Code != 200 || json.Unmarshal(rec.Body.Bytes(), &sso) != nil || sso["JRR"] == "" || !reflect.DeepEqual(sso["associatedaccounts"], accounts.body["list"]) {
		t.Fatalf("ph=a with SSO: %d %s", rec.Code, rec.Body)
	}
	// Without: 204, no session — not an error a browser logs (docs/decisions.md).
	rec = httptest.NewRecorder()
	w.h.ServeHTTP(rec, httptest.NewRequest("GET", "/api?ph=a&target=b", nil))
	if rec.Code != http.StatusNoContent || rec.Body.Len() != 0 {
		t.Fatalf("ph=a without SSO: %d %q", rec.Code, rec.Body)
	}
	// Logout revokes: 401 afterwards, for both tokens of the session.
	if a := w.call("GET", "me.1/logout", fresh, nil); a.status != 200 {
		t.Fatalf("logout: %d", a.status)
	}
	for _, tk := range []string{tok, fresh} {
		if a := w.call("GET", "me.1/associatedaccounts", tk, nil); a.status != 401 {
			t.Fatalf("after logout: %d", a.status)
		}
	}
}

// covers: PLAT-092
func TestExpiredTokenIs432(t *testing.T) {
	w := newWorld(t)
	w.st.Now = func() time.Time { return time.Now().Add(2 * time.Hour) }
	if a := w.call("GET", "me.1/associatedaccounts", w.token, nil); a.status != 432 {
		t.Fatalf("expired token: %d %v", a.status, a.body)
	}
	if a := w.raw("GET", "/api?ph=b&target=b", w.token, nil); a.status != 432 {
		t.Fatalf("renewing an expired token: %d", a.status)
	}
}

// covers: PLAT-078, PLAT-094, PLAT-096
func TestBadRequests(t *testing.T) {
	w := newWorld(t)
	for _, c := range []struct {
		name, method, path, body string
		status                   int
	}{
		{"no target", "GET", "/api", "", 450},
		{"empty target", "GET", "/api?target=", "", 450},
		{"unknown resource", "GET", "/api?target=me.1/nosuchthing", "", 450},
		{"wrong method for resource", "DELETE", "/api?target=me.1/associatedaccounts", "", 450},
		{"path traversal", "GET", "/api?target=../../etc/passwd", "", 450},
		{"long target", "GET", "/api?target=" + strings.Repeat("a/", 400), "", 450},
		{"not JSON", "POST", "/api?target=me.1/activeuser", "{not json", 450},
		{"JSON array", "POST", "/api?target=me.1/activeuser", "[1,2]", 450},
		{"two objects", "POST", "/api?target=me.1/activeuser", `{"user":1001}{"user":1002}`, 450},
		{"huge body", "POST", "/api?target=me.1/feedback", `{"message":"` + strings.Repeat("x", api.MaxBodyBytes) + `"}`, 450},
		// Subscriber text reaches staff's terminals: no escape sequences,
		// no other control character but line breaks and tabs, no
		// bidirectional controls, in any string of any body.
		{"escape sequence", "POST", "/api?target=me.1/feedback", `{"message":"hi\u001b[2J"}`, 450},
		{"OSC title", "POST", "/api?target=me.1/feedback", `{"message":"hi\u001b]0;owned\u0007"}`, 450},
		{"C1 control", "POST", "/api?target=me.1/feedback", `{"message":"hi\u009b2J"}`, 450},
		{"DEL", "POST", "/api?target=me.1/feedback", `{"message":"hi\u007f"}`, 450},
		{"right-to-left override", "POST", "/api?target=me.1/feedback", `{"message":"hi \u202e"}`, 450},
		{"control in a key", "POST", "/api?target=me.1/feedback", `{"message":"hi","x\u0008":1}`, 450},
		{"unknown path", "GET", "/api/v2/things", "", 404},
		{"wrong method", "PUT", "/api?target=me.1/associatedaccounts", "", 405},
		{"foreign active user", "POST", "/api?target=me.1/activeuser", `{"user":2001}`, 450},
		{"user segment not first", "GET", "/api?target=codebook/user.1001", "", 450},
	} {
		t.Run(c.name, func(t *testing.T) {
			var body any
			if c.body != "" {
				body = c.body
			}
			a := w.raw(c.method, c.path, w.token, body)
			if a.status != c.status || a.body["error"].(float64) != 1 || a.body["message"] == "" {
				t.Fatalf("%d %v", a.status, a.body)
			}
		})
	}
}

// covers: PLAT-078
func TestSchemaOmittedWhenClientHasIt(t *testing.T) {
	w := newWorld(t)
	a := w.call("GET", "user.1001/serviceemail", w.token, nil)
	ver := a.body["schema"].(map[string]any)["sVersion"].(string)
	b := w.raw("GET", "/api?target=user.1001/serviceemail&schema="+url.QueryEscape(ver), w.token, nil)
	if _, has := b.body["schema"]; has || b.status != 200 {
		t.Fatalf("schema sent again: %v", b.body)
	}
	c := w.raw("GET", "/api?target=user.1001/serviceemail&hardRefresh=true&schema=old", w.token, nil)
	if _, has := c.body["schema"]; !has {
		t.Fatal("an old schema version got no schema")
	}
}

// covers: PLAT-093
func TestNoServiceAnswers434(t *testing.T) {
	w := newWorld(t)
	if a := w.call("GET", "user.1002/wifiDeviceInfo", w.token, nil); a.status != 434 {
		t.Fatalf("phone-only account's Wi-Fi: %d", a.status)
	}
}

// covers: PLAT-093
func TestRateLimitAnswers435(t *testing.T) {
	w := newWorld(t)
	h := endpoint(t, w.st, api.Config{RatePerSecond: 1, RateBurst: 3}, services.Options{})
	w.h = h
	statuses := map[int]int{}
	for range 6 {
		statuses[w.call("GET", "me.1/globalnotification", w.token, nil).status]++
	}
	if statuses[200] != 3 || statuses[435] != 3 {
		t.Fatalf("statuses = %v", statuses)
	}
}

// A call the browser abandoned (its context is cancelled) is not an error of
// ours: nothing is logged at error level.
func TestAbandonedCallIsNotLoggedAsError(t *testing.T) {
	w := newWorld(t)
	var logs bytes.Buffer
	w.h = endpoint(t, w.st, api.Config{
		Log: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelWarn}))}, services.Options{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := httptest.NewRequest("GET", "/api?target=user.1001/serviceemail", nil).WithContext(ctx)
	req.Header.Set("x-omicron", w.token)
	w.h.ServeHTTP(httptest.NewRecorder(), req)
	if strings.Contains(logs.String(), "level=ERROR") {
		t.Fatalf("abandoned call logged as an error:\n%s", logs.String())
	}
}
