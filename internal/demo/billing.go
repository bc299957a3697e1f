package demo

import (
	"context"
	"fmt"
	"time"

	"myaccount/internal/billing"
	"myaccount/internal/portal"
)

// The account and billing area's demo data (demo-data.md): every
// account's contact numbers and e-mail addresses; avery's #1001 has six
// months of invoices printed from its ledger (monthly internet and phone,
// the international top-ups and the internet area's charges), paid up to
// two months ago, so it owes a past-due and a current amount, with a Visa
// on file; #1003 shows a credit (CR) from a referral; blake has no payment
// method.

// billingPlan is one account's billing story.
type billingPlan struct {
	contact portal.ContactInfo
	// phoneFees are the monthly fees of the account's phone packages.
	phoneFees map[int64]int64
	// card is the sandbox test card on file (empty: none).
	card string
	// months of invoices up to this month; the last unpaid+1 are not paid.
	months, unpaid int
	// credit posted by the provider's staff before the latest invoice.
	creditCents int64
	creditText  string
}

var billingPlans = map[int64]billingPlan{
	AveryMain: {
		contact: portal.ContactInfo{
			Phones: []portal.ContactPhone{{Description: "Home", Number: "4033410118"}, {Description: "Mobile", Number: "5875550142"}},
			Emails: []string{"avery@demo.test", "avery.fields@example.com"},
		},
		phoneFees: map[int64]int64{71001: 3495, 71002: 1495},
		card:      "4242424242424242",
		months:    6, unpaid: 1,
	},
	AveryFarm: {contact: portal.ContactInfo{
		Phones: []portal.ContactPhone{{Description: "Office", Number: "4033420250"}},
		Emails: []string{"office@fieldsfarm.demo.test"},
	}},
	AveryCabin: {
		contact: portal.ContactInfo{
			Phones: []portal.ContactPhone{{Description: "Cabin", Number: "4038870315"}},
			Emails: []string{"avery@demo.test"},
		},
		months: 3, creditCents: -5000, creditText: "Referral credit: thank you for referring a friend",
	},
	BlakeHome: {contact: portal.ContactInfo{
		Phones: []portal.ContactPhone{{Description: "Mobile", Number: "3065550164"}},
		Emails: []string{"blake@demo.test"},
	}},
	CaseyContract: {contact: portal.ContactInfo{Phones: []portal.ContactPhone{{Description: "Mobile", Number: "7805550133"}},
		Emails: []string{"casey@demo.test"}}},
	CaseyIDVerify: {contact: portal.ContactInfo{Phones: []portal.ContactPhone{{Description: "Mobile", Number: "7805550133"}},
		Emails: []string{"casey@demo.test"}}},
	DrewHome: {contact: portal.ContactInfo{Phones: []portal.ContactPhone{{Description: "Home", Number: "4035550181"}},
		Emails: []string{"drew@demo.test"}}},
	EmeryHome: {contact: portal.ContactInfo{Phones: []portal.ContactPhone{{Description: "Home", Number: "3065550127"}},
		Emails: []string{"emery@demo.test"}}},
	FinleyHome: {contact: portal.ContactInfo{Emails: []string{"finley@demo.test"}}},
	StaffAccount: {contact: portal.ContactInfo{Phones: []portal.ContactPhone{{Description: "Office", Number: "4035550100"}},
		Emails: []string{"staff@demo.test"}}},
}

// demoBillingActor is who posted the demo's staff entries.
const demoBillingActor = "Prairie Wave billing (demo data)"

func seedBilling(ctx context.Context, s *seeder, a accountSpec) error {
	plan, ok := billingPlans[a.ID]
	if !ok {
		return nil
	}
	if err := s.st.PutContactInfo(ctx, a.ID, plan.contact); err != nil {
		return fmt.Errorf("contact info: %w", err)
	}
	for pkg, fee := range plan.phoneFees {
		if err := s.st.SetPhonePackageFee(ctx, pkg, fee); err != nil {
			return fmt.Errorf("phone package fee: %w", err)
		}
	}
	local := s.now.In(s.loc)
	thisMonth := time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, s.loc)
	var method portal.PaymentMethod
	if plan.card != "" {
		card, err := s.card(ctx, plan.card)
		if err != nil {
			return fmt.Errorf("card on file: %w", err)
		}
		method = portal.PaymentMethod{AccountID: a.ID, Type: card.Brand, Token: card.Token, Last4: card.Last4,
			ExpMonth: card.ExpMonth, ExpYear: card.ExpYear, NameOnCard: a.Name,
			Since: thisMonth.AddDate(0, -plan.months, 3)}
		if err := s.st.PutPaymentMethod(ctx, method); err != nil {
			return err
		}
	}
	if plan.creditCents != 0 {
		at := thisMonth.AddDate(0, -1, 12)
		if _, err := s.st.AddLedgerEntry(ctx, portal.LedgerEntry{AccountID: a.ID, Kind: portal.LedgerCredit,
			Description: portal.Literal(plan.creditText), AmountCents: plan.creditCents, At: at},
			portal.StaffAction{Actor: demoBillingActor, Action: "post-credit", Account: a.ID,
				Subject: fmt.Sprintf("account %d", a.ID), Detail: plan.creditText, At: at}); err != nil {
			return fmt.Errorf("credit: %w", err)
		}
	}
	// The invoices are issued by the billing service itself, as the
	// monthly run would have, without automatic payments: the history's
	// payments are recorded below, on the 10th of each month. History
	// sends no e-mail.
	clock := portal.Clock{Now: func() time.Time { return s.now }, Location: s.loc}
	ledger := billing.New(s.st, billing.Options{Clock: clock, QuietInvoices: true}).Ledger
	// The unpaid months were debited from the card on file when issued,
	// and the bank declined (issue 28: Billing says why they are unpaid).
	debiting := billing.New(s.st, billing.Options{Clock: clock, QuietInvoices: true, AutoPayHistory: true}).Ledger
	for m := plan.months - 1; m >= 0; m-- {
		issued := thisMonth.AddDate(0, -m, 0).Add(5 * time.Minute)
		if issued.After(s.now) {
			issued = s.now
		}
		declined := plan.card != "" && m <= plan.unpaid
		issuer := ledger
		if declined {
			issuer = debiting
		}
		if _, err := issuer.Issue(ctx, a.ID, issued); err != nil {
			return fmt.Errorf("invoice of %s: %w", issued.Format("2006-01"), err)
		}
		if declined {
			if err := s.declinedAutoPayment(ctx, a.ID, issued.Add(time.Minute)); err != nil {
				return err
			}
			continue
		}
		if plan.card == "" {
			continue
		}
		if err := s.paidInvoice(ctx, method, issued.AddDate(0, 0, 9)); err != nil {
			return err
		}
	}
	return nil
}

// demoDeclineReason is the gateway's reason for the demo's declined
// automatic payments.
const demoDeclineReason = "Insufficient funds"

// declinedAutoPayment settles the invoice's pending automatic payment as
// declined by the card's bank, at, without a notice (history).
func (s *seeder) declinedAutoPayment(ctx context.Context, account int64, at time.Time) error {
	p, err := s.st.LastPayment(ctx, account)
	if err != nil {
		return fmt.Errorf("automatic payment: %w", err)
	}
	if p.Status != portal.PaymentPending || p.IdentityID != 0 {
		return fmt.Errorf("automatic payment: none pending for account %d", account)
	}
	return s.st.SettlePayment(ctx, p.ID, portal.PaymentOutcome{TransactionID: fmt.Sprintf("demo-%d", p.ID),
		Reason: demoDeclineReason, Failure: portal.Msg(portal.MsgPaymentDeclined), Quiet: true}, at)
}

// paidInvoice records a settled card payment of everything owed, at.
func (s *seeder) paidInvoice(ctx context.Context, m portal.PaymentMethod, at time.Time) error {
	f, err := s.st.BalanceFigures(ctx, m.AccountID)
	if err != nil {
		return err
	}
	owed := f.InvoicedCents + f.UnbilledCreditsCents
	if owed <= 0 {
		return nil
	}
	p, err := s.st.AddPayment(ctx, portal.Payment{AccountID: m.AccountID, AmountCents: owed, Method: m, CreatedAt: at},
		func(portal.BalanceFigures) error { return nil })
	if err != nil {
		return fmt.Errorf("payment: %w", err)
	}
	return s.st.SettlePayment(ctx, p.ID, portal.PaymentOutcome{Succeeded: true, TransactionID: fmt.Sprintf("demo-%d", p.ID),
		Entry: portal.LedgerEntry{AccountID: m.AccountID, Kind: portal.LedgerPayment, AmountCents: -owed, At: at,
			Description: portal.Msg(portal.MsgLedgerAutoPayment, "method", billing.MethodName(m))}}, at)
}

// card tokenizes a test card at the payment gateway (the sandbox), so
// that payments from it settle; without a gateway, a card that cannot be
// charged stands in.
func (s *seeder) card(ctx context.Context, number string) (portal.GatewayCard, error) {
	expires := s.now.In(s.loc).AddDate(3, 0, 0)
	if s.o.Cards == nil {
		return portal.GatewayCard{Token: "demo-no-gateway", Brand: portal.MethodVisa, Last4: number[len(number)-4:],
			ExpMonth: int(expires.Month()), ExpYear: expires.Year()}, nil
	}
	return s.o.Cards.AddTestCard(ctx, number, int(expires.Month()), expires.Year())
}
