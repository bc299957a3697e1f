package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"myaccount/internal/portal"
)

// Reads for the staff console's subscriber page (issue 30, item 5).

// PeekAttempt reads key's counter in the current window without counting
// an attempt (0 when it has none in this window).
func (s *Store) PeekAttempt(ctx context.Context, key string, window time.Duration) (portal.Attempt, error) {
	start, end := windowOf(s.now(), window)
	var count int
	var winStart int64
	err := s.queryRow(ctx, `SELECT count, window_start FROM rate_counters WHERE key = ?`, key).Scan(&count, &winStart)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && winStart != start) {
		return portal.Attempt{WindowEnd: msTime(end)}, nil
	}
	return portal.Attempt{Count: count, WindowEnd: msTime(end)}, err
}

// SubscriberLogins lists the logins linked to an account, by e-mail.
func (s *Store) SubscriberLogins(ctx context.Context, account int64) ([]portal.SubscriberLogin, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (l portal.SubscriberLogin, err error) {
		var created int64
		var last sql.NullInt64
		err = rows.Scan(&l.ID, &l.Login, &l.Language, &l.Disabled, &l.HasPassword, &created, &last)
		l.CreatedAt = msTime(created)
		if last.Valid {
			l.LastSignIn = msTime(last.Int64)
		}
		return l, err
	}, `SELECT i.id, i.login, i.language, i.disabled, i.password_hash <> '', i.created_at,
			(SELECT MAX(se.created_at) FROM sessions se WHERE se.identity_id = i.id)
		FROM identities i JOIN identity_accounts ia ON ia.identity_id = i.id
		WHERE ia.account_id = ? ORDER BY i.login`, account)
}

// AccountWarningHistory lists an account's warnings, open and cleared,
// newest first.
func (s *Store) AccountWarningHistory(ctx context.Context, account int64) ([]portal.WarningRecord, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (w portal.WarningRecord, err error) {
		var created int64
		var cleared sql.NullInt64
		var ext sql.NullString
		err = rows.Scan(&w.ID, &w.AccountID, &w.Type, &w.Title, &w.Body, &w.TitleFR, &w.BodyFR, &w.Clearable, &created,
			&cleared, &ext)
		w.CreatedAt, w.ExternalID = msTime(created), ext.String
		if cleared.Valid {
			w.ClearedAt = msTime(cleared.Int64)
		}
		return w, err
	}, `SELECT id, account_id, type, title, body, title_fr, body_fr, clearable, created_at, cleared_at, external_id
		FROM account_warnings WHERE account_id = ? ORDER BY created_at DESC, id DESC`, account)
}

// AccountMail lists the newest messages (at most limit) written to the
// outbox for the logins linked to an account, newest first.
func (s *Store) AccountMail(ctx context.Context, account int64, limit int) ([]portal.Mail, error) {
	return queryAll(ctx, s, scanMailRows, `SELECT `+mailColumns+` FROM mail_outbox
		WHERE identity_id IN (SELECT identity_id FROM identity_accounts WHERE account_id = ?)
		ORDER BY id DESC LIMIT ?`, account, limit)
}

// AccountChangeRequests lists an account's change requests, every status,
// newest first.
func (s *Store) AccountChangeRequests(ctx context.Context, account int64) ([]portal.ChangeRequest, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.ChangeRequest, error) { return scanChangeRequest(rows) },
		`SELECT `+changeRequestColumns+` FROM change_requests WHERE account_id = ? ORDER BY created_at DESC, id DESC`, account)
}

// StaffActionsOnLogins lists the staff's actions recorded without an
// account whose subject is one of logins (the provider API's and the
// admin commands' login writes), newest first.
func (s *Store) StaffActionsOnLogins(ctx context.Context, logins []string) ([]portal.StaffAction, error) {
	if len(logins) == 0 {
		return nil, nil
	}
	args := make([]any, len(logins))
	for i, l := range logins {
		args[i] = l
	}
	return queryAll(ctx, s, func(rows *sql.Rows) (a portal.StaffAction, err error) {
		var at int64
		var acc sql.NullInt64
		err = rows.Scan(&a.ID, &a.Actor, &a.Action, &acc, &a.Subject, &a.Detail, &at)
		a.Account, a.At = acc.Int64, msTime(at)
		return a, err
	}, `SELECT id, actor, action, account_id, subject, detail, at FROM staff_actions
		WHERE (account_id IS NULL OR account_id = 0) AND subject IN (`+placeholders(len(logins))+`)
		ORDER BY at DESC, id DESC`, args...)
}
