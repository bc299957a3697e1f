package billing_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/billing"
	"myaccount/internal/documents"
	"myaccount/internal/files"
	"myaccount/internal/i18n"
	"myaccount/internal/photos"
	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// env is the billing services on a real store (both engines), a real file
// store in a temporary folder, a fake clock and a fake gateway.
type env struct {
	st    *store.Store
	svc   billing.Services
	clock *clock
	gw    *fakeGateway
	files *files.Folder
	// identity is the login of accounts 1001 and 1002.
	identity int64
}

type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time          { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) Advance(d time.Duration) { c.mu.Lock(); c.now = c.now.Add(d); c.mu.Unlock() }
func (c *clock) Set(t time.Time)         { c.mu.Lock(); c.now = t; c.mu.Unlock() }

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

var zone = mustZone("America/Edmonton")

func mustZone(name string) *time.Location {
	l, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return l
}

func forEachEngine(t *testing.T, fn func(t *testing.T, e *env)) {
	for _, eng := range storetest.Engines() {
		t.Run(eng.Name, func(t *testing.T) {
			e := newEnv(t, eng.Open(t), true)
			fn(t, e)
		})
	}
}

func newEnv(t *testing.T, st *store.Store, withGateway bool) *env {
	t.Helper()
	ctx := context.Background()
	c := &clock{now: time.Date(2026, 11, 5, 10, 0, 0, 0, zone)}
	st.Now = c.Now
	folder, err := files.NewFolder(t.TempDir())
	must(t, err)
	e := &env{st: st, clock: c, gw: newFakeGateway(), files: folder}
	o := billing.Options{Clock: portal.Clock{Now: c.Now, Location: zone}, Files: folder,
		Printer:   documents.Printer{Branding: portal.DemoBranding, PortalURL: "https://portal.test/ui", Location: zone},
		Thumbnail: documents.ImageThumbnail, PublicURL: "https://portal.test", SupportPhone: "1-800-555-0199"}
	if withGateway {
		o.Gateway = e.gw
	}
	e.svc = billing.New(st, o)
	for _, id := range []int64{1001, 1002} {
		must(t, st.PutAccount(ctx, portal.Account{ID: id, Name: fmt.Sprintf("Account %d", id), Address: "1 Main St",
			City: "Red Deer", PostalCode: "T4N 1A1", RegionID: 1}))
		must(t, st.SetServiceFlags(ctx, id, portal.ServiceFlags{HasContactInfo: true, HasAr: true}))
	}
	e.identity, err = st.CreateIdentity(ctx, "owner@example.test", "x")
	must(t, err)
	must(t, st.LinkAccount(ctx, e.identity, 1001, false))
	must(t, st.LinkAccount(ctx, e.identity, 1002, false))
	return e
}

// charge posts a staff charge (positive) or credit (negative) in dollars.
func (e *env) charge(t *testing.T, account int64, cents int64) {
	t.Helper()
	_, err := e.svc.Staff.PostEntry(context.Background(), "tester", account, cents, "test entry")
	must(t, err)
}

func (e *env) balance(t *testing.T, account int64) portal.Balance {
	t.Helper()
	b, err := e.svc.Ledger.Balance(context.Background(), account)
	must(t, err)
	return b
}

func (e *env) issue(t *testing.T, at time.Time) {
	t.Helper()
	e.clock.Set(at)
	_, err := e.svc.Ledger.IssueDue(context.Background())
	must(t, err)
}

func (e *env) card(t *testing.T, account int64) {
	t.Helper()
	must(t, e.st.PutPaymentMethod(context.Background(), portal.PaymentMethod{AccountID: account, Type: portal.MethodVisa,
		Token: "tok_good", Last4: "4242", ExpMonth: 12, ExpYear: 2029, Since: e.clock.Now()}))
}

func (e *env) pay(t *testing.T, account int64, amount any) (portal.Payment, error) {
	t.Helper()
	p, _, err := e.svc.Payments.Pay(context.Background(), portal.PayRequest{Account: account, Identity: e.identity, Amount: amount})
	return p, err
}

func key(err error) portal.MsgKey {
	var pe *portal.Error
	if errors.As(err, &pe) {
		return pe.Msg.Key
	}
	return ""
}

// fakeGateway is the payment provider's side of the contract: it charges
// each reference once and answers a repeat with the first result.
type fakeGateway struct {
	mu       sync.Mutex
	charged  map[string]portal.ChargeResult
	charges  int // real charges (not replays)
	down     bool
	sessions map[string]portal.CardSessionResult
}

func newFakeGateway() *fakeGateway {
	return &fakeGateway{charged: map[string]portal.ChargeResult{}, sessions: map[string]portal.CardSessionResult{}}
}

func (g *fakeGateway) StartCardSession(_ context.Context, r portal.CardSessionRequest) (portal.GatewaySession, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	token := fmt.Sprintf("sess-%s-%d", r.Reference, len(g.sessions))
	g.sessions[token] = portal.CardSessionResult{Reference: r.Reference, Status: portal.CardOpen}
	return portal.GatewaySession{Token: token, PageURL: "https://gateway.test/pay?code=4&sessiontoken=" + token}, nil
}

// finish ends a hosted session as the subscriber would on the page.
func (g *fakeGateway) finish(token, status string) portal.GatewayCard {
	g.mu.Lock()
	defer g.mu.Unlock()
	res := g.sessions[token]
	res.Status = status
	if status == portal.CardApproved {
		res.Card = portal.GatewayCard{Token: "tok_" + token, Brand: portal.MethodMastercard, Last4: "4444", ExpMonth: 3, ExpYear: 2030}
	}
	g.sessions[token] = res
	return res.Card
}

func (g *fakeGateway) CardSessionResult(_ context.Context, token string) (portal.CardSessionResult, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	res, ok := g.sessions[token]
	if !ok {
		return res, portal.ErrGatewayUnknownSession
	}
	return res, nil
}

func (g *fakeGateway) Charge(_ context.Context, c portal.ChargeRequest) (portal.ChargeResult, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.down {
		return portal.ChargeResult{}, portal.ErrGatewayUnavailable
	}
	if res, ok := g.charged[c.Reference]; ok {
		return res, nil
	}
	res := portal.ChargeResult{Approved: c.Method.Token == "tok_good", TransactionID: "tx-" + c.Reference}
	if !res.Approved {
		res.Reason = "Insufficient funds"
	}
	g.charged[c.Reference] = res
	g.charges++
	return res, nil
}

func (g *fakeGateway) count() int { g.mu.Lock(); defer g.mu.Unlock(); return g.charges }

// TestBalanceFollowsTheLedger: what the latest invoice added is current,
// what earlier invoices left unpaid is past due, payments and credits
// count at once, charges since the invoice wait for the next one, and a
// negative balance is a credit.
//
// covers: ACCT-036, ACCT-037, ACCT-039
func TestBalanceFollowsTheLedger(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		e.charge(t, 1001, 5000)
		if b := e.balance(t, 1001); b.OwedCents() != 0 || b.UnbilledCents != 5000 {
			t.Fatalf("before any invoice: %+v", b)
		}
		e.issue(t, time.Date(2026, 12, 1, 0, 5, 0, 0, zone))
		if b := e.balance(t, 1001); b.CurrentCents != 5000 || b.PastDueCents != 0 {
			t.Fatalf("after the first invoice: %+v", b)
		}
		e.charge(t, 1001, 3000)
		e.issue(t, time.Date(2027, 1, 1, 0, 5, 0, 0, zone))
		if b := e.balance(t, 1001); b.CurrentCents != 3000 || b.PastDueCents != 5000 {
			t.Fatalf("after the second invoice: %+v", b)
		}
		// The latest invoice as printed (issue 28): January's $80.00 due
		// January 15 is the past due plus the current amount.
		if b := e.balance(t, 1001); b.InvoicePeriod != (portal.Month{Year: 2027, Month: time.January}) ||
			b.InvoiceTotalCents != 8000 || !b.InvoiceDueAt.Equal(time.Date(2027, 1, 15, 0, 5, 0, 0, zone)) || b.PaidSinceCents != 0 {
			t.Fatalf("the latest invoice's figures: %+v", b)
		}
		e.card(t, 1001)
		_, err := e.pay(t, 1001, "60.00")
		must(t, err)
		if b := e.balance(t, 1001); b.PendingCents != 6000 || b.PayableCents() != 2000 || b.OwedCents() != 8000 {
			t.Fatalf("with a payment under way: %+v", b)
		}
		if n, err := e.svc.Payments.Settle(ctx); err != nil || n != 1 {
			t.Fatalf("settle: %d, %v", n, err)
		}
		if b := e.balance(t, 1001); b.CurrentCents != 2000 || b.PastDueCents != 0 || b.PendingCents != 0 ||
			b.InvoiceTotalCents != 8000 || b.PaidSinceCents != 6000 {
			t.Fatalf("after paying $60: %+v", b)
		}
		e.charge(t, 1001, -4000)
		if b := e.balance(t, 1001); b.CurrentCents != -2000 || b.PastDueCents != 0 {
			t.Fatalf("after a $40 credit: %+v (want $20.00 CR)", b)
		}
		if b := e.balance(t, 1002); b.OwedCents() != 0 || b.UnbilledCents != 0 {
			t.Fatalf("another account's balance moved: %+v", b)
		}
	})
}

// TestInvoiceRunIssuesEachMonthOnce: the run bills the month's services in
// advance with every entry since the previous invoice; run again, or by
// several replicas at once, it issues nothing more.
func TestInvoiceRunIssuesEachMonthOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		must(t, e.st.PutPhonePackage(ctx, portal.PhonePackage{ID: 71, AccountID: 1001, ServiceID: 7101, Description: "Home Phone",
			ProfileType: portal.ProfilePackageOriented}, 0, nil))
		must(t, e.st.SetPhonePackageFee(ctx, 71, 2495))
		e.charge(t, 1001, 1000)
		e.clock.Set(time.Date(2026, 12, 1, 0, 5, 0, 0, zone))
		var wg sync.WaitGroup
		issued := make([]int, 6)
		for i := range issued {
			wg.Add(1)
			go func() {
				defer wg.Done()
				n, err := e.svc.Ledger.IssueDue(ctx)
				if err != nil {
					t.Error(err)
				}
				issued[i] = n
			}()
		}
		wg.Wait()
		total := 0
		for _, n := range issued {
			total += n
		}
		if total != 2 { // 1001 and 1002, once each
			t.Fatalf("issued %v invoices, want 2 in all", issued)
		}
		docs, err := e.svc.Documents.List(ctx, 1001)
		must(t, err)
		if len(docs) != 1 || docs[0].Kind != portal.DocInvoice || docs[0].Period != (portal.Month{Year: 2026, Month: time.December}) {
			t.Fatalf("documents = %+v", docs)
		}
		inv, err := e.st.Invoice(ctx, 1001, docs[0].InvoiceID)
		must(t, err)
		if inv.TotalCents != 3495 || len(inv.Lines) != 2 {
			t.Fatalf("invoice = %+v", inv)
		}
		want := i18n.English.Render(portal.Msg(portal.MsgLedgerPhone, "package", "Home Phone", "month", portal.Month{Year: 2026, Month: time.December}))
		if got := i18n.English.Render(inv.Lines[1].Description); got != want || want != "Phone service, Home Phone, December 2026" {
			t.Fatalf("service line = %q, want %q", got, want)
		}
		if n, err := e.svc.Ledger.IssueDue(ctx); err != nil || n != 0 {
			t.Fatalf("second run issued %d (%v)", n, err)
		}
	})
}

// TestPayRefusesWhatCannotBePaid: the amount rules of PAY-002 and
// decisions.md §19 on the server, each with its message and nothing
// recorded.
//
// covers: PAY-002, PAY-004, PAY-005
func TestPayRefusesWhatCannotBePaid(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		e.charge(t, 1001, 12345)
		e.issue(t, time.Date(2026, 12, 1, 0, 5, 0, 0, zone))
		if _, err := e.pay(t, 1001, "10.00"); key(err) != portal.MsgNoPaymentMethod {
			t.Fatalf("without a method: %v", err)
		}
		e.card(t, 1001)
		for _, c := range []struct {
			amount any
			want   portal.MsgKey
		}{
			{"0", portal.MsgAmountNotPositive},
			{"0.00", portal.MsgAmountNotPositive},
			{"-5", portal.MsgAmountNotPositive},
			{"-0.01", portal.MsgAmountNotPositive},
			{"1.234", portal.MsgAmountInvalid},
			{"12,00", portal.MsgAmountInvalid},
			{" 10.00", portal.MsgAmountInvalid},
			{"10.00 ", portal.MsgAmountInvalid},
			{"1 0.00", portal.MsgAmountInvalid},
			{"10.00\u00a0", portal.MsgAmountInvalid}, // a no-break space
			{"\u00a010", portal.MsgAmountInvalid},
			{"10\t", portal.MsgAmountInvalid},
			{"10\n", portal.MsgAmountInvalid},
			{"abc", portal.MsgAmountInvalid},
			{"", portal.MsgAmountInvalid},
			{"1e3", portal.MsgAmountInvalid},
			{strings.Repeat("9", 31), portal.MsgAmountInvalid},
			{strings.Repeat("9", 30), portal.MsgAmountOverBalance},
			{"123.46", portal.MsgAmountOverBalance},
			{true, portal.MsgAmountInvalid},
			{nil, portal.MsgAmountInvalid},
		} {
			if _, err := e.pay(t, 1001, c.amount); key(err) != c.want {
				t.Errorf("amount %v: %v, want %s", c.amount, err, c.want)
			}
		}
		if _, ok, _ := e.svc.Payments.LastPayment(ctx, 1001); ok {
			t.Fatal("a refused payment was recorded")
		}
		p, err := e.pay(t, 1001, "123.45")
		must(t, err)
		if p.AmountCents != 12345 || p.Status != portal.PaymentPending {
			t.Fatalf("payment = %+v", p)
		}
		if _, err := e.pay(t, 1001, "1"); key(err) != portal.MsgPaymentUnderWay {
			t.Fatalf("a second payment while one is under way: %v", err)
		}
		if _, err := e.pay(t, 1002, "1"); key(err) != portal.MsgNoPaymentMethod {
			t.Fatalf("1002 has no method: %v", err)
		}
	})
}

// TestPaymentSettlesExactlyOnce: a crash between the gateway's charge and
// the ledger's record neither loses nor repeats the payment: the lease
// runs out, the payment is taken again, and the gateway answers its
// reference with the first result. Workers on several replicas charge it
// once.
//
// covers: PAY-004, PAY-009, PAY-010
func TestPaymentSettlesExactlyOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		e.charge(t, 1001, 10000)
		e.issue(t, time.Date(2026, 12, 1, 0, 5, 0, 0, zone))
		e.card(t, 1001)
		p, err := e.pay(t, 1001, "40")
		must(t, err)

		// The process dies after the gateway charged, before the record.
		crashing := billing.New(&failSettle{Store: e.st}, billing.Options{Clock: portal.Clock{Now: e.clock.Now, Location: zone},
			Gateway: e.gw}).Payments
		if _, err := crashing.Settle(ctx); err == nil {
			t.Fatal("the crash was not reported")
		}
		if e.gw.count() != 1 {
			t.Fatalf("charges = %d", e.gw.count())
		}
		if last, _, _ := e.svc.Payments.LastPayment(ctx, 1001); last.Status != portal.PaymentPending {
			t.Fatalf("after the crash: %+v", last)
		}
		// Before the lease runs out nobody takes it again.
		if n, _ := e.svc.Payments.Settle(ctx); n != 0 {
			t.Fatalf("settled %d while leased", n)
		}
		e.clock.Advance(3 * time.Minute)
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := e.svc.Payments.Settle(ctx); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if e.gw.count() != 1 {
			t.Fatalf("the card was charged %d times", e.gw.count())
		}
		last, _, err := e.svc.Payments.LastPayment(ctx, 1001)
		must(t, err)
		if last.ID != p.ID || last.Status != portal.PaymentSucceeded {
			t.Fatalf("payment = %+v", last)
		}
		entries, err := e.st.LedgerEntries(ctx, 1001)
		must(t, err)
		payments := 0
		for _, en := range entries {
			if en.Kind == portal.LedgerPayment {
				payments++
				if en.AmountCents != -4000 || i18n.English.Render(en.Description) != "Payment, Visa ending in 4242" {
					t.Fatalf("payment entry = %+v", en)
				}
			}
		}
		if payments != 1 {
			t.Fatalf("%d payment entries", payments)
		}
		if b := e.balance(t, 1001); b.CurrentCents != 6000 {
			t.Fatalf("balance = %+v", b)
		}
	})
}

// failSettle is a store whose first SettlePayment fails: a crash between
// charging and recording.
type failSettle struct {
	*store.Store
}

func (f *failSettle) SettlePayment(context.Context, int64, portal.PaymentOutcome, time.Time) error {
	return errors.New("the process died")
}

// TestDeclinedAndUnreachable: a declined card fails the payment with a
// message and the balance stays; an unreachable gateway leaves the
// payment pending to be retried.
//
// covers: PAY-009, PAY-010
func TestDeclinedAndUnreachable(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		e.charge(t, 1001, 10000)
		e.issue(t, time.Date(2026, 12, 1, 0, 5, 0, 0, zone))
		must(t, e.st.PutPaymentMethod(ctx, portal.PaymentMethod{AccountID: 1001, Type: portal.MethodVisa, Token: "tok_declines",
			Last4: "9995", Since: e.clock.Now()}))
		_, err := e.pay(t, 1001, "25")
		must(t, err)
		e.gw.down = true
		if _, err := e.svc.Payments.Settle(ctx); !errors.Is(err, portal.ErrGatewayUnavailable) {
			t.Fatalf("gateway down: %v", err)
		}
		e.gw.down = false
		if n, _ := e.svc.Payments.Settle(ctx); n != 0 {
			t.Fatal("retried before its time")
		}
		e.clock.Advance(2 * time.Minute)
		if n, err := e.svc.Payments.Settle(ctx); n != 1 || err != nil {
			t.Fatalf("retry: %d %v", n, err)
		}
		last, _, _ := e.svc.Payments.LastPayment(ctx, 1001)
		if last.Status != portal.PaymentFailed || last.Failure.Key != portal.MsgPaymentDeclined {
			t.Fatalf("declined payment = %+v", last)
		}
		if b := e.balance(t, 1001); b.CurrentCents != 10000 || b.PendingCents != 0 {
			t.Fatalf("balance after a decline = %+v", b)
		}
	})
}

// TestAutomaticPaymentOfAnInvoice: with a method on file, issuing an
// invoice debits its total.
func TestAutomaticPaymentOfAnInvoice(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		e.card(t, 1001)
		e.charge(t, 1001, 7500)
		e.issue(t, time.Date(2026, 12, 1, 0, 5, 0, 0, zone))
		last, ok, err := e.svc.Payments.LastPayment(ctx, 1001)
		must(t, err)
		if !ok || last.AmountCents != 7500 || last.IdentityID != 0 {
			t.Fatalf("automatic payment = %+v", last)
		}
		if _, err := e.svc.Payments.Settle(ctx); err != nil {
			t.Fatal(err)
		}
		if b := e.balance(t, 1001); b.OwedCents() != 0 {
			t.Fatalf("balance = %+v", b)
		}
		if _, ok, _ := e.svc.Payments.LastPayment(ctx, 1002); ok {
			t.Fatal("1002 has no method but was debited")
		}
		if a, ok, err := e.svc.Payments.LastAutoPayment(ctx, 1001); err != nil || !ok || a.Status != portal.PaymentSucceeded ||
			a.Period != (portal.Month{Year: 2026, Month: time.December}) || a.Reason != "" {
			t.Fatalf("last automatic payment = %+v, %v, %v", a, ok, err)
		}
		// A card the gateway declines: the attempt says when, for which
		// invoice and the gateway's reason (issue 28); a payment a login
		// makes afterwards is not an automatic one.
		must(t, e.st.PutPaymentMethod(ctx, portal.PaymentMethod{AccountID: 1002, Type: portal.MethodVisa, Token: "tok_declines",
			Last4: "9995", Since: e.clock.Now()}))
		if _, ok, _ := e.svc.Payments.LastAutoPayment(ctx, 1002); ok {
			t.Fatal("1002 has no automatic payment yet")
		}
		e.charge(t, 1002, 5000)
		e.issue(t, time.Date(2027, 1, 1, 0, 5, 0, 0, zone))
		if _, err := e.svc.Payments.Settle(ctx); err != nil {
			t.Fatal(err)
		}
		_, err = e.pay(t, 1002, "10")
		must(t, err)
		a, ok, err := e.svc.Payments.LastAutoPayment(ctx, 1002)
		if err != nil || !ok || a.Status != portal.PaymentFailed || a.Reason != "Insufficient funds" ||
			a.Failure.Key != portal.MsgPaymentDeclined || a.AmountCents != 5000 || a.Period != (portal.Month{Year: 2027, Month: time.January}) ||
			!a.CreatedAt.Equal(time.Date(2027, 1, 1, 0, 5, 0, 0, zone)) || a.Method.Last4 != "9995" {
			t.Fatalf("declined automatic payment = %+v, %v, %v", a, ok, err)
		}
		// Paid since with a card that works: the failure is news no more.
		if _, err := e.svc.Payments.Settle(ctx); err != nil {
			t.Fatal(err)
		}
		e.card(t, 1002)
		e.clock.Advance(time.Minute)
		_, err = e.pay(t, 1002, "40")
		must(t, err)
		if _, err := e.svc.Payments.Settle(ctx); err != nil {
			t.Fatal(err)
		}
		if last, _, _ := e.svc.Payments.LastPayment(ctx, 1002); last.Status != portal.PaymentSucceeded {
			t.Fatalf("the payment with a working card = %+v", last)
		}
		if a, ok, err := e.svc.Payments.LastAutoPayment(ctx, 1002); err != nil || ok {
			t.Fatalf("a failure paid since is still answered: %+v, %v, %v", a, ok, err)
		}
	})
}

// TestCardSetupTrustsOnlyTheGateway: the name-on-card rules; a return is
// believed only when the gateway itself says the session was approved for
// this card token, for this account, once.
//
// covers: PAY-020, PAY-021, PAY-022, PAY-023, PAY-024, PAY-029, PAY-030
func TestCardSetupTrustsOnlyTheGateway(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		start := func(account int64, name string) (portal.CardSessionStarted, error) {
			return e.svc.Payments.StartCardSession(ctx, portal.CardSessionStart{Account: account, Identity: e.identity,
				NameOnCard: name, Lang: "en"})
		}
		for _, name := range []string{"", "   "} {
			if _, err := start(1001, name); key(err) != portal.MsgNameOnCardRequired {
				t.Errorf("name %q: %v", name, err)
			}
		}
		for _, name := range []string{strings.Repeat("a", 65), "Avery <script>", "1234"} {
			if _, err := start(1001, name); key(err) != portal.MsgNameOnCardInvalid {
				t.Errorf("name %q: %v", name, err)
			}
		}
		complete := func(account, id int64, session, card string) error {
			_, _, err := e.svc.Payments.CompleteCardSession(ctx, portal.CardSessionReturn{Account: account, ID: id,
				SessionToken: session, CardToken: card})
			return err
		}

		s, err := start(1001, " Avery   Fields ")
		must(t, err)
		if !strings.Contains(s.PageURL, "code=4") || !strings.Contains(s.PageURL, s.SessionToken) {
			t.Fatalf("page URL %q", s.PageURL)
		}
		// Before the subscriber finished, and for a denied card: refused.
		if err := complete(1001, s.ID, s.SessionToken, "tok_forged"); key(err) != portal.MsgCardNotApproved {
			t.Fatalf("open session: %v", err)
		}
		card := e.gw.finish(s.SessionToken, portal.CardApproved)
		for name, c := range map[string]struct {
			account, id    int64
			session, token string
			want           portal.MsgKey
		}{
			"another account":       {1002, s.ID, s.SessionToken, card.Token, portal.MsgNotFound},
			"an unknown session":    {1001, s.ID + 100, s.SessionToken, card.Token, portal.MsgNotFound},
			"the wrong token":       {1001, s.ID, "sess-forged", card.Token, portal.MsgCardSessionInvalid},
			"a tampered card token": {1001, s.ID, s.SessionToken, card.Token + "x", portal.MsgCardNotApproved},
		} {
			if err := complete(c.account, c.id, c.session, c.token); key(portal.AsError(err)) != c.want {
				t.Errorf("%s: %v, want %s", name, err, c.want)
			}
		}
		if _, has, _ := e.svc.Payments.Method(ctx, 1001); has {
			t.Fatal("a refused return set a method")
		}
		m, msg, err := e.svc.Payments.CompleteCardSession(ctx, portal.CardSessionReturn{Account: 1001, ID: s.ID,
			SessionToken: s.SessionToken, CardToken: card.Token})
		must(t, err)
		if m.Type != portal.MethodMastercard || m.Last4 != "4444" || m.NameOnCard != "Avery Fields" ||
			i18n.English.Render(msg) != "Your Mastercard ending in 4444 will be used for automatic payments." {
			t.Fatalf("method %+v, %q", m, i18n.English.Render(msg))
		}
		if err := complete(1001, s.ID, s.SessionToken, card.Token); key(err) != portal.MsgCardSessionInvalid {
			t.Fatalf("replayed return: %v", err)
		}

		// Prepaid cards are stored as PPC; a denied session sets nothing.
		s2, err := start(1002, "Prepaid")
		must(t, err)
		e.gw.finish(s2.SessionToken, portal.CardDenied)
		if err := complete(1002, s2.ID, s2.SessionToken, "tok_x"); key(err) != portal.MsgCardNotApproved {
			t.Fatalf("denied: %v", err)
		}
		s3, err := start(1002, "ppc")
		must(t, err)
		card3 := e.gw.finish(s3.SessionToken, portal.CardApproved)
		e.clock.Advance(31 * time.Minute)
		if err := complete(1002, s3.ID, s3.SessionToken, card3.Token); key(err) != portal.MsgCardSessionInvalid {
			t.Fatalf("expired session: %v", err)
		}
		s4, err := start(1002, "PREPAID")
		must(t, err)
		card4 := e.gw.finish(s4.SessionToken, portal.CardApproved)
		m4, _, err := e.svc.Payments.CompleteCardSession(ctx, portal.CardSessionReturn{Account: 1002, ID: s4.ID,
			SessionToken: s4.SessionToken, CardToken: card4.Token})
		must(t, err)
		if m4.NameOnCard != "PPC" {
			t.Fatalf("prepaid name = %q", m4.NameOnCard)
		}
	})
}

func jpegOf(t *testing.T, seed uint8) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 320, 200))
	for i := range img.Pix {
		img.Pix[i] = uint8(i) ^ seed
	}
	var b bytes.Buffer
	must(t, jpeg.Encode(&b, img, nil))
	return b.Bytes()
}

func pngOf(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 64, 64))
	img.Set(1, 1, color.White)
	var b bytes.Buffer
	must(t, png.Encode(&b, img))
	return b.Bytes()
}

// TestVoidCheques: G.1 by content; a photo sent twice counts once; two may
// wait; staff approval makes EFT the method and lifts the others;
// rejection says why.
//
// covers: PAY-031, PAY-032, PAY-033, PAY-034, PAY-035, PAY-036, PAY-037
func TestVoidCheques(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		upload := func(account int64, data []byte) error {
			_, err := e.svc.Payments.UploadVoidCheque(ctx, portal.Upload{Account: account, Identity: e.identity, Data: data})
			return err
		}
		good := jpegOf(t, 1)
		big := make([]byte, photos.MaxUploadBytes+1)
		copy(big, good)
		for name, c := range map[string]struct {
			data []byte
			want portal.MsgKey
		}{
			"no file":          {nil, portal.MsgFileMissing},
			"49 bytes":         {good[:49], portal.MsgFileInvalid},
			"10,000,001 bytes": {big, portal.MsgFileTooBig},
			"a PNG":            {pngOf(t), portal.MsgFileWrongType},
			"text":             {[]byte(strings.Repeat("not a photo ", 10)), portal.MsgFileWrongType},
			"a broken JPEG":    {append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, make([]byte, 60)...), portal.MsgFileInvalid},
		} {
			if err := upload(1001, c.data); key(err) != c.want {
				t.Errorf("%s: %v, want %s", name, err, c.want)
			}
		}
		st, err := e.svc.Payments.VoidCheques(ctx, 1001)
		must(t, err)
		if st.Pending != 0 || st.Status != "I" || len(st.Uploads) != 0 {
			t.Fatalf("refused uploads were stored: %+v", st)
		}
		must(t, upload(1001, good))
		must(t, upload(1001, good)) // a double submit
		if st, _ := e.svc.Payments.VoidCheques(ctx, 1001); st.Pending != 1 || st.Status != "P" {
			t.Fatalf("after one photo twice: %+v", st)
		}
		must(t, upload(1001, jpegOf(t, 2)))
		if err := upload(1001, jpegOf(t, 3)); key(err) != portal.MsgUploadsUnderReview {
			t.Fatalf("a third photo: %v", err)
		}
		st, _ = e.svc.Payments.VoidCheques(ctx, 1001)
		if st.Pending != 2 {
			t.Fatalf("pending = %d", st.Pending)
		}
		// The photo and its preview are the account's documents.
		docs, err := e.svc.Documents.List(ctx, 1001)
		must(t, err)
		if len(docs) != 2 || docs[0].Kind != portal.DocVoidCheque {
			t.Fatalf("documents = %+v", docs)
		}
		f, err := e.svc.Documents.Open(ctx, portal.DocumentRequest{Account: 1001, ID: docs[1].ID})
		must(t, err)
		if !bytes.Equal(f.Data, good) || f.ContentType != "image/jpeg" {
			t.Fatalf("the stored photo differs (%d bytes, %s)", len(f.Data), f.ContentType)
		}
		thumb, err := e.svc.Documents.Open(ctx, portal.DocumentRequest{Account: 1001, ID: docs[1].ID, Thumbnail: true})
		must(t, err)
		if thumb.ContentType != "image/png" || !bytes.HasPrefix(thumb.Data, []byte("\x89PNG")) {
			t.Fatalf("thumbnail %s", thumb.ContentType)
		}
		if _, err := e.svc.Documents.Open(ctx, portal.DocumentRequest{Account: 1002, ID: docs[1].ID}); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("another account's cheque: %v", err)
		}

		// Staff: approval needs the last four digits and a name; it is
		// recorded with who and when.
		pending, err := e.svc.Staff.Uploads(ctx, portal.DocVoidCheque, portal.UploadPending)
		must(t, err)
		if len(pending) != 2 {
			t.Fatalf("review queue = %+v", pending)
		}
		if err := e.svc.Staff.ApproveVoidCheque(ctx, "alex", pending[0].ID, "12"); err == nil {
			t.Fatal("approved without the last four digits")
		}
		if err := e.svc.Staff.ApproveVoidCheque(ctx, "", pending[0].ID, "1234"); err == nil {
			t.Fatal("approved by nobody")
		}
		must(t, e.svc.Staff.ApproveVoidCheque(ctx, "alex", pending[0].ID, "1234"))
		if err := e.svc.Staff.RejectVoidCheque(ctx, "alex", pending[1].ID, "blurry"); err == nil {
			t.Fatal("the other cheque was still pending after the approval")
		}
		st, _ = e.svc.Payments.VoidCheques(ctx, 1001)
		m, _, _ := e.svc.Payments.Method(ctx, 1001)
		if st.Pending != 0 || st.Status != "C" || m.Type != portal.MethodEFT || m.Last4 != "1234" {
			t.Fatalf("after approval: %+v, method %+v", st, m)
		}
		actions, err := e.svc.Staff.Actions(ctx, 1001)
		must(t, err)
		if len(actions) == 0 || actions[0].Actor != "alex" || actions[0].Action != "approve-cheque" || actions[0].At.IsZero() {
			t.Fatalf("actions = %+v", actions)
		}
		// A rejected cheque frees its place.
		must(t, upload(1002, good))
		q, _ := e.svc.Staff.Uploads(ctx, portal.DocVoidCheque, portal.UploadPending)
		must(t, e.svc.Staff.RejectVoidCheque(ctx, "sam", q[0].ID, "The photo is blurry."))
		st, _ = e.svc.Payments.VoidCheques(ctx, 1002)
		if st.Pending != 0 || st.Status != "I" || st.Uploads[0].Reason != "The photo is blurry." {
			t.Fatalf("after rejection: %+v", st)
		}
	})
}

// TestDocumentsPrintInvoicesInTheReadersLanguage: an invoice is printed on
// first read in the reader's language, kept, and read back the same;
// another account's invoice is missing.
//
// covers: ACCT-030, ACCT-031, ACCT-033, ACCT-034
func TestDocumentsPrintInvoicesInTheReadersLanguage(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		e.charge(t, 1001, 123456)
		e.issue(t, time.Date(2026, 12, 1, 0, 5, 0, 0, zone))
		docs, err := e.svc.Documents.List(ctx, 1001)
		must(t, err)
		if len(docs) != 1 {
			t.Fatalf("documents = %+v", docs)
		}
		open := func(account int64, thumb bool, lang string) (portal.DocumentFile, error) {
			return e.svc.Documents.Open(ctx, portal.DocumentRequest{Account: account, ID: docs[0].ID, Thumbnail: thumb, Lang: lang})
		}
		en, err := open(1001, false, "en")
		must(t, err)
		if en.ContentType != "application/pdf" || en.Name != "invoice-1001-202612.pdf" || !bytes.HasPrefix(en.Data, []byte("%PDF")) {
			t.Fatalf("English print: %s %s", en.Name, en.ContentType)
		}
		again, err := open(1001, false, "en")
		must(t, err)
		fr, err := open(1001, false, "fr")
		must(t, err)
		if !bytes.Equal(en.Data, again.Data) || bytes.Equal(en.Data, fr.Data) {
			t.Fatal("prints: the same language must read the same, French must differ")
		}
		if _, _, err := e.files.Open(ctx, fmt.Sprintf("invoices/1001/%d.fr.pdf", docs[0].InvoiceID)); err != nil {
			t.Fatalf("the French print was not kept: %v", err)
		}
		thumb, err := open(1001, true, "en")
		must(t, err)
		if thumb.ContentType != "image/png" {
			t.Fatalf("thumbnail %s", thumb.ContentType)
		}
		if _, err := open(1002, false, "en"); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("another account's invoice: %v", err)
		}
	})
}
