package provisioning

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"myaccount/internal/portal"
)

// loginStore is what the service needs for logins, their accounts and invitations.
type loginStore interface {
	ProvisionedLogin(ctx context.Context, login string) (portal.ProvisionedLogin, error)
	ProvisionedLoginsAfter(ctx context.Context, after string, limit int) ([]portal.ProvisionedLogin, error)
	ExistingAccountIDs(ctx context.Context, ids []int64) (map[int64]bool, error)
	PutProvisionedLogin(ctx context.Context, l portal.ProvisionedLogin, act portal.StaffAction) (int64, bool, error)
	DeleteProvisionedLogin(ctx context.Context, login string, act portal.StaffAction) error
	// SetIdentityDisabled disables or enables a login; disabling ends its
	// sessions.
	SetIdentityDisabled(ctx context.Context, identityID int64, disabled bool) error
}

// Login is a sign-in of the portal, by its e-mail address.
type Login struct {
	// Email is the login (the path's, lower case); when sent it must match.
	Email string `json:"email"`
	// Accounts are the ids of the accounts it acts on, in the account
	// selector's order; each must exist (422 otherwise).
	Accounts []int64 `json:"accounts"`
	// Language of the e-mail it is sent: "en" or "fr"; absent is "en".
	Language string `json:"language"`
	// Disabled logins cannot sign in; disabling ends their sessions.
	Disabled bool `json:"disabled"`
	// HasPassword: the subscriber chose a password (accepted the
	// invitation). Answered; ignored in a request.
	HasPassword bool `json:"has_password,omitempty"`
}

// maxLoginAccounts bounds a login's accounts.
const maxLoginAccounts = 100

// NormalizeLogin is a login's e-mail as stored (trimmed, lower case) and
// whether it is an e-mail address.
func NormalizeLogin(email string) (string, bool) {
	return validEmail(email)
}

// login checks the path's e-mail and the body's, and returns the login.
func (c *checker) login(path, body string) string {
	login, ok := NormalizeLogin(path)
	switch {
	case !ok:
		c.fail("email", "is an e-mail address")
	case body != "" && !strings.EqualFold(strings.TrimSpace(body), login):
		c.fail("email", "is not the path's address %s", login)
	}
	return login
}

// PutLogin creates or replaces the login email: its accounts (in order),
// language and whether it is disabled. A new login has no password until
// the subscriber accepts the invitation (InviteLogin); its links carry each
// account's VIP flag.
func (s *Service) PutLogin(ctx context.Context, actor, email string, l Login) (Login, bool, error) {
	plan, err := s.planLogin(ctx, email, l, nil)
	if err != nil {
		return Login{}, false, err
	}
	old, want, created := plan.old, plan.want, plan.created
	if !plan.changed {
		return s.loginOf(ctx, old)
	}
	// A login being disabled is disabled before anything else changes, and
	// one being enabled after, so a failure half-way never leaves it open.
	if !created && l.Disabled && !old.Disabled {
		if err := s.st.SetIdentityDisabled(ctx, old.ID, true); err != nil {
			return Login{}, false, err
		}
	}
	if created || old.Language != want.Language || !slices.Equal(old.Accounts, want.Accounts) {
		id, _, err := s.st.PutProvisionedLogin(ctx, want, plan.action(s, actor))
		if err != nil {
			return Login{}, false, err
		}
		want.ID = id
	} else if err := s.st.AddStaffAction(ctx, plan.action(s, actor)); err != nil {
		return Login{}, false, err
	}
	if l.Disabled != old.Disabled && (created || !l.Disabled) {
		if err := s.st.SetIdentityDisabled(ctx, want.ID, l.Disabled); err != nil {
			return Login{}, false, err
		}
	}
	stored, err := s.st.ProvisionedLogin(ctx, want.Login)
	if err != nil {
		return Login{}, false, err
	}
	out, _, err := s.loginOf(ctx, stored)
	return out, created, err
}

// loginPlan is a login write the rules accepted.
type loginPlan struct {
	old, want        portal.ProvisionedLogin
	created, changed bool
}

// action is the plan's entry of the staff log.
func (p loginPlan) action(s *Service, actor string) portal.StaffAction {
	return s.action(actor, putAction("login", p.created), 0, p.want.Login,
		fmt.Sprintf("accounts %v, %s, disabled %t", p.want.Accounts, p.want.Language, p.want.Disabled))
}

// planLogin checks a login write and compares it with what is stored.
// pending, when set, names accounts being created with it (a bulk import's
// rows), which need not exist yet.
func (s *Service) planLogin(ctx context.Context, email string, l Login, pending func(int64) bool) (loginPlan, error) {
	var c checker
	login := c.login(email, l.Email)
	language := c.language("language", l.Language)
	if l.Accounts == nil {
		c.fail("accounts", "is required")
	}
	if len(l.Accounts) > maxLoginAccounts {
		c.fail("accounts", "has more than %d accounts", maxLoginAccounts)
	}
	seen := map[int64]bool{}
	for i, id := range l.Accounts {
		switch {
		case id < 1 || id > maxID:
			c.fail(fmt.Sprintf("accounts[%d]", i), "is a whole number from 1 to %d", int64(maxID))
		case seen[id]:
			c.fail(fmt.Sprintf("accounts[%d]", i), "is listed twice")
		}
		seen[id] = true
	}
	if err := c.err(); err != nil {
		return loginPlan{}, err
	}
	exist, err := s.st.ExistingAccountIDs(ctx, l.Accounts)
	if err != nil {
		return loginPlan{}, err
	}
	var rules []FieldProblem
	for i, id := range l.Accounts {
		if !exist[id] && (pending == nil || !pending(id)) {
			rules = append(rules, FieldProblem{fmt.Sprintf("accounts[%d]", i), fmt.Sprintf("the account %d does not exist", id)})
		}
	}
	if len(rules) > 0 {
		return loginPlan{}, &Problem{Kind: Refused, Detail: "The request breaks a rule: a login acts only on accounts that exist.",
			Fields: rules}
	}
	old, err := s.st.ProvisionedLogin(ctx, login)
	created := errors.Is(err, portal.ErrNoRows)
	if err != nil && !created {
		return loginPlan{}, err
	}
	want := portal.ProvisionedLogin{Identity: portal.Identity{ID: old.ID, Login: login, Language: language, Disabled: l.Disabled},
		Accounts: l.Accounts}
	changed := created || old.Identity != want.Identity || !slices.Equal(old.Accounts, want.Accounts)
	return loginPlan{old: old, want: want, created: created, changed: changed}, nil
}

// loginOf is a stored login as the API answers it.
func (s *Service) loginOf(_ context.Context, l portal.ProvisionedLogin) (Login, bool, error) {
	accounts := l.Accounts
	if accounts == nil {
		accounts = []int64{}
	}
	return Login{Email: l.Login, Accounts: accounts, Language: l.Language, Disabled: l.Disabled, HasPassword: l.HasPassword}, false, nil
}

// Login reads the login email.
func (s *Service) Login(ctx context.Context, email string) (Login, error) {
	login, ok := NormalizeLogin(email)
	if !ok {
		return Login{}, notFound("The login " + email)
	}
	l, err := s.st.ProvisionedLogin(ctx, login)
	if errors.Is(err, portal.ErrNoRows) {
		return Login{}, notFound("The login " + login)
	}
	if err != nil {
		return Login{}, err
	}
	out, _, err := s.loginOf(ctx, l)
	return out, err
}

// Logins lists the logins by e-mail, one page at a time.
func (s *Service) Logins(ctx context.Context, pg Page) (items []Login, next string, err error) {
	ls, err := s.st.ProvisionedLoginsAfter(ctx, strings.ToLower(pg.After), pg.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]Login, 0, len(ls))
	for _, l := range ls {
		out, _, _ := s.loginOf(ctx, l)
		items = append(items, out)
		next = l.Login
	}
	return items, pg.next(len(items), next), nil
}

// DeleteLogin deletes the login email; its sessions end.
func (s *Service) DeleteLogin(ctx context.Context, actor, email string) error {
	login, ok := NormalizeLogin(email)
	if !ok {
		return notFound("The login " + email)
	}
	err := s.st.DeleteProvisionedLogin(ctx, login, s.action(actor, "login-delete", 0, login, ""))
	if errors.Is(err, portal.ErrNoRows) {
		return notFound("The login " + login)
	}
	return err
}

// InviteLogin sends the login its invitation e-mail (a link to choose its
// password); refused (409) while it is disabled.
func (s *Service) InviteLogin(ctx context.Context, actor, email string) error {
	l, err := s.Login(ctx, email)
	if err != nil {
		return err
	}
	if l.Disabled {
		return conflict("The login " + l.Email + " is disabled: enable it before inviting it.")
	}
	if s.invitations == nil {
		return conflict("This portal sends no invitations (no mail is configured).")
	}
	err = s.invitations.Invite(ctx, l.Email, actor)
	if errors.Is(err, portal.ErrNoRows) {
		return notFound("The login " + l.Email)
	}
	return err
}
