package api

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
)

// A client that gives up mid-request (its timeout) cuts a transaction short:
// the store then answers sql.ErrTxDone or SQLite's "interrupted", not the
// context's error. That is the client's leaving, not a server error, so it is
// neither answered nor logged at error level; the same error with the client
// still there is a 500, logged.
func TestFailureOfAnAbandonedCall(t *testing.T) {
	var logs bytes.Buffer
	a := &API{cfg: Config{Log: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelWarn}))}}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, err := range []error{sql.ErrTxDone, errors.New("interrupted (9)"), context.Canceled} {
		r := httptest.NewRequest("GET", "/api?ph=b", nil).WithContext(ctx)
		if _, body := a.failure(r, err); body != nil {
			t.Errorf("%v: answered %v to a client that left", err, body)
		}
	}
	if strings.Contains(logs.String(), "level=ERROR") {
		t.Fatalf("abandoned calls logged as errors:\n%s", logs.String())
	}
	r := httptest.NewRequest("GET", "/api?ph=b", nil)
	if status, body := a.failure(r, sql.ErrTxDone); status != 500 || body == nil || !strings.Contains(logs.String(), "level=ERROR") {
		t.Errorf("with the client there: %d %v, logs %q", status, body, logs.String())
	}
}
