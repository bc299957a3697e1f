-- +goose Up
-- Support tickets (issue 32, item 3; docs/support-api.md): a subscriber's
-- request, its conversation with the provider's staff, the files sent with
-- its messages (their bytes are in the file store, under file_key), and
-- how far each login has read each ticket (the menu's unread count). Times
-- are Unix milliseconds; a ticket's diagnostics are its lines joined by \n.

CREATE TABLE support_tickets (
    id            @ID@,
    account_id    BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    opener_id     BIGINT REFERENCES identities(id) ON DELETE SET NULL,
    category      TEXT NOT NULL CHECK (category IN ('internet', 'phone', 'billing', 'account', 'other')),
    subject       TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('open', 'answered', 'closed')),
    diagnostics   TEXT NOT NULL DEFAULT '',
    assignee      TEXT NOT NULL DEFAULT '',
    created_at    BIGINT NOT NULL,
    updated_at    BIGINT NOT NULL,
    waiting_since BIGINT,
    version       BIGINT NOT NULL DEFAULT 1
);
-- The subscriber's list (newest updated first) and the count of active
-- tickets; the console's queue by status, oldest waiting first.
CREATE INDEX support_tickets_account ON support_tickets(account_id, updated_at);
CREATE INDEX support_tickets_status ON support_tickets(status, waiting_since);

CREATE TABLE support_messages (
    id          @ID@,
    ticket_id   BIGINT NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
    author_kind TEXT NOT NULL CHECK (author_kind IN ('subscriber', 'staff')),
    identity_id BIGINT REFERENCES identities(id) ON DELETE SET NULL,
    staff_email TEXT NOT NULL DEFAULT '',
    author      TEXT NOT NULL DEFAULT '',
    body        TEXT NOT NULL,
    created_at  BIGINT NOT NULL
);
-- The conversation in order, and the unread count (staff messages after
-- a login's read mark) in one index range.
CREATE INDEX support_messages_ticket ON support_messages(ticket_id, author_kind, id);

CREATE TABLE support_attachments (
    id           @ID@,
    message_id   BIGINT NOT NULL REFERENCES support_messages(id) ON DELETE CASCADE,
    ticket_id    BIGINT NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size         BIGINT NOT NULL,
    file_key     TEXT NOT NULL
);
CREATE INDEX support_attachments_ticket ON support_attachments(ticket_id, message_id);

CREATE TABLE support_reads (
    ticket_id   BIGINT NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
    identity_id BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    message_id  BIGINT NOT NULL,
    PRIMARY KEY (ticket_id, identity_id)
);

-- +goose Down
DROP TABLE support_reads;
DROP TABLE support_attachments;
DROP TABLE support_messages;
DROP TABLE support_tickets;
