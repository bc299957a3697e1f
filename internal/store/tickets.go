package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// Support tickets (issue 32, item 3; migration 00034). The rules (limits,
// statuses, the subject) are internal/tickets'; the store keeps each
// change atomic: a ticket with its first message and attachments, a reply
// with the ticket's new status, the staff's action and the opener's
// e-mail, each in one transaction.

// ticketColumns are what scanTicket reads, in its order; the joins are
// ticketJoins'.
const ticketColumns = `t.id, t.account_id, t.opener_id, t.category, t.subject, t.status, t.diagnostics, t.assignee,
	t.created_at, t.updated_at, t.waiting_since, t.version, COALESCE(a.name, ''), COALESCE(i.login, ''), COALESCE(i.language, '')`

const ticketJoins = ` FROM support_tickets t JOIN accounts a ON a.id = t.account_id
	LEFT JOIN identities i ON i.id = t.opener_id`

func scanTicket(row interface{ Scan(...any) error }, extra ...any) (portal.Ticket, error) {
	var t portal.Ticket
	var opener, waiting sql.NullInt64
	var status, diagnostics string
	var created, updated int64
	dest := append([]any{&t.ID, &t.AccountID, &opener, &t.Category, &t.Subject, &status, &diagnostics, &t.Assignee,
		&created, &updated, &waiting, &t.Version, &t.AccountName, &t.OpenerLogin, &t.OpenerLanguage}, extra...)
	if err := row.Scan(dest...); err != nil {
		return t, err
	}
	t.OpenerID, t.Status = opener.Int64, portal.TicketStatus(status)
	t.CreatedAt, t.UpdatedAt, t.WaitingSince = msTime(created), msTime(updated), nullMs(waiting)
	t.Diagnostics = []string{}
	if diagnostics != "" {
		t.Diagnostics = strings.Split(diagnostics, "\n")
	}
	return t, nil
}

// addTicketMessage writes a message and its attachments; it returns the
// message's id.
func addTicketMessage(ctx context.Context, t tx, m portal.TicketMessage) (int64, error) {
	kind := "subscriber"
	if m.FromStaff {
		kind = "staff"
	}
	id, err := insertID(ctx, t, t.d, `INSERT INTO support_messages (ticket_id, author_kind, identity_id, staff_email, author, body, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, m.TicketID, kind, nullID(m.IdentityID), m.StaffEmail, m.Author, m.Body, m.At.UnixMilli())
	if err != nil {
		return 0, err
	}
	for _, a := range m.Attachments {
		if _, err := t.exec(ctx, `INSERT INTO support_attachments (message_id, ticket_id, name, content_type, size, file_key)
			VALUES (?, ?, ?, ?, ?, ?)`, id, m.TicketID, a.Name, a.ContentType, a.Size, a.FileKey); err != nil {
			return 0, err
		}
	}
	return id, nil
}

// CreateTicket writes the ticket (open, waiting from its creation), its
// first message (by the opener, under the account's name) and its
// attachments in one transaction. The account's row is locked first, so
// two requests at once cannot both pass the count of active tickets:
// ErrTooManyTickets when max are already open or answered. ErrNoRows when
// the account does not exist.
func (s *Store) CreateTicket(ctx context.Context, tk portal.Ticket, m portal.TicketMessage, max int) (portal.Ticket, error) {
	err := s.inTx(ctx, func(t tx) error {
		var name string
		if err := t.queryRow(ctx, `SELECT name FROM accounts WHERE id = ?`+t.d.lockRow, tk.AccountID).Scan(&name); err != nil {
			return noRows(err)
		}
		var active int
		if err := t.queryRow(ctx, `SELECT COUNT(*) FROM support_tickets WHERE account_id = ? AND status <> 'closed'`,
			tk.AccountID).Scan(&active); err != nil {
			return err
		}
		if active >= max {
			return portal.ErrTooManyTickets
		}
		at := tk.CreatedAt.UnixMilli()
		id, err := insertID(ctx, t, t.d, `INSERT INTO support_tickets (account_id, opener_id, category, subject, status, diagnostics,
			created_at, updated_at, waiting_since) VALUES (?, ?, ?, ?, 'open', ?, ?, ?, ?)`,
			tk.AccountID, nullID(tk.OpenerID), tk.Category, tk.Subject, strings.Join(tk.Diagnostics, "\n"), at, at, at)
		if err != nil {
			return err
		}
		m.TicketID, m.Author, m.At = id, name, tk.CreatedAt
		m.ID, err = addTicketMessage(ctx, t, m)
		tk.ID, tk.Status, tk.UpdatedAt, tk.WaitingSince, tk.Version, tk.AccountName = id, portal.TicketOpen, tk.CreatedAt, tk.CreatedAt, 1, name
		tk.Messages = []portal.TicketMessage{m}
		return err
	})
	return tk, err
}

// AddSubscriberMessage adds the subscriber's message (under the account's
// name) to the account's ticket, which becomes open: it waits from this
// message unless it was already waiting. ErrNoRows when the account has
// no such ticket.
func (s *Store) AddSubscriberMessage(ctx context.Context, account int64, m portal.TicketMessage) error {
	return s.inTx(ctx, func(t tx) error {
		var name string
		err := t.queryRow(ctx, `SELECT a.name FROM support_tickets t JOIN accounts a ON a.id = t.account_id
			WHERE t.id = ? AND t.account_id = ?`+t.d.lockRow, m.TicketID, account).Scan(&name)
		if err != nil {
			return noRows(err)
		}
		m.Author = name
		if _, err := addTicketMessage(ctx, t, m); err != nil {
			return err
		}
		at := m.At.UnixMilli()
		_, err = t.exec(ctx, `UPDATE support_tickets SET status = 'open', updated_at = ?, version = version + 1,
			waiting_since = CASE WHEN status = 'open' AND waiting_since IS NOT NULL THEN waiting_since ELSE ? END
			WHERE id = ?`, at, at, m.TicketID)
		return err
	})
}

// CloseTicketBySubscriber closes the account's ticket ("This is solved");
// closing a closed ticket changes nothing. ErrNoRows when the account has
// no such ticket.
func (s *Store) CloseTicketBySubscriber(ctx context.Context, account, ticket int64, at time.Time) error {
	res, err := s.exec(ctx, `UPDATE support_tickets SET status = 'closed', waiting_since = NULL, updated_at = ?, version = version + 1
		WHERE id = ? AND account_id = ? AND status <> 'closed'`, at.UnixMilli(), ticket, account)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return err
	}
	var one int
	return noRows(s.queryRow(ctx, `SELECT 1 FROM support_tickets WHERE id = ? AND account_id = ?`, ticket, account).Scan(&one))
}

// AccountTickets lists the account's tickets, most recently updated first,
// each with the staff messages identity has not read: one query, the
// count read from support_messages' index after the login's read mark.
func (s *Store) AccountTickets(ctx context.Context, account, identity int64) ([]portal.Ticket, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.Ticket, error) {
		var unread int
		t, err := scanTicket(rows, &unread)
		t.Unread = unread
		return t, err
	}, `SELECT `+ticketColumns+`,
		(SELECT COUNT(*) FROM support_messages m WHERE m.ticket_id = t.id AND m.author_kind = 'staff'
			AND m.id > COALESCE((SELECT r.message_id FROM support_reads r WHERE r.ticket_id = t.id AND r.identity_id = ?), 0))`+
		ticketJoins+` WHERE t.account_id = ? ORDER BY t.updated_at DESC, t.id DESC`, identity, account)
}

// TicketWithMessages reads a ticket of the account (account 0: of any
// account) with its conversation, oldest message first, and each
// message's attachments. ErrNoRows when there is none.
func (s *Store) TicketWithMessages(ctx context.Context, account, ticket int64) (portal.Ticket, error) {
	q := `SELECT ` + ticketColumns + ticketJoins + ` WHERE t.id = ?`
	args := []any{ticket}
	if account != 0 {
		q += ` AND t.account_id = ?`
		args = append(args, account)
	}
	tk, err := scanTicket(s.queryRow(ctx, q, args...))
	if err != nil {
		return tk, noRows(err)
	}
	msgs, err := queryAll(ctx, s, func(rows *sql.Rows) (m portal.TicketMessage, err error) {
		var kind string
		var identity sql.NullInt64
		var at int64
		err = rows.Scan(&m.ID, &kind, &identity, &m.StaffEmail, &m.Author, &m.Body, &at)
		m.TicketID, m.FromStaff, m.IdentityID, m.At = ticket, kind == "staff", identity.Int64, msTime(at)
		m.Attachments = []portal.TicketAttachment{}
		return m, err
	}, `SELECT id, author_kind, identity_id, staff_email, author, body, created_at FROM support_messages
		WHERE ticket_id = ? ORDER BY id`, ticket)
	if err != nil {
		return tk, err
	}
	atts, err := queryAll(ctx, s, scanAttachment, `SELECT id, message_id, name, content_type, size, file_key
		FROM support_attachments WHERE ticket_id = ? ORDER BY id`, ticket)
	if err != nil {
		return tk, err
	}
	byID := make(map[int64]int, len(msgs))
	for i, m := range msgs {
		byID[m.ID] = i
	}
	for _, a := range atts {
		if i, ok := byID[a.MessageID]; ok {
			msgs[i].Attachments = append(msgs[i].Attachments, a)
		}
	}
	tk.Messages = msgs
	if tk.Messages == nil {
		tk.Messages = []portal.TicketMessage{}
	}
	return tk, nil
}

func scanAttachment(rows *sql.Rows) (a portal.TicketAttachment, err error) {
	err = rows.Scan(&a.ID, &a.MessageID, &a.Name, &a.ContentType, &a.Size, &a.FileKey)
	return a, err
}

// MarkTicketRead moves identity's read mark on the ticket up to message
// (never back).
func (s *Store) MarkTicketRead(ctx context.Context, ticket, identity, message int64) error {
	_, err := s.exec(ctx, `INSERT INTO support_reads (ticket_id, identity_id, message_id) VALUES (?, ?, ?)
		ON CONFLICT (ticket_id, identity_id) DO UPDATE SET message_id = excluded.message_id
		WHERE support_reads.message_id < excluded.message_id`, ticket, identity, message)
	return err
}

// TicketAttachment reads one attachment of the ticket, itself of the
// account (account 0: of any account). ErrNoRows when there is none.
func (s *Store) TicketAttachment(ctx context.Context, account, ticket, attachment int64) (portal.TicketAttachment, error) {
	q := `SELECT f.id, f.message_id, f.name, f.content_type, f.size, f.file_key FROM support_attachments f
		JOIN support_tickets t ON t.id = f.ticket_id WHERE f.id = ? AND f.ticket_id = ?`
	args := []any{attachment, ticket}
	if account != 0 {
		q += ` AND t.account_id = ?`
		args = append(args, account)
	}
	rows, err := queryAll(ctx, s, scanAttachment, q, args...)
	if err != nil {
		return portal.TicketAttachment{}, err
	}
	if len(rows) == 0 {
		return portal.TicketAttachment{}, portal.ErrNoRows
	}
	return rows[0], nil
}

// TicketQueue lists the tickets of the console's queue: open ones oldest
// waiting first, the others most recently updated first; at most limit.
func (s *Store) TicketQueue(ctx context.Context, f portal.TicketFilter, limit int) ([]portal.Ticket, error) {
	var where []string
	var args []any
	if f.Status != "all" {
		where = append(where, `t.status = ?`)
		args = append(args, f.Status)
	}
	switch f.Assignee {
	case "":
	case "none":
		where = append(where, `t.assignee = ''`)
	default:
		where = append(where, `t.assignee = ?`)
		args = append(args, f.Assignee)
	}
	if f.Account != 0 {
		where = append(where, `t.account_id = ?`)
		args = append(args, f.Account)
	}
	q := `SELECT ` + ticketColumns + ticketJoins
	if len(where) > 0 {
		q += ` WHERE ` + strings.Join(where, ` AND `)
	}
	if f.Status == string(portal.TicketOpen) {
		q += ` ORDER BY t.waiting_since, t.id`
	} else {
		q += ` ORDER BY t.updated_at DESC, t.id DESC`
	}
	q += ` LIMIT ?`
	args = append(args, limit)
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.Ticket, error) { return scanTicket(rows) }, q, args...)
}

// WaitingTickets is when each open ticket began waiting for the provider.
func (s *Store) WaitingTickets(ctx context.Context) ([]time.Time, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (time.Time, error) {
		var at sql.NullInt64
		err := rows.Scan(&at)
		return nullMs(at), err
	}, `SELECT waiting_since FROM support_tickets WHERE status = 'open' ORDER BY waiting_since`)
}

// lockTicket reads a ticket's account, status and version, locking its
// row; ErrTicketChanged when version (not 0) is not the ticket's.
func lockTicket(ctx context.Context, t tx, ticket, version int64) (account int64, status portal.TicketStatus, opener sql.NullInt64, err error) {
	var st string
	var v int64
	err = t.queryRow(ctx, `SELECT account_id, status, version, opener_id FROM support_tickets WHERE id = ?`+t.d.lockRow, ticket).
		Scan(&account, &st, &v, &opener)
	if err != nil {
		return 0, "", opener, noRows(err)
	}
	if version != 0 && version != v {
		return 0, "", opener, portal.ErrTicketChanged
	}
	return account, portal.TicketStatus(st), opener, nil
}

// AddStaffReply adds a staff member's reply to the ticket, which becomes
// answered (closed with close), records a and writes the e-mail to the
// ticket's opener (in their language; the outbox honours their choice of
// the account category), in one transaction. ErrNoRows when there is no
// such ticket; ErrTicketChanged when version (not 0) is stale.
func (s *Store) AddStaffReply(ctx context.Context, m portal.TicketMessage, close bool, version int64, a portal.StaffAction) (portal.Ticket, error) {
	err := s.inTx(ctx, func(t tx) error {
		account, _, opener, err := lockTicket(ctx, t, m.TicketID, version)
		if err != nil {
			return err
		}
		if _, err := addTicketMessage(ctx, t, m); err != nil {
			return err
		}
		status := portal.TicketAnswered
		if close {
			status = portal.TicketClosed
		}
		if _, err := t.exec(ctx, `UPDATE support_tickets SET status = ?, waiting_since = NULL, updated_at = ?, version = version + 1
			WHERE id = ?`, string(status), m.At.UnixMilli(), m.TicketID); err != nil {
			return err
		}
		a.Account = account
		if _, err := addStaffAction(ctx, t, a); err != nil {
			return err
		}
		if !opener.Valid {
			return nil
		}
		var l portal.Identity
		err = t.queryRow(ctx, `SELECT id, login, language FROM identities WHERE id = ?`, opener.Int64).Scan(&l.ID, &l.Login, &l.Language)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		data := map[string]string{"account": itoa(account), "ticket": itoa(m.TicketID), "body": m.Body}
		if len(m.Attachments) > 0 {
			names := make([]string, len(m.Attachments))
			for i, a := range m.Attachments {
				names[i] = a.Name
			}
			data["files"] = strings.Join(names, ", ")
		}
		return notifyLogin(ctx, t, l, portal.MailSupportReply, data, m.At.UnixMilli())
	})
	if err != nil {
		return portal.Ticket{}, err
	}
	return s.TicketWithMessages(ctx, 0, m.TicketID)
}

// SetTicketStatus sets the ticket's status and records a, in one
// transaction; the same status changes (and records) nothing. An open
// ticket waits from now.
func (s *Store) SetTicketStatus(ctx context.Context, ticket int64, status portal.TicketStatus, version int64, a portal.StaffAction) (portal.Ticket, error) {
	err := s.inTx(ctx, func(t tx) error {
		account, old, _, err := lockTicket(ctx, t, ticket, version)
		if err != nil || old == status {
			return err
		}
		at := a.At.UnixMilli()
		var waiting any
		if status == portal.TicketOpen {
			waiting = at
		}
		if _, err := t.exec(ctx, `UPDATE support_tickets SET status = ?, waiting_since = ?, updated_at = ?, version = version + 1
			WHERE id = ?`, string(status), waiting, at, ticket); err != nil {
			return err
		}
		a.Account, a.Before, a.After = account, string(old), string(status)
		_, err = addStaffAction(ctx, t, a)
		return err
	})
	if err != nil {
		return portal.Ticket{}, err
	}
	return s.TicketWithMessages(ctx, 0, ticket)
}

// AssignTicket sets the ticket's assignee ("" for none) and records a, in
// one transaction; the same assignee changes (and records) nothing.
func (s *Store) AssignTicket(ctx context.Context, ticket int64, assignee string, version int64, a portal.StaffAction) (portal.Ticket, error) {
	err := s.inTx(ctx, func(t tx) error {
		account, _, _, err := lockTicket(ctx, t, ticket, version)
		if err != nil {
			return err
		}
		var old string
		if err := t.queryRow(ctx, `SELECT assignee FROM support_tickets WHERE id = ?`, ticket).Scan(&old); err != nil {
			return err
		}
		if old == assignee {
			return nil
		}
		if _, err := t.exec(ctx, `UPDATE support_tickets SET assignee = ?, version = version + 1 WHERE id = ?`, assignee, ticket); err != nil {
			return err
		}
		a.Account, a.Before, a.After = account, old, assignee
		_, err = addStaffAction(ctx, t, a)
		return err
	})
	if err != nil {
		return portal.Ticket{}, err
	}
	return s.TicketWithMessages(ctx, 0, ticket)
}

// ImportTicket writes a ticket with its conversation as given (status,
// times, authors) in one transaction, with no e-mail and no staff action:
// the demo's tickets. The messages' attachments are written with them.
func (s *Store) ImportTicket(ctx context.Context, tk portal.Ticket) (int64, error) {
	var id int64
	err := s.inTx(ctx, func(t tx) error {
		var waiting any
		if !tk.WaitingSince.IsZero() {
			waiting = tk.WaitingSince.UnixMilli()
		}
		var err error
		id, err = insertID(ctx, t, t.d, `INSERT INTO support_tickets (account_id, opener_id, category, subject, status, diagnostics,
			assignee, created_at, updated_at, waiting_since) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			tk.AccountID, nullID(tk.OpenerID), tk.Category, tk.Subject, string(tk.Status), strings.Join(tk.Diagnostics, "\n"),
			tk.Assignee, tk.CreatedAt.UnixMilli(), tk.UpdatedAt.UnixMilli(), waiting)
		if err != nil {
			return err
		}
		for _, m := range tk.Messages {
			m.TicketID = id
			if _, err := addTicketMessage(ctx, t, m); err != nil {
				return err
			}
		}
		return nil
	})
	return id, err
}
