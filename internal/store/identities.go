package store

import (
	"context"
	"database/sql"
	"strings"

	"myaccount/internal/portal"
)

// CreateIdentity adds a login with its password hash and returns its id.
// The login is stored lower case; a duplicate login is an error.
func (s *Store) CreateIdentity(ctx context.Context, login, passwordHash string) (int64, error) {
	now := s.now()
	return s.insert(ctx,
		`INSERT INTO identities (login, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?)`,
		strings.ToLower(login), passwordHash, now, now)
}

// IdentityByLogin finds a login (case-insensitive) and its password hash.
func (s *Store) IdentityByLogin(ctx context.Context, login string) (portal.Identity, string, error) {
	var id portal.Identity
	var hash string
	err := s.queryRow(ctx, `SELECT id, login, password_hash, language, disabled FROM identities WHERE login = ?`,
		strings.ToLower(login)).Scan(&id.ID, &id.Login, &hash, &id.Language, &id.Disabled)
	return id, hash, noRows(err)
}

// IdentityByID finds a login by id.
func (s *Store) IdentityByID(ctx context.Context, identityID int64) (portal.Identity, error) {
	var id portal.Identity
	err := s.queryRow(ctx, `SELECT id, login, language, disabled FROM identities WHERE id = ?`, identityID).
		Scan(&id.ID, &id.Login, &id.Language, &id.Disabled)
	return id, noRows(err)
}

// ChangePassword stores a new password hash and, in the same transaction,
// revokes every API session and SSO session of the login.
func (s *Store) ChangePassword(ctx context.Context, identityID int64, passwordHash string) error {
	now := s.now()
	err := s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `UPDATE identities SET password_hash = ?, password_changed_at = ? WHERE id = ?`,
			passwordHash, now, identityID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return portal.ErrNoRows
		}
		return revokeIdentity(ctx, t, identityID, now)
	})
	s.forgetSessions(func(sess portal.Session) bool { return sess.IdentityID == identityID })
	return err
}

// RevokeIdentitySessions ends every API and SSO session of a login.
func (s *Store) RevokeIdentitySessions(ctx context.Context, identityID int64) error {
	err := s.inTx(ctx, func(t tx) error { return revokeIdentity(ctx, t, identityID, s.now()) })
	s.forgetSessions(func(sess portal.Session) bool { return sess.IdentityID == identityID })
	return err
}

func revokeIdentity(ctx context.Context, t tx, identityID, now int64) error {
	if _, err := t.exec(ctx, `UPDATE sessions SET revoked_at = ? WHERE identity_id = ? AND revoked_at IS NULL`, now, identityID); err != nil {
		return err
	}
	_, err := t.exec(ctx, `UPDATE sso_sessions SET revoked_at = ? WHERE identity_id = ? AND revoked_at IS NULL`, now, identityID)
	return err
}

// LinkAccount lets an identity act on a contact account.
func (s *Store) LinkAccount(ctx context.Context, identityID, accountID int64, isVip bool) error {
	_, err := s.exec(ctx, `INSERT INTO identity_accounts (identity_id, account_id, is_vip) VALUES (?, ?, ?)
		ON CONFLICT (identity_id, account_id) DO UPDATE SET is_vip = excluded.is_vip`, identityID, accountID, isVip)
	return err
}

// AccountLinks lists the accounts an identity may act on, sorted by id.
// Every API call reads them (the target walk), so they are kept in memory
// (hot.go); callers must not modify the slice.
func (s *Store) AccountLinks(ctx context.Context, identityID int64) ([]portal.AccountLink, error) {
	return kept(s, s.links, identityID, func() ([]portal.AccountLink, error) {
		return queryAll(ctx, s, func(rows *sql.Rows) (l portal.AccountLink, err error) {
			err = rows.Scan(&l.AccountID, &l.IsVip)
			return l, err
		}, `SELECT account_id, is_vip FROM identity_accounts WHERE identity_id = ? ORDER BY position, account_id`, identityID)
	}, nil)
}

// IsLinked reports whether the identity may act on the account. This is the
// check behind every user.{id} of a target; it reads the kept links.
func (s *Store) IsLinked(ctx context.Context, identityID, accountID int64) (bool, error) {
	links, err := s.AccountLinks(ctx, identityID)
	if err != nil {
		return false, err
	}
	for _, l := range links {
		if l.AccountID == accountID {
			return true, nil
		}
	}
	return false, nil
}
