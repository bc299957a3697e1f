-- +goose Up
-- "Is it us or you?" (issue 32, item 2): the routers' ids in the provider's
-- CPE-management system (GenieACS: OUI-ProductClass-SerialNumber), the
-- restarts subscribers ask for (who, when, what became of it), and one row
-- per router holding its last restart, claimed in one statement so two
-- restarts within 10 minutes cannot both pass.

CREATE TABLE router_devices (
    account_id BIGINT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    device_id  TEXT NOT NULL
);

CREATE TABLE router_restarts (
    id           @ID@,
    account_id   BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    device_id    TEXT NOT NULL DEFAULT '',
    login        TEXT NOT NULL,
    requested_at BIGINT NOT NULL,
    outcome      TEXT NOT NULL DEFAULT '' CHECK (outcome IN ('', 'done', 'queued', 'failed')),
    detail       TEXT NOT NULL DEFAULT '',
    finished_at  BIGINT
);
CREATE INDEX router_restarts_account ON router_restarts(account_id, requested_at);

CREATE TABLE router_restart_slots (
    account_id BIGINT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    last_at    BIGINT NOT NULL,
    restart_id BIGINT NOT NULL DEFAULT 0
);

-- +goose Down
DROP TABLE router_restart_slots;
DROP TABLE router_restarts;
DROP TABLE router_devices;
