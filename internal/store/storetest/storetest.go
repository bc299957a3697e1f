// Package storetest opens real, migrated stores for tests: SQLite in a
// temporary folder always, and PostgreSQL in a fresh schema when
// MYACCOUNT_TEST_POSTGRES names a server (CI sets it). There are no SQL mocks.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"myaccount/internal/store"
)

// PostgresEnv names the variable holding the test PostgreSQL URL.
const PostgresEnv = "MYACCOUNT_TEST_POSTGRES"

// SQLite opens a fresh, migrated SQLite store that is removed after the test.
func SQLite(t testing.TB) *store.Store {
	t.Helper()
	return open(t, filepath.Join(t.TempDir(), "test.db"))
}

// Postgres opens a fresh, migrated store in a new schema of the test server;
// the schema is dropped after the test. It skips the test, saying why, when
// MYACCOUNT_TEST_POSTGRES is not set.
func Postgres(t testing.TB) *store.Store {
	t.Helper()
	base := os.Getenv(PostgresEnv)
	if base == "" {
		t.Skipf("PostgreSQL tests need %s=postgres://… (make test-postgres sets it)", PostgresEnv)
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	schema := "t_" + hex.EncodeToString(b[:])
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("postgres: %v", err)
	}
	defer admin.Close()
	if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
		t.Fatalf("postgres: create schema: %v", err)
	}
	t.Cleanup(func() {
		db, err := sql.Open("pgx", base)
		if err == nil {
			_, _ = db.Exec("DROP SCHEMA " + schema + " CASCADE")
			db.Close()
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("postgres: %v", err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return open(t, u.String())
}

// dsns remembers each opened store's database, for Replica.
var dsns sync.Map // *store.Store → string

func open(t testing.TB, dsn string) *store.Store {
	t.Helper()
	ctx := context.Background()
	s, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatalf("open store: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	if err := s.Migrate(ctx); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	dsns.Store(s, dsn)
	t.Cleanup(func() { dsns.Delete(s) })
	return s
}

// Replica opens a second store on s's database, as another portal process
// (a replica, the admin command) would: it shares the rows, not the memory.
func Replica(t testing.TB, s *store.Store) *store.Store {
	t.Helper()
	dsn, ok := dsns.Load(s)
	if !ok {
		t.Fatal("storetest.Replica: the store was not opened by storetest")
	}
	r, err := store.Open(context.Background(), dsn.(string))
	if err != nil {
		t.Fatalf("open replica: %v", err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}

// Engine is one database engine the suites run on.
type Engine struct {
	Name string
	Open func(testing.TB) *store.Store
}

// Engines lists SQLite and PostgreSQL; run a suite once per engine.
func Engines() []Engine {
	return []Engine{{"sqlite", SQLite}, {"postgres", Postgres}}
}

// Exec runs one statement on s's database through a connection of its own,
// as another tool would write (an operator's SQL, a sync job): for tests
// that need a row in a state no store method writes. Placeholders are ?.
func Exec(t testing.TB, s *store.Store, query string, args ...any) {
	t.Helper()
	db, query := rawDB(t, s, query)
	defer db.Close()
	if _, err := db.ExecContext(context.Background(), query, args...); err != nil {
		t.Fatalf("storetest.Exec %q: %v", query, err)
	}
}

// rawDB opens a connection pool of its own on s's database, and writes the
// query's ? placeholders as the engine wants them.
func rawDB(t testing.TB, s *store.Store, query string) (*sql.DB, string) {
	t.Helper()
	dsn, ok := dsns.Load(s)
	if !ok {
		t.Fatal("storetest: the store was not opened by storetest")
	}
	driver, source := "sqlite", "file:"+dsn.(string)+"?_pragma=busy_timeout(10000)"
	if strings.HasPrefix(dsn.(string), "postgres") {
		driver, source = "pgx", dsn.(string)
		var b strings.Builder
		n := 0
		for _, c := range query {
			if c == '?' {
				n++
				b.WriteString("$" + strconv.Itoa(n))
				continue
			}
			b.WriteRune(c)
		}
		query = b.String()
	}
	db, err := sql.Open(driver, source)
	if err != nil {
		t.Fatalf("storetest: %v", err)
	}
	return db, query
}

// QueryInt runs a query of one number (a COUNT) on s's database through a
// connection of its own, like Exec.
func QueryInt(t testing.TB, s *store.Store, query string, args ...any) int64 {
	t.Helper()
	db, query := rawDB(t, s, query)
	defer db.Close()
	var n int64
	if err := db.QueryRowContext(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatalf("storetest.QueryInt %q: %v", query, err)
	}
	return n
}

// DSN is the database of a store opened here, for a command that opens
// it by itself (`myaccount admin --database-url`).
func DSN(t testing.TB, s *store.Store) string {
	t.Helper()
	dsn, ok := dsns.Load(s)
	if !ok {
		t.Fatal("storetest.DSN: the store was not opened by storetest")
	}
	return dsn.(string)
}
