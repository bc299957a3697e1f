package provider

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"myaccount/internal/demo"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/services"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// reviewSeed is what the back office finds waiting in TestReviews: what the
// subscribers' app stores when they send a change request, photos and a
// signed contract.
type reviewSeed struct {
	requestA, requestB    int64
	chequeA, chequeB, idA int64
	contractA             int64
}

func seedReviews(t *testing.T, st *store.Store) reviewSeed {
	t.Helper()
	ctx := context.Background()
	now := time.Now()
	var p reviewSeed
	identity, err := st.CreateIdentity(ctx, "review@example.test", "x")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []int64{billAcctA, billAcctB} {
		if err := st.LinkAccount(ctx, identity, a, false); err != nil {
			t.Fatal(err)
		}
		id, err := st.AddChangeRequest(ctx, portal.ChangeRequest{AccountID: a, IdentityID: identity, Callback: "5145550100",
			Changes:   []portal.AccountChange{{Type: portal.ChangeEmail, Operation: "add", Description: "new@example.test"}},
			CreatedAt: now})
		if err != nil {
			t.Fatal(err)
		}
		cheque := seedUpload(t, st, a, identity, portal.DocVoidCheque, now)
		if a == billAcctA {
			p.requestA, p.chequeA = id, cheque
		} else {
			p.requestB, p.chequeB = id, cheque
		}
	}
	p.idA = seedUpload(t, st, billAcctA, identity, portal.DocIdentity, now)
	temp := strings.Repeat("ab", 16)
	if _, err := st.AddSignature(ctx, portal.Signature{AccountID: billAcctA, IdentityID: identity, Kind: portal.SignContract,
		Version: "2026-01", TempID: temp, Term: 1, FileKey: "contracts/a.pdf", SignedAt: now, ClientIP: "192.0.2.1",
		Login: "review@example.test"}); err != nil {
		t.Fatal(err)
	}
	g, err := st.SubmitSignature(ctx, billAcctA, temp, portal.Document{Kind: portal.DocContract, ContentType: "application/pdf"}, now)
	if err != nil {
		t.Fatal(err)
	}
	p.contractA = g.ID
	return p
}

// seedUpload stores a photo under review and returns its id.
func seedUpload(t *testing.T, st *store.Store, account, identity int64, kind string, at time.Time) int64 {
	t.Helper()
	ctx := context.Background()
	sum := fmt.Sprintf("%064x", at.UnixNano()+account+int64(len(kind)))
	if _, err := st.AddReviewUpload(ctx, portal.ReviewUpload{AccountID: account, IdentityID: identity, Kind: kind, SHA256: sum,
		CreatedAt: at}, portal.Document{Kind: kind, FileKey: "uploads/" + sum + ".jpg", ContentType: "image/jpeg"}); err != nil {
		t.Fatal(err)
	}
	us, err := st.ReviewUploads(ctx, account, kind)
	if err != nil || len(us) == 0 {
		t.Fatalf("upload: %v", err)
	}
	return us[0].ID
}

func TestReviews(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st := e.Open(t)
			seedBillingAccounts(t, st)
			p := seedReviews(t, st)
			svc := services.New(st, services.Options{Location: providerZone})
			api := newTestAPI(t, st, provisioning.Options{Clock: portal.Clock{Location: providerZone}, Staff: svc.Staff,
				Onboarding: svc.OnboardingStaff})
			decide := func(path string, body any) answer {
				t.Helper()
				return api.do("POST", path+"/decision", body)
			}
			items := func(r answer) []any {
				t.Helper()
				if r.Status != http.StatusOK {
					t.Fatalf("list: %d %s", r.Status, r.Raw)
				}
				return r.Body["items"].([]any)
			}
			recorded := func(action string) int {
				n := 0
				for _, a := range staffActions(t, st, "api-key:billing-sync") {
					if a.Action == action {
						n++
					}
				}
				return n
			}

			// Change requests: listed, read, resolved once.
			if got := items(api.do("GET", "/reviews/change-requests", nil)); len(got) != 2 {
				t.Fatalf("pending requests: %v", got)
			}
			req := fmt.Sprintf("/reviews/change-requests/%d", p.requestA)
			if r := api.do("GET", req, nil); r.Status != http.StatusOK || r.Body["status"] != "pending" || r.Body["callback"] != "5145550100" {
				t.Fatalf("get request: %d %s", r.Status, r.Raw)
			}
			for name, c := range map[string]struct {
				body   any
				fields []string
			}{
				"approve":  {map[string]any{"decision": "approve"}, []string{"decision"}},
				"missing":  {map[string]any{}, []string{"decision"}},
				"reason":   {map[string]any{"decision": "resolve", "reason": "x"}, []string{"reason"}},
				"unknown":  {`{"decision":"resolve","by":"me"}`, []string{"by"}},
				"not json": {`resolve`, nil},
			} {
				if r := decide(req, c.body); r.Status != http.StatusBadRequest || !slices.Equal(r.fields(), c.fields) {
					t.Errorf("%s: %d %v %s", name, r.Status, r.fields(), r.Raw)
				}
			}
			r := decide(req, map[string]any{"decision": "resolve", "note": "e-mail added"})
			if r.Status != http.StatusOK || r.Body["status"] != "resolved" || r.Body["resolved_by"] != "api-key:billing-sync" ||
				r.Body["resolution"] != "e-mail added" {
				t.Fatalf("resolve: %d %s", r.Status, r.Raw)
			}
			if r := decide(req, map[string]any{"decision": "resolve"}); r.Status != http.StatusConflict {
				t.Fatalf("resolve again: %d %s", r.Status, r.Raw)
			}
			if n := recorded("resolve-request"); n != 1 {
				t.Fatalf("resolve-request recorded %d times", n)
			}
			if got := items(api.do("GET", "/reviews/change-requests?status=pending", nil)); len(got) != 1 {
				t.Fatalf("pending after: %v", got)
			}
			r = api.do("GET", "/reviews/change-requests?status=all&limit=1", nil)
			if got := items(r); len(got) != 1 || r.Body["next"] != fmt.Sprint(p.requestA) {
				t.Fatalf("all, page 1: %s", r.Raw)
			}
			r = api.do("GET", fmt.Sprintf("/reviews/change-requests?status=all&limit=1&after=%d", p.requestA), nil)
			if got := items(r); len(got) != 1 || got[0].(map[string]any)["id"] != float64(p.requestB) {
				t.Fatalf("all, page 2: %s", r.Raw)
			}
			if r := api.do("GET", "/reviews/change-requests?status=done", nil); r.Status != http.StatusBadRequest ||
				!slices.Equal(r.fields(), []string{"status"}) {
				t.Fatalf("bad status: %d %s", r.Status, r.Raw)
			}
			if r := api.do("GET", "/reviews/change-requests?after=x", nil); r.Status != http.StatusBadRequest ||
				!slices.Equal(r.fields(), []string{"after"}) {
				t.Fatalf("bad cursor: %d %s", r.Status, r.Raw)
			}
			for _, path := range []string{"/reviews/change-requests/99999", "/reviews/change-requests/x"} {
				if r := api.do("GET", path, nil); r.Status != http.StatusNotFound {
					t.Errorf("GET %s: %d", path, r.Status)
				}
			}
			if r := decide("/reviews/change-requests/99999", map[string]any{"decision": "resolve"}); r.Status != http.StatusNotFound {
				t.Errorf("resolve unknown: %d", r.Status)
			}
			if r := api.send("GET", "/reviews/change-requests", nil, nil); r.Status != http.StatusUnauthorized {
				t.Fatalf("no key: %d", r.Status)
			}

			// Void cheques: approve with last4 (the staff's rule checks it),
			// reject with a reason.
			cheque := fmt.Sprintf("/reviews/void-cheques/%d", p.chequeA)
			if r := api.do("GET", cheque, nil); r.Status != http.StatusOK || r.Body["status"] != "pending" {
				t.Fatalf("get cheque: %d %s", r.Status, r.Raw)
			}
			if r := decide(cheque, map[string]any{"decision": "approve"}); r.Status != http.StatusBadRequest ||
				!slices.Equal(r.fields(), []string{"last4"}) {
				t.Fatalf("approve without last4: %d %s", r.Status, r.Raw)
			}
			if r := decide(cheque, map[string]any{"decision": "approve", "last4": "12a4"}); r.Status != http.StatusUnprocessableEntity ||
				!slices.Equal(r.fields(), []string{"last4"}) {
				t.Fatalf("approve with a bad last4: %d %s", r.Status, r.Raw)
			}
			if r := decide(cheque, map[string]any{"decision": "approve", "last4": "6789"}); r.Status != http.StatusOK ||
				r.Body["status"] != "approved" || r.Body["decided_by"] != "api-key:billing-sync" {
				t.Fatalf("approve: %d %s", r.Status, r.Raw)
			}
			if m, err := st.PaymentMethod(ctx, billAcctA); err != nil || m.Type != portal.MethodEFT || m.Last4 != "6789" {
				t.Fatalf("the account's method: %+v %v", m, err)
			}
			if r := decide(cheque, map[string]any{"decision": "reject", "reason": "blurry"}); r.Status != http.StatusConflict {
				t.Fatalf("decide again: %d %s", r.Status, r.Raw)
			}
			chequeB := fmt.Sprintf("/reviews/void-cheques/%d", p.chequeB)
			if r := decide(chequeB, map[string]any{"decision": "reject", "reason": " "}); r.Status != http.StatusBadRequest ||
				!slices.Equal(r.fields(), []string{"reason"}) {
				t.Fatalf("reject without a reason: %d %s", r.Status, r.Raw)
			}
			if r := decide(chequeB, map[string]any{"decision": "reject", "reason": "The cheque is not legible."}); r.Status != http.StatusOK ||
				r.Body["status"] != "rejected" || r.Body["reason"] != "The cheque is not legible." {
				t.Fatalf("reject: %d %s", r.Status, r.Raw)
			}
			if n, m := recorded("approve-cheque"), recorded("reject-cheque"); n != 1 || m != 1 {
				t.Fatalf("cheque decisions recorded %d, %d", n, m)
			}
			if got := items(api.do("GET", "/reviews/void-cheques", nil)); len(got) != 0 {
				t.Fatalf("cheques pending after: %v", got)
			}
			if got := items(api.do("GET", "/reviews/void-cheques?status=all", nil)); len(got) != 2 {
				t.Fatalf("every cheque: %v", got)
			}
			// An identity document is no void cheque.
			if r := api.do("GET", fmt.Sprintf("/reviews/void-cheques/%d", p.idA), nil); r.Status != http.StatusNotFound {
				t.Fatalf("identity document as a cheque: %d", r.Status)
			}
			if r := api.send("GET", "/reviews/void-cheques", nil, nil); r.Status != http.StatusUnauthorized {
				t.Fatalf("no key: %d", r.Status)
			}

			// Identity documents.
			doc := fmt.Sprintf("/reviews/identity-documents/%d", p.idA)
			if got := items(api.do("GET", "/reviews/identity-documents", nil)); len(got) != 1 {
				t.Fatalf("pending identity documents: %v", got)
			}
			if r := api.do("GET", doc, nil); r.Status != http.StatusOK {
				t.Fatalf("get identity document: %d %s", r.Status, r.Raw)
			}
			if r := decide(doc, map[string]any{"decision": "approve", "last4": "1234"}); r.Status != http.StatusBadRequest ||
				!slices.Equal(r.fields(), []string{"last4"}) {
				t.Fatalf("approve with last4: %d %s", r.Status, r.Raw)
			}
			if r := decide(doc, map[string]any{"decision": "approve"}); r.Status != http.StatusOK || r.Body["status"] != "approved" {
				t.Fatalf("approve identity: %d %s", r.Status, r.Raw)
			}
			if r := decide(doc, map[string]any{"decision": "approve"}); r.Status != http.StatusConflict {
				t.Fatalf("approve identity again: %d %s", r.Status, r.Raw)
			}
			if r := api.do("GET", fmt.Sprintf("/reviews/identity-documents/%d", p.chequeA), nil); r.Status != http.StatusNotFound {
				t.Fatalf("a cheque as an identity document: %d", r.Status)
			}
			if n := recorded("approve-id-document"); n != 1 {
				t.Fatalf("approve-id-document recorded %d times", n)
			}
			if r := api.send("GET", doc, nil, nil); r.Status != http.StatusUnauthorized {
				t.Fatalf("no key: %d", r.Status)
			}

			// Contracts and agreements.
			contract := fmt.Sprintf("/reviews/contracts/%d", p.contractA)
			if got := items(api.do("GET", "/reviews/contracts", nil)); len(got) != 1 || got[0].(map[string]any)["status"] != "pending" {
				t.Fatalf("pending contracts: %v", got)
			}
			if r := api.do("GET", contract, nil); r.Status != http.StatusOK || r.Body["kind"] != "contract" || r.Body["submitted_at"] == nil {
				t.Fatalf("get contract: %d %s", r.Status, r.Raw)
			}
			if r := decide(contract, map[string]any{"decision": "reject"}); r.Status != http.StatusBadRequest ||
				!slices.Equal(r.fields(), []string{"reason"}) {
				t.Fatalf("reject without a reason: %d %s", r.Status, r.Raw)
			}
			if r := decide(contract, map[string]any{"decision": "reject", "reason": "The signature is not the holder's."}); r.Status != http.StatusOK ||
				r.Body["status"] != "rejected" || r.Body["decided_by"] != "api-key:billing-sync" {
				t.Fatalf("reject contract: %d %s", r.Status, r.Raw)
			}
			if r := decide(contract, map[string]any{"decision": "approve"}); r.Status != http.StatusConflict {
				t.Fatalf("approve a rejected contract: %d %s", r.Status, r.Raw)
			}
			if n := recorded("reject-contract"); n != 1 {
				t.Fatalf("reject-contract recorded %d times", n)
			}
			if got := items(api.do("GET", "/reviews/contracts?status=all", nil)); len(got) != 1 {
				t.Fatalf("every contract: %v", got)
			}
			if r := decide("/reviews/contracts/99999", map[string]any{"decision": "approve"}); r.Status != http.StatusNotFound {
				t.Fatalf("decide unknown contract: %d", r.Status)
			}
			if r := api.send("POST", contract+"/decision", map[string]any{"decision": "approve"}, nil); r.Status != http.StatusUnauthorized {
				t.Fatalf("no key: %d", r.Status)
			}
		})
	}
}

// The demo's pending identity photo (blake's, docs/demo-data.md) is in the
// queue, and approving it through the API does what the admin command
// does: blake's documents are complete, yet blake stays in pre-install
// (no auto payment, no contract).
func TestReviewsDemo(t *testing.T) {
	ctx := context.Background()
	st := storetest.SQLite(t)
	if _, err := demo.Seed(ctx, st, demo.Options{UnsubscribeSecret: []byte("test-secret-test-secret-32-bytes")}); err != nil {
		t.Fatal(err)
	}
	svc := services.New(st, services.Options{})
	api := newTestAPI(t, st, provisioning.Options{Staff: svc.Staff, Onboarding: svc.OnboardingStaff})
	r := api.do("GET", "/reviews/identity-documents", nil)
	items, _ := r.Body["items"].([]any)
	if r.Status != http.StatusOK || len(items) != 1 || items[0].(map[string]any)["account"] != float64(demo.BlakeHome) {
		t.Fatalf("the demo's queue: %d %s", r.Status, r.Raw)
	}
	id := int64(items[0].(map[string]any)["id"].(float64))
	if r := api.do("POST", fmt.Sprintf("/reviews/identity-documents/%d/decision", id), map[string]any{"decision": "approve"}); r.Status != http.StatusOK {
		t.Fatalf("approve: %d %s", r.Status, r.Raw)
	}
	c, err := svc.Onboarding.Checklist(ctx, demo.BlakeHome)
	if err != nil {
		t.Fatal(err)
	}
	flags, err := st.ServiceFlags(ctx, demo.BlakeHome)
	if err != nil {
		t.Fatal(err)
	}
	if c.DocumentStatus != portal.StatusComplete || !flags.HasPreinstall || c.Done() {
		t.Fatalf("blake after the approval: preinstall %v, checklist %+v", flags.HasPreinstall, c)
	}
}
