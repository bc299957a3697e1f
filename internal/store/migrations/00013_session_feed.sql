-- The change feed also names the API sessions a write changed (revoked,
-- renewed, switched to another account), so every replica drops the tokens
-- it keeps within the feed's poll instead of re-reading each token every
-- second. The triggers are generated per engine (sessionFeedTables).

-- +goose Up
@SESSION_FEED@

-- +goose Down
@SESSION_FEED_DOWN@
