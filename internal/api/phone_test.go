package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// phoneWorld is newWorld plus the phone area and IP address management:
// avery's #1001 has package 71 (package-oriented, numbers 4035550101 and
// 4035550102, two profiles, the first selected) and package 72
// (number-oriented, 4035550201 and 4035550202, one profile holding
// 4035550201); 120 incoming calls a day apart on 71; #1001 may register 2
// base addresses (static allowed) and 1 add-on (dynamic only), and has a
// notregistered warning. #1002 (phone only) has no IP plan. Blake's #2001
// has package 81 and a NAT radio.
func phoneWorld(t testing.TB, open func(testing.TB) *store.Store) *world {
	t.Helper()
	w := newWorldOn(t, open)
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(w.st.PutPhonePackage(ctx, portal.PhonePackage{ID: 71, AccountID: 1001, ServiceID: 7101, Description: "Home Phone",
		ProfileType: portal.ProfilePackageOriented}, 0, []portal.DirectoryNumber{{ServiceID: 7111, Number: "4035550101"}, {ServiceID: 7112, Number: "4035550102"}}))
	must(w.st.PutPhonePackage(ctx, portal.PhonePackage{ID: 72, AccountID: 1001, ServiceID: 7201, Description: "Farm Lines",
		ProfileType: portal.ProfileNumberOriented}, 1, []portal.DirectoryNumber{{ServiceID: 7211, Number: "4035550201"}, {ServiceID: 7212, Number: "4035550202"}}))
	must(w.st.PutPhonePackage(ctx, portal.PhonePackage{ID: 81, AccountID: 2001, ServiceID: 8101, Description: "Blake Phone",
		ProfileType: portal.ProfilePackageOriented}, 0, []portal.DirectoryNumber{{ServiceID: 8111, Number: "3065550101"}}))
	home := portal.EmergencyAddress{Mode: 1, FirstName: "Avery", LastName: "Fields", StreetNumber: "12", StreetName: "Main St",
		City: "Red Deer", Province: "AB", PostalCode: "T4N 1A1"}
	for _, pkg := range []int64{71, 71, 72, 81} {
		_, err := w.st.AddEmergencyProfile(ctx, pkg, home)
		must(err)
	}
	farm, err := w.st.EmergencyProfiles(ctx, 72)
	must(err)
	must(w.st.MoveNumber(ctx, 72, 7211, farm[0].ID))
	var calls []portal.CallRecord
	start := time.Now().Add(-121 * 24 * time.Hour)
	for i := range 120 {
		calls = append(calls, portal.CallRecord{ID: fmt.Sprintf("cdr-%03d", i), PackageID: 71, Incoming: true, Name: "Caller",
			From: "5875550100", To: "4035550101", Start: start.Add(time.Duration(i) * 24 * time.Hour), Duration: time.Minute})
	}
	calls = append(calls, portal.CallRecord{ID: "cdr-out", PackageID: 71, From: "4035550101", To: "4165550100", Start: start, Duration: time.Second})
	_, _, err = w.st.AddCallRecords(ctx, calls)
	must(err)
	must(w.st.PutAddressPlan(ctx, portal.AddressPlan{AccountID: 1001, BaseTotal: 2, BaseCanBeStatic: true, AddonTotal: 1}))
	must(w.st.PutAddressPool(ctx, portal.AddressPool{AccountID: 1001, Static: true, First: "203.0.113.10", Last: "203.0.113.11",
		Mask: "255.255.255.0", Gateway: "203.0.113.1"}))
	must(w.st.PutAddressPool(ctx, portal.AddressPool{AccountID: 1001, Static: false, First: "100.64.10.2", Last: "100.64.10.20",
		Mask: "255.255.255.0", Gateway: "100.64.10.1"}))
	must(w.st.PutAddressPlan(ctx, portal.AddressPlan{AccountID: 2001, BaseTotal: 2, BaseCanBeStatic: true, NAT: true}))
	_, err = w.st.AddWarning(ctx, portal.AccountWarning{AccountID: 1001, Type: portal.WarningNotRegistered, Title: "Register", Body: "b"})
	must(err)
	return w
}

// post sends a POST with an Idempotency-Key of the test's choosing.
func (w *world) postWithKey(target, key string, body string) answer {
	w.t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/api?target="+url.QueryEscape(target), strings.NewReader(body))
	req.RemoteAddr = "192.168.1.20:5555"
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("x-omicron", w.token)
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	rec := httptest.NewRecorder()
	w.h.ServeHTTP(rec, req)
	return answer{status: rec.Code, body: map[string]any{"raw": rec.Body.String()}, header: rec.Header()}
}

// TestPhoneResources: every phone and IP target answers its owner, answers
// another login's ids (packages, profiles, numbers, services, bpsIds)
// exactly like missing ones, and an account without phone answers 434.
//
// covers: PHONE-002, PHONE-014, PHONE-032, PHONE-034, PHONE-040, PHONE-046, PHONE-048, IP-004, IP-007, IP-011
func TestPhoneResources(t *testing.T) {
	w := phoneWorld(t, storetest.SQLite)
	owner := []struct{ method, target string }{
		{"GET", "user.1001/billingpackage_voip"},
		{"GET", "emergencyprofile_summary"},
		{"GET", "user.1001/emergencyprofile_summary?billingpackage=72"},
		{"GET", "directorynumber?billingpackage=72"},
		{"GET", "voipfeatures.7101"},
		{"GET", "user.1001/voipfeatures.7201"},
		{"GET", "voipcdri"},
		{"GET", "voipcdro?billingpackage=71"},
		{"GET", "voipldbalance"},
		{"GET", "voipldhistory?billingpackage=72"},
		{"GET", "user.1001/ipaddr_overview"},
		{"GET", "user.1001/ipaddr_count"},
		{"GET", "user.1001/isnaton"},
	}
	for _, c := range owner {
		target, query, _ := strings.Cut(c.target, "?")
		a := w.raw(c.method, "/api?target="+url.QueryEscape(target)+"&"+query, w.token, nil)
		if a.status != 200 || a.body["error"] != 0.0 {
			t.Errorf("%s %s: %d %v", c.method, c.target, a.status, a.body)
		}
	}
	foreign := []struct{ method, target string }{
		{"GET", "user.2001/billingpackage_voip"},
		{"GET", "emergencyprofile_summary?billingpackage=81"},
		{"GET", "directorynumber?billingpackage=81"},
		{"GET", "voipfeatures.8101"},
		{"GET", "voipcdri?billingpackage=81"},
		{"GET", "voipldbalance?billingpackage=81"},
		{"GET", "user.2001/ipaddr_overview"},
	}
	for _, c := range foreign {
		target, query, _ := strings.Cut(c.target, "?")
		a := w.raw(c.method, "/api?target="+url.QueryEscape(target)+"&"+query, w.token, nil)
		if a.status != 450 || a.body["message"] != notFound {
			t.Errorf("foreign %s: %d %v", c.target, a.status, a.body)
		}
	}
	for _, c := range []struct{ target, body string }{
		{"user.1001/billingpackage.81/emergencyprofile", `{"mode":1}`},
		{"user.2001/billingpackage.81/emergencyprofile", `{"mode":1}`},
		{"emergencyprofile_associate", `{"emergencyprofileid":999}`},
		{"voipfeatures.8101", `{"vm_timeout":20}`},
		{"user.1001/ipaddr_registermac.99999", `{"mac_address":"aa:bb:cc:dd:ee:ff"}`},
	} {
		if a := w.postWithKey(c.target, w.nextKey(), c.body); a.status != 450 || !strings.Contains(a.body["raw"].(string), notFound) {
			t.Errorf("foreign write %s: %d %s", c.target, a.status, a.body["raw"])
		}
	}
	// Blake's own package answers blake; avery's #1002-less accounts: 434.
	if a := w.call("GET", "user.1001/voipfeatures.8101", w.btoken, nil); a.status != 450 {
		t.Errorf("blake reading avery's account: %d", a.status)
	}
	ctx := context.Background()
	if err := w.st.PutAccount(ctx, portal.Account{ID: 1003, Name: "No Phone"}); err != nil {
		t.Fatal(err)
	}
	if err := w.st.LinkAccount(ctx, w.avery, 1003, false); err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{"user.1003/billingpackage_voip", "user.1003/emergencyprofile_summary", "user.1003/voipldbalance", "user.1003/voipcdri"} {
		if a := w.call("GET", target, w.token, nil); a.status != 434 {
			t.Errorf("%s without phone: %d", target, a.status)
		}
	}
}

// TestEmergencyProfileRules: the address rules of §5 on the server, with
// refusals as error 1 and a message for the 'Failed' dialog; delete refused
// while in use; association moves a number atomically or selects a
// package address.
//
// covers: PHONE-018, PHONE-020, PHONE-026, PHONE-027, PHONE-029, PHONE-030, PHONE-033
func TestEmergencyProfileRules(t *testing.T) {
	w := phoneWorld(t, storetest.SQLite)
	post := func(target, body string) answer {
		t.Helper()
		a := w.postWithKey(target, "", body)
		var m map[string]any
		if err := jsonUnmarshal(a.body["raw"].(string), &m); err != nil {
			t.Fatalf("%s: %v", target, err)
		}
		a.body = m
		return a
	}
	failed := func(a answer, wantIn string) {
		t.Helper()
		if a.status != 200 || a.body["error"] != 1.0 || !strings.Contains(fmt.Sprint(a.body["message"]), wantIn) {
			t.Errorf("want error 1 with %q: %d %v", wantIn, a.status, a.body)
		}
	}
	created := post("user.1001/billingpackage.71/emergencyprofile",
		`{"mode":"1","firstname":"Avery","lastname":"Fields","streetnumber":"40","streetname":"Oak Ave","city":"Sylvan Lake","province":"AB","postalcode":"t4s1a1"}`)
	obj, _ := created.body["object"].(map[string]any)
	if created.body["error"] != 0.0 || obj["postalcode"] != "T4S 1A1" || obj["addressline"] != "40 Oak Ave, Sylvan Lake, AB T4S 1A1" || obj["selected"] != false {
		t.Fatalf("created: %v", created.body)
	}
	failed(post("user.1001/billingpackage.71/emergencyprofile", `{"mode":"1","firstname":"A","lastname":"F","city":"X","province":"AB","postalcode":"T4S 1A1"}`),
		"Street number")
	failed(post("user.1001/billingpackage.71/emergencyprofile", `{"mode":"2","firstname":"A","lastname":"F","city":"X","province":"AB","postalcode":"T4S 1A1"}`),
		"Rural address")
	failed(post("user.1001/billingpackage.71/emergencyprofile", `{"mode":"2","ruraladdress":"SW-12-34-5-W4","firstname":"A","lastname":"F","city":"X","province":"ZZ","postalcode":"T4S 1A1"}`),
		"Province")
	failed(post("user.1001/billingpackage.71/emergencyprofile", `{"mode":"2","ruraladdress":"SW-12-34-5-W4","firstname":"A","lastname":"F","city":"X","province":"AB","postalcode":"12345"}`),
		"A1A 1A1")
	failed(post("user.1001/billingpackage.71/emergencyprofile", `{}`), "Missing mandatory fields.")

	profiles := func(pkg string) []any {
		return w.raw("GET", "/api?target=emergencyprofile_summary&billingpackage="+pkg, w.token, nil).list()
	}
	p71 := profiles("71")
	selected := p71[0].(map[string]any)
	id := fmt.Sprint(selected["id"])
	if selected["selected"] != true {
		t.Fatalf("the package's first profile is not selected: %v", p71)
	}
	failed(post("user.1001/billingpackage.71/emergencyprofile."+id, `{"obsolete":true}`), "in use")
	// Select the new one instead, then the old one can go.
	newID := fmt.Sprint(obj["id"])
	if a := post("emergencyprofile_associate", `{"emergencyprofileid":`+newID+`}`); a.body["error"] != 0.0 {
		t.Fatalf("select: %v", a.body)
	}
	if a := post("user.1001/billingpackage.71/emergencyprofile."+id, `{"obsolete":true}`); a.body["error"] != 0.0 {
		t.Fatalf("delete after the switch: %v", a.body)
	}
	if len(profiles("71")) != len(p71)-1 {
		t.Errorf("profiles after the delete: %v", profiles("71"))
	}
	// Number-oriented: move 4035550201 to a new profile, atomically.
	farm := post("user.1001/billingpackage.72/emergencyprofile",
		`{"mode":"2","ruraladdress":"NE-4-38-27-W4","firstname":"Avery","lastname":"Fields","city":"Lacombe","province":"AB","postalcode":"T4L 2A1"}`)
	farmID := fmt.Sprint(farm.body["object"].(map[string]any)["id"])
	failed(post("emergencyprofile_associate", `{"emergencyprofileid":`+farmID+`}`), "choose the number")
	if a := post("emergencyprofile_associate", `{"emergencyprofileid":`+farmID+`,"dnbillingpackageserviceid":7211}`); a.body["error"] != 0.0 {
		t.Fatalf("move: %v", a.body)
	}
	holders := 0
	for _, p := range profiles("72") {
		for _, n := range p.(map[string]any)["directorynumbers"].([]any) {
			if n == "4035550201" {
				holders++
				if fmt.Sprint(p.(map[string]any)["id"]) != farmID {
					t.Errorf("4035550201 is still on %v", p)
				}
			}
		}
	}
	if holders != 1 {
		t.Errorf("4035550201 is on %d profiles", holders)
	}
	// A number of another package cannot be associated.
	if a := post("emergencyprofile_associate", `{"emergencyprofileid":`+farmID+`,"dnbillingpackageserviceid":7111}`); a.status != 450 {
		t.Errorf("another package's number: %d %v", a.status, a.body)
	}
}

// TestVoiceFeatures: the schema's rules on the server; the voicemail
// password is write-only and never logged.
//
// covers: PHONE-034, PHONE-035, PHONE-039, PHONE-055
func TestVoiceFeatures(t *testing.T) {
	w := phoneWorld(t, storetest.SQLite)
	var logs strings.Builder
	w.h = endpoint(w.t, w.st, api.Config{SSO: w.sso, Log: newTestLogger(&logs)}, services.Options{})
	ok := func(body string) {
		t.Helper()
		if a := w.postWithKey("voipfeatures.7101", "", body); a.status != 200 {
			t.Fatalf("%s: %d %s", body, a.status, a.body["raw"])
		}
	}
	refused := func(body, wantIn string) {
		t.Helper()
		if a := w.postWithKey("voipfeatures.7101", "", body); a.status != 450 || !strings.Contains(a.body["raw"].(string), wantIn) {
			t.Errorf("%s: %d %s", body, a.status, a.body["raw"])
		}
	}
	read := func() map[string]any { return w.call("GET", "voipfeatures.7101", w.token, nil).object() }
	if o := read(); o["vm_password"] != "" || o["vm_timeout"] != 25.0 {
		t.Fatalf("fresh features: %v", o)
	}
	ok(`{"vm_password":"4321","vm_timeout":"30","cf_busyenabled":true,"cf_busynumber":"4035559999"}`)
	if o := read(); o["vm_password"] != "********" || o["vm_timeout"] != 30.0 || o["cf_busynumber"] != "4035559999" {
		t.Fatalf("after the save: %v", o)
	}
	ok(`{"vm_password":"********","cf_enabled":false}`) // the mask sent back changes nothing
	f, _ := w.st.VoiceFeatures(context.Background(), 7101)
	if f.VoicemailPassword != "4321" {
		t.Fatalf("the mask replaced the password: %q", f.VoicemailPassword)
	}
	refused(`{"vm_password":"12ab"}`, "4 to 8 digits")
	refused(`{"vm_password":"123456789"}`, "Voicemail password")
	refused(`{"cf_enabled":true}`, "Auto Forward number")
	refused(`{"cf_enabled":true,"cf_number":"1035550100"}`, "10-digit")
	refused(`{"vm_timeout":"7"}`, "Ringing Timeout")
	refused(`{"vm_sendemail":true}`, "Notification e-mail")
	refused(`{"vm_sendemail":true,"vm_email":"not-an-address"}`, "valid e-mail")
	// Every field of the answer, written and read back.
	ok(`{"cf_unavailableenabled":true,"cf_unavailablenumber":"4035550111","vm_timeout":"20","vm_enable":true,` +
		`"vm_password":"87654321","vm_sendemail":true,"vm_email":"voicemail@example.com","vm_emailattachfile":true,` +
		`"cf_noanswerenabled":true,"cf_noanswernumber":"4035550122","cf_enabled":true,"cf_number":"4035550133",` +
		`"cf_busyenabled":true,"cf_busynumber":"4035550144"}`)
	want := map[string]any{
		"cf_unavailableenabled": true, "cf_unavailablenumber": "4035550111", "vm_timeout": 20.0, "vm_enable": true,
		"vm_password": "********", "vm_sendemail": true, "vm_email": "voicemail@example.com", "vm_emailattachfile": true,
		"cf_noanswerenabled": true, "cf_noanswernumber": "4035550122", "cf_enabled": true, "cf_number": "4035550133",
		"cf_busyenabled": true, "cf_busynumber": "4035550144", "billingpackageserviceid": 7101.0,
	}
	got := read()
	for field, value := range want {
		if got[field] != value {
			t.Errorf("%s read back as %#v, want %#v", field, got[field], value)
		}
	}
	if f, _ := w.st.VoiceFeatures(context.Background(), 7101); f.VoicemailPassword != "87654321" {
		t.Errorf("the new voicemail password was not kept: %q", f.VoicemailPassword)
	}
	if strings.Contains(logs.String(), "4321") {
		t.Error("the voicemail password reached the logs")
	}
}

// TestCallHistoryPages: calls come newest first, a page at a time, with
// `more` while older ones exist.
//
// covers: PHONE-040, PHONE-041, PHONE-044
func TestCallHistoryPages(t *testing.T) {
	w := phoneWorld(t, storetest.SQLite)
	page := func(query string) answer {
		return w.raw("GET", "/api?target=voipcdri&"+query, w.token, nil)
	}
	first := page("limit=50")
	if len(first.list()) != 50 || first.body["more"] != true {
		t.Fatalf("first page: %d more=%v", len(first.list()), first.body["more"])
	}
	l := first.list()
	newest, last := l[0].(map[string]any), l[49].(map[string]any)
	if newest["id"] != "cdr-119" || newest["duration"] != 60.0 || newest["src_call_number"] != "5875550100" {
		t.Fatalf("newest: %v", newest)
	}
	before := fmt.Sprintf("%.0f", last["callstartdate"].(float64))
	second := page("limit=50&before=" + before)
	if len(second.list()) != 50 || second.list()[0].(map[string]any)["id"] != "cdr-069" {
		t.Fatalf("second page starts at %v", second.list()[0])
	}
	third := page("limit=50&before=" + fmt.Sprintf("%.0f", second.list()[49].(map[string]any)["callstartdate"].(float64)))
	if len(third.list()) != 20 || third.body["more"] != false {
		t.Fatalf("last page: %d more=%v", len(third.list()), third.body["more"])
	}
	if big := page("limit=100000"); len(big.list()) != 120 {
		t.Errorf("a big limit is capped at 200 but still lists all 120: %d", len(big.list()))
	}
	if out := w.raw("GET", "/api?target=voipcdro", w.token, nil); len(out.list()) != 1 || out.list()[0].(map[string]any)["dst_call_number"] != "4165550100" {
		t.Errorf("outgoing: %v", out.list())
	}
	for _, bad := range []string{"limit=-1", "limit=x", "before=abc"} {
		if a := page(bad); a.status != 450 {
			t.Errorf("%s: %d", bad, a.status)
		}
	}

	// Calls that started in the same second are not skipped between pages:
	// the cursor is the last record's start and id.
	same := time.Now().Add(time.Hour).Truncate(time.Second)
	var calls []portal.CallRecord
	for _, id := range []string{"same-a", "same-b", "same-c"} {
		calls = append(calls, portal.CallRecord{ID: id, PackageID: 71, Incoming: true, From: "5875550100", To: "4035550101",
			Start: same, Duration: time.Minute})
	}
	if _, _, err := w.st.AddCallRecords(context.Background(), calls); err != nil {
		t.Fatal(err)
	}
	newer := page(fmt.Sprintf("limit=2&before=%d", same.Add(time.Second).UnixMilli()))
	cursor := newer.list()[1].(map[string]any)
	rest := page(fmt.Sprintf("limit=2&before=%.0f&beforeid=%s", cursor["callstartdate"].(float64), cursor["id"]))
	if cursor["id"] != "same-b" || rest.list()[0].(map[string]any)["id"] != "same-a" {
		t.Fatalf("same-second calls: page 1 ends at %v, page 2 starts at %v", cursor, rest.list()[0])
	}
}

// TestTopUpChargesOnce: a top-up of an offered amount changes balance,
// history and charges together; the same Idempotency-Key answers the first
// answer without charging again, at once or later; the key with another
// body, no key, and an amount not offered are refused.
//
// covers: PHONE-046, PHONE-047, PHONE-048, PHONE-050, PHONE-051, PHONE-052, PHONE-053
func TestTopUpChargesOnce(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			w := phoneWorld(t, e.Open)
			if b := w.call("GET", "voipldbalance", w.token, nil); b.object()["balance"] != 0.0 || b.body["schema"] == nil {
				t.Fatalf("fresh balance: %v", b.body)
			}
			var wg sync.WaitGroup
			answers := make([]answer, 10)
			for i := range answers {
				wg.Add(1)
				go func() { defer wg.Done(); answers[i] = w.postWithKey("voipldadd", "topup-key-1", `{"amount":"20"}`) }()
			}
			wg.Wait()
			for i, a := range answers {
				if a.status != 200 || a.body["raw"] != answers[0].body["raw"] || !strings.Contains(a.body["raw"].(string), `"balance":20`) {
					t.Fatalf("answer %d: %d %s", i, a.status, a.body["raw"])
				}
			}
			if again := w.postWithKey("voipldadd", "topup-key-1", `{"amount":"20"}`); again.header.Get("Idempotent-Replayed") != "true" {
				t.Error("a later repeat was not answered from the first answer")
			}
			charges, err := w.st.Charges(context.Background(), 1001)
			if err != nil || len(charges) != 1 || charges[0].AmountCents != 2000 {
				t.Fatalf("charges: %+v %v", charges, err)
			}
			if got := i18n.English.Render(charges[0].Description); got != "International calling credit, Home Phone (403) 555-0101" {
				t.Errorf("charge: %s", got)
			}
			if h := w.call("GET", "voipldhistory", w.token, nil).list(); len(h) != 1 || h[0].(map[string]any)["amount"] != 20.0 {
				t.Errorf("history: %v", h)
			}
			if a := w.postWithKey("voipldadd", "topup-key-1", `{"amount":"50"}`); a.status != 450 {
				t.Errorf("the key with another amount: %d", a.status)
			}
			if a := w.postWithKey("voipldadd", "", `{"amount":"5"}`); a.status != 450 {
				t.Errorf("no key: %d", a.status)
			}
			if a := w.postWithKey("voipldadd", "topup-key-2", `{"amount":"7"}`); a.status != 450 {
				t.Errorf("an amount not offered: %d", a.status)
			}
			if a := w.postWithKey("voipldadd", "topup-key-3", `{"amount":"5","billingpackageid":72}`); a.status != 200 {
				t.Errorf("the second package: %d %s", a.status, a.body["raw"])
			}
			if b := w.raw("GET", "/api?target=voipldbalance&billingpackage=72", w.token, nil); b.object()["balance"] != 5.0 {
				t.Errorf("package 72's balance: %v", b.body)
			}
		})
	}
}

// TestAddressRegistration: counts, allowance and pools enforced by the
// server; MACs valid and unique; a NAT radio refuses every write; a
// registration clears the notregistered warning.
//
// covers: IP-003, IP-007, IP-010, IP-012, IP-022, IP-024, IP-025
func TestAddressRegistration(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			w := phoneWorld(t, e.Open)
			reg := func(target, body string) answer {
				a := w.postWithKey(target, "", body)
				var m map[string]any
				_ = jsonUnmarshal(a.body["raw"].(string), &m)
				a.body = m
				return a
			}
			counts := func() map[string]any { return w.call("GET", "user.1001/ipaddr_count", w.token, nil).object() }
			if c := counts(); c["base_used"] != 0.0 || c["base_available"] != 2.0 || c["addon_available"] != 1.0 || c["base_canbestatic"] != true {
				t.Fatalf("counts: %v", c)
			}
			st := reg("user.1001/ipaddr_registermac", `{"static":true,"mac_address":"AA:BB:CC:00:00:01","description":"Office PC"}`)
			o, _ := st.body["object"].(map[string]any)
			if st.status != 200 || o["ip_address"] != "203.0.113.10" || o["gateway_address"] != "203.0.113.1" || o["mac_address"] != "aa:bb:cc:00:00:01" || o["source"] != "base" {
				t.Fatalf("static: %d %v", st.status, st.body)
			}
			if ws, _ := w.st.OpenWarnings(context.Background(), []int64{1001}); len(ws) != 0 {
				for _, wn := range ws {
					if wn.Type == portal.WarningNotRegistered {
						t.Fatal("the notregistered warning stayed open")
					}
				}
			}
			if a := reg("user.1001/ipaddr_registermac", `{"static":false,"mac_address":"aa:bb:cc:00:00:01"}`); a.status != 450 {
				t.Errorf("the same MAC twice: %d %v", a.status, a.body)
			}
			if a := reg("user.1001/ipaddr_registermac", `{"static":false,"mac_address":"aa:bb:cc:00:00"}`); a.status != 450 {
				t.Errorf("a short MAC: %d", a.status)
			}
			dyn := reg("user.1001/ipaddr_registermac", `{"static":false,"mac_address":"aa:bb:cc:00:00:02"}`)
			if dyn.status != 200 || dyn.body["object"].(map[string]any)["ip_address"] != "100.64.10.2" {
				t.Fatalf("dynamic: %v", dyn.body)
			}
			// The base allowance is used up; the add-on is dynamic only.
			if a := reg("user.1001/ipaddr_registermac", `{"static":true,"mac_address":"aa:bb:cc:00:00:03"}`); a.status != 450 ||
				!strings.Contains(fmt.Sprint(a.body["message"]), "static") {
				t.Errorf("static beyond the allowance: %d %v", a.status, a.body)
			}
			addon := reg("user.1001/ipaddr_registermac", `{"static":false,"mac_address":"aa:bb:cc:00:00:03"}`)
			if addon.status != 200 || addon.body["object"].(map[string]any)["source"] != "addon" {
				t.Fatalf("add-on: %v", addon.body)
			}
			if a := reg("user.1001/ipaddr_registermac", `{"static":false,"mac_address":"aa:bb:cc:00:00:04"}`); a.status != 450 {
				t.Errorf("beyond every allowance: %d", a.status)
			}
			id := fmt.Sprintf("%.0f", dyn.body["object"].(map[string]any)["bpsId"].(float64))
			if a := reg("user.1001/ipaddr_registermac."+id, `{"mac_address":"aa:bb:cc:00:00:09","description":"Laptop"}`); a.status != 200 ||
				a.body["object"].(map[string]any)["ip_address"] != "100.64.10.2" {
				t.Errorf("edit: %v", a.body)
			}
			if a := w.call("DELETE", "user.1001/ipaddr_registermac."+id, w.token, nil); a.status != 200 {
				t.Errorf("delete: %d", a.status)
			}
			if a := w.call("DELETE", "user.1001/ipaddr_registermac."+id, w.token, nil); a.status != 450 || a.body["message"] != notFound {
				t.Errorf("delete again: %d %v", a.status, a.body)
			}
			if l := w.call("GET", "user.1001/ipaddr_overview", w.token, nil).list(); len(l) != 2 {
				t.Errorf("overview: %v", l)
			}
			// Blake's radio uses NAT: every write is refused.
			if a := w.call("GET", "user.2001/isnaton", w.btoken, nil); a.object()["nat"] != true {
				t.Errorf("nat flag: %v", a.body)
			}
			for _, target := range []string{"user.2001/ipaddr_registermac"} {
				if a := w.call("POST", target, w.btoken, map[string]any{"static": false, "mac_address": "aa:bb:cc:00:00:05"}); a.status != 450 ||
					!strings.Contains(fmt.Sprint(a.body["message"]), "NAT") {
					t.Errorf("NAT %s: %d %v", target, a.status, a.body)
				}
			}
		})
	}
}

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }

// newTestLogger writes text log lines to b.
func newTestLogger(b *strings.Builder) *slog.Logger {
	return slog.New(slog.NewTextHandler(b, &slog.HandlerOptions{Level: slog.LevelDebug}))
}
