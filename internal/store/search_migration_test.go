package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pressly/goose/v3"

	"myaccount/internal/portal"
)

// TestSearchIndexMigratesDownAndUp: 00027's Down removes the index, its
// triggers and functions (and on PostgreSQL leaves pg_trgm, which other
// schemas may use), and its Up again indexes the accounts there are; on
// both engines.
func TestSearchIndexMigratesDownAndUp(t *testing.T) {
	ctx := context.Background()
	t.Run("sqlite", func(t *testing.T) {
		s, err := Open(ctx, filepath.Join(t.TempDir(), "down.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		downAndUp(t, s)
	})
	t.Run("postgres", func(t *testing.T) {
		base := os.Getenv("MYACCOUNT_TEST_POSTGRES")
		if base == "" {
			t.Skip("PostgreSQL tests need MYACCOUNT_TEST_POSTGRES")
		}
		admin, err := sql.Open("pgx", base)
		if err != nil {
			t.Fatal(err)
		}
		defer admin.Close()
		schema := fmt.Sprintf("t_down_%d", time.Now().UnixNano())
		if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
			t.Fatal(err)
		}
		defer func() { _, _ = admin.Exec("DROP SCHEMA " + schema + " CASCADE") }()
		u, err := url.Parse(base)
		if err != nil {
			t.Fatal(err)
		}
		v := u.Query()
		v.Set("search_path", schema)
		u.RawQuery = v.Encode()
		s, err := Open(ctx, u.String())
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		downAndUp(t, s)
	})
}

func downAndUp(t *testing.T, s *Store) {
	t.Helper()
	ctx := context.Background()
	if err := s.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if err := s.PutAccount(ctx, portal.Account{ID: 2001, Name: "Blake Moreau"}); err != nil {
		t.Fatal(err)
	}
	fsys, err := s.migrationsFS()
	if err != nil {
		t.Fatal(err)
	}
	p, err := goose.NewProvider(s.d.goose, s.db, fsys)
	if err != nil {
		t.Fatal(err)
	}
	// Down to just below 00027 (the migrations after it first).
	if _, err := p.DownTo(ctx, 26); err != nil {
		t.Fatalf("down: %v", err)
	}
	// Writes without the index work.
	if err := s.PutAccount(ctx, portal.Account{ID: 3001, Name: "Casey Morin"}); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Up(ctx); err != nil {
		t.Fatalf("up again: %v", err)
	}
	q, _ := portal.ParseSubscriberQuery("mor")
	found, _, err := s.SearchSubscribers(ctx, q, 20)
	if err != nil || len(found) != 2 {
		t.Fatalf("after up again: %v %+v", err, found)
	}
}
