-- +goose Up
-- The provider API's own ids (docs/provider-api-billing.md): the ledger
-- entries, notices and warnings the provider's systems write are found
-- again by the provider's id, so a resent PUT replaces rather than adds.
-- The rows the portal writes itself have none (NULL: never equal, so the
-- unique indexes leave them alone). A ledger entry's and a warning's id is
-- the provider's within the account; a notice's is global.
ALTER TABLE ledger_entries ADD COLUMN external_id TEXT;
CREATE UNIQUE INDEX ledger_entries_external ON ledger_entries(account_id, external_id);
ALTER TABLE account_warnings ADD COLUMN external_id TEXT;
CREATE UNIQUE INDEX account_warnings_external ON account_warnings(account_id, external_id);
ALTER TABLE global_notifications ADD COLUMN external_id TEXT;
CREATE UNIQUE INDEX global_notifications_external ON global_notifications(external_id);

-- +goose Down
DROP INDEX global_notifications_external;
ALTER TABLE global_notifications DROP COLUMN external_id;
DROP INDEX account_warnings_external;
ALTER TABLE account_warnings DROP COLUMN external_id;
DROP INDEX ledger_entries_external;
ALTER TABLE ledger_entries DROP COLUMN external_id;
