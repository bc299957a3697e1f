-- +goose Up
-- The staff console's subscriber page lists the staff's actions on the
-- account's logins that were recorded without an account (the provider
-- API's and the admin commands' login writes and invitations), by subject.
CREATE INDEX staff_actions_subject ON staff_actions(subject, at);

-- +goose Down
DROP INDEX staff_actions_subject;
