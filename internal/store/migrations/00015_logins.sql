-- +goose Up
-- Logins the provider manages (going live): a login may be disabled (it
-- cannot sign in, renew a token or reset its password) and has a language
-- for the e-mail it is sent. Its accounts keep the provider's order in the
-- account selector. identity_tokens are the one-time links of invitations
-- and forgotten passwords: only their SHA-256 is stored.

ALTER TABLE identities ADD COLUMN disabled BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE identities ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE identity_accounts ADD COLUMN position INTEGER NOT NULL DEFAULT 0;

CREATE TABLE identity_tokens (
    token_hash  TEXT PRIMARY KEY,
    identity_id BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    purpose     TEXT NOT NULL CHECK (purpose IN ('invitation', 'reset')),
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);
CREATE INDEX identity_tokens_identity ON identity_tokens(identity_id, purpose);

-- +goose Down
DROP TABLE identity_tokens;
ALTER TABLE identity_accounts DROP COLUMN position;
ALTER TABLE identities DROP COLUMN language;
ALTER TABLE identities DROP COLUMN disabled;
