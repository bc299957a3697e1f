package phone

import (
	"context"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// Balance is a package's international calling credit.
func (s *Service) Balance(ctx context.Context, account, pkg int64) (portal.LDBalance, error) {
	p, err := s.pkg(ctx, account, pkg)
	if err != nil {
		return portal.LDBalance{}, err
	}
	cents, err := s.store.LDBalance(ctx, p.ID)
	return portal.LDBalance{PackageID: p.ID, BalanceCents: cents}, err
}

// History lists a package's last credit movements, newest first.
func (s *Service) History(ctx context.Context, account, pkg int64) ([]portal.LDEntry, error) {
	p, err := s.pkg(ctx, account, pkg)
	if err != nil {
		return nil, err
	}
	return s.store.LDHistory(ctx, p.ID, historyLength)
}

// TopUp adds one of the offered amounts to a package's credit: the
// balance, the history and a charge on the account change in one
// transaction. (The API answers a repeated Idempotency-Key with the first
// answer, so a double submit charges once.)
func (s *Service) TopUp(ctx context.Context, t portal.LDTopUp) (portal.LDBalance, portal.Message, error) {
	p, err := s.pkg(ctx, t.Account, t.Package)
	if err != nil {
		return portal.LDBalance{}, portal.Message{}, err
	}
	res, err := schema.Validate(schema.LDTopUp(i18n.English), map[string]any{"amount": t.Amount}, schema.Options{})
	if err != nil {
		return portal.LDBalance{}, portal.Message{}, schema.Refusal(res, err)
	}
	dollars, _ := res.Values["amount"].(int64)
	cents := dollars * 100
	number := ""
	if len(p.Numbers) > 0 {
		number = FormatNumber(p.Numbers[0])
	}
	balance, err := s.store.AddLDCredit(ctx, t.Account, p.ID, cents,
		portal.Msg(portal.MsgChargeLDCredit, "package", p.Description, "number", number), s.clock.Time())
	if err != nil {
		return portal.LDBalance{}, portal.Message{}, err
	}
	return portal.LDBalance{PackageID: p.ID, BalanceCents: balance},
		portal.Msg(portal.MsgCreditAdded, "amount", portal.Money(cents)), nil
}
