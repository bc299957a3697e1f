-- +goose Up
-- Warnings and notices are read in English and French: the French text of
-- each, empty where the provider wrote only English (the app then shows the
-- English one).

ALTER TABLE account_warnings ADD COLUMN title_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE account_warnings ADD COLUMN body_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE global_notifications ADD COLUMN message_fr TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE global_notifications DROP COLUMN message_fr;
ALTER TABLE account_warnings DROP COLUMN body_fr;
ALTER TABLE account_warnings DROP COLUMN title_fr;
