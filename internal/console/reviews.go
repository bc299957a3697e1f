package console

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
)

// ReviewStore is what the review screens read and keep besides the
// services they decide through (internal/store implements it).
type ReviewStore interface {
	AccountByID(ctx context.Context, id int64) (portal.Account, error)
	IdentityByID(ctx context.Context, id int64) (portal.Identity, error)
	ContactInfo(ctx context.Context, account int64) (portal.ContactInfo, error)
	ReviewUpload(ctx context.Context, id int64) (portal.ReviewUpload, error)
	SignatureByID(ctx context.Context, id int64) (portal.Signature, error)
	ChangeRequestByID(ctx context.Context, id int64) (portal.ChangeRequest, error)
	Document(ctx context.Context, account, id int64) (portal.Document, error)
	Mail(ctx context.Context, id int64) (portal.Mail, error)
	RequeueMail(ctx context.Context, id int64, at time.Time, a portal.StaffAction) error
	AddStaffAction(ctx context.Context, a portal.StaffAction) error

	ClaimReview(ctx context.Context, c portal.ReviewClaim, takeOverFrom string, a portal.StaffAction) (portal.ReviewClaim, error)
	ReleaseReview(ctx context.Context, queue string, item int64, email string) error
	ReviewClaims(ctx context.Context, queue string, now time.Time) ([]portal.ReviewClaim, error)
}

// ClaimTime is how long a claim on a review item lasts unless renewed
// (opening the item again renews it).
const ClaimTime = 30 * time.Minute

// The review queues, by their ids in the console's addresses.
const (
	QueueIdentity = "identity-documents"
	QueueContract = "contracts"
	QueueCheque   = "void-cheques"
	QueueRequest  = "change-requests"
	QueueMail     = "failed-mail"
)

// queuePermission is the permission reading and deciding a queue's items
// takes; retrying a failed e-mail takes PermLoginMail besides.
var queuePermission = map[string]Permission{
	QueueIdentity: PermReview,
	QueueContract: PermReview,
	QueueCheque:   PermReview,
	QueueRequest:  PermRequests,
	QueueMail:     PermLookup,
}

var (
	errNoItem    = fail(http.StatusNotFound, "no-item", "no such item in this queue")
	errDecided   = fail(http.StatusConflict, "decided", "this item was decided already")
	errBadLast4  = fail(http.StatusBadRequest, "bad-last4", "give the bank account's last four digits as on the cheque")
	errNoReason  = fail(http.StatusBadRequest, "reason-required", "give the reason the subscriber will be told")
	errLongText  = fail(http.StatusBadRequest, "too-long", "the text is longer than 500 characters")
	errBadChoice = fail(http.StatusBadRequest, "bad-decision", "this decision does not apply to this queue")
)

// reviewRoutes registers the reviews section's calls under /staff/api/
// (queue: identity-documents, contracts, void-cheques, change-requests,
// failed-mail):
//
//	GET  reviews/{queue}                the waiting items, oldest first
//	GET  reviews/{queue}/{id}           one item, its claim and the reasons
//	GET  reviews/{queue}/{id}/file      its photo or signed PDF
//	POST reviews/{queue}/{id}/claim     claim it ({"takeOverFrom": email})
//	POST reviews/{queue}/{id}/release   let one's own claim go
//	POST reviews/{queue}/{id}/decision  approve, reject, resolve or retry
func (h *handler) reviewRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /staff/api/reviews/{queue}", h.signedIn(PermLookup, h.reviewQueue(h.reviewList)))
	mux.HandleFunc("GET /staff/api/reviews/{queue}/{id}", h.signedIn(PermLookup, h.reviewQueue(h.reviewItem)))
	mux.HandleFunc("GET /staff/api/reviews/{queue}/{id}/file", h.signedIn(PermLookup, h.reviewQueue(h.reviewFile)))
	mux.HandleFunc("POST /staff/api/reviews/{queue}/{id}/claim", h.signedIn(PermLookup, h.reviewQueue(h.reviewClaim)))
	mux.HandleFunc("POST /staff/api/reviews/{queue}/{id}/release", h.signedIn(PermLookup, h.reviewQueue(h.reviewRelease)))
	mux.HandleFunc("POST /staff/api/reviews/{queue}/{id}/decision", h.signedIn(PermLookup, h.reviewQueue(h.reviewDecide)))
}

type queueHandler func(w http.ResponseWriter, r *http.Request, m portal.StaffMember, queue string)

// reviewQueue checks the address's queue and the role's permission on it.
func (h *handler) reviewQueue(next queueHandler) staffHandler {
	return func(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
		queue := r.PathValue("queue")
		p, ok := queuePermission[queue]
		if !ok || h.c.Reviews == nil {
			h.fail(w, r, fail(http.StatusNotFound, "not-found", "no such queue"))
			return
		}
		if err := h.c.Service.Require(r.Context(), m, p, 0, r.Method+" "+r.URL.Path); err != nil {
			h.fail(w, r, err)
			return
		}
		next(w, r, m, queue)
	}
}

func itemID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, errNoItem
	}
	return id, nil
}

// claimBody is a claim as the console shows it.
type claimBody struct {
	Email     string    `json:"email"`
	Name      string    `json:"name"`
	Mine      bool      `json:"mine"`
	ClaimedAt time.Time `json:"claimedAt"`
	ExpiresAt time.Time `json:"expiresAt"`
}

func claimOf(c portal.ReviewClaim, m portal.StaffMember) *claimBody {
	return &claimBody{Email: c.Email, Name: c.Name, Mine: c.Email == m.Email, ClaimedAt: c.ClaimedAt, ExpiresAt: c.ExpiresAt}
}

// listItem is one row of a queue's list.
type listItem struct {
	ID         int64      `json:"id"`
	Account    int64      `json:"account,omitempty"`
	Name       string     `json:"name"`
	Detail     string     `json:"detail,omitempty"`
	Since      time.Time  `json:"since"`
	AgeSeconds int64      `json:"ageSeconds"`
	Claim      *claimBody `json:"claim,omitempty"`
}

// accountNames reads accounts' names once each.
type accountNames struct {
	st    ReviewStore
	names map[int64]string
}

func (a *accountNames) name(ctx context.Context, id int64) (string, error) {
	if n, ok := a.names[id]; ok {
		return n, nil
	}
	acc, err := a.st.AccountByID(ctx, id)
	if errors.Is(err, portal.ErrNoRows) {
		err = nil
	}
	if err != nil {
		return "", err
	}
	a.names[id] = acc.Name
	return acc.Name, nil
}

// pendingItems lists a queue's waiting items (not yet named), through the
// same services Home counts them with.
func (h *handler) pendingItems(ctx context.Context, queue string) ([]listItem, error) {
	var out []listItem
	switch queue {
	case QueueIdentity, QueueCheque:
		var us []portal.ReviewUpload
		var err error
		if queue == QueueIdentity {
			us, err = h.c.Onboarding.IdentityUploads(ctx, portal.UploadPending)
		} else {
			us, err = h.c.Staff.Uploads(ctx, portal.DocVoidCheque, portal.UploadPending)
		}
		if err != nil {
			return nil, err
		}
		for _, u := range us {
			out = append(out, listItem{ID: u.ID, Account: u.AccountID, Since: u.CreatedAt})
		}
	case QueueContract:
		gs, err := h.c.Onboarding.Signatures(ctx, portal.SignatureSubmitted)
		if err != nil {
			return nil, err
		}
		for _, g := range gs {
			detail := g.Kind
			if g.Kind == portal.SignAgreement && g.AgreementType != "" {
				detail += " " + g.AgreementType
			}
			out = append(out, listItem{ID: g.ID, Account: g.AccountID, Since: g.SignedAt, Detail: detail})
		}
	case QueueRequest:
		rs, err := h.c.Staff.ChangeRequests(ctx, portal.RequestPending)
		if err != nil {
			return nil, err
		}
		for _, q := range rs {
			out = append(out, listItem{ID: q.ID, Account: q.AccountID, Since: q.CreatedAt, Detail: strings.Join(q.Types(), ", ")})
		}
	case QueueMail:
		if h.c.FailedMail == nil {
			return nil, nil
		}
		ms, err := h.c.FailedMail(ctx)
		if err != nil {
			return nil, err
		}
		for _, m := range ms {
			out = append(out, listItem{ID: m.ID, Name: m.To, Since: m.CreatedAt, Detail: string(m.Kind)})
		}
	}
	return out, nil
}

// reviewList answers a queue's waiting items, oldest first, with the
// subscriber's name and account, the age and the claim in force.
func (h *handler) reviewList(w http.ResponseWriter, r *http.Request, m portal.StaffMember, queue string) {
	ctx := r.Context()
	items, err := h.pendingItems(ctx, queue)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	claims, err := h.c.Reviews.ReviewClaims(ctx, queue, h.c.Now())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	held := map[int64]portal.ReviewClaim{}
	for _, c := range claims {
		held[c.ItemID] = c
	}
	names := &accountNames{st: h.c.Reviews, names: map[int64]string{}}
	now := h.c.Now()
	for i := range items {
		it := &items[i]
		if it.Account != 0 {
			if it.Name, err = names.name(ctx, it.Account); err != nil {
				h.fail(w, r, err)
				return
			}
		}
		it.AgeSeconds = max(0, int64(now.Sub(it.Since).Seconds()))
		if c, ok := held[it.ID]; ok {
			it.Claim = claimOf(c, m)
		}
	}
	slices.SortStableFunc(items, func(a, b listItem) int {
		if c := a.Since.Compare(b.Since); c != 0 {
			return c
		}
		return int(a.ID - b.ID)
	})
	if items == nil {
		items = []listItem{}
	}
	h.ok(w, map[string]any{"queue": queue, "items": items})
}

// item is what the review screen shows of one item: what every queue has,
// and the queue's own part.
type item struct {
	Queue      string     `json:"queue"`
	ID         int64      `json:"id"`
	Account    int64      `json:"account,omitempty"`
	Name       string     `json:"name,omitempty"`
	Status     string     `json:"status"`
	Pending    bool       `json:"pending"`
	Since      time.Time  `json:"since"`
	AgeSeconds int64      `json:"ageSeconds"`
	DecidedAt  *time.Time `json:"decidedAt,omitempty"`
	DecidedBy  string     `json:"decidedBy,omitempty"`
	Reason     string     `json:"reason,omitempty"`
	Claim      *claimBody `json:"claim,omitempty"`
	// Lang is the subscriber's (the login's) language; Reasons the common
	// reasons of a rejection in it.
	Lang    string   `json:"lang,omitempty"`
	Reasons []string `json:"reasons,omitempty"`
	// File: the photo or PDF to show (ContentType's), at .../file.
	File        bool   `json:"file"`
	ContentType string `json:"contentType,omitempty"`

	Signature *signatureBody `json:"signature,omitempty"`
	Request   *requestBody   `json:"request,omitempty"`
	Mail      *mailBody      `json:"mail,omitempty"`

	identity int64
	fileKey  string
}

type signatureBody struct {
	Kind          string     `json:"kind"`
	AgreementType string     `json:"agreementType,omitempty"`
	Version       string     `json:"version"`
	Term          int        `json:"term"`
	SignerName    string     `json:"signerName,omitempty"`
	CompanyName   string     `json:"companyName,omitempty"`
	Login         string     `json:"login"`
	ClientIP      string     `json:"clientIp"`
	SignedAt      time.Time  `json:"signedAt"`
	SubmittedAt   *time.Time `json:"submittedAt,omitempty"`
	PDFSHA256     string     `json:"pdfSha256"`
}

type requestBody struct {
	Changes  []portal.AccountChange `json:"changes"`
	Callback string                 `json:"callback"`
	Comments string                 `json:"comments"`
	Current  currentValues          `json:"current"`
}

// currentValues are the account's values a change request would change.
type currentValues struct {
	Name       string      `json:"name"`
	Name2      string      `json:"name2,omitempty"`
	Address    string      `json:"address"`
	City       string      `json:"city"`
	PostalCode string      `json:"postalCode"`
	Emails     []string    `json:"emails"`
	Phones     []phoneBody `json:"phones"`
}

type phoneBody struct {
	Description string `json:"description"`
	Number      string `json:"number"`
}

type mailBody struct {
	To        string     `json:"to"`
	Subject   string     `json:"subject"`
	Kind      string     `json:"kind"`
	Lang      string     `json:"lang"`
	Attempts  int        `json:"attempts"`
	LastError string     `json:"lastError"`
	FailedAt  *time.Time `json:"failedAt,omitempty"`
	SentAt    *time.Time `json:"sentAt,omitempty"`
}

// requestedItem loads the item the request's path names.
func (h *handler) requestedItem(r *http.Request, queue string) (item, error) {
	id, err := itemID(r)
	if err != nil {
		return item{}, err
	}
	return h.loadItem(r.Context(), queue, id)
}

// pendingItem loads an item still waiting for its decision; a decided one
// answers errDecided (409).
func (h *handler) pendingItem(ctx context.Context, queue string, id int64) (item, error) {
	it, err := h.loadItem(ctx, queue, id)
	if err == nil && !it.Pending {
		err = errDecided
	}
	return it, err
}

// loadItem reads one item of a queue; an id of another queue, or of none,
// is errNoItem.
func (h *handler) loadItem(ctx context.Context, queue string, id int64) (item, error) {
	st := h.c.Reviews
	it := item{Queue: queue, ID: id}
	switch queue {
	case QueueIdentity, QueueCheque:
		u, err := st.ReviewUpload(ctx, id)
		kind := map[string]string{QueueIdentity: portal.DocIdentity, QueueCheque: portal.DocVoidCheque}[queue]
		if errors.Is(err, portal.ErrNoRows) || (err == nil && u.Kind != kind) {
			return it, errNoItem
		}
		if err != nil {
			return it, err
		}
		it.Account, it.identity, it.Status, it.Since = u.AccountID, u.IdentityID, u.Status, u.CreatedAt
		it.Pending = u.Status == portal.UploadPending
		it.DecidedAt, it.DecidedBy, it.Reason = timePtr(u.DecidedAt), u.DecidedBy, u.Reason
		if u.DocumentID != 0 {
			d, err := st.Document(ctx, u.AccountID, u.DocumentID)
			if err != nil && !errors.Is(err, portal.ErrNoRows) {
				return it, err
			}
			it.fileKey, it.ContentType = d.FileKey, d.ContentType
		}
	case QueueContract:
		g, err := st.SignatureByID(ctx, id)
		if errors.Is(err, portal.ErrNoRows) || (err == nil && g.Status == portal.SignatureDraft) {
			return it, errNoItem
		}
		if err != nil {
			return it, err
		}
		it.Account, it.identity, it.Status, it.Since = g.AccountID, g.IdentityID, g.Status, g.SignedAt
		it.Pending = g.Status == portal.SignatureSubmitted
		it.DecidedAt, it.DecidedBy, it.Reason = timePtr(g.DecidedAt), g.DecidedBy, g.Reason
		it.fileKey, it.ContentType = g.FileKey, "application/pdf"
		it.Signature = &signatureBody{Kind: g.Kind, AgreementType: g.AgreementType, Version: g.Version, Term: g.Term,
			SignerName: g.SignerName, CompanyName: g.CompanyName, Login: g.Login, ClientIP: g.ClientIP, SignedAt: g.SignedAt,
			SubmittedAt: timePtr(g.SubmittedAt), PDFSHA256: g.PDFSHA256}
	case QueueRequest:
		q, err := st.ChangeRequestByID(ctx, id)
		if errors.Is(err, portal.ErrNoRows) {
			return it, errNoItem
		}
		if err != nil {
			return it, err
		}
		it.Account, it.identity, it.Status, it.Since = q.AccountID, q.IdentityID, q.Status, q.CreatedAt
		it.Pending = q.Status == portal.RequestPending
		it.DecidedAt, it.DecidedBy, it.Reason = timePtr(q.ResolvedAt), q.ResolvedBy, q.Resolution
		acc, err := st.AccountByID(ctx, q.AccountID)
		if err != nil && !errors.Is(err, portal.ErrNoRows) {
			return it, err
		}
		contact, err := st.ContactInfo(ctx, q.AccountID)
		if err != nil && !errors.Is(err, portal.ErrNoRows) {
			return it, err
		}
		cur := currentValues{Name: acc.Name, Name2: acc.Name2, Address: acc.Address, City: acc.City, PostalCode: acc.PostalCode,
			Emails: contact.Emails, Phones: []phoneBody{}}
		if cur.Emails == nil {
			cur.Emails = []string{}
		}
		for _, p := range contact.Phones {
			cur.Phones = append(cur.Phones, phoneBody{Description: p.Description, Number: p.Number})
		}
		changes := q.Changes
		if changes == nil {
			changes = []portal.AccountChange{}
		}
		it.Request = &requestBody{Changes: changes, Callback: q.Callback, Comments: q.Comments, Current: cur}
	case QueueMail:
		m, err := st.Mail(ctx, id)
		if errors.Is(err, portal.ErrNoRows) {
			return it, errNoItem
		}
		if err != nil {
			return it, err
		}
		it.Name, it.Since = m.To, m.CreatedAt
		switch {
		case !m.SentAt.IsZero():
			it.Status = "sent"
		case !m.FailedAt.IsZero():
			it.Status, it.Pending = "failed", true
		default:
			it.Status = "waiting"
		}
		subject := ""
		if h.c.MailSubject != nil {
			subject = h.c.MailSubject(m)
		}
		it.Mail = &mailBody{To: m.To, Subject: subject, Kind: string(m.Kind), Lang: m.Lang, Attempts: m.Attempts,
			LastError: m.LastError, FailedAt: timePtr(m.FailedAt), SentAt: timePtr(m.SentAt)}
		return it, nil
	}
	return it, nil
}

func (h *handler) reviewItem(w http.ResponseWriter, r *http.Request, m portal.StaffMember, queue string) {
	ctx := r.Context()
	it, err := h.requestedItem(r, queue)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if it.Account != 0 {
		acc, err := h.c.Reviews.AccountByID(ctx, it.Account)
		if err != nil && !errors.Is(err, portal.ErrNoRows) {
			h.fail(w, r, err)
			return
		}
		it.Name = acc.Name
	}
	it.AgeSeconds = max(0, int64(h.c.Now().Sub(it.Since).Seconds()))
	it.File = it.fileKey != "" && h.c.Files != nil
	if it.Pending {
		claims, err := h.c.Reviews.ReviewClaims(ctx, queue, h.c.Now())
		if err != nil {
			h.fail(w, r, err)
			return
		}
		for _, c := range claims {
			if c.ItemID == it.ID {
				it.Claim = claimOf(c, m)
			}
		}
		if queue != QueueMail {
			it.Lang = "en"
			if it.identity != 0 {
				login, err := h.c.Reviews.IdentityByID(ctx, it.identity)
				if err != nil && !errors.Is(err, portal.ErrNoRows) {
					h.fail(w, r, err)
					return
				}
				if login.Language == "fr" {
					it.Lang = "fr"
				}
			}
			kind := queue
			if it.Signature != nil && it.Signature.Kind == portal.SignAgreement {
				kind = "agreements"
			}
			it.Reasons = Reasons(kind, it.Lang)
		}
	}
	h.ok(w, it)
}

// reviewFile answers the item's photo or signed PDF (with its audit page),
// from the same file store the subscriber's documents are kept in.
func (h *handler) reviewFile(w http.ResponseWriter, r *http.Request, m portal.StaffMember, queue string) {
	ctx := r.Context()
	it, err := h.requestedItem(r, queue)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if it.fileKey == "" || h.c.Files == nil {
		h.fail(w, r, fail(http.StatusNotFound, "not-found", "this item has no file"))
		return
	}
	// Opening a subscriber's file is recorded (issue 30, item 7).
	if err := h.c.Reviews.AddStaffAction(ctx, portal.StaffAction{Actor: Actor(m), Action: "open-file", Account: it.Account,
		Subject: fmt.Sprintf("%s %d", queue, it.ID), At: h.c.Now()}); err != nil {
		h.fail(w, r, err)
		return
	}
	rc, info, err := h.c.Files.Open(ctx, it.fileKey)
	if errors.Is(err, portal.ErrFileNotFound) {
		h.fail(w, r, fail(http.StatusNotFound, "not-found", "the file is missing from the file store"))
		return
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	defer rc.Close()
	ct := it.ContentType
	if ct == "" {
		ct = info.ContentType
	}
	switch {
	case ct == "application/pdf", ct == "image/jpeg", ct == "image/png", ct == "image/gif", ct == "image/webp":
	default:
		ct = "application/octet-stream"
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("Cache-Control", "private, no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`inline; filename="%s-%d%s"`, queue, it.ID, extension(ct)))
	if info.Size > 0 {
		w.Header().Set("Content-Length", strconv.FormatInt(info.Size, 10))
	}
	_, _ = io.Copy(w, rc)
}

func extension(ct string) string {
	switch ct {
	case "application/pdf":
		return ".pdf"
	case "image/jpeg":
		return ".jpg"
	case "image/png":
		return ".png"
	case "image/gif":
		return ".gif"
	case "image/webp":
		return ".webp"
	}
	return ""
}

// claimedBody answers a claim another staff login holds.
func (h *handler) claimed(w http.ResponseWriter, c portal.ReviewClaim, m portal.StaffMember) {
	w.Header().Set("Cache-Control", "no-store")
	holder := c.Name
	if holder == "" {
		holder = c.Email
	}
	httpx.WriteJSON(w, http.StatusConflict, map[string]any{"error": "claimed", "message": "claimed by " + holder,
		"claim": claimOf(c, m)})
}

// reviewClaim claims a waiting item for the staff login (renewing their
// own claim); takeOverFrom, the holder the staff confirmed, takes another
// login's live claim.
func (h *handler) reviewClaim(w http.ResponseWriter, r *http.Request, m portal.StaffMember, queue string) {
	ctx := r.Context()
	id, err := itemID(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in struct {
		TakeOverFrom string `json:"takeOverFrom"`
	}
	if r.ContentLength != 0 {
		if err := decode(r, &in); err != nil {
			h.fail(w, r, err)
			return
		}
	}
	it, err := h.pendingItem(ctx, queue, id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	now := h.c.Now()
	a := portal.StaffAction{Actor: Actor(m), Action: "take-over-review", Account: it.Account,
		Subject: fmt.Sprintf("%s %d", queue, id), At: now}
	c, err := h.c.Reviews.ClaimReview(ctx, portal.ReviewClaim{Queue: queue, ItemID: id, Email: m.Email, Name: m.Name,
		ClaimedAt: now, ExpiresAt: now.Add(ClaimTime)}, strings.ToLower(strings.TrimSpace(in.TakeOverFrom)), a)
	if errors.Is(err, portal.ErrClaimed) {
		h.claimed(w, c, m)
		return
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]any{"claim": claimOf(c, m)})
}

// reviewRelease lets the staff login's own claim go.
func (h *handler) reviewRelease(w http.ResponseWriter, r *http.Request, m portal.StaffMember, queue string) {
	it, err := h.requestedItem(r, queue)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.c.Reviews.ReleaseReview(r.Context(), queue, it.ID, m.Email); err != nil {
		h.fail(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}

// decision is a staff decision on an item: approve or reject (with the
// reason the subscriber is told) an identity photo, a void cheque (approve
// with the last four digits) or a contract; resolve a change request (with
// a note); retry a failed e-mail.
type decision struct {
	Decision string `json:"decision"`
	Reason   string `json:"reason"`
	Last4    string `json:"last4"`
	Note     string `json:"note"`
}

var decisions = map[string][]string{
	QueueIdentity: {"approve", "reject"},
	QueueContract: {"approve", "reject"},
	QueueCheque:   {"approve", "reject"},
	QueueRequest:  {"resolve"},
	QueueMail:     {"retry"},
}

// reviewDecide decides an item through the same services as the admin
// commands and the provider API (the subscriber sees the outcome as
// from those, and is e-mailed), as "staff:<email>" in the staff log. An
// item another login holds is refused until taken over; a decided one is
// a 409. The item's claim ends.
func (h *handler) reviewDecide(w http.ResponseWriter, r *http.Request, m portal.StaffMember, queue string) {
	ctx := r.Context()
	id, err := itemID(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in decision
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	if !slices.Contains(decisions[queue], in.Decision) {
		h.fail(w, r, errBadChoice)
		return
	}
	in.Reason, in.Note, in.Last4 = strings.TrimSpace(in.Reason), strings.TrimSpace(in.Note), strings.TrimSpace(in.Last4)
	if utf8.RuneCountInString(in.Reason) > 500 || utf8.RuneCountInString(in.Note) > 500 {
		h.fail(w, r, errLongText)
		return
	}
	if in.Decision == "reject" && in.Reason == "" {
		h.fail(w, r, errNoReason)
		return
	}
	if queue == QueueCheque && in.Decision == "approve" && (len(in.Last4) != 4 || strings.Trim(in.Last4, "0123456789") != "") {
		h.fail(w, r, errBadLast4)
		return
	}
	if in.Decision == "retry" {
		if err := h.c.Service.Require(ctx, m, PermLoginMail, 0, r.Method+" "+r.URL.Path); err != nil {
			h.fail(w, r, err)
			return
		}
	}
	it, err := h.pendingItem(ctx, queue, id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	claims, err := h.c.Reviews.ReviewClaims(ctx, queue, h.c.Now())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	for _, c := range claims {
		if c.ItemID == id && c.Email != m.Email {
			h.claimed(w, c, m)
			return
		}
	}
	actor := Actor(m)
	switch queue + " " + in.Decision {
	case QueueIdentity + " approve":
		err = h.c.Onboarding.ApproveIdentity(ctx, actor, id)
	case QueueIdentity + " reject":
		err = h.c.Onboarding.RejectIdentity(ctx, actor, id, in.Reason)
	case QueueContract + " approve":
		err = h.c.Onboarding.ApproveSignature(ctx, actor, id)
	case QueueContract + " reject":
		err = h.c.Onboarding.RejectSignature(ctx, actor, id, in.Reason)
	case QueueCheque + " approve":
		err = h.c.Staff.ApproveVoidCheque(ctx, actor, id, in.Last4)
	case QueueCheque + " reject":
		err = h.c.Staff.RejectVoidCheque(ctx, actor, id, in.Reason)
	case QueueRequest + " resolve":
		err = h.c.Staff.ResolveChangeRequest(ctx, actor, id, in.Note)
	case QueueMail + " retry":
		err = h.c.Reviews.RequeueMail(ctx, id, h.c.Now(), portal.StaffAction{Actor: actor, Action: "retry-mail",
			Subject: fmt.Sprintf("e-mail %d to %s", id, it.Mail.To), Detail: it.Mail.LastError, At: h.c.Now()})
	}
	if err != nil {
		// Decided meanwhile by another door: a 409 like any decided item.
		if again, lerr := h.loadItem(ctx, queue, id); lerr == nil && !again.Pending {
			err = errDecided
		}
		h.fail(w, r, err)
		return
	}
	if err := h.c.Reviews.ReleaseReview(ctx, queue, id, ""); err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]any{"queue": queue, "id": id, "decision": in.Decision})
}
