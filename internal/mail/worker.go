package mail

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	netmail "net/mail"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// Outbox is the store's side of the worker (*store.Store has it).
type Outbox interface {
	// ClaimMail leases the oldest due message until lease and counts the
	// attempt; portal.ErrNoRows when none is due.
	ClaimMail(ctx context.Context, now, lease time.Time) (portal.Mail, error)
	MailSent(ctx context.Context, id int64, at time.Time) error
	RetryMail(ctx context.Context, id int64, at time.Time, reason string) error
	FailMail(ctx context.Context, id int64, at time.Time, reason string) error
	// WaitingMailAfter lists the unsent messages above an id, oldest first.
	WaitingMailAfter(ctx context.Context, after int64, limit int) ([]portal.Mail, error)
}

// Sender delivers one composed message (*SMTP is one).
type Sender interface {
	Send(ctx context.Context, from string, to []string, msg []byte) error
}

// The worker's defaults.
const (
	// DefaultPoll is how often the outbox is read: a new invitation leaves
	// within a couple of seconds.
	DefaultPoll = time.Second
	// DefaultMaxAttempts is how many sends are tried before a message is
	// given up: with the backoff below, about five hours of trying.
	DefaultMaxAttempts = 10
	// DefaultBackoff is the wait after the first failed attempt; it doubles
	// with each attempt up to DefaultMaxBackoff.
	DefaultBackoff = time.Minute
	// DefaultMaxBackoff caps the wait between two attempts.
	DefaultMaxBackoff = time.Hour
	// lease is how long a worker holds a message: well over one send
	// (SendTimeout, 30 s by default), so a message is never in two sends
	// at once; a worker that dies mid-send frees it when it runs out.
	lease = 5 * time.Minute
)

// Config is what the worker needs.
type Config struct {
	Outbox Outbox
	// Sender delivers the messages; nil: no SMTP settings, and the worker
	// only logs each waiting message once, leaving it in the outbox.
	Sender Sender
	// From is the sender, an address with an optional name
	// ("Prairie Wave <no-reply@prairiewave.example>"); without a name the
	// provider's name is shown.
	From  string
	Brand Brand
	Log   *slog.Logger
	// Unsubscribe gives a notification e-mail's unsubscribe links (the
	// public page's and the one-click URL of its List-Unsubscribe header),
	// signed with the secret the guest handler verifies with
	// (guest.MailLinks); ok is false for a message that has none
	// (transactional, or written for no login). nil: no message has them.
	Unsubscribe func(m portal.Mail) (page, oneClick string, ok bool)
	// Poll, MaxAttempts, Backoff and MaxBackoff default to the constants
	// above; Now to time.Now.
	Poll        time.Duration
	MaxAttempts int
	Backoff     time.Duration
	MaxBackoff  time.Duration
	Now         func() time.Time
}

// Worker sends the outbox's messages.
type Worker struct {
	c       Config
	from    *netmail.Address
	replyTo *netmail.Address
	// logged is the highest message id logged without SMTP settings: each
	// waiting message is logged once per process.
	logged int64
}

// NewWorker checks c and fills its defaults.
func NewWorker(c Config) (*Worker, error) {
	if c.Outbox == nil {
		return nil, errors.New("mail: the worker needs an outbox")
	}
	from, err := netmail.ParseAddress(c.From)
	if err != nil {
		return nil, fmt.Errorf("mail: the sender %q is not an address: %v", c.From, err)
	}
	if from.Name == "" {
		from.Name = c.Brand.Branding.ProviderName
	}
	w := &Worker{c: c, from: from}
	if a, err := netmail.ParseAddress(c.Brand.Branding.Email); err == nil && !strings.EqualFold(a.Address, from.Address) {
		w.replyTo = a
	}
	if w.c.Log == nil {
		w.c.Log = slog.New(slog.DiscardHandler)
	}
	if w.c.Poll <= 0 {
		w.c.Poll = DefaultPoll
	}
	if w.c.MaxAttempts <= 0 {
		w.c.MaxAttempts = DefaultMaxAttempts
	}
	if w.c.Backoff <= 0 {
		w.c.Backoff = DefaultBackoff
	}
	if w.c.MaxBackoff <= 0 {
		w.c.MaxBackoff = DefaultMaxBackoff
	}
	if w.c.Now == nil {
		w.c.Now = time.Now
	}
	return w, nil
}

// Run works the outbox every Poll until ctx ends, then returns nil. A
// round that fails (the database away) is logged and tried at the next
// poll.
func (w *Worker) Run(ctx context.Context) error {
	if w.c.Sender == nil {
		w.c.Log.Info("no SMTP settings (MYACCOUNT_SMTP_URL): e-mails are not sent; each is logged here once and waits in the outbox (myaccount admin mail)")
	}
	t := time.NewTicker(w.c.Poll)
	defer t.Stop()
	for {
		if _, err := w.Drain(ctx); err != nil && ctx.Err() == nil {
			w.c.Log.Warn("mail outbox not read; trying again", "err", err)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// Drain sends every due message once (or, without a sender, logs the new
// waiting ones) and says how many it sent (or logged).
func (w *Worker) Drain(ctx context.Context) (int, error) {
	if w.c.Sender == nil {
		return w.logWaiting(ctx)
	}
	n := 0
	for ctx.Err() == nil {
		now := w.c.Now()
		m, err := w.c.Outbox.ClaimMail(ctx, now, now.Add(lease))
		if errors.Is(err, portal.ErrNoRows) {
			return n, nil
		}
		if err != nil {
			return n, err
		}
		sent, err := w.send(ctx, m)
		if err != nil {
			return n, err
		}
		if !sent {
			// The server is away or refusing for now: the other messages
			// would meet it too, so they wait for the next round.
			return n, nil
		}
		n++
	}
	return n, nil
}

// send delivers one leased message and records the outcome. sent is
// false when the send failed for a reason that may pass (the message is
// scheduled again); a message refused for good is recorded failed and
// counts as done. The error is only the store's.
func (w *Worker) send(ctx context.Context, m portal.Mail) (sent bool, err error) {
	msg, err := w.compose(m)
	if err == nil {
		err = w.c.Sender.Send(ctx, w.from.Address, []string{m.To}, msg)
	}
	now := w.c.Now()
	switch {
	case err == nil:
		w.c.Log.Info("e-mail sent", "id", m.ID, "kind", m.Kind, "message_id", m.MessageID, "attempt", m.Attempts)
		return true, w.c.Outbox.MailSent(ctx, m.ID, now)
	case ctx.Err() != nil:
		// Stopping: the message waits for the next worker, with this
		// attempt counted, once the lease runs out.
		return false, nil
	case errors.Is(err, ErrBadMessage) || errors.Is(err, ErrRejected):
		w.c.Log.Error("e-mail refused; given up", "id", m.ID, "kind", m.Kind, "attempts", m.Attempts, "err", err)
		return true, w.c.Outbox.FailMail(ctx, m.ID, now, err.Error())
	case m.Attempts >= w.c.MaxAttempts:
		w.c.Log.Error("e-mail not sent after the last attempt; given up", "id", m.ID, "kind", m.Kind, "attempts", m.Attempts, "err", err)
		return false, w.c.Outbox.FailMail(ctx, m.ID, now, err.Error())
	}
	wait := w.backoff(m.Attempts)
	w.c.Log.Warn("e-mail not sent; retrying", "id", m.ID, "kind", m.Kind, "attempt", m.Attempts, "in", wait, "err", err)
	return false, w.c.Outbox.RetryMail(ctx, m.ID, now.Add(wait), err.Error())
}

// backoff is the wait after the attempt-th failed attempt: Backoff × 2^(attempt−1),
// at most MaxBackoff.
func (w *Worker) backoff(attempt int) time.Duration {
	d := w.c.Backoff
	for i := 1; i < attempt && d < w.c.MaxBackoff; i++ {
		d *= 2
	}
	return min(d, w.c.MaxBackoff)
}

// compose renders m and writes it as a message.
func (w *Worker) compose(m portal.Mail) ([]byte, error) {
	to, err := netmail.ParseAddress(m.To)
	if err != nil {
		return nil, fmt.Errorf("%w: the recipient %q is not an address", ErrBadMessage, m.To)
	}
	h := Header{From: w.from, To: to, ReplyTo: w.replyTo, MessageID: m.MessageID, Date: m.CreatedAt}
	m, h.ListUnsubscribe = w.withUnsubscribe(m)
	r, err := Render(m, w.c.Brand)
	if err != nil {
		return nil, err
	}
	return Compose(h, r)
}

// withUnsubscribe gives a notification e-mail (a non-transactional kind,
// written for a login) its unsubscribe links: the page's in Data
// ("unsubscribe", the footer's line) and the one-click URL, returned for
// the List-Unsubscribe header. Both derive from the message alone (its
// Message-ID, login, address, kind and language), so a retry composes the
// same bytes. Other messages are returned as they are.
func (w *Worker) withUnsubscribe(m portal.Mail) (portal.Mail, string) {
	if w.c.Unsubscribe == nil {
		return m, ""
	}
	page, oneClick, ok := w.c.Unsubscribe(m)
	if !ok {
		return m, ""
	}
	data := make(map[string]string, len(m.Data)+1)
	for k, v := range m.Data {
		data[k] = v
	}
	data[unsubscribeKey] = page
	m.Data = data
	return m, oneClick
}

// logWaiting logs each message that waits and was not logged yet, with
// its link, so that someone running the portal without SMTP (the demo)
// can follow an invitation from the log.
func (w *Worker) logWaiting(ctx context.Context) (int, error) {
	n := 0
	for ctx.Err() == nil {
		ms, err := w.c.Outbox.WaitingMailAfter(ctx, w.logged, 100)
		if err != nil || len(ms) == 0 {
			return n, err
		}
		for _, m := range ms {
			subject, link := "", m.Data["link"]
			if r, err := Render(m, w.c.Brand); err == nil {
				subject, link = r.Subject, r.Link
			}
			w.c.Log.Info("e-mail not sent (no SMTP settings)", "id", m.ID, "kind", m.Kind, "to", m.To,
				"subject", subject, "link", link)
			w.logged = m.ID
			n++
		}
	}
	return n, nil
}
