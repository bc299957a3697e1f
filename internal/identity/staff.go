package identity

import (
	"context"
	"errors"
	"fmt"
	"time"

	"myaccount/internal/portal"
)

// The staff console's tools for a subscriber's login (issue 30): the
// sign-in limits in force on it, lifting them, and a password-reset e-mail
// sent for it. They use the same counters and the same reset link as the
// sign-in page and "Forgot your password?", so the rules stay here.

// LoginLimit is one sign-in limit in force on a login.
type LoginLimit struct {
	// Kind is "sign-in" (password attempts from browsers the login does
	// not know) or "reset" (password-reset e-mails).
	Kind string
	// Count is the attempts counted in the window; Limit the most allowed.
	Count, Limit int
	// Until is when the window ends and the limit lifts by itself.
	Until time.Time
}

// attemptPeeker reads a counter without counting (the SQL store).
type attemptPeeker interface {
	PeekAttempt(ctx context.Context, key string, window time.Duration) (portal.Attempt, error)
}

// limitKeys are a login's counters the staff can see and lift: its
// sign-in attempts from unknown browsers and its reset e-mails. A
// browser's own counters (device cookies) are not named by the login
// alone and lift with their window.
func limitKeys(login string) []struct {
	kind, key string
	window    time.Duration
	limit     int
} {
	k := loginKey(login)
	return []struct {
		kind, key string
		window    time.Duration
		limit     int
	}{
		{"sign-in", "login:" + k, limitWindow, loginLimit},
		{"reset", "forgot:" + k, forgotWindow, forgotLoginLimit},
	}
}

// LoginLimits lists the limits in force on login: the counters at or over
// their limit in the current window.
func (s *Service) LoginLimits(ctx context.Context, login string) ([]LoginLimit, error) {
	peek, ok := s.st.(attemptPeeker)
	if !ok {
		return nil, errors.New("identity: the store cannot read the sign-in counters")
	}
	var out []LoginLimit
	for _, k := range limitKeys(login) {
		a, err := peek.PeekAttempt(ctx, k.key, k.window)
		if err != nil {
			return nil, err
		}
		if a.Count >= k.limit {
			out = append(out, LoginLimit{Kind: k.kind, Count: a.Count, Limit: k.limit, Until: a.WindowEnd})
		}
	}
	return out, nil
}

// LiftLoginLimits forgets login's counters: it may sign in and ask for a
// reset link again at once.
func (s *Service) LiftLoginLimits(ctx context.Context, login string) error {
	for _, k := range limitKeys(login) {
		if err := s.st.ClearAttempts(ctx, k.key); err != nil {
			return err
		}
	}
	return nil
}

// SendPasswordReset writes a reset link and its e-mail for login, as
// "Forgot your password?" does, without its per-address and per-login
// counters (a staff member asks for it). portal.ErrNoRows when no enabled
// login uses the address.
func (s *Service) SendPasswordReset(ctx context.Context, login string) error {
	if s.oidc != nil {
		return errors.New("identity: passwords are managed by the identity provider")
	}
	_, err := s.issueReset(ctx, login)
	return err
}

// issueReset writes a reset link and its e-mail for login.
func (s *Service) issueReset(ctx context.Context, login string) (portal.Identity, error) {
	token := randomToken()
	ident, err := s.st.IssueIdentityToken(ctx, portal.IdentityTokenIssue{
		Login:     login,
		Purpose:   portal.PurposeReset,
		TokenHash: portal.HashToken(token),
		TTL:       portal.ResetTTL,
		Mail: func(id portal.Identity) portal.Mail {
			return portal.Mail{Kind: portal.MailPasswordReset, To: id.Login, Lang: id.Language, Identity: id.ID,
				Data: map[string]string{"link": portal.IdentityLink(s.publicURL.String(), portal.ResetPath, token, id.Language)}}
		},
	})
	if err != nil && !errors.Is(err, portal.ErrNoRows) {
		return ident, fmt.Errorf("issue reset link: %w", err)
	}
	return ident, err
}

// ManagedByProvider reports whether passwords are the identity provider's
// (OIDC): the portal then sends no reset e-mail.
func (s *Service) ManagedByProvider() bool { return s.oidc != nil }
