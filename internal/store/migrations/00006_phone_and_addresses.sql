-- +goose Up
-- The phone area (docs/phone-api.md): an account's phone packages, their
-- directory numbers, 911 profiles, voice features, call records and
-- international balance; IP address management: each account's allowance,
-- address pools and registered devices; the idempotency keys of writes
-- that move money; and the region codebook every install needs.

CREATE TABLE phone_packages (
    id           BIGINT PRIMARY KEY,
    account_id   BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    service_id   BIGINT NOT NULL UNIQUE,
    description  TEXT NOT NULL,
    -- packageoriented: one selected profile covers every number;
    -- numberoriented: each number has its profile.
    profile_type TEXT NOT NULL,
    position     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX phone_packages_account ON phone_packages(account_id, position);

CREATE TABLE emergency_profiles (
    id                  @ID@,
    package_id          BIGINT NOT NULL REFERENCES phone_packages(id) ON DELETE CASCADE,
    selected            BOOLEAN NOT NULL DEFAULT FALSE,
    obsolete            BOOLEAN NOT NULL DEFAULT FALSE,
    mode                INTEGER NOT NULL,
    lastname            TEXT NOT NULL,
    firstname           TEXT NOT NULL,
    streetnumber        TEXT NOT NULL DEFAULT '',
    streetname          TEXT NOT NULL DEFAULT '',
    unit                TEXT NOT NULL DEFAULT '',
    ruraladdress        TEXT NOT NULL DEFAULT '',
    ruraladditionalinfo TEXT NOT NULL DEFAULT '',
    city                TEXT NOT NULL,
    province            TEXT NOT NULL,
    postalcode          TEXT NOT NULL,
    updated_at          BIGINT NOT NULL
);
CREATE INDEX emergency_profiles_package ON emergency_profiles(package_id, id);

CREATE TABLE directory_numbers (
    service_id BIGINT PRIMARY KEY,
    package_id BIGINT NOT NULL REFERENCES phone_packages(id) ON DELETE CASCADE,
    number     TEXT NOT NULL UNIQUE,
    profile_id BIGINT REFERENCES emergency_profiles(id),
    position   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX directory_numbers_package ON directory_numbers(package_id, position);

CREATE TABLE voice_features (
    service_id             BIGINT PRIMARY KEY REFERENCES phone_packages(service_id) ON DELETE CASCADE,
    cf_unavailable_enabled BOOLEAN NOT NULL DEFAULT FALSE,
    cf_unavailable_number  TEXT NOT NULL DEFAULT '',
    vm_timeout             INTEGER NOT NULL DEFAULT 25,
    vm_enable              BOOLEAN NOT NULL DEFAULT TRUE,
    vm_password            TEXT NOT NULL DEFAULT '',
    vm_sendemail           BOOLEAN NOT NULL DEFAULT FALSE,
    vm_email               TEXT NOT NULL DEFAULT '',
    vm_emailattachfile     BOOLEAN NOT NULL DEFAULT FALSE,
    cf_noanswer_enabled    BOOLEAN NOT NULL DEFAULT FALSE,
    cf_noanswer_number     TEXT NOT NULL DEFAULT '',
    cf_enabled             BOOLEAN NOT NULL DEFAULT FALSE,
    cf_number              TEXT NOT NULL DEFAULT '',
    cf_busy_enabled        BOOLEAN NOT NULL DEFAULT FALSE,
    cf_busy_number         TEXT NOT NULL DEFAULT '',
    updated_at             BIGINT NOT NULL
);

-- Call records, by record id (ingest is idempotent per id).
CREATE TABLE call_records (
    id         TEXT PRIMARY KEY,
    package_id BIGINT NOT NULL REFERENCES phone_packages(id) ON DELETE CASCADE,
    incoming   BOOLEAN NOT NULL,
    name       TEXT NOT NULL DEFAULT '',
    src_number TEXT NOT NULL DEFAULT '',
    dst_number TEXT NOT NULL DEFAULT '',
    started_at BIGINT NOT NULL,
    duration   INTEGER NOT NULL
);
CREATE INDEX call_records_page ON call_records(package_id, incoming, started_at, id);

-- International calling credit: the balance and every movement.
CREATE TABLE ld_balances (
    package_id    BIGINT PRIMARY KEY REFERENCES phone_packages(id) ON DELETE CASCADE,
    balance_cents BIGINT NOT NULL
);
CREATE TABLE ld_history (
    id           @ID@,
    package_id   BIGINT NOT NULL REFERENCES phone_packages(id) ON DELETE CASCADE,
    at           BIGINT NOT NULL,
    amount_cents BIGINT NOT NULL
);
CREATE INDEX ld_history_package ON ld_history(package_id, at);

-- IP address management: what an account may register, from which pools,
-- and what it registered.
CREATE TABLE address_plans (
    account_id       BIGINT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    base_total       INTEGER NOT NULL,
    base_canbestatic BOOLEAN NOT NULL,
    addon_total      INTEGER NOT NULL DEFAULT 0,
    addon_canbestatic BOOLEAN NOT NULL DEFAULT FALSE,
    nat              BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE TABLE address_pools (
    account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    static     BOOLEAN NOT NULL,
    first_ip   TEXT NOT NULL,
    last_ip    TEXT NOT NULL,
    mask       TEXT NOT NULL,
    gateway    TEXT NOT NULL,
    PRIMARY KEY (account_id, static)
);
CREATE TABLE registered_addresses (
    bps_id      @ID@,
    account_id  BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    static      BOOLEAN NOT NULL,
    source      TEXT NOT NULL,
    ip          TEXT NOT NULL,
    mask        TEXT NOT NULL,
    gateway     TEXT NOT NULL,
    mac         TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL
);
CREATE UNIQUE INDEX registered_addresses_ip ON registered_addresses(account_id, ip);
CREATE UNIQUE INDEX registered_addresses_mac ON registered_addresses(account_id, mac);

-- Writes that move money answer a repeated Idempotency-Key with their first
-- answer (api.md). key is the login's id and the client's key.
CREATE TABLE idempotency_keys (
    key          TEXT PRIMARY KEY,
    request_hash TEXT NOT NULL,
    status       INTEGER,
    answer       TEXT,
    created_at   BIGINT NOT NULL
);

-- +goose Down
DROP TABLE idempotency_keys;
DROP TABLE registered_addresses;
DROP TABLE address_pools;
DROP TABLE address_plans;
DROP TABLE ld_history;
DROP TABLE ld_balances;
DROP TABLE call_records;
DROP TABLE voice_features;
DROP TABLE directory_numbers;
DROP TABLE emergency_profiles;
DROP TABLE phone_packages;
