package server

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"myaccount/internal/files"
	"myaccount/internal/files/filestest"
)

// TestReadyzWithTheFileStoreDown (the issue "Hold the ground", item 5):
// with the object store working, hung (accepts, never answers) or stopped
// (a closed port), /readyz answers 200 in about a second — the portal stays
// in service — and says files are ok or degraded, as myaccount_files_up
// does; with the database down it answers 503.
func TestReadyzWithTheFileStoreDown(t *testing.T) {
	for _, state := range []string{"working", "hung", "stopped"} {
		t.Run(state, func(t *testing.T) {
			srv := filestest.New(t)
			store, err := files.NewS3(t.Context(), srv.Options)
			if err != nil {
				t.Fatal(err)
			}
			switch state {
			case "hung":
				srv.Freeze()
			case "stopped":
				srv.Stop()
			}
			reg := prometheus.NewRegistry()
			ok := http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})
			parts := Parts{API: ok, Auth: ok, Guest: ok, UI: ok, Log: slog.New(slog.DiscardHandler), Metrics: NewMetrics(reg),
				Ready: func(context.Context) error { return nil }, FilesReady: store.Check}
			h := New(parts)
			start := time.Now()
			r := get(h, "/readyz")
			took := time.Since(start)
			var body readinessBody
			if err := json.Unmarshal(r.Body.Bytes(), &body); err != nil {
				t.Fatalf("readyz: %q", r.Body.String())
			}
			want := readinessBody{Status: "ready", Database: "ok", Files: "ok"}
			if state != "working" {
				want.Status, want.Files = "degraded", "degraded"
			}
			if r.Code != 200 || body != want || took > 2500*time.Millisecond {
				t.Errorf("readyz: %d %+v after %s, want 200 %+v", r.Code, body, took, want)
			}
			metrics := get(MetricsHandler(reg), "/metrics").Body.String()
			up := "myaccount_files_up 1"
			if state != "working" {
				up = "myaccount_files_up 0"
			}
			if !strings.Contains(metrics, up) {
				t.Errorf("metrics do not say %q", up)
			}
			parts.Ready = func(context.Context) error { return context.DeadlineExceeded }
			if r := get(New(parts), "/readyz"); r.Code != 503 || !strings.Contains(r.Body.String(), `"database":"unavailable"`) {
				t.Errorf("the database down: %d %s", r.Code, r.Body.String())
			}
		})
	}
}
