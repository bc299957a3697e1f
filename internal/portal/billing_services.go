package portal

import (
	"context"
	"errors"
	"time"
)

// The account and billing area's services (docs/billing-api.md) and the
// storage they need.

// ContactPhone is one of an account's contact phone numbers.
type ContactPhone struct {
	Description string // e.g. Home, Mobile
	Number      string // 10 digits
}

// ContactInfo is how the provider reaches an account's holder.
type ContactInfo struct {
	Phones []ContactPhone
	Emails []string
}

// The kinds of account changes a subscriber may request (ACCT-019).
const (
	ChangeName    = "name"
	ChangeAddress = "address"
	ChangeEmail   = "email"
	ChangePhone   = "phone"
	ChangeOther   = "other"
)

// ChangeKinds are the change kinds in the form's order.
var ChangeKinds = []string{ChangeName, ChangeAddress, ChangeEmail, ChangePhone, ChangeOther}

// The operations of an e-mail or phone change (ACCT-020).
const (
	OperationAdd     = "add"
	OperationReplace = "replace"
	OperationOther   = "other"
)

// AccountChange is one row of a change request.
type AccountChange struct {
	Type      string `json:"type"`
	Operation string `json:"operation,omitempty"` // e-mail and phone
	Current   string `json:"current,omitempty"`   // the value replaced
	// Description is the new value (a name, an address's first line, an
	// e-mail address, a phone number) or, for other, the subscriber's words.
	Description string `json:"description"`
	Address2    string `json:"address2,omitempty"`
	City        string `json:"city,omitempty"`
	Province    string `json:"province,omitempty"`
	PostalCode  string `json:"postalcode,omitempty"`
}

// The states of a change request.
const (
	RequestPending  = "pending"
	RequestResolved = "resolved"
)

// ChangeRequest is a subscriber's request to change the account's
// information, which the provider's staff resolve.
type ChangeRequest struct {
	ID         int64
	AccountID  int64
	IdentityID int64
	Changes    []AccountChange
	Callback   string // 10 digits: the best number to call back
	Comments   string
	Status     string
	CreatedAt  time.Time
	ResolvedAt time.Time
	ResolvedBy string
	Resolution string
}

// Types lists the request's change kinds, each once, in ChangeKinds order.
func (r ChangeRequest) Types() []string {
	var out []string
	for _, k := range ChangeKinds {
		for _, c := range r.Changes {
			if c.Type == k {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// AccountInfo is the Account page's information and change requests.
type AccountInfo interface {
	Contact(ctx context.Context, account int64) (ContactInfo, error)
	// PendingChange is the account's request under review, if any.
	PendingChange(ctx context.Context, account int64) (ChangeRequest, bool, error)
	// RequestChange checks and stores a request (rows, callback, comments as
	// sent); one may be pending at a time.
	RequestChange(ctx context.Context, r ChangeRequestInput) (Message, error)
}

// ChangeRequestInput is a change request as the subscriber sent it.
type ChangeRequestInput struct {
	Account, Identity int64
	Body              map[string]any
}

// Billing is the account's money as the subscriber sees it, and the
// monthly invoice run.
type Billing interface {
	Balance(ctx context.Context, account int64) (Balance, error)
	// IssueDue issues this month's invoice of every billed account that has
	// none yet (the billing worker calls it; safe on several replicas).
	IssueDue(ctx context.Context) (int, error)
}

// Documents are an account's documents and their files.
type Documents interface {
	// List is the account's documents, newest first.
	List(ctx context.Context, account int64) ([]Document, error)
	// Open reads a document's file, or its preview (Thumbnail), in a
	// language ("en", "fr": an invoice is printed in the reader's).
	Open(ctx context.Context, r DocumentRequest) (DocumentFile, error)
}

// DocumentRequest asks for one document's file.
type DocumentRequest struct {
	Account, ID int64
	Thumbnail   bool
	Lang        string
}

// DocumentFile is a document's file, to be sent to its reader.
type DocumentFile struct {
	Name        string // the file name offered on download
	ContentType string
	Data        []byte
	ModTime     time.Time
	// Inline files are shown in the app's own frame (a signed PDF's
	// review) instead of being offered as a download.
	Inline bool
}

// UploadStatus is the review state of one kind of uploaded photo (PAY-032,
// decisions.md §15): how many wait for review, and the state code the
// checklist shows (C complete, P pending, I incomplete).
type UploadStatus struct {
	Pending int
	Status  string
	Uploads []ReviewUpload
}

// ReviewUpload is a photo a subscriber uploaded for the staff to review.
type ReviewUpload struct {
	ID         int64
	AccountID  int64
	IdentityID int64
	Kind       string // DocVoidCheque or DocIdentity
	DocumentID int64
	SHA256     string
	Status     string // pending, approved, rejected, superseded
	CreatedAt  time.Time
	DecidedAt  time.Time
	DecidedBy  string
	Reason     string
}

// The states of a reviewed upload.
const (
	UploadPending    = "pending"
	UploadApproved   = "approved"
	UploadRejected   = "rejected"
	UploadSuperseded = "superseded"
)

// MaxPendingUploads is how many photos of one kind may wait for review
// (2 or more hides the upload, PAY-037).
const MaxPendingUploads = 2

// Upload is a file a subscriber sent (multipart, docpost=t).
type Upload struct {
	Account, Identity int64
	// Data is the file's content; nil when the request had no file.
	Data []byte
}

// Payments are e-payments, the auto-payment method and its setup (hosted
// card page, void cheque), and the payment worker.
type Payments interface {
	// Pay records a payment of the amount as sent, from the method on file:
	// pending until Settle.
	Pay(ctx context.Context, r PayRequest) (Payment, Message, error)
	// LastPayment is the account's latest attempt.
	LastPayment(ctx context.Context, account int64) (Payment, bool, error)
	// LastAutoPayment is the account's latest automatic payment of an
	// invoice (false when there is none).
	LastAutoPayment(ctx context.Context, account int64) (AutoPaymentAttempt, bool, error)
	Method(ctx context.Context, account int64) (PaymentMethod, bool, error)
	StartCardSession(ctx context.Context, r CardSessionStart) (CardSessionStarted, error)
	// CompleteCardSession checks a hosted-page return with the gateway and
	// makes the card the account's method.
	CompleteCardSession(ctx context.Context, r CardSessionReturn) (PaymentMethod, Message, error)
	VoidCheques(ctx context.Context, account int64) (UploadStatus, error)
	UploadVoidCheque(ctx context.Context, u Upload) (Message, error)
	// Settle processes pending payments through the gateway and returns how
	// many it settled (the payment worker calls it).
	Settle(ctx context.Context) (int, error)
}

// PayRequest is an e-payment as the subscriber sent it.
type PayRequest struct {
	Account, Identity int64
	Amount            any // as sent: a JSON number or a string
}

// CardSessionStart asks for a hosted card page.
type CardSessionStart struct {
	Account, Identity int64
	NameOnCard        string
	Lang              string
}

// CardSessionStarted is where to send the browser.
type CardSessionStarted struct {
	ID           int64
	SessionToken string
	PageURL      string
}

// CardSessionReturn is what the app posts after the hosted page.
type CardSessionReturn struct {
	Account, ID             int64
	SessionToken, CardToken string
}

// Staff is what the provider's staff do through `myaccount admin`; every
// action is recorded with who did it and when.
type Staff interface {
	ChangeRequests(ctx context.Context, status string) ([]ChangeRequest, error)
	ResolveChangeRequest(ctx context.Context, actor string, id int64, note string) error
	Uploads(ctx context.Context, kind, status string) ([]ReviewUpload, error)
	ApproveVoidCheque(ctx context.Context, actor string, id int64, last4 string) error
	RejectVoidCheque(ctx context.Context, actor string, id int64, reason string) error
	// PostEntry adds a charge (billed on the next invoice) or, with a
	// negative amount, a credit (lowers the balance at once).
	PostEntry(ctx context.Context, actor string, account, cents int64, description string) (LedgerEntry, error)
	Ledger(ctx context.Context, account int64) ([]LedgerEntry, Balance, error)
	Actions(ctx context.Context, account int64) ([]StaffAction, error)
}

// StaffAction is one recorded action of the provider's staff.
type StaffAction struct {
	ID      int64
	Actor   string
	Action  string
	Account int64
	Subject string
	Detail  string
	At      time.Time
	// Address is where the action came from: the client's address for
	// the console and the provider API, "command line on HOST" for the
	// admin commands. Empty, the store takes the context's
	// (WithActionAddress).
	Address string
	// Before and After are what changed, when the service knows them
	// (a role, a notice's text, a key's state).
	Before string
	After  string
}

// BalanceFigures are the sums the balance is computed from.
type BalanceFigures struct {
	// InvoicedCents is every entry printed on an invoice.
	InvoicedCents int64
	// UnbilledChargesCents and UnbilledCreditsCents are the entries since
	// the latest invoice: charges (on the next one) and payments and
	// credits (which count at once).
	UnbilledChargesCents int64
	UnbilledCreditsCents int64
	// LatestChargesCents is the charges printed on the latest invoice.
	LatestChargesCents int64
	LatestInvoiceID    int64
	// LatestPeriod, LatestTotalCents and LatestDueAt are the latest
	// invoice's month, amount due and due date (zero when none).
	LatestPeriod     Month
	LatestTotalCents int64
	LatestDueAt      time.Time
	PendingCents     int64
}

// The kinds of monthly services.
const (
	ServiceInternet = "internet"
	ServicePhone    = "phone"
)

// MonthlyService is a service billed every month, in advance.
type MonthlyService struct {
	Kind     string // ServiceInternet or ServicePhone
	Name     string // the package's name
	NameFR   string // its French name; empty reads Name
	FeeCents int64
}

// InvoiceRun issues one account's invoice for a period.
type InvoiceRun struct {
	Account  int64
	Period   Month
	At       time.Time // issue time: entries up to it are billed
	DueAt    time.Time
	BillTo   Account
	Services []LedgerEntry // the period's monthly charges to post first
	// AutoPay says how much to debit from the method on file once the
	// invoice is issued, given its total and the payments under way (0:
	// nothing). Called inside the transaction.
	AutoPay func(total, pending int64) int64
	// Quiet issues the invoice without telling the account's logins (the
	// demo's history); otherwise each gets MailInvoiceIssued.
	Quiet bool
}

// CardSession is a hosted add-card session as the portal keeps it.
type CardSession struct {
	ID          int64
	AccountID   int64
	IdentityID  int64
	TokenHash   string
	NameOnCard  string
	CreatedAt   time.Time
	ExpiresAt   time.Time
	CompletedAt time.Time
}

// PaymentOutcome is how the gateway settled a payment.
type PaymentOutcome struct {
	Succeeded     bool
	TransactionID string
	Reason        string  // the gateway's words for a decline
	Failure       Message // the subscriber's
	// Entry is the ledger's payment row (Succeeded).
	Entry LedgerEntry
	// Quiet settles it without a notice (the demo's history).
	Quiet bool
}

// BillingStore is what the billing services read and write.
type BillingStore interface {
	AccountByID(ctx context.Context, id int64) (Account, error)
	ContactInfo(ctx context.Context, account int64) (ContactInfo, error)
	PendingChangeRequest(ctx context.Context, account int64) (ChangeRequest, error)
	// AddChangeRequest stores a request; ErrChangePending when one is.
	AddChangeRequest(ctx context.Context, r ChangeRequest) (int64, error)
	ChangeRequests(ctx context.Context, status string) ([]ChangeRequest, error)
	ResolveChangeRequest(ctx context.Context, id int64, a StaffAction) error
	Codebook(ctx context.Context, name string) ([]CodebookEntry, error)

	LedgerEntries(ctx context.Context, account int64) ([]LedgerEntry, error)
	AddLedgerEntry(ctx context.Context, e LedgerEntry, a StaffAction) (LedgerEntry, error)
	BalanceFigures(ctx context.Context, account int64) (BalanceFigures, error)
	BilledAccounts(ctx context.Context) ([]int64, error)
	MonthlyServices(ctx context.Context, account int64) ([]MonthlyService, error)
	// IssueInvoice issues an invoice atomically; created is false when the
	// period's invoice already exists.
	IssueInvoice(ctx context.Context, run InvoiceRun) (inv Invoice, created bool, err error)
	Invoice(ctx context.Context, account, id int64) (Invoice, error)

	Documents(ctx context.Context, account int64) ([]Document, error)
	Document(ctx context.Context, account, id int64) (Document, error)

	PaymentMethod(ctx context.Context, account int64) (PaymentMethod, error)
	// AddPayment records a payment if decide, given the account's figures
	// and whether a payment is under way, accepts it (inside the
	// transaction, so two requests cannot both pass).
	AddPayment(ctx context.Context, p Payment, decide func(BalanceFigures) error) (Payment, error)
	LastPayment(ctx context.Context, account int64) (Payment, error)
	LastAutoPayment(ctx context.Context, account int64) (AutoPaymentAttempt, error)
	// ClaimPayment leases the oldest pending payment not leased until
	// lease; ErrNoRows when there is none.
	ClaimPayment(ctx context.Context, now, lease time.Time) (Payment, error)
	// RetryPayment leaves a payment pending, to be claimed again from at.
	RetryPayment(ctx context.Context, id int64, at time.Time) error
	// SettlePayment records the outcome once: a payment already settled is
	// left as it is.
	SettlePayment(ctx context.Context, id int64, o PaymentOutcome, at time.Time) error

	AddCardSession(ctx context.Context, c CardSession) (int64, error)
	// SetCardSessionToken records the gateway's session token (its hash).
	SetCardSessionToken(ctx context.Context, id int64, tokenHash string) error
	CardSession(ctx context.Context, account, id int64) (CardSession, error)
	// CompleteCardSession marks the session used and makes m the account's
	// method; ErrCardSessionUsed when it was used already.
	CompleteCardSession(ctx context.Context, account, id int64, m PaymentMethod, at time.Time) error

	// AddReviewUpload stores an uploaded photo's document and its review
	// row; created is false when the same photo is already pending.
	// ErrTooManyPending when MaxPendingUploads wait already.
	AddReviewUpload(ctx context.Context, u ReviewUpload, doc Document) (created bool, err error)
	ReviewUploads(ctx context.Context, account int64, kind string) ([]ReviewUpload, error)
	// ReviewUpload reads one upload by its id; ErrNoRows when none.
	ReviewUpload(ctx context.Context, id int64) (ReviewUpload, error)
	UploadsByStatus(ctx context.Context, kind, status string) ([]ReviewUpload, error)
	// DecideUpload approves or rejects a pending upload; approving a void
	// cheque makes method (EFT) the account's method and supersedes the
	// account's other pending cheques.
	DecideUpload(ctx context.Context, id int64, status string, reason string, method *PaymentMethod, a StaffAction) (ReviewUpload, error)
	AddStaffAction(ctx context.Context, a StaffAction) error
	StaffActions(ctx context.Context, account int64) ([]StaffAction, error)
}

// Errors of the billing store.
var (
	ErrChangePending   = errors.New("portal: a change request is pending")
	ErrCardSessionUsed = errors.New("portal: the card session was used")
	ErrTooManyPending  = errors.New("portal: too many uploads wait for review")
	ErrUploadDecided   = errors.New("portal: the upload was already decided")
)
