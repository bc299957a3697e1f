-- +goose Up
-- The platform's tables. Written once for both engines: @ID@ becomes the
-- engine's auto-increment primary key (see dialect.go). Times are Unix
-- milliseconds (BIGINT), money would be integer cents, booleans BOOLEAN.
-- Other areas (internet, phone, billing, onboarding) add their own tables
-- keyed by accounts.id.

CREATE TABLE identities (
    id                  @ID@,
    login               TEXT NOT NULL UNIQUE,
    password_hash       TEXT NOT NULL DEFAULT '',
    created_at          BIGINT NOT NULL,
    password_changed_at BIGINT NOT NULL
);

CREATE TABLE accounts (
    id            BIGINT PRIMARY KEY,
    name          TEXT NOT NULL,
    name2         TEXT NOT NULL DEFAULT '',
    kind          TEXT NOT NULL DEFAULT 'person',
    address       TEXT NOT NULL DEFAULT '',
    city          TEXT NOT NULL DEFAULT '',
    postalcode    TEXT NOT NULL DEFAULT '',
    regionid      BIGINT NOT NULL DEFAULT 0,
    referral_code TEXT NOT NULL DEFAULT '',
    created_at    BIGINT NOT NULL
);

CREATE TABLE identity_accounts (
    identity_id BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    account_id  BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    is_vip      BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (identity_id, account_id)
);
CREATE INDEX identity_accounts_account ON identity_accounts(account_id);

CREATE TABLE account_services (
    account_id       BIGINT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    has_broadband    BOOLEAN NOT NULL DEFAULT FALSE,
    has_phone        BOOLEAN NOT NULL DEFAULT FALSE,
    has_contact_info BOOLEAN NOT NULL DEFAULT FALSE,
    has_ar           BOOLEAN NOT NULL DEFAULT FALSE,
    has_preinstall   BOOLEAN NOT NULL DEFAULT FALSE,
    hide_documents   BOOLEAN NOT NULL DEFAULT FALSE,
    has_wifi         BOOLEAN NOT NULL DEFAULT FALSE,
    has_router       BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE TABLE contract_status (
    account_id  BIGINT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    resign      BOOLEAN NOT NULL DEFAULT FALSE,
    resign_type TEXT NOT NULL DEFAULT ''
);

CREATE TABLE account_warnings (
    id         @ID@,
    account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    type       TEXT NOT NULL,
    title      TEXT NOT NULL,
    body       TEXT NOT NULL,
    clearable  BOOLEAN NOT NULL DEFAULT FALSE,
    created_at BIGINT NOT NULL,
    cleared_at BIGINT
);
CREATE INDEX account_warnings_open ON account_warnings(account_id, cleared_at);

CREATE TABLE global_notifications (
    id         @ID@,
    message    TEXT NOT NULL,
    starts_at  BIGINT NOT NULL,
    ends_at    BIGINT
);

CREATE TABLE service_emails (
    id                 @ID@,
    account_id         BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    email              TEXT NOT NULL,
    forwarding         BOOLEAN NOT NULL DEFAULT FALSE,
    forwarding_address TEXT NOT NULL DEFAULT '',
    created_at         BIGINT NOT NULL,
    abandoned_at       BIGINT
);
CREATE INDEX service_emails_account ON service_emails(account_id, abandoned_at);

CREATE TABLE wifi_devices (
    account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    mac        TEXT NOT NULL,
    vendor     TEXT NOT NULL DEFAULT '',
    alias      TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (account_id, mac)
);

-- Per-device traffic in hourly buckets; the 30-day and 1-day totals are sums.
CREATE TABLE wifi_device_traffic (
    account_id BIGINT NOT NULL,
    mac        TEXT NOT NULL,
    hour_start BIGINT NOT NULL,
    up_bytes   BIGINT NOT NULL DEFAULT 0,
    down_bytes BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (account_id, mac, hour_start),
    FOREIGN KEY (account_id, mac) REFERENCES wifi_devices(account_id, mac) ON DELETE CASCADE
);

CREATE TABLE mac_registrations (
    id          @ID@,
    identity_id BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    account_id  BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    hw          TEXT NOT NULL,
    seg         TEXT NOT NULL,
    ip          TEXT NOT NULL DEFAULT '',
    result_case INTEGER NOT NULL,
    message     TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL
);
CREATE INDEX mac_registrations_account ON mac_registrations(account_id, hw);

-- API sessions. A session has one or more tokens (renewal adds one); the
-- token itself is never stored, only its SHA-256.
CREATE TABLE sessions (
    id                @ID@,
    identity_id       BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    active_account_id BIGINT NOT NULL DEFAULT 0,
    created_at        BIGINT NOT NULL,
    revoked_at        BIGINT
);
CREATE INDEX sessions_identity ON sessions(identity_id);

CREATE TABLE session_tokens (
    token_hash TEXT PRIMARY KEY,
    session_id BIGINT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX session_tokens_session ON session_tokens(session_id);

-- The identity service's single-sign-on sessions (its cookie).
CREATE TABLE sso_sessions (
    token_hash  TEXT PRIMARY KEY,
    identity_id BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    revoked_at  BIGINT
);
CREATE INDEX sso_sessions_identity ON sso_sessions(identity_id);

-- One-time hand-off codes from the identity service to the app (pi).
CREATE TABLE login_codes (
    code_hash   TEXT PRIMARY KEY,
    identity_id BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);

-- Fixed-window counters shared by every portal process (failed logins).
CREATE TABLE rate_counters (
    key          TEXT PRIMARY KEY,
    window_start BIGINT NOT NULL,
    count        INTEGER NOT NULL
);

-- Mailing lists and who left them.
CREATE TABLE subscriptions (
    key  TEXT PRIMARY KEY,
    name TEXT NOT NULL
);

CREATE TABLE email_subscriptions (
    email            TEXT NOT NULL,
    subscription_key TEXT NOT NULL REFERENCES subscriptions(key) ON DELETE CASCADE,
    unsubscribed_at  BIGINT,
    PRIMARY KEY (email, subscription_key)
);

-- Unsubscribe tokens already applied (each applies once).
CREATE TABLE used_unsubscribe_tokens (
    token_hash TEXT PRIMARY KEY,
    used_at    BIGINT NOT NULL
);

-- Code lists (regions, …): each row a JSON object.
CREATE TABLE codebook_entries (
    codebook TEXT NOT NULL,
    id       BIGINT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0,
    data     TEXT NOT NULL,
    PRIMARY KEY (codebook, id)
);

-- Feedback sent from the app's error page.
CREATE TABLE feedback (
    id          @ID@,
    identity_id BIGINT REFERENCES identities(id) ON DELETE SET NULL,
    account_id  BIGINT,
    message     TEXT NOT NULL,
    context     TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL
);

-- +goose Down
DROP TABLE feedback;
DROP TABLE codebook_entries;
DROP TABLE used_unsubscribe_tokens;
DROP TABLE email_subscriptions;
DROP TABLE subscriptions;
DROP TABLE rate_counters;
DROP TABLE login_codes;
DROP TABLE sso_sessions;
DROP TABLE session_tokens;
DROP TABLE sessions;
DROP TABLE mac_registrations;
DROP TABLE wifi_device_traffic;
DROP TABLE wifi_devices;
DROP TABLE service_emails;
DROP TABLE global_notifications;
DROP TABLE account_warnings;
DROP TABLE contract_status;
DROP TABLE account_services;
DROP TABLE identity_accounts;
DROP TABLE accounts;
DROP TABLE identities;
