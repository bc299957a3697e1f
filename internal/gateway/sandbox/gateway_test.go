package sandbox_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/portal"
)

// addCard runs the hosted page with a card number and returns the card's
// token.
func (e *env) addCard(t *testing.T, ref, number, expiry string) string {
	t.Helper()
	s := e.start(t, ref, "en")
	q := returned(t, e.post(t, tokenOf(t, s), number, expiry, "123", "add"))
	if q.Get("result") != portal.CardApproved {
		t.Fatalf("adding %s: %v", ref, q)
	}
	return q.Get("cctoken")
}

// TestStartCardSession: a session needs a reference, a name and an absolute
// http(s) return URL; its token is long and random, and only its hash is
// stored; an unknown language opens the page in English.
func TestStartCardSession(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		good := portal.CardSessionRequest{Reference: "cs-1", NameOnCard: "Avery", ReturnURL: returnURL, Language: "de"}
		for name, mod := range map[string]func(*portal.CardSessionRequest){
			"no reference":     func(r *portal.CardSessionRequest) { r.Reference = " " },
			"no name":          func(r *portal.CardSessionRequest) { r.NameOnCard = "" },
			"relative return":  func(r *portal.CardSessionRequest) { r.ReturnURL = "/ui/autopayment" },
			"script return":    func(r *portal.CardSessionRequest) { r.ReturnURL = "javascript:alert(1)" },
			"ftp return":       func(r *portal.CardSessionRequest) { r.ReturnURL = "ftp://portal.test/x" },
			"user in return":   func(r *portal.CardSessionRequest) { r.ReturnURL = "http://a@portal.test/x" },
			"odd host":         func(r *portal.CardSessionRequest) { r.ReturnURL = "http://portal.test;x/x" },
			"long return":      func(r *portal.CardSessionRequest) { r.ReturnURL = returnURL + "&x=" + strings.Repeat("a", 3000) },
			"long reference":   func(r *portal.CardSessionRequest) { r.Reference = strings.Repeat("r", 201) },
			"empty return URL": func(r *portal.CardSessionRequest) { r.ReturnURL = "" },
		} {
			r := good
			mod(&r)
			if _, err := e.g.StartCardSession(ctx, r); !errors.Is(err, sandbox.ErrInvalidRequest) {
				t.Errorf("%s: %v", name, err)
			}
		}
		a, err := e.g.StartCardSession(ctx, good)
		if err != nil {
			t.Fatal(err)
		}
		b, err := e.g.StartCardSession(ctx, good)
		if err != nil {
			t.Fatal(err)
		}
		if a.Token == b.Token || len(a.Token) != 43 || !strings.HasPrefix(a.PageURL, publicURL+"/sandbox/pay?code=4&sessiontoken=") {
			t.Fatalf("sessions %+v %+v", a, b)
		}
		if body := e.get(t, a.PageURL).Body.String(); !strings.Contains(body, `<html lang="en">`) {
			t.Fatalf("a German session's page:\n%s", body)
		}
		var hash, lang string
		var expires int64
		if err := e.raw.QueryRow(`SELECT token_hash, language, expires_at FROM sandbox_sessions WHERE token_hash = '`+
			portal.HashToken(a.Token)+`'`).Scan(&hash, &lang, &expires); err != nil {
			t.Fatal(err)
		}
		if lang != "en" || expires != e.clock.Now().Add(30*time.Minute).UnixMilli() {
			t.Fatalf("stored language %q, expiry %d", lang, expires)
		}
		if strings.Contains(e.dumpTables(t), a.Token) {
			t.Fatal("the session token is stored")
		}
	})
}

// TestCardSessionResultPerOutcome: the gateway's own answer for every way
// a session ends, whatever the browser's return said.
//
// covers: PAY-017
func TestCardSessionResultPerOutcome(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		open := e.start(t, "open", "en")
		approved := e.start(t, "approved", "en")
		denied := e.start(t, "denied", "en")
		cancelled := e.start(t, "cancelled", "en")
		noFunds := e.start(t, "nofunds", "en")
		tok := returned(t, e.post(t, tokenOf(t, approved), "5555 5555 5555 4444", "08/29", "321", "add")).Get("cctoken")
		returned(t, e.post(t, tokenOf(t, denied), "4000000000000002", "08/29", "321", "add"))
		returned(t, e.post(t, tokenOf(t, cancelled), "", "", "", "cancel"))
		nf := returned(t, e.post(t, tokenOf(t, noFunds), "4000000000009995", "08/29", "321", "add")).Get("cctoken")
		for _, c := range []struct {
			s    portal.GatewaySession
			want portal.CardSessionResult
		}{
			{open, portal.CardSessionResult{Reference: "open", Status: portal.CardOpen}},
			{approved, portal.CardSessionResult{Reference: "approved", Status: portal.CardApproved, Card: portal.GatewayCard{
				Token: tok, Brand: portal.MethodMastercard, Last4: "4444", ExpMonth: 8, ExpYear: 2029}}},
			{denied, portal.CardSessionResult{Reference: "denied", Status: portal.CardDenied}},
			{cancelled, portal.CardSessionResult{Reference: "cancelled", Status: portal.CardCancelled}},
			// The insufficient-funds card is added: its charges fail later.
			{noFunds, portal.CardSessionResult{Reference: "nofunds", Status: portal.CardApproved, Card: portal.GatewayCard{
				Token: nf, Brand: portal.MethodVisa, Last4: "9995", ExpMonth: 8, ExpYear: 2029}}},
		} {
			got, err := e.g.CardSessionResult(ctx, c.s.Token)
			if err != nil || got != c.want {
				t.Errorf("%s: %+v, %v", c.want.Reference, got, err)
			}
		}
		if _, err := e.g.CardSessionResult(ctx, strings.Repeat("x", 43)); !errors.Is(err, portal.ErrGatewayUnknownSession) {
			t.Fatalf("unknown: %v", err)
		}
		e.clock.Advance(sandbox.SessionTTL)
		if got, _ := e.g.CardSessionResult(ctx, open.Token); got.Status != portal.CardCancelled {
			t.Fatalf("expired open session: %+v", got)
		}
		if got, _ := e.g.CardSessionResult(ctx, approved.Token); got.Status != portal.CardApproved {
			t.Fatalf("an approved session after its expiry: %+v", got)
		}
	})
}

// TestChargeIsIdempotent: a reference charges once; a repeat, sequential or
// concurrent, answers the first result; the books hold one charge per
// reference and count the calls.
func TestChargeIsIdempotent(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		card := e.addCard(t, "cs-1", "4242424242424242", "12/30")
		req := portal.ChargeRequest{Reference: "payment-1", AmountCents: 12345, Description: "Prairie Wave",
			Method: portal.PaymentMethod{Type: portal.MethodVisa, Token: card}}
		first, err := e.g.Charge(ctx, req)
		if err != nil || !first.Approved {
			t.Fatalf("first charge: %+v %v", first, err)
		}
		e.clock.Advance(time.Hour)
		again, err := e.g.Charge(ctx, req)
		if err != nil || again != first {
			t.Fatalf("repeat: %+v %v, first %+v", again, err, first)
		}
		rec, ok, err := e.g.ChargeByReference(ctx, "payment-1")
		if err != nil || !ok || rec.Attempts != 2 || rec.TransactionID != first.TransactionID || rec.AmountCents != 12345 ||
			rec.MethodType != portal.MethodVisa || rec.Token != card || !rec.Approved || rec.Description != "Prairie Wave" ||
			!rec.At.Equal(time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)) {
			t.Fatalf("books: %+v %v %v", rec, ok, err)
		}
		// The same reference for another charge is refused; the first stands.
		other := req
		other.AmountCents = 1
		if _, err := e.g.Charge(ctx, other); !errors.Is(err, sandbox.ErrReferenceReused) {
			t.Fatalf("reused reference: %v", err)
		}

		// Concurrent calls with one reference: one charge, one answer.
		const calls = 16
		results := make([]portal.ChargeResult, calls)
		errs := make([]error, calls)
		var wg sync.WaitGroup
		for i := range calls {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := req
				r.Reference = "payment-2"
				results[i], errs[i] = e.g.Charge(ctx, r)
			}()
		}
		wg.Wait()
		for i := range calls {
			if errs[i] != nil || results[i] != results[0] || !results[i].Approved {
				t.Fatalf("call %d: %+v %v (call 0: %+v)", i, results[i], errs[i], results[0])
			}
		}
		books, err := e.g.Charges(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(books) != 2 || books[0].Reference != "payment-1" || books[1].Reference != "payment-2" || books[1].Attempts != calls ||
			books[1].TransactionID != results[0].TransactionID || books[0].TransactionID == books[1].TransactionID {
			t.Fatalf("books: %+v", books)
		}
		if _, ok, err := e.g.ChargeByReference(ctx, "payment-3"); ok || err != nil {
			t.Fatalf("a reference never charged: %v %v", ok, err)
		}
	})
}

// TestChargeOutcomes: the insufficient-funds card declines, an unknown or
// mismatched token declines, an expired card declines, EFT approves, and a
// non-positive amount is an error that charges nothing. Declines are in
// the books too.
func TestChargeOutcomes(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		visa := e.addCard(t, "cs-1", "4242424242424242", "12/30")
		noFunds := e.addCard(t, "cs-2", "4000 0000 0000 9995", "12/30")
		soon := e.addCard(t, "cs-3", "5555555555554444", "12/26")
		charge := func(ref, typ, token string, cents int64) (portal.ChargeResult, error) {
			return e.g.Charge(ctx, portal.ChargeRequest{Reference: ref, AmountCents: cents,
				Method: portal.PaymentMethod{Type: typ, Token: token}})
		}
		for _, c := range []struct {
			ref, typ, token string
			approved        bool
			reason          string
		}{
			{"p-visa", portal.MethodVisa, visa, true, ""},
			{"p-nofunds", portal.MethodVisa, noFunds, false, "Insufficient funds"},
			{"p-unknown", portal.MethodVisa, "tok_0000", false, "Unknown card"},
			{"p-notsandbox", portal.MethodMastercard, "4242424242424242", false, "Unknown card"},
			{"p-mismatch", portal.MethodMastercard, visa, false, "Unknown card"},
			{"p-eft", portal.MethodEFT, "eft-1001-00123", true, ""},
			{"p-badeft", portal.MethodEFT, "bank", false, "Unknown bank account"},
			{"p-other", "XX", visa, false, "Unsupported payment method"},
			{"p-mc", portal.MethodMastercard, soon, true, ""},
		} {
			res, err := charge(c.ref, c.typ, c.token, 500)
			if err != nil || res.Approved != c.approved || res.Reason != c.reason || (res.TransactionID != "") != c.approved {
				t.Errorf("%s: %+v %v", c.ref, res, err)
			}
			rec, ok, err := e.g.ChargeByReference(ctx, c.ref)
			if err != nil || !ok || rec.Approved != c.approved || rec.Reason != c.reason || rec.AmountCents != 500 || rec.MethodType != c.typ {
				t.Errorf("%s in the books: %+v %v %v", c.ref, rec, ok, err)
			}
		}
		// Two months on, the 12/26 card has expired.
		e.clock.Advance(62 * 24 * time.Hour)
		if res, err := charge("p-expired", portal.MethodMastercard, soon, 500); err != nil || res.Approved || res.Reason != "Expired card" {
			t.Fatalf("expired card: %+v %v", res, err)
		}
		for _, cents := range []int64{0, -100} {
			if _, err := charge(fmt.Sprint("p-amount", cents), portal.MethodVisa, visa, cents); !errors.Is(err, sandbox.ErrInvalidRequest) {
				t.Fatalf("%d cents: %v", cents, err)
			}
		}
		if _, err := charge("", portal.MethodVisa, visa, 100); !errors.Is(err, sandbox.ErrInvalidRequest) {
			t.Fatalf("no reference: %v", err)
		}
		books, err := e.g.Charges(ctx)
		if err != nil || len(books) != 10 {
			t.Fatalf("books: %d %v", len(books), err)
		}
		// The log says what was charged, never with which token.
		if logs := e.logs.String(); !strings.Contains(logs, `"reference":"p-nofunds"`) || strings.Contains(logs, visa) {
			t.Fatalf("logs:\n%s", logs)
		}
	})
}

// TestGatewayUnavailable: a store that fails makes the gateway's calls
// fail with portal.ErrGatewayUnavailable, so the portal retries later.
func TestGatewayUnavailable(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		s := e.start(t, "cs-1", "en")
		e.st.Close()
		if _, err := e.g.StartCardSession(ctx, portal.CardSessionRequest{Reference: "cs-2", NameOnCard: "A", ReturnURL: returnURL}); !errors.Is(err, portal.ErrGatewayUnavailable) {
			t.Fatalf("start: %v", err)
		}
		if _, err := e.g.CardSessionResult(ctx, s.Token); !errors.Is(err, portal.ErrGatewayUnavailable) {
			t.Fatalf("result: %v", err)
		}
		if _, err := e.g.Charge(ctx, portal.ChargeRequest{Reference: "p", AmountCents: 1,
			Method: portal.PaymentMethod{Type: portal.MethodEFT, Token: "eft-1"}}); !errors.Is(err, portal.ErrGatewayUnavailable) {
			t.Fatalf("charge: %v", err)
		}
		w := e.get(t, s.PageURL)
		if w.Code != 500 || strings.Contains(w.Body.String(), "<form") {
			t.Fatalf("page with the store down: %d", w.Code)
		}
	})
}
