// Package billing is the account and billing area (docs/billing-api.md):
// the Account page's information and change requests, the ledger and its
// balance, the monthly invoices, documents, e-payments and the
// auto-payment method (hosted card page, void cheque), the payment worker,
// and what the provider's staff do through `myaccount admin`.
//
// Money is integer cents. The ledger is the only record of money: the
// balance, the invoices and every page's figures are computed from it.
package billing

import (
	"context"
	"errors"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// Printer prints invoices (internal/documents).
type Printer interface {
	InvoicePDF(inv portal.Invoice, lang i18n.Lang) ([]byte, error)
	InvoiceThumbnail(inv portal.Invoice, lang i18n.Lang) ([]byte, error)
}

// Options are what the area's services share.
type Options struct {
	Clock portal.Clock
	Files portal.FileStore
	// Gateway takes card and bank payments; nil turns online payments off.
	Gateway portal.PaymentGateway
	Printer Printer
	// Thumbnail makes the preview of an uploaded JPEG (a PNG).
	Thumbnail func(jpeg []byte) ([]byte, error)
	// PublicURL is the portal's origin: the hosted card page sends the
	// browser back under it.
	PublicURL string
	// SupportPhone is named when online payments are unavailable.
	SupportPhone string
	// QuietInvoices issues invoices without e-mail (the demo's history).
	QuietInvoices bool
	// AutoPayHistory debits issued invoices from the method on file even
	// without a gateway: the demo's history, which settles them itself.
	AutoPayHistory bool
	// MethodSet, when set, is told that an account's payment method was
	// set up (a card saved, a void cheque approved) and by whom: the
	// onboarding area takes a pre-install account whose checklist is then
	// done out of pre-install.
	MethodSet func(ctx context.Context, account int64, actor string) error
}

// Services are the area's services, built on one store.
type Services struct {
	Info      *AccountInfo
	Ledger    *Ledger
	Documents *Documents
	Payments  *Payments
	Staff     *Staff
}

// New builds the area's services.
func New(st portal.BillingStore, o Options) Services {
	return Services{
		Info:      &AccountInfo{store: st, clock: o.Clock},
		Ledger:    &Ledger{store: st, clock: o.Clock, autoPay: o.Gateway != nil || o.AutoPayHistory, quiet: o.QuietInvoices},
		Documents: &Documents{store: st, files: o.Files, printer: o.Printer},
		Payments: &Payments{store: st, clock: o.Clock, files: o.Files, gateway: o.Gateway, thumbnail: o.Thumbnail,
			returnURL: o.PublicURL + "/ui/user/autopayment", supportPhone: o.SupportPhone, methodSet: o.MethodSet},
		Staff: &Staff{store: st, clock: o.Clock, methodSet: o.MethodSet},
	}
}

var (
	_ portal.AccountInfo = (*AccountInfo)(nil)
	_ portal.Billing     = (*Ledger)(nil)
	_ portal.Documents   = (*Documents)(nil)
	_ portal.Payments    = (*Payments)(nil)
	_ portal.Staff       = (*Staff)(nil)
)

// Ledger is the balance and the monthly invoice run.
type Ledger struct {
	store   portal.BillingStore
	clock   portal.Clock
	autoPay bool // a gateway takes the automatic payments
	quiet   bool // issue without e-mail
}

// Balance is the account's figures (ACCT-036): what the latest invoice
// added is current, what earlier ones left unpaid is past due, and payments
// and credits since count at once. Charges since the latest invoice wait
// for the next one.
func (l *Ledger) Balance(ctx context.Context, account int64) (portal.Balance, error) {
	f, err := l.store.BalanceFigures(ctx, account)
	return balanceOf(f), err
}

func balanceOf(f portal.BalanceFigures) portal.Balance {
	b := portal.Balance{PendingCents: f.PendingCents, UnbilledCents: f.UnbilledChargesCents, LastInvoiceID: f.LatestInvoiceID,
		InvoicePeriod: f.LatestPeriod, InvoiceTotalCents: f.LatestTotalCents, InvoiceDueAt: f.LatestDueAt,
		PaidSinceCents: max(0, -f.UnbilledCreditsCents)}
	owed := f.InvoicedCents + f.UnbilledCreditsCents
	if owed <= 0 {
		b.CurrentCents = owed // a credit (or nothing)
		return b
	}
	b.CurrentCents = min(owed, max(f.LatestChargesCents, 0))
	b.PastDueCents = owed - b.CurrentCents
	return b
}

// dueAfter is how long a subscriber has to pay an invoice.
const dueAfter = 14 * 24 * time.Hour

// IssueDue issues this month's invoice of every billed account that has
// none yet, and returns how many it issued. An account that fails is
// skipped (and reported), so one bad account does not hold up the others.
func (l *Ledger) IssueDue(ctx context.Context) (int, error) {
	accounts, err := l.store.BilledAccounts(ctx)
	if err != nil {
		return 0, err
	}
	now := l.clock.Time()
	issued := 0
	var errs []error
	for _, account := range accounts {
		created, err := l.Issue(ctx, account, now)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if created {
			issued++
		}
	}
	return issued, errors.Join(errs...)
}

// Issue issues an account's invoice for the month of at (the provider's
// month), at that time: the month's services billed in advance, and every
// entry since the previous invoice. With a payment method on file, the
// total due is debited automatically. An invoice issued already for the
// month is left alone (created false).
func (l *Ledger) Issue(ctx context.Context, account int64, at time.Time) (created bool, err error) {
	at = at.In(l.clock.Zone())
	period := portal.MonthOf(at)
	billTo, err := l.store.AccountByID(ctx, account)
	if err != nil {
		return false, err
	}
	services, err := l.store.MonthlyServices(ctx, account)
	if err != nil {
		return false, err
	}
	run := portal.InvoiceRun{Account: account, Period: period, At: at, DueAt: at.Add(dueAfter), BillTo: billTo, Quiet: l.quiet}
	for _, s := range services {
		key := portal.MsgLedgerInternet
		if s.Kind == portal.ServicePhone {
			key = portal.MsgLedgerPhone
		}
		run.Services = append(run.Services, portal.LedgerEntry{AmountCents: s.FeeCents,
			Description: portal.Msg(key, "package", portal.Named(s.Name, s.NameFR), "month", period)})
	}
	if l.autoPay {
		run.AutoPay = func(total, pending int64) int64 { return max(0, total-pending) }
	}
	_, created, err = l.store.IssueInvoice(ctx, run)
	return created, err
}
