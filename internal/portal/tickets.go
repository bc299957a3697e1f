package portal

import (
	"context"
	"errors"
	"time"
)

// Support tickets (issue 32, item 3; docs/support-api.md): a subscriber
// opens a request (a category, a description, up to three attachments),
// follows its conversation and replies; staff answer, change its status
// and assign it from the console. The rules live in internal/tickets.

// The categories of a ticket.
const (
	TicketInternet = "internet"
	TicketPhone    = "phone"
	TicketBilling  = "billing"
	TicketAccount  = "account"
	TicketOther    = "other"
)

// TicketCategories are the categories, in the form's order.
var TicketCategories = []string{TicketInternet, TicketPhone, TicketBilling, TicketAccount, TicketOther}

// TicketStatus is where a ticket stands.
type TicketStatus string

const (
	// TicketOpen waits for the provider.
	TicketOpen TicketStatus = "open"
	// TicketAnswered: the provider replied; it waits for the subscriber.
	TicketAnswered TicketStatus = "answered"
	// TicketClosed is solved.
	TicketClosed TicketStatus = "closed"
)

// Valid reports whether s is one of the statuses.
func (s TicketStatus) Valid() bool {
	return s == TicketOpen || s == TicketAnswered || s == TicketClosed
}

// The limits of a ticket (checked by internal/tickets).
const (
	TicketMaxBody           = 5000 // characters of a description or a message, after trimming
	TicketMaxDiagnostics    = 40   // lines
	TicketMaxDiagnosticLine = 300  // characters per line
	TicketMaxAttachments    = 3    // per message
	TicketMaxFileName       = 120  // characters of an attachment's name
	TicketMaxSubject        = 80   // characters of the subject (the description's first line)
	TicketMaxActive         = 20   // open or answered tickets of one account
	TicketQueueLimit        = 200  // tickets the console's queue lists
)

// MailSupportReply tells the ticket's opener that staff replied; Data
// carries "account", "ticket" and "body" (the reply's text).
const MailSupportReply MailKind = "support-reply"

// Ticket is one support request as stored.
type Ticket struct {
	ID        int64
	AccountID int64
	// OpenerID is the login that opened it (0 once that login is gone).
	OpenerID    int64
	Category    string
	Subject     string
	Status      TicketStatus
	Diagnostics []string
	// Assignee is the staff login's e-mail ("" for none).
	Assignee  string
	CreatedAt time.Time
	UpdatedAt time.Time
	// WaitingSince is when the provider's turn began (the subscriber's
	// first unanswered message); zero unless the ticket is open.
	WaitingSince time.Time
	// Version counts the ticket's changes: a staff action that read an
	// older version is refused (ErrTicketChanged).
	Version int64
	// Unread counts the staff messages the reading login has not opened
	// (lists only).
	Unread int
	// AccountName, OpenerLogin and OpenerLanguage are read for the console.
	AccountName    string
	OpenerLogin    string
	OpenerLanguage string
	Messages       []TicketMessage
}

// TicketMessage is one message of a conversation.
type TicketMessage struct {
	ID       int64
	TicketID int64
	// FromStaff: written by the provider's staff (StaffEmail), otherwise
	// by the subscriber's login IdentityID.
	FromStaff   bool
	IdentityID  int64
	StaffEmail  string
	Author      string
	Body        string
	At          time.Time
	Attachments []TicketAttachment
}

// TicketAttachment is a file sent with a message; its bytes are in the
// file store under FileKey.
type TicketAttachment struct {
	ID          int64
	MessageID   int64
	Name        string
	ContentType string
	Size        int64
	FileKey     string
}

// TicketFile is an attachment sent with a request: its name as the
// browser gave it and its content.
type TicketFile struct {
	Name string
	Data []byte
}

// NewTicket is what a subscriber sends to open a request.
type NewTicket struct {
	Account, Identity int64
	Category          string
	Description       string
	Diagnostics       string // lines separated by \n
	Files             []TicketFile
}

// TicketReply is a subscriber's message on their request.
type TicketReply struct {
	Account, Identity, Ticket int64
	Message                   string
	Files                     []TicketFile
}

// TicketFilter chooses the tickets of the console's queue.
type TicketFilter struct {
	Status   string // open, answered, closed or all ("" is open)
	Assignee string // an e-mail, "none" or "" (any)
	Account  int64  // 0: every account
}

// StaffReply is a staff member's answer.
type StaffReply struct {
	Ticket  int64
	Body    string
	Close   bool
	Version int64 // 0: not checked
	// Files are the reply's attachments (at most TicketMaxAttachments,
	// each a photo or PDF by its content), as a subscriber's message has.
	Files []TicketFile
}

// ErrTicketChanged: the ticket changed since the staff member read it.
var ErrTicketChanged = errors.New("portal: the ticket changed meanwhile")

// ErrTooManyTickets: the account has TicketMaxActive tickets
// open or answered.
var ErrTooManyTickets = errors.New("portal: too many open tickets")

// Tickets are the subscriber's support requests (/api).
type Tickets interface {
	// List is the account's tickets, most recently updated first, with
	// the login's unread staff messages.
	List(ctx context.Context, account, identity int64) ([]Ticket, error)
	// Get is one ticket with its conversation; it marks the staff
	// messages read for the login. ErrNotFound for another account's.
	Get(ctx context.Context, account, identity, ticket int64) (Ticket, error)
	// Open opens a request: the ticket, its first message and its
	// attachments in one transaction.
	Open(ctx context.Context, t NewTicket) (Ticket, error)
	// Reply adds the subscriber's message (an answered or closed ticket
	// becomes open).
	Reply(ctx context.Context, r TicketReply) error
	// Close marks the request solved.
	Close(ctx context.Context, account, identity, ticket int64) error
	// Attachment is an attachment's file.
	Attachment(ctx context.Context, account, ticket, attachment int64) (DocumentFile, error)
}

// TicketsStaff is the console's side of the tickets.
type TicketsStaff interface {
	Queue(ctx context.Context, f TicketFilter, me string) ([]Ticket, error)
	// Waiting lists when each open ticket began waiting (Home's queue).
	Waiting(ctx context.Context) ([]time.Time, error)
	Ticket(ctx context.Context, id int64) (Ticket, error)
	Attachment(ctx context.Context, ticket, attachment int64) (DocumentFile, TicketAttachment, int64, error)
	Reply(ctx context.Context, staff StaffMember, r StaffReply) (Ticket, error)
	SetStatus(ctx context.Context, staff StaffMember, ticket int64, status TicketStatus, version int64) (Ticket, error)
	Assign(ctx context.Context, staff StaffMember, ticket int64, assignee string, version int64) (Ticket, error)
	// StaffLogins are the logins a ticket may be assigned to.
	StaffLogins(ctx context.Context) ([]StaffMember, error)
}

// TicketStore keeps the tickets (internal/store).
type TicketStore interface {
	// CreateTicket writes the ticket, its first message and its
	// attachments in one transaction; ErrTooManyTickets when the account
	// already has max open or answered.
	CreateTicket(ctx context.Context, t Ticket, m TicketMessage, max int) (Ticket, error)
	// AddSubscriberMessage adds m to the account's ticket and makes it
	// open; ErrNoRows when the account has no such ticket.
	AddSubscriberMessage(ctx context.Context, account int64, m TicketMessage) error
	// CloseTicketBySubscriber closes the account's ticket.
	CloseTicketBySubscriber(ctx context.Context, account, ticket int64, at time.Time) error
	// AccountTickets lists the account's tickets with identity's unread
	// count (one query).
	AccountTickets(ctx context.Context, account, identity int64) ([]Ticket, error)
	// TicketWithMessages reads a ticket and its conversation; account 0
	// reads any account's. ErrNoRows when there is none.
	TicketWithMessages(ctx context.Context, account, ticket int64) (Ticket, error)
	// MarkTicketRead records that identity read the ticket up to message.
	MarkTicketRead(ctx context.Context, ticket, identity, message int64) error
	// TicketAttachment reads an attachment of a ticket (of the account,
	// unless 0).
	TicketAttachment(ctx context.Context, account, ticket, attachment int64) (TicketAttachment, error)
	// TicketQueue lists tickets for the console.
	TicketQueue(ctx context.Context, f TicketFilter, limit int) ([]Ticket, error)
	// WaitingTickets is when each open ticket began waiting.
	WaitingTickets(ctx context.Context) ([]time.Time, error)
	// AddStaffReply adds a staff reply (status answered, or closed), the
	// opener's e-mail and the staff action, in one transaction.
	AddStaffReply(ctx context.Context, m TicketMessage, close bool, version int64, a StaffAction) (Ticket, error)
	// SetTicketStatus and AssignTicket change a ticket and record a.
	SetTicketStatus(ctx context.Context, ticket int64, status TicketStatus, version int64, a StaffAction) (Ticket, error)
	AssignTicket(ctx context.Context, ticket int64, assignee string, version int64, a StaffAction) (Ticket, error)
	StaffByEmail(ctx context.Context, email string) (StaffMember, error)
	StaffMembers(ctx context.Context) ([]StaffMember, error)
}
