package push

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"

	"myaccount/internal/mail"
	"myaccount/internal/portal"
)

// Outbox is the store's side of the worker (*store.Store has it).
type Outbox interface {
	// ClaimPush leases the oldest due push until lease and counts the
	// attempt; portal.ErrNoRows when none is due.
	ClaimPush(ctx context.Context, now, lease time.Time) (portal.Push, error)
	PushSent(ctx context.Context, id int64, at time.Time) error
	RetryPush(ctx context.Context, id int64, at time.Time, reason string) error
	// FailPush gives a push up; gone deletes its subscription too.
	FailPush(ctx context.Context, id int64, at time.Time, reason string, gone bool) error
}

// The worker's defaults.
const (
	// TTL is how long a push service keeps a push for a browser that is
	// away: an outage's news is stale after half a day.
	TTL = 12 * time.Hour
	// DefaultPoll, DefaultMaxAttempts, DefaultBackoff and DefaultMaxBackoff
	// are the mail worker's: a push leaves within seconds, and is tried
	// for a few hours.
	DefaultPoll        = time.Second
	DefaultMaxAttempts = 8
	DefaultBackoff     = time.Minute
	DefaultMaxBackoff  = time.Hour
	// SendTimeout bounds one request to a push service; lease outlasts it.
	SendTimeout = 30 * time.Second
	lease       = 5 * time.Minute
)

// Config is what the worker needs.
type Config struct {
	Outbox Outbox
	Keys   Keys
	// Subject is the VAPID contact (RFC 8292): a mailto: address or an
	// https: URL the push services may reach the provider at.
	Subject string
	// Brand gives the pushes' words and link (as the e-mails').
	Brand mail.Brand
	// Client sends the requests; nil: one with SendTimeout.
	Client *http.Client
	Log    *slog.Logger
	// Poll, MaxAttempts, Backoff and MaxBackoff default to the constants
	// above; Now to time.Now.
	Poll        time.Duration
	MaxAttempts int
	Backoff     time.Duration
	MaxBackoff  time.Duration
	Now         func() time.Time
}

// Worker sends the push outbox.
type Worker struct{ c Config }

// NewWorker checks c and fills its defaults.
func NewWorker(c Config) (*Worker, error) {
	if c.Outbox == nil {
		return nil, errors.New("push: the worker needs an outbox")
	}
	if err := c.Keys.check(); err != nil {
		return nil, fmt.Errorf("push: %v", err)
	}
	if c.Subject == "" {
		return nil, errors.New("push: the VAPID subject is empty (the branding's e-mail, or MYACCOUNT_VAPID_SUBJECT)")
	}
	if c.Client == nil {
		c.Client = &http.Client{Timeout: SendTimeout}
	}
	if c.Log == nil {
		c.Log = slog.New(slog.DiscardHandler)
	}
	if c.Poll <= 0 {
		c.Poll = DefaultPoll
	}
	if c.MaxAttempts <= 0 {
		c.MaxAttempts = DefaultMaxAttempts
	}
	if c.Backoff <= 0 {
		c.Backoff = DefaultBackoff
	}
	if c.MaxBackoff <= 0 {
		c.MaxBackoff = DefaultMaxBackoff
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	return &Worker{c: c}, nil
}

// Subject is the VAPID subject of a setting or the branding's e-mail: an
// https: URL as it is, else a mailto: address.
func Subject(setting, brandingEmail string) string {
	s := strings.TrimSpace(setting)
	if s == "" {
		s = strings.TrimSpace(brandingEmail)
	}
	if s == "" || strings.HasPrefix(s, "https:") || strings.HasPrefix(s, "mailto:") {
		return s
	}
	return "mailto:" + s
}

// Run works the outbox every Poll until ctx ends.
func (w *Worker) Run(ctx context.Context) error {
	t := time.NewTicker(w.c.Poll)
	defer t.Stop()
	for {
		if _, err := w.Drain(ctx); err != nil && ctx.Err() == nil {
			w.c.Log.Warn("push outbox not read; trying again", "err", err)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// Drain sends every due push once and says how many went.
func (w *Worker) Drain(ctx context.Context) (int, error) {
	n := 0
	for ctx.Err() == nil {
		now := w.c.Now()
		p, err := w.c.Outbox.ClaimPush(ctx, now, now.Add(lease))
		if errors.Is(err, portal.ErrNoRows) {
			return n, nil
		}
		if err != nil {
			return n, err
		}
		sent, err := w.send(ctx, p)
		if err != nil {
			return n, err
		}
		if sent {
			n++
		}
	}
	return n, nil
}

// Payload is what the service worker (web/public/push-sw.js) reads of a
// push.
type Payload struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	URL   string `json:"url"`
	Icon  string `json:"icon"`
	// Tag groups an event's pushes: an update replaces the start's alert.
	Tag string `json:"tag,omitempty"`
}

// PayloadOf is the push p says, in its language.
func PayloadOf(p portal.Push, b mail.Brand) (Payload, error) {
	title, body, link, err := mail.StatusPush(portal.Mail{Kind: p.Kind, Lang: p.Lang, Data: p.Data}, b)
	if err != nil {
		return Payload{}, err
	}
	icon := strings.TrimSuffix(b.PublicURL, "/") + "/ui/icon-192.png"
	return Payload{Title: title, Body: body, URL: link, Icon: icon, Tag: p.Data["event"]}, nil
}

// errGone is a push service's answer that the subscription is no more.
var errGone = errors.New("the subscription is gone")

// send delivers one leased push and records the outcome; sent says it
// went. The error is only the store's.
func (w *Worker) send(ctx context.Context, p portal.Push) (sent bool, err error) {
	now := func() time.Time { return w.c.Now() }
	if p.Subscription.ID == 0 {
		return false, w.c.Outbox.FailPush(ctx, p.ID, now(), "the subscription was removed", false)
	}
	payload, err := PayloadOf(p, w.c.Brand)
	if err != nil {
		w.c.Log.Error("push not composed; given up", "id", p.ID, "kind", p.Kind, "err", err)
		return false, w.c.Outbox.FailPush(ctx, p.ID, now(), err.Error(), false)
	}
	body, err := json.Marshal(payload)
	if err != nil {
		return false, err
	}
	retry, err := w.post(ctx, p, body)
	switch {
	case err == nil:
		w.c.Log.Info("push sent", "id", p.ID, "kind", p.Kind, "identity", p.Identity, "attempt", p.Attempts)
		return true, w.c.Outbox.PushSent(ctx, p.ID, now())
	case ctx.Err() != nil:
		return false, nil
	case errors.Is(err, errGone):
		w.c.Log.Info("push subscription gone; removed", "id", p.ID, "identity", p.Identity, "err", err)
		return false, w.c.Outbox.FailPush(ctx, p.ID, now(), err.Error(), true)
	case !retry:
		w.c.Log.Error("push refused; given up", "id", p.ID, "kind", p.Kind, "err", err)
		return false, w.c.Outbox.FailPush(ctx, p.ID, now(), err.Error(), false)
	case p.Attempts >= w.c.MaxAttempts:
		w.c.Log.Error("push not sent after the last attempt; given up", "id", p.ID, "attempts", p.Attempts, "err", err)
		return false, w.c.Outbox.FailPush(ctx, p.ID, now(), err.Error(), false)
	}
	wait := w.backoff(p.Attempts)
	w.c.Log.Warn("push not sent; retrying", "id", p.ID, "attempt", p.Attempts, "in", wait, "err", err)
	return false, w.c.Outbox.RetryPush(ctx, p.ID, now().Add(wait), err.Error())
}

// post sends the encrypted push; retry says whether a failure may pass.
func (w *Worker) post(ctx context.Context, p portal.Push, body []byte) (retry bool, err error) {
	sub := &webpush.Subscription{Endpoint: p.Subscription.Endpoint,
		Keys: webpush.Keys{P256dh: p.Subscription.P256dh, Auth: p.Subscription.Auth}}
	// The library adds "mailto:" itself to what is not an https: URL.
	subject := strings.TrimPrefix(w.c.Subject, "mailto:")
	res, err := webpush.SendNotificationWithContext(ctx, body, sub, &webpush.Options{
		HTTPClient: w.c.Client, Subscriber: subject, TTL: int(TTL / time.Second), Urgency: webpush.UrgencyHigh,
		VAPIDPublicKey: w.c.Keys.Public, VAPIDPrivateKey: w.c.Keys.Private,
	})
	if err != nil {
		// A request that did not go (the network: a *url.Error of the
		// client) may go later; keys that do not encrypt never will.
		var ue *url.Error
		return errors.As(err, &ue), err
	}
	defer res.Body.Close()
	msg, _ := io.ReadAll(io.LimitReader(res.Body, 300))
	switch {
	case res.StatusCode >= 200 && res.StatusCode < 300:
		return false, nil
	case res.StatusCode == http.StatusNotFound || res.StatusCode == http.StatusGone:
		return false, fmt.Errorf("%w: %s %s", errGone, res.Status, strings.TrimSpace(string(msg)))
	case res.StatusCode == http.StatusTooManyRequests || res.StatusCode >= 500:
		return true, fmt.Errorf("push service: %s %s", res.Status, strings.TrimSpace(string(msg)))
	}
	return false, fmt.Errorf("push service refused: %s %s", res.Status, strings.TrimSpace(string(msg)))
}

func (w *Worker) backoff(attempt int) time.Duration {
	d := w.c.Backoff
	for i := 1; i < attempt && d < w.c.MaxBackoff; i++ {
		d *= 2
	}
	return min(d, w.c.MaxBackoff)
}
