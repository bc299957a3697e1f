-- +goose Up
-- Claims on the staff console's review queues (issue 30): an agent claims
-- an item so two agents do not work the same one. One row per claimed item
-- (queue, item id); a claim lapses at expires_at, and is deleted when its
-- holder releases it or the item is decided. Taking over another agent's
-- live claim is an explicit act, recorded in the staff log.

CREATE TABLE review_claims (
    queue       TEXT NOT NULL,
    item_id     BIGINT NOT NULL,
    staff_email TEXT NOT NULL,
    staff_name  TEXT NOT NULL DEFAULT '',
    claimed_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    PRIMARY KEY (queue, item_id)
);

-- +goose Down
DROP TABLE review_claims;
