-- +goose Up
-- Sign-in limits that slow an address down instead of refusing it: a
-- counter may be held until blocked_until (epoch ms) after each attempt
-- beyond its free quota. A renewed session token names its one successor,
-- so a renewal repeated within the grace period answers the same token.

ALTER TABLE rate_counters ADD COLUMN blocked_until BIGINT NOT NULL DEFAULT 0;
ALTER TABLE session_tokens ADD COLUMN successor_hash TEXT;

-- +goose Down
ALTER TABLE session_tokens DROP COLUMN successor_hash;
ALTER TABLE rate_counters DROP COLUMN blocked_until;
