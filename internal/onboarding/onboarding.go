// Package onboarding is the onboarding area (docs/onboarding-api.md,
// requirements part G): identity document photos, the subscriber contract
// and re-sign agreements signed in the browser and rendered as PDFs that
// hold up as electronic signatures, the pre-install checklist, and what the
// provider's staff decide on them through `myaccount admin`.
package onboarding

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf8"

	"myaccount/internal/contracts"
	"myaccount/internal/documents"
	"myaccount/internal/i18n"
	"myaccount/internal/photos"
	"myaccount/internal/portal"
)

// Printer renders signed documents (internal/documents).
type Printer interface {
	SignedPDF(s documents.Signed, lang i18n.Lang) ([]byte, error)
	SignedThumbnail(s documents.Signed, lang i18n.Lang) ([]byte, error)
}

// Store is what the area reads and writes.
type Store interface {
	portal.OnboardingStore
	Codebook(ctx context.Context, name string) ([]portal.CodebookEntry, error)
}

// Options are what the area's services share.
type Options struct {
	Clock portal.Clock
	Files portal.FileStore
	// Thumbnail makes the preview of an identity photo (a PNG).
	Thumbnail func(jpeg []byte) ([]byte, error)
	Printer   Printer
	Contracts *contracts.Library
	// Payments answers the auto-payment status (papstatus).
	Payments portal.Payments
	Branding portal.Branding
}

// Services are the area's services.
type Services struct {
	Onboarding *Service
	Staff      *Staff
}

// New builds the area's services.
func New(st Store, o Options) Services {
	s := &Service{store: st, o: o}
	return Services{Onboarding: s, Staff: &Staff{svc: s}}
}

var (
	_ portal.Onboarding      = (*Service)(nil)
	_ portal.OnboardingStaff = (*Staff)(nil)
)

// Service is the subscriber's side of the area.
type Service struct {
	store Store
	o     Options
}

// ---- Identity documents (ONB-001 … ONB-013) ----

// IdentityDocuments is the /documentupload state: photos waiting for
// review, counted apart from void cheques (decisions.md §15), and the
// status: C once a photo was approved, P while one waits, I otherwise.
func (s *Service) IdentityDocuments(ctx context.Context, account int64) (portal.IdentityDocuments, error) {
	uploads, err := s.store.ReviewUploads(ctx, account, portal.DocIdentity)
	if err != nil {
		return portal.IdentityDocuments{}, err
	}
	flags, err := s.store.ServiceFlags(ctx, account)
	if err != nil {
		return portal.IdentityDocuments{}, err
	}
	d := portal.IdentityDocuments{Photos: uploads, Status: portal.StatusIncomplete, Hidden: flags.HideDocuments}
	approved := false
	for _, u := range uploads {
		switch u.Status {
		case portal.UploadPending:
			d.Pending++
		case portal.UploadApproved:
			approved = true
		}
	}
	switch {
	case approved:
		d.Status = portal.StatusComplete
	case d.Pending > 0:
		d.Status = portal.StatusPending
	}
	return d, nil
}

// UploadIdentity keeps an identity document's photo for review (ONB-012):
// a JPEG by its content, 50 B to 10,000,000 B (G.1), its metadata (EXIF
// location) stripped; at most two wait for review (ONB-009).
func (s *Service) UploadIdentity(ctx context.Context, u portal.Upload) (portal.Message, error) {
	keeper := photos.Keeper{Store: s.store, Files: s.o.Files, Thumbnail: s.o.Thumbnail}
	if err := keeper.Keep(ctx, s.o.Clock.Time(), portal.DocIdentity, u,
		portal.Fail(portal.CodeBadRequest, portal.MsgIdentityUnderReview)); err != nil {
		return portal.Message{}, err
	}
	d, err := s.IdentityDocuments(ctx, u.Account)
	if err != nil {
		return portal.Message{}, err
	}
	if d.Pending == 1 {
		return portal.Msg(portal.MsgIdentityReceivedFirst), nil
	}
	return portal.Msg(portal.MsgIdentityReceived), nil
}

// ---- The checklist (ONB-014 … ONB-019) ----

// Checklist is the three cards' statuses (ONB-019: Documents by the
// identity photos, Autopayment by the payment method or a void cheque
// under review, Contract by the contract on file or under review).
func (s *Service) Checklist(ctx context.Context, account int64) (portal.Checklist, error) {
	docs, err := s.IdentityDocuments(ctx, account)
	if err != nil {
		return portal.Checklist{}, err
	}
	c := portal.Checklist{DocumentStatus: docs.Status, HideDocuments: docs.Hidden, PapStatus: portal.StatusIncomplete}
	if s.o.Payments != nil {
		pap, err := s.o.Payments.VoidCheques(ctx, account)
		if err != nil {
			return c, err
		}
		c.PapStatus = pap.Status
	}
	cs, err := s.store.ContractStatus(ctx, account)
	if err != nil {
		return c, err
	}
	sigs, err := s.store.Signatures(ctx, account)
	if err != nil {
		return c, err
	}
	c.ContractStatus = contractStatus(cs, sigs)
	return c, nil
}

// contractStatus: P while a signed contract waits for review, C when one
// is on file, I otherwise.
func contractStatus(cs portal.ContractStatus, sigs []portal.Signature) string {
	for _, g := range sigs {
		if g.Kind == portal.SignContract && g.Status == portal.SignatureSubmitted {
			return portal.StatusPending
		}
	}
	if cs.OnFile {
		return portal.StatusComplete
	}
	return portal.StatusIncomplete
}

// ---- The contract profile (ONB-020, ONB-021) ----

// ContractProfile is the /contract page's state. ip is the address the
// subscriber signs from, printed on the audit page.
func (s *Service) ContractProfile(ctx context.Context, account int64, lang, clientIP string) (portal.ContractProfile, error) {
	acc, err := s.store.AccountByID(ctx, account)
	if err != nil {
		return portal.ContractProfile{}, err
	}
	flags, err := s.store.ServiceFlags(ctx, account)
	if err != nil {
		return portal.ContractProfile{}, err
	}
	cs, err := s.store.ContractStatus(ctx, account)
	if err != nil {
		return portal.ContractProfile{}, err
	}
	sigs, err := s.store.Signatures(ctx, account)
	if err != nil {
		return portal.ContractProfile{}, err
	}
	p := portal.ContractProfile{Resign: cs.Resign, ResignType: cs.ResignType, Name: acc.Name, Name2: acc.Name2,
		Type: accountType(acc), IP: clientIP, IsPreinstall: flags.HasPreinstall, ContractStatus: contractStatus(cs, sigs),
		ContractVersion: s.o.Contracts.CurrentContractVersion(), TermFeeCents: contracts.TermFeeCents}
	if !cs.Resign {
		p.ResignType = ""
	}
	if cs.Resign && portal.IsAgreementResign(cs.ResignType) {
		l, _ := i18n.Parse(lang)
		if d, err := s.o.Contracts.AgreementDescription(cs.ResignType, l); err == nil {
			p.AgreementDescription = d
		}
	}
	var lastDecided portal.Signature
	for _, g := range sigs {
		switch {
		case g.Status == portal.SignatureSubmitted && g.Kind == portal.SignContract:
			p.ContractCount++
		case g.Status == portal.SignatureSubmitted:
			p.AgreementCount++
		case g.Status == portal.SignatureDraft && g.Kind == portal.SignContract:
			p.TempContractID = g.TempID
		case g.Status == portal.SignatureDraft:
			p.TempAgreementID = g.TempID
		}
		if !g.DecidedAt.IsZero() && g.DecidedAt.After(lastDecided.DecidedAt) {
			lastDecided = g
		}
	}
	if lastDecided.Status == portal.SignatureRejected {
		p.Reason = lastDecided.Reason
	}
	return p, nil
}

// accountType is the profile's type: c for a company, p for a person.
func accountType(a portal.Account) string {
	if a.Kind == "company" {
		return "c"
	}
	return "p"
}

// ---- Signing (ONB-029 … ONB-046) ----

var (
	errTermChoose     = portal.Fail(portal.CodeBadRequest, portal.MsgChooseTerm)
	errTermNotOffered = portal.Fail(portal.CodeBadRequest, portal.MsgTermNotOffered)
	errNameNotWanted  = portal.Fail(portal.CodeBadRequest, portal.MsgNameNotExpected)
	errNameInvalid    = portal.Fail(portal.CodeBadRequest, portal.MsgNewNameInvalid)
)

// newName is what a new name may be: letters, digits, spaces and . , ' ’ &
// -, at most 100 characters, starting with a letter or a digit.
var newName = regexp.MustCompile(`^[\p{L}\p{N}][\p{L}\p{N} .,'’&-]*$`)

// Sign checks a signing, renders the signed PDF and keeps it as the
// account's draft of the kind (a second signing replaces the draft). Every
// check runs before anything is rendered or stored: a refused signing
// stores nothing.
func (s *Service) Sign(ctx context.Context, r portal.SignRequest) (string, portal.Message, error) {
	acc, err := s.store.AccountByID(ctx, r.Account)
	if err != nil {
		return "", portal.Message{}, err
	}
	flags, err := s.store.ServiceFlags(ctx, r.Account)
	if err != nil {
		return "", portal.Message{}, err
	}
	cs, err := s.store.ContractStatus(ctx, r.Account)
	if err != nil {
		return "", portal.Message{}, err
	}
	sigs, err := s.store.Signatures(ctx, r.Account)
	if err != nil {
		return "", portal.Message{}, err
	}
	lang, _ := i18n.Parse(r.Lang)
	field := func(name string) string { return strings.TrimSpace(r.Fields[name]) }
	fill := contracts.Fill{Provider: s.o.Branding.ProviderName, SupportPhone: s.o.Branding.SupportPhone, Name: acc.Name,
		Address: s.address(ctx, acc), Account: acc.ID}
	if acc.Kind == "company" {
		fill.Company, fill.Name = acc.Name, acc.Name2
		if fill.Name == "" {
			fill.Name = acc.Name
		}
	}
	g := portal.Signature{AccountID: r.Account, IdentityID: r.Identity, Kind: r.Kind, ClientIP: r.ClientIP, Login: r.Login}
	var text contracts.Text
	var signed portal.Message
	switch r.Kind {
	case portal.SignContract:
		if waiting(sigs, portal.SignContract) {
			return "", portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgContractWaiting)
		}
		resign := cs.Resign && portal.IsContractResign(cs.ResignType)
		if !resign && cs.OnFile {
			return "", portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgContractNotNeeded)
		}
		// The term options are shown for a new contract of a pre-install
		// account (ONB-031, ONB-032).
		switch term := field("term"); {
		case flags.HasPreinstall && !resign && (term == "1" || term == "2"):
			g.Term = int(term[0] - '0')
		case flags.HasPreinstall && !resign:
			return "", portal.Message{}, errTermChoose
		case term != "" && term != "0":
			return "", portal.Message{}, errTermNotOffered
		}
		name, company := field("name"), field("companyname")
		switch {
		case !(resign && portal.IsNameChangeResign(cs.ResignType)):
			if name != "" || company != "" {
				return "", portal.Message{}, errNameNotWanted
			}
		case acc.Kind == "company":
			if name != "" {
				return "", portal.Message{}, errNameNotWanted
			}
			if company == "" {
				return "", portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgNewCompanyRequired)
			}
			if !validName(company) {
				return "", portal.Message{}, errNameInvalid
			}
			g.CompanyName, fill.Company = company, company
		default:
			if company != "" {
				return "", portal.Message{}, errNameNotWanted
			}
			if name == "" {
				return "", portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgNewNameRequired)
			}
			if !validName(name) {
				return "", portal.Message{}, errNameInvalid
			}
			g.SignerName, fill.Name = name, name
		}
		if err := checkSignature(r.Signature); err != nil {
			return "", portal.Message{}, err
		}
		fill.Term = g.Term
		if fill.Packages, err = s.packageNames(ctx, r.Account, lang); err != nil {
			return "", portal.Message{}, err
		}
		g.Version = s.o.Contracts.CurrentContractVersion()
		if text, err = s.o.Contracts.Contract(g.Version, lang, fill); err != nil {
			return "", portal.Message{}, err
		}
		signed = portal.Msg(portal.MsgContractSigned)
	case portal.SignAgreement:
		typ := field("agreement")
		if !cs.Resign || !portal.IsAgreementResign(cs.ResignType) || typ != cs.ResignType {
			return "", portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgAgreementNotNeeded)
		}
		if waiting(sigs, portal.SignAgreement) {
			return "", portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgAgreementWaiting)
		}
		if term := field("term"); term != "" && term != "0" {
			return "", portal.Message{}, errTermNotOffered
		}
		if field("name") != "" || field("companyname") != "" {
			return "", portal.Message{}, errNameNotWanted
		}
		text, err = s.o.Contracts.Agreement(typ, lang, fill)
		if errors.Is(err, contracts.ErrUnknownAgreement) {
			return "", portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgAgreementUnknown, "phone", s.o.Branding.SupportPhone)
		}
		if err != nil {
			return "", portal.Message{}, err
		}
		if err := checkSignature(r.Signature); err != nil {
			return "", portal.Message{}, err
		}
		g.AgreementType, g.Version = typ, text.Version
		signed = portal.Msg(portal.MsgAgreementSigned)
	default:
		return "", portal.Message{}, portal.ErrNotFound
	}

	g.SignedAt = s.o.Clock.Time()
	doc := documents.Signed{Kind: r.Kind, Text: text, Fill: fill, Signature: r.Signature, SignedAt: g.SignedAt,
		Login: r.Login, ClientIP: r.ClientIP}
	pdf, err := s.o.Printer.SignedPDF(doc, lang)
	if err != nil {
		return "", portal.Message{}, err
	}
	thumb, err := s.o.Printer.SignedThumbnail(doc, lang)
	if err != nil {
		return "", portal.Message{}, err
	}
	sum := sha256.Sum256(pdf)
	g.PDFSHA256, g.ContentSHA256 = hex.EncodeToString(sum[:]), documents.ContentHash(doc)
	g.TempID = newTempID()
	base := fmt.Sprintf("signatures/%d/%s-%s", r.Account, r.Kind, g.TempID)
	g.FileKey, g.ThumbnailKey = base+".pdf", base+".png"
	if err := s.o.Files.Put(ctx, g.FileKey, pdf, "application/pdf"); err != nil {
		return "", portal.Message{}, err
	}
	if err := s.o.Files.Put(ctx, g.ThumbnailKey, thumb, "image/png"); err != nil {
		return "", portal.Message{}, err
	}
	if _, err := s.store.AddSignature(ctx, g); err != nil {
		// Nothing refers to the files: they go.
		_ = s.o.Files.Delete(ctx, g.FileKey)
		_ = s.o.Files.Delete(ctx, g.ThumbnailKey)
		if errors.Is(err, portal.ErrSignatureWaiting) {
			key := portal.MsgContractWaiting
			if r.Kind == portal.SignAgreement {
				key = portal.MsgAgreementWaiting
			}
			return "", portal.Message{}, portal.Fail(portal.CodeBadRequest, key)
		}
		return "", portal.Message{}, err
	}
	return g.TempID, signed, nil
}

func waiting(sigs []portal.Signature, kind string) bool {
	for _, g := range sigs {
		if g.Kind == kind && g.Status == portal.SignatureSubmitted {
			return true
		}
	}
	return false
}

func validName(s string) bool { return utf8.RuneCountInString(s) <= 100 && newName.MatchString(s) }

// checkSignature applies ONB-045 and ONB-046: a PNG of at most 800 × 400.
func checkSignature(png []byte) error {
	if len(png) == 0 {
		return portal.Fail(portal.CodeBadRequest, portal.MsgSignatureMissing)
	}
	if err := documents.CheckSignature(png); err != nil {
		return &portal.Error{Code: portal.CodeBadRequest, Msg: portal.Msg(portal.MsgSignatureInvalid), Err: err}
	}
	return nil
}

// newTempID is a signing's opaque handle: 128 random bits in hex.
func newTempID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // never fails (crypto/rand)
	return hex.EncodeToString(b)
}

// tempIDPattern is what a temp id looks like; anything else is missing.
var tempIDPattern = regexp.MustCompile(`^[0-9a-f]{32}$`)

// address is the account's address on one line: street, city, province,
// postal code.
func (s *Service) address(ctx context.Context, a portal.Account) string {
	province := ""
	if regions, err := s.store.Codebook(ctx, "region"); err == nil {
		for _, r := range regions {
			if r.ID == a.RegionID {
				province, _ = r.Data["provinceshort"].(string)
			}
		}
	}
	var parts []string
	for _, p := range []string{a.Address, a.City, province, a.PostalCode} {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, ", ")
}

// signature reads one of the account's signatures of a kind; another
// account's, another kind's and a malformed temp id read like missing.
func (s *Service) signature(ctx context.Context, account int64, kind, tempID string) (portal.Signature, error) {
	if !tempIDPattern.MatchString(tempID) {
		return portal.Signature{}, portal.ErrNotFound
	}
	g, err := s.store.Signature(ctx, account, tempID)
	if errors.Is(err, portal.ErrNoRows) || (err == nil && g.Kind != kind) {
		return portal.Signature{}, portal.ErrNotFound
	}
	return g, err
}

// ErrSignedFileChanged: a signed PDF's bytes no longer have the SHA-256
// recorded when it was signed. It is not served.
var ErrSignedFileChanged = errors.New("onboarding: a signed PDF changed in the file store")

// View reads a signed PDF for review or download (ONB-035, ONB-043):
// exactly the bytes stored at signing, checked against their SHA-256.
func (s *Service) View(ctx context.Context, account int64, kind, tempID string) (portal.DocumentFile, error) {
	g, err := s.signature(ctx, account, kind, tempID)
	if err != nil {
		return portal.DocumentFile{}, err
	}
	rc, _, err := s.o.Files.Open(ctx, g.FileKey)
	if err != nil {
		return portal.DocumentFile{}, err
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		return portal.DocumentFile{}, err
	}
	sum := sha256.Sum256(data)
	if subtle.ConstantTimeCompare([]byte(hex.EncodeToString(sum[:])), []byte(g.PDFSHA256)) != 1 {
		return portal.DocumentFile{}, fmt.Errorf("%w: signature %d (%s)", ErrSignedFileChanged, g.ID, g.FileKey)
	}
	return portal.DocumentFile{Name: fmt.Sprintf("%s-%d-%s.pdf", kind, account, g.SignedAt.In(s.o.Clock.Zone()).Format("2006-01-02")),
		ContentType: "application/pdf", Data: data, ModTime: g.SignedAt, Inline: true}, nil
}

// Submit sends a signed draft for review, once: a repeat is refused
// (already sent). Its PDF is then listed among the account's documents.
func (s *Service) Submit(ctx context.Context, account int64, kind, tempID string) (portal.Message, error) {
	if _, err := s.signature(ctx, account, kind, tempID); err != nil {
		return portal.Message{}, err
	}
	docKind, sent := portal.DocContract, portal.MsgContractSent
	if kind == portal.SignAgreement {
		docKind, sent = portal.DocAgreement, portal.MsgAgreementSent
	}
	_, err := s.store.SubmitSignature(ctx, account, tempID, portal.Document{Kind: docKind, ContentType: "application/pdf"}, s.o.Clock.Time())
	switch {
	case errors.Is(err, portal.ErrSignatureSent):
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgSignatureAlreadySent)
	case errors.Is(err, portal.ErrSignatureWaiting):
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgSignatureAlreadySent)
	case err != nil:
		return portal.Message{}, err
	}
	return portal.Msg(sent), nil
}

// packageNames are the account's packages as the contract names them, in
// lang: the catalog's French name in French (issue 28), else its name.
func (s *Service) packageNames(ctx context.Context, account int64, lang i18n.Lang) ([]string, error) {
	services, err := s.store.MonthlyServices(ctx, account)
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(services))
	for _, m := range services {
		name := m.Name
		if lang == i18n.French && m.NameFR != "" {
			name = m.NameFR
		}
		names = append(names, name)
	}
	return names, nil
}
