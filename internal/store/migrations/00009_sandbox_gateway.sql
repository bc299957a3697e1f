-- +goose Up
-- The sandbox payment gateway's own books (internal/gateway/sandbox): its
-- hosted add-card sessions, the cards it tokenized and every charge it
-- answered. They belong to the test gateway, not to the portal: a real
-- provider keeps these on its side. No card number and no CVC is stored,
-- ever: a card is its token, brand, last four digits and expiry.

CREATE TABLE sandbox_cards (
    token      TEXT PRIMARY KEY,
    brand      TEXT NOT NULL CHECK (brand IN ('VA', 'MC')),
    last4      TEXT NOT NULL,
    exp_month  INTEGER NOT NULL,
    exp_year   INTEGER NOT NULL,
    -- approve: charges are approved; decline: every charge is declined
    -- (insufficient funds).
    behaviour  TEXT NOT NULL CHECK (behaviour IN ('approve', 'decline')),
    created_at BIGINT NOT NULL
);

-- A hosted-page session, by the SHA-256 of its token (the token itself is
-- never stored). It completes once: status leaves 'open' a single time.
CREATE TABLE sandbox_sessions (
    token_hash   TEXT PRIMARY KEY,
    reference    TEXT NOT NULL,
    name_on_card TEXT NOT NULL,
    return_url   TEXT NOT NULL,
    language     TEXT NOT NULL,
    status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'denied', 'cancelled')),
    card_token   TEXT REFERENCES sandbox_cards(token),
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    completed_at BIGINT
);

-- Every charge, one row per reference: the reference is what makes a
-- charge idempotent, so a retried charge finds its first answer here.
-- attempts counts the calls that named the reference.
CREATE TABLE sandbox_charges (
    id             @ID@,
    reference      TEXT NOT NULL UNIQUE,
    method_type    TEXT NOT NULL,
    token          TEXT NOT NULL,
    amount_cents   BIGINT NOT NULL,
    description    TEXT NOT NULL DEFAULT '',
    approved       BOOLEAN NOT NULL,
    transaction_id TEXT NOT NULL DEFAULT '',
    reason         TEXT NOT NULL DEFAULT '',
    attempts       INTEGER NOT NULL DEFAULT 1,
    created_at     BIGINT NOT NULL
);

-- +goose Down
DROP TABLE sandbox_charges;
DROP TABLE sandbox_sessions;
DROP TABLE sandbox_cards;
