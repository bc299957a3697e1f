package store

import (
	"context"

	"myaccount/internal/portal"
)

// SetIdentityDisabled disables or enables a login; disabling revokes every
// API and SSO session of it in the same transaction, so a disabled login is
// signed out everywhere at once. portal.ErrNoRows when there is no such
// login.
func (s *Store) SetIdentityDisabled(ctx context.Context, identityID int64, disabled bool) error {
	err := s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `UPDATE identities SET disabled = ? WHERE id = ?`, disabled, identityID)
		if err := affectedOne(res, err); err != nil {
			return err
		}
		if disabled {
			return revokeIdentity(ctx, t, identityID, s.now())
		}
		return nil
	})
	if err == nil && disabled {
		s.forgetSessions(func(sess portal.Session) bool { return sess.IdentityID == identityID })
	}
	return err
}
