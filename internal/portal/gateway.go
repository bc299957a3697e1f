package portal

import (
	"context"
	"errors"
)

// PaymentGateway is the card and bank payment provider. Card numbers never
// reach the portal (PCI DSS SAQ-A): the subscriber types them on the
// gateway's hosted page, and the portal only ever holds the gateway's card
// token. internal/gateway/sandbox is the implementation shipped (a test
// gateway served under /sandbox/); a real provider plugs in by implementing
// this interface (README, "Payment gateway").
type PaymentGateway interface {
	// StartCardSession opens a session on the hosted add-card page.
	StartCardSession(ctx context.Context, r CardSessionRequest) (GatewaySession, error)
	// CardSessionResult asks the gateway, server to server, how a session
	// ended. The browser's return carries a result too, but only this
	// answer is believed: a forged or tampered return changes nothing.
	CardSessionResult(ctx context.Context, sessionToken string) (CardSessionResult, error)
	// Charge debits a card token or a bank account on file. Reference is
	// unique per payment and makes the charge idempotent: a repeated
	// reference answers the first charge's result without charging again,
	// so a retry after a crash never charges twice.
	Charge(ctx context.Context, c ChargeRequest) (ChargeResult, error)
}

// CardSessionRequest opens a hosted add-card session.
type CardSessionRequest struct {
	// Reference is the portal's id of the session (its card session row).
	Reference  string
	NameOnCard string
	// ReturnURL is where the hosted page sends the browser back, adding
	// result (CardApproved, CardCancelled or CardDenied), cctoken, message
	// and session (Reference) to its query.
	ReturnURL string
	// Language of the hosted page: "en" or "fr".
	Language string
}

// GatewaySession is an open hosted-page session.
type GatewaySession struct {
	// Token is the session token (the spec's sessiontoken): single use,
	// short-lived. The portal stores only its hash.
	Token string
	// PageURL is the hosted page to send the browser to: it carries the
	// add-card page code (4) and the token.
	PageURL string
}

// The results of a hosted card session (PAY-017); CardOpen while the
// subscriber has not finished.
const (
	CardApproved  = "approved"
	CardDenied    = "denied"
	CardCancelled = "cancelled"
	CardOpen      = "open"
)

// CardSessionResult is how a hosted card session ended.
type CardSessionResult struct {
	Reference string
	Status    string // CardApproved, CardDenied, CardCancelled or CardOpen
	Card      GatewayCard
}

// GatewayCard is a card the gateway tokenized: what the portal may keep.
type GatewayCard struct {
	Token    string // the gateway's card token (cctoken)
	Brand    string // MethodVisa or MethodMastercard
	Last4    string
	ExpMonth int
	ExpYear  int // four digits
}

// ChargeRequest debits a payment method on file.
type ChargeRequest struct {
	Reference   string // unique per payment: "payment-{id}"
	Method      PaymentMethod
	AmountCents int64
	Description string // on the subscriber's statement
}

// ChargeResult is the gateway's answer to a charge.
type ChargeResult struct {
	Approved      bool
	TransactionID string
	// Reason is the gateway's own words for a decline, kept for the
	// provider's staff (the subscriber reads the portal's message).
	Reason string
}

// ErrGatewayUnavailable: the gateway could not be reached or answered
// nothing usable; a charge is retried later with the same reference.
var ErrGatewayUnavailable = errors.New("portal: the payment gateway is unavailable")

// ErrGatewayUnknownSession: the gateway knows no session with that token.
var ErrGatewayUnknownSession = errors.New("portal: the payment gateway knows no such session")
