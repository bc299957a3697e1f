package demo

import (
	"context"
	"testing"

	"myaccount/internal/billing"
	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// TestBillingDemoData: avery's #1001 owes a past-due and a current amount
// with a Visa on file and six months of invoices, whose last automatic
// payment went through; #1003 is in credit; blake has no method; every
// account has its contact information.
//
// covers: ACCT-001, ACCT-007, ACCT-037, ACCT-039
func TestBillingDemoData(t *testing.T) {
	st, _ := seeded(t, storetest.Engines()[0])
	ctx := context.Background()
	ledger := billing.New(st, billing.Options{}).Ledger
	b, err := ledger.Balance(ctx, AveryMain)
	if err != nil || b.PastDueCents <= 0 || b.CurrentCents <= 0 {
		t.Fatalf("#1001 balance: %+v %v", b, err)
	}
	if m, err := st.PaymentMethod(ctx, AveryMain); err != nil || m.Type != portal.MethodVisa || m.Last4 != "4242" {
		t.Fatalf("#1001 method: %+v %v", m, err)
	}
	docs, err := st.Documents(ctx, AveryMain)
	if err != nil || len(docs) != 6 {
		t.Fatalf("#1001 documents: %d %v", len(docs), err)
	}
	for i := 1; i < len(docs); i++ {
		if !docs[i].At.Before(docs[i-1].At) || docs[i].Kind != portal.DocInvoice {
			t.Fatalf("documents not newest first: %+v", docs)
		}
	}
	// The unpaid invoices were debited automatically and the card's bank
	// declined (issue 28): the latest is this month's, for its total, and
	// no e-mail went out for the history.
	p, err := st.LastAutoPayment(ctx, AveryMain)
	if err != nil || p.Status != portal.PaymentFailed || p.Reason != demoDeclineReason || p.AmountCents != b.OwedCents() ||
		p.Period != portal.MonthOf(docs[0].At) || p.Failure.Key != portal.MsgPaymentDeclined {
		t.Fatalf("#1001 last automatic payment: %+v %v (balance %+v)", p, err, b)
	}
	if last, err := st.LastPayment(ctx, AveryMain); err != nil || last.ID != p.ID {
		t.Fatalf("#1001 last payment: %+v %v", last, err)
	}
	if b.PendingCents != 0 {
		t.Fatalf("#1001 has payments under way: %+v", b)
	}
	if b, _ := ledger.Balance(ctx, AveryCabin); b.CurrentCents != -5000 || b.PastDueCents != 0 {
		t.Fatalf("#1003 balance: %+v (want $50.00 CR)", b)
	}
	if _, err := st.PaymentMethod(ctx, BlakeHome); err != portal.ErrNoRows {
		t.Fatalf("blake has a method: %v", err)
	}
	for id := range billingPlans {
		c, err := st.ContactInfo(ctx, id)
		if err != nil || len(c.Emails) == 0 {
			t.Errorf("#%d contact info: %+v %v", id, c, err)
		}
	}
}
