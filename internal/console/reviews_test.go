package console_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"myaccount/internal/console"
	"myaccount/internal/demo"
	"myaccount/internal/files"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// reviewDoor is the console's door on a store seeded with the demo data
// (blake's identity photo waits for review), its files in a folder.
type reviewDoor struct {
	t   *testing.T
	st  *store.Store
	h   http.Handler
	clk *clock
}

func newReviewDoor(t *testing.T, e storetest.Engine) *reviewDoor {
	st := e.Open(t)
	c := &clock{now: time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)}
	st.Now = c.Now
	fs, err := files.NewFolder(t.TempDir())
	must(t, err)
	if _, err := demo.Seed(context.Background(), st, demo.Options{Now: c.Now(), PasswordParams: password.Fast,
		UnsubscribeSecret: []byte("0123456789abcdef0123456789abcdef"), PublicURL: "https://portal.example/", Files: fs}); err != nil {
		t.Fatal(err)
	}
	svc := services.New(st, services.Options{Location: time.UTC, Files: fs})
	con := console.New(st, console.Options{PublicURL: "https://portal.example/", PasswordParams: password.Fast, Now: c.Now})
	h := console.Handler(console.Config{Service: con, Staff: svc.Staff, Onboarding: svc.OnboardingStaff, Reviews: st, Files: fs,
		FailedMail:  func(ctx context.Context) ([]portal.Mail, error) { return st.OutboxMail(ctx, store.MailFailed, 100) },
		MailSubject: func(m portal.Mail) string { return "subject of " + string(m.Kind) },
		PublicURL:   "https://portal.example/", Now: c.Now})
	return &reviewDoor{t: t, st: st, h: h, clk: c}
}

type answer struct {
	Status int
	Body   map[string]any
	Raw    []byte
	Header http.Header
}

func (d *reviewDoor) do(cookie, method, path string, body any) answer {
	d.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	r := httptest.NewRequest(method, "https://portal.example"+path, rd)
	if cookie != "" {
		r.AddCookie(&http.Cookie{Name: console.CookieName, Value: cookie})
	}
	w := httptest.NewRecorder()
	d.h.ServeHTTP(w, r)
	a := answer{Status: w.Code, Raw: w.Body.Bytes(), Header: w.Header()}
	if strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
		_ = json.Unmarshal(a.Raw, &a.Body)
	}
	return a
}

// signIn signs a demo staff login in (password, then its TOTP code) and
// answers its session cookie; the clock moves a step on, so the next
// sign-in's code is another.
func (d *reviewDoor) signIn(email string) string {
	d.t.Helper()
	r := httptest.NewRequest("POST", "https://portal.example/staff/api/sign-in",
		strings.NewReader(fmt.Sprintf(`{"email":%q,"password":%q}`, email, demo.Password)))
	w := httptest.NewRecorder()
	d.h.ServeHTTP(w, r)
	if w.Code != 200 {
		d.t.Fatalf("sign-in %s: %d %s", email, w.Code, w.Body)
	}
	first := w.Result().Cookies()[0].Value
	code, err := console.Code(demo.StaffTOTPSecret, d.clk.Now())
	must(d.t, err)
	r = httptest.NewRequest("POST", "https://portal.example/staff/api/verify", strings.NewReader(`{"code":"`+code+`"}`))
	r.AddCookie(&http.Cookie{Name: console.CookieName, Value: first})
	w = httptest.NewRecorder()
	d.h.ServeHTTP(w, r)
	if w.Code != 200 {
		d.t.Fatalf("verify %s: %d %s", email, w.Code, w.Body)
	}
	d.clk.Advance(31 * time.Second)
	return w.Result().Cookies()[0].Value
}

func (d *reviewDoor) actions(actor, action string) []portal.StaffAction {
	d.t.Helper()
	as, err := d.st.StaffActions(context.Background(), 0)
	must(d.t, err)
	var out []portal.StaffAction
	for _, a := range as {
		if a.Actor == actor && a.Action == action {
			out = append(out, a)
		}
	}
	return out
}

func expectStatus(t *testing.T, what string, a answer, status int, code string) {
	t.Helper()
	if a.Status != status || (code != "" && a.Body["error"] != code) {
		t.Fatalf("%s: %d %s (want %d %s)", what, a.Status, a.Raw, status, code)
	}
}

// The identity-documents queue: the list (oldest first, with the name,
// account, age and claim), the photo, claims between two agents with a
// take-over, the approval through the onboarding service as
// "staff:<email>", then a 409 for the decided item; unknown and foreign ids
// answer 404; nobody signed in, 401.
// covers: issue 30 items 2 and 3
func TestReviewIdentityDocument(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			d := newReviewDoor(t, e)
			ctx := context.Background()
			expectStatus(t, "signed out", d.do("", "GET", "/staff/api/reviews/identity-documents", nil), 401, "sign-in-again")
			// Past the password only (no second factor yet): refused too.
			r := httptest.NewRequest("POST", "https://portal.example/staff/api/sign-in",
				strings.NewReader(`{"email":"admin@demo.test","password":"`+demo.Password+`"}`))
			w := httptest.NewRecorder()
			d.h.ServeHTTP(w, r)
			half := w.Result().Cookies()[0].Value
			expectStatus(t, "password stage", d.do(half, "GET", "/staff/api/reviews/identity-documents", nil), 401, "sign-in-again")
			expectStatus(t, "password stage decides", d.do(half, "POST", "/staff/api/reviews/identity-documents/1/decision",
				map[string]any{"decision": "approve"}), 401, "sign-in-again")
			agent := d.signIn("agent@demo.test")
			billing := d.signIn("billing@demo.test")

			list := d.do(agent, "GET", "/staff/api/reviews/identity-documents", nil)
			expectStatus(t, "list", list, 200, "")
			items := list.Body["items"].([]any)
			if len(items) != 1 {
				t.Fatalf("items: %s", list.Raw)
			}
			first := items[0].(map[string]any)
			if first["name"] != "Blake Moreau" || first["account"] != float64(demo.BlakeHome) || first["ageSeconds"].(float64) < 26*3600 ||
				first["claim"] != nil {
				t.Fatalf("blake's item: %v", first)
			}
			id := int64(first["id"].(float64))
			path := fmt.Sprintf("/staff/api/reviews/identity-documents/%d", id)

			item := d.do(agent, "GET", path, nil)
			expectStatus(t, "item", item, 200, "")
			if item.Body["pending"] != true || item.Body["lang"] != "en" || item.Body["file"] != true ||
				item.Body["contentType"] != "image/jpeg" || item.Body["name"] != "Blake Moreau" {
				t.Fatalf("item: %s", item.Raw)
			}
			if rs := item.Body["reasons"].([]any); len(rs) < 3 || rs[0] != console.Reasons("identity-documents", "en")[0] {
				t.Fatalf("reasons: %v", rs)
			}
			photo := d.do(agent, "GET", path+"/file", nil)
			if photo.Status != 200 || photo.Header.Get("Content-Type") != "image/jpeg" || !bytes.HasPrefix(photo.Raw, []byte{0xff, 0xd8}) {
				t.Fatalf("photo: %d %v", photo.Status, photo.Header)
			}

			if got := d.actions("staff:agent@demo.test", "open-file"); len(got) != 1 || got[0].Account != demo.BlakeHome {
				t.Fatalf("opening the photo recorded: %+v", got)
			}
			// Unknown and foreign ids, unknown queues.
			expectStatus(t, "unknown id", d.do(agent, "GET", "/staff/api/reviews/identity-documents/99999", nil), 404, "no-item")
			expectStatus(t, "bad id", d.do(agent, "GET", "/staff/api/reviews/identity-documents/x", nil), 404, "no-item")
			expectStatus(t, "another queue's id", d.do(agent, "GET", fmt.Sprintf("/staff/api/reviews/void-cheques/%d", id), nil), 404, "no-item")
			expectStatus(t, "another queue's file", d.do(agent, "GET", fmt.Sprintf("/staff/api/reviews/void-cheques/%d/file", id), nil), 404, "no-item")
			expectStatus(t, "unknown queue", d.do(agent, "GET", "/staff/api/reviews/pets", nil), 404, "not-found")

			// The agent claims it; billing sees who holds it and cannot
			// decide or claim it without taking it over.
			c := d.do(agent, "POST", path+"/claim", map[string]any{})
			expectStatus(t, "claim", c, 200, "")
			if cl := c.Body["claim"].(map[string]any); cl["email"] != "agent@demo.test" || cl["mine"] != true {
				t.Fatalf("claim: %s", c.Raw)
			}
			seen := d.do(billing, "GET", "/staff/api/reviews/identity-documents", nil).Body["items"].([]any)[0].(map[string]any)
			if cl := seen["claim"].(map[string]any); cl["email"] != "agent@demo.test" || cl["mine"] != false {
				t.Fatalf("billing sees: %v", seen)
			}
			expectStatus(t, "billing decides a claimed item", d.do(billing, "POST", path+"/decision", map[string]any{"decision": "approve"}), 409, "claimed")
			refused := d.do(billing, "POST", path+"/claim", map[string]any{})
			expectStatus(t, "billing claims", refused, 409, "claimed")
			if refused.Body["claim"].(map[string]any)["email"] != "agent@demo.test" {
				t.Fatalf("refused claim: %s", refused.Raw)
			}
			expectStatus(t, "take over", d.do(billing, "POST", path+"/claim", map[string]any{"takeOverFrom": "agent@demo.test"}), 200, "")
			if got := d.actions("staff:billing@demo.test", "take-over-review"); len(got) != 1 || got[0].Account != demo.BlakeHome {
				t.Fatalf("take-over recorded: %+v", got)
			}
			// The agent's release does not end billing's claim.
			expectStatus(t, "agent releases", d.do(agent, "POST", path+"/release", nil), 204, "")
			expectStatus(t, "agent decides billing's item", d.do(agent, "POST", path+"/decision", map[string]any{"decision": "approve"}), 409, "claimed")
			expectStatus(t, "billing releases", d.do(billing, "POST", path+"/release", nil), 204, "")

			// Bad decisions, then the approval.
			expectStatus(t, "reject without a reason", d.do(agent, "POST", path+"/decision", map[string]any{"decision": "reject", "reason": "  "}), 400, "reason-required")
			expectStatus(t, "resolve a photo", d.do(agent, "POST", path+"/decision", map[string]any{"decision": "resolve"}), 400, "bad-decision")
			expectStatus(t, "unknown field", d.do(agent, "POST", path+"/decision", map[string]any{"decision": "approve", "x": 1}), 400, "bad-request")
			expectStatus(t, "approve", d.do(agent, "POST", path+"/decision", map[string]any{"decision": "approve"}), 200, "")
			u, err := d.st.ReviewUpload(ctx, id)
			must(t, err)
			if u.Status != portal.UploadApproved || u.DecidedBy != "staff:agent@demo.test" {
				t.Fatalf("upload: %+v", u)
			}
			if got := d.actions("staff:agent@demo.test", "approve-id-document"); len(got) != 1 {
				t.Fatalf("staff log: %+v", got)
			}
			expectStatus(t, "approve again", d.do(agent, "POST", path+"/decision", map[string]any{"decision": "reject", "reason": "blurry"}), 409, "decided")
			expectStatus(t, "claim a decided item", d.do(agent, "POST", path+"/claim", nil), 409, "decided")
			after := d.do(agent, "GET", path, nil)
			if after.Body["pending"] != false || after.Body["status"] != "approved" || after.Body["decidedBy"] != "staff:agent@demo.test" {
				t.Fatalf("decided item: %s", after.Raw)
			}
			if l := d.do(agent, "GET", "/staff/api/reviews/identity-documents", nil).Body["items"].([]any); len(l) != 0 {
				t.Fatalf("still listed: %v", l)
			}
		})
	}
}

// A contract: its PDF, reasons in the login's language (French here), the
// rejection with a reason the subscriber's signature then carries.
// covers: issue 30 item 3
func TestReviewContractInFrench(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			d := newReviewDoor(t, e)
			ctx := context.Background()
			casey, _, err := d.st.IdentityByLogin(ctx, "casey@demo.test")
			must(t, err)
			storetest.Exec(t, d.st, `UPDATE identities SET language = 'fr' WHERE id = ?`, casey.ID)
			temp := strings.Repeat("cd", 16)
			if _, err := d.st.AddSignature(ctx, portal.Signature{AccountID: demo.CaseyContract, IdentityID: casey.ID, Kind: portal.SignContract,
				Version: "2026-01", TempID: temp, Term: 1, FileKey: "contracts/casey.pdf", SignedAt: d.clk.Now(), ClientIP: "192.0.2.1",
				Login: "casey@demo.test"}); err != nil {
				t.Fatal(err)
			}
			g, err := d.st.SubmitSignature(ctx, demo.CaseyContract, temp, portal.Document{Kind: portal.DocContract, ContentType: "application/pdf"}, d.clk.Now())
			must(t, err)
			agent := d.signIn("agent@demo.test")
			path := fmt.Sprintf("/staff/api/reviews/contracts/%d", g.ID)
			// The PDF is missing from the file store: the item says so (404 on its file), it is still reviewable.
			expectStatus(t, "missing file", d.do(agent, "GET", path+"/file", nil), 404, "not-found")
			item := d.do(agent, "GET", path, nil)
			expectStatus(t, "item", item, 200, "")
			sig := item.Body["signature"].(map[string]any)
			if item.Body["lang"] != "fr" || sig["kind"] != "contract" || sig["login"] != "casey@demo.test" || sig["clientIp"] != "192.0.2.1" {
				t.Fatalf("contract: %s", item.Raw)
			}
			fr := console.Reasons("contracts", "fr")
			if rs := item.Body["reasons"].([]any); len(rs) != len(fr) || rs[0] != fr[0] {
				t.Fatalf("reasons: %v", rs)
			}
			expectStatus(t, "reject", d.do(agent, "POST", path+"/decision", map[string]any{"decision": "reject", "reason": fr[0]}), 200, "")
			g, err = d.st.SignatureByID(ctx, g.ID)
			must(t, err)
			if g.Status != portal.SignatureRejected || g.Reason != fr[0] || g.DecidedBy != "staff:agent@demo.test" {
				t.Fatalf("signature: %+v", g)
			}
			expectStatus(t, "decided", d.do(agent, "POST", path+"/decision", map[string]any{"decision": "approve"}), 409, "decided")
			if got := d.actions("staff:agent@demo.test", "reject-contract"); len(got) != 1 {
				t.Fatalf("staff log: %+v", got)
			}
		})
	}
}

// A change request beside the account's current values, resolved with a
// note; a void cheque approved with its last four digits; a failed e-mail
// retried once.
// covers: issue 30 items 2 and 3
func TestReviewRequestChequeAndMail(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			d := newReviewDoor(t, e)
			ctx := context.Background()
			avery, _, err := d.st.IdentityByLogin(ctx, "avery@demo.test")
			must(t, err)
			req, err := d.st.AddChangeRequest(ctx, portal.ChangeRequest{AccountID: demo.AveryMain, IdentityID: avery.ID, Callback: "7805550100",
				Changes:   []portal.AccountChange{{Type: portal.ChangeName, Description: "Avery Q. Fields"}},
				CreatedAt: d.clk.Now()})
			must(t, err)
			sum := strings.Repeat("e", 64)
			if _, err := d.st.AddReviewUpload(ctx, portal.ReviewUpload{AccountID: demo.AveryMain, IdentityID: avery.ID, Kind: portal.DocVoidCheque,
				SHA256: sum, CreatedAt: d.clk.Now()}, portal.Document{Kind: portal.DocVoidCheque, FileKey: "uploads/c.jpg", ContentType: "image/jpeg"}); err != nil {
				t.Fatal(err)
			}
			mailID, err := d.st.EnqueueMail(ctx, portal.Mail{Kind: portal.MailInvitation, To: "gone@example.test", Lang: "en",
				Data: map[string]string{"link": "https://portal.example/x"}})
			must(t, err)
			m, err := d.st.ClaimMail(ctx, d.clk.Now(), d.clk.Now().Add(time.Minute))
			must(t, err)
			for m.ID != mailID { // the demo's own messages first
				must(t, d.st.MailSent(ctx, m.ID, d.clk.Now()))
				m, err = d.st.ClaimMail(ctx, d.clk.Now(), d.clk.Now().Add(time.Minute))
				must(t, err)
			}
			must(t, d.st.FailMail(ctx, mailID, d.clk.Now(), "550 no such mailbox"))
			agent := d.signIn("agent@demo.test")

			r := d.do(agent, "GET", fmt.Sprintf("/staff/api/reviews/change-requests/%d", req), nil)
			expectStatus(t, "request", r, 200, "")
			rb := r.Body["request"].(map[string]any)
			if rb["current"].(map[string]any)["name"] != "Avery Fields" || rb["changes"].([]any)[0].(map[string]any)["description"] != "Avery Q. Fields" {
				t.Fatalf("request: %s", r.Raw)
			}
			expectStatus(t, "approve a request", d.do(agent, "POST", fmt.Sprintf("/staff/api/reviews/change-requests/%d/decision", req),
				map[string]any{"decision": "approve"}), 400, "bad-decision")
			expectStatus(t, "resolve", d.do(agent, "POST", fmt.Sprintf("/staff/api/reviews/change-requests/%d/decision", req),
				map[string]any{"decision": "resolve", "note": "name changed in the CRM"}), 200, "")
			if got := d.actions("staff:agent@demo.test", "resolve-request"); len(got) != 1 || got[0].Detail != "name changed in the CRM" {
				t.Fatalf("resolve: %+v", got)
			}

			cheques := d.do(agent, "GET", "/staff/api/reviews/void-cheques", nil).Body["items"].([]any)
			if len(cheques) != 1 || cheques[0].(map[string]any)["name"] != "Avery Fields" {
				t.Fatalf("cheques: %v", cheques)
			}
			cheque := fmt.Sprintf("/staff/api/reviews/void-cheques/%v", cheques[0].(map[string]any)["id"])
			expectStatus(t, "no last four", d.do(agent, "POST", cheque+"/decision", map[string]any{"decision": "approve", "last4": "12a4"}), 400, "bad-last4")
			expectStatus(t, "approve the cheque", d.do(agent, "POST", cheque+"/decision", map[string]any{"decision": "approve", "last4": "6789"}), 200, "")
			pm, err := d.st.PaymentMethod(ctx, demo.AveryMain)
			must(t, err)
			if pm.Type != portal.MethodEFT || pm.Last4 != "6789" {
				t.Fatalf("payment method: %+v", pm)
			}

			failed := d.do(agent, "GET", "/staff/api/reviews/failed-mail", nil).Body["items"].([]any)
			if len(failed) != 1 || failed[0].(map[string]any)["name"] != "gone@example.test" {
				t.Fatalf("failed mail: %v", failed)
			}
			mail := fmt.Sprintf("/staff/api/reviews/failed-mail/%d", mailID)
			mb := d.do(agent, "GET", mail, nil)
			if x := mb.Body["mail"].(map[string]any); x["to"] != "gone@example.test" || x["lastError"] != "550 no such mailbox" ||
				x["subject"] != "subject of invitation" || mb.Body["pending"] != true {
				t.Fatalf("mail: %s", mb.Raw)
			}
			expectStatus(t, "retry", d.do(agent, "POST", mail+"/decision", map[string]any{"decision": "retry"}), 200, "")
			expectStatus(t, "retry again", d.do(agent, "POST", mail+"/decision", map[string]any{"decision": "retry"}), 409, "decided")
			if got := d.actions("staff:agent@demo.test", "retry-mail"); len(got) != 1 {
				t.Fatalf("retry: %+v", got)
			}
			if l := d.do(agent, "GET", "/staff/api/reviews/failed-mail", nil).Body["items"].([]any); len(l) != 0 {
				t.Fatalf("still failed: %v", l)
			}
		})
	}
}
