package api

import (
	"myaccount/internal/portal"
)

// Support tickets (issue 32, item 3; docs/support-api.md): the
// subscriber's requests, their conversations, replies and attachments.
// The rules are internal/tickets'.

type supportTicketItem struct {
	TicketID int64  `json:"ticketid"`
	Category string `json:"category"`
	Subject  string `json:"subject"`
	Status   string `json:"status"`
	Created  int64  `json:"created"` // epoch seconds
	Updated  int64  `json:"updated"`
	Unread   int    `json:"unread"`
}

type supportAttachmentItem struct {
	AttachmentID int64  `json:"attachmentid"`
	Name         string `json:"name"`
	Type         string `json:"type"`
	Size         int64  `json:"size"`
}

type supportMessageItem struct {
	MessageID   int64                   `json:"messageid"`
	From        string                  `json:"from"` // you or provider
	Author      string                  `json:"author"`
	Body        string                  `json:"body"`
	At          int64                   `json:"at"`
	Attachments []supportAttachmentItem `json:"attachments"`
}

type supportTicketObject struct {
	TicketID    int64                `json:"ticketid"`
	Category    string               `json:"category"`
	Subject     string               `json:"subject"`
	Status      string               `json:"status"`
	Created     int64                `json:"created"`
	Updated     int64                `json:"updated"`
	Diagnostics []string             `json:"diagnostics"`
	Messages    []supportMessageItem `json:"messages"`
}

// supportTickets lists the account's requests (the menu sums unread).
func (a *API) supportTickets(r *Request) (*Response, error) {
	list, err := a.svc.Tickets.List(r.Context(), r.Account, r.Session.IdentityID)
	if err != nil {
		return nil, err
	}
	out := make([]supportTicketItem, 0, len(list))
	for _, t := range list {
		out = append(out, supportTicketItem{TicketID: t.ID, Category: t.Category, Subject: t.Subject, Status: string(t.Status),
			Created: t.CreatedAt.Unix(), Updated: t.UpdatedAt.Unix(), Unread: t.Unread})
	}
	return &Response{List: out, Name: "supportticket", PK: "ticketid"}, nil
}

// supportTicket answers one request with its conversation, and marks the
// provider's messages read.
func (a *API) supportTicket(r *Request) (*Response, error) {
	id, err := childID(r)
	if err != nil {
		return nil, err
	}
	t, err := a.svc.Tickets.Get(r.Context(), r.Account, r.Session.IdentityID, id)
	if err != nil {
		return nil, err
	}
	o := supportTicketObject{TicketID: t.ID, Category: t.Category, Subject: t.Subject, Status: string(t.Status),
		Created: t.CreatedAt.Unix(), Updated: t.UpdatedAt.Unix(), Diagnostics: t.Diagnostics, Messages: []supportMessageItem{}}
	if o.Diagnostics == nil {
		o.Diagnostics = []string{}
	}
	for _, m := range t.Messages {
		item := supportMessageItem{MessageID: m.ID, From: "you", Author: m.Author, Body: m.Body, At: m.At.Unix(),
			Attachments: []supportAttachmentItem{}}
		if m.FromStaff {
			item.From = "provider"
		}
		for _, f := range m.Attachments {
			item.Attachments = append(item.Attachments, supportAttachmentItem{AttachmentID: f.ID, Name: f.Name, Type: f.ContentType, Size: f.Size})
		}
		o.Messages = append(o.Messages, item)
	}
	return &Response{Object: o, Name: "supportticket", PK: "ticketid"}, nil
}

func ticketFiles(r *Request) []portal.TicketFile {
	if r.Upload == nil {
		return nil
	}
	out := make([]portal.TicketFile, 0, len(r.Upload.Files))
	for _, f := range r.Upload.Files {
		out = append(out, portal.TicketFile{Name: f.Name, Data: f.Data})
	}
	return out
}

func uploadField(r *Request, name string) string {
	if r.Upload == nil {
		return ""
	}
	return r.Upload.Fields[name]
}

// openSupportTicket opens a request (an upload: category, description,
// diagnostics, up to three files).
func (a *API) openSupportTicket(r *Request) (*Response, error) {
	t, err := a.svc.Tickets.Open(r.Context(), portal.NewTicket{Account: r.Account, Identity: r.Session.IdentityID,
		Category: uploadField(r, "category"), Description: uploadField(r, "description"),
		Diagnostics: uploadField(r, "diagnostics"), Files: ticketFiles(r)})
	if err != nil {
		return nil, err
	}
	resp := done(portal.Msg(portal.MsgTicketSent, "ticket", t.ID))
	resp.Extra["ticketid"] = t.ID
	return resp, nil
}

// supportReply adds the subscriber's message (an upload: message, up to
// three files).
func (a *API) supportReply(r *Request) (*Response, error) {
	id, err := childID(r)
	if err != nil {
		return nil, err
	}
	err = a.svc.Tickets.Reply(r.Context(), portal.TicketReply{Account: r.Account, Identity: r.Session.IdentityID, Ticket: id,
		Message: uploadField(r, "message"), Files: ticketFiles(r)})
	if err != nil {
		return nil, err
	}
	return done(portal.Msg(portal.MsgTicketReplySent)), nil
}

// closeSupportTicket marks the request solved.
func (a *API) closeSupportTicket(r *Request) (*Response, error) {
	id, err := childID(r)
	if err != nil {
		return nil, err
	}
	if err := a.svc.Tickets.Close(r.Context(), r.Account, r.Session.IdentityID, id); err != nil {
		return nil, err
	}
	return done(portal.Msg(portal.MsgTicketClosed)), nil
}

// supportAttachment answers an attachment's file, as a download.
func (a *API) supportAttachment(r *Request) (*Response, error) {
	id, err := childID(r)
	if err != nil {
		return nil, err
	}
	aid, ok := r.Target.Last().Num()
	if !ok || len(r.Target) != 3 {
		return nil, portal.ErrNotFound
	}
	f, err := a.svc.Tickets.Attachment(r.Context(), r.Account, id, aid)
	if err != nil {
		return nil, err
	}
	return &Response{File: &f}, nil
}
