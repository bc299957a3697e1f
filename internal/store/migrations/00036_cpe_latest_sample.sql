-- +goose Up
-- The live chart (Traffic Monitor) asks every second for a router's latest
-- counter sample: ORDER BY at_ms DESC, id DESC LIMIT 1. The index on
-- (account_id, at_ms) left the id to a sort and every column to a read of
-- the table; this one answers the read from the index alone, on both
-- engines, and still serves the range reads and deletions by account and
-- time that the old one did.
DROP INDEX cpe_samples_account_at;
CREATE INDEX cpe_samples_account_latest ON cpe_samples(account_id, at_ms, id, rx_bytes, tx_bytes);

-- +goose Down
DROP INDEX cpe_samples_account_latest;
CREATE INDEX cpe_samples_account_at ON cpe_samples(account_id, at_ms);
