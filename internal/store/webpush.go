package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"myaccount/internal/portal"
)

// Web Push (issue 32, item 1; migration 00035): the logins' subscriptions
// and the push outbox, leased to one worker at a time like mail_outbox.

// PutPushSubscription records v for v.Identity: an endpoint already known
// (the same browser subscribing again, or another login of the device)
// takes v's login and keys.
func (s *Store) PutPushSubscription(ctx context.Context, v portal.PushSubscription) error {
	lang := v.Language
	if lang == "" {
		lang = "en"
	}
	_, err := s.exec(ctx, `INSERT INTO push_subscriptions (identity_id, endpoint, p256dh, auth, language, created_at)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (endpoint) DO UPDATE SET identity_id = excluded.identity_id,
		p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language, created_at = excluded.created_at`,
		v.Identity, v.Endpoint, v.P256dh, v.Auth, lang, s.now())
	return err
}

// DeletePushSubscription removes the login's subscription with the
// endpoint (another login's stays: it is not this login's to remove).
func (s *Store) DeletePushSubscription(ctx context.Context, identity int64, endpoint string) error {
	_, err := s.exec(ctx, `DELETE FROM push_subscriptions WHERE identity_id = ? AND endpoint = ?`, identity, endpoint)
	return err
}

const pushSubscriptionColumns = `id, identity_id, endpoint, p256dh, auth, language, created_at`

func scanPushSubscription(sc interface{ Scan(...any) error }) (v portal.PushSubscription, err error) {
	var created int64
	err = sc.Scan(&v.ID, &v.Identity, &v.Endpoint, &v.P256dh, &v.Auth, &v.Language, &created)
	v.CreatedAt = msTime(created)
	return v, err
}

// PushSubscriptions lists the login's subscriptions, oldest first.
func (s *Store) PushSubscriptions(ctx context.Context, identity int64) ([]portal.PushSubscription, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.PushSubscription, error) { return scanPushSubscription(rows) },
		`SELECT `+pushSubscriptionColumns+` FROM push_subscriptions WHERE identity_id = ? ORDER BY id`, identity)
}

// enqueuePush writes a push of kind to each of the login's subscriptions,
// in the writer's transaction, when the login keeps kind's category on
// (the same choice as the e-mail's: Notifications, Service status).
func enqueuePush(ctx context.Context, t tx, l portal.Identity, kind portal.MailKind, data map[string]string, now int64) error {
	on, _, err := mailChoice(ctx, t, t.d, l.ID, kind.Category())
	if err != nil || !on {
		return err
	}
	rows, err := t.query(ctx, `SELECT id FROM push_subscriptions WHERE identity_id = ? ORDER BY id`, l.ID)
	if err != nil {
		return err
	}
	var subs []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		subs = append(subs, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(subs) == 0 {
		return err
	}
	raw, err := json.Marshal(data)
	if err != nil {
		return err
	}
	lang := l.Language
	if lang == "" {
		lang = "en"
	}
	for _, id := range subs {
		if _, err := t.exec(ctx, `INSERT INTO push_outbox (subscription_id, identity_id, kind, lang, data, created_at, next_attempt_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, id, l.ID, string(kind), lang, string(raw), now, now); err != nil {
			return err
		}
	}
	return nil
}

const pushColumns = `p.id, p.subscription_id, p.identity_id, p.kind, p.lang, p.data, p.created_at, p.attempts, p.next_attempt_at,
	p.sent_at, p.failed_at, p.last_error, COALESCE(s.endpoint, ''), COALESCE(s.p256dh, ''), COALESCE(s.auth, ''),
	COALESCE(s.language, ''), COALESCE(s.created_at, 0), COALESCE(i.login, '')`

const pushFrom = ` FROM push_outbox p LEFT JOIN push_subscriptions s ON s.id = p.subscription_id
	LEFT JOIN identities i ON i.id = p.identity_id`

func scanPush(sc interface{ Scan(...any) error }) (p portal.Push, err error) {
	var sub, identity, sent, failed sql.NullInt64
	var kind, data string
	var created, next, subCreated int64
	err = sc.Scan(&p.ID, &sub, &identity, &kind, &p.Lang, &data, &created, &p.Attempts, &next, &sent, &failed, &p.LastError,
		&p.Subscription.Endpoint, &p.Subscription.P256dh, &p.Subscription.Auth, &p.Subscription.Language, &subCreated, &p.Login)
	if err != nil {
		return p, err
	}
	p.Kind, p.Identity = portal.MailKind(kind), identity.Int64
	if sub.Valid {
		p.Subscription.ID, p.Subscription.Identity, p.Subscription.CreatedAt = sub.Int64, identity.Int64, msTime(subCreated)
	}
	p.CreatedAt, p.NextAttemptAt, p.SentAt, p.FailedAt = msTime(created), msTime(next), nullMs(sent), nullMs(failed)
	if err := json.Unmarshal([]byte(data), &p.Data); err != nil {
		return p, fmt.Errorf("push %d: data: %w", p.ID, err)
	}
	return p, nil
}

// pushDue is the condition of a push the worker may take (as mailDue).
const pushDue = `sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? AND lease_until <= ?`

// ClaimPush leases the oldest due push until lease and counts the attempt
// (as ClaimMail does); portal.ErrNoRows when none is due.
func (s *Store) ClaimPush(ctx context.Context, now, lease time.Time) (portal.Push, error) {
	at := now.UnixMilli()
	for range 5 {
		var id int64
		err := s.queryRow(ctx, `SELECT id FROM push_outbox WHERE `+pushDue+` ORDER BY next_attempt_at, id LIMIT 1`,
			at, at).Scan(&id)
		if err != nil {
			return portal.Push{}, noRows(err)
		}
		res, err := s.exec(ctx, `UPDATE push_outbox SET lease_until = ?, attempts = attempts + 1 WHERE id = ? AND `+pushDue,
			lease.UnixMilli(), id, at, at)
		if err != nil {
			return portal.Push{}, err
		}
		if n, err := res.RowsAffected(); err != nil {
			return portal.Push{}, err
		} else if n == 1 {
			p, err := scanPush(s.queryRow(ctx, `SELECT `+pushColumns+pushFrom+` WHERE p.id = ?`, id))
			return p, noRows(err)
		}
	}
	return portal.Push{}, portal.ErrNoRows
}

// PushSent records that the push service accepted a push.
func (s *Store) PushSent(ctx context.Context, id int64, at time.Time) error {
	_, err := s.exec(ctx, `UPDATE push_outbox SET sent_at = ?, lease_until = 0, last_error = ''
		WHERE id = ? AND sent_at IS NULL`, at.UnixMilli(), id)
	return err
}

// RetryPush ends a push's lease after a failed send: due again from at.
func (s *Store) RetryPush(ctx context.Context, id int64, at time.Time, reason string) error {
	_, err := s.exec(ctx, `UPDATE push_outbox SET next_attempt_at = ?, lease_until = 0, last_error = ?
		WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL`, at.UnixMilli(), clip(reason), id)
	return err
}

// FailPush gives a push up with its reason; gone also deletes its
// subscription (the push service answered 404 or 410: the browser
// unsubscribed or the subscription expired), so no later push goes to it.
func (s *Store) FailPush(ctx context.Context, id int64, at time.Time, reason string, gone bool) error {
	return s.inTx(ctx, func(t tx) error {
		if gone {
			if _, err := t.exec(ctx, `DELETE FROM push_subscriptions WHERE id = (SELECT subscription_id FROM push_outbox WHERE id = ?)`,
				id); err != nil {
				return err
			}
		}
		_, err := t.exec(ctx, `UPDATE push_outbox SET failed_at = ?, lease_until = 0, last_error = ?
			WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL`, at.UnixMilli(), clip(reason), id)
		return err
	})
}

// Pushes lists the push outbox, newest first, at most limit (≤ 0: 100):
// the record of what went, what waits and what was given up.
func (s *Store) Pushes(ctx context.Context, limit int) ([]portal.Push, error) {
	if limit <= 0 {
		limit = 100
	}
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.Push, error) { return scanPush(rows) },
		`SELECT `+pushColumns+pushFrom+` ORDER BY p.created_at DESC, p.id DESC LIMIT ?`, limit)
}
