package sandbox_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/portal"
)

// TestHostedPageAddsACard: the page the session's URL opens (code 4 and
// the session token) is the gateway's own, a test gateway that says so, with
// an accessible card form and the test cards; a Visa or Mastercard returns
// to the portal approved with a card token, which CardSessionResult
// confirms and Charge accepts.
//
// covers: PAY-017, PAY-021, PAY-028
func TestHostedPageAddsACard(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		for i, c := range []struct {
			number, expiry, brand, last4 string
			month, year                  int
		}{
			{"4242 4242 4242 4242", "12/30", portal.MethodVisa, "4242", 12, 2030},
			{"5555-5555-5555-4444", "11/26", portal.MethodMastercard, "4444", 11, 2026}, // valid through this month
			{"2223003122003222", "01/2031", portal.MethodMastercard, "3222", 1, 2031},
		} {
			ref := "cs-" + string(rune('a'+i))
			s := e.start(t, ref, "en")
			token := tokenOf(t, s)
			if s.Token != token || len(token) < 43 || s.PageURL != publicURL+"/sandbox/pay?code=4&sessiontoken="+token {
				t.Fatalf("session %+v", s)
			}
			w := e.get(t, s.PageURL)
			body := w.Body.String()
			if w.Code != http.StatusOK {
				t.Fatalf("page: %d\n%s", w.Code, body)
			}
			for _, want := range []string{
				`<html lang="en">`,
				"TEST GATEWAY — no real card is charged",
				`<form method="post" action="/sandbox/pay" novalidate>`,
				`<input type="hidden" name="sessiontoken" value="` + token + `">`,
				`<label for="nameoncard">Name on card</label>`,
				`value="Avery Farmer" readonly`,
				`<label for="cardnumber">Card number</label>`,
				`name="cardnumber" type="text" inputmode="numeric" autocomplete="cc-number"`,
				`<label for="expiry">Expiry date (MM/YY)</label>`,
				`name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp"`,
				`<label for="cvc">Security code (CVC)</label>`,
				`name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc"`,
				`<button type="submit" name="action" value="add" class="primary">Add card</button>`,
				`<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>`,
				`<span class="pan">4242 4242 4242 4242</span> <span class="card-brand">Visa</span> <span class="card-does">approved</span>`,
				`<span class="pan">5555 5555 5555 4444</span> <span class="card-brand">Mastercard</span>`,
				`<span class="pan">4000 0000 0000 0002</span> <span class="card-brand">Visa</span> <span class="card-does">declined when added</span>`,
				`<span class="pan">4000 0000 0000 9995</span> <span class="card-brand">Visa</span> <span class="card-does">added, but every charge is declined (insufficient funds)</span>`,
				`<span class="pan">3782 822463 10005</span> <span class="card-brand">American Express</span> <span class="card-does">refused: only Visa and Mastercard are accepted</span>`,
				`name="viewport" content="width=device-width, initial-scale=1"`,
				`<link rel="stylesheet" href="/sandbox/static/sandbox.css?v=`,
			} {
				if !strings.Contains(body, want) {
					t.Fatalf("the page lacks %s:\n%s", want, body)
				}
			}
			if strings.Contains(body, "<script") || strings.Contains(body, "style=") {
				t.Fatal("the page has a script or an inline style")
			}
			h := w.Header()
			if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") ||
				!strings.Contains(csp, "style-src 'self'") || !strings.Contains(csp, "form-action 'self' http://portal.test:8080") ||
				!strings.Contains(csp, "frame-ancestors 'none'") || strings.Contains(csp, "script-src") {
				t.Fatalf("CSP %q", csp)
			}
			if h.Get("Referrer-Policy") != "no-referrer" || h.Get("Cache-Control") != "no-store" || h.Get("X-Frame-Options") != "DENY" ||
				h.Get("Content-Language") != "en-CA" || h.Get("X-Content-Type-Options") != "nosniff" {
				t.Fatalf("headers %v", h)
			}
			if got, _ := e.g.CardSessionResult(ctx, token); got.Status != portal.CardOpen || got.Reference != ref {
				t.Fatalf("before the form: %+v", got)
			}

			q := returned(t, e.post(t, token, c.number, c.expiry, "123", "add"))
			cctoken := q.Get("cctoken")
			if q.Get("result") != portal.CardApproved || q.Get("session") != ref || q.Get("message") != "Your card was added." ||
				!strings.HasPrefix(cctoken, sandbox.CardTokenPrefix) || len(cctoken) < 30 {
				t.Fatalf("return %v", q)
			}
			got, err := e.g.CardSessionResult(ctx, token)
			if err != nil {
				t.Fatal(err)
			}
			want := portal.CardSessionResult{Reference: ref, Status: portal.CardApproved, Card: portal.GatewayCard{
				Token: cctoken, Brand: c.brand, Last4: c.last4, ExpMonth: c.month, ExpYear: c.year}}
			if got != want {
				t.Fatalf("CardSessionResult = %+v, want %+v", got, want)
			}
			res, err := e.g.Charge(ctx, portal.ChargeRequest{Reference: "payment-" + ref, AmountCents: 4599,
				Method: portal.PaymentMethod{Type: c.brand, Token: cctoken}})
			if err != nil || !res.Approved || !strings.HasPrefix(res.TransactionID, "txn_") || res.Reason != "" {
				t.Fatalf("charging the new card: %+v %v", res, err)
			}
		}
	})
}

// TestHostedPageDeclinesTheDeclineCard: the decline test card ends the
// session denied; no card is kept.
//
// covers: PAY-017, PAY-018
func TestHostedPageDeclinesTheDeclineCard(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		s := e.start(t, "cs-1", "en")
		q := returned(t, e.post(t, tokenOf(t, s), "4000 0000 0000 0002", "12/30", "123", "add"))
		if q.Get("result") != portal.CardDenied || q.Get("session") != "cs-1" || q.Get("message") != "Your card was declined." ||
			q.Has("cctoken") {
			t.Fatalf("return %v", q)
		}
		got, err := e.g.CardSessionResult(context.Background(), tokenOf(t, s))
		if err != nil || got != (portal.CardSessionResult{Reference: "cs-1", Status: portal.CardDenied}) {
			t.Fatalf("CardSessionResult = %+v, %v", got, err)
		}
		var cards int
		if err := e.raw.QueryRow(`SELECT COUNT(*) FROM sandbox_cards`).Scan(&cards); err != nil || cards != 0 {
			t.Fatalf("%d cards kept (%v)", cards, err)
		}
	})
}

// TestHostedPageCancels: Cancel needs no card details and ends the session
// cancelled.
//
// covers: PAY-017, PAY-019
func TestHostedPageCancels(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		s := e.start(t, "cs-1", "en")
		q := returned(t, e.post(t, tokenOf(t, s), "", "", "", "cancel"))
		if q.Get("result") != portal.CardCancelled || q.Get("session") != "cs-1" || q.Get("message") != "You cancelled adding a card." ||
			q.Has("cctoken") {
			t.Fatalf("return %v", q)
		}
		got, err := e.g.CardSessionResult(context.Background(), tokenOf(t, s))
		if err != nil || got != (portal.CardSessionResult{Reference: "cs-1", Status: portal.CardCancelled}) {
			t.Fatalf("CardSessionResult = %+v, %v", got, err)
		}
	})
}

// TestHostedPageRefusesBadCards: the server checks every field; a refused
// card shows the form again with the problems announced, keeps the session
// open, and never writes the card number back.
//
// covers: PAY-021
func TestHostedPageRefusesBadCards(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		s := e.start(t, "cs-1", "en")
		token := tokenOf(t, s)
		for _, c := range []struct {
			name, number, expiry, cvc string
			want                      []string
		}{
			{"bad Luhn", "4242 4242 4242 4241", "12/30", "123", []string{"This card number is not valid. Check it and try again."}},
			{"Amex", "3782 822463 10005", "12/30", "1234", []string{"Only Visa and Mastercard are accepted.", "Enter the 3-digit security code (CVC)."}},
			{"Discover", "6011 1111 1111 1117", "12/30", "123", []string{"Only Visa and Mastercard are accepted."}},
			{"expired", "4111 1111 1111 1111", "10/26", "123", []string{"This card has expired."}},
			{"bad expiry", "4111111111111111", "13/30", "123", []string{"Enter the expiry date as MM/YY."}},
			{"letters", "4111 1111 1111 111O", "12/30", "123", []string{"The card number can only contain digits."}},
			{"short", "4111 1111 111", "12/30", "123", []string{"The card number must have 12 to 19 digits."}},
			{"empty", "", "", "", []string{"Enter the card number.", "Enter the expiry date.", "Enter the 3-digit security code (CVC)."}},
		} {
			w := e.post(t, token, c.number, c.expiry, c.cvc, "add")
			body := w.Body.String()
			if w.Code != http.StatusUnprocessableEntity || !strings.Contains(body, `<form method="post" action="/sandbox/pay"`) ||
				!strings.Contains(body, `<div class="error-summary" role="alert"`) || !strings.Contains(body, `aria-invalid="true"`) {
				t.Fatalf("%s: %d\n%s", c.name, w.Code, body)
			}
			for _, want := range c.want {
				if !strings.Contains(body, want) {
					t.Fatalf("%s: the page does not say %q:\n%s", c.name, want, body)
				}
			}
			digits := strings.NewReplacer(" ", "", "-", "").Replace(c.number)
			if (len(digits) > 4 && strings.Contains(body, digits)) || (c.number != "" && strings.Contains(body, `value="`+c.number)) {
				t.Fatalf("%s: the card number was written back:\n%s", c.name, body)
			}
			if c.cvc != "" && strings.Contains(body, `value="`+c.cvc+`"`) {
				t.Fatalf("%s: the CVC was written back", c.name)
			}
			if c.expiry != "" && !strings.Contains(body, `value="`+c.expiry+`"`) {
				t.Fatalf("%s: the expiry was not kept", c.name)
			}
			if csp := w.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "form-action 'self' http://portal.test:8080") {
				t.Fatalf("%s: CSP %q", c.name, csp)
			}
		}
		// The field's error is tied to it, and the summary links to it.
		body := e.post(t, token, "4242424242424241", "12/30", "123", "add").Body.String()
		for _, want := range []string{
			`<li><a href="#cardnumber">This card number is not valid. Check it and try again.</a></li>`,
			`<p class="field-error" id="cardnumber-error">This card number is not valid. Check it and try again.</p>`,
			`aria-invalid="true" aria-describedby="cardnumber-error cardnumber-hint"`,
		} {
			if !strings.Contains(body, want) {
				t.Fatalf("the page lacks %s:\n%s", want, body)
			}
		}
		if got, _ := e.g.CardSessionResult(ctx, token); got.Status != portal.CardOpen {
			t.Fatalf("refused cards closed the session: %+v", got)
		}
		// The session still works.
		if q := returned(t, e.post(t, token, "4242424242424242", "12/30", "123", "add")); q.Get("result") != portal.CardApproved {
			t.Fatalf("return %v", q)
		}
	})
}

// TestHostedPageSessionsAreSingleUse: once completed, the page and the
// form answer an error page, and the result stands.
func TestHostedPageSessionsAreSingleUse(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		s := e.start(t, "cs-1", "en")
		token := tokenOf(t, s)
		q := returned(t, e.post(t, token, "4242424242424242", "12/30", "123", "add"))
		errorPage(t, e.get(t, s.PageURL), http.StatusBadRequest, "This payment page has already been used.")
		for _, action := range []string{"add", "cancel"} {
			w := e.post(t, token, "5555555555554444", "12/30", "123", action)
			errorPage(t, w, http.StatusBadRequest, "This payment page has already been used.")
			if !strings.Contains(w.Body.String(), `href="http://portal.test:8080/ui/autopayment?view=creditcard"`) {
				t.Fatalf("no way back:\n%s", w.Body)
			}
		}
		got, err := e.g.CardSessionResult(ctx, token)
		if err != nil || got.Status != portal.CardApproved || got.Card.Token != q.Get("cctoken") || got.Card.Last4 != "4242" {
			t.Fatalf("CardSessionResult = %+v, %v", got, err)
		}
		var cards int
		if err := e.raw.QueryRow(`SELECT COUNT(*) FROM sandbox_cards`).Scan(&cards); err != nil || cards != 1 {
			t.Fatalf("%d cards (%v)", cards, err)
		}
	})
}

// TestHostedPageRefusesBadLinks: the page answers only code 4 with a live
// session token; anything else is an error page without a form.
//
// covers: PAY-028
func TestHostedPageRefusesBadLinks(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		s := e.start(t, "cs-1", "en")
		token := tokenOf(t, s)
		unknown := strings.Repeat("A", 43)
		for _, target := range []string{
			"/sandbox/pay?sessiontoken=" + token,
			"/sandbox/pay?code=3&sessiontoken=" + token,
			"/sandbox/pay?code=4",
			"/sandbox/pay?code=4&sessiontoken=" + unknown,
			"/sandbox/pay?code=4&sessiontoken=" + token + "x",
			"/sandbox/pay?code=4&sessiontoken=%3Cscript%3E",
		} {
			errorPage(t, e.get(t, publicURL+target), http.StatusBadRequest, "This payment link is not valid.")
		}
		errorPage(t, e.post(t, unknown, "4242424242424242", "12/30", "123", "add"), http.StatusBadRequest, "This payment link is not valid.")
		errorPage(t, e.post(t, token, "4242424242424242", "12/30", "123", "remove"), http.StatusBadRequest, "The form could not be read.")
		if _, err := e.g.CardSessionResult(ctx, unknown); !errors.Is(err, portal.ErrGatewayUnknownSession) {
			t.Fatalf("unknown token: %v", err)
		}
		if _, err := e.g.CardSessionResult(ctx, "not a token"); !errors.Is(err, portal.ErrGatewayUnknownSession) {
			t.Fatalf("malformed token: %v", err)
		}

		// 30 minutes on, the session has expired: no page, no form post, and
		// the gateway reports it cancelled (it can no longer add a card).
		e.clock.Advance(sandbox.SessionTTL - time.Second)
		if w := e.get(t, s.PageURL); w.Code != http.StatusOK {
			t.Fatalf("a second before expiry: %d", w.Code)
		}
		e.clock.Advance(time.Second)
		errorPage(t, e.get(t, s.PageURL), http.StatusBadRequest, "This payment page has expired.")
		errorPage(t, e.post(t, token, "4242424242424242", "12/30", "123", "add"), http.StatusBadRequest, "This payment page has expired.")
		got, err := e.g.CardSessionResult(ctx, token)
		if err != nil || got != (portal.CardSessionResult{Reference: "cs-1", Status: portal.CardCancelled}) {
			t.Fatalf("expired session: %+v, %v", got, err)
		}
	})
}

// TestHostedPageInFrench: a session opened in French shows the page, its
// errors and its return message in French.
//
// covers: PAY-017, PAY-021
func TestHostedPageInFrench(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		s := e.start(t, "cs-1", "fr-CA")
		token := tokenOf(t, s)
		w := e.get(t, s.PageURL)
		body := w.Body.String()
		for _, want := range []string{
			`<html lang="fr">`,
			"PASSERELLE DE TEST — aucune vraie carte n’est débitée",
			`<label for="cardnumber">Numéro de carte</label>`,
			`<label for="expiry">Date d’expiration (MM/AA)</label>`,
			`<label for="cvc">Code de sécurité (CVC)</label>`,
			`>Ajouter la carte</button>`, `>Annuler</button>`,
			"refusée\u00a0: seules les cartes Visa et Mastercard sont acceptées",
		} {
			if !strings.Contains(body, want) {
				t.Fatalf("the French page lacks %s:\n%s", want, body)
			}
		}
		if w.Header().Get("Content-Language") != "fr-CA" {
			t.Fatalf("Content-Language %q", w.Header().Get("Content-Language"))
		}
		w = e.post(t, token, "3782 822463 10005", "12/30", "123", "add")
		if body := w.Body.String(); !strings.Contains(body, "Seules les cartes Visa et Mastercard sont acceptées.") ||
			!strings.Contains(body, "Veuillez corriger ce qui suit\u00a0:") {
			t.Fatalf("French errors:\n%s", body)
		}
		q := returned(t, e.post(t, token, "4000 0000 0000 0002", "12/30", "123", "add"))
		if q.Get("result") != portal.CardDenied || q.Get("message") != "Votre carte a été refusée." {
			t.Fatalf("return %v", q)
		}
		errorPage(t, e.get(t, s.PageURL), http.StatusBadRequest, "Cette page de paiement a déjà été utilisée.")
		// Without a session, the browser's language.
		errorPage(t, e.get(t, publicURL+"/sandbox/pay?code=4", "Accept-Language", "fr-CA,fr;q=0.9"), http.StatusBadRequest,
			"Ce lien de paiement n’est pas valide.")

		c := e.start(t, "cs-2", "fr")
		if q := returned(t, e.post(t, tokenOf(t, c), "", "", "", "cancel")); q.Get("message") != "Vous avez annulé l’ajout de la carte." {
			t.Fatalf("return %v", q)
		}
		a := e.start(t, "cs-3", "fr")
		if q := returned(t, e.post(t, tokenOf(t, a), "4242424242424242", "12/30", "123", "add")); q.Get("message") != "Votre carte a été ajoutée." {
			t.Fatalf("return %v", q)
		}
	})
}

// TestCardNumbersAreNeverKept: after every kind of entry, no table of the
// database (nor, on SQLite, its files) and no log line holds a full card
// number; the logs hold no session or card token either; the database holds
// the session token only as its hash.
func TestCardNumbersAreNeverKept(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		numbers := []string{"4242424242424242", "5555555555554444", "4000000000000002", "4000000000009995",
			"378282246310005", "4242424242424241", "4111111111111111", "2223003122003222"}
		var secrets []string // tokens that must not reach the logs
		for i, n := range numbers {
			s := e.start(t, fmt.Sprint("cs-", i), []string{"en", "fr"}[i%2])
			token := tokenOf(t, s)
			secrets = append(secrets, token)
			e.get(t, s.PageURL)
			// Spaced as typed, with an expired date first (a refused entry),
			// then as digits with a good date.
			spaced := n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:]
			e.post(t, token, spaced, "01/20", "737", "add")
			w := e.post(t, token, n, "12/30", "737", "add")
			if w.Code == http.StatusSeeOther {
				loc, _ := url.Parse(w.Header().Get("Location"))
				if tok := loc.Query().Get("cctoken"); tok != "" {
					secrets = append(secrets, tok)
				}
			}
		}
		dump := e.dumpTables(t)
		logs := e.logs.String()
		if !strings.Contains(dump, "sandbox_cards.last4=4242") || !strings.Contains(logs, "card session completed") {
			t.Fatalf("the flows did not run:\n%s\n%s", dump, logs)
		}
		for _, n := range numbers {
			if strings.Contains(dump, n) {
				t.Errorf("the database holds %s", n)
			}
			if strings.Contains(logs, n) || strings.Contains(logs, n[:4]+" "+n[4:8]) {
				t.Errorf("the log holds %s", n)
			}
			for _, f := range e.dbFiles {
				b, err := os.ReadFile(f)
				if err != nil && !os.IsNotExist(err) {
					t.Fatal(err)
				}
				if strings.Contains(string(b), n) {
					t.Errorf("%s holds %s", f, n)
				}
			}
		}
		if strings.Contains(dump, "=737\n") || strings.Contains(logs, `"737"`) {
			t.Error("the CVC was kept")
		}
		for _, s := range secrets {
			if strings.Contains(logs, s) {
				t.Errorf("the log holds the token %s", s)
			}
			if strings.HasPrefix(s, sandbox.CardTokenPrefix) {
				continue
			}
			if strings.Contains(dump, s) || !strings.Contains(dump, "sandbox_sessions.token_hash="+portal.HashToken(s)) {
				t.Errorf("the session token %s is stored, or its hash is not", s)
			}
		}
	})
}

// TestHostedPageEdges: the style sheet, unknown paths, a cross-origin post,
// an oversized body, a prepaid card's name.
func TestHostedPageEdges(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		w := e.get(t, publicURL+"/sandbox/static/sandbox.css")
		if w.Code != http.StatusOK || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/css") ||
			!strings.Contains(w.Body.String(), ".test-banner") {
			t.Fatalf("style sheet: %d %v", w.Code, w.Header())
		}
		if w := e.get(t, publicURL+"/sandbox/static/sandbox.css", "If-None-Match", w.Header().Get("ETag")); w.Code != http.StatusNotModified {
			t.Fatalf("conditional style sheet: %d", w.Code)
		}
		errorPage(t, e.get(t, publicURL+"/sandbox/nothing"), http.StatusNotFound, "This page does not exist.")

		s := e.start(t, "cs-1", "en")
		token := tokenOf(t, s)
		form := url.Values{"sessiontoken": {token}, "action": {"cancel"}}
		errorPage(t, e.postForm(t, form, "Sec-Fetch-Site", "cross-site"), http.StatusForbidden,
			"This request did not come from this payment page.")
		errorPage(t, e.postForm(t, form, "Origin", "https://evil.test"), http.StatusForbidden,
			"This request did not come from this payment page.")
		big := url.Values{"sessiontoken": {token}, "action": {"cancel"}, "pad": {strings.Repeat("x", 10<<10)}}
		errorPage(t, e.postForm(t, big), http.StatusRequestEntityTooLarge, "The form could not be read.")
		if got, _ := e.g.CardSessionResult(context.Background(), token); got.Status != portal.CardOpen {
			t.Fatalf("a refused post changed the session: %+v", got)
		}
		// A same-origin post from the page itself is fine.
		returned(t, e.postForm(t, form, "Sec-Fetch-Site", "same-origin"))

		p, err := e.g.StartCardSession(context.Background(), portal.CardSessionRequest{Reference: "cs-2", NameOnCard: "PPC",
			ReturnURL: returnURL, Language: "en"})
		if err != nil {
			t.Fatal(err)
		}
		if body := e.get(t, p.PageURL).Body.String(); !strings.Contains(body, `value="PPC" readonly`) ||
			!strings.Contains(body, "PPC means a prepaid card.") {
			t.Fatalf("prepaid page:\n%s", body)
		}
	})
}
