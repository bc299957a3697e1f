// Package store is the portal's SQL store: one implementation for SQLite
// (modernc, embedded default) and PostgreSQL (pgx), with the differences kept
// in dialect.go. Queries are written by hand with ? placeholders.
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing/fstest"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/pressly/goose/v3"
	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"myaccount/internal/portal"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Store is the portal's database. It is safe for concurrent use.
type Store struct {
	db *sql.DB
	d  dialect
	// stmts holds the statements the store runs outside transactions,
	// prepared once: parsing SQL on every poll was most of a read's cost.
	stmts statementCache
	// Hot reads every signed-in app repeats (hot.go). Sessions and notices
	// are kept for a second; the rest for as long as the change feed
	// (changefeed.go) says nothing changed them.
	sessions *hotCache[string, sessionRow]
	notices  *hotCache[struct{}, []portal.GlobalNotification]
	links    *hotCache[int64, []portal.AccountLink]
	flags    *hotCache[int64, portal.ServiceFlags]
	plans    *hotCache[int64, keptPlan]
	usage    *hotCache[int64, keptUsage]
	ratings  *hotCache[int64, keptRating]
	warnings *hotCache[int64, []portal.AccountWarning]
	hitcaps  *hotCache[int64, keptHitCap]
	feed     *changeFeed
	// Now is the clock; tests replace it.
	Now func() time.Time
}

// Open connects to the database named by url: a postgres:// or postgresql://
// URL selects PostgreSQL; anything else is a SQLite file path (created with
// its folder when missing). It does not migrate; call Migrate.
func Open(ctx context.Context, url string) (*Store, error) {
	var (
		db  *sql.DB
		d   dialect
		err error
	)
	switch {
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		d = postgresDialect
		db, err = sql.Open("pgx", url)
		if err != nil {
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		// Enough for a 2-core node's readers and writers; each idle
		// connection stays open so no poll pays a connection set-up.
		db.SetMaxOpenConns(16)
		db.SetMaxIdleConns(16)
		db.SetConnMaxIdleTime(5 * time.Minute)
	default:
		d = sqliteDialect
		path := strings.TrimPrefix(url, "sqlite:")
		if path == "" {
			return nil, errors.New("open sqlite: empty path")
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
			return nil, fmt.Errorf("open sqlite: %w", err)
		}
		db, err = sql.Open("sqlite", sqliteDSN(path))
		if err != nil {
			return nil, fmt.Errorf("open sqlite: %w", err)
		}
		// SQLite answers in-process: a few connections keep every core
		// busy, and all of them stay open (the default keeps 2 idle, so a
		// busy server opened and closed a connection on most requests).
		db.SetMaxOpenConns(8)
		db.SetMaxIdleConns(8)
	}
	s := &Store{db: db, d: d, Now: time.Now}
	s.sessions = newHotCache[string, sessionRow](s.now, keptTTL)
	s.notices = newHotCache[struct{}, []portal.GlobalNotification](s.now, hotTTL)
	s.links = newHotCache[int64, []portal.AccountLink](s.now, keptTTL)
	s.flags = newHotCache[int64, portal.ServiceFlags](s.now, keptTTL)
	s.plans = newHotCache[int64, keptPlan](s.now, keptTTL)
	s.usage = newHotCache[int64, keptUsage](s.now, keptTTL)
	s.ratings = newHotCache[int64, keptRating](s.now, keptTTL)
	s.warnings = newHotCache[int64, []portal.AccountWarning](s.now, keptTTL)
	s.hitcaps = newHotCache[int64, keptHitCap](s.now, keptTTL)
	s.feed = newChangeFeed(s)
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := db.PingContext(pingCtx); err != nil {
		db.Close()
		return nil, fmt.Errorf("connect to %s database: %w", d.name, err)
	}
	if d.name == "sqlite" {
		if err := tuneSQLite(ctx, db); err != nil {
			db.Close()
			return nil, err
		}
	}
	s.feed.start(ctx)
	return s, nil
}

// Engine names the engine: "sqlite" or "postgres".
func (s *Store) Engine() string { return s.d.name }

// Close closes the prepared statements and the connection pool.
func (s *Store) Close() error {
	s.feed.close()
	s.stmts.close()
	return s.db.Close()
}

// Ping checks the database answers (for /readyz).
func (s *Store) Ping(ctx context.Context) error { return s.db.PingContext(ctx) }

// Migrate brings the schema up to date.
func (s *Store) Migrate(ctx context.Context) error {
	fsys, err := s.migrationsFS()
	if err != nil {
		return err
	}
	p, err := goose.NewProvider(s.d.goose, s.db, fsys)
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	// A store opened before the feed's table existed starts it now.
	if err := s.feed.begin(ctx); err != nil {
		return fmt.Errorf("migrate: start the change feed: %w", err)
	}
	return nil
}

// migrationsFS returns the migration files with the dialect's tokens
// replaced, so both engines run the same, single source of DDL.
func (s *Store) migrationsFS() (fs.FS, error) {
	entries, err := fs.ReadDir(migrationFiles, "migrations")
	if err != nil {
		return nil, err
	}
	out := fstest.MapFS{}
	for _, e := range entries {
		b, err := fs.ReadFile(migrationFiles, "migrations/"+e.Name())
		if err != nil {
			return nil, err
		}
		ddl := strings.NewReplacer(
			"@CHANGE_FEED@", changeFeedDDL(s.d.name),
			"@SESSION_FEED@", changeTriggersDDL(s.d.name, sessionFeedTables),
			"@SESSION_FEED_DOWN@", dropChangeTriggersDDL(s.d.name, sessionFeedTables),
			"@SEARCH_INDEX@", searchIndexDDL(s.d.name),
			"@SEARCH_INDEX_DOWN@", searchIndexDownDDL(s.d.name),
		).Replace(string(b))
		out[e.Name()] = &fstest.MapFile{Data: []byte(s.d.ddl.Replace(ddl))}
	}
	return out, nil
}

// now is the store's clock in Unix milliseconds.
func (s *Store) now() int64 { return s.Now().UnixMilli() }

// exec runs a write outside a transaction; like inTx and insert, it
// applies the write to the kept reads before it returns (afterWrite).
func (s *Store) exec(ctx context.Context, q string, args ...any) (res sql.Result, err error) {
	defer s.afterWrite(ctx)
	if st := s.stmts.get(ctx, s.db, s.d, q); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return s.db.ExecContext(ctx, s.d.rebind(q), args...)
}

func (s *Store) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	if st := s.stmts.get(ctx, s.db, s.d, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return s.db.QueryContext(ctx, s.d.rebind(q), args...)
}

func (s *Store) queryRow(ctx context.Context, q string, args ...any) *sql.Row {
	if st := s.stmts.get(ctx, s.db, s.d, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return s.db.QueryRowContext(ctx, s.d.rebind(q), args...)
}

// tx is a transaction with the store's placeholder rewriting. Its
// statements come from the store's cache (prepared once per connection),
// so a transaction does not parse its SQL again each time: parsing was 40 %
// of a bulk import's CPU on SQLite.
type tx struct {
	*sql.Tx
	d     dialect
	db    *sql.DB
	stmts *statementCache
}

// stmt is q prepared on the transaction's connection, or nil (then the
// query runs unprepared).
func (t tx) stmt(ctx context.Context, q string) *sql.Stmt {
	if t.stmts == nil {
		return nil
	}
	// A transaction holds its connection: it never waits for another to
	// prepare on. A statement not prepared yet runs unprepared this once.
	if st := t.stmts.peek(q); st != nil {
		return t.StmtContext(ctx, st)
	}
	t.stmts.prepareLater(t.db, t.d, q)
	return nil
}

func (t tx) exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	if st := t.stmt(ctx, q); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return t.ExecContext(ctx, t.d.rebind(q), args...)
}

func (t tx) queryRow(ctx context.Context, q string, args ...any) *sql.Row {
	if st := t.stmt(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return t.QueryRowContext(ctx, t.d.rebind(q), args...)
}

func (t tx) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	if st := t.stmt(ctx, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return t.QueryContext(ctx, t.d.rebind(q), args...)
}

// inTx runs fn in a transaction, committing when it returns nil. Every write
// that touches more than one row goes through here so it is atomic.
func (s *Store) inTx(ctx context.Context, fn func(tx) error) error {
	defer s.afterWrite(ctx)
	sqlTx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx{Tx: sqlTx, d: s.d, db: s.db, stmts: &s.stmts}); err != nil {
		_ = sqlTx.Rollback()
		return err
	}
	return sqlTx.Commit()
}

// insertID runs an INSERT and returns the new row's id. PostgreSQL has no
// LastInsertId, so both engines use RETURNING id.
func insertID(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, d dialect, query string, args ...any) (int64, error) {
	var id int64
	if t, ok := q.(tx); ok {
		err := t.queryRow(ctx, query+" RETURNING id", args...).Scan(&id)
		return id, err
	}
	err := q.QueryRowContext(ctx, d.rebind(query+" RETURNING id"), args...).Scan(&id)
	return id, err
}

// insert runs an INSERT outside a transaction and returns the new row's id.
func (s *Store) insert(ctx context.Context, query string, args ...any) (int64, error) {
	defer s.afterWrite(ctx)
	return insertID(ctx, s.db, s.d, query, args...)
}

// queryAll runs a query and scans every row with scan.
func queryAll[T any](ctx context.Context, s *Store, scan func(*sql.Rows) (T, error), q string, args ...any) ([]T, error) {
	rows, err := s.query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// noRows turns sql.ErrNoRows into portal.ErrNoRows.
func noRows(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return portal.ErrNoRows
	}
	return err
}
