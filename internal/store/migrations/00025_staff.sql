-- +goose Up
-- The provider's staff console (issue 30): staff logins apart from the
-- subscribers', with a role, an argon2id password, a TOTP second factor and
-- single-use recovery codes (only their SHA-256 is kept). A staff session is
-- found by its token's SHA-256; "password" sessions have passed the password
-- only and last minutes, "signed-in" ones end after 30 idle minutes.
-- staff_tokens are the one-time links that set a staff password.

CREATE TABLE staff (
    id              @ID@,
    email           TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL DEFAULT '',
    role            TEXT NOT NULL CHECK (role IN ('agent', 'billing', 'admin')),
    password_hash   TEXT NOT NULL DEFAULT '',
    totp_secret     TEXT NOT NULL DEFAULT '',
    totp_last_step  BIGINT NOT NULL DEFAULT 0,
    disabled        BOOLEAN NOT NULL DEFAULT FALSE,
    demo            BOOLEAN NOT NULL DEFAULT FALSE,
    created_at      BIGINT NOT NULL,
    created_by      TEXT NOT NULL DEFAULT '',
    last_sign_in_at BIGINT
);

CREATE TABLE staff_recovery_codes (
    staff_id  BIGINT NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at   BIGINT,
    PRIMARY KEY (staff_id, code_hash)
);

CREATE TABLE staff_sessions (
    token_hash     TEXT PRIMARY KEY,
    staff_id       BIGINT NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
    stage          TEXT NOT NULL CHECK (stage IN ('password', 'signed-in')),
    pending_secret TEXT NOT NULL DEFAULT '',
    created_at     BIGINT NOT NULL,
    last_seen_at   BIGINT NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions(staff_id);

CREATE TABLE staff_tokens (
    token_hash TEXT PRIMARY KEY,
    staff_id   BIGINT NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at    BIGINT
);
CREATE INDEX staff_tokens_staff ON staff_tokens(staff_id);

-- +goose Down
DROP TABLE staff_tokens;
DROP TABLE staff_sessions;
DROP TABLE staff_recovery_codes;
DROP TABLE staff;
