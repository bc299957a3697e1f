package server

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"myaccount/internal/portal"
)

// reg is the registry of the last testServer, which MetricsHandler serves.
var reg *prometheus.Registry

func testServer(t *testing.T, ready error) (http.Handler, *bytes.Buffer) {
	t.Helper()
	var logs bytes.Buffer
	log := slog.New(LogHandler(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug})))
	reg = prometheus.NewRegistry()
	m := NewMetrics(reg)
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api" {
			m.ObserveAPI("me.{}/x", r.Method, 200, 0)
		}
		if r.URL.Path == "/guest/boom" {
			panic("boom")
		}
		w.Write([]byte("part:" + r.URL.Path))
	})
	return New(Parts{API: ok, Auth: ok, Guest: ok, UI: ok, Branding: portal.DemoBranding,
		AppSettings: map[string]any{"apiBrowserUsers": []int64{9001}},
		Ready:       func(context.Context) error { return ready }, Log: log, Metrics: m}), &logs
}

func get(h http.Handler, path string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
	return rec
}

// covers: PLAT-008, PLAT-009
func TestRoutes(t *testing.T) {
	h, _ := testServer(t, nil)
	if r := get(h, "/"); r.Code != 302 || r.Header().Get("Location") != "/ui/" {
		t.Fatalf("/ → %d %s", r.Code, r.Header().Get("Location"))
	}
	if r := get(h, "/ui?pi=abc"); r.Code != 302 || r.Header().Get("Location") != "/ui/?pi=abc" {
		t.Fatalf("/ui keeps the query: %s", r.Header().Get("Location"))
	}
	for path, want := range map[string]string{"/ui/user/dashboard": "part:/ui/user/dashboard", "/api": "part:/api",
		"/auth/login": "part:/auth/login", "/guest/unsubscribeemail": "part:/guest/unsubscribeemail"} {
		if r := get(h, path); r.Body.String() != want {
			t.Errorf("%s → %q", path, r.Body.String())
		}
	}
	if r := get(h, "/favicon.ico"); r.Code != 301 || r.Header().Get("Location") != "/ui/favicon.svg" {
		t.Errorf("/favicon.ico → %d %s", r.Code, r.Header().Get("Location"))
	}
	if r := get(h, "/nothing-here"); r.Code != 404 {
		t.Errorf("unknown path → %d", r.Code)
	}
	// With a NotFound part, it answers every path no other part claims.
	nf := New(Parts{API: h, Auth: h, Guest: h, UI: h, Log: slog.New(slog.DiscardHandler), Metrics: NewMetrics(prometheus.NewRegistry()),
		Ready: func(context.Context) error { return nil },
		NotFound: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write([]byte("branded:" + r.URL.Path))
		})})
	for _, path := range []string{"/nothing-here", "/a/b/c", "/uix"} {
		if r := get(nf, path); r.Code != 404 || r.Body.String() != "branded:"+path {
			t.Errorf("%s → %d %q", path, r.Code, r.Body.String())
		}
	}
	if r := get(nf, "/"); r.Code != 302 {
		t.Errorf("/ with a NotFound part → %d", r.Code)
	}
	r := get(h, "/guest/branding")
	if r.Code != 200 || !strings.Contains(r.Body.String(), `"product":"Prairie Wave"`) || !strings.Contains(r.Body.String(), `"apiBrowserUsers":[9001]`) {
		t.Fatalf("branding: %s", r.Body)
	}
}

func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	h, _ := testServer(t, nil)
	for _, path := range []string{"/", "/ui/", "/api", "/auth/login", "/healthz", "/nothing"} {
		r := get(h, path)
		csp := r.Header().Get("Content-Security-Policy")
		if !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "script-src 'self' 'unsafe-inline'") ||
			!strings.Contains(csp, "frame-ancestors 'self'") || !strings.Contains(csp, "frame-src 'self' blob:") {
			t.Errorf("%s: CSP %q", path, csp)
		}
		if r.Header().Get("X-Content-Type-Options") != "nosniff" || r.Header().Get("Referrer-Policy") == "" || r.Header().Get("X-Request-Id") == "" {
			t.Errorf("%s: headers %v", path, r.Header())
		}
	}
}

func TestProbesAndMetrics(t *testing.T) {
	down, _ := testServer(t, errors.New("db down"))
	if r := get(down, "/readyz"); r.Code != 503 {
		t.Fatalf("readyz with the database down: %d", r.Code)
	}
	h, _ := testServer(t, nil)
	if r := get(h, "/healthz"); r.Code != 200 {
		t.Fatal("healthz")
	}
	if r := get(h, "/readyz"); r.Code != 200 {
		t.Fatal("readyz")
	}
	get(h, "/api")
	if r := get(h, "/metrics"); r.Code == 200 {
		t.Error("/metrics answers on the subscribers' port")
	}
	m := get(MetricsHandler(reg), "/metrics").Body.String()
	for _, want := range []string{`myaccount_api_requests_total{kind="me.{}/x",method="GET",status="200"} 1`, "myaccount_api_request_duration_seconds_bucket", `myaccount_http_requests_total{area="api",status="200"}`} {
		if !strings.Contains(m, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
}

func TestPanicIsA500WithRequestIDAndLogsHaveNoQuery(t *testing.T) {
	h, logs := testServer(t, nil)
	r := get(h, "/guest/boom?ut=secret-token")
	if r.Code != 500 || !strings.Contains(r.Body.String(), r.Header().Get("X-Request-Id")) || strings.Contains(r.Body.String(), "boom") {
		t.Fatalf("panic answer: %d %s", r.Code, r.Body)
	}
	get(h, "/api?pi=one-time-code-123")
	if strings.Contains(logs.String(), "secret-token") || strings.Contains(logs.String(), "one-time-code-123") {
		t.Fatalf("a query string reached the logs:\n%s", logs)
	}
	if !strings.Contains(logs.String(), `"request_id"`) {
		t.Fatalf("log lines lack the request id:\n%s", logs)
	}
}
