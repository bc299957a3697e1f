package provisioning

import (
	"context"
	"errors"
	"slices"

	"myaccount/internal/portal"
)

// importStore is what a bulk import needs beyond the resources' own parts.
type importStore interface {
	ApplySubscriber(ctx context.Context, w portal.SubscriberWrite) error
	ApplySubscribers(ctx context.Context, ws []portal.SubscriberWrite) error
	NeverInvited(ctx context.Context, login string) (bool, error)
}

// Subscriber is one subscriber of a bulk import (docs/import.md): an
// account, optionally its internet service and the login that signs in to
// it, applied together or not at all.
type Subscriber struct {
	Account  Account
	Internet *Internet
	// Login, when set, replaces the login's accounts and language; a
	// login the provider disabled stays disabled.
	Login *Login
}

// Outcome says what a subscriber's write did.
type Outcome int

// The outcomes of PutSubscriber, from least to most.
const (
	Unchanged Outcome = iota
	Changed
	Created
)

// PutSubscriber checks every part of sub with the rules of its own PUT and,
// unless dryRun, writes the parts that change in one transaction. pending,
// when set, names accounts that rows before this one create but that are
// not written yet (a dry run, or a batch not yet applied): a login may name
// them. A refusal names the fields of the internet service as
// internet.NAME and of the login as login.NAME.
func (s *Service) PutSubscriber(ctx context.Context, actor string, sub Subscriber, dryRun bool, pending func(int64) bool) (Outcome, error) {
	w, outcome, err := s.PlanSubscriber(ctx, actor, sub, pending)
	if err != nil || dryRun || outcome == Unchanged {
		return outcome, err
	}
	return outcome, s.st.ApplySubscriber(ctx, w)
}

// PlanSubscriber checks sub as PutSubscriber does and returns the write to
// apply (with ApplySubscribers, several rows in one transaction).
func (s *Service) PlanSubscriber(ctx context.Context, actor string, sub Subscriber, pending func(int64) bool) (portal.SubscriberWrite, Outcome, error) {
	id := sub.Account.ID
	var w portal.SubscriberWrite
	account, err := s.planAccount(ctx, id, sub.Account)
	if err != nil {
		return w, 0, err
	}
	outcome := Unchanged
	if account.changed {
		w.Account, w.AccountAction = &account.want, account.action(s, actor)
		outcome = Changed
		if account.created {
			outcome = Created
		}
	}
	if sub.Internet != nil {
		// The account was just read (or is created with this row).
		in, err := s.planInternet(ctx, id, *sub.Internet, true)
		if err != nil {
			return w, 0, prefixed(err, "internet.")
		}
		if in.changed {
			w.Internet, w.InternetAction = &in.want, in.action(s, actor)
			outcome = max(outcome, Changed)
		}
	}
	if sub.Login != nil {
		thisRow := func(a int64) bool { return (a == id && account.created) || (pending != nil && pending(a)) }
		login, err := s.planLogin(ctx, sub.Login.Email, *sub.Login, thisRow)
		if err != nil {
			return w, 0, prefixed(err, "login.")
		}
		if !login.created {
			// The import never enables or disables a login.
			login.want.Disabled = login.old.Disabled
			login.changed = login.old.Identity != login.want.Identity || !slices.Equal(login.old.Accounts, login.want.Accounts)
		}
		if login.changed {
			w.Login, w.LoginAction = &login.want, login.action(s, actor)
			outcome = max(outcome, Changed)
		}
	}
	return w, outcome, nil
}

// ApplySubscribers writes planned rows in one transaction: all or none.
func (s *Service) ApplySubscribers(ctx context.Context, ws []portal.SubscriberWrite) error {
	return s.st.ApplySubscribers(ctx, ws)
}

// prefixed names err's fields under a part of the row.
func prefixed(err error, prefix string) error {
	p, ok := AsProblem(err)
	if !ok {
		return err
	}
	out := *p
	out.Fields = make([]FieldProblem, len(p.Fields))
	for i, f := range p.Fields {
		out.Fields[i] = FieldProblem{Field: prefix + f.Field, Detail: f.Detail}
	}
	if len(out.Fields) == 0 {
		out.Fields = []FieldProblem{{Field: prefix[:len(prefix)-1], Detail: p.Detail}}
	}
	return &out
}

// InviteOnce sends the login its invitation unless it has a password or
// was invited before (or is disabled): `myaccount import --invite` run
// twice sends each invitation once. It reports whether it sent one.
func (s *Service) InviteOnce(ctx context.Context, actor, login string) (bool, error) {
	never, err := s.st.NeverInvited(ctx, login)
	if err != nil || !never {
		return false, err
	}
	if s.invitations == nil {
		return false, conflict("This portal sends no invitations.")
	}
	err = s.invitations.Invite(ctx, login, actor)
	if errors.Is(err, portal.ErrNoRows) {
		return false, notFound("The login " + login)
	}
	return err == nil, err
}
