package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/billing"
	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/photos"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// billingWorld is the API's world with the billing area's data: avery's
// #1001 has contact info, an invoice it owes and a Visa at the sandbox;
// blake's #2001 has an invoice of its own (a foreign document).
type billingWorld struct {
	*world
	gw *sandbox.Gateway
	// averyDoc and blakeDoc are each account's invoice document.
	averyDoc, blakeDoc int64
}

func newBillingWorld(t testing.TB, open func(testing.TB) *store.Store) *billingWorld {
	t.Helper()
	w := newWorldOn(t, open)
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	bw := &billingWorld{world: w, gw: sandbox.New(w.st, sandbox.Options{PublicURL: testPublicURL})}
	w.h = endpoint(t, w.st, api.Config{SSO: w.sso}, services.Options{Gateway: bw.gw})
	must(w.st.PutContactInfo(ctx, 1001, portal.ContactInfo{
		Phones: []portal.ContactPhone{{Description: "Home", Number: "4035550101"}},
		Emails: []string{"avery@example.test"},
	}))
	must(w.st.SetServiceFlags(ctx, 2001, portal.ServiceFlags{HasBroadband: true, HasWiFi: true, HasContactInfo: true, HasAr: true}))
	staff := services.New(w.st, services.Options{}).Staff
	for _, acc := range []int64{1001, 2001} {
		_, err := staff.PostEntry(ctx, "test", acc, 15000, "Installation")
		must(err)
	}
	ledger := billing.New(w.st, billing.Options{Clock: portal.Clock{}}).Ledger
	for _, acc := range []int64{1001, 2001} {
		_, err := ledger.Issue(ctx, acc, time.Now())
		must(err)
	}
	docs, err := w.st.Documents(ctx, 1001)
	must(err)
	bw.averyDoc = docs[0].ID
	docs, err = w.st.Documents(ctx, 2001)
	must(err)
	bw.blakeDoc = docs[0].ID
	card, err := bw.gw.AddTestCard(ctx, "4242424242424242", 12, 2030)
	must(err)
	must(w.st.PutPaymentMethod(ctx, portal.PaymentMethod{AccountID: 1001, Type: card.Brand, Token: card.Token,
		Last4: card.Last4, ExpMonth: card.ExpMonth, ExpYear: card.ExpYear, Since: time.Now()}))
	return bw
}

// fetch sends a request for a target (with extra query parameters after
// a &) and returns the raw answer (documents are not JSON).
func (w *world) fetch(method, target string, header http.Header, body io.Reader) *httptest.ResponseRecorder {
	w.t.Helper()
	name, params, _ := strings.Cut(target, "&")
	path := "/api?target=" + url.QueryEscape(name)
	if params != "" {
		path += "&" + params
	}
	req := httptest.NewRequest(method, path, body)
	req.RemoteAddr = "192.168.1.20:5555"
	req.Header.Set("x-omicron", w.token)
	for k, v := range header {
		req.Header[k] = v
	}
	rec := httptest.NewRecorder()
	w.h.ServeHTTP(rec, req)
	return rec
}

func jsonOf(t testing.TB, rec *httptest.ResponseRecorder) map[string]any {
	t.Helper()
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("not JSON (%d): %q", rec.Code, rec.Body.String())
	}
	return out
}

// TestBillingResources: every billing target answers its owner; another
// login's account and another account's documents and card sessions
// answer exactly like missing ones.
//
// covers: ACCT-001, ACCT-002, ACCT-018, ACCT-030, ACCT-033, ACCT-034, ACCT-036, PAY-006, PAY-012, PAY-032
func TestBillingResources(t *testing.T) {
	w := newBillingWorld(t, storetest.SQLite)
	missing := w.call("GET", "user.1001/documentget.999999", w.token, nil)
	if missing.status != 450 {
		t.Fatalf("a missing document: %d %v", missing.status, missing.body)
	}
	for _, c := range []struct {
		target  string
		check   func(a answer) bool
		foreign string
	}{
		{"user.1001", func(a answer) bool {
			o := a.object()
			return o["referral_code"] != nil && len(o["phonenumbers"].([]any)) == 1 && len(o["emailaddresses"].([]any)) == 1
		}, "user.2001"},
		{"user.1001/accountinfoupdate", func(a answer) bool { return a.body["zeroRows"] == true && a.body["schema"] != nil }, "user.2001/accountinfoupdate"},
		{"user.1001/accountbalance", func(a answer) bool { return a.object()["current"] == 150.0 }, "user.2001/accountbalance"},
		{"accountbalance", func(a answer) bool { return a.object()["current"] == 150.0 }, ""},
		{"user.1001/documentget", func(a answer) bool { return len(a.list()) == 1 }, "user.2001/documentget"},
		{"user.1001/epayment", func(a answer) bool { return a.body["zeroRows"] == true }, "user.2001/epayment"},
		{"user.session/autopayment", func(a answer) bool {
			return len(a.list()) == 1 && a.list()[0].(map[string]any)["description"] == "Visa ending in 4242"
		}, "user.2001/autopayment"},
		{"user.1001/eftphoto", func(a answer) bool {
			l := a.list()
			return len(l) == 1 && l[0].(map[string]any)["pendingphotos"] == 0.0 && l[0].(map[string]any)["papstatus"] == "C"
		}, "user.2001/eftphoto"},
	} {
		a := w.call("GET", c.target, w.token, nil)
		if a.status != 200 || !c.check(a) {
			t.Errorf("GET %s: %d %v", c.target, a.status, a.body)
		}
		if c.foreign != "" {
			if f := w.call("GET", c.foreign, w.token, nil); f.status != 450 || f.body["message"] != missing.body["message"] {
				t.Errorf("GET %s (blake's): %d %v", c.foreign, f.status, f.body)
			}
		}
	}
	// Another account's document, of a login's own account path.
	if f := w.call("GET", fmt.Sprintf("user.1001/documentget.%d", w.blakeDoc), w.token, nil); f.status != 450 || f.body["message"] != missing.body["message"] {
		t.Errorf("blake's document through avery's account: %d %v", f.status, f.body)
	}
}

// TestDocumentDownload: a document is the file itself, fetched with the
// session header; invoices print in the caller's language; the preview is
// a PNG.
//
// covers: ACCT-031, ACCT-033, ACCT-034
func TestDocumentDownload(t *testing.T) {
	w := newBillingWorld(t, storetest.SQLite)
	target := fmt.Sprintf("user.1001/documentget.%d", w.averyDoc)
	rec := w.fetch("GET", target, http.Header{"Accept-Language": {"fr"}}, nil)
	h := rec.Header()
	if rec.Code != 200 || h.Get("Content-Type") != "application/pdf" || !bytes.HasPrefix(rec.Body.Bytes(), []byte("%PDF")) ||
		!strings.Contains(h.Get("Content-Disposition"), `attachment; filename=facture-1001-`) || h.Get("Cache-Control") != "no-store" {
		t.Fatalf("download (the file name in French, issue 28): %d %v", rec.Code, h)
	}
	if en := w.fetch("GET", target, http.Header{"Accept-Language": {"en"}}, nil); !strings.Contains(en.Header().Get("Content-Disposition"), `filename=invoice-1001-`) {
		t.Fatalf("download in English: %v", en.Header())
	}
	rec = w.fetch("GET", target+"&variant=thumbnail", nil, nil)
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" {
		t.Fatalf("thumbnail: %d %v", rec.Code, rec.Header())
	}
	if _, err := png.Decode(rec.Body); err != nil {
		t.Fatalf("thumbnail: %v", err)
	}
	if a := w.fetch("GET", target+"&variant=original", nil, nil); a.Code != 450 {
		t.Fatalf("an unknown variant: %d", a.Code)
	}
	req := httptest.NewRequest("GET", "/api?target="+url.QueryEscape(target), nil)
	rec = httptest.NewRecorder()
	w.h.ServeHTTP(rec, req)
	if rec.Code != 401 {
		t.Fatalf("without the session header: %d", rec.Code)
	}
}

// TestEPayment: the amount rules, the Idempotency-Key, one payment at a
// time, and the worker settling it.
//
// covers: PAY-002, PAY-003, PAY-004, PAY-005, PAY-006, PAY-007, PAY-008, PAY-009, PAY-010
func TestEPayment(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			w := newBillingWorld(t, e.Open)
			for _, amount := range []string{`"0"`, `"-5"`, `"1.234"`, `"` + strings.Repeat("9", 31) + `"`, `"abc"`, `"150.01"`, `"1e2"`, `null`, `{}`} {
				a := w.postWithKey("user.1001/epayment", w.nextKey(), `{"amount":`+amount+`}`)
				if a.status != 450 || !strings.Contains(a.body["raw"].(string), `"message":"`) {
					t.Errorf("amount %s: %d %v", amount, a.status, a.body)
				}
			}
			if a := w.postWithKey("user.1001/epayment", "", `{"amount":"10"}`); a.status != 450 {
				t.Errorf("without an Idempotency-Key: %d", a.status)
			}
			if a := w.call("GET", "user.1001/epayment", w.token, nil); len(a.list()) != 0 {
				t.Fatalf("a refused payment was recorded: %v", a.body)
			}
			first := w.postWithKey("user.1001/epayment", "pay-key-0001", `{"amount":"50.00"}`)
			again := w.postWithKey("user.1001/epayment", "pay-key-0001", `{"amount":"50.00"}`)
			if first.status != 200 || again.body["raw"] != first.body["raw"] || again.header.Get("Idempotent-Replayed") != "true" {
				t.Fatalf("double submit: %d %v / %v", first.status, first.body, again.body)
			}
			var ans map[string]any
			_ = json.Unmarshal([]byte(first.body["raw"].(string)), &ans)
			if ans["live_done"] != false || ans["success"] != "Off" || ans["amount"] != 50.0 || ans["message"] != "Your payment of $50.00 is being processed." {
				t.Fatalf("answer %v", ans)
			}
			if a := w.postWithKey("user.1001/epayment", "pay-key-0001", `{"amount":"60.00"}`); a.status != 450 {
				t.Fatalf("the same key with another amount: %d", a.status)
			}
			if a := w.postWithKey("user.1001/epayment", "pay-key-0002", `{"amount":"10.00"}`); a.status != 450 ||
				!strings.Contains(a.body["raw"].(string), "A payment is being processed") {
				t.Fatalf("a second payment while one is under way: %d %v", a.status, a.body)
			}
			if a := w.postWithKey("user.2001/epayment", "pay-key-0003", `{"amount":"10.00"}`); a.status != 450 {
				t.Fatalf("blake's account: %d", a.status)
			}
			last := w.call("GET", "user.session/epayment", w.token, nil).list()[0].(map[string]any)
			if last["live_done"] != false {
				t.Fatalf("pending: %v", last)
			}
			payments := services.New(w.st, services.Options{Gateway: w.gw}).Payments
			if n, err := payments.Settle(context.Background()); n != 1 || err != nil {
				t.Fatalf("settle: %d %v", n, err)
			}
			last = w.call("GET", "user.session/epayment", w.token, nil).list()[0].(map[string]any)
			if last["live_done"] != true || last["success"] != "On" {
				t.Fatalf("settled: %v", last)
			}
			if b := w.call("GET", "accountbalance", w.token, nil).object(); b["current"] != 100.0 || b["payable"] != 100.0 {
				t.Fatalf("balance: %v", b)
			}
			if books, _ := w.gw.Charges(context.Background()); len(books) != 1 || books[0].AmountCents != 5000 {
				t.Fatalf("the gateway's books: %+v", books)
			}
		})
	}
}

// TestChangeRequestEndpoint: the request's rules answer 450 with the
// spec's messages; the pending request shows in the GET (zeroRows false)
// and blocks a second one.
//
// covers: ACCT-015, ACCT-016, ACCT-018, ACCT-026, ACCT-028, ACCT-029
func TestChangeRequestEndpoint(t *testing.T) {
	w := newBillingWorld(t, storetest.SQLite)
	a := w.call("GET", "user.1001/accountinfoupdate", w.token, nil)
	props, _ := a.body["schema"].(map[string]any)["props"].(map[string]any)
	if props["postalcode"].(map[string]any)["regex"] == nil || props["callback"].(map[string]any)["errorMessage"] == nil {
		t.Fatalf("schema props: %v", props)
	}
	bad := w.call("POST", "user.1001/accountinfoupdate", w.token, map[string]any{"rows": []any{map[string]any{"type": "name", "description": ""}}})
	if bad.status != 450 || bad.body["message"] != "Please fill out the 'Name, Best callback number' field(s) or delete unwanted rows" {
		t.Fatalf("refusal: %d %v", bad.status, bad.body)
	}
	body := map[string]any{"rows": []any{map[string]any{"type": "email", "operation": "add", "description": "new@example.test"}},
		"callback": "(403) 555-0101"}
	if ok := w.call("POST", "user.1001/accountinfoupdate", w.token, body); ok.status != 200 || ok.body["error"] != 0.0 {
		t.Fatalf("request: %d %v", ok.status, ok.body)
	}
	if again := w.call("POST", "user.1001/accountinfoupdate", w.token, body); again.status != 450 || again.body["message"] != "Your request is under review." {
		t.Fatalf("double submit: %d %v", again.status, again.body)
	}
	pending := w.call("GET", "user.1001/accountinfoupdate", w.token, nil)
	if pending.body["zeroRows"] != false || pending.list()[0].(map[string]any)["type"] != "email" {
		t.Fatalf("pending: %v", pending.body)
	}
	if f := w.call("POST", "user.2001/accountinfoupdate", w.token, body); f.status != 450 {
		t.Fatalf("blake's account: %d", f.status)
	}
}

// TestCardSetupThroughTheSandbox: the whole hosted-page flow over HTTP —
// the session, the sandbox page, its return, the token post — and a
// replayed or forged return changing nothing.
//
// covers: PAY-017, PAY-020, PAY-024, PAY-028, PAY-029, PAY-030
func TestCardSetupThroughTheSandbox(t *testing.T) {
	w := newBillingWorld(t, storetest.SQLite)
	if a := w.raw("GET", "/api?target=user.1001/cctoken&nameoncard=%20", w.token, nil); a.status != 450 ||
		a.body["message"] != "Please fill name on card before continuing. If prepaid card, write 'prepaid'" {
		t.Fatalf("no name: %d %v", a.status, a.body)
	}
	a := w.raw("GET", "/api?target=user.1001/cctoken&nameoncard="+url.QueryEscape("Avery Fields"), w.token, nil)
	item := a.list()[0].(map[string]any)
	id, token, page := int64(item["id"].(float64)), item["sessiontoken"].(string), item["url"].(string)
	if !strings.HasPrefix(page, testPublicURL+"/sandbox/pay?code=4&sessiontoken=") {
		t.Fatalf("page %q", page)
	}
	// The subscriber fills the hosted page.
	form := url.Values{"sessiontoken": {token}, "cardnumber": {"5555 5555 5555 4444"}, "expiry": {"11/30"}, "cvc": {"123"}, "action": {"add"}}
	req := httptest.NewRequest("POST", "/sandbox/pay", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", testPublicURL)
	rec := httptest.NewRecorder()
	w.gw.Handler().ServeHTTP(rec, req)
	back, err := url.Parse(rec.Header().Get("Location"))
	if rec.Code != http.StatusSeeOther || err != nil || back.Query().Get("result") != "approved" {
		t.Fatalf("hosted page: %d %q", rec.Code, rec.Header().Get("Location"))
	}
	q := back.Query()
	if q.Get("session") != fmt.Sprint(id) {
		t.Fatalf("return %v", q)
	}
	target := fmt.Sprintf("user.1001/cctoken.%d", id)
	if f := w.call("POST", target, w.token, map[string]any{"sessiontoken": token, "cctoken": q.Get("cctoken") + "0"}); f.status != 450 {
		t.Fatalf("tampered card token: %d", f.status)
	}
	if f := w.call("POST", fmt.Sprintf("user.2001/cctoken.%d", id), w.token, map[string]any{"sessiontoken": token, "cctoken": q.Get("cctoken")}); f.status != 450 {
		t.Fatalf("blake's account: %d", f.status)
	}
	ok := w.call("POST", target, w.token, map[string]any{"sessiontoken": token, "cctoken": q.Get("cctoken")})
	if ok.status != 200 || ok.body["success"] != true || ok.body["message"] != "Your Mastercard ending in 4444 will be used for automatic payments." {
		t.Fatalf("token post: %d %v", ok.status, ok.body)
	}
	if replay := w.call("POST", target, w.token, map[string]any{"sessiontoken": token, "cctoken": q.Get("cctoken")}); replay.status != 450 {
		t.Fatalf("replay: %d", replay.status)
	}
	if m := w.call("GET", "user.1001/autopayment", w.token, nil).list()[0].(map[string]any); m["type"] != "MC" {
		t.Fatalf("method %v", m)
	}
}

// multipartBody builds an upload of data in the field file.
func multipartBody(t testing.TB, data []byte, fileName string) (*bytes.Buffer, string) {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	if data != nil {
		fw, err := mw.CreateFormFile("file", fileName)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = fw.Write(data)
	}
	_ = mw.WriteField("note", "x")
	_ = mw.Close()
	return &b, mw.FormDataContentType()
}

func testJPEG(t testing.TB, shade uint8) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 400, 180))
	for i := range img.Pix {
		img.Pix[i] = shade + uint8(i%7)
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestVoidChequeUpload: multipart uploads checked by content and size,
// refused when cut short or not multipart, stored once when sent twice.
//
// covers: PAY-031, PAY-033, PAY-034, PAY-035, PAY-036, PAY-037, PAY-038
func TestVoidChequeUpload(t *testing.T) {
	w := newBillingWorld(t, storetest.SQLite)
	upload := func(account string, body io.Reader, contentType string) (int, string) {
		rec := w.fetch("POST", "user."+account+"/eftphoto&docpost=t", http.Header{"Content-Type": {contentType}}, body)
		return rec.Code, rec.Body.String()
	}
	var png bytes.Buffer
	_ = pngEncode(&png)
	good := testJPEG(t, 10)
	huge := append(append([]byte{}, good...), make([]byte, photos.MaxUploadBytes+1-len(good))...)
	for name, c := range map[string]struct {
		data     []byte
		fileName string
		want     string
	}{
		"no file":          {nil, "", "Please select a file"},
		"a PNG named .jpg": {png.Bytes(), "cheque.jpg", "Wrong file type. Only jpeg/jpg accepted"},
		"49 bytes":         {good[:49], "cheque.jpg", "Invalid file"},
		"10,000,001 bytes": {huge, "cheque.jpg", "File too big. Maximum size 10MB"},
		"an empty file":    {[]byte{}, "cheque.jpg", "Invalid file"},
		"a JPEG's head":    {good[:400], "cheque.jpg", ""},
		"text named .jpeg": {[]byte(strings.Repeat("void cheque ", 20)), "cheque.jpeg", "Wrong file type. Only jpeg/jpg accepted"},
	} {
		body, ct := multipartBody(t, c.data, c.fileName)
		code, raw := upload("1001", body, ct)
		if c.want == "" {
			// A truncated JPEG whose header decodes is a JPEG; its preview
			// fails, so it is refused as an invalid file.
			c.want = "Invalid file"
		}
		if code != 450 || !strings.Contains(raw, c.want) {
			t.Errorf("%s: %d %s", name, code, raw)
		}
	}
	body, ct := multipartBody(t, good, "cheque.jpg")
	cut := body.Bytes()[:body.Len()/2]
	if code, raw := upload("1001", bytes.NewReader(cut), ct); code != 450 || !strings.Contains(raw, "The upload was interrupted") {
		t.Errorf("truncated multipart: %d %s", code, raw)
	}
	if code, raw := upload("1001", strings.NewReader(`{"file":"x"}`), "application/json"); code != 450 || !strings.Contains(raw, "form upload") {
		t.Errorf("JSON: %d %s", code, raw)
	}
	if st := w.call("GET", "user.1001/eftphoto", w.token, nil).list()[0].(map[string]any); st["pendingphotos"] != 0.0 || len(st["photos"].([]any)) != 0 {
		t.Fatalf("a refused upload was stored: %v", st)
	}
	for range 2 {
		body, ct := multipartBody(t, good, "cheque.jpg")
		if code, raw := upload("1001", body, ct); code != 200 || !strings.Contains(raw, "We received your void cheque") {
			t.Fatalf("upload: %d %s", code, raw)
		}
	}
	if st := w.call("GET", "user.1001/eftphoto", w.token, nil).list()[0].(map[string]any); st["pendingphotos"] != 1.0 {
		t.Fatalf("a double submit counted twice: %v", st)
	}
	body, ct = multipartBody(t, good, "cheque.jpg")
	if code, _ := upload("2001", body, ct); code != 450 {
		t.Fatalf("blake's account: %d", code)
	}
	docs := w.call("GET", "user.1001/documentget", w.token, nil).list()
	if len(docs) != 2 || docs[0].(map[string]any)["type"] != "voidcheque" {
		t.Fatalf("documents: %v", docs)
	}
}

func pngEncode(w io.Writer) error {
	return png.Encode(w, image.NewRGBA(image.Rect(0, 0, 40, 40)))
}
