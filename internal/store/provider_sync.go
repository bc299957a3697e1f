package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"myaccount/internal/portal"
)

// This file keeps what the provider's systems write through the provider
// API by the provider's own ids (internal/provisioning): ledger entries of
// its billing, global notices and account warnings. They are rows of the
// portal's own tables (ledger_entries, global_notifications,
// account_warnings) with an external_id, so everything that reads those
// tables — the balance, invoices, auto payment, the app's notices and
// warnings — uses them unchanged. Each write runs in one transaction with
// the staff action that records it; a decide callback, called under the
// account's lock with the row as it is, says whether anything changes, so
// the service's rules see a state no other write can change meanwhile.

// ---- Ledger entries of the provider's billing ----

const externalEntryColumns = `e.id, e.account_id, e.kind, e.description, e.amount_cents, e.created_at, e.invoice_id,
	e.external_id, COALESCE(i.period_year, 0), COALESCE(i.period_month, 0)`

const externalEntryFrom = ` FROM ledger_entries e LEFT JOIN invoices i ON i.id = e.invoice_id`

func scanExternalEntry(sc interface{ Scan(...any) error }) (e portal.ExternalLedgerEntry, err error) {
	var desc string
	var at int64
	var invoice sql.NullInt64
	var month int
	if err = sc.Scan(&e.ID, &e.AccountID, &e.Kind, &desc, &e.AmountCents, &at, &invoice, &e.ExternalID,
		&e.InvoicePeriod.Year, &month); err != nil {
		return e, err
	}
	e.At, e.InvoiceID, e.InvoicePeriod.Month = msTime(at), invoice.Int64, time.Month(month)
	e.Description, err = readDescription(desc)
	return e, err
}

func externalEntry(ctx context.Context, q rowQuerier, account int64, externalID string) (portal.ExternalLedgerEntry, error) {
	e, err := scanExternalEntry(q.queryRow(ctx, `SELECT `+externalEntryColumns+externalEntryFrom+`
		WHERE e.account_id = ? AND e.external_id = ?`, account, externalID))
	return e, noRows(err)
}

// ExternalLedgerEntry reads the account's entry with the provider's id;
// portal.ErrNoRows when the account has none with it.
func (s *Store) ExternalLedgerEntry(ctx context.Context, account int64, externalID string) (portal.ExternalLedgerEntry, error) {
	return externalEntry(ctx, s, account, externalID)
}

// ExternalLedgerEntries lists the account's entries of the provider's
// billing in the order of their ids, the first limit after the id after.
func (s *Store) ExternalLedgerEntries(ctx context.Context, account int64, after string, limit int) ([]portal.ExternalLedgerEntry, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.ExternalLedgerEntry, error) { return scanExternalEntry(rows) },
		`SELECT `+externalEntryColumns+externalEntryFrom+` WHERE e.account_id = ? AND e.external_id > ?
		ORDER BY e.external_id LIMIT ?`, account, after, limit)
}

// decideUnderLock locks the account (the lock invoices are issued under),
// reads the item as it is (nil when there is none) and asks decide what to
// record; a nil action leaves the item as it is.
func decideUnderLock[T any](ctx context.Context, t tx, account int64, read func() (T, error),
	decide func(old *T) (*portal.StaffAction, error)) (*T, *portal.StaffAction, error) {
	if err := lockAccount(ctx, t, account); err != nil {
		return nil, nil, err
	}
	var oldp *T
	switch old, err := read(); {
	case err == nil:
		oldp = &old
	case !errors.Is(err, portal.ErrNoRows):
		return nil, nil, err
	}
	a, err := decide(oldp)
	return oldp, a, err
}

// PutExternalLedgerEntry creates or replaces the account's entry with
// e.ExternalID. Under the account's lock (the one invoices are issued
// under) decide gets the entry as it is (nil when new) and returns the
// action that records the write, or nil to leave it as it is. It returns the entry as stored and
// whether it was created; portal.ErrNoRows when the account does not exist.
func (s *Store) PutExternalLedgerEntry(ctx context.Context, e portal.ExternalLedgerEntry,
	decide func(old *portal.ExternalLedgerEntry) (*portal.StaffAction, error)) (portal.ExternalLedgerEntry, bool, error) {
	var out portal.ExternalLedgerEntry
	created := false
	err := s.inTx(ctx, func(t tx) error {
		oldp, a, err := decideUnderLock(ctx, t, e.AccountID, func() (portal.ExternalLedgerEntry, error) {
			return externalEntry(ctx, t, e.AccountID, e.ExternalID)
		}, decide)
		if err != nil || a == nil {
			if oldp != nil {
				out = *oldp
			}
			return err
		}
		actionID, err := addStaffAction(ctx, t, *a)
		if err != nil {
			return err
		}
		desc, err := json.Marshal(e.Description)
		if err != nil {
			return err
		}
		if oldp == nil {
			created = true
			if _, err := t.exec(ctx, `INSERT INTO ledger_entries (account_id, kind, description, amount_cents, created_at,
				staff_action_id, external_id) VALUES (?, ?, ?, ?, ?, ?, ?)`, e.AccountID, e.Kind, string(desc), e.AmountCents,
				e.At.UnixMilli(), actionID, e.ExternalID); err != nil {
				return err
			}
		} else if err := affectedOne(t.exec(ctx, `UPDATE ledger_entries SET kind = ?, description = ?, amount_cents = ?,
				created_at = ?, staff_action_id = ? WHERE id = ? AND invoice_id IS NULL`, e.Kind, string(desc), e.AmountCents,
			e.At.UnixMilli(), actionID, oldp.ID)); errors.Is(err, portal.ErrNoRows) {
			return portal.ErrInvoiced
		} else if err != nil {
			return err
		}
		out, err = externalEntry(ctx, t, e.AccountID, e.ExternalID)
		return err
	})
	return out, created, err
}

// DeleteExternalLedgerEntry removes the account's entry with the
// provider's id if decide, given it under the account's lock, accepts,
// recording a; portal.ErrNoRows when the account or the entry does not
// exist.
func (s *Store) DeleteExternalLedgerEntry(ctx context.Context, account int64, externalID string,
	decide func(portal.ExternalLedgerEntry) error, a portal.StaffAction) error {
	return s.inTx(ctx, func(t tx) error {
		if err := lockAccount(ctx, t, account); err != nil {
			return err
		}
		old, err := externalEntry(ctx, t, account, externalID)
		if err != nil {
			return err
		}
		if err := decide(old); err != nil {
			return err
		}
		if err := affectedOne(t.exec(ctx, `DELETE FROM ledger_entries WHERE id = ? AND invoice_id IS NULL`, old.ID)); err != nil {
			if errors.Is(err, portal.ErrNoRows) {
				return portal.ErrInvoiced
			}
			return err
		}
		_, err = addStaffAction(ctx, t, a)
		return err
	})
}

// ---- Global notices ----

const externalNoticeColumns = `id, message, message_fr, external_id, starts_at, ends_at`

func scanExternalNotice(sc interface{ Scan(...any) error }) (n portal.ExternalNotice, err error) {
	var starts int64
	var ends sql.NullInt64
	err = sc.Scan(&n.ID, &n.Message, &n.MessageFR, &n.ExternalID, &starts, &ends)
	n.StartsAt, n.EndsAt = msTime(starts), nullMs(ends)
	return n, err
}

func externalNotice(ctx context.Context, q rowQuerier, externalID string) (portal.ExternalNotice, error) {
	n, err := scanExternalNotice(q.queryRow(ctx, `SELECT `+externalNoticeColumns+` FROM global_notifications
		WHERE external_id = ?`, externalID))
	return n, noRows(err)
}

// ExternalNotice reads the notice with the provider's id; portal.ErrNoRows
// when there is none.
func (s *Store) ExternalNotice(ctx context.Context, externalID string) (portal.ExternalNotice, error) {
	return externalNotice(ctx, s, externalID)
}

// ExternalNotices lists the provider's notices in the order of their ids,
// the first limit after the id after (ended ones too).
func (s *Store) ExternalNotices(ctx context.Context, after string, limit int) ([]portal.ExternalNotice, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.ExternalNotice, error) { return scanExternalNotice(rows) },
		`SELECT `+externalNoticeColumns+` FROM global_notifications WHERE external_id > ? ORDER BY external_id LIMIT ?`,
		after, limit)
}

// PutExternalNotice creates or replaces the notice with n.ExternalID:
// decide gets the notice as it is (nil when new) and returns the action
// that records the write, or nil to leave it as it is. It returns the notice as stored and whether it
// was created. The app's notices change at once on this node (the kept
// list is dropped) and within the change feed's poll on the others.
func (s *Store) PutExternalNotice(ctx context.Context, n portal.ExternalNotice,
	decide func(old *portal.ExternalNotice) (*portal.StaffAction, error)) (portal.ExternalNotice, bool, error) {
	defer s.notices.clear()
	var out portal.ExternalNotice
	created := false
	var ends any
	if !n.EndsAt.IsZero() {
		ends = n.EndsAt.UnixMilli()
	}
	err := s.inTx(ctx, func(t tx) error {
		// Two PUTs of one new id race to the unique index; the loser's
		// transaction fails and the service sends it again.
		old, err := externalNotice(ctx, t, n.ExternalID)
		var oldp *portal.ExternalNotice
		switch {
		case err == nil:
			oldp = &old
		case !errors.Is(err, portal.ErrNoRows):
			return err
		}
		a, err := decide(oldp)
		if err != nil {
			return err
		}
		if a == nil {
			out = old
			return nil
		}
		if _, err := addStaffAction(ctx, t, *a); err != nil {
			return err
		}
		if oldp == nil {
			created = true
			_, err = t.exec(ctx, `INSERT INTO global_notifications (message, message_fr, starts_at, ends_at, external_id)
				VALUES (?, ?, ?, ?, ?)`, n.Message, n.MessageFR, n.StartsAt.UnixMilli(), ends, n.ExternalID)
		} else {
			_, err = t.exec(ctx, `UPDATE global_notifications SET message = ?, message_fr = ?, starts_at = ?, ends_at = ?
				WHERE id = ?`, n.Message, n.MessageFR, n.StartsAt.UnixMilli(), ends, old.ID)
		}
		if err != nil {
			return err
		}
		out, err = externalNotice(ctx, t, n.ExternalID)
		return err
	})
	return out, created, err
}

// EndExternalNotice ends the notice with the provider's id at at (one not
// started yet never shows), recording a; ended is false when it had ended
// already (nothing is recorded then). portal.ErrNoRows when there is none.
func (s *Store) EndExternalNotice(ctx context.Context, externalID string, at time.Time, a portal.StaffAction) (bool, error) {
	defer s.notices.clear()
	ended := false
	err := s.inTx(ctx, func(t tx) error {
		old, err := externalNotice(ctx, t, externalID)
		if err != nil {
			return err
		}
		if !old.EndsAt.IsZero() && !old.EndsAt.After(at) {
			return nil
		}
		ms := at.UnixMilli()
		if _, err := t.exec(ctx, `UPDATE global_notifications SET ends_at = ?,
			starts_at = CASE WHEN starts_at > ? THEN ? ELSE starts_at END WHERE id = ?`, ms, ms, ms, old.ID); err != nil {
			return err
		}
		ended = true
		_, err = addStaffAction(ctx, t, a)
		return err
	})
	return ended, err
}

// ---- Account warnings ----

const externalWarningColumns = `id, account_id, type, title, body, title_fr, body_fr, clearable, created_at, external_id, cleared_at`

func scanExternalWarning(sc interface{ Scan(...any) error }) (w portal.ExternalWarning, err error) {
	var created int64
	var cleared sql.NullInt64
	err = sc.Scan(&w.ID, &w.AccountID, &w.Type, &w.Title, &w.Body, &w.TitleFR, &w.BodyFR, &w.Clearable, &created,
		&w.ExternalID, &cleared)
	w.CreatedAt, w.ClearedAt = msTime(created), nullMs(cleared)
	return w, err
}

func externalWarning(ctx context.Context, q rowQuerier, account int64, externalID string) (portal.ExternalWarning, error) {
	w, err := scanExternalWarning(q.queryRow(ctx, `SELECT `+externalWarningColumns+` FROM account_warnings
		WHERE account_id = ? AND external_id = ?`, account, externalID))
	return w, noRows(err)
}

// ExternalWarning reads the account's warning with the provider's id;
// portal.ErrNoRows when the account has none with it.
func (s *Store) ExternalWarning(ctx context.Context, account int64, externalID string) (portal.ExternalWarning, error) {
	return externalWarning(ctx, s, account, externalID)
}

// ExternalWarnings lists the account's warnings from the provider in the
// order of their ids, the first limit after the id after (cleared ones
// too).
func (s *Store) ExternalWarnings(ctx context.Context, account int64, after string, limit int) ([]portal.ExternalWarning, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.ExternalWarning, error) { return scanExternalWarning(rows) },
		`SELECT `+externalWarningColumns+` FROM account_warnings WHERE account_id = ? AND external_id > ?
		ORDER BY external_id LIMIT ?`, account, after, limit)
}

// PutExternalWarning creates or replaces the account's warning with
// w.ExternalID: under the account's lock decide gets it as it is (nil when
// new) and returns the action that records the write, or nil to leave it
// as it is. It returns
// the warning as stored and whether it was created; portal.ErrNoRows when
// the account does not exist. The change feed drops the account's kept
// warnings, so the app shows the change on its next poll.
func (s *Store) PutExternalWarning(ctx context.Context, w portal.ExternalWarning,
	decide func(old *portal.ExternalWarning) (*portal.StaffAction, error)) (portal.ExternalWarning, bool, error) {
	var out portal.ExternalWarning
	created := false
	err := s.inTx(ctx, func(t tx) error {
		oldp, a, err := decideUnderLock(ctx, t, w.AccountID, func() (portal.ExternalWarning, error) {
			return externalWarning(ctx, t, w.AccountID, w.ExternalID)
		}, decide)
		if err != nil || a == nil {
			if oldp != nil {
				out = *oldp
			}
			return err
		}
		if _, err := addStaffAction(ctx, t, *a); err != nil {
			return err
		}
		if oldp == nil {
			created = true
			_, err = t.exec(ctx, `INSERT INTO account_warnings (account_id, type, title, body, title_fr, body_fr, clearable,
				created_at, external_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, w.AccountID, w.Type, w.Title, w.Body, w.TitleFR,
				w.BodyFR, w.Clearable, w.CreatedAt.UnixMilli(), w.ExternalID)
		} else {
			_, err = t.exec(ctx, `UPDATE account_warnings SET type = ?, title = ?, body = ?, title_fr = ?, body_fr = ?,
				clearable = ? WHERE id = ?`, w.Type, w.Title, w.Body, w.TitleFR, w.BodyFR, w.Clearable, oldp.ID)
		}
		if err != nil {
			return err
		}
		out, err = externalWarning(ctx, t, w.AccountID, w.ExternalID)
		return err
	})
	return out, created, err
}

// ClearExternalWarning clears the account's warning with the provider's
// id at at, recording a; cleared is false when it was cleared already
// (nothing is recorded then). portal.ErrNoRows when the account has no
// warning with the id.
func (s *Store) ClearExternalWarning(ctx context.Context, account int64, externalID string, at time.Time, a portal.StaffAction) (bool, error) {
	cleared := false
	err := s.inTx(ctx, func(t tx) error {
		old, err := externalWarning(ctx, t, account, externalID)
		if err != nil {
			return err
		}
		res, err := t.exec(ctx, `UPDATE account_warnings SET cleared_at = ? WHERE id = ? AND cleared_at IS NULL`,
			at.UnixMilli(), old.ID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		cleared = true
		_, err = addStaffAction(ctx, t, a)
		return err
	})
	return cleared, err
}

// ---- The back office's review queues, a page at a time ----

// ChangeRequestByID reads one change request; portal.ErrNoRows when none.
func (s *Store) ChangeRequestByID(ctx context.Context, id int64) (portal.ChangeRequest, error) {
	r, err := scanChangeRequest(s.queryRow(ctx, `SELECT `+changeRequestColumns+` FROM change_requests WHERE id = ?`, id))
	return r, noRows(err)
}

// ChangeRequestsAfter lists the change requests in a state ("" for all)
// with ids above after, the first limit in the order of their ids.
func (s *Store) ChangeRequestsAfter(ctx context.Context, status string, after int64, limit int) ([]portal.ChangeRequest, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.ChangeRequest, error) { return scanChangeRequest(rows) },
		`SELECT `+changeRequestColumns+` FROM change_requests WHERE (? = '' OR status = ?) AND id > ? ORDER BY id LIMIT ?`,
		status, status, after, limit)
}

// UploadsAfter lists the uploads of a kind in a state ("" for all) with
// ids above after, the first limit in the order of their ids.
func (s *Store) UploadsAfter(ctx context.Context, kind, status string, after int64, limit int) ([]portal.ReviewUpload, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.ReviewUpload, error) { return scanUpload(rows) },
		`SELECT `+uploadColumns+` FROM review_uploads WHERE kind = ? AND (? = '' OR status = ?) AND id > ? ORDER BY id LIMIT ?`,
		kind, status, status, after, limit)
}

// ReviewedSignaturesAfter lists the contracts and agreements sent for
// review in a state ("" for every one sent: submitted, approved or
// rejected; drafts never were) with ids above after, the first limit in
// the order of their ids.
func (s *Store) ReviewedSignaturesAfter(ctx context.Context, status string, after int64, limit int) ([]portal.Signature, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.Signature, error) { return scanSignature(rows) },
		`SELECT `+signatureColumns+` FROM signatures WHERE status IN ('submitted', 'approved', 'rejected')
		AND (? = '' OR status = ?) AND id > ? ORDER BY id LIMIT ?`, status, status, after, limit)
}
