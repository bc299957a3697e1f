package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"myaccount/internal/portal"
)

// The subscriber search's index (issue 30, item 4; migration 00027): one
// row per account in subscriber_search with the words it is found by — its
// id, name, logins' and contact e-mails, phone numbers (portal.PhoneKeys)
// and address with its postal code (portal.AddressWords). Triggers on the
// tables those come from (accounts, identities, identity_accounts,
// account_phone_numbers, account_email_addresses) rewrite an account's row
// in the transaction that changes it, so no writer (the portal, the
// provider API, an import, an operator's SQL) can leave it behind.
//
// SQLite: an FTS5 table (unicode61 tokenizer without diacritics, prefix
// indexes of 2 and 3 characters); a query is each word as a prefix
// ("mor"*), all of them required.
//
// PostgreSQL: a table with doc, the words folded as portal.Fold does (the
// same table through translate()) after a space, under a pg_trgm GIN
// index; a query is doc LIKE '% mor%' for each word, which the index
// answers from the word's trigrams (" mo", "mor"), in the steps of
// searchPostgres. Its triggers are deferred to the transaction's end and
// rewrite an account once however many of its rows the transaction wrote.

// searchIndexDDL is migration 00027's Up for the engine.
func searchIndexDDL(engine string) string {
	if engine == "postgres" {
		return pgSearchDDL()
	}
	return sqliteSearchDDL()
}

// searchIndexDownDDL is migration 00027's Down.
func searchIndexDownDDL(engine string) string {
	var b strings.Builder
	for _, t := range searchTriggers {
		if engine == "postgres" {
			fmt.Fprintf(&b, "DROP TRIGGER %s ON %s;\n", t.name, t.table)
		} else {
			fmt.Fprintf(&b, "DROP TRIGGER %s;\n", t.name)
		}
	}
	if engine == "postgres" {
		for _, table := range searchTables() {
			fmt.Fprintf(&b, "DROP TRIGGER %[1]s_search_written ON %[1]s;\n", table)
		}
	}
	b.WriteString("DROP TABLE subscriber_search;\n")
	if engine == "postgres" {
		b.WriteString("DROP FUNCTION subscriber_search_written();\nDROP FUNCTION subscriber_search_changed();\n" +
			"DROP FUNCTION subscriber_search_refresh(BIGINT[]);\nDROP FUNCTION subscriber_search_fold(TEXT);\n")
	}
	return b.String()
}

// searchTrigger is one trigger keeping subscriber_search in step: on ops
// of table (with of: only when one of those columns changes), the accounts
// whose rows must be rewritten are those of key (a column naming an
// account), or for identities those the identity is linked to.
type searchTrigger struct {
	name, table, ops string
	of               []string
	key              string
}

var searchTriggers = []searchTrigger{
	{"accounts_search_insert", "accounts", "INSERT", nil, "id"},
	{"accounts_search_update", "accounts", "UPDATE", []string{"id", "name", "name2", "address", "city", "postalcode"}, "id"},
	{"accounts_search_delete", "accounts", "DELETE", nil, "id"},
	{"identities_search_update", "identities", "UPDATE", []string{"login"}, ""},
	{"identity_accounts_search_insert", "identity_accounts", "INSERT", nil, "account_id"},
	{"identity_accounts_search_update", "identity_accounts", "UPDATE", []string{"identity_id", "account_id", "position"}, "account_id"},
	{"identity_accounts_search_delete", "identity_accounts", "DELETE", nil, "account_id"},
	{"account_phone_numbers_search_insert", "account_phone_numbers", "INSERT", nil, "account_id"},
	{"account_phone_numbers_search_update", "account_phone_numbers", "UPDATE", []string{"account_id", "position", "phoneno"}, "account_id"},
	{"account_phone_numbers_search_delete", "account_phone_numbers", "DELETE", nil, "account_id"},
	{"account_email_addresses_search_insert", "account_email_addresses", "INSERT", nil, "account_id"},
	{"account_email_addresses_search_update", "account_email_addresses", "UPDATE", []string{"account_id", "position", "email"}, "account_id"},
	{"account_email_addresses_search_delete", "account_email_addresses", "DELETE", nil, "account_id"},
}

// searchTables are the tables the triggers are on, once each.
func searchTables() []string {
	var out []string
	for _, t := range searchTriggers {
		if len(out) == 0 || out[len(out)-1] != t.table {
			out = append(out, t.table)
		}
	}
	return out
}

// searchWhen is the WHEN of an update trigger: one of the columns changed.
func (t searchTrigger) searchWhen(distinct string) string {
	var c []string
	for _, col := range t.of {
		c = append(c, fmt.Sprintf("OLD.%s %s NEW.%s", col, distinct, col))
	}
	return strings.Join(c, " OR ")
}

// The parts of an account's row, as SQL over accounts a (agg is the
// engine's string aggregate).
func searchEmailsSQL(agg func(expr, order string) string) string {
	return `COALESCE((SELECT ` + agg("e", "k, p") + ` FROM (
		SELECT (SELECT i.login FROM identities i WHERE i.id = ia.identity_id) AS e, 0 AS k, ia.position AS p
		FROM identity_accounts ia WHERE ia.account_id = a.id
		UNION ALL SELECT email, 1, position FROM account_email_addresses WHERE account_id = a.id) x), '')`
}

func searchPhonesSQL(agg func(expr, order string) string) string {
	return `COALESCE((SELECT ` + agg("phoneno", "position") + ` FROM account_phone_numbers WHERE account_id = a.id), '')`
}

func searchPhoneKeysSQL(agg func(expr, order string) string) string {
	return `COALESCE((SELECT ` + agg(`CASE WHEN length(phoneno) = 10
		THEN phoneno || ' ' || substr(phoneno, 4) || ' ' || substr(phoneno, 7) ELSE phoneno END`, "position") +
		` FROM account_phone_numbers WHERE account_id = a.id), '')`
}

const searchNameSQL = `a.name || ' ' || a.name2`

const searchAddressSQL = `a.address || ' ' || a.city || ' ' || a.postalcode || ' ' || replace(a.postalcode, ' ', '')`

// sqliteSearchRefresh rewrites the rows of the accounts ids (an SQL list
// or query).
func sqliteSearchRefresh(ids string) string {
	return fmt.Sprintf(`DELETE FROM subscriber_search WHERE rowid IN (%[1]s);
INSERT INTO subscriber_search (rowid, account, name, email, phone, address, phones)
SELECT a.id, a.id, %[2]s, %[3]s, %[4]s, %[5]s, %[6]s FROM accounts a WHERE a.id IN (%[1]s);`,
		ids, searchNameSQL, sqliteEmails, sqlitePhoneKeys, searchAddressSQL, sqlitePhones)
}

// SQLite's aggregates in a given order: group_concat over an ordered
// subquery.
const (
	sqliteEmails = `COALESCE((SELECT group_concat(e, ' ') FROM (
		SELECT (SELECT i.login FROM identities i WHERE i.id = ia.identity_id) AS e, 0 AS k, ia.position AS p
		FROM identity_accounts ia WHERE ia.account_id = a.id
		UNION ALL SELECT email, 1, position FROM account_email_addresses WHERE account_id = a.id ORDER BY 2, 3)), '')`
	sqlitePhones    = `COALESCE((SELECT group_concat(phoneno, ' ') FROM (SELECT phoneno FROM account_phone_numbers WHERE account_id = a.id ORDER BY position)), '')`
	sqlitePhoneKeys = `COALESCE((SELECT group_concat(k, ' ') FROM (SELECT CASE WHEN length(phoneno) = 10
		THEN phoneno || ' ' || substr(phoneno, 4) || ' ' || substr(phoneno, 7) ELSE phoneno END AS k
		FROM account_phone_numbers WHERE account_id = a.id ORDER BY position)), '')`
)

func sqliteSearchDDL() string {
	var b strings.Builder
	// Prefix indexes of 2 and 3 characters: a query's short words ("mo",
	// "st", "123") read one list each instead of merging those of every
	// word they begin. (A contentless table without positions, tried for
	// the import's sake, made no import faster and queries 5 times
	// slower: p95 99 ms against 20 ms, its deleted rows read until merged.)
	b.WriteString(`CREATE VIRTUAL TABLE subscriber_search USING fts5(account, name, email, phone, address, phones UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
`)
	for _, t := range searchTriggers {
		row := "NEW"
		if t.ops == "DELETE" {
			row = "OLD"
		}
		ids := row + "." + t.key
		if t.key == "" {
			ids = "SELECT account_id FROM identity_accounts WHERE identity_id = NEW.id"
		}
		body := sqliteSearchRefresh(ids)
		when := ""
		if t.ops == "UPDATE" {
			when = " WHEN " + t.searchWhen("IS NOT")
			if t.key != "" {
				// An account id that changed: its old account too.
				body = sqliteSearchRefresh("OLD." + t.key + ", NEW." + t.key)
			}
		}
		fmt.Fprintf(&b, "-- +goose StatementBegin\nCREATE TRIGGER %s AFTER %s ON %s FOR EACH ROW%s BEGIN\n%s\nEND;\n-- +goose StatementEnd\n",
			t.name, t.ops, t.table, when, body)
	}
	// The accounts there are already.
	fmt.Fprintf(&b, `INSERT INTO subscriber_search (rowid, account, name, email, phone, address, phones)
SELECT a.id, a.id, %s, %s, %s, %s, %s FROM accounts a;
`, searchNameSQL, sqliteEmails, sqlitePhoneKeys, searchAddressSQL, sqlitePhones)
	return b.String()
}

func pgSearchDDL() string {
	from, to := portal.SearchFoldTable()
	agg := func(expr, order string) string { return "string_agg(" + expr + ", ' ' ORDER BY " + order + ")" }
	var b strings.Builder
	// pg_trgm goes to the public schema when there is one, so a schema of
	// the app's own (or a test's, dropped after it) never holds it.
	fmt.Fprintf(&b, `-- +goose StatementBegin
DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        BEGIN
            IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public') THEN
                CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
            ELSE
                CREATE EXTENSION IF NOT EXISTS pg_trgm;
            END IF;
        EXCEPTION WHEN unique_violation OR duplicate_object THEN
            NULL; -- another migration created it at the same time
        END;
    END IF;
END
$$;
-- +goose StatementEnd

CREATE TABLE subscriber_search (
    account_id BIGINT PRIMARY KEY,
    email      TEXT NOT NULL,
    phones     TEXT NOT NULL,
    doc        TEXT NOT NULL
);

-- translate() over the whole text scans its table for every character
-- (2.6 ms for an account's words): each distinct non-ASCII character is
-- translated once instead, and ASCII text not at all.
-- +goose StatementBegin
CREATE FUNCTION subscriber_search_fold(t TEXT) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
    s TEXT := lower(t);
    c TEXT;
BEGIN
    IF s ~ '[^\x01-\x7f]' THEN
        FOR c IN SELECT DISTINCT m[1] FROM regexp_matches(s, '([^\x01-\x7f])', 'g') AS m LOOP
            s := replace(s, c, translate(c, '%s', '%s'));
        END LOOP;
    END IF;
    RETURN regexp_replace(s, '[\x01-\x2f\x3a-\x60\x7b-\x7f]+', ' ', 'g');
END
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION subscriber_search_refresh(ids BIGINT[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    a accounts%%ROWTYPE;
    emails TEXT;
    phones TEXT;
    keys TEXT;
    doc TEXT;
BEGIN
    DELETE FROM subscriber_search s WHERE s.account_id = ANY(ids)
        AND NOT EXISTS (SELECT 1 FROM accounts WHERE id = s.account_id);
    -- One account at a time, each part looked up by the account's id: in
    -- one INSERT … SELECT the planner, with the statistics of tables an
    -- import is filling, scanned every login for each account.
    FOR a IN SELECT * FROM accounts WHERE id = ANY(ids) LOOP
        emails := %s;
        phones := %s;
        keys := %s;
        doc := ' ' || subscriber_search_fold(a.id || ' ' || %s || ' ' || emails || ' ' || keys || ' ' || %s);
        INSERT INTO subscriber_search (account_id, email, phones, doc) VALUES (a.id, emails, phones, doc)
        ON CONFLICT (account_id) DO UPDATE SET email = excluded.email, phones = excluded.phones, doc = excluded.doc
            WHERE (subscriber_search.email, subscriber_search.phones, subscriber_search.doc)
                IS DISTINCT FROM (excluded.email, excluded.phones, excluded.doc);
    END LOOP;
END
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION subscriber_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids BIGINT[] := '{}';
BEGIN
    IF TG_ARGV[0] = '' THEN
        SELECT COALESCE(array_agg(account_id), '{}') INTO ids FROM identity_accounts WHERE identity_id = NEW.id;
    ELSE
        IF TG_OP <> 'INSERT' THEN ids := ids || (to_jsonb(OLD) ->> TG_ARGV[0])::bigint; END IF;
        IF TG_OP <> 'DELETE' THEN ids := ids || (to_jsonb(NEW) ->> TG_ARGV[0])::bigint; END IF;
    END IF;
    -- An account's rows are rewritten once per transaction: the triggers
    -- are deferred to its end, when the account is final, and the
    -- account rewritten last is kept in a setting of the transaction
    -- (an import's account, link, number and e-mail are one rewrite, not
    -- four). subscriber_search_written forgets it at every write, in
    -- case SET CONSTRAINTS ran the deferred triggers before the end.
    IF cardinality(ids) = 1 OR (cardinality(ids) = 2 AND ids[1] = ids[2]) THEN
        IF current_setting('myaccount.search_done', true) = ids[1]::text THEN
            RETURN NULL;
        END IF;
        PERFORM subscriber_search_refresh(ids[1:1]);
        PERFORM set_config('myaccount.search_done', ids[1]::text, true);
    ELSE
        PERFORM subscriber_search_refresh(ids);
        PERFORM set_config('myaccount.search_done', '', true);
    END IF;
    RETURN NULL;
END
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION subscriber_search_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF current_setting('myaccount.search_done', true) <> '' THEN
        PERFORM set_config('myaccount.search_done', '', true);
    END IF;
    RETURN NULL;
END
$$;
-- +goose StatementEnd

`, from, to, searchEmailsSQL(agg), searchPhonesSQL(agg), searchPhoneKeysSQL(agg), searchNameSQL, searchAddressSQL)
	for _, t := range searchTriggers {
		when := ""
		ops := t.ops
		if t.ops == "UPDATE" {
			ops = "UPDATE OF " + strings.Join(t.of, ", ")
			when = "\n    WHEN (" + t.searchWhen("IS DISTINCT FROM") + ")"
		}
		fmt.Fprintf(&b, "CREATE CONSTRAINT TRIGGER %s AFTER %s ON %s DEFERRABLE INITIALLY DEFERRED\n"+
			"    FOR EACH ROW%s EXECUTE FUNCTION subscriber_search_changed('%s');\n", t.name, ops, t.table, when, t.key)
	}
	for _, table := range searchTables() {
		fmt.Fprintf(&b, "CREATE TRIGGER %[1]s_search_written AFTER INSERT OR UPDATE OR DELETE ON %[1]s\n"+
			"    FOR EACH STATEMENT EXECUTE FUNCTION subscriber_search_written();\n", table)
	}
	// The index: the extension's operator class named with its schema,
	// which need not be on the search path.
	b.WriteString(`SELECT subscriber_search_refresh(ARRAY(SELECT id FROM accounts));

-- +goose StatementBegin
DO $$
DECLARE
    s TEXT;
BEGIN
    SELECT n.nspname INTO s FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
    EXECUTE format('CREATE INDEX subscriber_search_doc ON subscriber_search USING gin (doc %I.gin_trgm_ops)', s);
END
$$;
-- +goose StatementEnd
`)
	return b.String()
}

// SearchSubscribers finds the accounts every word of q begins a word of,
// at most limit of them in account order (an account whose id is the
// query's digits first), and whether there were more.
func (s *Store) SearchSubscribers(ctx context.Context, q portal.SubscriberQuery, limit int) ([]portal.SubscriberMatch, bool, error) {
	if len(q.Words) == 0 || limit <= 0 {
		return nil, false, nil
	}
	var (
		found []portal.SubscriberMatch
		err   error
	)
	if s.d.name == "postgres" {
		found, err = s.searchPostgres(ctx, q, limit)
	} else {
		found, err = s.searchSQLite(ctx, q, limit)
	}
	if err != nil {
		return nil, false, err
	}
	more := len(found) > limit
	if more {
		found = found[:limit]
	}
	for i := range found {
		found[i].Field, found[i].Value = q.MatchField(found[i])
	}
	return found, more, nil
}

// searchSQLite asks the FTS5 index, in account order: FTS5 answers its
// rows by rowid, so the first limit+1 end the search.
func (s *Store) searchSQLite(ctx context.Context, q portal.SubscriberQuery, limit int) ([]portal.SubscriberMatch, error) {
	var match []string
	for _, w := range q.Words {
		match = append(match, `"`+w+`"*`)
	}
	const query = `SELECT s.rowid, a.name, a.name2, a.address, a.city, a.postalcode, s.email, s.phones
		FROM subscriber_search s JOIN accounts a ON a.id = s.rowid
		WHERE subscriber_search MATCH ?`
	found, err := queryAll(ctx, s, scanSearchMatch, query+` ORDER BY s.rowid LIMIT ?`, strings.Join(match, " AND "), limit+1)
	if err != nil {
		return nil, err
	}
	if id, ok := exactAccount(q, found); ok {
		exact, err := queryAll(ctx, s, scanSearchMatch, query+` AND s.rowid = ?`, strings.Join(match, " AND "), id)
		if err != nil {
			return nil, err
		}
		found = append(exact, found...)
	}
	return found, nil
}

// searchWalk is how many accounts, in order, the search first reads
// whole before it asks the trigram index; searchFew is how many matches
// it then fetches through the index before it walks all accounts in order
// (with 200, a whole name — a few hundred matches among 50,000 — walked
// thousands of accounts: p50 69 ms).
const (
	searchWalk = 2000
	searchFew  = 1000
)

// searchPostgres asks in up to three steps, each with the plan it needs:
// the planner cannot tell from a LIKE how many rows match (it walked all
// 50,000 accounts in order for an account id that matches one, and
// fetched thousands through the index for "main st").
//
//  1. The first searchWalk accounts in order: a common word ("mor", "st")
//     finds the first limit+1 matches there, which end the search.
//  2. Else the trigram index alone, for at most searchFew+1 matches:
//     fewer are all of them, sorted here.
//  3. Else every account in order, the first limit+1 matches ending the
//     walk.
func (s *Store) searchPostgres(ctx context.Context, q portal.SubscriberQuery, limit int) ([]portal.SubscriberMatch, error) {
	var (
		where []string
		args  []any
	)
	for _, w := range q.Words {
		where = append(where, "s.doc LIKE ?")
		args = append(args, "% "+w+"%")
	}
	cond := strings.Join(where, " AND ")
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer func() { _ = tx.Rollback() }()
	set := func(settings ...string) error {
		var parts []string
		for _, kv := range settings {
			k, v, _ := strings.Cut(kv, "=")
			parts = append(parts, fmt.Sprintf("set_config('%s', '%s', true)", k, v))
		}
		_, err := tx.ExecContext(ctx, "SELECT "+strings.Join(parts, ", "))
		return err
	}
	readIDs := func(q string, args ...any) ([]int64, error) {
		rows, err := tx.QueryContext(ctx, s.d.rebind(q), args...)
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		var ids []int64
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				return nil, err
			}
			ids = append(ids, id)
		}
		return ids, rows.Err()
	}
	const columns = `SELECT s.account_id, a.name, a.name2, a.address, a.city, a.postalcode, s.email, s.phones
		FROM subscriber_search s JOIN accounts a ON a.id = s.account_id WHERE `
	read := func(q string, args ...any) ([]portal.SubscriberMatch, error) {
		rows, err := tx.QueryContext(ctx, s.d.rebind(q), args...)
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		var out []portal.SubscriberMatch
		for rows.Next() {
			m, err := scanSearchMatch(rows)
			if err != nil {
				return nil, err
			}
			out = append(out, m)
		}
		return out, rows.Err()
	}

	ids, err := readIDs(`SELECT s.account_id FROM (SELECT account_id, doc FROM subscriber_search ORDER BY account_id LIMIT ?) s
		WHERE `+cond+` ORDER BY s.account_id LIMIT ?`, append(append([]any{searchWalk}, args...), limit+1)...)
	if err != nil {
		return nil, err
	}
	var found []portal.SubscriberMatch
	if len(ids) <= limit {
		if err := set("enable_seqscan=off", "enable_indexscan=off"); err != nil {
			return nil, err
		}
		if ids, err = readIDs(`SELECT s.account_id FROM subscriber_search s WHERE `+cond+` LIMIT ?`, append(args, searchFew+1)...); err != nil {
			return nil, err
		}
		if err := set("enable_seqscan=on", "enable_indexscan=on"); err != nil {
			return nil, err
		}
		if len(ids) > searchFew {
			if err := set("enable_bitmapscan=off"); err != nil {
				return nil, err
			}
			if found, err = read(columns+cond+` ORDER BY s.account_id LIMIT ?`, append(args, limit+1)...); err != nil {
				return nil, err
			}
			if err := set("enable_bitmapscan=on"); err != nil {
				return nil, err
			}
			ids = nil
		}
	}
	if ids != nil {
		slices.Sort(ids)
		if len(ids) > limit+1 {
			ids = ids[:limit+1]
		}
		if found, err = read(columns+`s.account_id = ANY(?) ORDER BY s.account_id`, ids); err != nil {
			return nil, err
		}
	}
	if id, ok := exactAccount(q, found); ok {
		exact, err := read(columns+cond+` AND s.account_id = ?`, append(args, id)...)
		if err != nil {
			return nil, err
		}
		found = append(exact, found...)
	}
	return found, tx.Commit()
}

// exactAccount is the account a query of digits names when it is not
// first among found: it is moved first when it is there, and answered for
// the caller to read when it is not (it may be past the limit).
func exactAccount(q portal.SubscriberQuery, found []portal.SubscriberMatch) (int64, bool) {
	id, err := strconv.ParseInt(q.Digits, 10, 64)
	if err != nil || q.Digits[0] == '0' {
		return 0, false
	}
	for i, m := range found {
		if m.AccountID == id {
			copy(found[1:i+1], found[:i])
			found[0] = m
			return 0, false
		}
	}
	return id, true
}

func scanSearchMatch(rows *sql.Rows) (portal.SubscriberMatch, error) {
	var (
		m             portal.SubscriberMatch
		name2, emails string
		phones        string
	)
	err := rows.Scan(&m.AccountID, &m.Name, &name2, &m.Address, &m.City, &m.PostalCode, &emails, &phones)
	if name2 != "" {
		m.Name += " " + name2
	}
	seen := map[string]bool{}
	for _, e := range strings.Fields(emails) {
		if k := strings.ToLower(e); !seen[k] {
			seen[k] = true
			m.Emails = append(m.Emails, e)
		}
	}
	m.Phones = strings.Fields(phones)
	return m, err
}
