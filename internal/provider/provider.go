// Package provider serves the provider API, /provider/v1/: the REST API the
// provider's own systems (billing, provisioning, a CRM, a script) use to
// keep the portal in step with theirs (docs/provider-api.md). Handlers are
// thin: decode, call internal/provisioning, encode. The OpenAPI document
// (openapi/, served at /provider/v1/openapi.json) describes every
// operation, and the tests validate each request and answer against it.
package provider

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
)

// Prefix is where the API is mounted.
const Prefix = "/provider/v1"

// MaxBodyBytes bounds one request's body.
const MaxBodyBytes = 1 << 20

// Rate limits per key: generous, so a nightly sync of 50,000 subscribers
// (a few requests each) runs at full speed from a single client, yet a
// runaway script cannot take the portal's capacity.
const (
	DefaultRate  = 500 // requests per second
	DefaultBurst = 1000
)

// Config is what the API needs.
type Config struct {
	Service *provisioning.Service
	Log     *slog.Logger
	// Rate and Burst limit each key; zero means DefaultRate / DefaultBurst.
	Rate  float64
	Burst int
}

// Handler serves /provider/v1/.
type Handler struct {
	svc    *provisioning.Service
	log    *slog.Logger
	mux    *http.ServeMux
	rate   rate.Limit
	burst  int
	mu     sync.Mutex
	limits map[int64]*rate.Limiter
}

// route is one operation: its method and path pattern (net/http's, under
// Prefix) and its handler, which runs after the key is checked.
type route struct {
	method, path string
	handle       func(w http.ResponseWriter, r *http.Request, actor string)
}

// resourceRoutes lists each resource's routes (one function per file).
var resourceRoutes = []func(h *Handler) []route{}

// New builds the handler.
func New(cfg Config) *Handler {
	h := &Handler{svc: cfg.Service, log: cfg.Log, mux: http.NewServeMux(), rate: rate.Limit(cfg.Rate), burst: cfg.Burst,
		limits: map[int64]*rate.Limiter{}}
	if h.log == nil {
		h.log = slog.New(slog.DiscardHandler)
	}
	if h.rate <= 0 {
		h.rate = DefaultRate
	}
	if h.burst <= 0 {
		h.burst = DefaultBurst
	}
	h.mux.HandleFunc("GET "+Prefix+"/openapi.json", serveDocument)
	for _, routes := range resourceRoutes {
		for _, rt := range routes(h) {
			h.mux.Handle(rt.method+" "+Prefix+rt.path, h.authenticated(rt.handle))
		}
	}
	h.mux.HandleFunc(Prefix+"/", func(w http.ResponseWriter, r *http.Request) {
		writeProblem(w, r, http.StatusNotFound, "No such resource", "Nothing is at "+r.URL.Path+"; the OpenAPI document at "+
			Prefix+"/openapi.json lists every operation.", nil)
	})
	return h
}

// ServeHTTP routes a request. A known path with another method answers 405
// as problem+json (the mux's own 405 is plain text).
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	_, pattern := h.mux.Handler(r)
	if pattern == "" {
		w.Header().Set("Allow", allowed(h.mux, r))
		writeProblem(w, r, http.StatusMethodNotAllowed, "Method not allowed", r.Method+" is not an operation of "+r.URL.Path+".", nil)
		return
	}
	h.mux.ServeHTTP(w, r)
}

// allowed lists the methods the mux serves for r's path.
func allowed(mux *http.ServeMux, r *http.Request) string {
	var out []string
	for _, m := range []string{http.MethodGet, http.MethodPut, http.MethodPost, http.MethodDelete} {
		probe := r.Clone(r.Context())
		probe.Method = m
		if _, p := mux.Handler(probe); p != "" && !strings.HasSuffix(p, Prefix+"/") {
			out = append(out, m)
		}
	}
	return strings.Join(out, ", ")
}

// authenticated checks the bearer key and the key's rate limit, then calls
// next with the actor recorded for the key's writes ("api-key:NAME").
func (h *Handler) authenticated(next func(http.ResponseWriter, *http.Request, string)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || key == "" {
			h.unauthorized(w, r, "This API needs a key: send Authorization: Bearer KEY (myaccount admin api-key create NAME makes one).")
			return
		}
		k, err := h.svc.Authenticate(r.Context(), strings.TrimSpace(key))
		if errors.Is(err, portal.ErrNoRows) {
			h.unauthorized(w, r, "The key is unknown or was revoked.")
			return
		}
		if err != nil {
			h.fail(w, r, err)
			return
		}
		if res := h.limiter(k.ID).Reserve(); res.Delay() > 0 {
			res.Cancel()
			w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(max(res.Delay(), time.Second).Seconds()))))
			writeProblem(w, r, http.StatusTooManyRequests, "Too many requests", "This key is over its rate limit; wait and send again.", nil)
			return
		}
		// The staff actions the key's calls record name the client's address.
		r = r.WithContext(portal.WithActionAddress(r.Context(), httpx.ClientIP(r).String()))
		next(w, r, "api-key:"+k.Name)
	})
}

func (h *Handler) unauthorized(w http.ResponseWriter, r *http.Request, detail string) {
	w.Header().Set("WWW-Authenticate", `Bearer realm="myaccount-provider"`)
	writeProblem(w, r, http.StatusUnauthorized, "Unauthorized", detail, nil)
}

// limiter is the key's token bucket.
func (h *Handler) limiter(id int64) *rate.Limiter {
	h.mu.Lock()
	defer h.mu.Unlock()
	l, ok := h.limits[id]
	if !ok {
		l = rate.NewLimiter(h.rate, h.burst)
		h.limits[id] = l
	}
	return l
}

// --- decoding and answering ---------------------------------------------------

// decode reads one JSON object into v: Content-Type application/json, at
// most MaxBodyBytes, no unknown fields, nothing after it. Its errors are
// Invalid problems naming what is wrong.
func decode(w http.ResponseWriter, r *http.Request, v any) error {
	if mt := mediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		return &provisioning.Problem{Kind: provisioning.Invalid, Detail: "The body must be JSON, sent as Content-Type: application/json."}
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return decodeProblem(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return &provisioning.Problem{Kind: provisioning.Invalid, Detail: "The body has data after its JSON object."}
	}
	return nil
}

// mediaType is a Content-Type's type without parameters, lower case.
func mediaType(ct string) string {
	t, _, _ := strings.Cut(ct, ";")
	return strings.ToLower(strings.TrimSpace(t))
}

// decodeProblem turns a JSON decoding error into an Invalid problem that
// names the field when the decoder knows it.
func decodeProblem(err error) *provisioning.Problem {
	p := &provisioning.Problem{Kind: provisioning.Invalid, Detail: "The body is not valid JSON for this resource."}
	var typeErr *json.UnmarshalTypeError
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		p.Detail = "The body is larger than 1 MB."
	case errors.As(err, &typeErr):
		field := typeErr.Field
		if field == "" {
			field = "(body)"
		}
		p.Fields = []provisioning.FieldProblem{{Field: field, Detail: "must be a " + jsonType(typeErr.Type.Kind().String())}}
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		p.Fields = []provisioning.FieldProblem{{Field: name, Detail: "is not a field of this resource"}}
	default:
		p.Detail += " " + err.Error()
	}
	return p
}

// jsonType names a Go kind as JSON does.
func jsonType(kind string) string {
	switch {
	case strings.HasPrefix(kind, "int"), strings.HasPrefix(kind, "uint"), strings.HasPrefix(kind, "float"):
		return "number"
	case kind == "bool":
		return "boolean"
	case kind == "slice", kind == "array":
		return "list"
	case kind == "map", kind == "struct":
		return "object"
	}
	return kind
}

// writeJSON answers v with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// putStatus is a PUT's status: 201 when it created the resource, else 200.
func putStatus(created bool) int {
	if created {
		return http.StatusCreated
	}
	return http.StatusOK
}

// list is the answer of a list operation: the page's items and the cursor
// of the next page (absent on the last).
type list[T any] struct {
	Items []T    `json:"items"`
	Next  string `json:"next,omitempty"`
}

// page reads ?after= and ?limit=.
func page(r *http.Request) (provisioning.Page, error) {
	q := r.URL.Query()
	p := provisioning.Page{After: q.Get("after")}
	if s := q.Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > provisioning.MaxLimit {
			return p, &provisioning.Problem{Kind: provisioning.Invalid, Detail: "limit must be a whole number from 1 to 1000.",
				Fields: []provisioning.FieldProblem{{Field: "limit", Detail: "from 1 to 1000"}}}
		}
		p.Limit = n
	}
	if len(p.After) > 256 {
		return p, &provisioning.Problem{Kind: provisioning.Invalid, Detail: "after is not a cursor this API gave.",
			Fields: []provisioning.FieldProblem{{Field: "after", Detail: "is too long"}}}
	}
	return p, nil
}

// --- the operations' one shape ----------------------------------------------
//
// Every operation reads its key (the path's, or a query's), then the body if
// it has one, calls one service method and answers what it returns. A key's
// error is answered before the body is read, so a bad path answers the same
// whatever is sent.

// pathValue is the path's {name} as sent: the service checks it.
func pathValue(name string) func(*http.Request) (string, error) {
	return func(r *http.Request) (string, error) { return r.PathValue(name), nil }
}

// queryValue is the query's name, "" when absent.
func queryValue(name string) func(*http.Request) (string, error) {
	return func(r *http.Request) (string, error) { return r.URL.Query().Get(name), nil }
}

// numericID reads the path's {id}, a positive number. One that is not
// answers 404 like an unknown resource, as nothing can be there; detail
// words it, %s standing for the path's text.
func numericID(detail string) func(*http.Request) (int64, error) {
	return func(r *http.Request) (int64, error) {
		id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
		if err != nil || id <= 0 {
			return 0, &provisioning.Problem{Kind: provisioning.NotFound, Detail: fmt.Sprintf(detail, r.PathValue("id"))}
		}
		return id, nil
	}
}

// accountInPath reads the {id} of /accounts/{id}/… for what an account
// holds (ledger, warnings): an id that is not one answers like an unknown
// account.
var accountInPath = numericID("Account %s does not exist.")

// readKey reads the request's key, answering a bad one.
func readKey[K any](h *Handler, w http.ResponseWriter, r *http.Request, key func(*http.Request) (K, error)) (K, bool) {
	k, err := key(r)
	if err != nil {
		h.fail(w, r, err)
	}
	return k, err == nil
}

// servePut decodes the body as In, calls put and answers what it stored:
// 201 when it created the resource, else 200.
func servePut[K, In, Out any](h *Handler, w http.ResponseWriter, r *http.Request, actor string,
	key func(*http.Request) (K, error), put func(ctx context.Context, actor string, key K, in In) (Out, bool, error)) {
	k, ok := readKey(h, w, r, key)
	if !ok {
		return
	}
	var in In
	if err := decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	out, created, err := put(r.Context(), actor, k, in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, putStatus(created), out)
}

// serveGet answers what get reads (200).
func serveGet[K, Out any](h *Handler, w http.ResponseWriter, r *http.Request,
	key func(*http.Request) (K, error), get func(ctx context.Context, key K) (Out, error)) {
	k, ok := readKey(h, w, r, key)
	if !ok {
		return
	}
	out, err := get(r.Context(), k)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// serveEmpty calls do and answers status without a body: 204 for a
// delete, 202 for work queued.
func serveEmpty[K any](h *Handler, w http.ResponseWriter, r *http.Request, actor string,
	key func(*http.Request) (K, error), do func(ctx context.Context, actor string, key K) error, status int) {
	k, ok := readKey(h, w, r, key)
	if !ok {
		return
	}
	if err := do(r.Context(), actor, k); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(status)
}

// serveList answers the page (?after=, ?limit=) of a collection that find
// reads.
func serveList[T any](h *Handler, w http.ResponseWriter, r *http.Request,
	find func(ctx context.Context, p provisioning.Page) ([]T, string, error)) {
	p, err := page(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	items, next, err := find(r.Context(), p)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list[T]{Items: items, Next: next})
}

// serveListBy is serveList for a collection chosen by a key (an account's
// ledger, a queue's status), read before the page.
func serveListBy[K, T any](h *Handler, w http.ResponseWriter, r *http.Request,
	key func(*http.Request) (K, error), find func(ctx context.Context, key K, p provisioning.Page) ([]T, string, error)) {
	k, ok := readKey(h, w, r, key)
	if !ok {
		return
	}
	serveList(h, w, r, func(ctx context.Context, p provisioning.Page) ([]T, string, error) { return find(ctx, k, p) })
}

// accountItems is the service calls of a collection under an account
// whose items the provider names (ledger entries, warnings).
type accountItems[In, Out any] struct {
	put  func(ctx context.Context, actor string, account int64, id string, in In) (Out, bool, error)
	get  func(ctx context.Context, account int64, id string) (Out, error)
	del  func(ctx context.Context, actor string, account int64, id string) error
	list func(ctx context.Context, account int64, p provisioning.Page) ([]Out, string, error)
}

// accountItemRoutes routes base (/accounts/{id}/…) and base/{idName} to c.
// The account is the key, read first; the item's id is the service's to
// check.
func accountItemRoutes[In, Out any](h *Handler, base, idName string, c accountItems[In, Out]) []route {
	return []route{
		{"PUT", base + "/{" + idName + "}", func(w http.ResponseWriter, r *http.Request, actor string) {
			servePut(h, w, r, actor, accountInPath, func(ctx context.Context, actor string, account int64, in In) (Out, bool, error) {
				return c.put(ctx, actor, account, r.PathValue(idName), in)
			})
		}},
		{"GET", base + "/{" + idName + "}", func(w http.ResponseWriter, r *http.Request, _ string) {
			serveGet(h, w, r, accountInPath, func(ctx context.Context, account int64) (Out, error) {
				return c.get(ctx, account, r.PathValue(idName))
			})
		}},
		{"DELETE", base + "/{" + idName + "}", func(w http.ResponseWriter, r *http.Request, actor string) {
			serveEmpty(h, w, r, actor, accountInPath, func(ctx context.Context, actor string, account int64) error {
				return c.del(ctx, actor, account, r.PathValue(idName))
			}, http.StatusNoContent)
		}},
		{"GET", base, func(w http.ResponseWriter, r *http.Request, _ string) {
			serveListBy(h, w, r, accountInPath, c.list)
		}},
	}
}

// fail answers err: a *provisioning.Problem with its status, anything else
// as a 500 that hides the cause (logged with the request id).
func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	if p, ok := provisioning.AsProblem(err); ok {
		writeProblem(w, r, statusOf(p.Kind), titleOf(p.Kind), p.Detail, p.Fields)
		return
	}
	if errors.Is(err, context.Canceled) {
		return
	}
	h.log.Error("provider API request failed", "request_id", httpx.RequestID(r.Context()), "method", r.Method,
		"path", r.URL.Path, "err", err)
	writeProblem(w, r, http.StatusInternalServerError, "Internal error",
		"Something went wrong on our side; the request id is "+httpx.RequestID(r.Context())+".", nil)
}

func statusOf(k provisioning.Kind) int {
	switch k {
	case provisioning.Invalid:
		return http.StatusBadRequest
	case provisioning.Refused:
		return http.StatusUnprocessableEntity
	case provisioning.NotFound:
		return http.StatusNotFound
	case provisioning.Conflict:
		return http.StatusConflict
	}
	return http.StatusInternalServerError
}

func titleOf(k provisioning.Kind) string {
	switch k {
	case provisioning.Invalid:
		return "Invalid request"
	case provisioning.Refused:
		return "Refused by a rule"
	case provisioning.NotFound:
		return "Not found"
	case provisioning.Conflict:
		return "Conflict"
	}
	return "Internal error"
}

// problem is an RFC 9457 problem document; Errors names the fields.
type problem struct {
	Type     string                      `json:"type"`
	Title    string                      `json:"title"`
	Status   int                         `json:"status"`
	Detail   string                      `json:"detail,omitempty"`
	Instance string                      `json:"instance,omitempty"`
	Errors   []provisioning.FieldProblem `json:"errors,omitempty"`
}

// writeProblem answers a problem document (application/problem+json).
func writeProblem(w http.ResponseWriter, r *http.Request, status int, title, detail string, fields []provisioning.FieldProblem) {
	w.Header().Set("Content-Type", "application/problem+json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(problem{Type: "about:blank", Title: title, Status: status, Detail: detail,
		Instance: r.URL.Path, Errors: fields})
}
