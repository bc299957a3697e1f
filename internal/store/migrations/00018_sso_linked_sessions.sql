-- +goose Up
-- The app's sessions remember the identity service's sign-in (SSO session)
-- they came from, through the one-time code or the SSO check, so that
-- signing out there (or changing the password) ends them too.
ALTER TABLE login_codes ADD COLUMN sso_hash TEXT;
ALTER TABLE sessions ADD COLUMN sso_hash TEXT;
CREATE INDEX sessions_sso ON sessions(sso_hash);

-- +goose Down
DROP INDEX sessions_sso;
ALTER TABLE sessions DROP COLUMN sso_hash;
ALTER TABLE login_codes DROP COLUMN sso_hash;
