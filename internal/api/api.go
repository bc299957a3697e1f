// Package api serves the single API endpoint, /api (api.md): token
// bootstrap and renewal, and one table (routes.go) from (method, resource
// kind) to a handler. Handlers stay thin: parse → authorize (done here, by
// walking the target) → call one service method → encode an explicit
// response type. The services are interfaces (portal.Services), so a cache
// or another store can stand behind them without a handler changing.
package api

import (
	"log/slog"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"myaccount/internal/httpx"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// SSOChecker is the identity service's answer to "does this browser hold a
// valid single-sign-on session?" (ph=a): for which login, and the SSO
// session's key, which the session opened from it keeps (it ends with it).
type SSOChecker interface {
	SSOSession(r *http.Request) (identityID int64, sso string, ok bool, err error)
}

// Config is what the endpoint needs.
type Config struct {
	Services portal.Services
	SSO      SSOChecker
	Log      *slog.Logger
	// RatePerSecond and RateBurst bound one session's calls (435 beyond).
	// The limit is per replica: see docs/decisions.md, "Per-session rate
	// limits".
	RatePerSecond float64
	RateBurst     int
	// Observe, when set, is told each call's resource kind and status (metrics).
	Observe func(kind, method string, status int, d time.Duration)
}

// API is the /api handler.
type API struct {
	cfg    Config
	svc    portal.Services
	routes map[routeKey]route

	limMu    sync.Mutex
	limiters map[int64]*limiterEntry

	// kinds are the metric labels a call may carry: the table's kinds and
	// serve's fixed ones. Anything else is "other", so no caller can add
	// series by inventing names (codebook/<anything>).
	kinds map[string]bool
}

// The kind labels serve gives calls that reach no route.
var fixedKinds = []string{"notfound", "bootstrap", "sso", "renew", "method", "auth", "ratelimited", "invalid", "unknown"}

type limiterEntry struct {
	lim  *rate.Limiter
	seen time.Time
}

// New builds the endpoint with defaults for unset limits.
func New(cfg Config) *API {
	if cfg.RatePerSecond == 0 {
		cfg.RatePerSecond = 20
	}
	if cfg.RateBurst == 0 {
		cfg.RateBurst = 60
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	a := &API{cfg: cfg, svc: cfg.Services, limiters: map[int64]*limiterEntry{}}
	a.routes = a.table()
	a.kinds = map[string]bool{}
	for _, k := range fixedKinds {
		a.kinds[k] = true
	}
	for _, r := range a.routes {
		a.kinds[r.kind] = true
	}
	return a
}

// metricLabels bounds what a call tells Observe: a kind of the table (or a
// fixed one) and a method the endpoint serves; "other" for anything else.
func (a *API) metricLabels(kind, method string) (string, string) {
	if !a.kinds[kind] {
		kind = "other"
	}
	switch method {
	case http.MethodGet, http.MethodPost, http.MethodDelete:
	default:
		method = "OTHER"
	}
	return kind, method
}

// ServeHTTP answers every call of the endpoint.
func (a *API) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
	kind := a.serve(rec, r)
	if a.cfg.Observe != nil {
		kind, method := a.metricLabels(kind, r.Method)
		a.cfg.Observe(kind, method, rec.status, time.Since(start))
	}
}

// serve handles the call and returns the kind label for metrics.
func (a *API) serve(w http.ResponseWriter, r *http.Request) string {
	if p := strings.TrimSuffix(r.URL.Path, "/"); p != "/api" {
		a.fail(w, r, portal.Fail(portal.CodeNotFound, portal.MsgNotFoundPath))
		return "notfound"
	}
	q := r.URL.Query()
	if r.Method == http.MethodGet {
		switch {
		case q.Has("pi"):
			a.bootstrap(w, r, q.Get("pi"))
			return "bootstrap"
		case q.Get("ph") == "a":
			a.ssoCheck(w, r)
			return "sso"
		case q.Get("ph") == "b":
			a.renew(w, r)
			return "renew"
		}
	}
	if r.Method != http.MethodGet && r.Method != http.MethodPost && r.Method != http.MethodDelete {
		w.Header().Set("Allow", "GET, POST, DELETE")
		httpx.WriteJSON(w, http.StatusMethodNotAllowed, errorBody{Error: 1, Message: language(r).T(portal.MsgMethodNotAllowed),
			RequestID: httpx.RequestID(r.Context())})
		return "method"
	}
	sess, err := a.svc.Sessions.Authenticate(r.Context(), r.Header.Get("x-omicron"))
	if err != nil {
		a.fail(w, r, err)
		return "auth"
	}
	if !a.allow(sess.ID) {
		a.fail(w, r, portal.Fail(portal.CodeRateLimited, portal.MsgSlowDown))
		return "ratelimited"
	}
	target, err := portal.ParseTarget(q.Get("target"))
	if err != nil {
		a.fail(w, r, err)
		return "invalid"
	}
	if err := checkQuery(q); err != nil {
		a.fail(w, r, err)
		return "invalid"
	}
	rt, ok := a.lookup(r.Method, target)
	if !ok {
		a.fail(w, r, portal.Fail(portal.CodeBadRequest, portal.MsgNotSupported))
		return "unknown"
	}
	// The table's kind, not the target's: codebook/<any name> is one kind.
	kind := rt.kind
	req := &Request{HTTP: r, Session: sess, Target: target, Lang: language(r), Query: q}
	if err := a.authorize(req); err != nil {
		a.fail(w, r, err)
		return kind
	}
	switch {
	case r.Method != http.MethodPost:
	case rt.upload:
		upload, err := decodeUpload(w, r, rt.files)
		if err != nil {
			a.fail(w, r, err)
			return kind
		}
		req.Upload = upload
	default:
		body, err := decodeBody(w, r)
		if err != nil {
			a.fail(w, r, err)
			return kind
		}
		req.Body = body
	}
	run := func() (int, any) {
		resp, err := rt.handler(req)
		if err != nil {
			return a.failure(r, err)
		}
		if resp != nil && resp.File != nil {
			return http.StatusOK, resp.File
		}
		return http.StatusOK, a.envelope(req, resp)
	}
	if rt.idempotent {
		a.once(w, req, run)
		return kind
	}
	switch status, body := run(); body := body.(type) {
	case nil:
	case *portal.DocumentFile:
		f := *body
		f.Name = req.Lang.FileName(f.Name) // « facture-… » to a French reader
		writeFile(w, &f)
	default:
		httpx.WriteJSON(w, status, body)
	}
	return kind
}

// language is the caller's language: the app sends its choice in
// Accept-Language.
func language(r *http.Request) i18n.Lang {
	return i18n.Negotiate(r.Header.Get("Accept-Language"))
}

// lookup finds the handler for a target; a table pattern segment "*"
// matches any name without an id (codebook/{name}).
func (a *API) lookup(method string, t portal.Target) (route, bool) {
	if rt, ok := a.routes[routeKey{method, t.Kind()}]; ok {
		return rt, true
	}
	if len(t) == 2 && !t[1].HasID {
		rt, ok := a.routes[routeKey{method, t[0].Name + "/*"}]
		return rt, ok
	}
	return route{}, false
}

// authorize walks the target: me must be me.1; every user.{id} must be one of
// the login's accounts (user.session is the active one); a target without
// either acts on the active account. What the caller does not own answers
// exactly like what does not exist.
func (a *API) authorize(req *Request) error {
	ctx := req.Context()
	for i, seg := range req.Target {
		switch seg.Name {
		case "me":
			if i != 0 || seg.ID != "1" {
				return portal.ErrNotFound
			}
			active, err := a.svc.Sessions.ActiveAccount(ctx, req.Session)
			if err != nil {
				return err
			}
			req.Account = active
		case "user":
			if i != 0 || !seg.HasID {
				return portal.ErrNotFound
			}
			if seg.IsSession() {
				active, err := a.svc.Sessions.ActiveAccount(ctx, req.Session)
				if err != nil {
					return err
				}
				if active == 0 {
					return portal.ErrNotFound
				}
				req.Account = active
				continue
			}
			id, ok := seg.Num()
			if !ok {
				return portal.ErrNotFound
			}
			owned, err := a.svc.Sessions.Owns(ctx, req.Session.IdentityID, id)
			if err != nil {
				return err
			}
			if !owned {
				return portal.ErrNotFound
			}
			req.Account = id
		}
	}
	if first := req.Target[0].Name; first != "me" && first != "user" && first != "codebook" {
		// A target the spec writes without an account prefix (the phone
		// area's) acts on the active account.
		active, err := a.svc.Sessions.ActiveAccount(ctx, req.Session)
		if err != nil {
			return err
		}
		if active == 0 {
			return portal.ErrNotFound
		}
		req.Account = active
	}
	return nil
}

// allow applies the per-session rate limit (per replica; docs/decisions.md).
func (a *API) allow(sessionID int64) bool {
	now := time.Now()
	a.limMu.Lock()
	defer a.limMu.Unlock()
	e, ok := a.limiters[sessionID]
	if !ok {
		if len(a.limiters) > 50_000 {
			for id, old := range a.limiters {
				if now.Sub(old.seen) > 10*time.Minute {
					delete(a.limiters, id)
				}
			}
		}
		e = &limiterEntry{lim: rate.NewLimiter(rate.Limit(a.cfg.RatePerSecond), a.cfg.RateBurst)}
		a.limiters[sessionID] = e
	}
	e.seen = now
	return e.lim.AllowN(now, 1)
}

type errorBody struct {
	Error     int    `json:"error"`
	Message   string `json:"message"`
	RequestID string `json:"requestId,omitempty"`
}

// fail answers with the error's status and a message a subscriber can read.
func (a *API) fail(w http.ResponseWriter, r *http.Request, err error) {
	if status, body := a.failure(r, err); body != nil {
		httpx.WriteJSON(w, status, body)
	}
}

// failure is the answer to an error: its status and a message a subscriber
// can read, in their language; internal causes are logged with the request
// id, never sent. A nil body means there is no one to answer.
func (a *API) failure(r *http.Request, err error) (int, any) {
	pe := portal.AsError(err)
	status := pe.Code.HTTPStatus()
	if r.Context().Err() != nil {
		// The browser went away (navigation, a closed tab, a client's
		// timeout): nobody reads the answer and nothing is wrong on our side.
		// The error is then whatever the cancellation cut short — the
		// context's own, a rolled-back transaction (sql.ErrTxDone), SQLite's
		// "interrupted" — so any error counts, not only ctx.Err().
		a.cfg.Log.DebugContext(r.Context(), "api call abandoned by the client", "target", safeTarget(r), "err", err)
		return status, nil
	}
	if status >= 500 {
		a.cfg.Log.ErrorContext(r.Context(), "api call failed", "target", safeTarget(r), "err", err)
	} else if pe.Err != nil {
		a.cfg.Log.WarnContext(r.Context(), "api call refused", "status", status, "err", pe.Err)
	}
	return status, errorBody{Error: 1, Message: language(r).Render(pe.Msg), RequestID: httpx.RequestID(r.Context())}
}

// safeTarget is the target for a log line: only when it parses, so no
// attacker-controlled junk reaches the logs.
func safeTarget(r *http.Request) string {
	t, err := portal.ParseTarget(r.URL.Query().Get("target"))
	if err != nil {
		return ""
	}
	return t.String()
}

// envelope is the answer of api.md: error 0 (1 for a refusal the page
// reads), message, object or list with zeroRows, name, pk, and schema
// unless the client already holds that version (?schema=). Its fields are
// in the order encoding/json writes a map's sorted keys, so an answer reads the
// same whether it is this struct (the polled reads: no map to build, sort
// and reflect on per answer) or the map an answer with Extra fields takes.
type envelope struct {
	Error    int                `json:"error"`
	List     any                `json:"list,omitempty"`
	Message  string             `json:"message"`
	Name     string             `json:"name,omitempty"`
	Object   any                `json:"object,omitempty"`
	PK       string             `json:"pk,omitempty"`
	Schema   *schema.Descriptor `json:"schema,omitempty"`
	ZeroRows *bool              `json:"zeroRows,omitempty"`
}

var (
	zeroRowsTrue  = true
	zeroRowsFalse = false
)

func (a *API) envelope(req *Request, resp *Response) any {
	if resp == nil {
		resp = &Response{}
	}
	out := envelope{Message: req.Lang.Render(resp.Message), Object: resp.Object, List: resp.List, Name: resp.Name, PK: resp.PK}
	if resp.Refused {
		out.Error = 1
	}
	if resp.Object != nil {
		out.ZeroRows = &zeroRowsFalse
	}
	if resp.List != nil {
		out.ZeroRows = &zeroRowsFalse
		if listLen(resp.List) == 0 {
			out.ZeroRows = &zeroRowsTrue
		}
	}
	if resp.Schema != nil && !resp.Schema.IsCurrent(req.Query.Get("schema")) {
		out.Schema = resp.Schema
	}
	if len(resp.Extra) == 0 {
		return out
	}
	m := map[string]any{"error": out.Error}
	for k, v := range resp.Extra {
		m[k] = v
	}
	m["message"] = out.Message
	if out.List != nil {
		m["list"] = out.List
	}
	if out.Object != nil {
		m["object"] = out.Object
	}
	if out.ZeroRows != nil {
		m["zeroRows"] = *out.ZeroRows
	}
	if out.Name != "" {
		m["name"] = out.Name
	}
	if out.PK != "" {
		m["pk"] = out.PK
	}
	if out.Schema != nil {
		m["schema"] = out.Schema
	}
	return m
}

func listLen(v any) int {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice {
		return 0
	}
	return rv.Len()
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

// Unwrap lets http.ResponseController reach the connection (an upload
// extends its read deadline).
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }
