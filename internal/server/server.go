// Package server puts the portal's parts on one port: the app under /ui, the
// API endpoint, the identity service, the guest calls, probes and metrics,
// behind one middleware chain (recovery, request id, security headers,
// metrics, access log).
package server

import (
	"context"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/pprof"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
)

// Parts are the handlers and facts the server mounts.
type Parts struct {
	API    http.Handler // /api
	Ingest http.Handler // /ingest/ (the provider's systems)
	// Provider is the provider API (/provider/v1/); nil serves none.
	Provider http.Handler
	Auth     http.Handler // /auth/
	// Staff is the staff console (/staff/); nil serves none.
	Staff http.Handler
	// PublicOrigin is the portal's public scheme://host: the cross-origin
	// check of /api trusts it behind a proxy.
	PublicOrigin string
	Guest        http.Handler // /guest/
	// Status answers GET /guest/status (the public service status, issue
	// 32), and /status leads to its page; nil serves neither.
	Status http.Handler
	// AgreementText answers GET AgreementTextPath (the public agreement
	// text, ONB-040); nil serves none.
	AgreementText     http.Handler
	AgreementTextPath string
	UI                http.Handler // /ui/
	// NotFound answers every path no part serves (webui.NotFound: the app's
	// branded 404 page for a browser, a short 404 for other clients); nil
	// answers a plain 404.
	NotFound http.Handler
	// Sandbox is the test payment gateway's hosted page (/sandbox/); nil
	// when the sandbox is off.
	Sandbox  http.Handler
	Branding portal.Branding
	// AppSettings are public settings the app reads with the branding.
	AppSettings map[string]any
	// Ready reports whether the server can serve (the database answers).
	Ready func(context.Context) error
	// FilesReady reports whether the file store answers (files.S3.Check);
	// nil when files are on the data folder. A store that does not answer
	// degrades the portal (documents and photos fail with a message) but
	// does not take it out of service: /readyz still answers 200.
	FilesReady func(context.Context) error
	Log        *slog.Logger
	Metrics    *Metrics
	// Secure is true when the public URL is https (HSTS).
	Secure bool
	// FormTargets are extra origins a form may post to or redirect through
	// (the OpenID provider).
	FormTargets []string
}

// New returns the portal's root handler.
func New(p Parts) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/ui/", http.StatusFound)
	})
	if p.NotFound != nil {
		// The least specific pattern: only paths no other part claims.
		mux.Handle("/", p.NotFound)
	}
	mux.HandleFunc("/ui", func(w http.ResponseWriter, r *http.Request) {
		target := "/ui/"
		if r.URL.RawQuery != "" {
			target += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, target, http.StatusFound)
	})
	mux.Handle("/ui/", p.UI)
	// Pages outside the app (the identity service's) get the app's icon.
	mux.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/ui/favicon.svg", http.StatusMovedPermanently)
	})
	api := apiCrossOrigin(p.API, p.PublicOrigin, p.Log)
	mux.Handle("/api", api)
	mux.Handle("/api/", api)
	if p.Staff != nil {
		mux.Handle("/staff/", p.Staff)
		mux.HandleFunc("/staff", func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/staff/", http.StatusFound)
		})
	}
	mux.Handle("/auth/", p.Auth)
	if p.Sandbox != nil {
		mux.Handle("/sandbox/", p.Sandbox)
	}
	if p.Ingest != nil {
		mux.Handle("/ingest/", p.Ingest)
	}
	if p.Provider != nil {
		mux.Handle("/provider/v1/", p.Provider)
	}
	mux.HandleFunc("GET /guest/branding", func(w http.ResponseWriter, r *http.Request) {
		body := map[string]any{}
		for k, v := range p.AppSettings {
			body[k] = v
		}
		b := p.Branding
		for k, v := range map[string]string{"provider": b.ProviderName, "product": b.ProductName, "phone": b.SupportPhone,
			"vipPhone": b.VipPhone, "email": b.Email, "address": b.Address, "logoUrl": b.LogoURL, "primaryColor": b.PrimaryColor} {
			body[k] = v
		}
		w.Header().Set("Cache-Control", "public, max-age=300")
		httpx.WriteJSON(w, http.StatusOK, body)
	})
	mux.Handle("/guest/", p.Guest)
	if p.Status != nil {
		mux.Handle("GET /guest/status", p.Status)
		mux.HandleFunc("GET /status", func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/ui/public/status", http.StatusFound)
		})
	}
	if p.AgreementText != nil {
		mux.Handle("GET "+p.AgreementTextPath, p.AgreementText)
	}
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		status, body := readiness(r, p)
		httpx.WriteJSON(w, status, body)
	})

	csp := contentSecurityPolicy(p.FormTargets)
	// The endpoint's path goes straight to it: it is nearly every request
	// (the apps' polling), and matching it among the mux's patterns cost 2 %
	// of the CPU per polled read. Any other path, /api/… included, takes the
	// mux, which answers it as before.
	var h http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api" {
			api.ServeHTTP(w, r)
			return
		}
		mux.ServeHTTP(w, r)
	})
	h = recoverPanics(p.Log, h)
	h = accessLog(p.Log, p.Metrics, h)
	h = securityHeaders(csp, p.Secure, h)
	return requestID(h)
}

// apiCrossOrigin refuses writes to /api that a browser marks as coming from
// another site (http.CrossOriginProtection: Sec-Fetch-Site, else Origin).
// The app's own calls are same-origin; clients that are not browsers send
// neither header and pass, as before (their token is their credential).
func apiCrossOrigin(next http.Handler, publicOrigin string, log *slog.Logger) http.Handler {
	cop := http.NewCrossOriginProtection()
	if publicOrigin != "" {
		_ = cop.AddTrustedOrigin(publicOrigin)
	}
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if log != nil {
			log.WarnContext(r.Context(), "api: refused a cross-origin request", "method", r.Method)
		}
		httpx.WriteJSON(w, http.StatusForbidden, map[string]any{"error": 403, "message": "403 Forbidden: cross-origin request"})
	}))
	return cop.Handler(next)
}

// readinessBody is /readyz's answer: "ready", "degraded" (the portal serves,
// but its file store does not answer) or "unavailable" (the database does
// not answer: take this replica out of service), and each part's state.
type readinessBody struct {
	Status   string `json:"status"`
	Database string `json:"database"`
	Files    string `json:"files,omitempty"` // "ok" or "degraded"; absent on the data folder
}

// readiness checks the database and the file store at once, each within
// its own time: 503 when the database does not answer; 200 otherwise, with
// files "degraded" when the store does not answer, so a load balancer keeps
// the portal in service while documents and photos fail with a message.
// The file store's state is also the metric myaccount_files_up.
func readiness(r *http.Request, p Parts) (int, readinessBody) {
	filesErr := make(chan error, 1)
	if p.FilesReady != nil {
		go func() {
			ctx, cancel := context.WithTimeout(r.Context(), time.Second)
			defer cancel()
			filesErr <- p.FilesReady(ctx)
		}()
	}
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	body := readinessBody{Status: "ready", Database: "ok"}
	dbErr := p.Ready(ctx)
	if p.FilesReady != nil {
		body.Files = "ok"
		if err := <-filesErr; err != nil {
			p.Log.WarnContext(r.Context(), "file store not answering", "err", err)
			body.Status, body.Files = "degraded", "degraded"
		}
		if p.Metrics != nil {
			p.Metrics.setFilesUp(body.Files == "ok")
		}
	}
	if dbErr != nil {
		p.Log.WarnContext(r.Context(), "not ready", "err", dbErr)
		body.Status, body.Database = "unavailable", "unavailable"
		return http.StatusServiceUnavailable, body
	}
	return http.StatusOK, body
}

// MetricsHandler serves GET /metrics from the registry, and Go's profiles
// under /debug/pprof/ (docs/benchmarks.md profiles a live server with them):
// for a listener of its own (MYACCOUNT_METRICS_ADDR), never the
// subscribers' port.
func MetricsHandler(reg *prometheus.Registry) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{}))
	mux.HandleFunc("GET /debug/pprof/", pprof.Index)
	mux.HandleFunc("GET /debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("GET /debug/pprof/trace", pprof.Trace)
	mux.HandleFunc("GET /debug/pprof/symbol", pprof.Symbol)
	return mux
}

// contentSecurityPolicy allows scripts only from the portal itself (no
// inline script). Styles allow 'unsafe-inline' because Material UI injects
// its styles at run time; the identity pages use a stylesheet file. Frames
// show the portal's own pages and blob: URLs: the signed contract's review
// fetches the PDF with the session header and frames it as a blob, so no
// token ever travels in a frame's URL.
func contentSecurityPolicy(formTargets []string) string {
	form := "'self'"
	if len(formTargets) > 0 {
		form += " " + strings.Join(formTargets, " ")
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src 'self'",
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob: https:",
		"font-src 'self' data:",
		"connect-src 'self'",
		"worker-src 'self'",
		"manifest-src 'self'",
		"frame-src 'self' blob:",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action " + form,
		"frame-ancestors 'self'",
	}, "; ")
}

func securityHeaders(csp string, secure bool, next http.Handler) http.Handler {
	// Built once: every answer shares these values (net/http only reads
	// them, and a handler's Set replaces a slice rather than writing into
	// it), which spares each request a canonicalized key and a slice per
	// header (5 % of the CPU per polled read).
	fixed := http.Header{}
	fixed.Set("Content-Security-Policy", csp)
	fixed.Set("X-Content-Type-Options", "nosniff")
	fixed.Set("Referrer-Policy", "same-origin")
	fixed.Set("X-Frame-Options", "SAMEORIGIN")
	fixed.Set("Cross-Origin-Opener-Policy", "same-origin")
	fixed.Set("Permissions-Policy", "camera=(self), geolocation=(), microphone=()")
	if secure {
		fixed.Set("Strict-Transport-Security", "max-age=31536000")
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for k, v := range fixed {
			h[k] = v
		}
		next.ServeHTTP(w, r)
	})
}

// requestID gives every request an id, on the context (so every log line of
// the request carries it), in the X-Request-Id answer header and in error
// bodies.
func requestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// An id tells requests apart in the logs; it is no secret, so the
		// runtime's fast generator serves (crypto/rand cost 2 % of the CPU per
		// polled read).
		var b [8]byte
		binary.LittleEndian.PutUint64(b[:], rand.Uint64())
		id := hex.EncodeToString(b[:])
		w.Header().Set("X-Request-Id", id)
		next.ServeHTTP(w, r.WithContext(httpx.WithRequestID(r.Context(), id)))
	})
}

// recoverPanics turns a panic into a 500 with the request id; the server
// keeps running.
func recoverPanics(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				log.ErrorContext(r.Context(), "panic", "panic", fmt.Sprint(v), "path", r.URL.Path)
				httpx.WriteJSON(w, http.StatusInternalServerError, map[string]any{
					"error": 1, "message": httpx.InternalErrorMessage, "requestId": httpx.RequestID(r.Context())})
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// accessLog writes one line per request — path only: query strings carry
// one-time codes and tokens and never reach the logs.
func accessLog(log *slog.Logger, m *Metrics, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		d := time.Since(start)
		area := areaOf(r.URL.Path)
		m.countHTTP(area, rec.status)
		level := slog.LevelInfo
		if area == "ui" || area == "probe" {
			level = slog.LevelDebug
		}
		if rec.status >= 500 {
			level = slog.LevelError
		}
		if !log.Enabled(r.Context(), level) {
			return // the line's values are not even boxed
		}
		log.Log(r.Context(), level, "request", "method", r.Method, "path", clipPath(r.URL.Path), "status", rec.status,
			"duration_ms", float64(d.Microseconds())/1000, "bytes", rec.bytes)
	})
}

func areaOf(path string) string {
	switch {
	case path == "/api" || strings.HasPrefix(path, "/api/"):
		return "api"
	case strings.HasPrefix(path, "/ui"):
		return "ui"
	case strings.HasPrefix(path, "/auth/"):
		return "auth"
	case strings.HasPrefix(path, "/guest/"):
		return "guest"
	case strings.HasPrefix(path, "/sandbox/"):
		return "sandbox"
	case path == "/healthz" || path == "/readyz":
		return "probe"
	}
	return "other"
}

func clipPath(p string) string {
	if len(p) > 200 {
		return p[:200] + "…"
	}
	return p
}

type recorder struct {
	http.ResponseWriter
	status int
	bytes  int
	wrote  bool
}

func (r *recorder) WriteHeader(code int) {
	if !r.wrote {
		r.status, r.wrote = code, true
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	r.wrote = true
	n, err := r.ResponseWriter.Write(b)
	r.bytes += n
	return n, err
}

// Flush lets streaming handlers flush through the recorder.
func (r *recorder) Flush() {
	if f, ok := r.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Metrics are the portal's Prometheus collectors.
type Metrics struct {
	http     *prometheus.CounterVec
	api      *prometheus.CounterVec
	duration *prometheus.HistogramVec
	filesUp  prometheus.Gauge

	// The series each request counts in, found once per label values: the
	// vectors' own lookup (hashing, checking and locking the label values)
	// cost 2 % of the CPU per polled read. The label values are bounded (the
	// areas, the API's kinds and methods, the statuses), and so are these.
	httpSeries sync.Map // httpLabels → prometheus.Counter
	apiSeries  sync.Map // apiLabels → apiSeries
}

type httpLabels struct {
	area   string
	status int
}

type apiLabels struct {
	kind, method string
	status       int
}

type apiSeries struct {
	calls    prometheus.Counter
	duration prometheus.Observer
}

// seriesFor is the series kept for key, found with find the first time.
func seriesFor[K comparable, V any](kept *sync.Map, key K, find func() V) V {
	v, ok := kept.Load(key)
	if !ok {
		v, _ = kept.LoadOrStore(key, find())
	}
	return v.(V)
}

// countHTTP counts one answer of an area.
func (m *Metrics) countHTTP(area string, status int) {
	seriesFor(&m.httpSeries, httpLabels{area, status}, func() prometheus.Counter {
		return m.http.WithLabelValues(area, strconv.Itoa(status))
	}).Inc()
}

// NewMetrics registers the collectors on reg.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		http: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "myaccount_http_requests_total",
			Help: "HTTP requests by area (api, ui, auth, guest, probe) and status."}, []string{"area", "status"}),
		api: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "myaccount_api_requests_total",
			Help: "API calls by target kind (ids replaced by {}), method and status."}, []string{"kind", "method", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "myaccount_api_request_duration_seconds",
			Help: "API call latency by target kind.", Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5}},
			[]string{"kind"}),
		filesUp: prometheus.NewGauge(prometheus.GaugeOpts{Name: "myaccount_files_up",
			Help: "1 when the file store answered the last readiness check (/readyz), 0 when it did not."}),
	}
	m.filesUp.Set(1)
	reg.MustRegister(m.http, m.api, m.duration, m.filesUp)
	return m
}

// setFilesUp records the file store's state seen by /readyz.
func (m *Metrics) setFilesUp(up bool) {
	if up {
		m.filesUp.Set(1)
	} else {
		m.filesUp.Set(0)
	}
}

// ObserveAPI records one API call (the API's Observe hook).
func (m *Metrics) ObserveAPI(kind, method string, status int, d time.Duration) {
	series := seriesFor(&m.apiSeries, apiLabels{kind, method, status}, func() apiSeries {
		return apiSeries{m.api.WithLabelValues(kind, method, strconv.Itoa(status)), m.duration.WithLabelValues(kind)}
	})
	series.calls.Inc()
	series.duration.Observe(d.Seconds())
}

// LogHandler wraps a slog handler so every record logged with a request's
// context carries its request id.
func LogHandler(h slog.Handler) slog.Handler { return ctxHandler{h} }

type ctxHandler struct{ slog.Handler }

func (c ctxHandler) Handle(ctx context.Context, r slog.Record) error {
	if id := httpx.RequestID(ctx); id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	return c.Handler.Handle(ctx, r)
}

func (c ctxHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return ctxHandler{c.Handler.WithAttrs(as)}
}
func (c ctxHandler) WithGroup(n string) slog.Handler { return ctxHandler{c.Handler.WithGroup(n)} }
