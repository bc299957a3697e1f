package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"myaccount/internal/portal"
)

// This file is the onboarding area's store (docs/onboarding-api.md):
// signings of the contract and of agreements, the staff's decisions on
// them and on identity photos, the re-sign and pre-install flags they
// change. Identity photos themselves are review uploads (billing.go).

// ReviewUpload reads one upload by its id; portal.ErrNoRows when none.
func (s *Store) ReviewUpload(ctx context.Context, id int64) (portal.ReviewUpload, error) {
	u, err := scanUpload(s.queryRow(ctx, `SELECT `+uploadColumns+` FROM review_uploads WHERE id = ?`, id))
	return u, noRows(err)
}

// ClearResign ends the account's re-sign when it is of resignType,
// recording the staff action with it; false when there was none.
func (s *Store) ClearResign(ctx context.Context, account int64, resignType string, a portal.StaffAction) (bool, error) {
	cleared := false
	err := s.inTx(ctx, func(t tx) error {
		var err error
		if cleared, err = clearResign(ctx, t, account, resignType); err != nil || !cleared {
			return err
		}
		a.Account = account
		_, err = addStaffAction(ctx, t, a)
		return err
	})
	return cleared, err
}

func clearResign(ctx context.Context, t tx, account int64, resignType string) (bool, error) {
	res, err := t.exec(ctx, `UPDATE contract_status SET resign = ?, resign_type = '' WHERE account_id = ? AND resign = ? AND resign_type = ?`,
		false, account, true, resignType)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

const signatureColumns = `id, account_id, identity_id, kind, agreement_type, version, temp_id, term, signer_name, company_name,
	status, file_key, thumbnail_key, pdf_sha256, content_sha256, document_id, signed_at, client_ip, login, submitted_at,
	decided_at, decided_by, reason`

func scanSignature(sc interface{ Scan(...any) error }) (g portal.Signature, err error) {
	var doc, submitted, decided sql.NullInt64
	var signed int64
	err = sc.Scan(&g.ID, &g.AccountID, &g.IdentityID, &g.Kind, &g.AgreementType, &g.Version, &g.TempID, &g.Term,
		&g.SignerName, &g.CompanyName, &g.Status, &g.FileKey, &g.ThumbnailKey, &g.PDFSHA256, &g.ContentSHA256, &doc,
		&signed, &g.ClientIP, &g.Login, &submitted, &decided, &g.DecidedBy, &g.Reason)
	g.DocumentID, g.SignedAt, g.SubmittedAt, g.DecidedAt = doc.Int64, msTime(signed), nullMs(submitted), nullMs(decided)
	return g, err
}

// AddSignature stores a signed draft. The account's draft of the kind, if
// any, is replaced (kept, status replaced); portal.ErrSignatureWaiting when
// one of the kind was submitted and waits for review. The unique indexes
// hold under races.
func (s *Store) AddSignature(ctx context.Context, g portal.Signature) (int64, error) {
	var id int64
	err := s.inTx(ctx, func(t tx) error {
		if err := lockAccount(ctx, t, g.AccountID); err != nil {
			return err
		}
		var waiting int
		if err := t.queryRow(ctx, `SELECT COUNT(*) FROM signatures WHERE account_id = ? AND kind = ? AND status = 'submitted'`,
			g.AccountID, g.Kind).Scan(&waiting); err != nil {
			return err
		}
		if waiting > 0 {
			return portal.ErrSignatureWaiting
		}
		if _, err := t.exec(ctx, `UPDATE signatures SET status = 'replaced' WHERE account_id = ? AND kind = ? AND status = 'draft'`,
			g.AccountID, g.Kind); err != nil {
			return err
		}
		var err error
		id, err = insertID(ctx, t, t.d, `INSERT INTO signatures (account_id, identity_id, kind, agreement_type, version, temp_id,
			term, signer_name, company_name, status, file_key, thumbnail_key, pdf_sha256, content_sha256, signed_at, client_ip, login)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?, ?)`,
			g.AccountID, g.IdentityID, g.Kind, g.AgreementType, g.Version, g.TempID, g.Term, g.SignerName, g.CompanyName,
			g.FileKey, g.ThumbnailKey, g.PDFSHA256, g.ContentSHA256, g.SignedAt.UnixMilli(), g.ClientIP, g.Login)
		return err
	})
	return id, err
}

// Signature reads one of the account's signatures by its temp id;
// portal.ErrNoRows when the account has none with it (another account's
// temp id reads like a missing one).
func (s *Store) Signature(ctx context.Context, account int64, tempID string) (portal.Signature, error) {
	g, err := scanSignature(s.queryRow(ctx, `SELECT `+signatureColumns+` FROM signatures WHERE temp_id = ? AND account_id = ?`,
		tempID, account))
	return g, noRows(err)
}

// SignatureByID reads a signature by its id (the staff's handle).
func (s *Store) SignatureByID(ctx context.Context, id int64) (portal.Signature, error) {
	g, err := scanSignature(s.queryRow(ctx, `SELECT `+signatureColumns+` FROM signatures WHERE id = ?`, id))
	return g, noRows(err)
}

// Signatures lists the account's signatures, newest first.
func (s *Store) Signatures(ctx context.Context, account int64) ([]portal.Signature, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.Signature, error) { return scanSignature(rows) },
		`SELECT `+signatureColumns+` FROM signatures WHERE account_id = ? ORDER BY signed_at DESC, id DESC`, account)
}

// SignaturesByStatus lists every account's signatures in a state ("" for
// all), oldest first: the staff's review queue.
func (s *Store) SignaturesByStatus(ctx context.Context, status string) ([]portal.Signature, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.Signature, error) { return scanSignature(rows) },
		`SELECT `+signatureColumns+` FROM signatures WHERE (? = '' OR status = ?) ORDER BY signed_at, id`, status, status)
}

// SubmitSignature sends the account's draft for review in one
// transaction: its PDF becomes one of the account's documents (doc: kind,
// preview key, content type) and it is submitted. portal.ErrNoRows when
// the account has no signature with the temp id; portal.ErrSignatureSent
// when it is not a draft (sent already, or replaced).
func (s *Store) SubmitSignature(ctx context.Context, account int64, tempID string, doc portal.Document, at time.Time) (portal.Signature, error) {
	var g portal.Signature
	err := s.inTx(ctx, func(t tx) error {
		if err := lockAccount(ctx, t, account); err != nil {
			return err
		}
		var err error
		g, err = scanSignature(t.queryRow(ctx, `SELECT `+signatureColumns+` FROM signatures WHERE temp_id = ? AND account_id = ?`+t.d.lockRow,
			tempID, account))
		if err != nil {
			return noRows(err)
		}
		if g.Status != portal.SignatureDraft {
			return portal.ErrSignatureSent
		}
		docID, err := insertID(ctx, t, t.d, `INSERT INTO documents (account_id, kind, created_at, file_key, thumbnail_key, content_type)
			VALUES (?, ?, ?, ?, ?, ?)`, account, doc.Kind, at.UnixMilli(), g.FileKey, g.ThumbnailKey, doc.ContentType)
		if err != nil {
			return err
		}
		if _, err := t.exec(ctx, `UPDATE signatures SET status = 'submitted', document_id = ?, submitted_at = ? WHERE id = ?`,
			docID, at.UnixMilli(), g.ID); err != nil {
			return err
		}
		g.Status, g.DocumentID = portal.SignatureSubmitted, docID
		g.SubmittedAt = at
		return nil
	})
	return g, err
}

// DecideSignature approves or rejects a submitted signature with the staff
// action, in one transaction with what follows from an approval: a
// contract goes on file and its new name (a name change, ONB-033) becomes
// the account's; the re-sign it answers (a contract type for a contract,
// the agreement's own type for an agreement) ends. portal.ErrNoRows when
// no signature has the id; portal.ErrSignatureDecided when it is not
// waiting for review.
func (s *Store) DecideSignature(ctx context.Context, d portal.SignatureDecision) (portal.Signature, error) {
	var g portal.Signature
	err := s.inTx(ctx, func(t tx) error {
		var err error
		if g, err = scanSignature(t.queryRow(ctx, `SELECT `+signatureColumns+` FROM signatures WHERE id = ?`+t.d.lockRow, d.ID)); err != nil {
			return noRows(err)
		}
		if g.Status != portal.SignatureSubmitted {
			return portal.ErrSignatureDecided
		}
		a := d.Action
		if _, err := t.exec(ctx, `UPDATE signatures SET status = ?, decided_at = ?, decided_by = ?, reason = ? WHERE id = ?`,
			d.Status, a.At.UnixMilli(), a.Actor, d.Reason, g.ID); err != nil {
			return err
		}
		g.Status, g.DecidedAt, g.DecidedBy, g.Reason = d.Status, a.At, a.Actor, d.Reason
		if d.Status == portal.SignatureApproved {
			if err := approveEffects(ctx, t, g); err != nil {
				return err
			}
		}
		a.Account = g.AccountID
		if _, err = addStaffAction(ctx, t, a); err != nil {
			return err
		}
		return documentNotice(ctx, t, g.AccountID, g.Kind, d.Status, d.Reason, a.At)
	})
	return g, err
}

func approveEffects(ctx context.Context, t tx, g portal.Signature) error {
	var resign bool
	var resignType string
	err := t.queryRow(ctx, `SELECT resign, resign_type FROM contract_status WHERE account_id = ?`, g.AccountID).Scan(&resign, &resignType)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	err = nil
	if g.Kind == portal.SignAgreement {
		if resign && resignType == g.AgreementType {
			_, err = clearResign(ctx, t, g.AccountID, resignType)
		}
		return err
	}
	if _, err := t.exec(ctx, `INSERT INTO contract_status (account_id, resign, resign_type, on_file) VALUES (?, ?, '', ?)
		ON CONFLICT (account_id) DO UPDATE SET on_file = excluded.on_file`, g.AccountID, false, true); err != nil {
		return err
	}
	if resign && portal.IsContractResign(resignType) {
		if _, err := clearResign(ctx, t, g.AccountID, resignType); err != nil {
			return err
		}
	}
	switch {
	case g.CompanyName != "":
		_, err = t.exec(ctx, `UPDATE accounts SET name = ? WHERE id = ?`, g.CompanyName, g.AccountID)
	case g.SignerName != "":
		_, err = t.exec(ctx, `UPDATE accounts SET name = ? WHERE id = ?`, g.SignerName, g.AccountID)
	}
	return err
}

// LeavePreinstall takes the account out of pre-install into accounts
// receivable (it is invoiced from now on, and its menu keeps Billing, where
// the method it set up is), recording the action; false when it was not in
// pre-install.
func (s *Store) LeavePreinstall(ctx context.Context, account int64, a portal.StaffAction) (bool, error) {
	left := false
	err := s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `UPDATE account_services SET has_preinstall = ?, has_ar = ? WHERE account_id = ? AND has_preinstall = ?`,
			false, true, account, true)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		left = true
		a.Account = account
		_, err = addStaffAction(ctx, t, a)
		return err
	})
	return left, err
}
