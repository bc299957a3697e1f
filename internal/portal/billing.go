package portal

import (
	"fmt"
	"time"
)

// The account and billing area's domain (docs/billing-api.md): one ledger
// per account, the invoices printed from it, payments and the auto-payment
// method, documents, and account change requests. Money is integer cents
// everywhere; a positive amount is owed by the subscriber, a negative one
// to them. internal/billing implements the services, internal/store the
// storage.

// The kinds of ledger entries.
const (
	// LedgerCharge: monthly service, upgrades, traffic packs, international
	// top-ups, a staff charge. Positive. Billed on the next invoice.
	LedgerCharge = "charge"
	// LedgerCredit: a staff credit, the referral credit. Negative. Lowers
	// the balance at once.
	LedgerCredit = "credit"
	// LedgerPayment: a settled payment. Negative. Lowers the balance at once.
	LedgerPayment = "payment"
)

// LedgerEntry is one row of an account's ledger: the only record of money.
type LedgerEntry struct {
	ID          int64
	AccountID   int64
	Kind        string // LedgerCharge, LedgerCredit or LedgerPayment
	Description Message
	AmountCents int64 // charges positive; credits and payments negative
	At          time.Time
	// InvoiceID is the invoice the entry is printed on; 0 until then.
	InvoiceID int64
}

// Balance is what an account owes, computed from its ledger so that every
// page's figures agree (ACCT-036).
type Balance struct {
	// PastDueCents is what earlier invoices left unpaid.
	PastDueCents int64
	// CurrentCents is what the latest invoice added and is still unpaid;
	// negative when the account is in credit (then PastDueCents is 0).
	CurrentCents int64
	// PendingCents is what payments under way will pay (not yet in the
	// figures above).
	PendingCents int64
	// UnbilledCents is charges since the latest invoice (on the next one).
	UnbilledCents int64
	// LastInvoiceID is the latest invoice's id (0 when none).
	LastInvoiceID int64
	// The latest invoice as printed (issue 28: the portal's words agree
	// with it): its month, its total due (the past due it carried plus
	// its charges, less what was paid before it), its due date, and the
	// payments and credits since, which come off that total.
	InvoicePeriod     Month
	InvoiceTotalCents int64
	InvoiceDueAt      time.Time
	PaidSinceCents    int64
}

// OwedCents is past due plus current: negative for a credit.
func (b Balance) OwedCents() int64 { return b.PastDueCents + b.CurrentCents }

// PayableCents is the most a payment may be now: what is owed, less
// payments under way (decisions.md §19).
func (b Balance) PayableCents() int64 { return max(0, b.OwedCents()-b.PendingCents) }

// Invoice is one month's bill, printed from the ledger: every entry since
// the previous invoice, and the monthly service charges of its period
// (billed in advance).
type Invoice struct {
	ID        int64
	AccountID int64
	Period    Month // the month of service it bills in advance
	IssuedAt  time.Time
	DueAt     time.Time
	// Account is the account as billed (name and address at issue).
	Account Account
	// Province is the bill-to address's province (provinceshort of the
	// account's region), read when the invoice is printed.
	Province string
	// PreviousCents is the previous invoice's total (0 for the first).
	PreviousCents int64
	// Lines are the entries since the previous invoice, oldest first.
	Lines []LedgerEntry
	// TotalCents is PreviousCents plus every line: the amount due.
	TotalCents int64
}

// Number is the invoice number printed on it: the account and the period.
func (inv Invoice) Number() string {
	return fmt.Sprintf("%d-%04d%02d", inv.AccountID, inv.Period.Year, int(inv.Period.Month))
}

// ChargesCents is the sum of the invoice's charges.
func (inv Invoice) ChargesCents() int64 {
	return inv.sum(func(k string) bool { return k == LedgerCharge })
}

// PaymentsCents is the sum of its payments and credits (zero or negative).
func (inv Invoice) PaymentsCents() int64 {
	return inv.sum(func(k string) bool { return k != LedgerCharge })
}

func (inv Invoice) sum(keep func(kind string) bool) int64 {
	var total int64
	for _, l := range inv.Lines {
		if keep(l.Kind) {
			total += l.AmountCents
		}
	}
	return total
}

// The auto-payment methods (PAY-013).
const (
	MethodEFT        = "EF" // a bank account (pre-authorized debit)
	MethodVisa       = "VA"
	MethodMastercard = "MC"
)

// PaymentMethod is the card or bank account an account pays with: the one
// auto payment uses, and e-payments too.
type PaymentMethod struct {
	AccountID int64
	Type      string // MethodEFT, MethodVisa or MethodMastercard
	// Token is the gateway's card token, or for EFT the bank account's
	// reference at the gateway. Never a card number.
	Token      string
	Last4      string
	ExpMonth   int
	ExpYear    int
	NameOnCard string // PPC for a prepaid card (decisions.md §3)
	Since      time.Time
}

// The states of a payment.
const (
	PaymentPending   = "pending"
	PaymentSucceeded = "succeeded"
	PaymentFailed    = "failed"
)

// Payment is one payment attempt (PAY-007): recorded pending at once,
// settled by the payment worker through the gateway.
type Payment struct {
	ID          int64
	AccountID   int64
	IdentityID  int64 // who paid; 0 for an automatic payment
	AmountCents int64 // positive
	Method      PaymentMethod
	Status      string // PaymentPending, PaymentSucceeded or PaymentFailed
	// Failure says why a failed payment failed, for the subscriber.
	Failure   Message
	CreatedAt time.Time
	SettledAt time.Time // zero while pending
}

// AutoPaymentAttempt is an invoice's automatic payment: the payment, the
// month of the invoice it paid, and the gateway's own words for a decline
// (issue 28: Billing says why an invoice was not paid automatically).
type AutoPaymentAttempt struct {
	Payment
	Period Month
	Reason string
}

// The kinds of documents an account has (ACCT-030).
const (
	DocInvoice    = "invoice"
	DocVoidCheque = "voidcheque"
	DocIdentity   = "identity"
	DocContract   = "contract"
	DocAgreement  = "agreement"
)

// Document is one of an account's documents. An invoice is printed from
// its Invoice in the reader's language when first asked for, and the print
// is kept in the file store; every other document is a stored file.
type Document struct {
	ID        int64
	AccountID int64
	Kind      string
	At        time.Time
	InvoiceID int64 // DocInvoice
	Period    Month // DocInvoice: the invoice's period
	// FileKey and ThumbnailKey are the stored file and its preview
	// (every kind but DocInvoice).
	FileKey      string
	ThumbnailKey string
	ContentType  string
}
