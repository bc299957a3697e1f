package billing

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"myaccount/internal/photos"
	"myaccount/internal/portal"
)

// Payments are e-payments, the auto-payment method and its setup, and the
// payment worker's settling.
type Payments struct {
	store        portal.BillingStore
	clock        portal.Clock
	files        portal.FileStore
	gateway      portal.PaymentGateway
	thumbnail    func([]byte) ([]byte, error)
	returnURL    string
	supportPhone string
	methodSet    func(ctx context.Context, account int64, actor string) error
}

func (p *Payments) unavailable() error {
	return portal.Fail(portal.CodeBadRequest, portal.MsgPaymentsUnavailable, "phone", p.supportPhone)
}

// Pay records an e-payment (PAY-004) of the amount as sent from the method
// on file, pending until Settle. The checks against the balance run under
// the account's lock: two tabs paying at once cannot both pass, and one
// payment at a time may be under way.
func (p *Payments) Pay(ctx context.Context, r portal.PayRequest) (portal.Payment, portal.Message, error) {
	if p.gateway == nil {
		return portal.Payment{}, portal.Message{}, p.unavailable()
	}
	cents, overLimit, err := ParseAmount(r.Amount)
	if err != nil {
		return portal.Payment{}, portal.Message{}, err
	}
	method, err := p.store.PaymentMethod(ctx, r.Account)
	if errors.Is(err, portal.ErrNoRows) {
		return portal.Payment{}, portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgNoPaymentMethod)
	}
	if err != nil {
		return portal.Payment{}, portal.Message{}, err
	}
	pay := portal.Payment{AccountID: r.Account, IdentityID: r.Identity, AmountCents: cents, Method: method,
		Status: portal.PaymentPending, CreatedAt: p.clock.Time()}
	pay, err = p.store.AddPayment(ctx, pay, func(f portal.BalanceFigures) error {
		b := balanceOf(f)
		switch {
		case f.PendingCents > 0:
			return portal.Fail(portal.CodeBadRequest, portal.MsgPaymentUnderWay)
		case b.OwedCents() <= 0:
			return portal.Fail(portal.CodeBadRequest, portal.MsgNothingToPay)
		case overLimit || cents > b.PayableCents():
			return portal.Fail(portal.CodeBadRequest, portal.MsgAmountOverBalance, "amount", portal.Money(b.PayableCents()))
		}
		return nil
	})
	if err != nil {
		return portal.Payment{}, portal.Message{}, err
	}
	return pay, portal.Msg(portal.MsgPaymentRecorded, "amount", portal.Money(cents)), nil
}

// LastPayment is the account's latest attempt (PAY-006).
func (p *Payments) LastPayment(ctx context.Context, account int64) (portal.Payment, bool, error) {
	pay, err := p.store.LastPayment(ctx, account)
	if errors.Is(err, portal.ErrNoRows) {
		return pay, false, nil
	}
	return pay, err == nil, err
}

// LastAutoPayment is the account's latest automatic payment of an invoice:
// Billing says when it failed, and why. A failure a later payment has
// made good (the subscriber paid since) is news no more: none is answered.
func (p *Payments) LastAutoPayment(ctx context.Context, account int64) (portal.AutoPaymentAttempt, bool, error) {
	a, err := p.store.LastAutoPayment(ctx, account)
	if errors.Is(err, portal.ErrNoRows) {
		return a, false, nil
	}
	if err != nil || a.Status != portal.PaymentFailed {
		return a, err == nil, err
	}
	last, err := p.store.LastPayment(ctx, account)
	if err != nil && !errors.Is(err, portal.ErrNoRows) {
		return a, false, err
	}
	if err == nil && last.Status == portal.PaymentSucceeded && last.CreatedAt.After(a.CreatedAt) {
		return portal.AutoPaymentAttempt{}, false, nil
	}
	return a, true, nil
}

// Method is the account's payment method (PAY-012).
func (p *Payments) Method(ctx context.Context, account int64) (portal.PaymentMethod, bool, error) {
	m, err := p.store.PaymentMethod(ctx, account)
	if errors.Is(err, portal.ErrNoRows) {
		return m, false, nil
	}
	return m, err == nil, err
}

// MethodName names a payment method in a message: "Visa ending in 4242".
func MethodName(m portal.PaymentMethod) portal.Message {
	switch m.Type {
	case portal.MethodVisa:
		return portal.Msg(portal.MsgMethodVisa, "last4", m.Last4)
	case portal.MethodMastercard:
		return portal.Msg(portal.MsgMethodMastercard, "last4", m.Last4)
	default:
		return portal.Msg(portal.MsgMethodBank, "last4", m.Last4)
	}
}

// paymentLease is how long a worker holds a payment it is settling; a
// worker that dies mid-payment leaves it to be claimed again after it.
const paymentLease = 2 * time.Minute

// retryAfter is when a payment the gateway could not take is tried again.
const retryAfter = time.Minute

// Settle takes every pending payment through the gateway and records its
// outcome. Exactly once: the charge's reference is the payment's id, so
// the gateway answers a repeated charge (after a crash between charging
// and recording, or a lease that ran out) with the first result instead
// of charging again, and the ledger records a payment once.
func (p *Payments) Settle(ctx context.Context) (int, error) {
	if p.gateway == nil {
		return 0, nil
	}
	settled := 0
	for ctx.Err() == nil {
		now := p.clock.Time()
		pay, err := p.store.ClaimPayment(ctx, now, now.Add(paymentLease))
		if errors.Is(err, portal.ErrNoRows) {
			return settled, nil
		}
		if err != nil {
			return settled, err
		}
		res, err := p.gateway.Charge(ctx, portal.ChargeRequest{Reference: fmt.Sprintf("payment-%d", pay.ID),
			Method: pay.Method, AmountCents: pay.AmountCents, Description: fmt.Sprintf("Account %d", pay.AccountID)})
		if err != nil {
			// The gateway is away: the payment stays pending. The other
			// payments would meet the same gateway, so stop this round.
			return settled, errors.Join(err, p.store.RetryPayment(ctx, pay.ID, now.Add(retryAfter)))
		}
		outcome := portal.PaymentOutcome{Succeeded: res.Approved, TransactionID: res.TransactionID, Reason: res.Reason}
		if res.Approved {
			key := portal.MsgLedgerPayment
			if pay.IdentityID == 0 {
				key = portal.MsgLedgerAutoPayment
			}
			outcome.Entry = portal.LedgerEntry{AccountID: pay.AccountID, Kind: portal.LedgerPayment,
				Description: portal.Msg(key, "method", MethodName(pay.Method)), AmountCents: -pay.AmountCents, At: now}
		} else {
			outcome.Failure = portal.Msg(portal.MsgPaymentDeclined)
		}
		if err := p.store.SettlePayment(ctx, pay.ID, outcome, now); err != nil {
			return settled, err
		}
		settled++
	}
	return settled, ctx.Err()
}

// cardSessionTTL is how long a hosted card page may take.
const cardSessionTTL = 30 * time.Minute

// nameOnCard is what a name on a card may be: letters, spaces, apostrophes,
// periods and hyphens, at most 64 characters.
var nameOnCard = regexp.MustCompile(`^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ '’.-]*$`)

// StartCardSession opens a hosted add-card page (PAY-024): the name on
// the card must be given (PAY-022); "prepaid" and "PPC", any case, are a
// prepaid card and stored as PPC (decisions.md §3).
func (p *Payments) StartCardSession(ctx context.Context, r portal.CardSessionStart) (portal.CardSessionStarted, error) {
	if p.gateway == nil {
		return portal.CardSessionStarted{}, p.unavailable()
	}
	name := strings.Join(strings.Fields(r.NameOnCard), " ")
	switch {
	case name == "":
		return portal.CardSessionStarted{}, portal.Fail(portal.CodeBadRequest, portal.MsgNameOnCardRequired)
	case strings.EqualFold(name, "prepaid"), strings.EqualFold(name, "ppc"):
		name = "PPC"
	case utf8.RuneCountInString(name) > 64 || !nameOnCard.MatchString(name):
		return portal.CardSessionStarted{}, portal.Fail(portal.CodeBadRequest, portal.MsgNameOnCardInvalid)
	}
	now := p.clock.Time()
	// The session is recorded first, under a placeholder hash, so that the
	// gateway's return always finds it.
	placeholder := make([]byte, 16)
	_, _ = rand.Read(placeholder) // never fails (crypto/rand)
	id, err := p.store.AddCardSession(ctx, portal.CardSession{AccountID: r.Account, IdentityID: r.Identity,
		TokenHash: "opening-" + hex.EncodeToString(placeholder), NameOnCard: name, CreatedAt: now,
		ExpiresAt: now.Add(cardSessionTTL)})
	if err != nil {
		return portal.CardSessionStarted{}, err
	}
	gs, err := p.gateway.StartCardSession(ctx, portal.CardSessionRequest{Reference: strconv.FormatInt(id, 10),
		NameOnCard: name, ReturnURL: p.returnURL, Language: r.Lang})
	if err != nil {
		return portal.CardSessionStarted{}, gatewayError(err)
	}
	if err := p.store.SetCardSessionToken(ctx, id, portal.HashToken(gs.Token)); err != nil {
		return portal.CardSessionStarted{}, err
	}
	return portal.CardSessionStarted{ID: id, SessionToken: gs.Token, PageURL: gs.PageURL}, nil
}

// gatewayError is what a subscriber is told when the gateway fails us.
func gatewayError(err error) error {
	return &portal.Error{Code: portal.CodeBadRequest, Msg: portal.Msg(portal.MsgGatewayUnavailable), Err: err}
}

var errCardSessionInvalid = portal.Fail(portal.CodeBadRequest, portal.MsgCardSessionInvalid)

// CompleteCardSession checks what the app posts after the hosted page
// (PAY-029) with the gateway itself: the session must be the account's,
// open, not expired, presented with its own token, and approved at the
// gateway for this very card token. A forged, tampered or replayed return
// changes nothing.
func (p *Payments) CompleteCardSession(ctx context.Context, r portal.CardSessionReturn) (portal.PaymentMethod, portal.Message, error) {
	if p.gateway == nil {
		return portal.PaymentMethod{}, portal.Message{}, p.unavailable()
	}
	cs, err := p.store.CardSession(ctx, r.Account, r.ID)
	if err != nil {
		return portal.PaymentMethod{}, portal.Message{}, err
	}
	now := p.clock.Time()
	hash := portal.HashToken(r.SessionToken)
	if !cs.CompletedAt.IsZero() || now.After(cs.ExpiresAt) || subtle.ConstantTimeCompare([]byte(hash), []byte(cs.TokenHash)) != 1 {
		return portal.PaymentMethod{}, portal.Message{}, errCardSessionInvalid
	}
	res, err := p.gateway.CardSessionResult(ctx, r.SessionToken)
	switch {
	case errors.Is(err, portal.ErrGatewayUnknownSession):
		return portal.PaymentMethod{}, portal.Message{}, errCardSessionInvalid
	case err != nil:
		return portal.PaymentMethod{}, portal.Message{}, gatewayError(err)
	case res.Reference != strconv.FormatInt(cs.ID, 10):
		return portal.PaymentMethod{}, portal.Message{}, errCardSessionInvalid
	case res.Status != portal.CardApproved || r.CardToken == "" ||
		subtle.ConstantTimeCompare([]byte(res.Card.Token), []byte(r.CardToken)) != 1:
		return portal.PaymentMethod{}, portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgCardNotApproved)
	case res.Card.Brand != portal.MethodVisa && res.Card.Brand != portal.MethodMastercard:
		return portal.PaymentMethod{}, portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgCardUnsupported)
	}
	m := portal.PaymentMethod{AccountID: r.Account, Type: res.Card.Brand, Token: res.Card.Token, Last4: res.Card.Last4,
		ExpMonth: res.Card.ExpMonth, ExpYear: res.Card.ExpYear, NameOnCard: cs.NameOnCard, Since: now}
	if err := p.store.CompleteCardSession(ctx, r.Account, r.ID, m, now); err != nil {
		if errors.Is(err, portal.ErrCardSessionUsed) {
			return portal.PaymentMethod{}, portal.Message{}, errCardSessionInvalid
		}
		return portal.PaymentMethod{}, portal.Message{}, err
	}
	if p.methodSet != nil {
		// The card is saved whatever follows: a failure here is retried by
		// the next decision on the account, never shown as a failed save.
		_ = p.methodSet(ctx, r.Account, "portal")
	}
	return m, portal.Msg(portal.MsgCardSaved, "method", MethodName(m)), nil
}

// VoidCheques is the void-cheque state (PAY-032): how many wait for
// review, and the auto-payment checklist code: C when a method is set up,
// P while a cheque waits, I otherwise.
func (p *Payments) VoidCheques(ctx context.Context, account int64) (portal.UploadStatus, error) {
	uploads, err := p.store.ReviewUploads(ctx, account, portal.DocVoidCheque)
	if err != nil {
		return portal.UploadStatus{}, err
	}
	st := portal.UploadStatus{Uploads: uploads, Status: "I"}
	for _, u := range uploads {
		if u.Status == portal.UploadPending {
			st.Pending++
		}
	}
	if _, has, err := p.Method(ctx, account); err != nil {
		return st, err
	} else if has {
		st.Status = "C"
	} else if st.Pending > 0 {
		st.Status = "P"
	}
	return st, nil
}

// UploadVoidCheque stores a void cheque's photo for review (PAY-033): a
// JPEG by its content, 50 B to 10,000,000 B (G.1), its metadata stripped.
// The same photo sent twice counts once; at most MaxPendingUploads wait
// for review.
func (p *Payments) UploadVoidCheque(ctx context.Context, u portal.Upload) (portal.Message, error) {
	keeper := photos.Keeper{Store: p.store, Files: p.files, Thumbnail: p.thumbnail}
	if err := keeper.Keep(ctx, p.clock.Time(), portal.DocVoidCheque, u, portal.Fail(portal.CodeBadRequest, portal.MsgUploadsUnderReview)); err != nil {
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgVoidChequeReceived), nil
}
