package provisioning

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"myaccount/internal/billing"
	"myaccount/internal/portal"
)

// reviewStore is what the service needs for the back office's review queues and decisions.
type reviewStore interface {
	ChangeRequestByID(ctx context.Context, id int64) (portal.ChangeRequest, error)
	ChangeRequestsAfter(ctx context.Context, status string, after int64, limit int) ([]portal.ChangeRequest, error)
	ReviewUpload(ctx context.Context, id int64) (portal.ReviewUpload, error)
	UploadsAfter(ctx context.Context, kind, status string, after int64, limit int) ([]portal.ReviewUpload, error)
	SignatureByID(ctx context.Context, id int64) (portal.Signature, error)
	ReviewedSignaturesAfter(ctx context.Context, status string, after int64, limit int) ([]portal.Signature, error)
}

// The back office's queues: change requests, void cheques, identity
// documents, contracts and agreements. The lists and reads are the
// store's; every decision goes through the services the `myaccount admin`
// commands use (Options.Staff, Options.Onboarding), so its rules and what
// follows from it (a method on file, a re-sign ended, pre-install left)
// are written once. The actor they record is the key's (api-key:NAME), as
// an admin command records its --by.

// The lists' ?status= values.
const (
	// ReviewPending lists what waits for a decision (the default).
	ReviewPending = "pending"
	// ReviewAll lists every item, decided ones too.
	ReviewAll = "all"
)

// The decisions.
const (
	DecisionResolve = "resolve" // a change request: done
	DecisionApprove = "approve"
	DecisionReject  = "reject"
)

// Decision is a POST …/{id}/decision's body. Note goes with resolve (what
// was done); Last4 with a void cheque's approve (the bank account's last
// four digits, read on the cheque); Reason with reject (the subscriber is
// shown it).
type Decision struct {
	Decision string `json:"decision"`
	Note     string `json:"note,omitempty"`
	Last4    string `json:"last4,omitempty"`
	Reason   string `json:"reason,omitempty"`
}

// ChangeRequestReview is a subscriber's request to change the account's
// contact information.
type ChangeRequestReview struct {
	ID         int64                  `json:"id"`
	Account    int64                  `json:"account"`
	Status     string                 `json:"status"` // pending or resolved
	Changes    []portal.AccountChange `json:"changes"`
	Callback   string                 `json:"callback"`
	Comments   string                 `json:"comments"`
	CreatedAt  time.Time              `json:"created_at"`
	ResolvedAt *time.Time             `json:"resolved_at"`
	ResolvedBy string                 `json:"resolved_by"`
	Resolution string                 `json:"resolution"`
}

// UploadReview is a photo a subscriber sent for review: a void cheque or
// an identity document. DocumentID is the account's document it is.
type UploadReview struct {
	ID         int64      `json:"id"`
	Account    int64      `json:"account"`
	Status     string     `json:"status"` // pending, approved, rejected or superseded
	DocumentID int64      `json:"document_id"`
	SHA256     string     `json:"sha256"`
	CreatedAt  time.Time  `json:"created_at"`
	DecidedAt  *time.Time `json:"decided_at"`
	DecidedBy  string     `json:"decided_by"`
	Reason     string     `json:"reason"`
}

// ContractReview is a contract or an agreement a subscriber signed and
// sent for review.
type ContractReview struct {
	ID            int64      `json:"id"`
	Account       int64      `json:"account"`
	Kind          string     `json:"kind"` // contract or agreement
	AgreementType string     `json:"agreement_type"`
	Version       string     `json:"version"`
	Term          int        `json:"term"`
	SignerName    string     `json:"signer_name"`
	CompanyName   string     `json:"company_name"`
	Status        string     `json:"status"` // pending, approved or rejected
	Login         string     `json:"login"`
	ClientIP      string     `json:"client_ip"`
	PDFSHA256     string     `json:"pdf_sha256"`
	DocumentID    int64      `json:"document_id"`
	SignedAt      time.Time  `json:"signed_at"`
	SubmittedAt   *time.Time `json:"submitted_at"`
	DecidedAt     *time.Time `json:"decided_at"`
	DecidedBy     string     `json:"decided_by"`
	Reason        string     `json:"reason"`
}

// --- common ---------------------------------------------------------------------

// reviewFilter turns ?status= into the store's filter: pending (the
// queue's own word for it) or every state.
func reviewFilter(status, pending string) (string, error) {
	switch status {
	case "", ReviewPending:
		return pending, nil
	case ReviewAll:
		return "", nil
	}
	return "", &Problem{Kind: Invalid, Detail: "status is pending (the default) or all.",
		Fields: []FieldProblem{{"status", "is pending or all"}}}
}

// reviewCursor reads a list's cursor: the last id of the previous page.
func reviewCursor(after string) (int64, error) {
	if after == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(after, 10, 64)
	if err != nil || n < 0 {
		return 0, &Problem{Kind: Invalid, Detail: "after is not a cursor this API gave.",
			Fields: []FieldProblem{{"after", "is not a cursor this API gave"}}}
	}
	return n, nil
}

// optionalTime is t in the zone, nil when zero.
func optionalTime(t time.Time, zone *time.Location) *time.Time {
	if t.IsZero() {
		return nil
	}
	t = t.In(zone)
	return &t
}

// checkDecision checks a decision's shape: one of the decisions allowed,
// each with its fields — required names what must be there, and a field
// the decision does not take is refused rather than silently dropped. The
// rules on the values are the staff services'.
func checkDecision(d Decision, allowed map[string][]string, required map[string]string) error {
	var c checker
	fields, ok := allowed[d.Decision]
	if !ok {
		var names []string
		for _, n := range []string{DecisionResolve, DecisionApprove, DecisionReject} {
			if _, ok := allowed[n]; ok {
				names = append(names, n)
			}
		}
		c.fail("decision", "is %s", strings.Join(names, " or "))
		return c.err()
	}
	values := map[string]string{"note": d.Note, "last4": d.Last4, "reason": d.Reason}
	for _, name := range []string{"note", "last4", "reason"} {
		v := values[name]
		switch {
		case !slices.Contains(fields, name) && v != "":
			c.fail(name, "is not a field of the decision %s", d.Decision)
		case required[d.Decision] == name && strings.TrimSpace(v) == "":
			c.fail(name, "is required to %s", d.Decision)
		default:
			c.text(name, v, 0, 1000)
		}
	}
	return c.err()
}

// decided runs a staff decision. A refusal of the staff's rules is told
// apart from a decision that lost a race: still says whether the item
// waits for a decision yet (read again after the refusal); if not, the
// answer is a Conflict, else the staff's words as a Refused naming field.
func decided(err error, field string, still func() (bool, error)) error {
	var se *billing.StaffError
	if !errors.As(err, &se) {
		return err
	}
	waiting, rerr := still()
	if rerr != nil {
		return rerr
	}
	if !waiting {
		return conflict("It was decided meanwhile by another decision.")
	}
	return refused(field, se.Text)
}

// errNoBackOffice is a service built without the back office's services.
var errNoBackOffice = errors.New("provisioning: the back office's services (Options.Staff, Options.Onboarding) are not set")

// --- change requests --------------------------------------------------------------

func (s *Service) changeRequestReview(r portal.ChangeRequest) ChangeRequestReview {
	zone := s.clock.Zone()
	changes := r.Changes
	if changes == nil {
		changes = []portal.AccountChange{}
	}
	return ChangeRequestReview{ID: r.ID, Account: r.AccountID, Status: r.Status, Changes: changes, Callback: r.Callback,
		Comments: r.Comments, CreatedAt: r.CreatedAt.In(zone), ResolvedAt: optionalTime(r.ResolvedAt, zone),
		ResolvedBy: r.ResolvedBy, Resolution: r.Resolution}
}

// ChangeRequestReviews lists the change requests (status: pending or all),
// oldest first; next is the cursor of the following page.
func (s *Service) ChangeRequestReviews(ctx context.Context, status string, p Page) (items []ChangeRequestReview, next string, err error) {
	filter, err := reviewFilter(status, portal.RequestPending)
	if err != nil {
		return nil, "", err
	}
	after, err := reviewCursor(p.After)
	if err != nil {
		return nil, "", err
	}
	rs, err := s.st.ChangeRequestsAfter(ctx, filter, after, p.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]ChangeRequestReview, len(rs))
	for i, r := range rs {
		items[i] = s.changeRequestReview(r)
	}
	if len(rs) > 0 {
		next = p.next(len(rs), strconv.FormatInt(rs[len(rs)-1].ID, 10))
	}
	return items, next, nil
}

func (s *Service) changeRequest(ctx context.Context, id int64) (portal.ChangeRequest, error) {
	r, err := s.st.ChangeRequestByID(ctx, id)
	if errors.Is(err, portal.ErrNoRows) {
		return r, notFound(fmt.Sprintf("Change request %d", id))
	}
	return r, err
}

// ChangeRequestReview reads one change request.
func (s *Service) ChangeRequestReview(ctx context.Context, id int64) (ChangeRequestReview, error) {
	r, err := s.changeRequest(ctx, id)
	if err != nil {
		return ChangeRequestReview{}, err
	}
	return s.changeRequestReview(r), nil
}

// DecideChangeRequest resolves a pending change request (decision
// resolve, with an optional note of what was done), as `myaccount admin
// resolve-request` does: the subscriber may ask again. A resolved request
// is a Conflict.
func (s *Service) DecideChangeRequest(ctx context.Context, actor string, id int64, d Decision) (ChangeRequestReview, error) {
	if err := checkDecision(d, map[string][]string{DecisionResolve: {"note"}}, nil); err != nil {
		return ChangeRequestReview{}, err
	}
	if s.staff == nil {
		return ChangeRequestReview{}, errNoBackOffice
	}
	r, err := s.changeRequest(ctx, id)
	if err != nil {
		return ChangeRequestReview{}, err
	}
	if r.Status != portal.RequestPending {
		return ChangeRequestReview{}, conflict(fmt.Sprintf("Change request %d was resolved already, by %s on %s.", id,
			r.ResolvedBy, r.ResolvedAt.In(s.clock.Zone()).Format(time.RFC3339)))
	}
	err = decided(s.staff.ResolveChangeRequest(ctx, actor, id, strings.TrimSpace(d.Note)), "decision", func() (bool, error) {
		r, err := s.changeRequest(ctx, id)
		return r.Status == portal.RequestPending, err
	})
	if err != nil {
		return ChangeRequestReview{}, err
	}
	return s.ChangeRequestReview(ctx, id)
}

// --- uploads: void cheques and identity documents ---------------------------------

func (s *Service) uploadReview(u portal.ReviewUpload) UploadReview {
	zone := s.clock.Zone()
	return UploadReview{ID: u.ID, Account: u.AccountID, Status: u.Status, DocumentID: u.DocumentID, SHA256: u.SHA256,
		CreatedAt: u.CreatedAt.In(zone), DecidedAt: optionalTime(u.DecidedAt, zone), DecidedBy: u.DecidedBy, Reason: u.Reason}
}

// uploadNames names the upload kinds in sentences.
var uploadNames = map[string]string{portal.DocVoidCheque: "Void cheque", portal.DocIdentity: "Identity document"}

func (s *Service) uploadReviews(ctx context.Context, kind, status string, p Page) (items []UploadReview, next string, err error) {
	filter, err := reviewFilter(status, portal.UploadPending)
	if err != nil {
		return nil, "", err
	}
	after, err := reviewCursor(p.After)
	if err != nil {
		return nil, "", err
	}
	us, err := s.st.UploadsAfter(ctx, kind, filter, after, p.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]UploadReview, len(us))
	for i, u := range us {
		items[i] = s.uploadReview(u)
	}
	if len(us) > 0 {
		next = p.next(len(us), strconv.FormatInt(us[len(us)-1].ID, 10))
	}
	return items, next, nil
}

// upload reads an upload of the kind; another kind's id is NotFound.
func (s *Service) upload(ctx context.Context, kind string, id int64) (portal.ReviewUpload, error) {
	u, err := s.st.ReviewUpload(ctx, id)
	if errors.Is(err, portal.ErrNoRows) || (err == nil && u.Kind != kind) {
		return portal.ReviewUpload{}, notFound(fmt.Sprintf("%s %d", uploadNames[kind], id))
	}
	return u, err
}

// decideUpload checks the upload waits, runs call and answers it as it is.
func (s *Service) decideUpload(ctx context.Context, kind string, id int64, field string, call func() error) (UploadReview, error) {
	u, err := s.upload(ctx, kind, id)
	if err != nil {
		return UploadReview{}, err
	}
	if u.Status != portal.UploadPending {
		return UploadReview{}, conflict(fmt.Sprintf("%s %d was %s already, by %s on %s.", uploadNames[kind], id, u.Status,
			u.DecidedBy, u.DecidedAt.In(s.clock.Zone()).Format(time.RFC3339)))
	}
	err = decided(call(), field, func() (bool, error) {
		u, err := s.upload(ctx, kind, id)
		return u.Status == portal.UploadPending, err
	})
	if err != nil {
		return UploadReview{}, err
	}
	if u, err = s.upload(ctx, kind, id); err != nil {
		return UploadReview{}, err
	}
	return s.uploadReview(u), nil
}

// VoidChequeReviews lists the void cheques (status: pending or all),
// oldest first; next is the cursor of the following page.
func (s *Service) VoidChequeReviews(ctx context.Context, status string, p Page) ([]UploadReview, string, error) {
	return s.uploadReviews(ctx, portal.DocVoidCheque, status, p)
}

// VoidChequeReview reads one void cheque.
func (s *Service) VoidChequeReview(ctx context.Context, id int64) (UploadReview, error) {
	u, err := s.upload(ctx, portal.DocVoidCheque, id)
	if err != nil {
		return UploadReview{}, err
	}
	return s.uploadReview(u), nil
}

// DecideVoidCheque approves a pending void cheque (with the bank
// account's last four digits: EFT becomes the account's auto-payment
// method) or rejects it (with the reason the subscriber is told), as
// `myaccount admin approve-cheque` / `reject-cheque` do. A decided cheque
// is a Conflict.
func (s *Service) DecideVoidCheque(ctx context.Context, actor string, id int64, d Decision) (UploadReview, error) {
	if err := checkDecision(d, map[string][]string{DecisionApprove: {"last4"}, DecisionReject: {"reason"}},
		map[string]string{DecisionApprove: "last4", DecisionReject: "reason"}); err != nil {
		return UploadReview{}, err
	}
	if s.staff == nil {
		return UploadReview{}, errNoBackOffice
	}
	if d.Decision == DecisionApprove {
		return s.decideUpload(ctx, portal.DocVoidCheque, id, "last4", func() error {
			return s.staff.ApproveVoidCheque(ctx, actor, id, strings.TrimSpace(d.Last4))
		})
	}
	return s.decideUpload(ctx, portal.DocVoidCheque, id, "reason", func() error {
		return s.staff.RejectVoidCheque(ctx, actor, id, d.Reason)
	})
}

// IdentityDocumentReviews lists the identity documents (status: pending
// or all), oldest first; next is the cursor of the following page.
func (s *Service) IdentityDocumentReviews(ctx context.Context, status string, p Page) ([]UploadReview, string, error) {
	return s.uploadReviews(ctx, portal.DocIdentity, status, p)
}

// IdentityDocumentReview reads one identity document.
func (s *Service) IdentityDocumentReview(ctx context.Context, id int64) (UploadReview, error) {
	u, err := s.upload(ctx, portal.DocIdentity, id)
	if err != nil {
		return UploadReview{}, err
	}
	return s.uploadReview(u), nil
}

// DecideIdentityDocument approves a pending identity document (the
// account's documents are complete, an identity re-sign ends, pre-install
// may end) or rejects it with the reason the subscriber is told, as
// `myaccount admin approve-id-document` / `reject-id-document` do. A
// decided document is a Conflict.
func (s *Service) DecideIdentityDocument(ctx context.Context, actor string, id int64, d Decision) (UploadReview, error) {
	if err := checkDecision(d, map[string][]string{DecisionApprove: nil, DecisionReject: {"reason"}},
		map[string]string{DecisionReject: "reason"}); err != nil {
		return UploadReview{}, err
	}
	if s.onboarding == nil {
		return UploadReview{}, errNoBackOffice
	}
	if d.Decision == DecisionApprove {
		return s.decideUpload(ctx, portal.DocIdentity, id, "decision", func() error {
			return s.onboarding.ApproveIdentity(ctx, actor, id)
		})
	}
	return s.decideUpload(ctx, portal.DocIdentity, id, "reason", func() error {
		return s.onboarding.RejectIdentity(ctx, actor, id, d.Reason)
	})
}

// --- contracts and agreements -------------------------------------------------------

// contractStatus is a signature's status as the API says it: submitted
// is pending, as in every queue.
func contractStatus(status string) string {
	if status == portal.SignatureSubmitted {
		return ReviewPending
	}
	return status
}

func (s *Service) contractReview(g portal.Signature) ContractReview {
	zone := s.clock.Zone()
	return ContractReview{ID: g.ID, Account: g.AccountID, Kind: g.Kind, AgreementType: g.AgreementType, Version: g.Version,
		Term: g.Term, SignerName: g.SignerName, CompanyName: g.CompanyName, Status: contractStatus(g.Status), Login: g.Login,
		ClientIP: g.ClientIP, PDFSHA256: g.PDFSHA256, DocumentID: g.DocumentID, SignedAt: g.SignedAt.In(zone),
		SubmittedAt: optionalTime(g.SubmittedAt, zone), DecidedAt: optionalTime(g.DecidedAt, zone), DecidedBy: g.DecidedBy,
		Reason: g.Reason}
}

// ContractReviews lists the contracts and agreements sent for review
// (status: pending or all; drafts never were), oldest first; next is the
// cursor of the following page.
func (s *Service) ContractReviews(ctx context.Context, status string, p Page) (items []ContractReview, next string, err error) {
	filter, err := reviewFilter(status, portal.SignatureSubmitted)
	if err != nil {
		return nil, "", err
	}
	after, err := reviewCursor(p.After)
	if err != nil {
		return nil, "", err
	}
	gs, err := s.st.ReviewedSignaturesAfter(ctx, filter, after, p.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]ContractReview, len(gs))
	for i, g := range gs {
		items[i] = s.contractReview(g)
	}
	if len(gs) > 0 {
		next = p.next(len(gs), strconv.FormatInt(gs[len(gs)-1].ID, 10))
	}
	return items, next, nil
}

// contract reads a signature sent for review; a draft (never sent) is
// NotFound, as the lists do not show it.
func (s *Service) contract(ctx context.Context, id int64) (portal.Signature, error) {
	g, err := s.st.SignatureByID(ctx, id)
	if errors.Is(err, portal.ErrNoRows) || (err == nil && (g.Status == portal.SignatureDraft || g.Status == portal.SignatureReplaced)) {
		return portal.Signature{}, notFound(fmt.Sprintf("Contract or agreement %d", id))
	}
	return g, err
}

// ContractReview reads one contract or agreement sent for review.
func (s *Service) ContractReview(ctx context.Context, id int64) (ContractReview, error) {
	g, err := s.contract(ctx, id)
	if err != nil {
		return ContractReview{}, err
	}
	return s.contractReview(g), nil
}

// DecideContract approves a submitted contract or agreement (on file, its
// re-sign ends, pre-install may end) or rejects it with the reason the
// subscriber is told (they may sign again), as `myaccount admin
// approve-contract` / `reject-contract` do. A decided one is a Conflict.
func (s *Service) DecideContract(ctx context.Context, actor string, id int64, d Decision) (ContractReview, error) {
	if err := checkDecision(d, map[string][]string{DecisionApprove: nil, DecisionReject: {"reason"}},
		map[string]string{DecisionReject: "reason"}); err != nil {
		return ContractReview{}, err
	}
	if s.onboarding == nil {
		return ContractReview{}, errNoBackOffice
	}
	g, err := s.contract(ctx, id)
	if err != nil {
		return ContractReview{}, err
	}
	if g.Status != portal.SignatureSubmitted {
		return ContractReview{}, conflict(fmt.Sprintf("The %s %d was %s already, by %s on %s.", g.Kind, id, g.Status,
			g.DecidedBy, g.DecidedAt.In(s.clock.Zone()).Format(time.RFC3339)))
	}
	call, field := func() error { return s.onboarding.ApproveSignature(ctx, actor, id) }, "decision"
	if d.Decision == DecisionReject {
		call, field = func() error { return s.onboarding.RejectSignature(ctx, actor, id, d.Reason) }, "reason"
	}
	err = decided(call(), field, func() (bool, error) {
		g, err := s.contract(ctx, id)
		return g.Status == portal.SignatureSubmitted, err
	})
	if err != nil {
		return ContractReview{}, err
	}
	return s.ContractReview(ctx, id)
}
