package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"myaccount/internal/portal"
)

// sqlRowQuerier is what enqueueMail writes through: the pool (*sql.DB) or a
// transaction (tx embeds *sql.Tx).
type sqlRowQuerier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// enqueueMail writes m to the outbox through q, so a store method that
// changes something and sends a message for it does both in one
// transaction. It fills m's MessageID when empty (a random id at the
// portal's domain) and returns the new row's id.
//
// It honours the login's notification preferences (notifications.go): a
// message of a non-transactional kind (m.Kind.Category() is not
// portal.MailTransactional) written for a login (m.Identity != 0) is not
// written at all when the login turned the category off — enqueueMail then
// returns (0, nil) — and goes to the address the login chose for the
// category, when it chose one of its service e-mail addresses that is
// still live. The preference is read in q, so it is the one of the
// writer's transaction. Transactional messages are always written, to m.To.
func enqueueMail(ctx context.Context, q sqlRowQuerier, d dialect, m portal.Mail, now int64) (int64, error) {
	if m.To == "" || m.Kind == "" {
		return 0, fmt.Errorf("outbox: a message needs a kind and a recipient")
	}
	if c := m.Kind.Category(); c != portal.MailTransactional && m.Identity != 0 {
		on, to, err := mailChoice(ctx, q, d, m.Identity, c)
		if err != nil {
			return 0, err
		}
		if !on {
			return 0, nil
		}
		if to != "" {
			m.To = to
		}
	}
	if m.MessageID == "" {
		var raw [16]byte
		if _, err := rand.Read(raw[:]); err != nil {
			return 0, err
		}
		m.MessageID = "<" + hex.EncodeToString(raw[:]) + "@myaccount>"
	}
	if m.Lang == "" {
		m.Lang = "en"
	}
	data, err := json.Marshal(m.Data)
	if err != nil {
		return 0, err
	}
	if m.Data == nil {
		data = []byte("{}")
	}
	var identity any
	if m.Identity != 0 {
		identity = m.Identity
	}
	return insertID(ctx, q, d, `INSERT INTO mail_outbox (message_id, kind, recipient, lang, identity_id, data, created_at, next_attempt_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, m.MessageID, string(m.Kind), strings.TrimSpace(m.To), m.Lang, identity, string(data), now, now)
}

// EnqueueMail writes one message to the outbox on its own (a message that
// goes with no other change, such as a resent invitation). Like
// enqueueMail, it writes nothing and returns (0, nil) for a category the
// login turned off.
func (s *Store) EnqueueMail(ctx context.Context, m portal.Mail) (int64, error) {
	defer s.afterWrite(ctx)
	return enqueueMail(ctx, s.db, s.d, m, s.now())
}

// mailColumns are the outbox columns scanMail reads, in its order.
const mailColumns = `id, message_id, kind, recipient, lang, identity_id, data, created_at, attempts,
	next_attempt_at, sent_at, failed_at, last_error`

func scanMail(row interface{ Scan(...any) error }) (portal.Mail, error) {
	var m portal.Mail
	var kind, data string
	var identity, sent, failed sql.NullInt64
	var created, next int64
	err := row.Scan(&m.ID, &m.MessageID, &kind, &m.To, &m.Lang, &identity, &data, &created, &m.Attempts,
		&next, &sent, &failed, &m.LastError)
	if err != nil {
		return m, err
	}
	m.Kind, m.Identity = portal.MailKind(kind), identity.Int64
	m.CreatedAt, m.NextAttemptAt, m.SentAt, m.FailedAt = msTime(created), msTime(next), nullMs(sent), nullMs(failed)
	if err := json.Unmarshal([]byte(data), &m.Data); err != nil {
		return m, fmt.Errorf("outbox message %d: data: %w", m.ID, err)
	}
	return m, nil
}

func scanMailRows(rows *sql.Rows) (portal.Mail, error) { return scanMail(rows) }

// mailDue is the condition of a message the worker may take: not sent, not
// given up, its next attempt due and no other worker's lease running.
const mailDue = `sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? AND lease_until <= ?`

// ClaimMail leases the oldest due message of the outbox to the caller
// until lease and counts the attempt; portal.ErrNoRows when none is due.
// As with ClaimPayment, the conditional UPDATE makes the claim safe between
// workers on several replicas (and on both engines, with no row locks): of
// two workers that read the same row, one updates it and the other finds
// it taken and reads the next. The lease must outlast one send (the sender
// has its own timeouts), so a message is never in two sends at once; a
// worker that dies mid-send leaves it to be taken again when the lease
// runs out, under the same Message-ID.
func (s *Store) ClaimMail(ctx context.Context, now, lease time.Time) (portal.Mail, error) {
	at := now.UnixMilli()
	for range 5 {
		var id int64
		err := s.queryRow(ctx, `SELECT id FROM mail_outbox WHERE `+mailDue+` ORDER BY next_attempt_at, id LIMIT 1`,
			at, at).Scan(&id)
		if err != nil {
			return portal.Mail{}, noRows(err)
		}
		res, err := s.exec(ctx, `UPDATE mail_outbox SET lease_until = ?, attempts = attempts + 1
			WHERE id = ? AND `+mailDue, lease.UnixMilli(), id, at, at)
		if err != nil {
			return portal.Mail{}, err
		}
		if n, err := res.RowsAffected(); err != nil {
			return portal.Mail{}, err
		} else if n == 1 {
			return s.Mail(ctx, id)
		}
	}
	return portal.Mail{}, portal.ErrNoRows
}

// Mail reads one message of the outbox; portal.ErrNoRows when none has
// the id.
func (s *Store) Mail(ctx context.Context, id int64) (portal.Mail, error) {
	m, err := scanMail(s.queryRow(ctx, `SELECT `+mailColumns+` FROM mail_outbox WHERE id = ?`, id))
	return m, noRows(err)
}

// MailSent records that the SMTP server accepted a message. A message
// recorded sent already keeps its first time.
func (s *Store) MailSent(ctx context.Context, id int64, at time.Time) error {
	_, err := s.exec(ctx, `UPDATE mail_outbox SET sent_at = ?, failed_at = NULL, lease_until = 0, last_error = ''
		WHERE id = ? AND sent_at IS NULL`, at.UnixMilli(), id)
	return err
}

// RetryMail ends a message's lease after a refused or failed send: it is
// due again from at, and reason is kept as its last error.
func (s *Store) RetryMail(ctx context.Context, id int64, at time.Time, reason string) error {
	_, err := s.exec(ctx, `UPDATE mail_outbox SET next_attempt_at = ?, lease_until = 0, last_error = ?
		WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL`, at.UnixMilli(), clip(reason), id)
	return err
}

// FailMail gives a message up (too many attempts, or a refusal that no
// retry would change): it stays in the outbox with its last error, for the
// staff's `myaccount admin mail --failed`.
func (s *Store) FailMail(ctx context.Context, id int64, at time.Time, reason string) error {
	_, err := s.exec(ctx, `UPDATE mail_outbox SET failed_at = ?, lease_until = 0, last_error = ?
		WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL`, at.UnixMilli(), clip(reason), id)
	return err
}

// clip keeps an error's first 1,000 bytes (an SMTP server may answer at
// length), cut at a character's start.
func clip(s string) string {
	const limit = 1000
	if len(s) <= limit {
		return s
	}
	cut := limit
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut]
}

// MailFilter chooses the messages OutboxMail lists.
type MailFilter string

// The lists of the outbox.
const (
	// MailWaiting lists the messages not sent yet and not given up.
	MailWaiting MailFilter = "waiting"
	// MailFailed lists the messages the worker gave up.
	MailFailed MailFilter = "failed"
	// MailAll lists every message.
	MailAll MailFilter = "all"
)

// OutboxMail lists the outbox's messages of filter, newest first, at most
// limit of them (limit ≤ 0: 100).
func (s *Store) OutboxMail(ctx context.Context, filter MailFilter, limit int) ([]portal.Mail, error) {
	where := ""
	switch filter {
	case MailWaiting:
		where = `WHERE sent_at IS NULL AND failed_at IS NULL`
	case MailFailed:
		where = `WHERE failed_at IS NOT NULL`
	case MailAll:
	default:
		return nil, fmt.Errorf("outbox: unknown list %q", filter)
	}
	if limit <= 0 {
		limit = 100
	}
	return queryAll(ctx, s, scanMailRows, `SELECT `+mailColumns+` FROM mail_outbox `+where+
		` ORDER BY created_at DESC, id DESC LIMIT ?`, limit)
}

// WaitingMailAfter lists the messages not sent yet (nor given up) whose id
// is above after, oldest first, at most limit: what a portal without SMTP
// settings has not yet logged.
func (s *Store) WaitingMailAfter(ctx context.Context, after int64, limit int) ([]portal.Mail, error) {
	return queryAll(ctx, s, scanMailRows, `SELECT `+mailColumns+` FROM mail_outbox
		WHERE id > ? AND sent_at IS NULL AND failed_at IS NULL ORDER BY id LIMIT ?`, after, limit)
}
