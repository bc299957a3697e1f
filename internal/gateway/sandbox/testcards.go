package sandbox

import (
	"context"
	"fmt"
	"time"

	"myaccount/internal/portal"
)

// tokenize is the card the gateway keeps for an entry that passed: a fresh
// token, the brand, the last four digits, the expiry and what its charges
// do. Never the number.
func tokenize(entry cardEntry, now time.Time) *Card {
	behaviour := BehaviourApprove
	if entryOf(entry.digits) == entryNoFunds {
		behaviour = BehaviourDecline
	}
	return &Card{Token: CardTokenPrefix + randomHex(16), Brand: entry.brand, Last4: entry.digits[len(entry.digits)-4:],
		ExpMonth: entry.expMonth, ExpYear: entry.expYear, Behaviour: behaviour, CreatedAt: now}
}

// AddTestCard tokenizes a test card as the hosted page would, without the
// page: the demo data's card on file, whose payments then settle. A card
// the page would refuse or decline is refused (ErrInvalidRequest).
func (g *Gateway) AddTestCard(ctx context.Context, number string, expMonth, expYear int) (portal.GatewayCard, error) {
	now := g.now()
	entry, errs := validateCard(number, fmt.Sprintf("%02d/%02d", expMonth, expYear%100), "000", now)
	if errs != nil {
		return portal.GatewayCard{}, fmt.Errorf("%w: %s", ErrInvalidRequest, errs)
	}
	if e := entryOf(entry.digits); e == entryDecline || e == entryRefused {
		return portal.GatewayCard{}, fmt.Errorf("%w: the page would not add this card", ErrInvalidRequest)
	}
	session, err := g.StartCardSession(ctx, portal.CardSessionRequest{Reference: "test-card", NameOnCard: "Test card",
		ReturnURL: g.publicURL + "/", Language: "en"})
	if err != nil {
		return portal.GatewayCard{}, err
	}
	card := tokenize(entry, now)
	if err := g.st.CompleteSandboxSession(ctx, portal.HashToken(session.Token), portal.CardApproved, card, now); err != nil {
		return portal.GatewayCard{}, unavailable("add test card", err)
	}
	return portal.GatewayCard{Token: card.Token, Brand: card.Brand, Last4: card.Last4, ExpMonth: card.ExpMonth, ExpYear: card.ExpYear}, nil
}
