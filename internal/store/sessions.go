package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"myaccount/internal/portal"
)

// TokenState is what a presented session token turned out to be.
type TokenState int

// Token states; the API maps them to 200, 432 and 401.
const (
	TokenUnknown TokenState = iota // never issued, or its session was revoked
	TokenValid
	TokenExpired
)

// CreateLoginCode stores a one-time hand-off code (its hash) for a login.
func (s *Store) CreateLoginCode(ctx context.Context, identityID int64, codeHash string, ttl time.Duration) error {
	now := s.now()
	_, err := s.exec(ctx, `INSERT INTO login_codes (code_hash, identity_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		codeHash, identityID, now, now+ttl.Milliseconds())
	return err
}

// ConsumeLoginCode marks a code used and returns its login. A code works
// once and only before it expires; a replay or an unknown code gives
// portal.ErrNoRows. The single UPDATE makes two concurrent uses safe.
func (s *Store) ConsumeLoginCode(ctx context.Context, codeHash string) (int64, error) {
	now := s.now()
	var identityID int64
	err := s.queryRow(ctx, `UPDATE login_codes SET used_at = ?
		WHERE code_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING identity_id`,
		now, codeHash, now).Scan(&identityID)
	return identityID, noRows(err)
}

// CreateSSOSession stores the identity service's cookie session (its hash).
func (s *Store) CreateSSOSession(ctx context.Context, identityID int64, tokenHash string, ttl time.Duration) error {
	now := s.now()
	_, err := s.exec(ctx, `INSERT INTO sso_sessions (token_hash, identity_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		tokenHash, identityID, now, now+ttl.Milliseconds())
	return err
}

// SSOIdentity returns the login of a live SSO session, or portal.ErrNoRows.
func (s *Store) SSOIdentity(ctx context.Context, tokenHash string) (int64, error) {
	var identityID int64
	err := s.queryRow(ctx, `SELECT identity_id FROM sso_sessions
		WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`, tokenHash, s.now()).Scan(&identityID)
	return identityID, noRows(err)
}

// RevokeSSOSession ends one SSO session (logout at the identity service).
func (s *Store) RevokeSSOSession(ctx context.Context, tokenHash string) error {
	_, err := s.exec(ctx, `UPDATE sso_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL`, s.now(), tokenHash)
	return err
}

// CreateSession starts an API session for a login with its first token.
func (s *Store) CreateSession(ctx context.Context, identityID int64, tokenHash string, ttl time.Duration) (int64, error) {
	now := s.now()
	var sessionID int64
	err := s.inTx(ctx, func(t tx) error {
		var err error
		sessionID, err = insertID(ctx, t, s.d, `INSERT INTO sessions (identity_id, created_at) VALUES (?, ?)`, identityID, now)
		if err != nil {
			return err
		}
		_, err = t.exec(ctx, `INSERT INTO session_tokens (token_hash, session_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			tokenHash, sessionID, now, now+ttl.Milliseconds())
		return err
	})
	return sessionID, err
}

// SessionByToken resolves a token hash to its session and says whether the
// token is valid, expired, or unknown/revoked.
func (s *Store) SessionByToken(ctx context.Context, tokenHash string) (portal.Session, TokenState, error) {
	var (
		sess    portal.Session
		expires int64
		revoked sql.NullInt64
	)
	err := s.queryRow(ctx, `SELECT s.id, s.identity_id, s.active_account_id, i.login, t.expires_at, s.revoked_at
		FROM session_tokens t JOIN sessions s ON s.id = t.session_id JOIN identities i ON i.id = s.identity_id
		WHERE t.token_hash = ?`, tokenHash).Scan(&sess.ID, &sess.IdentityID, &sess.ActiveAccountID, &sess.Login, &expires, &revoked)
	if errors.Is(err, sql.ErrNoRows) {
		return portal.Session{}, TokenUnknown, nil
	}
	if err != nil {
		return portal.Session{}, TokenUnknown, err
	}
	switch {
	case revoked.Valid:
		return portal.Session{}, TokenUnknown, nil
	case expires <= s.now():
		return sess, TokenExpired, nil
	}
	return sess, TokenValid, nil
}

// RenewSession adds a fresh token to the session of a valid old token and
// shortens the old token's life to the grace period, so requests already in
// flight with it still succeed. Concurrent renewals each get their own new
// token; all stay valid. Returns portal.ErrNoRows when the old token is not
// valid any more.
func (s *Store) RenewSession(ctx context.Context, oldHash, newHash string, ttl, grace time.Duration) error {
	now := s.now()
	return s.inTx(ctx, func(t tx) error {
		var sessionID, expires int64
		err := t.queryRow(ctx, `SELECT t.session_id, t.expires_at FROM session_tokens t JOIN sessions s ON s.id = t.session_id
			WHERE t.token_hash = ? AND s.revoked_at IS NULL`, oldHash).Scan(&sessionID, &expires)
		if err != nil {
			return noRows(err)
		}
		if expires <= now {
			return portal.ErrNoRows
		}
		if _, err := t.exec(ctx, `INSERT INTO session_tokens (token_hash, session_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			newHash, sessionID, now, now+ttl.Milliseconds()); err != nil {
			return err
		}
		_, err = t.exec(ctx, `UPDATE session_tokens SET expires_at = ? WHERE token_hash = ? AND expires_at > ?`,
			now+grace.Milliseconds(), oldHash, now+grace.Milliseconds())
		return err
	})
}

// SetActiveAccount records the account the app works on for this session.
// The caller has checked the account is linked to the session's login.
func (s *Store) SetActiveAccount(ctx context.Context, sessionID, accountID int64) error {
	_, err := s.exec(ctx, `UPDATE sessions SET active_account_id = ? WHERE id = ?`, accountID, sessionID)
	return err
}

// RevokeSession ends one API session (logout); all its tokens stop working.
func (s *Store) RevokeSession(ctx context.Context, sessionID int64) error {
	_, err := s.exec(ctx, `UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`, s.now(), sessionID)
	return err
}

// PurgeExpired deletes tokens, codes, SSO sessions and rate counters that can
// no longer matter, and revoked sessions older than a day. It keeps the tables small.
func (s *Store) PurgeExpired(ctx context.Context) error {
	now := s.now()
	day := int64(24 * time.Hour / time.Millisecond)
	for _, q := range []string{
		`DELETE FROM session_tokens WHERE expires_at < ?`,
		`DELETE FROM login_codes WHERE expires_at < ?`,
		`DELETE FROM sso_sessions WHERE expires_at < ?`,
		`DELETE FROM rate_counters WHERE window_start < ?`,
	} {
		if _, err := s.exec(ctx, q, now-day); err != nil {
			return err
		}
	}
	if err := s.purgeCPESamples(ctx); err != nil { // router counters older than CPERetention
		return err
	}
	_, err := s.exec(ctx, `DELETE FROM sessions WHERE (revoked_at IS NOT NULL AND revoked_at < ?)
		OR NOT EXISTS (SELECT 1 FROM session_tokens t WHERE t.session_id = sessions.id)`, now-day)
	return err
}

// HitRate counts one event against key in a fixed window and returns the
// count in the current window. The counters live in the database so every
// portal process shares them.
func (s *Store) HitRate(ctx context.Context, key string, window time.Duration) (int, error) {
	now := s.now()
	start := now - now%window.Milliseconds()
	var count int
	err := s.queryRow(ctx, `INSERT INTO rate_counters (key, window_start, count) VALUES (?, ?, 1)
		ON CONFLICT (key) DO UPDATE SET
			count = CASE WHEN rate_counters.window_start = excluded.window_start THEN rate_counters.count + 1 ELSE 1 END,
			window_start = excluded.window_start
		RETURNING count`, key, start).Scan(&count)
	return count, err
}

// RateCount returns the count of key in the current window without adding.
func (s *Store) RateCount(ctx context.Context, key string, window time.Duration) (int, error) {
	now := s.now()
	start := now - now%window.Milliseconds()
	var count int
	err := s.queryRow(ctx, `SELECT count FROM rate_counters WHERE key = ? AND window_start = ?`, key, start).Scan(&count)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return count, err
}

// ResetRate clears a counter (after a successful login).
func (s *Store) ResetRate(ctx context.Context, key string) error {
	_, err := s.exec(ctx, `DELETE FROM rate_counters WHERE key = ?`, key)
	return err
}
