-- +goose Up
-- Broadband usage (internet area): hourly buckets per account, fed by the
-- ingest path (POST /ingest/usage) and the demo simulator. hour_start is the
-- epoch ms of a whole UTC hour; days and months are cut in the provider's
-- zone when read, so a change of zone or DST never rewrites stored data.

CREATE TABLE usage_hours (
    account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    hour_start BIGINT NOT NULL,
    down_bytes BIGINT NOT NULL DEFAULT 0,
    up_bytes   BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (account_id, hour_start)
);
-- Every read is a range of one account's hours summing the bytes: with the
-- bytes in the index it never touches the table (about twice as fast on
-- SQLite for the calendar's 100 days).
CREATE INDEX usage_hours_covering ON usage_hours(account_id, hour_start, down_bytes, up_bytes);

-- Every record id ever stored, so a record sent again changes nothing. A
-- record's id and its bucket update are written in one transaction.
CREATE TABLE usage_records (
    id          TEXT PRIMARY KEY,
    account_id  BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    hour_start  BIGINT NOT NULL,
    received_at BIGINT NOT NULL
);
CREATE INDEX usage_records_account ON usage_records(account_id, hour_start);

-- +goose Down
DROP TABLE usage_records;
DROP TABLE usage_hours;
