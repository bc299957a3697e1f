-- +goose Up
-- The e-mail outbox (docs/decisions.md, "E-mail"): a message is written in
-- the transaction of the change that causes it; a worker leases it, sends it
-- and marks it sent, or retries later with backoff, and gives up after
-- several tries (failed_at). data is the template's values as JSON.

CREATE TABLE mail_outbox (
    id              @ID@,
    message_id      TEXT NOT NULL UNIQUE,
    kind            TEXT NOT NULL,
    recipient       TEXT NOT NULL,
    lang            TEXT NOT NULL DEFAULT 'en',
    identity_id     BIGINT,
    data            TEXT NOT NULL DEFAULT '{}',
    created_at      BIGINT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    lease_until     BIGINT NOT NULL DEFAULT 0,
    sent_at         BIGINT,
    failed_at       BIGINT,
    last_error      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX mail_outbox_due ON mail_outbox(sent_at, failed_at, next_attempt_at);
CREATE INDEX mail_outbox_identity ON mail_outbox(identity_id, created_at);

-- +goose Down
DROP TABLE mail_outbox;
