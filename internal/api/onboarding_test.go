package api_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"myaccount/internal/contracts"
	"myaccount/internal/guest"
	"myaccount/internal/photos"
	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// onboardingWorld: blake's #2001 is a pre-install account with nothing
// done; avery's #1001 re-signs its contract with a name change, and her
// company #1002 re-signs the demo agreement.
func onboardingWorld(t *testing.T) *world {
	t.Helper()
	w := newWorldOn(t, storetest.SQLite)
	ctx := context.Background()
	for id, c := range map[int64]portal.ContractStatus{
		2001: {},
		1001: {Resign: true, ResignType: portal.ResignContractNew, OnFile: true},
		1002: {Resign: true, ResignType: contracts.DemoAgreementType, OnFile: true},
	} {
		if err := w.st.SetContractStatus(ctx, id, c); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.st.SetServiceFlags(ctx, 2001, portal.ServiceFlags{HasPreinstall: true, HasContactInfo: true}); err != nil {
		t.Fatal(err)
	}
	return w
}

func signature(t testing.TB, width, height int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, width, height))
	for x := 5; x < width-5; x++ {
		img.Set(x, height/2+(x/7)%9, color.NRGBA{20, 20, 60, 255})
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// form is a multipart body of fields and, when file is not nil, a file.
func form(t testing.TB, fields map[string]string, file []byte, fileName string) (*bytes.Buffer, string) {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for k, v := range fields {
		_ = mw.WriteField(k, v)
	}
	if file != nil {
		fw, err := mw.CreateFormFile("file", fileName)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = fw.Write(file)
	}
	_ = mw.Close()
	return &b, mw.FormDataContentType()
}

// send posts a multipart body with a session token.
func (w *world) send(token, target string, body io.Reader, contentType string) (int, map[string]any) {
	w.t.Helper()
	saved := w.token
	w.token = token
	defer func() { w.token = saved }()
	rec := w.fetch("POST", target+"&docpost=t", http.Header{"Content-Type": {contentType}}, body)
	return rec.Code, jsonOf(w.t, rec)
}

// submitKey posts a submission with an Idempotency-Key.
func (w *world) submitKey(token, target, key string) (int, map[string]any, http.Header) {
	w.t.Helper()
	saved := w.token
	w.token = token
	defer func() { w.token = saved }()
	h := http.Header{"Content-Type": {"application/json"}}
	if key != "" {
		h.Set("Idempotency-Key", key)
	}
	rec := w.fetch("POST", target, h, strings.NewReader(`{}`))
	return rec.Code, jsonOf(w.t, rec), rec.Header()
}

// Identity photos: the bad files of G.1 refused with their exact texts
// and nothing stored; two photos taken, a third refused while they wait;
// another login's account answers like a missing one.
//
// covers: ONB-001, ONB-002, ONB-003, ONB-004, ONB-006, ONB-007, ONB-009, ONB-010, ONB-011, ONB-012
func TestIdentityUploads(t *testing.T) {
	w := onboardingWorld(t)
	var pngFile bytes.Buffer
	_ = pngEncode(&pngFile)
	good := testJPEG(t, 30)
	huge := append(append([]byte{}, good...), make([]byte, photos.MaxUploadBytes+1-len(good))...)
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"no file":          {nil, "Please select a file"},
		"a PNG named .jpg": {pngFile.Bytes(), "Wrong file type. Only jpeg/jpg accepted"},
		"49 bytes":         {good[:49], "Invalid file"},
		"10,000,001 bytes": {huge, "File too big. Maximum size 10MB"},
	} {
		body, ct := form(t, map[string]string{"docpost": "t"}, c.data, "id.jpg")
		code, a := w.send(w.btoken, "user.2001/documentupload", body, ct)
		if code != 450 || a["message"] != c.want {
			t.Errorf("%s: %d %v", name, code, a)
		}
	}
	body, ct := form(t, nil, good, "id.jpg")
	cut := body.Bytes()[:body.Len()/2]
	if code, a := w.send(w.btoken, "user.2001/documentupload", bytes.NewReader(cut), ct); code != 450 ||
		!strings.Contains(a["message"].(string), "interrupted") {
		t.Errorf("truncated multipart: %d %v", code, a)
	}
	status := func() map[string]any {
		w.token, w.btoken = w.btoken, w.token
		defer func() { w.token, w.btoken = w.btoken, w.token }()
		return w.call("GET", "user.session/documentupload", w.token, nil).list()[0].(map[string]any)
	}
	if st := status(); st["pendingphotos"] != 0.0 || st["documentstatus"] != "I" {
		t.Fatalf("a refused upload was stored: %v", st)
	}
	for i, want := range []string{"If your document has a second side", "within 2 business days"} {
		body, ct := form(t, nil, testJPEG(t, uint8(40+i*50)), "id.jpg")
		if code, a := w.send(w.btoken, "user.2001/documentupload", body, ct); code != 200 || a["error"] != 0.0 ||
			!strings.Contains(a["message"].(string), want) {
			t.Fatalf("photo %d: %d %v", i+1, code, a)
		}
	}
	body, ct = form(t, nil, testJPEG(t, 200), "id.jpg")
	if code, a := w.send(w.btoken, "user.2001/documentupload", body, ct); code != 450 ||
		!strings.Contains(a["message"].(string), "Two photos are already waiting") {
		t.Fatalf("a third photo while two wait: %d %v", code, a)
	}
	if st := status(); st["pendingphotos"] != 2.0 || st["documentstatus"] != "P" || len(st["photos"].([]any)) != 2 {
		t.Fatalf("after two photos: %v", st)
	}
	body, ct = form(t, nil, good, "id.jpg")
	foreign, _ := w.send(w.token, "user.2001/documentupload", body, ct)
	body, ct = form(t, nil, good, "id.jpg")
	missing, _ := w.send(w.token, "user.777777/documentupload", body, ct)
	if foreign != 450 || missing != 450 {
		t.Fatalf("avery uploading to blake's account: %d (missing: %d)", foreign, missing)
	}
}

// The contract: a tampered term or name, a signature that is not a PNG or
// is over 800 × 400, each refused with nothing stored; then signed twice
// (the draft replaced), reviewed as the stored PDF with its headers, sent
// once under an Idempotency-Key (a replay answers the first answer, a new
// key is refused as already sent), listed on /documents; another
// account's temp id reads like a missing one.
//
// covers: ONB-020, ONB-021, ONB-026, ONB-029, ONB-031, ONB-033, ONB-034, ONB-035, ONB-036, ONB-044, ONB-045, ONB-046
func TestContractSigning(t *testing.T) {
	w := onboardingWorld(t)
	sig := signature(t, 600, 300)
	post := func(token, target string, fields map[string]string, file []byte) (int, map[string]any) {
		body, ct := form(t, fields, file, "signature.png")
		return w.send(token, target, body, ct)
	}
	// Blake: pre-install, a new contract: the term is required.
	if code, a := post(w.btoken, "user.2001/contract", map[string]string{}, sig); code != 450 ||
		a["message"] != "You need to choose between the two term options to proceed" {
		t.Fatalf("no term: %d %v", code, a)
	}
	if code, a := post(w.btoken, "user.2001/contract", map[string]string{"term": "3"}, sig); code != 450 ||
		a["message"] != "You need to choose between the two term options to proceed" {
		t.Fatalf("a tampered term: %d %v", code, a)
	}
	if code, a := post(w.btoken, "user.2001/contract", map[string]string{"term": "1", "name": "Mallory"}, sig); code != 450 ||
		!strings.Contains(a["message"].(string), "name change is not part") {
		t.Fatalf("a tampered name: %d %v", code, a)
	}
	for name, file := range map[string][]byte{
		"not a PNG":       testJPEG(t, 5),
		"over 800 × 400":  signature(t, 801, 300),
		"over 800 × 400b": signature(t, 800, 401),
	} {
		if code, a := post(w.btoken, "user.2001/contract", map[string]string{"term": "1"}, file); code != 450 ||
			!strings.Contains(a["message"].(string), "800 × 400") {
			t.Errorf("signature %s: %d %v", name, code, a)
		}
	}
	profile := func(token, account string) map[string]any {
		return w.call("GET", "user."+account+"/contract", token, nil).list()[0].(map[string]any)
	}
	if p := profile(w.btoken, "2001"); p["tempcontractid"] != "" || p["ispreinstall"] != true || p["contractstatus"] != "I" ||
		p["contractversion"] != "2.3" || p["termfee"] != 19995.0 || p["type"] != "p" || p["name"] != "Blake Moreau" {
		t.Fatalf("blake's profile before signing: %v", p)
	}
	code, a := post(w.btoken, "user.2001/contract", map[string]string{"term": "1"}, sig)
	if code != 200 || a["error"] != 0.0 {
		t.Fatalf("sign: %d %v", code, a)
	}
	first := a["list"].([]any)[0].(map[string]any)["tempcontractid"].(string)
	code, a = post(w.btoken, "user.2001/contract", map[string]string{"term": "2"}, sig)
	if code != 200 {
		t.Fatalf("sign again: %d %v", code, a)
	}
	temp := a["list"].([]any)[0].(map[string]any)["tempcontractid"].(string)
	if len(temp) != 32 || temp == first {
		t.Fatalf("temp ids %q %q", first, temp)
	}
	if p := profile(w.btoken, "2001"); p["tempcontractid"] != temp {
		t.Fatalf("profile after signing: %v", p)
	}

	// Review: the PDF itself, framed by our pages only.
	w.token, w.btoken = w.btoken, w.token
	rec := w.fetch("GET", "user.2001/contractview."+temp, nil, nil)
	w.token, w.btoken = w.btoken, w.token
	h := rec.Header()
	if rec.Code != 200 || !bytes.HasPrefix(rec.Body.Bytes(), []byte("%PDF")) || h.Get("Content-Type") != "application/pdf" ||
		!strings.HasPrefix(h.Get("Content-Disposition"), "inline; filename=") || h.Get("Content-Security-Policy") != "frame-ancestors 'self'" ||
		h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Cache-Control") != "no-store" {
		t.Fatalf("view: %d %v", rec.Code, h)
	}
	// Avery: blake's temp id on her own account reads like a missing one;
	// on blake's account, like a missing account.
	own := w.call("GET", "user.1001/contractview."+temp, w.token, nil)
	missing := w.call("GET", "user.1001/contractview.0123456789abcdef0123456789abcdef", w.token, nil)
	foreign := w.call("GET", "user.2001/contractview."+temp, w.token, nil)
	if own.status != 450 || own.body["message"] != missing.body["message"] || foreign.status != 450 || foreign.body["message"] != missing.body["message"] {
		t.Fatalf("another account's temp id: %d %v / %d %v / %d %v", own.status, own.body, foreign.status, foreign.body, missing.status, missing.body)
	}
	if code, a, _ := w.submitKey(w.token, "user.1001/contract."+temp, "avery-key-0001"); code != 450 || a["message"] != missing.body["message"] {
		t.Fatalf("avery submitting blake's temp id: %d %v", code, a)
	}

	// Submit: once.
	if code, a, _ := w.submitKey(w.btoken, "user.2001/contract."+temp, ""); code != 450 {
		t.Fatalf("no Idempotency-Key: %d %v", code, a)
	}
	code, a, _ = w.submitKey(w.btoken, "user.2001/contract."+temp, "blake-key-0001")
	if code != 200 || !strings.Contains(a["message"].(string), "Your contract was sent") {
		t.Fatalf("submit: %d %v", code, a)
	}
	code, a, hdr := w.submitKey(w.btoken, "user.2001/contract."+temp, "blake-key-0001")
	if code != 200 || hdr.Get("Idempotent-Replayed") != "true" {
		t.Fatalf("a replayed submit: %d %v", code, a)
	}
	if code, a, _ := w.submitKey(w.btoken, "user.2001/contract."+temp, "blake-key-0002"); code != 450 ||
		!strings.Contains(a["message"].(string), "already sent") {
		t.Fatalf("submitting twice: %d %v", code, a)
	}
	if code, a, _ := w.submitKey(w.btoken, "user.2001/contract."+first, "blake-key-0003"); code != 450 ||
		!strings.Contains(a["message"].(string), "already sent") {
		t.Fatalf("submitting the replaced draft: %d %v", code, a)
	}
	if code, a := post(w.btoken, "user.2001/contract", map[string]string{"term": "1"}, sig); code != 450 ||
		!strings.Contains(a["message"].(string), "waiting for approval") {
		t.Fatalf("a contract posted while one waits: %d %v", code, a)
	}
	if p := profile(w.btoken, "2001"); p["contractcount"] != 1.0 || p["contractstatus"] != "P" || p["tempcontractid"] != "" {
		t.Fatalf("profile after submitting: %v", p)
	}
	docs := w.call("GET", "user.2001/documentget", w.btoken, nil).list()
	if len(docs) != 1 || docs[0].(map[string]any)["type"] != "contract" || docs[0].(map[string]any)["contenttype"] != "application/pdf" {
		t.Fatalf("documents: %v", docs)
	}
	check := w.call("GET", "user.2001/preinstallchecklist", w.btoken, nil).list()[0].(map[string]any)
	if check["contractstatus"] != "P" || check["documentstatus"] != "I" || check["papstatus"] != "I" {
		t.Fatalf("checklist: %v", check)
	}

	// Avery's re-sign with a name change: no term, a name required.
	if code, a := post(w.token, "user.1001/contract", map[string]string{"term": "1", "name": "Avery Fields-Park"}, sig); code != 450 ||
		!strings.Contains(a["message"].(string), "term options are not part") {
		t.Fatalf("a term on a re-sign: %d %v", code, a)
	}
	if code, a := post(w.token, "user.1001/contract", map[string]string{"term": "0"}, sig); code != 450 ||
		!strings.Contains(a["message"].(string), "Please enter the name") {
		t.Fatalf("no name: %d %v", code, a)
	}
	if code, a := post(w.token, "user.1001/contract", map[string]string{"name": "Avery Fields-Park"}, sig); code != 200 {
		t.Fatalf("avery signs: %d %v", code, a)
	}
	if p := profile(w.token, "1001"); p["contractResign"] != true || p["contractResignType"] != "NEEDDOC_CONTRACTNEW" ||
		p["contractstatus"] != "C" || p["tempcontractid"] == "" {
		t.Fatalf("avery's profile: %v", p)
	}
}

// The agreement of a re-sign whose type is a hash: only that type is
// taken, signed, viewed and sent.
//
// covers: ONB-038, ONB-039, ONB-042, ONB-043
func TestAgreementSigning(t *testing.T) {
	w := onboardingWorld(t)
	sig := signature(t, 500, 250)
	post := func(fields map[string]string) (int, map[string]any) {
		body, ct := form(t, fields, sig, "signature.png")
		return w.send(w.token, "user.1002/agreement", body, ct)
	}
	p := w.call("GET", "user.1002/contract", w.token, nil).list()[0].(map[string]any)
	if p["contractResignType"] != contracts.DemoAgreementType || p["agreementdescription"] == "" || p["type"] != "c" {
		t.Fatalf("profile: %v", p)
	}
	if code, a := post(map[string]string{"agreement": "0000aaaa1111bbbb"}); code != 450 || !strings.Contains(a["message"].(string), "no agreement") {
		t.Fatalf("another type: %d %v", code, a)
	}
	if code, a := post(map[string]string{"agreement": contracts.DemoAgreementType, "term": "1"}); code != 450 {
		t.Fatalf("a term on an agreement: %d %v", code, a)
	}
	code, a := post(map[string]string{"agreement": contracts.DemoAgreementType})
	if code != 200 {
		t.Fatalf("sign: %d %v", code, a)
	}
	temp := a["list"].([]any)[0].(map[string]any)["tempcontractid"].(string)
	if p := w.call("GET", "user.1002/contract", w.token, nil).list()[0].(map[string]any); p["tempagreementid"] != temp {
		t.Fatalf("profile: %v", p)
	}
	if rec := w.fetch("GET", "user.1002/agreementview."+temp, nil, nil); rec.Code != 200 || !bytes.HasPrefix(rec.Body.Bytes(), []byte("%PDF")) {
		t.Fatalf("view: %d", rec.Code)
	}
	if a := w.call("GET", "user.1002/contractview."+temp, w.token, nil); a.status != 450 {
		t.Fatalf("an agreement's temp id as a contract: %d", a.status)
	}
	if code, a, _ := w.submitKey(w.token, "user.1002/agreement."+temp, "avery-agreement-1"); code != 200 ||
		!strings.Contains(a["message"].(string), "agreement was sent") {
		t.Fatalf("submit: %d %v", code, a)
	}
	if p := w.call("GET", "user.1002/contract", w.token, nil).list()[0].(map[string]any); p["agreementcount"] != 1.0 {
		t.Fatalf("profile after submit: %v", p)
	}
	// Avery's #1001 has no agreement to sign.
	body, ct := form(t, map[string]string{"agreement": contracts.DemoAgreementType}, sig, "s.png")
	if code, _ := w.send(w.token, "user.1001/agreement", body, ct); code != 450 {
		t.Fatalf("an agreement on a contract re-sign: %d", code)
	}
}

// The public agreement text: HTML under a policy that runs nothing; an
// unknown type is a clear 404.
//
// covers: ONB-028, ONB-040, ONB-041
func TestAgreementText(t *testing.T) {
	lib, err := contracts.Load("")
	if err != nil {
		t.Fatal(err)
	}
	h := guest.AgreementText(lib, portal.DemoBranding, nil)
	get := func(query, lang string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", guest.AgreementTextPath+"?"+query, nil)
		if lang != "" {
			req.Header.Set("Accept-Language", lang)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	for _, q := range []string{"type=" + contracts.DemoAgreementType, "type=contract", "type=contract&lang=fr"} {
		rec := get(q, "")
		csp := rec.Header().Get("Content-Security-Policy")
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "text/html; charset=utf-8" || !strings.Contains(csp, "default-src 'none'") ||
			strings.Contains(csp, "script") || !strings.Contains(rec.Body.String(), "<html") || strings.Contains(rec.Body.String(), "<script") {
			t.Errorf("%s: %d %v %.200s", q, rec.Code, rec.Header(), rec.Body.String())
		}
	}
	if fr := get("type=contract", "fr").Header().Get("Content-Language"); fr != "fr" {
		t.Errorf("Accept-Language fr: %q", fr)
	}
	for _, q := range []string{"type=ffffffffffffffff", "type=", "type=<script>", "type=" + strings.Repeat("a", 65)} {
		rec := get(q, "")
		if rec.Code != 404 || !strings.Contains(rec.Body.String(), "There is no agreement of this type.") ||
			!strings.HasPrefix(rec.Header().Get("Content-Type"), "text/plain") {
			t.Errorf("%s: %d %q", q, rec.Code, rec.Body.String())
		}
	}
	req := httptest.NewRequest("POST", guest.AgreementTextPath+"?type=contract", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 405 {
		t.Errorf("POST: %d", rec.Code)
	}
}
