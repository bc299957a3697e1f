// Package tickets holds the rules of the support tickets (issue 32, item
// 3; docs/support-api.md), once for both doors: the subscriber's (/api,
// Subscriber) and the staff console's (Staff). It checks what is sent (the
// category, the texts' lengths, the diagnostics, the attachments by their
// content), derives the subject, keeps the attachments in the file store
// and leaves each change to the store as one transaction.
package tickets

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"image/jpeg"
	"image/png"
	"io"
	"path"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"myaccount/internal/photos"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// Options configure the services.
type Options struct {
	Clock portal.Clock
	// Files keeps the attachments' bytes.
	Files portal.FileStore
	// Branding names the provider: a staff reply by a login without a
	// display name is signed with the provider's name.
	Branding portal.Branding
}

// New builds the subscriber's and the staff's services on st.
func New(st portal.TicketStore, o Options) (*Subscriber, *Staff) {
	if o.Branding.ProviderName == "" {
		o.Branding = portal.DemoBranding
	}
	b := base{st: st, o: o}
	return &Subscriber{b}, &Staff{b}
}

type base struct {
	st portal.TicketStore
	o  Options
}

// Subscriber is the subscriber's side (portal.Tickets).
type Subscriber struct{ base }

// Staff is the console's side (portal.TicketsStaff).
type Staff struct{ base }

var (
	_ portal.Tickets      = (*Subscriber)(nil)
	_ portal.TicketsStaff = (*Staff)(nil)
)

func refuse(key portal.MsgKey, pairs ...any) error {
	return portal.Fail(portal.CodeBadRequest, key, pairs...)
}

// Body checks a description or a message: 1 to TicketMaxBody characters
// after trimming, plain text (line breaks and tabs allowed). It returns
// the trimmed text, with Windows line breaks made \n.
func Body(s string, missing portal.MsgKey) (string, error) {
	s = strings.TrimSpace(strings.ReplaceAll(s, "\r\n", "\n"))
	switch {
	case s == "":
		return "", refuse(missing)
	case !utf8.ValidString(s) || !schema.PlainText(s, true):
		return "", refuse(portal.MsgBodyInvalidText)
	case utf8.RuneCountInString(s) > portal.TicketMaxBody:
		return "", refuse(portal.MsgTicketTooLong, "max", portal.TicketMaxBody)
	}
	return s, nil
}

// Subject is the description's first line, trimmed, cut to
// TicketMaxSubject characters: 79 and "…" when it is longer.
func Subject(description string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(description), "\n")
	line = strings.TrimSpace(line)
	if utf8.RuneCountInString(line) <= portal.TicketMaxSubject {
		return line
	}
	r := []rune(line)
	return strings.TrimSpace(string(r[:portal.TicketMaxSubject-1])) + "…"
}

// Diagnostics splits what the troubleshooting page found into its lines:
// at most TicketMaxDiagnostics lines of at most TicketMaxDiagnosticLine
// characters, blank lines at the ends dropped.
func Diagnostics(s string) ([]string, error) {
	s = strings.Trim(strings.ReplaceAll(s, "\r\n", "\n"), "\n\r\t ")
	if s == "" {
		return []string{}, nil
	}
	if !utf8.ValidString(s) || !schema.PlainText(s, true) {
		return nil, refuse(portal.MsgBodyInvalidText)
	}
	lines := strings.Split(s, "\n")
	if len(lines) > portal.TicketMaxDiagnostics {
		return nil, refuse(portal.MsgTicketDiagnosticsTooMany, "max", portal.TicketMaxDiagnostics)
	}
	for i, l := range lines {
		l = strings.TrimRightFunc(l, unicode.IsSpace)
		if utf8.RuneCountInString(l) > portal.TicketMaxDiagnosticLine {
			return nil, refuse(portal.MsgTicketDiagnosticLineTooLong, "max", portal.TicketMaxDiagnosticLine)
		}
		lines[i] = l
	}
	return lines, nil
}

// Sniff is an attachment's type by its content: image/jpeg, image/png or
// application/pdf, with the extension it is kept under. A JPEG is kept
// without its metadata (photos.StripMetadata: no location leaves the
// subscriber's phone). Its name and declared type mean nothing.
func Sniff(data []byte) (contentType, ext string, kept []byte, err error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xD8, 0xFF}):
		stripped, err := photos.StripMetadata(data)
		if err != nil {
			return "", "", nil, portal.ErrNoRows
		}
		if _, err := jpeg.DecodeConfig(bytes.NewReader(stripped)); err != nil {
			return "", "", nil, portal.ErrNoRows
		}
		return "image/jpeg", "jpg", stripped, nil
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		if _, err := png.DecodeConfig(bytes.NewReader(data)); err != nil {
			return "", "", nil, portal.ErrNoRows
		}
		return "image/png", "png", data, nil
	case bytes.HasPrefix(data, []byte("%PDF-")):
		tail := data[max(0, len(data)-1024):]
		if !bytes.Contains(tail, []byte("%%EOF")) {
			return "", "", nil, portal.ErrNoRows
		}
		return "application/pdf", "pdf", data, nil
	}
	return "", "", nil, errWrongType
}

var errWrongType = errors.New("tickets: not a JPEG, PNG or PDF")

// FileName is the name an attachment is shown under: the base of what the
// browser sent, without control characters or the characters file systems
// refuse, at most TicketMaxFileName characters (its extension kept); a
// name with nothing left is "attachment.<ext>".
func FileName(name, ext string) string {
	name = strings.ReplaceAll(name, "\\", "/")
	name = path.Base(name)
	var b strings.Builder
	for _, r := range name {
		switch {
		case r == utf8.RuneError || unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
		case strings.ContainsRune(`/:*?"<>|`, r):
			b.WriteRune('_')
		default:
			b.WriteRune(r)
		}
	}
	name = strings.Trim(strings.TrimSpace(b.String()), ".")
	if name == "" || name == "/" {
		name = "attachment." + ext
	}
	if r := []rune(name); len(r) > portal.TicketMaxFileName {
		suffix := []rune(path.Ext(name))
		if len(suffix) > 10 {
			suffix = nil
		}
		name = string(r[:portal.TicketMaxFileName-len(suffix)]) + string(suffix)
	}
	return name
}

// keep checks the attachments (at most TicketMaxAttachments, each a JPEG,
// PNG or PDF by its content, at most 10 MB) and writes their bytes to the
// file store, keyed by content, before the store's transaction: a
// transaction that fails leaves a file no row names, never a row without
// its file.
func (b base) keep(ctx context.Context, account int64, files []portal.TicketFile) ([]portal.TicketAttachment, error) {
	if len(files) > portal.TicketMaxAttachments {
		return nil, refuse(portal.MsgTicketTooManyFiles, "max", portal.TicketMaxAttachments)
	}
	type checked struct {
		a    portal.TicketAttachment
		data []byte
	}
	var all []checked
	for _, f := range files {
		shown := FileName(f.Name, "bin")
		if len(f.Data) > photos.MaxUploadBytes {
			return nil, refuse(portal.MsgTicketFileTooBig, "name", shown)
		}
		ct, ext, data, err := Sniff(f.Data)
		if errors.Is(err, errWrongType) {
			return nil, refuse(portal.MsgTicketFileType, "name", shown)
		}
		if err != nil || len(f.Data) < photos.MinUploadBytes {
			return nil, refuse(portal.MsgTicketFileInvalid, "name", shown)
		}
		sum := sha256.Sum256(data)
		key := fmt.Sprintf("tickets/%d/%s.%s", account, hex.EncodeToString(sum[:16]), ext)
		all = append(all, checked{portal.TicketAttachment{Name: FileName(f.Name, ext), ContentType: ct, Size: int64(len(data)), FileKey: key}, data})
	}
	out := make([]portal.TicketAttachment, 0, len(all))
	for _, c := range all {
		if err := b.o.Files.Put(ctx, c.a.FileKey, c.data, c.a.ContentType); err != nil {
			return nil, err
		}
		out = append(out, c.a)
	}
	return out, nil
}

// open reads an attachment's file.
func (b base) open(ctx context.Context, a portal.TicketAttachment) (portal.DocumentFile, error) {
	rc, info, err := b.o.Files.Open(ctx, a.FileKey)
	if errors.Is(err, portal.ErrFileNotFound) {
		return portal.DocumentFile{}, portal.ErrNotFound
	}
	if err != nil {
		return portal.DocumentFile{}, err
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		return portal.DocumentFile{}, err
	}
	return portal.DocumentFile{Name: a.Name, ContentType: a.ContentType, Data: data, ModTime: info.ModTime}, nil
}

// notFound turns the store's ErrNoRows into the answer for anything
// missing or not the caller's.
func notFound(err error) error {
	if errors.Is(err, portal.ErrNoRows) {
		return portal.ErrNotFound
	}
	return err
}

// ---- The subscriber's side ----

// List is the account's tickets with the login's unread staff messages.
func (s *Subscriber) List(ctx context.Context, account, identity int64) ([]portal.Ticket, error) {
	out, err := s.st.AccountTickets(ctx, account, identity)
	if out == nil {
		out = []portal.Ticket{}
	}
	return out, err
}

// Get is the account's ticket with its conversation; the staff messages
// are then read for the login.
func (s *Subscriber) Get(ctx context.Context, account, identity, ticket int64) (portal.Ticket, error) {
	t, err := s.st.TicketWithMessages(ctx, account, ticket)
	if err != nil {
		return t, notFound(err)
	}
	var last int64
	for _, m := range t.Messages {
		if m.FromStaff {
			last = max(last, m.ID)
		}
	}
	if last != 0 && identity != 0 {
		if err := s.st.MarkTicketRead(ctx, t.ID, identity, last); err != nil {
			return t, err
		}
	}
	return t, nil
}

// Open opens a request.
func (s *Subscriber) Open(ctx context.Context, n portal.NewTicket) (portal.Ticket, error) {
	if !slices.Contains(portal.TicketCategories, n.Category) {
		return portal.Ticket{}, refuse(portal.MsgTicketCategory)
	}
	body, err := Body(n.Description, portal.MsgTicketDescriptionMissing)
	if err != nil {
		return portal.Ticket{}, err
	}
	diag, err := Diagnostics(n.Diagnostics)
	if err != nil {
		return portal.Ticket{}, err
	}
	files, err := s.keep(ctx, n.Account, n.Files)
	if err != nil {
		return portal.Ticket{}, err
	}
	now := s.o.Clock.Time()
	t := portal.Ticket{AccountID: n.Account, OpenerID: n.Identity, Category: n.Category, Subject: Subject(body),
		Diagnostics: diag, CreatedAt: now}
	m := portal.TicketMessage{IdentityID: n.Identity, Body: body, At: now, Attachments: files}
	t, err = s.st.CreateTicket(ctx, t, m, portal.TicketMaxActive)
	switch {
	case errors.Is(err, portal.ErrTooManyTickets):
		return t, refuse(portal.MsgTicketTooManyOpen, "max", portal.TicketMaxActive)
	case err != nil:
		return t, notFound(err)
	}
	return t, nil
}

// Reply adds the subscriber's message.
func (s *Subscriber) Reply(ctx context.Context, r portal.TicketReply) error {
	body, err := Body(r.Message, portal.MsgTicketMessageMissing)
	if err != nil {
		return err
	}
	// A foreign or missing ticket answers before any file is kept.
	if _, err := s.st.TicketWithMessages(ctx, r.Account, r.Ticket); err != nil {
		return notFound(err)
	}
	files, err := s.keep(ctx, r.Account, r.Files)
	if err != nil {
		return err
	}
	m := portal.TicketMessage{TicketID: r.Ticket, IdentityID: r.Identity, Body: body, At: s.o.Clock.Time(), Attachments: files}
	return notFound(s.st.AddSubscriberMessage(ctx, r.Account, m))
}

// Close marks the account's request solved.
func (s *Subscriber) Close(ctx context.Context, account, _ /* identity */, ticket int64) error {
	return notFound(s.st.CloseTicketBySubscriber(ctx, account, ticket, s.o.Clock.Time()))
}

// Attachment is the file of an attachment of the account's ticket.
func (s *Subscriber) Attachment(ctx context.Context, account, ticket, attachment int64) (portal.DocumentFile, error) {
	a, err := s.st.TicketAttachment(ctx, account, ticket, attachment)
	if err != nil {
		return portal.DocumentFile{}, notFound(err)
	}
	return s.open(ctx, a)
}
