-- +goose Up
-- Notification preferences (issue 31): per login and category of e-mail
-- (portal.MailCategories), whether it is sent and where. A category
-- without a row has its default (portal.MailCategory.DefaultOn, to the
-- login's address). address is '' for the login's own address, else one of
-- the login's accounts' service e-mail addresses; the outbox falls back to
-- the login's address when that mailbox is gone.
CREATE TABLE notification_preferences (
    identity_id BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    category    TEXT NOT NULL,
    enabled     BOOLEAN NOT NULL,
    address     TEXT NOT NULL DEFAULT '',
    updated_at  BIGINT NOT NULL,
    PRIMARY KEY (identity_id, category)
);

-- +goose Down
DROP TABLE notification_preferences;
