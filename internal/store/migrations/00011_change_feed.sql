-- The change feed (internal/store/changefeed.go): a row per write to the
-- tables behind the reads a store keeps in memory, added by triggers in the
-- writing transaction, so every process drops what another one changed.
-- The table and triggers are generated per engine by changeFeedDDL.

-- +goose Up
@CHANGE_FEED@

-- +goose Down
DROP TABLE cache_changes;
