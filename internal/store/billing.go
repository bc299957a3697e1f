package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"myaccount/internal/portal"
)

// This file is the account and billing area's store (docs/billing-api.md):
// contact information and change requests, the ledger and the invoices
// printed from it, documents, payment methods, payments, hosted card
// sessions, uploads under review and the staff's actions.

// rowQuerier is the store or a transaction: reads that run in both.
type rowQuerier interface {
	queryRow(ctx context.Context, q string, args ...any) *sql.Row
}

// lockAccount serializes the writes that decide on an account's money (a
// payment against the balance, an invoice run, a staff entry) until the
// transaction ends.
func lockAccount(ctx context.Context, t tx, account int64) error {
	var id int64
	return noRows(t.queryRow(ctx, `SELECT id FROM accounts WHERE id = ?`+t.d.lockRow, account).Scan(&id))
}

// nullMs reads a nullable time column.
func nullMs(v sql.NullInt64) time.Time {
	if !v.Valid {
		return time.Time{}
	}
	return msTime(v.Int64)
}

// ---- Contact information and change requests ----

// PutContactInfo replaces an account's contact numbers and addresses
// (demo data and tests; the provider's CRM in production).
func (s *Store) PutContactInfo(ctx context.Context, account int64, c portal.ContactInfo) error {
	return s.inTx(ctx, func(t tx) error { return putContactInfo(ctx, t, account, c) })
}

// ContactInfo reads an account's contact numbers and addresses, in order.
func (s *Store) ContactInfo(ctx context.Context, account int64) (portal.ContactInfo, error) {
	var c portal.ContactInfo
	phones, err := queryAll(ctx, s, func(rows *sql.Rows) (p portal.ContactPhone, err error) {
		err = rows.Scan(&p.Description, &p.Number)
		return p, err
	}, `SELECT description, phoneno FROM account_phone_numbers WHERE account_id = ? ORDER BY position`, account)
	if err != nil {
		return c, err
	}
	emails, err := queryAll(ctx, s, func(rows *sql.Rows) (e string, err error) {
		err = rows.Scan(&e)
		return e, err
	}, `SELECT email FROM account_email_addresses WHERE account_id = ? ORDER BY position`, account)
	c.Phones, c.Emails = phones, emails
	return c, err
}

const changeRequestColumns = `id, account_id, identity_id, changes, callback, comments, status, created_at, resolved_at, resolved_by, resolution`

func scanChangeRequest(sc interface{ Scan(...any) error }) (r portal.ChangeRequest, err error) {
	var changes string
	var created int64
	var resolved sql.NullInt64
	if err = sc.Scan(&r.ID, &r.AccountID, &r.IdentityID, &changes, &r.Callback, &r.Comments, &r.Status, &created,
		&resolved, &r.ResolvedBy, &r.Resolution); err != nil {
		return r, err
	}
	r.CreatedAt, r.ResolvedAt = msTime(created), nullMs(resolved)
	err = json.Unmarshal([]byte(changes), &r.Changes)
	return r, err
}

// PendingChangeRequest is the account's request under review;
// portal.ErrNoRows when there is none.
func (s *Store) PendingChangeRequest(ctx context.Context, account int64) (portal.ChangeRequest, error) {
	r, err := scanChangeRequest(s.queryRow(ctx, `SELECT `+changeRequestColumns+` FROM change_requests
		WHERE account_id = ? AND status = 'pending'`, account))
	return r, noRows(err)
}

// AddChangeRequest stores a pending request; portal.ErrChangePending when
// the account has one already (the unique index holds it under races).
func (s *Store) AddChangeRequest(ctx context.Context, r portal.ChangeRequest) (int64, error) {
	changes, err := json.Marshal(r.Changes)
	if err != nil {
		return 0, err
	}
	types, _ := json.Marshal(r.Types())
	var id int64
	err = s.inTx(ctx, func(t tx) error {
		if err := lockAccount(ctx, t, r.AccountID); err != nil {
			return err
		}
		var pending int
		if err := t.queryRow(ctx, `SELECT COUNT(*) FROM change_requests WHERE account_id = ? AND status = 'pending'`,
			r.AccountID).Scan(&pending); err != nil {
			return err
		}
		if pending > 0 {
			return portal.ErrChangePending
		}
		id, err = insertID(ctx, t, t.d, `INSERT INTO change_requests (account_id, identity_id, types, changes, callback, comments,
			status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
			r.AccountID, r.IdentityID, string(types), string(changes), r.Callback, r.Comments, r.CreatedAt.UnixMilli())
		return err
	})
	return id, err
}

// ChangeRequests lists the requests in a state ("" for all), oldest first.
func (s *Store) ChangeRequests(ctx context.Context, status string) ([]portal.ChangeRequest, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.ChangeRequest, error) { return scanChangeRequest(rows) },
		`SELECT `+changeRequestColumns+` FROM change_requests WHERE (? = '' OR status = ?) ORDER BY created_at, id`, status, status)
}

// ResolveChangeRequest marks a pending request resolved by a staff action
// (its Detail is the resolution note), recording the action with it.
// portal.ErrNoRows when no pending request has the id.
func (s *Store) ResolveChangeRequest(ctx context.Context, id int64, a portal.StaffAction) error {
	return s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `UPDATE change_requests SET status = 'resolved', resolved_at = ?, resolved_by = ?, resolution = ?
			WHERE id = ? AND status = 'pending'`, a.At.UnixMilli(), a.Actor, a.Detail, id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(err, portal.ErrNoRows)
		}
		var asked int64
		if err := t.queryRow(ctx, `SELECT account_id, created_at FROM change_requests WHERE id = ?`, id).Scan(&a.Account, &asked); err != nil {
			return err
		}
		if _, err = addStaffAction(ctx, t, a); err != nil {
			return err
		}
		return notifyAccount(ctx, t, a.Account, portal.MailChangeRequestResolved, map[string]string{"account": itoa(a.Account),
			"request": itoa(id), "requested_at": itoa(asked), "note": a.Detail}, a.At.UnixMilli())
	})
}

// ---- The ledger ----

const ledgerColumns = `id, account_id, kind, description, amount_cents, created_at, invoice_id`

func scanLedgerEntry(sc interface{ Scan(...any) error }) (e portal.LedgerEntry, err error) {
	var desc string
	var at int64
	var invoice sql.NullInt64
	if err = sc.Scan(&e.ID, &e.AccountID, &e.Kind, &desc, &e.AmountCents, &at, &invoice); err != nil {
		return e, err
	}
	e.At, e.InvoiceID = msTime(at), invoice.Int64
	e.Description, err = readDescription(desc)
	return e, err
}

// addLedgerEntry writes one ledger row. A description is stored as its
// message in JSON, so an invoice reads in the subscriber's language.
// paymentID and staffActionID are 0 when the entry has none.
func addLedgerEntry(ctx context.Context, t tx, e portal.LedgerEntry, paymentID, staffActionID int64) (int64, error) {
	desc, err := json.Marshal(e.Description)
	if err != nil {
		return 0, err
	}
	return insertID(ctx, t, t.d, `INSERT INTO ledger_entries (account_id, kind, description, amount_cents, created_at,
		payment_id, staff_action_id) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		e.AccountID, e.Kind, string(desc), e.AmountCents, e.At.UnixMilli(), nullID(paymentID), nullID(staffActionID))
}

// addCharge records a charge (the internet and phone areas' writes).
func addCharge(ctx context.Context, t tx, accountID int64, description portal.Message, cents int64, at time.Time) error {
	_, err := addLedgerEntry(ctx, t, portal.LedgerEntry{AccountID: accountID, Kind: portal.LedgerCharge,
		Description: description, AmountCents: cents, At: at}, 0, 0)
	return err
}

// LedgerEntries lists an account's ledger, oldest first.
func (s *Store) LedgerEntries(ctx context.Context, account int64) ([]portal.LedgerEntry, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.LedgerEntry, error) { return scanLedgerEntry(rows) },
		`SELECT `+ledgerColumns+` FROM ledger_entries WHERE account_id = ? ORDER BY created_at, id`, account)
}

// Charges lists the charges on an account, oldest first.
func (s *Store) Charges(ctx context.Context, account int64) ([]portal.LedgerEntry, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.LedgerEntry, error) { return scanLedgerEntry(rows) },
		`SELECT `+ledgerColumns+` FROM ledger_entries WHERE account_id = ? AND kind = 'charge' ORDER BY created_at, id`, account)
}

// AddLedgerEntry records a staff member's charge or credit together with
// the action that posted it.
func (s *Store) AddLedgerEntry(ctx context.Context, e portal.LedgerEntry, a portal.StaffAction) (portal.LedgerEntry, error) {
	err := s.inTx(ctx, func(t tx) error {
		if err := lockAccount(ctx, t, e.AccountID); err != nil {
			return err
		}
		actionID, err := addStaffAction(ctx, t, a)
		if err != nil {
			return err
		}
		e.ID, err = addLedgerEntry(ctx, t, e, 0, actionID)
		return err
	})
	return e, err
}

// BalanceFigures sums an account's ledger and payments under way.
func (s *Store) BalanceFigures(ctx context.Context, account int64) (portal.BalanceFigures, error) {
	return balanceFigures(ctx, s, account)
}

func balanceFigures(ctx context.Context, q rowQuerier, account int64) (f portal.BalanceFigures, err error) {
	if err = q.queryRow(ctx, `SELECT
			COALESCE(SUM(CASE WHEN invoice_id IS NOT NULL THEN amount_cents END), 0),
			COALESCE(SUM(CASE WHEN invoice_id IS NULL AND kind = 'charge' THEN amount_cents END), 0),
			COALESCE(SUM(CASE WHEN invoice_id IS NULL AND kind <> 'charge' THEN amount_cents END), 0)
		FROM ledger_entries WHERE account_id = ?`, account).
		Scan(&f.InvoicedCents, &f.UnbilledChargesCents, &f.UnbilledCreditsCents); err != nil {
		return f, err
	}
	var year, month int
	var due int64
	err = q.queryRow(ctx, `SELECT id, period_year, period_month, total_cents, due_at FROM invoices WHERE account_id = ?
		ORDER BY issued_at DESC, id DESC LIMIT 1`, account).
		Scan(&f.LatestInvoiceID, &year, &month, &f.LatestTotalCents, &due)
	if err == nil {
		f.LatestPeriod, f.LatestDueAt = portal.Month{Year: year, Month: time.Month(month)}, msTime(due)
	}
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return f, err
	default:
		if err = q.queryRow(ctx, `SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries WHERE invoice_id = ? AND kind = 'charge'`,
			f.LatestInvoiceID).Scan(&f.LatestChargesCents); err != nil {
			return f, err
		}
	}
	err = q.queryRow(ctx, `SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE account_id = ? AND status = 'pending'`,
		account).Scan(&f.PendingCents)
	return f, err
}

// ---- Invoices ----

// BilledAccounts lists the accounts that receive invoices (accounts
// receivable).
func (s *Store) BilledAccounts(ctx context.Context) ([]int64, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (id int64, err error) {
		err = rows.Scan(&id)
		return id, err
	}, `SELECT account_id FROM account_services WHERE has_ar ORDER BY account_id`)
}

// MonthlyServices lists what an account pays every month: its broadband
// package and its phone packages with a fee.
func (s *Store) MonthlyServices(ctx context.Context, account int64) ([]portal.MonthlyService, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (m portal.MonthlyService, err error) {
		err = rows.Scan(&m.Kind, &m.Name, &m.NameFR, &m.FeeCents)
		return m, err
	}, `SELECT 'internet', p.description, p.description_fr, p.monthly_fee_cents FROM broadband_subscriptions b
			JOIN broadband_packages p ON p.id = b.package_id WHERE b.account_id = ? AND p.monthly_fee_cents > 0
		UNION ALL
		SELECT 'phone', p.description, COALESCE(c.name_fr, ''), p.monthly_fee_cents FROM phone_packages p
			LEFT JOIN phone_package_catalog c ON c.code = p.catalog_code WHERE p.account_id = ? AND p.monthly_fee_cents > 0
		ORDER BY 1, 2`, account, account)
}

// SetPhonePackageFee sets a phone package's monthly fee (demo data, tests).
func (s *Store) SetPhonePackageFee(ctx context.Context, pkg, cents int64) error {
	_, err := s.exec(ctx, `UPDATE phone_packages SET monthly_fee_cents = ? WHERE id = ?`, cents, pkg)
	return err
}

// IssueInvoice issues an account's invoice for a period in one
// transaction: the period's monthly charges, the invoice over every entry
// not yet billed up to run.At, its document, and the automatic payment
// run.AutoPay asks for. The period's invoice existing already is not an
// error (created false), so runs on several replicas issue it once.
func (s *Store) IssueInvoice(ctx context.Context, run portal.InvoiceRun) (portal.Invoice, bool, error) {
	var id int64
	created := false
	err := s.inTx(ctx, func(t tx) error {
		if err := lockAccount(ctx, t, run.Account); err != nil {
			return err
		}
		err := t.queryRow(ctx, `SELECT id FROM invoices WHERE account_id = ? AND period_year = ? AND period_month = ?`,
			run.Account, run.Period.Year, int(run.Period.Month)).Scan(&id)
		if err == nil {
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		for _, e := range run.Services {
			e.AccountID, e.Kind, e.At = run.Account, portal.LedgerCharge, run.At
			if _, err := addLedgerEntry(ctx, t, e, 0, 0); err != nil {
				return err
			}
		}
		var previous, lines int64
		if err := t.queryRow(ctx, `SELECT COALESCE((SELECT total_cents FROM invoices WHERE account_id = ?
			ORDER BY issued_at DESC, id DESC LIMIT 1), 0)`, run.Account).Scan(&previous); err != nil {
			return err
		}
		at := run.At.UnixMilli()
		if err := t.queryRow(ctx, `SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries
			WHERE account_id = ? AND invoice_id IS NULL AND created_at <= ?`, run.Account, at).Scan(&lines); err != nil {
			return err
		}
		billTo, err := json.Marshal(run.BillTo)
		if err != nil {
			return err
		}
		total := previous + lines
		if id, err = insertID(ctx, t, t.d, `INSERT INTO invoices (account_id, period_year, period_month, issued_at, due_at,
			previous_cents, total_cents, bill_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, run.Account, run.Period.Year,
			int(run.Period.Month), at, run.DueAt.UnixMilli(), previous, total, string(billTo)); err != nil {
			return err
		}
		if _, err := t.exec(ctx, `UPDATE ledger_entries SET invoice_id = ? WHERE account_id = ? AND invoice_id IS NULL
			AND created_at <= ?`, id, run.Account, at); err != nil {
			return err
		}
		if _, err := t.exec(ctx, `INSERT INTO documents (account_id, kind, created_at, invoice_id) VALUES (?, ?, ?, ?)`,
			run.Account, portal.DocInvoice, at, id); err != nil {
			return err
		}
		created = true
		autoPaid, err := autoPay(ctx, t, run, id, total)
		if err != nil || run.Quiet {
			return err
		}
		data := map[string]string{"account": itoa(run.Account), "invoice": itoa(id),
			"period": fmt.Sprintf("%04d-%02d", run.Period.Year, int(run.Period.Month)), "total_cents": itoa(total),
			"due": itoa(run.DueAt.UnixMilli())}
		if autoPaid {
			data["autopay"] = "yes"
		}
		return notifyAccount(ctx, t, run.Account, portal.MailInvoiceIssued, data, at)
	})
	if err != nil {
		return portal.Invoice{}, false, err
	}
	inv, err := s.Invoice(ctx, run.Account, id)
	return inv, created, err
}

// autoPay adds the automatic payment run.AutoPay asks for, from the
// account's method on file; it reports whether it added one.
func autoPay(ctx context.Context, t tx, run portal.InvoiceRun, invoice, total int64) (bool, error) {
	if run.AutoPay == nil {
		return false, nil
	}
	m, err := scanMethod(t.queryRow(ctx, `SELECT `+methodColumns+` FROM payment_methods WHERE account_id = ?`, run.Account))
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	var pending int64
	if err := t.queryRow(ctx, `SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE account_id = ? AND status = 'pending'`,
		run.Account).Scan(&pending); err != nil {
		return false, err
	}
	amount := run.AutoPay(total, pending)
	if amount <= 0 {
		return false, nil
	}
	_, err = addPayment(ctx, t, portal.Payment{AccountID: run.Account, AmountCents: amount, Method: m,
		Status: portal.PaymentPending, CreatedAt: run.At}, invoice)
	return err == nil, err
}

// Invoice reads one of an account's invoices with its lines;
// portal.ErrNoRows when the account has no such invoice.
func (s *Store) Invoice(ctx context.Context, account, id int64) (portal.Invoice, error) {
	inv := portal.Invoice{ID: id, AccountID: account}
	var year, month int
	var issued, due int64
	var billTo string
	err := s.queryRow(ctx, `SELECT period_year, period_month, issued_at, due_at, previous_cents, total_cents, bill_to
		FROM invoices WHERE id = ? AND account_id = ?`, id, account).
		Scan(&year, &month, &issued, &due, &inv.PreviousCents, &inv.TotalCents, &billTo)
	if err != nil {
		return inv, noRows(err)
	}
	inv.Period = portal.Month{Year: year, Month: time.Month(month)}
	inv.IssuedAt, inv.DueAt = msTime(issued), msTime(due)
	if err := json.Unmarshal([]byte(billTo), &inv.Account); err != nil {
		return inv, err
	}
	inv.Lines, err = queryAll(ctx, s, func(rows *sql.Rows) (portal.LedgerEntry, error) { return scanLedgerEntry(rows) },
		`SELECT `+ledgerColumns+` FROM ledger_entries WHERE invoice_id = ? ORDER BY created_at, id`, id)
	return inv, err
}

// ---- Documents ----

const documentColumns = `d.id, d.account_id, d.kind, d.created_at, d.invoice_id, COALESCE(i.period_year, 0),
	COALESCE(i.period_month, 0), d.file_key, d.thumbnail_key, d.content_type`

func scanDocument(sc interface{ Scan(...any) error }) (d portal.Document, err error) {
	var at int64
	var invoice sql.NullInt64
	var year, month int
	err = sc.Scan(&d.ID, &d.AccountID, &d.Kind, &at, &invoice, &year, &month, &d.FileKey, &d.ThumbnailKey, &d.ContentType)
	d.At, d.InvoiceID = msTime(at), invoice.Int64
	if year != 0 {
		d.Period = portal.Month{Year: year, Month: time.Month(month)}
	}
	return d, err
}

// Documents lists an account's documents, newest first.
func (s *Store) Documents(ctx context.Context, account int64) ([]portal.Document, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.Document, error) { return scanDocument(rows) },
		`SELECT `+documentColumns+` FROM documents d LEFT JOIN invoices i ON i.id = d.invoice_id
		WHERE d.account_id = ? ORDER BY d.created_at DESC, d.id DESC`, account)
}

// Document reads one of an account's documents; portal.ErrNoRows when the
// account has none with the id.
func (s *Store) Document(ctx context.Context, account, id int64) (portal.Document, error) {
	d, err := scanDocument(s.queryRow(ctx, `SELECT `+documentColumns+` FROM documents d LEFT JOIN invoices i ON i.id = d.invoice_id
		WHERE d.id = ? AND d.account_id = ?`, id, account))
	return d, noRows(err)
}

// ---- Payment methods and payments ----

const methodColumns = `account_id, type, token, last4, exp_month, exp_year, name_on_card, since`

func scanMethod(sc interface{ Scan(...any) error }) (m portal.PaymentMethod, err error) {
	var since int64
	err = sc.Scan(&m.AccountID, &m.Type, &m.Token, &m.Last4, &m.ExpMonth, &m.ExpYear, &m.NameOnCard, &since)
	m.Since = msTime(since)
	return m, err
}

// PaymentMethod reads an account's method; portal.ErrNoRows when none.
func (s *Store) PaymentMethod(ctx context.Context, account int64) (portal.PaymentMethod, error) {
	m, err := scanMethod(s.queryRow(ctx, `SELECT `+methodColumns+` FROM payment_methods WHERE account_id = ?`, account))
	return m, noRows(err)
}

// PutPaymentMethod makes m its account's method (demo data, tests).
func (s *Store) PutPaymentMethod(ctx context.Context, m portal.PaymentMethod) error {
	return s.inTx(ctx, func(t tx) error { return putMethod(ctx, t, m) })
}

func putMethod(ctx context.Context, t tx, m portal.PaymentMethod) error {
	_, err := t.exec(ctx, `INSERT INTO payment_methods (`+methodColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (account_id) DO UPDATE SET type = excluded.type, token = excluded.token, last4 = excluded.last4,
		exp_month = excluded.exp_month, exp_year = excluded.exp_year, name_on_card = excluded.name_on_card, since = excluded.since`,
		m.AccountID, m.Type, m.Token, m.Last4, m.ExpMonth, m.ExpYear, m.NameOnCard, m.Since.UnixMilli())
	return err
}

const paymentColumns = `id, account_id, COALESCE(identity_id, 0), amount_cents, method_type, method_token, method_last4,
	status, failure, created_at, settled_at`

func scanPayment(sc interface{ Scan(...any) error }) (p portal.Payment, err error) {
	var failure string
	var created int64
	var settled sql.NullInt64
	if err = sc.Scan(&p.ID, &p.AccountID, &p.IdentityID, &p.AmountCents, &p.Method.Type, &p.Method.Token, &p.Method.Last4,
		&p.Status, &failure, &created, &settled); err != nil {
		return p, err
	}
	p.Method.AccountID = p.AccountID
	p.CreatedAt, p.SettledAt = msTime(created), nullMs(settled)
	if failure != "" {
		p.Failure, err = readDescription(failure)
	}
	return p, err
}

func addPayment(ctx context.Context, t tx, p portal.Payment, invoiceID int64) (int64, error) {
	return insertID(ctx, t, t.d, `INSERT INTO payments (account_id, identity_id, amount_cents, method_type, method_token,
		method_last4, status, created_at, invoice_id) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
		p.AccountID, nullID(p.IdentityID), p.AmountCents, p.Method.Type, p.Method.Token, p.Method.Last4,
		p.CreatedAt.UnixMilli(), nullID(invoiceID))
}

// AddPayment records a pending payment if decide accepts it given the
// account's figures, read under the account's lock so that two requests
// cannot both pass against the same balance.
func (s *Store) AddPayment(ctx context.Context, p portal.Payment, decide func(portal.BalanceFigures) error) (portal.Payment, error) {
	err := s.inTx(ctx, func(t tx) error {
		if err := lockAccount(ctx, t, p.AccountID); err != nil {
			return err
		}
		f, err := balanceFigures(ctx, t, p.AccountID)
		if err != nil {
			return err
		}
		if err := decide(f); err != nil {
			return err
		}
		p.ID, err = addPayment(ctx, t, p, 0)
		return err
	})
	p.Status = portal.PaymentPending
	return p, err
}

// LastPayment reads an account's latest payment; portal.ErrNoRows when it
// has none.
func (s *Store) LastPayment(ctx context.Context, account int64) (portal.Payment, error) {
	p, err := scanPayment(s.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE account_id = ?
		ORDER BY created_at DESC, id DESC LIMIT 1`, account))
	return p, noRows(err)
}

// LastAutoPayment reads an account's latest automatic payment of an
// invoice (no login made it), with the invoice's month and the gateway's
// reason; portal.ErrNoRows when it has none.
func (s *Store) LastAutoPayment(ctx context.Context, account int64) (portal.AutoPaymentAttempt, error) {
	var a portal.AutoPaymentAttempt
	var year, month int
	var failure string
	var created int64
	var settled sql.NullInt64
	err := s.queryRow(ctx, `SELECT p.id, p.account_id, p.amount_cents, p.method_type, p.method_token, p.method_last4,
			p.status, p.failure, p.gateway_reason, p.created_at, p.settled_at, i.period_year, i.period_month
		FROM payments p JOIN invoices i ON i.id = p.invoice_id
		WHERE p.account_id = ? AND p.identity_id IS NULL ORDER BY p.created_at DESC, p.id DESC LIMIT 1`, account).
		Scan(&a.ID, &a.AccountID, &a.AmountCents, &a.Method.Type, &a.Method.Token, &a.Method.Last4, &a.Status, &failure,
			&a.Reason, &created, &settled, &year, &month)
	if err != nil {
		return a, noRows(err)
	}
	a.Method.AccountID = a.AccountID
	a.CreatedAt, a.SettledAt = msTime(created), nullMs(settled)
	a.Period = portal.Month{Year: year, Month: time.Month(month)}
	if failure != "" {
		a.Failure, err = readDescription(failure)
	}
	return a, err
}

// ClaimPayment leases the oldest pending payment whose lease has run out
// to the caller until lease. The conditional UPDATE makes the claim safe
// between workers on several replicas: one of them wins each payment.
func (s *Store) ClaimPayment(ctx context.Context, now, lease time.Time) (portal.Payment, error) {
	for range 5 {
		var id int64
		err := s.queryRow(ctx, `SELECT id FROM payments WHERE status = 'pending' AND claimed_until <= ? ORDER BY id LIMIT 1`,
			now.UnixMilli()).Scan(&id)
		if err != nil {
			return portal.Payment{}, noRows(err)
		}
		res, err := s.exec(ctx, `UPDATE payments SET claimed_until = ?, attempts = attempts + 1
			WHERE id = ? AND status = 'pending' AND claimed_until <= ?`, lease.UnixMilli(), id, now.UnixMilli())
		if err != nil {
			return portal.Payment{}, err
		}
		if n, err := res.RowsAffected(); err != nil {
			return portal.Payment{}, err
		} else if n == 1 {
			return scanPayment(s.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE id = ?`, id))
		}
	}
	return portal.Payment{}, portal.ErrNoRows
}

// RetryPayment leaves a pending payment to be claimed again from at.
func (s *Store) RetryPayment(ctx context.Context, id int64, at time.Time) error {
	_, err := s.exec(ctx, `UPDATE payments SET claimed_until = ? WHERE id = ? AND status = 'pending'`, at.UnixMilli(), id)
	return err
}

// PaymentAttempts is how many times a payment was claimed (tests).
func (s *Store) PaymentAttempts(ctx context.Context, id int64) (int, error) {
	var n int
	err := s.queryRow(ctx, `SELECT attempts FROM payments WHERE id = ?`, id).Scan(&n)
	return n, noRows(err)
}

// SettlePayment records a pending payment's outcome, and for a success its
// ledger row, in one transaction. A payment settled already is left as it
// is, and the ledger's unique payment_id keeps one row per payment.
func (s *Store) SettlePayment(ctx context.Context, id int64, o portal.PaymentOutcome, at time.Time) error {
	status := portal.PaymentFailed
	if o.Succeeded {
		status = portal.PaymentSucceeded
	}
	failure := ""
	if !o.Succeeded {
		b, err := json.Marshal(o.Failure)
		if err != nil {
			return err
		}
		failure = string(b)
	}
	return s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `UPDATE payments SET status = ?, failure = ?, gateway_transaction = ?, gateway_reason = ?,
			settled_at = ? WHERE id = ? AND status = 'pending'`, status, failure, o.TransactionID, o.Reason, at.UnixMilli(), id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		if o.Succeeded {
			if _, err := addLedgerEntry(ctx, t, o.Entry, id, 0); err != nil {
				return err
			}
		}
		if o.Quiet {
			return nil
		}
		return paymentNotice(ctx, t, id, o.Succeeded, at)
	})
}

// paymentNotice tells the outcome of a settled payment. A payment the
// subscriber made (it has their login) is answered to that login whatever
// their choices: its receipt with the new balance, or its decline. An
// automatic payment that failed is told to every login of the account
// (billing); one that succeeded sends nothing (the invoice's e-mail said
// it would be paid).
func paymentNotice(ctx context.Context, t tx, id int64, succeeded bool, at time.Time) error {
	p, err := scanPayment(t.queryRow(ctx, `SELECT `+paymentColumns+` FROM payments WHERE id = ?`, id))
	if err != nil {
		return err
	}
	data := map[string]string{"account": itoa(p.AccountID), "payment": itoa(p.ID), "amount_cents": itoa(p.AmountCents),
		"method_type": p.Method.Type, "last4": p.Method.Last4, "at": itoa(at.UnixMilli())}
	now := at.UnixMilli()
	if p.IdentityID == 0 {
		if succeeded {
			return nil
		}
		return notifyAccount(ctx, t, p.AccountID, portal.MailAutoPaymentFailed, data, now)
	}
	var l portal.Identity
	err = t.queryRow(ctx, `SELECT id, login, language FROM identities WHERE id = ? AND NOT disabled`, p.IdentityID).
		Scan(&l.ID, &l.Login, &l.Language)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // the login was disabled or removed meanwhile
	}
	if err != nil {
		return err
	}
	if !succeeded {
		return notifyLogin(ctx, t, l, portal.MailPaymentDeclined, data, now)
	}
	f, err := balanceFigures(ctx, t, p.AccountID)
	if err != nil {
		return err
	}
	data["balance_cents"] = itoa(f.InvoicedCents + f.UnbilledCreditsCents)
	return notifyLogin(ctx, t, l, portal.MailPaymentReceived, data, now)
}

// ---- Hosted card sessions ----

// AddCardSession records an opened hosted card session.
func (s *Store) AddCardSession(ctx context.Context, c portal.CardSession) (int64, error) {
	return s.insert(ctx, `INSERT INTO card_sessions (account_id, identity_id, token_hash, name_on_card,
		created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`, c.AccountID, c.IdentityID, c.TokenHash, c.NameOnCard,
		c.CreatedAt.UnixMilli(), c.ExpiresAt.UnixMilli())
}

// SetCardSessionToken records the hash of the gateway's session token.
func (s *Store) SetCardSessionToken(ctx context.Context, id int64, tokenHash string) error {
	_, err := s.exec(ctx, `UPDATE card_sessions SET token_hash = ? WHERE id = ?`, tokenHash, id)
	return err
}

// CardSession reads one of an account's card sessions; portal.ErrNoRows
// when the account has none with the id.
func (s *Store) CardSession(ctx context.Context, account, id int64) (portal.CardSession, error) {
	var c portal.CardSession
	var created, expires int64
	var completed sql.NullInt64
	err := s.queryRow(ctx, `SELECT id, account_id, identity_id, token_hash, name_on_card, created_at, expires_at, completed_at
		FROM card_sessions WHERE id = ? AND account_id = ?`, id, account).
		Scan(&c.ID, &c.AccountID, &c.IdentityID, &c.TokenHash, &c.NameOnCard, &created, &expires, &completed)
	c.CreatedAt, c.ExpiresAt, c.CompletedAt = msTime(created), msTime(expires), nullMs(completed)
	return c, noRows(err)
}

// CompleteCardSession uses a card session once and makes m the account's
// method in the same transaction; portal.ErrCardSessionUsed on a replay.
func (s *Store) CompleteCardSession(ctx context.Context, account, id int64, m portal.PaymentMethod, at time.Time) error {
	return s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `UPDATE card_sessions SET completed_at = ? WHERE id = ? AND account_id = ? AND completed_at IS NULL`,
			at.UnixMilli(), id, account)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return portal.ErrCardSessionUsed
		}
		return putMethod(ctx, t, m)
	})
}

// ---- Uploads under review ----

const uploadColumns = `id, account_id, identity_id, kind, document_id, sha256, status, created_at, decided_at, decided_by, reason`

func scanUpload(sc interface{ Scan(...any) error }) (u portal.ReviewUpload, err error) {
	var created int64
	var decided sql.NullInt64
	err = sc.Scan(&u.ID, &u.AccountID, &u.IdentityID, &u.Kind, &u.DocumentID, &u.SHA256, &u.Status, &created, &decided,
		&u.DecidedBy, &u.Reason)
	u.CreatedAt, u.DecidedAt = msTime(created), nullMs(decided)
	return u, err
}

// AddReviewUpload stores an uploaded photo's document and review row in
// one transaction. The same photo pending already is not stored again
// (created false); portal.ErrTooManyPending when MaxPendingUploads of its
// kind wait for review.
func (s *Store) AddReviewUpload(ctx context.Context, u portal.ReviewUpload, doc portal.Document) (bool, error) {
	created := false
	err := s.inTx(ctx, func(t tx) error {
		if err := lockAccount(ctx, t, u.AccountID); err != nil {
			return err
		}
		var same, pending int
		if err := t.queryRow(ctx, `SELECT COALESCE(SUM(CASE WHEN sha256 = ? THEN 1 ELSE 0 END), 0), COUNT(*) FROM review_uploads
			WHERE account_id = ? AND kind = ? AND status = 'pending'`, u.SHA256, u.AccountID, u.Kind).Scan(&same, &pending); err != nil {
			return err
		}
		if same > 0 {
			return nil
		}
		if pending >= portal.MaxPendingUploads {
			return portal.ErrTooManyPending
		}
		docID, err := insertID(ctx, t, t.d, `INSERT INTO documents (account_id, kind, created_at, file_key, thumbnail_key, content_type)
			VALUES (?, ?, ?, ?, ?, ?)`, u.AccountID, doc.Kind, u.CreatedAt.UnixMilli(), doc.FileKey, doc.ThumbnailKey, doc.ContentType)
		if err != nil {
			return err
		}
		if _, err := t.exec(ctx, `INSERT INTO review_uploads (account_id, identity_id, kind, document_id, sha256, status, created_at)
			VALUES (?, ?, ?, ?, ?, 'pending', ?)`, u.AccountID, u.IdentityID, u.Kind, docID, u.SHA256, u.CreatedAt.UnixMilli()); err != nil {
			return err
		}
		created = true
		return nil
	})
	return created, err
}

// ReviewUploads lists an account's uploads of a kind, newest first.
func (s *Store) ReviewUploads(ctx context.Context, account int64, kind string) ([]portal.ReviewUpload, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.ReviewUpload, error) { return scanUpload(rows) },
		`SELECT `+uploadColumns+` FROM review_uploads WHERE account_id = ? AND kind = ? ORDER BY created_at DESC, id DESC`, account, kind)
}

// UploadsByStatus lists every account's uploads of a kind in a state
// ("" for all), oldest first: the staff's review queue.
func (s *Store) UploadsByStatus(ctx context.Context, kind, status string) ([]portal.ReviewUpload, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.ReviewUpload, error) { return scanUpload(rows) },
		`SELECT `+uploadColumns+` FROM review_uploads WHERE kind = ? AND (? = '' OR status = ?) ORDER BY created_at, id`,
		kind, status, status)
}

// DecideUpload approves or rejects a pending upload with the staff action
// that decided it. Approving with a method makes it the account's method
// and supersedes the account's other pending uploads of the kind.
// portal.ErrNoRows when no upload has the id, portal.ErrUploadDecided when
// it is not pending.
func (s *Store) DecideUpload(ctx context.Context, id int64, status, reason string, method *portal.PaymentMethod, a portal.StaffAction) (portal.ReviewUpload, error) {
	var u portal.ReviewUpload
	err := s.inTx(ctx, func(t tx) error {
		var err error
		if u, err = scanUpload(t.queryRow(ctx, `SELECT `+uploadColumns+` FROM review_uploads WHERE id = ?`+t.d.lockRow, id)); err != nil {
			return noRows(err)
		}
		if u.Status != portal.UploadPending {
			return portal.ErrUploadDecided
		}
		if _, err := t.exec(ctx, `UPDATE review_uploads SET status = ?, decided_at = ?, decided_by = ?, reason = ? WHERE id = ?`,
			status, a.At.UnixMilli(), a.Actor, reason, id); err != nil {
			return err
		}
		u.Status, u.DecidedAt, u.DecidedBy, u.Reason = status, a.At, a.Actor, reason
		if status == portal.UploadApproved && method != nil {
			m := *method
			m.AccountID = u.AccountID
			if err := putMethod(ctx, t, m); err != nil {
				return err
			}
			if _, err := t.exec(ctx, `UPDATE review_uploads SET status = 'superseded', decided_at = ?, decided_by = ?
				WHERE account_id = ? AND kind = ? AND status = 'pending'`, a.At.UnixMilli(), a.Actor, u.AccountID, u.Kind); err != nil {
				return err
			}
		}
		a.Account = u.AccountID
		if _, err = addStaffAction(ctx, t, a); err != nil {
			return err
		}
		return documentNotice(ctx, t, u.AccountID, u.Kind, status, reason, a.At)
	})
	return u, err
}

// documentNotice tells every login of the account the staff's decision on
// a document it sent (a void cheque, an identity document, a contract or
// an agreement), with the reason of a rejection.
func documentNotice(ctx context.Context, t tx, account int64, kind, status, reason string, at time.Time) error {
	return notifyAccount(ctx, t, account, portal.MailDocumentReviewed, map[string]string{"account": itoa(account),
		"document": kind, "status": status, "reason": reason}, at.UnixMilli())
}

// ---- Staff actions ----

func addStaffAction(ctx context.Context, t tx, a portal.StaffAction) (int64, error) {
	if a.Address == "" {
		a.Address = portal.ActionAddress(ctx)
	}
	return insertID(ctx, t, t.d, `INSERT INTO staff_actions (actor, action, account_id, subject, detail, at, address, before_value, after_value)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		a.Actor, a.Action, nullID(a.Account), a.Subject, a.Detail, a.At.UnixMilli(), a.Address, a.Before, a.After)
}

// AddStaffAction records an action of the provider's staff.
func (s *Store) AddStaffAction(ctx context.Context, a portal.StaffAction) error {
	return s.inTx(ctx, func(t tx) error {
		_, err := addStaffAction(ctx, t, a)
		return err
	})
}

// StaffActions lists the staff's actions on an account (0: on every
// account), newest first.
func (s *Store) StaffActions(ctx context.Context, account int64) ([]portal.StaffAction, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (a portal.StaffAction, err error) {
		var at int64
		var acc sql.NullInt64
		err = rows.Scan(&a.ID, &a.Actor, &a.Action, &acc, &a.Subject, &a.Detail, &at)
		a.Account, a.At = acc.Int64, msTime(at)
		return a, err
	}, `SELECT id, actor, action, account_id, subject, detail, at FROM staff_actions
		WHERE (? = 0 OR account_id = ?) ORDER BY at DESC, id DESC`, account, account)
}
