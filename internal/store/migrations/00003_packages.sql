-- +goose Up
-- The internet area's packages (internet-api.md, Packages): the provider's
-- catalog, each account's broadband subscription, traffic packs bought,
-- charges recorded on accounts (the billing area reads them) and offer codes.
-- Money is integer cents, times Unix milliseconds.

CREATE TABLE broadband_packages (
    id                BIGINT PRIMARY KEY,
    description       TEXT NOT NULL,
    technology        TEXT NOT NULL CHECK (technology IN ('fiber', 'wireless')),
    cap_gb            BIGINT NOT NULL CHECK (cap_gb > 0), -- 999999 = Unlimited
    monthly_fee_cents BIGINT NOT NULL CHECK (monthly_fee_cents >= 0),
    rate_download     BIGINT NOT NULL DEFAULT 0, -- mbps
    rate_upload       BIGINT NOT NULL DEFAULT 0, -- mbps
    link              TEXT NOT NULL DEFAULT '',
    active            BOOLEAN NOT NULL DEFAULT TRUE
);

-- One broadband subscription per account; bpid names it in packageupgrade.
-- slowdown_at is when Unlimited (slowed-down) mode was last turned on: the
-- mode lasts until the 1st of the next month (Turbo Mode returns).
CREATE TABLE broadband_subscriptions (
    bpid            BIGINT PRIMARY KEY,
    account_id      BIGINT NOT NULL UNIQUE REFERENCES accounts(id) ON DELETE CASCADE,
    package_id      BIGINT NOT NULL REFERENCES broadband_packages(id),
    loyalty_gb      BIGINT NOT NULL DEFAULT 0 CHECK (loyalty_gb >= 0),
    changed_at      BIGINT NOT NULL,
    slowdown_mode   BOOLEAN NOT NULL DEFAULT FALSE,
    slowdown_at     BIGINT NOT NULL DEFAULT 0,
    switch_disabled BOOLEAN NOT NULL DEFAULT FALSE
);

-- Traffic packs count in the local month of bought_at.
CREATE TABLE traffic_packs (
    id          @ID@,
    account_id  BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    bought_at   BIGINT NOT NULL,
    gb          BIGINT NOT NULL CHECK (gb > 0),
    price_cents BIGINT NOT NULL CHECK (price_cents >= 0)
);
CREATE INDEX traffic_packs_account ON traffic_packs(account_id, bought_at);

CREATE TABLE account_charges (
    id           @ID@,
    account_id   BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    description  TEXT NOT NULL,
    amount_cents BIGINT NOT NULL,
    created_at   BIGINT NOT NULL
);
CREATE INDEX account_charges_account ON account_charges(account_id, created_at);

-- Offer codes (upper case). package_id, when set, is the package the
-- discount applies to.
CREATE TABLE offers (
    code           TEXT PRIMARY KEY,
    title          TEXT NOT NULL,
    text           TEXT NOT NULL DEFAULT '',
    description    TEXT NOT NULL DEFAULT '',
    buttontext     TEXT NOT NULL DEFAULT '',
    redirecturl    TEXT NOT NULL DEFAULT '',
    upgradetext    TEXT NOT NULL DEFAULT '',
    package_id     BIGINT REFERENCES broadband_packages(id),
    discount_cents BIGINT NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
    expires_at     BIGINT NOT NULL
);

-- +goose Down
DROP TABLE offers;
DROP TABLE account_charges;
DROP TABLE traffic_packs;
DROP TABLE broadband_subscriptions;
DROP TABLE broadband_packages;
