-- The staff console's subscriber search (issue 30, item 4): an index of
-- each account's words (id, name, e-mails, phone numbers, address), kept in
-- step by triggers on the tables they come from. SQLite: an FTS5 table;
-- PostgreSQL: a table under a pg_trgm GIN index. Generated per engine by
-- searchIndexDDL (internal/store/search.go).

-- +goose Up
@SEARCH_INDEX@

-- +goose Down
@SEARCH_INDEX_DOWN@
