// Package sandbox is the test payment gateway MyAccount ships: it implements
// portal.PaymentGateway and serves its own hosted add-card page under
// /sandbox/, from the same binary. It is clearly a test gateway (every page
// says so), used in demo mode and in tests; a real provider plugs in by
// implementing portal.PaymentGateway instead.
//
// The portal never sees a card number (PCI DSS SAQ-A): StartCardSession
// opens a session and gives the page's URL; the subscriber types the card on
// that page; the page sends the browser back to the portal's return URL with
// a card token, which the portal checks with CardSessionResult. Charge then
// debits the token, idempotently by reference. The gateway keeps its own
// books (sessions, cards, charges) through Store; no card number or CVC is
// ever stored, logged or written back.
package sandbox

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"regexp"
	"strings"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// Options configure the gateway.
type Options struct {
	// PublicURL is the base of the hosted page's URL, e.g.
	// "http://127.0.0.1:8080": the page is PublicURL + "/sandbox/pay".
	PublicURL string
	// Now is the clock; time.Now when nil.
	Now func() time.Time
	// Log receives the gateway's events (never a card number, CVC or
	// token); discarded when nil.
	Log *slog.Logger
}

// SessionTTL is how long a hosted-page session stays open.
const SessionTTL = 30 * time.Minute

// PageCode is the hosted page's code for "add a card" (PAY-028): the page
// answers no other.
const PageCode = "4"

// Token prefixes: a sandbox card token, and the bank-account reference an
// EFT method carries.
const (
	CardTokenPrefix = "tok_"
	EFTTokenPrefix  = "eft-"
)

// The behaviours of a tokenized card.
const (
	// BehaviourApprove: every charge is approved.
	BehaviourApprove = "approve"
	// BehaviourDecline: every charge is declined (insufficient funds).
	BehaviourDecline = "decline"
)

// The reasons a charge is declined (ChargeResult.Reason, for the
// provider's staff: the subscriber reads the portal's own message).
const (
	ReasonInsufficientFunds = "Insufficient funds"
	ReasonUnknownCard       = "Unknown card"
	ReasonExpiredCard       = "Expired card"
	ReasonUnknownAccount    = "Unknown bank account"
	ReasonUnsupportedMethod = "Unsupported payment method"
)

// Session is a hosted-page session as the gateway keeps it.
type Session struct {
	TokenHash  string // portal.HashToken of the session token
	Reference  string // the portal's id of the session
	NameOnCard string
	ReturnURL  string
	Language   string // "en" or "fr"
	// Status is portal.CardOpen until the page completes it:
	// portal.CardApproved, portal.CardDenied or portal.CardCancelled.
	Status string
	// Card is the card the session added (Status approved).
	Card        Card
	CreatedAt   time.Time
	ExpiresAt   time.Time
	CompletedAt time.Time // zero while open
}

// Card is a card the gateway tokenized: never its number or CVC.
type Card struct {
	Token     string // CardTokenPrefix + random
	Brand     string // portal.MethodVisa or portal.MethodMastercard
	Last4     string
	ExpMonth  int
	ExpYear   int    // four digits
	Behaviour string // BehaviourApprove or BehaviourDecline
	CreatedAt time.Time
}

// ChargeRecord is one line of the gateway's books: a charge and its answer.
type ChargeRecord struct {
	Reference     string
	MethodType    string // portal.MethodVisa, portal.MethodMastercard or portal.MethodEFT
	Token         string // the card token or bank-account reference
	AmountCents   int64
	Description   string
	Approved      bool
	TransactionID string // set when approved
	Reason        string // set when declined
	// Attempts counts the Charge calls that named the reference; the first
	// one charged, the others got its answer back.
	Attempts int
	At       time.Time
}

// Store keeps the gateway's books; internal/store implements it. Missing
// rows are portal.ErrNoRows.
type Store interface {
	// CreateSandboxSession stores a new open session.
	CreateSandboxSession(ctx context.Context, s Session) error
	// SandboxSession reads a session, with its card when it has one.
	SandboxSession(ctx context.Context, tokenHash string) (Session, error)
	// CompleteSandboxSession closes an open session that has not expired at
	// `at`, once: it sets status, and for an approved session stores card
	// and links it, in one transaction. portal.ErrNoRows when the session is
	// not open (unknown, expired or already completed); nothing is stored
	// then.
	CompleteSandboxSession(ctx context.Context, tokenHash, status string, card *Card, at time.Time) error
	// SandboxCard reads a tokenized card.
	SandboxCard(ctx context.Context, token string) (Card, error)
	// AddSandboxCharge records c unless a charge with its reference exists:
	// first is true when c was recorded; otherwise the stored charge is
	// returned, its Attempts counted up. Concurrent calls with one
	// reference record one charge.
	AddSandboxCharge(ctx context.Context, c ChargeRecord) (stored ChargeRecord, first bool, err error)
	// SandboxCharge reads the charge recorded under reference.
	SandboxCharge(ctx context.Context, reference string) (ChargeRecord, error)
	// SandboxCharges lists every charge, oldest first.
	SandboxCharges(ctx context.Context) ([]ChargeRecord, error)
}

// Errors of the gateway's calls, besides portal.ErrGatewayUnavailable (the
// store failed) and portal.ErrGatewayUnknownSession.
var (
	// ErrInvalidRequest: the call's input cannot be used (an empty
	// reference, a return URL that is not absolute http(s), an amount that
	// is not positive…). Retrying the same call does not help.
	ErrInvalidRequest = errors.New("sandbox: invalid request")
	// ErrReferenceReused: a charge named a reference already charged with
	// another method, token or amount. The first charge stands.
	ErrReferenceReused = errors.New("sandbox: the reference was already used for another charge")
)

// Gateway is the sandbox gateway. Create it with New.
type Gateway struct {
	st        Store
	now       func() time.Time
	log       *slog.Logger
	publicURL string
	page      *pages
}

var _ portal.PaymentGateway = (*Gateway)(nil)

// New builds the gateway on its store.
func New(store Store, opts Options) *Gateway {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Log == nil {
		opts.Log = slog.New(slog.DiscardHandler)
	}
	return &Gateway{
		st:        store,
		now:       opts.Now,
		log:       opts.Log.With("component", "sandbox-gateway"),
		publicURL: strings.TrimRight(opts.PublicURL, "/"),
		page:      mustParsePages(),
	}
}

// Limits on what a session request may carry.
const (
	maxReferenceLen = 200
	maxNameLen      = 200
	maxReturnURLLen = 2048
)

// originRE is a URL origin that can be written into a CSP source list as is.
var originRE = regexp.MustCompile(`^https?://[A-Za-z0-9.\-]+(:[0-9]{1,5})?$|^https?://\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$`)

// returnOrigin checks a return URL: absolute http(s), with a host, no user
// info, and an origin that fits a CSP source list. It returns that origin.
func returnOrigin(raw string) (string, error) {
	if raw == "" || len(raw) > maxReturnURLLen {
		return "", fmt.Errorf("%w: the return URL is empty or too long", ErrInvalidRequest)
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.Opaque != "" {
		return "", fmt.Errorf("%w: the return URL must be an absolute http(s) URL", ErrInvalidRequest)
	}
	origin := u.Scheme + "://" + u.Host
	if !originRE.MatchString(origin) {
		return "", fmt.Errorf("%w: the return URL's host is not valid", ErrInvalidRequest)
	}
	return origin, nil
}

// StartCardSession opens a hosted add-card session, open SessionTTL.
func (g *Gateway) StartCardSession(ctx context.Context, r portal.CardSessionRequest) (portal.GatewaySession, error) {
	switch {
	case strings.TrimSpace(r.Reference) == "" || len(r.Reference) > maxReferenceLen:
		return portal.GatewaySession{}, fmt.Errorf("%w: the reference is empty or too long", ErrInvalidRequest)
	case strings.TrimSpace(r.NameOnCard) == "" || len(r.NameOnCard) > maxNameLen:
		return portal.GatewaySession{}, fmt.Errorf("%w: the name on card is empty or too long", ErrInvalidRequest)
	}
	if _, err := returnOrigin(r.ReturnURL); err != nil {
		return portal.GatewaySession{}, err
	}
	lang, _ := i18n.Parse(r.Language)
	token := randomToken()
	now := g.now()
	if err := g.st.CreateSandboxSession(ctx, Session{
		TokenHash: portal.HashToken(token), Reference: r.Reference, NameOnCard: strings.TrimSpace(r.NameOnCard),
		ReturnURL: r.ReturnURL, Language: string(lang), Status: portal.CardOpen,
		CreatedAt: now, ExpiresAt: now.Add(SessionTTL),
	}); err != nil {
		return portal.GatewaySession{}, unavailable("create session", err)
	}
	g.log.InfoContext(ctx, "card session started", "reference", r.Reference, "language", string(lang))
	return portal.GatewaySession{
		Token:   token,
		PageURL: g.publicURL + "/sandbox/pay?code=" + PageCode + "&sessiontoken=" + token,
	}, nil
}

// CardSessionResult says how a session ended, by its token. A session that
// expired without being completed is reported cancelled: it can no longer
// add a card. portal.ErrGatewayUnknownSession for a token the gateway never
// issued.
func (g *Gateway) CardSessionResult(ctx context.Context, sessionToken string) (portal.CardSessionResult, error) {
	if !isToken(sessionToken) {
		return portal.CardSessionResult{}, portal.ErrGatewayUnknownSession
	}
	s, err := g.st.SandboxSession(ctx, portal.HashToken(sessionToken))
	if errors.Is(err, portal.ErrNoRows) {
		return portal.CardSessionResult{}, portal.ErrGatewayUnknownSession
	}
	if err != nil {
		return portal.CardSessionResult{}, unavailable("read session", err)
	}
	res := portal.CardSessionResult{Reference: s.Reference, Status: s.Status}
	if s.Status == portal.CardOpen && !g.now().Before(s.ExpiresAt) {
		res.Status = portal.CardCancelled
	}
	if s.Status == portal.CardApproved {
		res.Card = portal.GatewayCard{Token: s.Card.Token, Brand: s.Card.Brand, Last4: s.Card.Last4,
			ExpMonth: s.Card.ExpMonth, ExpYear: s.Card.ExpYear}
	}
	return res, nil
}

// Charge debits a card token or a bank account. The reference makes it
// idempotent: a repeated reference answers the first charge's result and
// charges nothing (ErrReferenceReused when the repeat names another method,
// token or amount). Card methods need a sandbox card token of that brand; a
// card added with the insufficient-funds test card is declined. An EFT
// method needs an EFTTokenPrefix reference and is approved. Declines are
// answers, not errors, and are kept in the books too.
func (g *Gateway) Charge(ctx context.Context, c portal.ChargeRequest) (portal.ChargeResult, error) {
	switch {
	case strings.TrimSpace(c.Reference) == "" || len(c.Reference) > maxReferenceLen:
		return portal.ChargeResult{}, fmt.Errorf("%w: the reference is empty or too long", ErrInvalidRequest)
	case c.AmountCents <= 0:
		return portal.ChargeResult{}, fmt.Errorf("%w: the amount must be positive, not %d cents", ErrInvalidRequest, c.AmountCents)
	}
	now := g.now()
	rec := ChargeRecord{Reference: c.Reference, MethodType: c.Method.Type, Token: c.Method.Token,
		AmountCents: c.AmountCents, Description: c.Description, Attempts: 1, At: now}
	reason, err := g.decide(ctx, c.Method, now)
	if err != nil {
		return portal.ChargeResult{}, err
	}
	if reason == "" {
		rec.Approved, rec.TransactionID = true, "txn_"+randomHex(12)
	} else {
		rec.Reason = reason
	}
	stored, first, err := g.st.AddSandboxCharge(ctx, rec)
	if err != nil {
		return portal.ChargeResult{}, unavailable("record charge", err)
	}
	if !first {
		if stored.MethodType != rec.MethodType || stored.Token != rec.Token || stored.AmountCents != rec.AmountCents {
			g.log.WarnContext(ctx, "charge reference reused for another charge", "reference", c.Reference)
			return portal.ChargeResult{}, ErrReferenceReused
		}
		g.log.InfoContext(ctx, "charge repeated: first answer returned", "reference", c.Reference, "attempts", stored.Attempts)
	} else {
		g.log.InfoContext(ctx, "charge", "reference", c.Reference, "method", c.Method.Type, "amount_cents", c.AmountCents,
			"approved", stored.Approved, "reason", stored.Reason)
	}
	return portal.ChargeResult{Approved: stored.Approved, TransactionID: stored.TransactionID, Reason: stored.Reason}, nil
}

// decide answers a charge on a method: "" to approve, else the reason of
// the decline.
func (g *Gateway) decide(ctx context.Context, m portal.PaymentMethod, now time.Time) (string, error) {
	switch m.Type {
	case portal.MethodEFT:
		if !strings.HasPrefix(m.Token, EFTTokenPrefix) || len(m.Token) == len(EFTTokenPrefix) {
			return ReasonUnknownAccount, nil
		}
		return "", nil
	case portal.MethodVisa, portal.MethodMastercard:
		if !strings.HasPrefix(m.Token, CardTokenPrefix) {
			return ReasonUnknownCard, nil
		}
		card, err := g.st.SandboxCard(ctx, m.Token)
		if errors.Is(err, portal.ErrNoRows) {
			return ReasonUnknownCard, nil
		}
		if err != nil {
			return "", unavailable("read card", err)
		}
		switch {
		case card.Brand != m.Type:
			return ReasonUnknownCard, nil
		case expired(card.ExpMonth, card.ExpYear, now):
			return ReasonExpiredCard, nil
		case card.Behaviour == BehaviourDecline:
			return ReasonInsufficientFunds, nil
		}
		return "", nil
	}
	return ReasonUnsupportedMethod, nil
}

// Charges lists the gateway's books: every charge it answered, oldest
// first. Tests read them to see what was charged, and how often.
func (g *Gateway) Charges(ctx context.Context) ([]ChargeRecord, error) {
	return g.st.SandboxCharges(ctx)
}

// ChargeByReference reads the charge made under reference; ok is false when
// none was.
func (g *Gateway) ChargeByReference(ctx context.Context, reference string) (rec ChargeRecord, ok bool, err error) {
	rec, err = g.st.SandboxCharge(ctx, reference)
	if errors.Is(err, portal.ErrNoRows) {
		return ChargeRecord{}, false, nil
	}
	return rec, err == nil, err
}

// unavailable wraps a store failure: the gateway could not answer, so the
// caller may retry (with the same reference, for a charge).
func unavailable(what string, err error) error {
	return fmt.Errorf("%w: %s: %v", portal.ErrGatewayUnavailable, what, err)
}

// --- tokens --------------------------------------------------------------------

// randomToken returns a session token: 32 random bytes, base64url without
// padding (43 characters).
func randomToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go ≥ 1.24)
	return base64.RawURLEncoding.EncodeToString(b)
}

var tokenRE = regexp.MustCompile(`^[A-Za-z0-9_-]{43}$`)

func isToken(v string) bool { return tokenRE.MatchString(v) }

// randomHex returns n random bytes in hex.
func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
