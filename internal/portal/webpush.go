package portal

import (
	"context"
	"time"
)

// Web Push for the Service status category (issue 32, item 1): a login
// allows a browser (the installed app) to show alerts; when an outage
// starts, gets an update or is resolved, each of the login's allowed
// browsers gets a push with the e-mail's words, when the login keeps the
// Service status category on. The pushes wait in an outbox of their own
// and are sent by a worker (internal/push) through the browser's push
// service, encrypted to the subscription's keys (RFC 8291) and signed with
// the installation's VAPID key (RFC 8292).

// PushSubscription is a browser a login allowed to show alerts: the push
// service's endpoint and the browser's keys, as the Push API gives them
// (base64url: P256dh a 65-byte uncompressed P-256 point, Auth 16 bytes).
type PushSubscription struct {
	ID       int64
	Identity int64
	Endpoint string
	P256dh   string
	Auth     string
	// Language is the app's language when the device subscribed.
	Language  string
	CreatedAt time.Time
}

// Push is one push of the outbox: a Service status message (Kind and Data
// as the e-mail's, Lang the login's) to one subscription. Subscription is
// zero once the subscription is gone (the push service answered 404 or
// 410, or the login turned the device off).
type Push struct {
	ID            int64
	Subscription  PushSubscription
	Identity      int64
	Login         string // the login's e-mail ("" once deleted)
	Kind          MailKind
	Lang          string
	Data          map[string]string
	CreatedAt     time.Time
	Attempts      int
	NextAttemptAt time.Time
	SentAt        time.Time
	FailedAt      time.Time
	LastError     string
}

// PushStore keeps the logins' subscriptions (the SQL store implements it).
type PushStore interface {
	// PutPushSubscription records v for v.Identity; an endpoint another
	// login had moves to this one (the device's last login turned it on).
	PutPushSubscription(ctx context.Context, v PushSubscription) error
	// DeletePushSubscription removes the login's subscription with the
	// endpoint; none is no error.
	DeletePushSubscription(ctx context.Context, identity int64, endpoint string) error
}

// WebPush is the API's side of the alerts on a device (me.1/webpush).
type WebPush interface {
	// PublicKey is the installation's VAPID public key (base64url of the
	// uncompressed point) the browser subscribes with; "" when push is off.
	PublicKey() string
	// Subscribe validates {endpoint, keys: {p256dh, auth}} and records it
	// for the login; lang is the app's language.
	Subscribe(ctx context.Context, identity int64, lang string, fields map[string]any) (Message, error)
	// Unsubscribe removes the login's subscription {endpoint}.
	Unsubscribe(ctx context.Context, identity int64, fields map[string]any) (Message, error)
}

// What the alerts on a device answer (the texts are in
// internal/i18n/en_webpush.go and fr_webpush.go).
const (
	MsgPushOff         MsgKey = "push.off"
	MsgPushBadEndpoint MsgKey = "push.badEndpoint"
	MsgPushBadKeys     MsgKey = "push.badKeys"
	MsgPushSubscribed  MsgKey = "push.subscribed"
	MsgPushRemoved     MsgKey = "push.removed"
)
