package console

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"strconv"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/tickets"
	"myaccount/internal/uploads"
)

// The support tickets section (issue 32, item 3; docs/support-api.md):
// the queue, a ticket's conversation, its attachments, and the staff's
// reply, status and assignee, through the same service as the
// subscriber's door (internal/tickets). Each write is a staff action with
// the account as its subject; each attachment opened is recorded.

var (
	errNoTicket     = fail(http.StatusNotFound, "not-found", "no such ticket")
	errTicketChange = fail(http.StatusConflict, "changed", "this ticket changed meanwhile: read it again")
	errNoSuchStaff  = fail(http.StatusBadRequest, "no-such-staff", "no such staff login")
	errBadFilter    = fail(http.StatusBadRequest, "bad-filter", "unknown filter value")
)

// ticketRoutes registers the tickets section's calls under /staff/api/.
func (h *handler) ticketRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /staff/api/tickets", h.signedIn(PermTickets, h.ticketQueue))
	mux.HandleFunc("GET /staff/api/tickets/{id}", h.signedIn(PermTickets, h.ticket))
	mux.HandleFunc("GET /staff/api/tickets/{id}/attachments/{aid}", h.signedIn(PermTickets, h.ticketAttachment))
	mux.HandleFunc("POST /staff/api/tickets/{id}/replies", h.signedIn(PermTickets, h.ticketReply))
	mux.HandleFunc("POST /staff/api/tickets/{id}/status", h.signedIn(PermTickets, h.ticketStatus))
	mux.HandleFunc("POST /staff/api/tickets/{id}/assignee", h.signedIn(PermTickets, h.ticketAssignee))
	mux.HandleFunc("GET /staff/api/staff-logins", h.signedIn(PermTickets, h.staffLogins))
}

type ticketItem struct {
	ID           int64      `json:"id"`
	Account      int64      `json:"account"`
	Name         string     `json:"name"`
	Category     string     `json:"category"`
	Subject      string     `json:"subject"`
	Status       string     `json:"status"`
	Assignee     *string    `json:"assignee"`
	Created      time.Time  `json:"created"`
	Updated      time.Time  `json:"updated"`
	WaitingSince *time.Time `json:"waiting_since"`
	Version      int64      `json:"version"`
}

type ticketAttachmentItem struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Type string `json:"type"`
	Size int64  `json:"size"`
}

type ticketMessageItem struct {
	ID          int64                  `json:"id"`
	From        string                 `json:"from"` // subscriber or staff
	Author      string                 `json:"author"`
	Body        string                 `json:"body"`
	At          time.Time              `json:"at"`
	Attachments []ticketAttachmentItem `json:"attachments"`
}

type ticketDetail struct {
	ticketItem
	LoginEmail  *string             `json:"login_email"`
	Language    string              `json:"language"`
	Diagnostics []string            `json:"diagnostics"`
	Messages    []ticketMessageItem `json:"messages"`
}

func optString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func newTicketItem(t portal.Ticket) ticketItem {
	return ticketItem{ID: t.ID, Account: t.AccountID, Name: t.AccountName, Category: t.Category, Subject: t.Subject,
		Status: string(t.Status), Assignee: optString(t.Assignee), Created: t.CreatedAt.UTC(), Updated: t.UpdatedAt.UTC(),
		WaitingSince: timePtr(t.WaitingSince), Version: t.Version}
}

func newTicketDetail(t portal.Ticket) ticketDetail {
	d := ticketDetail{ticketItem: newTicketItem(t), LoginEmail: optString(t.OpenerLogin), Language: t.OpenerLanguage,
		Diagnostics: t.Diagnostics, Messages: []ticketMessageItem{}}
	if d.Language == "" {
		d.Language = "en"
	}
	if d.Diagnostics == nil {
		d.Diagnostics = []string{}
	}
	for _, m := range t.Messages {
		item := ticketMessageItem{ID: m.ID, From: "subscriber", Author: m.Author, Body: m.Body, At: m.At.UTC(),
			Attachments: []ticketAttachmentItem{}}
		if m.FromStaff {
			item.From = "staff"
		}
		for _, a := range m.Attachments {
			item.Attachments = append(item.Attachments, ticketAttachmentItem{ID: a.ID, Name: a.Name, Type: a.ContentType, Size: a.Size})
		}
		d.Messages = append(d.Messages, item)
	}
	return d
}

// ticketsService is the tickets' service, or nil (answered 404) when the
// console runs without the portal's services.
func (h *handler) ticketsService(w http.ResponseWriter, r *http.Request) portal.TicketsStaff {
	if h.c.Services.TicketsStaff == nil {
		h.fail(w, r, fail(http.StatusNotFound, "not-found", "support tickets are not set up"))
	}
	return h.c.Services.TicketsStaff
}

// ticketFail answers the tickets' refusals as the console's.
func (h *handler) ticketFail(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, portal.ErrNoRows):
		err = errNoTicket
	case errors.Is(err, portal.ErrTicketChanged):
		err = errTicketChange
	case errors.Is(err, tickets.ErrNoStaff):
		err = errNoSuchStaff
	case errors.Is(err, tickets.ErrBadFilter):
		err = errBadFilter
	}
	h.fail(w, r, err)
}

// ticketTarget is the tickets' service and the path's ticket {id}; false
// when either is missing, which it has answered.
func (h *handler) ticketTarget(w http.ResponseWriter, r *http.Request) (portal.TicketsStaff, int64, bool) {
	svc := h.ticketsService(w, r)
	if svc == nil {
		return nil, 0, false
	}
	id, err := pathTicket(r, "id")
	if err != nil {
		h.fail(w, r, err)
		return nil, 0, false
	}
	return svc, id, true
}

func pathTicket(r *http.Request, name string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id <= 0 {
		return 0, errNoTicket
	}
	return id, nil
}

// ticketQueue lists the tickets by status, assignee and account.
func (h *handler) ticketQueue(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	svc := h.ticketsService(w, r)
	if svc == nil {
		return
	}
	q := r.URL.Query()
	f := portal.TicketFilter{Status: q.Get("status"), Assignee: q.Get("assignee")}
	if raw := q.Get("account"); raw != "" {
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || n <= 0 {
			h.fail(w, r, errBadFilter)
			return
		}
		f.Account = n
	}
	list, err := svc.Queue(r.Context(), f, m.Email)
	if err != nil {
		h.ticketFail(w, r, err)
		return
	}
	out := make([]ticketItem, 0, len(list))
	for _, t := range list {
		out = append(out, newTicketItem(t))
	}
	h.ok(w, map[string]any{"tickets": out})
}

func (h *handler) ticket(w http.ResponseWriter, r *http.Request, _ portal.StaffMember) {
	svc, id, ok := h.ticketTarget(w, r)
	if !ok {
		return
	}
	t, err := svc.Ticket(r.Context(), id)
	if err != nil {
		h.ticketFail(w, r, err)
		return
	}
	h.ok(w, newTicketDetail(t))
}

// ticketAttachment serves an attachment's file and records the opening.
func (h *handler) ticketAttachment(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	svc, id, ok := h.ticketTarget(w, r)
	if !ok {
		return
	}
	aid, err := pathTicket(r, "aid")
	if err != nil {
		h.fail(w, r, err)
		return
	}
	f, _, account, err := svc.Attachment(r.Context(), id, aid)
	if errors.Is(err, portal.ErrNotFound) {
		err = errNoTicket
	}
	if err != nil {
		h.ticketFail(w, r, err)
		return
	}
	if err := h.record(r.Context(), m, "opened-file", account, fmt.Sprintf("ticket %d attachment %d", id, aid), f.Name); err != nil {
		h.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", f.ContentType)
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; sandbox")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", f.Name))
	_, _ = w.Write(f.Data)
}

// ticketWrite is a change to ticket {id}: it decodes the body into In,
// runs the change and answers the ticket as it is after it (and message,
// when there is one).
func ticketWrite[In any](message string, change func(ctx context.Context, svc portal.TicketsStaff, m portal.StaffMember, id int64, in In) (portal.Ticket, error)) func(*handler, http.ResponseWriter, *http.Request, portal.StaffMember) {
	return ticketWriteOf(message, func(_ http.ResponseWriter, r *http.Request) (in In, err error) { return in, decode(r, &in) }, change)
}

// ticketWriteOf is ticketWrite with the request's body read by read.
func ticketWriteOf[In any](message string, read func(http.ResponseWriter, *http.Request) (In, error),
	change func(ctx context.Context, svc portal.TicketsStaff, m portal.StaffMember, id int64, in In) (portal.Ticket, error)) func(*handler, http.ResponseWriter, *http.Request, portal.StaffMember) {
	return func(h *handler, w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
		svc, id, ok := h.ticketTarget(w, r)
		if !ok {
			return
		}
		in, err := read(w, r)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		t, err := change(r.Context(), svc, m, id, in)
		if err != nil {
			h.ticketFail(w, r, err)
			return
		}
		out := map[string]any{"ticket": newTicketDetail(t)}
		if message != "" {
			out["message"] = message
		}
		h.ok(w, out)
	}
}

// ticketReply answers the subscriber (close: and closes the ticket): a
// JSON body, or with files a multipart form of the same fields and up to
// TicketMaxAttachments `file` parts.
func (h *handler) ticketReply(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	ticketWriteOf("Reply sent.", readStaffReply, func(ctx context.Context, svc portal.TicketsStaff, m portal.StaffMember, id int64, in portal.StaffReply) (portal.Ticket, error) {
		in.Ticket = id
		return svc.Reply(ctx, m, in)
	})(h, w, r, m)
}

// readStaffReply reads a reply's body, close and version, and its files.
func readStaffReply(w http.ResponseWriter, r *http.Request) (portal.StaffReply, error) {
	media, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if media != "multipart/form-data" {
		var in struct {
			Body    string `json:"body"`
			Close   bool   `json:"close"`
			Version int64  `json:"version"`
		}
		err := decode(r, &in)
		return portal.StaffReply{Body: in.Body, Close: in.Close, Version: in.Version}, err
	}
	up, err := uploads.Read(w, r, portal.TicketMaxAttachments)
	if err != nil {
		return portal.StaffReply{}, err
	}
	in := portal.StaffReply{Body: up.Fields["body"], Close: up.Fields["close"] == "true"}
	if v := up.Fields["version"]; v != "" {
		if in.Version, err = strconv.ParseInt(v, 10, 64); err != nil || in.Version < 0 {
			return in, fail(http.StatusBadRequest, "bad-request", "the version is a whole number")
		}
	}
	for _, f := range up.Files {
		in.Files = append(in.Files, portal.TicketFile{Name: f.Name, Data: f.Data})
	}
	return in, nil
}

// ticketStatus sets the ticket's status.
func (h *handler) ticketStatus(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	type status struct {
		Status  string `json:"status"`
		Version int64  `json:"version"`
	}
	ticketWrite("", func(ctx context.Context, svc portal.TicketsStaff, m portal.StaffMember, id int64, in status) (portal.Ticket, error) {
		t, err := svc.SetStatus(ctx, m, id, portal.TicketStatus(in.Status), in.Version)
		if errors.Is(err, tickets.ErrBadFilter) {
			err = fail(http.StatusBadRequest, "bad-status", "the status is open, answered or closed")
		}
		return t, err
	})(h, w, r, m)
}

// ticketAssignee assigns the ticket to a staff login, or to nobody (null).
func (h *handler) ticketAssignee(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	type assignee struct {
		Assignee *string `json:"assignee"`
		Version  int64   `json:"version"`
	}
	ticketWrite("", func(ctx context.Context, svc portal.TicketsStaff, m portal.StaffMember, id int64, in assignee) (portal.Ticket, error) {
		to := ""
		if in.Assignee != nil {
			to = *in.Assignee
		}
		return svc.Assign(ctx, m, id, to, in.Version)
	})(h, w, r, m)
}

// staffLogins lists the enabled staff logins for the assignee picker.
func (h *handler) staffLogins(w http.ResponseWriter, r *http.Request, _ portal.StaffMember) {
	svc := h.ticketsService(w, r)
	if svc == nil {
		return
	}
	all, err := svc.StaffLogins(r.Context())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	type login struct {
		Email string `json:"email"`
		Name  string `json:"name"`
	}
	out := make([]login, 0, len(all))
	for _, s := range all {
		out = append(out, login{s.Email, s.Name})
	}
	h.ok(w, map[string]any{"staff": out})
}
