package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"slices"
	"time"

	"myaccount/internal/portal"
)

// CreateLoginCode stores a one-time hand-off code (its hash) for a login.
// The session it opens belongs to no SSO session (CreateSSOLoginCode).
func (s *Store) CreateLoginCode(ctx context.Context, identityID int64, codeHash string, ttl time.Duration) error {
	return s.CreateSSOLoginCode(ctx, identityID, "", codeHash, ttl)
}

// CreateSSOLoginCode stores a one-time hand-off code (its hash) for a login,
// issued from the SSO session ssoHash ("" for none): the session the code
// opens (ExchangeLoginCode) ends when that SSO session ends, and so does
// the code.
func (s *Store) CreateSSOLoginCode(ctx context.Context, identityID int64, ssoHash, codeHash string, ttl time.Duration) error {
	now := s.now()
	_, err := s.exec(ctx, `INSERT INTO login_codes (code_hash, identity_id, sso_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
		codeHash, identityID, nullString(ssoHash), now, now+ttl.Milliseconds())
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

// ExchangeLoginCode spends a one-time code and starts, in the same
// transaction, an API session for its login with its first token; the
// session belongs to the code's SSO session. A replayed, unknown or expired
// code, or one whose SSO session has ended, gives portal.ErrNoRows.
func (s *Store) ExchangeLoginCode(ctx context.Context, codeHash, tokenHash string, ttl time.Duration) (identityID int64, err error) {
	now := s.now()
	err = s.inTx(ctx, func(t tx) error {
		var sso sql.NullString
		if err := t.queryRow(ctx, `UPDATE login_codes SET used_at = ?
			WHERE code_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING identity_id, sso_hash`,
			now, codeHash, now).Scan(&identityID, &sso); err != nil {
			return noRows(err)
		}
		if sso.Valid {
			if err := lockLiveSSO(ctx, t, sso.String, now); err != nil {
				return err
			}
		}
		_, err := createSession(ctx, t, s.d, identityID, sso.String, tokenHash, now, ttl)
		return err
	})
	return identityID, err
}

// CreateSSOSession stores the identity service's cookie session (its hash).
func (s *Store) CreateSSOSession(ctx context.Context, identityID int64, tokenHash string, ttl time.Duration) error {
	now := s.now()
	_, err := s.exec(ctx, `INSERT INTO sso_sessions (token_hash, identity_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		tokenHash, identityID, now, now+ttl.Milliseconds())
	return err
}

// SSOIdentity returns the login of a live SSO session, or portal.ErrNoRows.
// A disabled login's sessions are not live (disabling revokes them too).
func (s *Store) SSOIdentity(ctx context.Context, tokenHash string) (int64, error) {
	var identityID int64
	err := s.queryRow(ctx, `SELECT s.identity_id FROM sso_sessions s JOIN identities i ON i.id = s.identity_id
		WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND NOT i.disabled`, tokenHash, s.now()).Scan(&identityID)
	return identityID, noRows(err)
}

// RevokeSSOSession ends one SSO session (logout at the identity service)
// and everything issued from it: its unused one-time codes and the API
// sessions they or the SSO check opened, whose tokens stop answering and
// renewing at once.
func (s *Store) RevokeSSOSession(ctx context.Context, tokenHash string) error {
	now := s.now()
	var ended []int64
	err := s.inTx(ctx, func(t tx) error {
		// The SSO session's row first: a session being opened from it holds
		// that row (lockLiveSSO) until it commits, so it is either refused
		// here or committed before the sessions are revoked below.
		if _, err := t.exec(ctx, `UPDATE sso_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL`, now, tokenHash); err != nil {
			return err
		}
		if _, err := t.exec(ctx, `UPDATE login_codes SET used_at = ? WHERE sso_hash = ? AND used_at IS NULL`, now, tokenHash); err != nil {
			return err
		}
		rows, err := t.query(ctx, `UPDATE sessions SET revoked_at = ? WHERE sso_hash = ? AND revoked_at IS NULL RETURNING id`, now, tokenHash)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				return err
			}
			ended = append(ended, id)
		}
		return rows.Err()
	})
	if len(ended) > 0 {
		s.forgetSessions(func(sess portal.Session) bool { return slices.Contains(ended, sess.ID) })
	}
	return err
}

// lockLiveSSO holds a live SSO session's row for the transaction (a no-op
// update), so that its revocation waits for the session being opened from
// it; portal.ErrNoRows when the SSO session has ended.
func lockLiveSSO(ctx context.Context, t tx, ssoHash string, now int64) error {
	res, err := t.exec(ctx, `UPDATE sso_sessions SET expires_at = expires_at
		WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`, ssoHash, now)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return cmp.Or(err, portal.ErrNoRows)
	}
	return nil
}

// CreateSession starts an API session for a login with its first token. A
// disabled (or missing) login gets none: portal.ErrNoRows.
func (s *Store) CreateSession(ctx context.Context, identityID int64, tokenHash string, ttl time.Duration) (int64, error) {
	var sessionID int64
	err := s.inTx(ctx, func(t tx) error {
		var err error
		sessionID, err = createSession(ctx, t, s.d, identityID, "", tokenHash, s.now(), ttl)
		return err
	})
	return sessionID, err
}

// CreateSSOLinkedSession starts an API session for the login of a live SSO
// session (the app's SSO check); it ends with the SSO session. An SSO
// session that has ended gives portal.ErrNoRows.
func (s *Store) CreateSSOLinkedSession(ctx context.Context, identityID int64, ssoHash, tokenHash string, ttl time.Duration) (int64, error) {
	now := s.now()
	var sessionID int64
	err := s.inTx(ctx, func(t tx) error {
		if err := lockLiveSSO(ctx, t, ssoHash, now); err != nil {
			return err
		}
		var err error
		sessionID, err = createSession(ctx, t, s.d, identityID, ssoHash, tokenHash, now, ttl)
		return err
	})
	return sessionID, err
}

// createSession inserts a session, of the SSO session ssoHash ("" for
// none), and its first token. A disabled (or missing) login gets none:
// portal.ErrNoRows. The check is part of the INSERT, so a login disabled at
// the same moment cannot slip through between a read and the write.
func createSession(ctx context.Context, t tx, d dialect, identityID int64, ssoHash, tokenHash string, now int64, ttl time.Duration) (int64, error) {
	sessionID, err := insertID(ctx, t, d, `INSERT INTO sessions (identity_id, sso_hash, created_at)
		SELECT id, ?, ? FROM identities WHERE id = ? AND NOT disabled`, nullString(ssoHash), now, identityID)
	if err != nil {
		return 0, noRows(err)
	}
	_, err = t.exec(ctx, `INSERT INTO session_tokens (token_hash, session_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		tokenHash, sessionID, now, now+ttl.Milliseconds())
	return sessionID, err
}

// sessionRow is what a token hash names: its session, when the token
// expires and whether the session was revoked (or its login disabled). Kept in memory (hot.go) for
// the app's polling; its state is judged at each read.
type sessionRow struct {
	sess    portal.Session
	expires int64
	revoked bool
	found   bool
}

// SessionByToken resolves a token hash to its session and says whether the
// token is valid, expired, or unknown/revoked.
func (s *Store) SessionByToken(ctx context.Context, tokenHash string) (portal.Session, portal.TokenState, error) {
	row, err := kept(s, s.sessions, tokenHash, func() (sessionRow, error) { return s.loadSession(ctx, tokenHash) },
		func(r sessionRow) bool { return r.found })
	switch {
	case err != nil:
		return portal.Session{}, portal.TokenUnknown, err
	case !row.found, row.revoked:
		return portal.Session{}, portal.TokenUnknown, nil
	case row.expires <= s.now():
		return row.sess, portal.TokenExpired, nil
	}
	return row.sess, portal.TokenValid, nil
}

func (s *Store) loadSession(ctx context.Context, tokenHash string) (sessionRow, error) {
	var (
		row     sessionRow
		revoked sql.NullInt64
	)
	var disabled bool
	// The login's disabled flag comes with the join the read makes anyway:
	// disabling revokes the sessions, and a flag set by any other way still
	// stops the tokens here, at no cost to the hot path.
	err := s.queryRow(ctx, `SELECT s.id, s.identity_id, s.active_account_id, i.login, t.expires_at, s.revoked_at, i.disabled
		FROM session_tokens t JOIN sessions s ON s.id = t.session_id JOIN identities i ON i.id = s.identity_id
		WHERE t.token_hash = ?`, tokenHash).Scan(&row.sess.ID, &row.sess.IdentityID, &row.sess.ActiveAccountID, &row.sess.Login,
		&row.expires, &revoked, &disabled)
	if errors.Is(err, sql.ErrNoRows) {
		return sessionRow{}, nil
	}
	if err != nil {
		return sessionRow{}, err
	}
	row.found, row.revoked = true, revoked.Valid || disabled
	return row, nil
}

// forgetSessions drops the kept tokens of the sessions that match after a
// write changed them.
func (s *Store) forgetSessions(match func(portal.Session) bool) {
	s.sessions.dropIf(func(_ string, r sessionRow) bool { return match(r.sess) })
}

// RenewSession gives a valid old token its successor: the new token joins
// the session and the old one's life is cut to the grace period, so
// requests already in flight with it still succeed. A token has one
// successor: renewing it again (within the grace period) with the same new
// hash changes nothing and succeeds, and concurrent renewals agree. Returns
// portal.ErrNoRows when the old token is not valid any more, already has
// another successor, or its login is disabled.
func (s *Store) RenewSession(ctx context.Context, oldHash, newHash string, ttl, grace time.Duration) error {
	now := s.now()
	defer s.sessions.drop(oldHash, newHash) // the old token's life is cut
	return s.inTx(ctx, func(t tx) error {
		var sessionID, expires int64
		var successor sql.NullString
		err := t.queryRow(ctx, `SELECT t.session_id, t.expires_at, t.successor_hash FROM session_tokens t
			JOIN sessions s ON s.id = t.session_id JOIN identities i ON i.id = s.identity_id
			WHERE t.token_hash = ? AND s.revoked_at IS NULL AND NOT i.disabled`, oldHash).
			Scan(&sessionID, &expires, &successor)
		if err != nil {
			return noRows(err)
		}
		if expires <= now || (successor.Valid && successor.String != newHash) {
			return portal.ErrNoRows
		}
		if successor.Valid {
			return nil
		}
		if _, err := t.exec(ctx, `INSERT INTO session_tokens (token_hash, session_id, created_at, expires_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (token_hash) DO NOTHING`, newHash, sessionID, now, now+ttl.Milliseconds()); err != nil {
			return err
		}
		_, err = t.exec(ctx, `UPDATE session_tokens SET successor_hash = ?,
			expires_at = CASE WHEN expires_at > ? THEN ? ELSE expires_at END WHERE token_hash = ?`,
			newHash, now+grace.Milliseconds(), now+grace.Milliseconds(), oldHash)
		return err
	})
}

// SetActiveAccount records the account the app works on for this session.
// The caller has checked the account is linked to the session's login.
func (s *Store) SetActiveAccount(ctx context.Context, sessionID, accountID int64) error {
	_, err := s.exec(ctx, `UPDATE sessions SET active_account_id = ? WHERE id = ?`, accountID, sessionID)
	s.forgetSessions(func(sess portal.Session) bool { return sess.ID == sessionID })
	return err
}

// RevokeSession ends one API session (logout); all its tokens stop working.
func (s *Store) RevokeSession(ctx context.Context, sessionID int64) error {
	_, err := s.exec(ctx, `UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`, s.now(), sessionID)
	s.forgetSessions(func(sess portal.Session) bool { return sess.ID == sessionID })
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
		`DELETE FROM identity_tokens WHERE expires_at < ?`, // invitation and reset links, used or not
		`DELETE FROM sso_sessions WHERE expires_at < ?`,
		`DELETE FROM rate_counters WHERE window_start < ?`,
		`DELETE FROM idempotency_keys WHERE created_at < ?`, // kept a day (api.md)
		`DELETE FROM card_sessions WHERE expires_at < ?`,    // hosted card pages, used or not
		// The sandbox gateway's sessions that added no card (a card keeps its session).
		`DELETE FROM sandbox_sessions WHERE expires_at < ? AND card_token IS NULL`,
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

// windowOf is the fixed window of length w that contains now (epoch ms):
// its start and its end.
func windowOf(now int64, w time.Duration) (start, end int64) {
	start = now - now%w.Milliseconds()
	return start, start + w.Milliseconds()
}

// CountAttempt counts one attempt against key in the current fixed window
// and returns the count with this one included. It is one statement, run
// before anything is verified, so N concurrent attempts get N distinct
// counts and a caller that refuses above its limit verifies at most the
// limit. The counters live in the database so every portal process shares
// them.
func (s *Store) CountAttempt(ctx context.Context, key string, window time.Duration) (portal.Attempt, error) {
	start, end := windowOf(s.now(), window)
	var count int
	err := s.queryRow(ctx, `INSERT INTO rate_counters (key, window_start, count) VALUES (?, ?, 1)
		ON CONFLICT (key) DO UPDATE SET
			count = CASE WHEN rate_counters.window_start = excluded.window_start THEN rate_counters.count + 1 ELSE 1 END,
			window_start = excluded.window_start
		RETURNING count`, key, start).Scan(&count)
	return portal.Attempt{Count: count, WindowEnd: msTime(end)}, err
}

// ThrottleAttempt counts one attempt against key unless the key is held.
// The first free attempts of a window count freely; each one after them
// holds the key for hold(attempts beyond free), so a busy address is slowed
// down, never shut out. A held key counts nothing and says until when it is
// held. The upsert locks the row for the transaction, so concurrent
// attempts are counted one after the other.
func (s *Store) ThrottleAttempt(ctx context.Context, key string, window time.Duration, free int,
	hold func(over int) time.Duration) (portal.Attempt, error) {
	now := s.now()
	start, end := windowOf(now, window)
	var out portal.Attempt
	err := s.inTx(ctx, func(t tx) error {
		var count int
		var held, winStart int64
		if err := t.queryRow(ctx, `INSERT INTO rate_counters (key, window_start, count, blocked_until) VALUES (?, ?, 0, 0)
			ON CONFLICT (key) DO UPDATE SET key = excluded.key
			RETURNING count, window_start, blocked_until`, key, start).Scan(&count, &winStart, &held); err != nil {
			return err
		}
		if held > now {
			out = portal.Attempt{Count: count, WindowEnd: msTime(end), HeldUntil: msTime(held)}
			return nil
		}
		if winStart != start {
			count = 0
		}
		count++
		held = 0
		if count > free {
			held = now + hold(count-free).Milliseconds()
		}
		out = portal.Attempt{Count: count, WindowEnd: msTime(end)}
		_, err := t.exec(ctx, `UPDATE rate_counters SET count = ?, window_start = ?, blocked_until = ? WHERE key = ?`,
			count, start, held, key)
		return err
	})
	return out, err
}

// UndoAttempt takes one counted attempt of the current window back, and
// the hold it may have set: a successful sign-in should not use up a shared
// address's quota nor slow the next person down.
func (s *Store) UndoAttempt(ctx context.Context, key string, window time.Duration) error {
	start, _ := windowOf(s.now(), window)
	_, err := s.exec(ctx, `UPDATE rate_counters SET count = count - 1, blocked_until = 0
		WHERE key = ? AND window_start = ? AND count > 0`, key, start)
	return err
}

// ClearAttempts forgets key's counter (a successful sign-in clears its
// login's failures).
func (s *Store) ClearAttempts(ctx context.Context, key string) error {
	_, err := s.exec(ctx, `DELETE FROM rate_counters WHERE key = ?`, key)
	return err
}

// nullString stores "" as NULL.
func nullString(v string) any {
	if v == "" {
		return nil
	}
	return v
}
