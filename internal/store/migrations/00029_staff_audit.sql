-- +goose Up
-- The staff log as an audit trail (issue 30, item 7): where each action
-- came from (the client's address, or "command line on HOST" for the admin
-- commands) and, where the service knows them, the value before and after
-- (a role, a notice's text). Browsed newest first across every account, so
-- it is indexed by time.

ALTER TABLE staff_actions ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE staff_actions ADD COLUMN before_value TEXT NOT NULL DEFAULT '';
ALTER TABLE staff_actions ADD COLUMN after_value TEXT NOT NULL DEFAULT '';
CREATE INDEX staff_actions_at ON staff_actions(at, id);

-- +goose Down
DROP INDEX staff_actions_at;
ALTER TABLE staff_actions DROP COLUMN after_value;
ALTER TABLE staff_actions DROP COLUMN before_value;
ALTER TABLE staff_actions DROP COLUMN address;
