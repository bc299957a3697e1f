package portal

import (
	"context"
	"errors"
	"time"
)

// The onboarding area (docs/onboarding-api.md, requirements part G):
// identity documents, the subscriber contract and re-sign agreements
// signed in the browser, and the pre-install checklist. internal/onboarding
// implements the services, internal/store the storage.

// The checklist's status codes (ONB-005).
const (
	StatusComplete   = "C"
	StatusPending    = "P"
	StatusIncomplete = "I"
)

// The re-sign types that are not agreements (ONB-027, decisions.md §14).
// Any other re-sign type is an agreement's type (a hash, ONB-038).
const (
	ResignContractNew    = "NEEDDOC_CONTRACTNEW"
	ResignContractVer    = "NEEDDOC_CONTRACTVER"
	ResignContractAssume = "NEEDDOC_CONTRACTASSUME"
	ResignIDVerify       = "NEEDDOC_IDVERIFY"
)

// IsContractResign reports whether a re-sign type asks for the contract.
func IsContractResign(t string) bool {
	return t == ResignContractNew || t == ResignContractVer || t == ResignContractAssume
}

// IsNameChangeResign reports whether a re-sign type asks for a new name
// (ONB-033).
func IsNameChangeResign(t string) bool { return t == ResignContractNew || t == ResignContractAssume }

// IsAgreementResign reports whether a re-sign type is an agreement's.
func IsAgreementResign(t string) bool {
	return t != "" && !IsContractResign(t) && t != ResignIDVerify
}

// The kinds of signatures.
const (
	SignContract  = "contract"
	SignAgreement = "agreement"
)

// The states of a signature. A draft is signed but not sent; a second
// signing replaces it (replaced). A submitted one waits for the staff,
// who approve or reject it.
const (
	SignatureDraft     = "draft"
	SignatureReplaced  = "replaced"
	SignatureSubmitted = "submitted"
	SignatureApproved  = "approved"
	SignatureRejected  = "rejected"
)

// Signature is one signing of the contract or of an agreement: what was
// signed (the PDF in the file store, its SHA-256, and the SHA-256 of the
// signed content printed on its audit page), by whom, when, from where,
// and what the staff decided.
type Signature struct {
	ID            int64
	AccountID     int64
	IdentityID    int64
	Kind          string // SignContract or SignAgreement
	AgreementType string // SignAgreement: its type (the re-sign type)
	Version       string // the text's version
	TempID        string // 32 hex characters: the subscriber's handle
	Term          int    // 0, 1 or 2 (ONB-029)
	// SignerName and CompanyName are the new name given on a name change
	// (ONB-033); empty otherwise.
	SignerName  string
	CompanyName string
	Status      string
	// FileKey and ThumbnailKey are the PDF and its preview in the file store.
	FileKey       string
	ThumbnailKey  string
	PDFSHA256     string
	ContentSHA256 string
	// DocumentID is the documents row made on submission (0 before).
	DocumentID  int64
	SignedAt    time.Time
	ClientIP    string
	Login       string
	SubmittedAt time.Time
	DecidedAt   time.Time
	DecidedBy   string
	Reason      string
}

// Checklist is the pre-install checklist (ONB-014 … ONB-019).
type Checklist struct {
	DocumentStatus string
	PapStatus      string
	ContractStatus string
	HideDocuments  bool
}

// Done reports whether the account may leave pre-install: documents (or
// documents hidden), auto payment and contract complete.
func (c Checklist) Done() bool {
	return (c.DocumentStatus == StatusComplete || c.HideDocuments) && c.PapStatus == StatusComplete &&
		c.ContractStatus == StatusComplete
}

// IdentityDocuments is the /documentupload page's state (ONB-005 … ONB-011).
type IdentityDocuments struct {
	Pending int
	Status  string
	Hidden  bool
	Photos  []ReviewUpload // newest first
}

// ContractProfile is the /contract page's state (ONB-020, ONB-021).
type ContractProfile struct {
	Resign               bool
	ResignType           string
	Name, Name2          string
	Type                 string // "p" (a person) or "c" (a company)
	IP                   string
	IsPreinstall         bool
	AgreementDescription string
	AgreementCount       int // submitted agreements waiting for review
	ContractCount        int // submitted contracts waiting for review
	TempContractID       string
	TempAgreementID      string
	ContractStatus       string
	ContractVersion      string
	TermFeeCents         int64
	Reason               string // the latest rejection's reason
}

// SignRequest is a contract or agreement signing as the subscriber sent it
// (multipart fields and the signature PNG).
type SignRequest struct {
	Account, Identity int64
	Login             string
	ClientIP          string
	Lang              string
	Kind              string
	// Fields are the form's fields as sent (term, name, companyname,
	// agreement); a field not sent is absent.
	Fields    map[string]string
	Signature []byte
}

// SignedFile is a signed document's PDF as stored.
type SignedFile struct {
	Signature Signature
	File      DocumentFile
}

// Onboarding is the subscriber's side of the area.
type Onboarding interface {
	IdentityDocuments(ctx context.Context, account int64) (IdentityDocuments, error)
	UploadIdentity(ctx context.Context, u Upload) (Message, error)
	Checklist(ctx context.Context, account int64) (Checklist, error)
	ContractProfile(ctx context.Context, account int64, lang, clientIP string) (ContractProfile, error)
	// Sign renders and stores a signed draft and returns its temp id.
	Sign(ctx context.Context, r SignRequest) (tempID string, msg Message, err error)
	// View reads a signature's PDF after checking its SHA-256.
	View(ctx context.Context, account int64, kind, tempID string) (DocumentFile, error)
	// Submit sends a draft for review (once).
	Submit(ctx context.Context, account int64, kind, tempID string) (Message, error)
}

// OnboardingStaff is what the staff do with the area through `myaccount
// admin`: every decision is recorded with who and when.
type OnboardingStaff interface {
	IdentityUploads(ctx context.Context, status string) ([]ReviewUpload, error)
	Signatures(ctx context.Context, status string) ([]Signature, error)
	ApproveIdentity(ctx context.Context, actor string, id int64) error
	RejectIdentity(ctx context.Context, actor string, id int64, reason string) error
	ApproveSignature(ctx context.Context, actor string, id int64) error
	RejectSignature(ctx context.Context, actor string, id int64, reason string) error
	// CheckPreinstall takes the account out of pre-install when its
	// checklist is done (billing calls it after a payment method is set).
	CheckPreinstall(ctx context.Context, account int64, actor string) (left bool, err error)
}

// SignatureDecision is a staff decision on a submitted signature and what
// follows from it in the same transaction.
type SignatureDecision struct {
	ID     int64
	Status string // SignatureApproved or SignatureRejected
	Reason string
	Action StaffAction
}

// OnboardingStore is what the onboarding services read and write.
type OnboardingStore interface {
	AccountByID(ctx context.Context, id int64) (Account, error)
	// MonthlyServices are the account's packages, named on the contract.
	MonthlyServices(ctx context.Context, account int64) ([]MonthlyService, error)
	ServiceFlags(ctx context.Context, account int64) (ServiceFlags, error)
	ContractStatus(ctx context.Context, account int64) (ContractStatus, error)
	ReviewUploads(ctx context.Context, account int64, kind string) ([]ReviewUpload, error)
	AddReviewUpload(ctx context.Context, u ReviewUpload, doc Document) (created bool, err error)
	ReviewUpload(ctx context.Context, id int64) (ReviewUpload, error)
	UploadsByStatus(ctx context.Context, kind, status string) ([]ReviewUpload, error)
	DecideUpload(ctx context.Context, id int64, status string, reason string, method *PaymentMethod, a StaffAction) (ReviewUpload, error)
	// ClearResign ends the account's re-sign of the type (a staff action).
	ClearResign(ctx context.Context, account int64, resignType string, a StaffAction) (bool, error)

	// AddSignature stores a signed draft, replacing the account's draft of
	// the kind; ErrSignatureWaiting when one of the kind is submitted.
	AddSignature(ctx context.Context, s Signature) (int64, error)
	// Signature reads one of the account's signatures by its temp id.
	Signature(ctx context.Context, account int64, tempID string) (Signature, error)
	SignatureByID(ctx context.Context, id int64) (Signature, error)
	// Signatures lists the account's signatures, newest first.
	Signatures(ctx context.Context, account int64) ([]Signature, error)
	SignaturesByStatus(ctx context.Context, status string) ([]Signature, error)
	// SubmitSignature sends a draft for review and lists its PDF among the
	// documents; ErrSignatureSent when it is not a draft any more.
	SubmitSignature(ctx context.Context, account int64, tempID string, doc Document, at time.Time) (Signature, error)
	// DecideSignature approves or rejects a submitted signature; approving
	// a contract puts it on file and records a name change, and approving
	// either clears the re-sign it answers. ErrNoRows, ErrSignatureDecided.
	DecideSignature(ctx context.Context, d SignatureDecision) (Signature, error)
	// LeavePreinstall takes the account out of pre-install into accounts
	// receivable (false when it was not in pre-install).
	LeavePreinstall(ctx context.Context, account int64, a StaffAction) (bool, error)
}

// Errors of the onboarding store.
var (
	ErrSignatureWaiting = errors.New("portal: a signature of this kind waits for review")
	ErrSignatureSent    = errors.New("portal: the signature was already sent")
	ErrSignatureDecided = errors.New("portal: the signature was already decided")
)
