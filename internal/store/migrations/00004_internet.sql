-- +goose Up
-- The internet area's own tables (docs/internet-api.md): Wi-Fi settings,
-- rating-survey answers, signatures that cleared a disruptive ticket,
-- automatic IP registrations, and the routers' WAN counter samples.

CREATE TABLE wifi_settings (
    account_id     BIGINT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    wifi_enabled   BOOLEAN NOT NULL DEFAULT TRUE,
    wifi_ssid      TEXT NOT NULL,
    wifi_password  TEXT NOT NULL,
    guest_enabled  BOOLEAN NOT NULL DEFAULT FALSE,
    guest_ssid     TEXT NOT NULL DEFAULT '',
    guest_password TEXT NOT NULL DEFAULT '',
    updated_at     BIGINT NOT NULL
);

-- Every answer is kept; the newest decides whether the survey shows again.
-- rate is 1..10, or -1 when the subscriber declined.
CREATE TABLE rating_answers (
    id           @ID@,
    account_id   BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    identity_id  BIGINT REFERENCES identities(id) ON DELETE SET NULL,
    rate         INTEGER NOT NULL,
    rate_options TEXT NOT NULL DEFAULT '',
    comment      TEXT NOT NULL DEFAULT '',
    created_at   BIGINT NOT NULL
);
CREATE INDEX rating_answers_account ON rating_answers(account_id, created_at);

-- The signature that cleared a disruptive ticket (one per warning).
CREATE TABLE disruptive_ticket_signatures (
    warning_id  BIGINT PRIMARY KEY REFERENCES account_warnings(id) ON DELETE CASCADE,
    account_id  BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    identity_id BIGINT REFERENCES identities(id) ON DELETE SET NULL,
    signature   TEXT NOT NULL,
    signed_at   BIGINT NOT NULL
);

-- Connections registered with the account's router by ipaddr_autoregister.
CREATE TABLE ip_registrations (
    id          @ID@,
    account_id  BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    identity_id BIGINT REFERENCES identities(id) ON DELETE SET NULL,
    ip          TEXT NOT NULL,
    warning_id  BIGINT,
    created_at  BIGINT NOT NULL
);
CREATE INDEX ip_registrations_account ON ip_registrations(account_id);

-- The routers' WAN (ether1) octet counters as read at at_ms. id is the
-- sender's sample id (ingest) or the simulator's; a sample sent again is a
-- duplicate. Kept for three days (PurgeExpired).
CREATE TABLE cpe_samples (
    id         TEXT PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    at_ms      BIGINT NOT NULL,
    rx_bytes   BIGINT NOT NULL,
    tx_bytes   BIGINT NOT NULL
);
CREATE INDEX cpe_samples_account_at ON cpe_samples(account_id, at_ms);
CREATE INDEX cpe_samples_at ON cpe_samples(at_ms);

-- +goose Down
DROP TABLE cpe_samples;
DROP TABLE ip_registrations;
DROP TABLE disruptive_ticket_signatures;
DROP TABLE rating_answers;
DROP TABLE wifi_settings;
