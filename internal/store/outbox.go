package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

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
func enqueueMail(ctx context.Context, q sqlRowQuerier, d dialect, m portal.Mail, now int64) (int64, error) {
	if m.To == "" || m.Kind == "" {
		return 0, fmt.Errorf("outbox: a message needs a kind and a recipient")
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
// goes with no other change, such as a resent invitation).
func (s *Store) EnqueueMail(ctx context.Context, m portal.Mail) (int64, error) {
	defer s.afterWrite(ctx)
	return enqueueMail(ctx, s.db, s.d, m, s.now())
}
