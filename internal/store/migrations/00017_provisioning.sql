-- +goose Up
-- The provider's own data through the provider API (docs/provider-api.md).
-- Packages get the provider's code (existing rows keep their id as code;
-- the app's API still names packages by id) and a French name. Phone
-- packages get a catalog the lines refer to by code: a line's description
-- and fee are its catalog entry's. Accounts keep the provider's VIP flag
-- (copied onto the links of their logins) and language. A broadband
-- subscription keeps its billing day and the Wi-Fi settings the provider
-- last sent (so a resent, unchanged setting does not undo a change the
-- subscriber made in the app).

ALTER TABLE broadband_packages ADD COLUMN code TEXT NOT NULL DEFAULT '';
ALTER TABLE broadband_packages ADD COLUMN description_fr TEXT NOT NULL DEFAULT '';
UPDATE broadband_packages SET code = CAST(id AS TEXT);
CREATE UNIQUE INDEX broadband_packages_code ON broadband_packages(code);

CREATE TABLE phone_package_catalog (
    code              TEXT PRIMARY KEY,
    name              TEXT NOT NULL,
    name_fr           TEXT NOT NULL DEFAULT '',
    monthly_fee_cents BIGINT NOT NULL CHECK (monthly_fee_cents >= 0)
);
ALTER TABLE phone_packages ADD COLUMN catalog_code TEXT;
CREATE INDEX phone_packages_catalog ON phone_packages(catalog_code);

ALTER TABLE accounts ADD COLUMN vip BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE accounts ADD COLUMN language TEXT NOT NULL DEFAULT 'en';

ALTER TABLE broadband_subscriptions ADD COLUMN billing_day INTEGER NOT NULL DEFAULT 0;
ALTER TABLE broadband_subscriptions ADD COLUMN sent_wifi TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE broadband_subscriptions DROP COLUMN sent_wifi;
ALTER TABLE broadband_subscriptions DROP COLUMN billing_day;
ALTER TABLE accounts DROP COLUMN language;
ALTER TABLE accounts DROP COLUMN vip;
DROP INDEX phone_packages_catalog;
ALTER TABLE phone_packages DROP COLUMN catalog_code;
DROP TABLE phone_package_catalog;
DROP INDEX broadband_packages_code;
ALTER TABLE broadband_packages DROP COLUMN description_fr;
ALTER TABLE broadband_packages DROP COLUMN code;
