package sandbox_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// The gateway's tests run on both engines, like the store's. Each engine
// also gives a raw connection to the same database (and for SQLite its
// files), so a test can read every table as it is stored.

const (
	publicURL = "http://gateway.test:8080"
	returnURL = "http://portal.test:8080/ui/autopayment?view=creditcard"
)

type env struct {
	g       *sandbox.Gateway
	st      *store.Store
	h       http.Handler
	clock   *clock
	logs    *logBuffer
	raw     *sql.DB
	engine  string
	dbFiles []string // SQLite: the database and its WAL
}

type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time          { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) Advance(d time.Duration) { c.mu.Lock(); c.now = c.now.Add(d); c.mu.Unlock() }

// logBuffer collects the gateway's log output (JSON lines at debug level).
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}
func (b *logBuffer) String() string { b.mu.Lock(); defer b.mu.Unlock(); return b.buf.String() }

func forEachEngine(t *testing.T, fn func(t *testing.T, e *env)) {
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			e := &env{engine: engine, clock: &clock{now: time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)}, logs: &logBuffer{}}
			if engine == "sqlite" {
				path := filepath.Join(t.TempDir(), "gateway.db")
				e.st, e.raw = openEngine(t, path, "sqlite", "file:"+path)
				e.dbFiles = []string{path, path + "-wal"}
			} else {
				url := postgresSchema(t)
				e.st, e.raw = openEngine(t, url, "pgx", url)
			}
			e.g = sandbox.New(e.st, sandbox.Options{PublicURL: publicURL + "/", Now: e.clock.Now,
				Log: slog.New(slog.NewJSONHandler(e.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
			e.h = e.g.Handler()
			fn(t, e)
		})
	}
}

func openEngine(t *testing.T, dsn, driver, rawDSN string) (*store.Store, *sql.DB) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if err := st.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	raw, err := sql.Open(driver, rawDSN)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { raw.Close() })
	return st, raw
}

// postgresSchema makes a fresh schema on the test server (as storetest
// does) and returns a URL whose search_path is it; it skips the test when
// no server is configured.
func postgresSchema(t *testing.T) string {
	t.Helper()
	base := os.Getenv(storetest.PostgresEnv)
	if base == "" {
		t.Skipf("PostgreSQL tests need %s=postgres://…", storetest.PostgresEnv)
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	schema := "t_" + hex.EncodeToString(b[:])
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if db, err := sql.Open("pgx", base); err == nil {
			_, _ = db.Exec("DROP SCHEMA " + schema + " CASCADE")
			db.Close()
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// start opens a hosted-page session for reference in lang.
func (e *env) start(t *testing.T, reference, lang string) portal.GatewaySession {
	t.Helper()
	s, err := e.g.StartCardSession(context.Background(), portal.CardSessionRequest{Reference: reference,
		NameOnCard: "Avery Farmer", ReturnURL: returnURL, Language: lang})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func (e *env) do(t *testing.T, req *http.Request) *httptest.ResponseRecorder {
	t.Helper()
	w := httptest.NewRecorder()
	e.h.ServeHTTP(w, req)
	return w
}

// get opens a page URL (absolute, as StartCardSession gives it).
func (e *env) get(t *testing.T, target string, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	return e.do(t, req)
}

// post submits the hosted form.
func (e *env) post(t *testing.T, token, number, expiry, cvc, action string) *httptest.ResponseRecorder {
	t.Helper()
	form := url.Values{"sessiontoken": {token}, "cardnumber": {number}, "expiry": {expiry}, "cvc": {cvc}, "action": {action}}
	return e.postForm(t, form)
}

func (e *env) postForm(t *testing.T, form url.Values, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, publicURL+"/sandbox/pay", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	return e.do(t, req)
}

// returned checks a 303 back to the return URL and gives its query.
func returned(t *testing.T, w *httptest.ResponseRecorder) url.Values {
	t.Helper()
	if w.Code != http.StatusSeeOther {
		t.Fatalf("status %d, want 303; body:\n%s", w.Code, w.Body)
	}
	loc, err := url.Parse(w.Header().Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	if loc.Scheme+"://"+loc.Host+loc.Path != "http://portal.test:8080/ui/autopayment" {
		t.Fatalf("redirected to %s", loc)
	}
	q := loc.Query()
	if q.Get("view") != "creditcard" {
		t.Fatalf("the return URL's own query was lost: %s", loc)
	}
	if w.Header().Get("Cache-Control") != "no-store" {
		t.Fatalf("redirect Cache-Control %q", w.Header().Get("Cache-Control"))
	}
	return q
}

// errorPage checks an error page: its status, its text, and no form.
func errorPage(t *testing.T, w *httptest.ResponseRecorder, status int, text string) {
	t.Helper()
	body := w.Body.String()
	if w.Code != status || !strings.Contains(body, text) || strings.Contains(body, "<form") ||
		strings.Contains(body, `name="cardnumber"`) {
		t.Fatalf("want a %d error page saying %q, got %d:\n%s", status, text, w.Code, body)
	}
}

// tokenOf is the session token in a page URL.
func tokenOf(t *testing.T, s portal.GatewaySession) string {
	t.Helper()
	u, err := url.Parse(s.PageURL)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("sessiontoken")
}

// dumpTables reads every row of every table of the database as text.
func (e *env) dumpTables(t *testing.T) string {
	t.Helper()
	q := `SELECT name FROM sqlite_master WHERE type = 'table'`
	if e.engine == "postgres" {
		q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`
	}
	rows, err := e.raw.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, name)
	}
	rows.Close()
	var sb strings.Builder
	sandboxTables := 0
	for _, table := range tables {
		if strings.HasPrefix(table, "sandbox_") {
			sandboxTables++
		}
		rows, err := e.raw.Query(`SELECT * FROM "` + table + `"`)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rows.Next() {
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			for i, v := range vals {
				if b, ok := v.([]byte); ok {
					v = string(b)
				}
				fmt.Fprintf(&sb, "%s.%s=%v\n", table, cols[i], v)
			}
		}
		rows.Close()
	}
	if sandboxTables != 3 {
		t.Fatalf("found %d sandbox_ tables in %v", sandboxTables, tables)
	}
	return sb.String()
}
