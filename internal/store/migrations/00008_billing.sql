-- +goose Up
-- The account and billing area (docs/billing-api.md): the account's
-- contact numbers and addresses, change requests, one ledger of every
-- charge, credit and payment, the invoices printed from it, documents,
-- payment methods, payments, hosted card sessions, uploads that staff
-- review (void cheques; identity documents next), and the staff's actions.

CREATE TABLE account_phone_numbers (
    account_id  BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    description TEXT NOT NULL,
    phoneno     TEXT NOT NULL, -- 10 digits
    PRIMARY KEY (account_id, position)
);

CREATE TABLE account_email_addresses (
    account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    email      TEXT NOT NULL,
    PRIMARY KEY (account_id, position)
);

-- A request to change the account's contact information, resolved by the
-- provider's staff. changes is the JSON list of changes; one request per
-- account is pending at a time.
CREATE TABLE change_requests (
    id          @ID@,
    account_id  BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    identity_id BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    types       TEXT NOT NULL,
    changes     TEXT NOT NULL,
    callback    TEXT NOT NULL,
    comments    TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL CHECK (status IN ('pending', 'resolved')),
    created_at  BIGINT NOT NULL,
    resolved_at BIGINT,
    resolved_by TEXT NOT NULL DEFAULT '',
    resolution  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX change_requests_account ON change_requests(account_id, id);
CREATE UNIQUE INDEX change_requests_one_pending ON change_requests(account_id) WHERE status = 'pending';

-- The ledger: the internet and phone areas' charges become its first rows.
-- amount_cents is signed: charges positive, credits and payments negative.
ALTER TABLE account_charges RENAME TO ledger_entries;
DROP INDEX account_charges_account;
ALTER TABLE ledger_entries ADD COLUMN kind TEXT NOT NULL DEFAULT 'charge';
ALTER TABLE ledger_entries ADD COLUMN invoice_id BIGINT;
-- payment_id: a settled payment is recorded once, whatever retries happen.
ALTER TABLE ledger_entries ADD COLUMN payment_id BIGINT;
ALTER TABLE ledger_entries ADD COLUMN staff_action_id BIGINT;
CREATE INDEX ledger_entries_account ON ledger_entries(account_id, invoice_id, created_at);
CREATE UNIQUE INDEX ledger_entries_payment ON ledger_entries(payment_id);

-- One invoice per account and month of service. bill_to is the account's
-- name and address as billed (JSON).
CREATE TABLE invoices (
    id             @ID@,
    account_id     BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    period_year    INTEGER NOT NULL,
    period_month   INTEGER NOT NULL CHECK (period_month BETWEEN 1 AND 12),
    issued_at      BIGINT NOT NULL,
    due_at         BIGINT NOT NULL,
    previous_cents BIGINT NOT NULL,
    total_cents    BIGINT NOT NULL,
    bill_to        TEXT NOT NULL,
    UNIQUE (account_id, period_year, period_month)
);
CREATE INDEX invoices_account ON invoices(account_id, issued_at);

-- Phone packages are billed monthly too.
ALTER TABLE phone_packages ADD COLUMN monthly_fee_cents BIGINT NOT NULL DEFAULT 0;

-- An account's documents. An invoice's file is printed from the invoice
-- (per language) and kept in the file store under a key derived from its
-- id; other documents name their stored file.
CREATE TABLE documents (
    id            @ID@,
    account_id    BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    kind          TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    invoice_id    BIGINT UNIQUE REFERENCES invoices(id) ON DELETE CASCADE,
    file_key      TEXT NOT NULL DEFAULT '',
    thumbnail_key TEXT NOT NULL DEFAULT '',
    content_type  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX documents_account ON documents(account_id, created_at);

-- The card or bank account an account pays with (auto payment and
-- e-payments). token is the gateway's: never a card number.
CREATE TABLE payment_methods (
    account_id   BIGINT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    type         TEXT NOT NULL CHECK (type IN ('EF', 'VA', 'MC')),
    token        TEXT NOT NULL,
    last4        TEXT NOT NULL DEFAULT '',
    exp_month    INTEGER NOT NULL DEFAULT 0,
    exp_year     INTEGER NOT NULL DEFAULT 0,
    name_on_card TEXT NOT NULL DEFAULT '',
    since        BIGINT NOT NULL
);

-- Payment attempts: recorded pending, settled by the payment worker.
-- claimed_until leases a pending payment to one worker; invoice_id names
-- the invoice an automatic payment pays (one per invoice).
CREATE TABLE payments (
    id                  @ID@,
    account_id          BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    identity_id         BIGINT,
    amount_cents        BIGINT NOT NULL CHECK (amount_cents > 0),
    method_type         TEXT NOT NULL,
    method_token        TEXT NOT NULL,
    method_last4        TEXT NOT NULL DEFAULT '',
    status              TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
    failure             TEXT NOT NULL DEFAULT '',
    gateway_transaction TEXT NOT NULL DEFAULT '',
    gateway_reason      TEXT NOT NULL DEFAULT '',
    attempts            INTEGER NOT NULL DEFAULT 0,
    claimed_until       BIGINT NOT NULL DEFAULT 0,
    invoice_id          BIGINT UNIQUE REFERENCES invoices(id) ON DELETE SET NULL,
    created_at          BIGINT NOT NULL,
    settled_at          BIGINT
);
CREATE INDEX payments_account ON payments(account_id, id);
CREATE INDEX payments_pending ON payments(status, claimed_until);

-- Hosted add-card sessions: the session token's hash, and when it was used.
CREATE TABLE card_sessions (
    id           @ID@,
    account_id   BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    identity_id  BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    token_hash   TEXT NOT NULL UNIQUE,
    name_on_card TEXT NOT NULL,
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    completed_at BIGINT
);
CREATE INDEX card_sessions_account ON card_sessions(account_id, id);

-- Photos a subscriber uploads for the staff to review: void cheques (kind
-- voidcheque) and identity documents (kind identity). sha256 lets a
-- repeated upload of the same photo count once.
CREATE TABLE review_uploads (
    id          @ID@,
    account_id  BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    identity_id BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    kind        TEXT NOT NULL,
    document_id BIGINT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    sha256      TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'superseded')),
    created_at  BIGINT NOT NULL,
    decided_at  BIGINT,
    decided_by  TEXT NOT NULL DEFAULT '',
    reason      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX review_uploads_account ON review_uploads(account_id, kind, status);

-- What the provider's staff did through `myaccount admin`: who and when.
CREATE TABLE staff_actions (
    id         @ID@,
    actor      TEXT NOT NULL,
    action     TEXT NOT NULL,
    account_id BIGINT,
    subject    TEXT NOT NULL DEFAULT '',
    detail     TEXT NOT NULL DEFAULT '',
    at         BIGINT NOT NULL
);
CREATE INDEX staff_actions_account ON staff_actions(account_id, at);

-- +goose Down
DROP TABLE staff_actions;
DROP TABLE review_uploads;
DROP TABLE card_sessions;
DROP TABLE payments;
DROP TABLE payment_methods;
DROP TABLE documents;
ALTER TABLE phone_packages DROP COLUMN monthly_fee_cents;
DROP TABLE invoices;
DROP INDEX ledger_entries_payment;
DROP INDEX ledger_entries_account;
ALTER TABLE ledger_entries DROP COLUMN staff_action_id;
ALTER TABLE ledger_entries DROP COLUMN payment_id;
ALTER TABLE ledger_entries DROP COLUMN invoice_id;
ALTER TABLE ledger_entries DROP COLUMN kind;
ALTER TABLE ledger_entries RENAME TO account_charges;
CREATE INDEX account_charges_account ON account_charges(account_id, created_at);
DROP TABLE change_requests;
DROP TABLE account_email_addresses;
DROP TABLE account_phone_numbers;
