-- +goose Up
-- The provider API's keys (docs/provider-api.md): only the SHA-256 of a key
-- is stored; a revoked key stays listed with when it was revoked.

CREATE TABLE api_keys (
    id         @ID@,
    name       TEXT NOT NULL UNIQUE,
    key_hash   TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL,
    created_by TEXT NOT NULL DEFAULT '',
    revoked_at BIGINT,
    last_used_at BIGINT
);

-- +goose Down
DROP TABLE api_keys;
