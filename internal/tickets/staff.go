package tickets

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// The console's side of the tickets: the queue, a ticket, its
// attachments, and the staff's reply, status and assignee, each recorded
// in the staff log with the account as its subject.

// ErrNoStaff: the assignee is no staff login (or a disabled one).
var ErrNoStaff = errors.New("tickets: no such staff login")

// ErrBadFilter: a queue filter outside its values.
var ErrBadFilter = errors.New("tickets: unknown filter")

// Queue lists the tickets of the console's queue: status open (the
// default), answered, closed or all; assignee me, none or any (""); an
// account or every account. At most portal.TicketQueueLimit.
func (s *Staff) Queue(ctx context.Context, f portal.TicketFilter, me string) ([]portal.Ticket, error) {
	switch f.Status {
	case "":
		f.Status = string(portal.TicketOpen)
	case "all", string(portal.TicketOpen), string(portal.TicketAnswered), string(portal.TicketClosed):
	default:
		return nil, ErrBadFilter
	}
	switch f.Assignee {
	case "", "any":
		f.Assignee = ""
	case "none":
	case "me":
		f.Assignee = me
	default:
		return nil, ErrBadFilter
	}
	if f.Account < 0 {
		return nil, ErrBadFilter
	}
	out, err := s.st.TicketQueue(ctx, f, portal.TicketQueueLimit)
	if out == nil {
		out = []portal.Ticket{}
	}
	return out, err
}

// Waiting is when each open ticket began waiting.
func (s *Staff) Waiting(ctx context.Context) ([]time.Time, error) { return s.st.WaitingTickets(ctx) }

// Ticket reads any account's ticket; ErrNoRows when there is none.
func (s *Staff) Ticket(ctx context.Context, id int64) (portal.Ticket, error) {
	return s.st.TicketWithMessages(ctx, 0, id)
}

// Attachment reads an attachment of the ticket, with the ticket's account
// (the opening's record names it).
func (s *Staff) Attachment(ctx context.Context, ticket, attachment int64) (portal.DocumentFile, portal.TicketAttachment, int64, error) {
	a, err := s.st.TicketAttachment(ctx, 0, ticket, attachment)
	if err != nil {
		return portal.DocumentFile{}, a, 0, err
	}
	t, err := s.st.TicketWithMessages(ctx, 0, ticket)
	if err != nil {
		return portal.DocumentFile{}, a, 0, err
	}
	f, err := s.open(ctx, a)
	return f, a, t.AccountID, err
}

func actor(m portal.StaffMember) string { return "staff:" + m.Email }

func (s *Staff) action(m portal.StaffMember, action string, ticket int64, detail string) portal.StaffAction {
	return portal.StaffAction{Actor: actor(m), Action: action, Subject: fmt.Sprintf("ticket %d", ticket), Detail: detail,
		At: s.o.Clock.Time()}
}

// Reply adds the staff member's reply, signed with their display name (the
// provider's name when they have none), with its files checked as a
// subscriber's are: the ticket becomes answered, or closed with Close; its
// opener gets the e-mail.
func (s *Staff) Reply(ctx context.Context, staff portal.StaffMember, r portal.StaffReply) (portal.Ticket, error) {
	body, err := Body(r.Body, portal.MsgTicketMessageMissing)
	if err != nil {
		return portal.Ticket{}, err
	}
	var files []portal.TicketAttachment
	if len(r.Files) > 0 {
		// The files are kept under the ticket's account; a missing ticket
		// answers before any is written.
		t, err := s.st.TicketWithMessages(ctx, 0, r.Ticket)
		if err != nil {
			return portal.Ticket{}, err
		}
		if files, err = s.keep(ctx, t.AccountID, r.Files); err != nil {
			return portal.Ticket{}, err
		}
	}
	author := strings.TrimSpace(staff.Name)
	if author == "" {
		author = s.o.Branding.ProviderName
	}
	// The log says what went with the reply: its files by name, and the closing.
	var said []string
	for _, f := range files {
		said = append(said, f.Name)
	}
	if r.Close {
		said = append(said, "closed")
	}
	detail := strings.Join(said, "; ")
	a := s.action(staff, "ticket-reply", r.Ticket, detail)
	m := portal.TicketMessage{TicketID: r.Ticket, FromStaff: true, StaffEmail: staff.Email, Author: author, Body: body, At: a.At,
		Attachments: files}
	return s.st.AddStaffReply(ctx, m, r.Close, r.Version, a)
}

// SetStatus sets the ticket's status.
func (s *Staff) SetStatus(ctx context.Context, staff portal.StaffMember, ticket int64, status portal.TicketStatus, version int64) (portal.Ticket, error) {
	if !status.Valid() {
		return portal.Ticket{}, ErrBadFilter
	}
	return s.st.SetTicketStatus(ctx, ticket, status, version, s.action(staff, "ticket-status", ticket, string(status)))
}

// Assign gives the ticket to a staff login ("me": the one acting; "": no
// one). ErrNoStaff when the e-mail is no enabled staff login.
func (s *Staff) Assign(ctx context.Context, staff portal.StaffMember, ticket int64, assignee string, version int64) (portal.Ticket, error) {
	assignee = strings.ToLower(strings.TrimSpace(assignee))
	if assignee == "me" {
		assignee = staff.Email
	}
	if assignee != "" {
		m, err := s.st.StaffByEmail(ctx, assignee)
		if errors.Is(err, portal.ErrNoRows) || err == nil && m.Disabled {
			return portal.Ticket{}, ErrNoStaff
		}
		if err != nil {
			return portal.Ticket{}, err
		}
		assignee = m.Email
	}
	return s.st.AssignTicket(ctx, ticket, assignee, version, s.action(staff, "ticket-assign", ticket, assignee))
}

// StaffLogins are the enabled staff logins, for the assignee picker.
func (s *Staff) StaffLogins(ctx context.Context) ([]portal.StaffMember, error) {
	all, err := s.st.StaffMembers(ctx)
	if err != nil {
		return nil, err
	}
	out := []portal.StaffMember{}
	for _, m := range all {
		if !m.Disabled {
			out = append(out, m)
		}
	}
	return out, nil
}
