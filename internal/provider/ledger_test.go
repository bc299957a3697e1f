package provider

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// Two accounts of the provider's, made with the store as internal/demo
// does (the accounts resource is another file's).
const (
	billAcctA = 2001
	billAcctB = 2002
)

var providerZone = func() *time.Location {
	loc, err := time.LoadLocation("America/Montreal")
	if err != nil {
		panic(err)
	}
	return loc
}()

func seedBillingAccounts(t *testing.T, st *store.Store) {
	t.Helper()
	ctx := context.Background()
	for _, id := range []int64{billAcctA, billAcctB} {
		if err := st.PutAccount(ctx, portal.Account{ID: id, Name: fmt.Sprintf("Subscriber %d", id), Kind: "person",
			Address: "1 Main St", City: "Montréal", PostalCode: "H2X 1Y4", RegionID: 11}); err != nil {
			t.Fatal(err)
		}
		if err := st.SetServiceFlags(ctx, id, portal.ServiceFlags{HasBroadband: true, HasAr: true, HasContactInfo: true}); err != nil {
			t.Fatal(err)
		}
	}
}

// lastAction is the newest entry the key recorded, and how many it did.
func lastAction(t *testing.T, st *store.Store) (portal.StaffAction, int) {
	t.Helper()
	as := staffActions(t, st, "api-key:billing-sync")
	if len(as) == 0 {
		return portal.StaffAction{}, 0
	}
	return as[0], len(as)
}

func entryBody(kind string, cents int64, desc, date string) map[string]any {
	return map[string]any{"kind": kind, "amount_cents": cents, "description": desc, "date": date}
}

func TestLedgerEntries(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st := e.Open(t)
			seedBillingAccounts(t, st)
			api := newTestAPI(t, st, provisioning.Options{Clock: portal.Clock{Location: providerZone}})
			path := fmt.Sprintf("/accounts/%d/ledger/", billAcctA)

			// Created, then the same PUT changes and records nothing.
			r := api.do("PUT", path+"INV-100", entryBody("charge", 2500, "Installation", "2026-01-15"))
			if r.Status != http.StatusCreated || r.Body["amount_cents"] != 2500.0 || r.Body["date"] != "2026-01-15" ||
				r.Body["invoice"] != nil || r.Body["account"] != float64(billAcctA) {
				t.Fatalf("create: %d %s", r.Status, r.Raw)
			}
			if a, n := lastAction(t, st); n != 1 || a.Action != "ledger-entry-create" || a.Account != billAcctA {
				t.Fatalf("create recorded %d actions, newest %+v", n, a)
			}
			if r := api.do("PUT", path+"INV-100", entryBody("charge", 2500, "Installation", "2026-01-15")); r.Status != http.StatusOK {
				t.Fatalf("same PUT: %d %s", r.Status, r.Raw)
			}
			if _, n := lastAction(t, st); n != 1 {
				t.Fatalf("the same PUT recorded something: %d actions", n)
			}
			// A change is recorded under the key's name.
			if r := api.do("PUT", path+"INV-100", entryBody("charge", 3000, "Installation", "2026-01-15")); r.Status != http.StatusOK ||
				r.Body["amount_cents"] != 3000.0 {
				t.Fatalf("changed PUT: %d %s", r.Status, r.Raw)
			}
			if a, n := lastAction(t, st); n != 2 || a.Action != "ledger-entry-replace" || a.Subject != "ledger entry INV-100" {
				t.Fatalf("change recorded %d actions, newest %+v", n, a)
			}
			// Credits and payments are sent positive and lower the balance.
			for id, kind := range map[string]string{"CR-1": "credit", "PAY-1": "payment"} {
				if r := api.do("PUT", path+id, entryBody(kind, 1000, "Goodwill "+kind, "2026-01-20")); r.Status != http.StatusCreated ||
					r.Body["amount_cents"] != 1000.0 || r.Body["kind"] != kind {
					t.Fatalf("%s: %d %s", kind, r.Status, r.Raw)
				}
			}
			f, err := st.BalanceFigures(ctx, billAcctA)
			if err != nil {
				t.Fatal(err)
			}
			if f.UnbilledChargesCents != 3000 || f.UnbilledCreditsCents != -2000 {
				t.Fatalf("balance figures %+v", f)
			}

			// GET one; foreign and unknown ids answer 404.
			if r := api.do("GET", path+"CR-1", nil); r.Status != http.StatusOK || r.Body["external_id"] != "CR-1" {
				t.Fatalf("get: %d %s", r.Status, r.Raw)
			}
			for _, p := range []string{
				fmt.Sprintf("/accounts/%d/ledger/CR-1", billAcctB), // account A's entry under B
				path + "NOPE",
				"/accounts/9999/ledger/CR-1",
				"/accounts/abc/ledger/CR-1",
			} {
				if r := api.do("GET", p, nil); r.Status != http.StatusNotFound {
					t.Errorf("GET %s: %d %s", p, r.Status, r.Raw)
				}
			}
			if r := api.do("PUT", "/accounts/9999/ledger/X-1", entryBody("charge", 100, "x", "2026-01-15")); r.Status != http.StatusNotFound {
				t.Errorf("PUT on an unknown account: %d %s", r.Status, r.Raw)
			}
			if r := api.do("DELETE", fmt.Sprintf("/accounts/%d/ledger/CR-1", billAcctB), nil); r.Status != http.StatusNotFound {
				t.Errorf("DELETE of A's entry under B: %d %s", r.Status, r.Raw)
			}

			// The list pages through the account's entries by id.
			r = api.do("GET", fmt.Sprintf("/accounts/%d/ledger?limit=2", billAcctA), nil)
			items, _ := r.Body["items"].([]any)
			if r.Status != http.StatusOK || len(items) != 2 || r.Body["next"] != "INV-100" {
				t.Fatalf("page 1: %d %s", r.Status, r.Raw)
			}
			r = api.do("GET", fmt.Sprintf("/accounts/%d/ledger?limit=2&after=INV-100", billAcctA), nil)
			items, _ = r.Body["items"].([]any)
			if r.Status != http.StatusOK || len(items) != 1 || r.Body["next"] != nil {
				t.Fatalf("page 2: %d %s", r.Status, r.Raw)
			}
			if r := api.do("GET", fmt.Sprintf("/accounts/%d/ledger", billAcctB), nil); r.Status != http.StatusOK || len(r.Body["items"].([]any)) != 0 {
				t.Fatalf("B's list: %d %s", r.Status, r.Raw)
			}
			if r := api.do("GET", "/accounts/9999/ledger", nil); r.Status != http.StatusNotFound {
				t.Fatalf("unknown account's list: %d %s", r.Status, r.Raw)
			}

			// No key: 401.
			if r := api.send("GET", path+"CR-1", nil, nil); r.Status != http.StatusUnauthorized || r.Header.Get("WWW-Authenticate") == "" {
				t.Fatalf("no key: %d %s", r.Status, r.Raw)
			}

			// Malformed bodies name their fields.
			for name, c := range map[string]struct {
				body   any
				fields []string
			}{
				"fields": {map[string]any{"kind": "refund", "amount_cents": 0, "description": "", "date": "2026-02-30"},
					[]string{"kind", "amount_cents", "description", "date"}},
				"missing":     {map[string]any{"kind": "charge"}, []string{"amount_cents", "description", "date"}},
				"negative":    {entryBody("credit", -500, "x", "2026-01-15"), []string{"amount_cents"}},
				"too much":    {entryBody("charge", 10_000_001, "x", "2026-01-15"), []string{"amount_cents"}},
				"wrong type":  {`{"kind":"charge","amount_cents":"25.00","description":"x","date":"2026-01-15"}`, []string{"amount_cents"}},
				"unknown":     {`{"kind":"charge","amount_cents":1,"description":"x","date":"2026-01-15","tax":1}`, []string{"tax"}},
				"control":     {entryBody("charge", 100, "a\u0007b", "2026-01-15"), []string{"description"}},
				"not json":    {`{"kind":`, nil},
				"datetime":    {entryBody("charge", 100, "x", "2026-01-15T10:00:00Z"), []string{"date"}},
				"description": {entryBody("charge", 100, string(make([]byte, 201)), "2026-01-15"), []string{"description"}},
			} {
				r := api.do("PUT", path+"BAD-1", c.body)
				if r.Status != http.StatusBadRequest || !slices.Equal(r.fields(), c.fields) {
					t.Errorf("%s: %d %v %s", name, r.Status, r.fields(), r.Raw)
				}
			}
			if r := api.do("PUT", path+"bad%20id", entryBody("charge", 100, "x", "2026-01-15")); r.Status != http.StatusBadRequest ||
				!slices.Equal(r.fields(), []string{"external_id"}) {
				t.Errorf("bad id: %d %s", r.Status, r.Raw)
			}

			// Once invoiced, an entry is printed and no longer changes. The
			// invoice run (as internal/billing's, with a card on file) prints
			// the entries and debits its total.
			at := time.Date(2026, 2, 1, 6, 0, 0, 0, providerZone)
			if err := st.PutPaymentMethod(ctx, portal.PaymentMethod{AccountID: billAcctA, Type: portal.MethodVisa, Token: "tok",
				Last4: "4242", ExpMonth: 12, ExpYear: 2030, Since: at}); err != nil {
				t.Fatal(err)
			}
			inv, created, err := st.IssueInvoice(ctx, portal.InvoiceRun{Account: billAcctA, Period: portal.Month{Year: 2026, Month: time.February},
				At: at, DueAt: at.Add(14 * 24 * time.Hour), BillTo: portal.Account{ID: billAcctA, Name: "Subscriber"},
				AutoPay: func(total, pending int64) int64 { return max(0, total-pending) }})
			if err != nil || !created {
				t.Fatalf("invoice: %v %v", created, err)
			}
			if inv.TotalCents != 1000 {
				t.Fatalf("the invoice's total is %d, want 3000 - 2000", inv.TotalCents)
			}
			if p, err := st.LastPayment(ctx, billAcctA); err != nil || p.AmountCents != 1000 || p.Status != portal.PaymentPending {
				t.Fatalf("the automatic payment: %+v %v", p, err)
			}
			if r := api.do("GET", path+"INV-100", nil); r.Body["invoice"] != "2001-202602" {
				t.Fatalf("the invoiced entry: %s", r.Raw)
			}
			_, before := lastAction(t, st)
			if r := api.do("PUT", path+"INV-100", entryBody("charge", 3000, "Installation", "2026-01-15")); r.Status != http.StatusOK {
				t.Fatalf("the same invoiced entry again: %d %s", r.Status, r.Raw)
			}
			if r := api.do("PUT", path+"INV-100", entryBody("charge", 3500, "Installation", "2026-01-15")); r.Status != http.StatusConflict {
				t.Fatalf("replacing an invoiced entry: %d %s", r.Status, r.Raw)
			}
			if r := api.do("DELETE", path+"INV-100", nil); r.Status != http.StatusConflict {
				t.Fatalf("deleting an invoiced entry: %d %s", r.Status, r.Raw)
			}
			if _, after := lastAction(t, st); after != before {
				t.Fatalf("refusals recorded %d actions", after-before)
			}
			// One not invoiced yet is removed, once.
			if r := api.do("PUT", path+"LATE-1", entryBody("charge", 700, "Late fee", "2026-02-10")); r.Status != http.StatusCreated {
				t.Fatalf("late: %d %s", r.Status, r.Raw)
			}
			if r := api.do("DELETE", path+"LATE-1", nil); r.Status != http.StatusNoContent {
				t.Fatalf("delete: %d %s", r.Status, r.Raw)
			}
			if a, _ := lastAction(t, st); a.Action != "ledger-entry-delete" {
				t.Fatalf("delete recorded %+v", a)
			}
			if r := api.do("DELETE", path+"LATE-1", nil); r.Status != http.StatusNotFound {
				t.Fatalf("delete again: %d %s", r.Status, r.Raw)
			}
			if r := api.do("GET", path+"LATE-1", nil); r.Status != http.StatusNotFound {
				t.Fatalf("get deleted: %d %s", r.Status, r.Raw)
			}
		})
	}
}
