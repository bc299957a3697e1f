package sandbox_test

import (
	"context"
	"errors"
	"testing"

	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/portal"
)

// TestAddTestCard: the demo's card on file is tokenized as the page would
// tokenize it, and its charges do what the page's list says.
func TestAddTestCard(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		visa, err := e.g.AddTestCard(ctx, "4242424242424242", 12, 2030)
		if err != nil || visa.Brand != portal.MethodVisa || visa.Last4 != "4242" || visa.ExpYear != 2030 {
			t.Fatalf("visa: %+v %v", visa, err)
		}
		noFunds, err := e.g.AddTestCard(ctx, "4000000000009995", 12, 2030)
		if err != nil {
			t.Fatal(err)
		}
		for ref, c := range map[string]struct {
			card     portal.GatewayCard
			approved bool
		}{"t-visa": {visa, true}, "t-nofunds": {noFunds, false}} {
			res, err := e.g.Charge(ctx, portal.ChargeRequest{Reference: ref, AmountCents: 1000,
				Method: portal.PaymentMethod{Type: c.card.Brand, Token: c.card.Token}})
			if err != nil || res.Approved != c.approved {
				t.Errorf("%s: %+v %v", ref, res, err)
			}
		}
		for _, number := range []string{"4000000000000002", "378282246310005", "4242424242424241"} {
			if _, err := e.g.AddTestCard(ctx, number, 12, 2030); !errors.Is(err, sandbox.ErrInvalidRequest) {
				t.Errorf("%s: %v", number, err)
			}
		}
	})
}
