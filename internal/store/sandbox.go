package store

import (
	"context"
	"database/sql"
	"time"

	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/portal"
)

// This file is the sandbox payment gateway's store (internal/gateway/sandbox,
// migration 00009): its hosted-page sessions, the cards it tokenized and its
// charges. The gateway passes its own clock's times in, so these methods do
// not read s.Now. No card number or CVC ever reaches these tables.

var _ sandbox.Store = (*Store)(nil)

// CreateSandboxSession stores a new open session.
func (s *Store) CreateSandboxSession(ctx context.Context, ss sandbox.Session) error {
	_, err := s.exec(ctx, `INSERT INTO sandbox_sessions (token_hash, reference, name_on_card, return_url, language, status,
		created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, ss.TokenHash, ss.Reference, ss.NameOnCard, ss.ReturnURL,
		ss.Language, portal.CardOpen, ss.CreatedAt.UnixMilli(), ss.ExpiresAt.UnixMilli())
	return err
}

// SandboxSession reads a session by its token's hash, with its card when it
// has one; portal.ErrNoRows when there is none.
func (s *Store) SandboxSession(ctx context.Context, tokenHash string) (sandbox.Session, error) {
	var (
		ss                          sandbox.Session
		created, expires            int64
		completed, month, year, cAt sql.NullInt64
		token, brand, last4, behave sql.NullString
	)
	err := s.queryRow(ctx, `SELECT s.token_hash, s.reference, s.name_on_card, s.return_url, s.language, s.status,
		s.created_at, s.expires_at, s.completed_at, c.token, c.brand, c.last4, c.exp_month, c.exp_year, c.behaviour, c.created_at
		FROM sandbox_sessions s LEFT JOIN sandbox_cards c ON c.token = s.card_token WHERE s.token_hash = ?`, tokenHash).
		Scan(&ss.TokenHash, &ss.Reference, &ss.NameOnCard, &ss.ReturnURL, &ss.Language, &ss.Status, &created, &expires,
			&completed, &token, &brand, &last4, &month, &year, &behave, &cAt)
	if err != nil {
		return sandbox.Session{}, noRows(err)
	}
	ss.CreatedAt, ss.ExpiresAt = msTime(created), msTime(expires)
	if completed.Valid {
		ss.CompletedAt = msTime(completed.Int64)
	}
	if token.Valid {
		ss.Card = sandbox.Card{Token: token.String, Brand: brand.String, Last4: last4.String, ExpMonth: int(month.Int64),
			ExpYear: int(year.Int64), Behaviour: behave.String, CreatedAt: msTime(cAt.Int64)}
	}
	return ss, nil
}

// CompleteSandboxSession closes an open session that has not expired at
// `at`, once: its status, and for an approved session its card, stored and
// linked in the same transaction. portal.ErrNoRows when the session is not
// open (unknown, expired or completed before, also by a concurrent call);
// nothing is stored then.
func (s *Store) CompleteSandboxSession(ctx context.Context, tokenHash, status string, card *sandbox.Card, at time.Time) error {
	return s.inTx(ctx, func(t tx) error {
		var cardToken any
		if card != nil {
			if _, err := t.exec(ctx, `INSERT INTO sandbox_cards (token, brand, last4, exp_month, exp_year, behaviour, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?)`, card.Token, card.Brand, card.Last4, card.ExpMonth, card.ExpYear, card.Behaviour,
				card.CreatedAt.UnixMilli()); err != nil {
				return err
			}
			cardToken = card.Token
		}
		// The status test and the change are one statement: of two
		// concurrent completions, one changes the row and the other finds
		// it no longer open.
		return affectedOne(t.exec(ctx, `UPDATE sandbox_sessions SET status = ?, card_token = ?, completed_at = ?
			WHERE token_hash = ? AND status = ? AND expires_at > ?`, status, cardToken, at.UnixMilli(), tokenHash,
			portal.CardOpen, at.UnixMilli()))
	})
}

// SandboxCard reads a tokenized card; portal.ErrNoRows when there is none.
func (s *Store) SandboxCard(ctx context.Context, token string) (sandbox.Card, error) {
	var c sandbox.Card
	var created int64
	err := s.queryRow(ctx, `SELECT token, brand, last4, exp_month, exp_year, behaviour, created_at FROM sandbox_cards
		WHERE token = ?`, token).Scan(&c.Token, &c.Brand, &c.Last4, &c.ExpMonth, &c.ExpYear, &c.Behaviour, &created)
	c.CreatedAt = msTime(created)
	return c, noRows(err)
}

const sandboxChargeColumns = `reference, method_type, token, amount_cents, description, approved, transaction_id, reason,
	attempts, created_at`

func scanSandboxCharge(sc interface{ Scan(...any) error }) (c sandbox.ChargeRecord, err error) {
	var at int64
	err = sc.Scan(&c.Reference, &c.MethodType, &c.Token, &c.AmountCents, &c.Description, &c.Approved, &c.TransactionID,
		&c.Reason, &c.Attempts, &at)
	c.At = msTime(at)
	return c, err
}

// AddSandboxCharge records c unless a charge with its reference exists
// (the reference is unique): first is true when c was recorded; otherwise
// the stored charge is returned with its attempts counted up. Of concurrent
// calls with one reference, one inserts and the others wait for it and get
// its row.
func (s *Store) AddSandboxCharge(ctx context.Context, c sandbox.ChargeRecord) (sandbox.ChargeRecord, bool, error) {
	res, err := s.exec(ctx, `INSERT INTO sandbox_charges (reference, method_type, token, amount_cents, description, approved,
		transaction_id, reason, attempts, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?) ON CONFLICT (reference) DO NOTHING`,
		c.Reference, c.MethodType, c.Token, c.AmountCents, c.Description, c.Approved, c.TransactionID, c.Reason, c.At.UnixMilli())
	if err != nil {
		return sandbox.ChargeRecord{}, false, err
	}
	if n, err := res.RowsAffected(); err != nil {
		return sandbox.ChargeRecord{}, false, err
	} else if n == 1 {
		c.Attempts = 1
		return c, true, nil
	}
	stored, err := scanSandboxCharge(s.queryRow(ctx, `UPDATE sandbox_charges SET attempts = attempts + 1 WHERE reference = ?
		RETURNING `+sandboxChargeColumns, c.Reference))
	return stored, false, noRows(err)
}

// SandboxCharge reads the charge recorded under reference; portal.ErrNoRows
// when there is none.
func (s *Store) SandboxCharge(ctx context.Context, reference string) (sandbox.ChargeRecord, error) {
	c, err := scanSandboxCharge(s.queryRow(ctx, `SELECT `+sandboxChargeColumns+` FROM sandbox_charges WHERE reference = ?`, reference))
	return c, noRows(err)
}

// SandboxCharges lists every charge, oldest first.
func (s *Store) SandboxCharges(ctx context.Context) ([]sandbox.ChargeRecord, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (sandbox.ChargeRecord, error) { return scanSandboxCharge(rows) },
		`SELECT `+sandboxChargeColumns+` FROM sandbox_charges ORDER BY id`)
}
