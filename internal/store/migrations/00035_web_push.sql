-- +goose Up
-- Web Push for the Service status category (issue 32, item 1): the
-- browsers (installed apps) a login allowed to show alerts, each by the
-- push service's endpoint and the keys the payload is encrypted to
-- (RFC 8291), and the pushes waiting to go or sent, leased to one worker at
-- a time like the e-mails of mail_outbox. language is the app's language
-- when the device subscribed; the pushes speak the login's language, like
-- the e-mails. A push keeps its record when its subscription goes (the
-- push service answered 404/410, or the login turned the device off).
-- Times are Unix milliseconds.

CREATE TABLE push_subscriptions (
    id          @ID@,
    identity_id BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    endpoint    TEXT NOT NULL UNIQUE,
    p256dh      TEXT NOT NULL,
    auth        TEXT NOT NULL,
    language    TEXT NOT NULL DEFAULT 'en',
    created_at  BIGINT NOT NULL
);
CREATE INDEX push_subscriptions_identity ON push_subscriptions(identity_id);

CREATE TABLE push_outbox (
    id              @ID@,
    subscription_id BIGINT REFERENCES push_subscriptions(id) ON DELETE SET NULL,
    identity_id     BIGINT REFERENCES identities(id) ON DELETE SET NULL,
    kind            TEXT NOT NULL,
    lang            TEXT NOT NULL DEFAULT 'en',
    data            TEXT NOT NULL DEFAULT '{}',
    created_at      BIGINT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    lease_until     BIGINT NOT NULL DEFAULT 0,
    sent_at         BIGINT,
    failed_at       BIGINT,
    last_error      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX push_outbox_due ON push_outbox(sent_at, failed_at, next_attempt_at);
CREATE INDEX push_outbox_subscription ON push_outbox(subscription_id);

-- +goose Down
DROP TABLE push_outbox;
DROP TABLE push_subscriptions;
