// Package api serves the single API endpoint, /api (api.md): token
// bootstrap and renewal, and one table from (resource kind, method) to a
// handler. Handlers stay thin: decode → authorize (done here, by walking the
// target) → call the store → encode an explicit response type.
package api

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
	"myaccount/internal/store"
)

// MaxBodyBytes bounds a JSON request body.
const MaxBodyBytes = 64 << 10

// SSOChecker is the identity service's answer to "does this browser hold a
// valid single-sign-on session?" (ph=a).
type SSOChecker interface {
	SSOIdentity(r *http.Request) (identityID int64, ok bool, err error)
}

// Config is what the endpoint needs besides the store.
type Config struct {
	Store    *store.Store
	SSO      SSOChecker
	Log      *slog.Logger
	Branding portal.Branding
	// TokenTTL is how long a session token lives unless renewed (the app
	// renews every 15 minutes).
	TokenTTL time.Duration
	// RenewGrace is how long a renewed token keeps working, for requests
	// already in flight.
	RenewGrace time.Duration
	// RatePerSecond and RateBurst bound one session's calls (435 beyond).
	RatePerSecond float64
	RateBurst     int
	// Location is the provider's time zone: usage days, month ends and the
	// broadbandgraphic day keys are in it. nil means UTC.
	Location *time.Location
	// FeaturedPackage is the package id highlighted with stars (decisions §17).
	FeaturedPackage int64
	// Now is the clock (tests fix it); nil means time.Now.
	Now func() time.Time
	// Observe, when set, is told each call's resource kind and status (metrics).
	Observe func(kind, method string, status int, d time.Duration)
}

// API is the /api handler.
type API struct {
	cfg    Config
	routes map[routeKey]Handler

	limMu    sync.Mutex
	limiters map[int64]*limiterEntry
}

type limiterEntry struct {
	lim  *rate.Limiter
	seen time.Time
}

// New builds the endpoint with defaults for unset limits.
func New(cfg Config) *API {
	if cfg.TokenTTL == 0 {
		cfg.TokenTTL = 30 * time.Minute
	}
	if cfg.RenewGrace == 0 {
		cfg.RenewGrace = time.Minute
	}
	if cfg.RatePerSecond == 0 {
		cfg.RatePerSecond = 20
	}
	if cfg.RateBurst == 0 {
		cfg.RateBurst = 60
	}
	if cfg.Location == nil {
		cfg.Location = time.UTC
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	a := &API{cfg: cfg, limiters: map[int64]*limiterEntry{}}
	a.routes = a.table()
	return a
}

// Request is one authorized call as a handler sees it.
type Request struct {
	HTTP    *http.Request
	Session portal.Session
	Target  portal.Target
	// Account is the contact account named by the target's user.{id} (or
	// user.session), already checked to belong to the session's login; for
	// me.1 targets it is the session's active account. 0 when there is none.
	Account int64
	// Body is the decoded JSON body of a POST (nil otherwise).
	Body map[string]any
}

// Context is the request's context.
func (r *Request) Context() context.Context { return r.HTTP.Context() }

// Response is what a handler answers; the endpoint wraps it in the envelope
// of api.md.
type Response struct {
	Object  any
	List    any // a slice; zeroRows is computed from its length
	Name    string
	PK      string
	Schema  *schema.Descriptor
	Message string
	// Extra holds top-level fields a resource adds (case, hasRouter, …).
	Extra map[string]any
}

// Handler serves one (resource kind, method).
type Handler func(*Request) (*Response, error)

type routeKey struct{ method, kind string }

// ServeHTTP answers every call of the endpoint.
func (a *API) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
	kind := a.serve(rec, r)
	if a.cfg.Observe != nil {
		a.cfg.Observe(kind, r.Method, rec.status, time.Since(start))
	}
}

// serve handles the call and returns the kind label for metrics.
func (a *API) serve(w http.ResponseWriter, r *http.Request) string {
	if p := strings.TrimSuffix(r.URL.Path, "/"); p != "/api" {
		a.fail(w, r, &portal.Error{Code: portal.CodeNotFound, Message: "Not found."})
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
		httpx.WriteJSON(w, http.StatusMethodNotAllowed, errorBody{Error: 1, Message: "Method not allowed.", RequestID: httpx.RequestID(r.Context())})
		return "method"
	}
	sess, err := a.authenticate(r)
	if err != nil {
		a.fail(w, r, err)
		return "auth"
	}
	if !a.allow(sess.ID) {
		a.fail(w, r, portal.Errorf(portal.CodeRateLimited, "Too many requests. Please slow down."))
		return "ratelimited"
	}
	target, err := portal.ParseTarget(q.Get("target"))
	if err != nil {
		a.fail(w, r, err)
		return "invalid"
	}
	kind := target.Kind()
	h, ok := a.lookup(r.Method, target)
	if !ok {
		a.fail(w, r, portal.Errorf(portal.CodeBadRequest, "This request is not supported."))
		return "unknown"
	}
	req := &Request{HTTP: r, Session: sess, Target: target}
	if err := a.authorize(req); err != nil {
		a.fail(w, r, err)
		return kind
	}
	if r.Method == http.MethodPost {
		body, err := decodeBody(w, r)
		if err != nil {
			a.fail(w, r, err)
			return kind
		}
		req.Body = body
	}
	resp, err := h(req)
	if err != nil {
		a.fail(w, r, err)
		return kind
	}
	a.write(w, r, resp)
	return kind
}

// lookup finds the handler for a target; a table pattern segment "*"
// matches any name without an id (codebook/{name}).
func (a *API) lookup(method string, t portal.Target) (Handler, bool) {
	if h, ok := a.routes[routeKey{method, t.Kind()}]; ok {
		return h, true
	}
	if len(t) == 2 && !t[1].HasID {
		h, ok := a.routes[routeKey{method, t[0].Name + "/*"}]
		return h, ok
	}
	return nil, false
}

// authenticate resolves the x-omicron token: none or unknown/revoked → 401,
// expired → 432.
func (a *API) authenticate(r *http.Request) (portal.Session, error) {
	tok := r.Header.Get("x-omicron")
	if tok == "" || len(tok) > 512 {
		return portal.Session{}, portal.Errorf(portal.CodeUnauthorized, "Please sign in.")
	}
	sess, state, err := a.cfg.Store.SessionByToken(r.Context(), portal.HashToken(tok))
	if err != nil {
		return portal.Session{}, err
	}
	switch state {
	case store.TokenValid:
		return sess, nil
	case store.TokenExpired:
		return portal.Session{}, portal.Errorf(portal.CodeExpired, "Your session has expired. Please sign in again.")
	default:
		return portal.Session{}, portal.Errorf(portal.CodeUnauthorized, "Please sign in.")
	}
}

// authorize walks the target: me must be me.1; every user.{id} must be one of
// the login's accounts (user.session is the active one). What the caller does
// not own answers exactly like what does not exist.
func (a *API) authorize(req *Request) error {
	ctx := req.Context()
	for i, seg := range req.Target {
		switch seg.Name {
		case "me":
			if i != 0 || seg.ID != "1" {
				return portal.ErrNotFound
			}
			active, err := a.activeAccount(ctx, req.Session)
			if err != nil {
				return err
			}
			req.Account = active
		case "user":
			if i != 0 || !seg.HasID {
				return portal.ErrNotFound
			}
			if seg.IsSession() {
				active, err := a.activeAccount(ctx, req.Session)
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
			linked, err := a.cfg.Store.IsLinked(ctx, req.Session.IdentityID, id)
			if err != nil {
				return err
			}
			if !linked {
				return portal.ErrNotFound
			}
			req.Account = id
		}
	}
	return nil
}

// activeAccount is the session's chosen account if it is still linked, else
// the login's first account (0 when it has none).
func (a *API) activeAccount(ctx context.Context, sess portal.Session) (int64, error) {
	if sess.ActiveAccountID != 0 {
		ok, err := a.cfg.Store.IsLinked(ctx, sess.IdentityID, sess.ActiveAccountID)
		if err != nil {
			return 0, err
		}
		if ok {
			return sess.ActiveAccountID, nil
		}
	}
	links, err := a.cfg.Store.AccountLinks(ctx, sess.IdentityID)
	if err != nil || len(links) == 0 {
		return 0, err
	}
	return links[0].AccountID, nil
}

// allow applies the per-session rate limit.
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

// decodeBody reads a JSON object body of at most MaxBodyBytes. An empty body
// is an empty object.
func decodeBody(w http.ResponseWriter, r *http.Request) (map[string]any, error) {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return nil, portal.Errorf(portal.CodeBadRequest, "The request must be sent as JSON.")
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	dec.UseNumber()
	var body map[string]any
	if err := dec.Decode(&body); err != nil {
		if errors.Is(err, io.EOF) {
			return map[string]any{}, nil
		}
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, portal.Errorf(portal.CodeBadRequest, "The request is too large.")
		}
		return nil, portal.Errorf(portal.CodeBadRequest, "The request is not valid JSON.")
	}
	if body == nil {
		return nil, portal.Errorf(portal.CodeBadRequest, "The request must be a JSON object.")
	}
	if dec.More() {
		return nil, portal.Errorf(portal.CodeBadRequest, "The request is not valid JSON.")
	}
	return body, nil
}

type errorBody struct {
	Error     int    `json:"error"`
	Message   string `json:"message"`
	RequestID string `json:"requestId,omitempty"`
}

// fail answers with the error's status and a message a subscriber can read;
// internal causes are logged with the request id, never sent.
func (a *API) fail(w http.ResponseWriter, r *http.Request, err error) {
	pe := portal.AsError(err)
	status := pe.Code.HTTPStatus()
	rid := httpx.RequestID(r.Context())
	if r.Context().Err() != nil && errors.Is(err, r.Context().Err()) {
		// The browser went away (navigation, a closed tab): nobody reads the
		// answer and nothing is wrong on our side.
		a.cfg.Log.DebugContext(r.Context(), "api call abandoned by the client", "target", safeTarget(r))
		return
	}
	if status >= 500 {
		a.cfg.Log.ErrorContext(r.Context(), "api call failed", "target", safeTarget(r), "err", err)
	} else if pe.Err != nil {
		a.cfg.Log.WarnContext(r.Context(), "api call refused", "status", status, "err", pe.Err)
	}
	httpx.WriteJSON(w, status, errorBody{Error: 1, Message: pe.Message, RequestID: rid})
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

// write encodes the envelope: error 0, message, object or list with
// zeroRows, name, pk, and schema unless the client already holds that
// version (?schema=).
func (a *API) write(w http.ResponseWriter, r *http.Request, resp *Response) {
	out := map[string]any{"error": 0}
	if resp == nil {
		resp = &Response{}
	}
	for k, v := range resp.Extra {
		out[k] = v
	}
	out["message"] = resp.Message
	if resp.Object != nil {
		out["object"] = resp.Object
		out["zeroRows"] = false
	}
	if resp.List != nil {
		out["list"] = resp.List
		out["zeroRows"] = listLen(resp.List) == 0
	}
	if resp.Name != "" {
		out["name"] = resp.Name
	}
	if resp.PK != "" {
		out["pk"] = resp.PK
	}
	if resp.Schema != nil && !resp.Schema.IsCurrent(r.URL.Query().Get("schema")) {
		out["schema"] = resp.Schema
	}
	httpx.WriteJSON(w, http.StatusOK, out)
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
