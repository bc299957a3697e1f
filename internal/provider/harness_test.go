package provider

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/store"
)

// The harness every provider API test goes through: each request and each
// answer is validated against the OpenAPI document, so the document cannot
// drift from the code, and TestMain fails the run when an operation of the
// document was never called by any test.

var (
	openapiOnce   sync.Once
	openapiDoc    *openapi3.T
	openapiRouter routers.Router
	openapiErr    error

	calledMu sync.Mutex
	called   = map[string]bool{} // "METHOD /path" of the document
)

func loadDocument(t testing.TB) (*openapi3.T, routers.Router) {
	t.Helper()
	openapiOnce.Do(func() {
		loader := openapi3.NewLoader()
		openapiDoc, openapiErr = loader.LoadFromData(Document())
		if openapiErr != nil {
			return
		}
		if openapiErr = openapiDoc.Validate(context.Background()); openapiErr != nil {
			return
		}
		// The document's server is relative (/provider/v1); the router
		// matches it against the test server's absolute URLs.
		openapiDoc.Servers = openapi3.Servers{{URL: "http://provider.test" + Prefix}}
		openapiRouter, openapiErr = legacy.NewRouter(openapiDoc)
	})
	if openapiErr != nil {
		t.Fatalf("the OpenAPI document: %v", openapiErr)
	}
	return openapiDoc, openapiRouter
}

func TestMain(m *testing.M) {
	code := m.Run()
	// Only a whole run can tell whether every operation was called.
	if f := flag.Lookup("test.run"); code == 0 && (f == nil || f.Value.String() == "") && !testing.Short() {
		if missing := uncalledOperations(); len(missing) > 0 {
			fmt.Fprintf(os.Stderr, "FAIL: operations of the OpenAPI document no test calls:\n  %s\n", strings.Join(missing, "\n  "))
			code = 1
		}
	}
	os.Exit(code)
}

func uncalledOperations() []string {
	doc, err := openapi3.NewLoader().LoadFromData(Document())
	if err != nil {
		return []string{"(the document does not load: " + err.Error() + ")"}
	}
	calledMu.Lock()
	defer calledMu.Unlock()
	var missing []string
	for p, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			if !called[method+" "+p] {
				missing = append(missing, method+" "+p)
			}
		}
	}
	sort.Strings(missing)
	return missing
}

// testAPI is the provider API on a real store, with one live key.
type testAPI struct {
	t       *testing.T
	st      *store.Store
	svc     *provisioning.Service
	handler http.Handler
	key     string
}

// newTestAPI builds the API on st with a key named "billing-sync".
func newTestAPI(t *testing.T, st *store.Store, o provisioning.Options) *testAPI {
	t.Helper()
	loadDocument(t)
	svc := provisioning.New(st, o)
	key, err := svc.CreateAPIKey(context.Background(), "test", "billing-sync")
	if err != nil {
		t.Fatal(err)
	}
	return &testAPI{t: t, st: st, svc: svc, handler: New(Config{Service: svc}), key: key}
}

// answer is a validated response: its status, headers and decoded body.
type answer struct {
	Status int
	Header http.Header
	Body   map[string]any
	Raw    []byte
}

// do sends a request with the API's key; see send.
func (a *testAPI) do(method, path string, body any) answer {
	a.t.Helper()
	return a.send(method, path, body, map[string]string{"Authorization": "Bearer " + a.key})
}

// send sends a request with the given headers (body: nil, a string sent as
// it is, or a value encoded as JSON) and validates the request and the
// answer against the OpenAPI document. A request the document does not
// allow is still sent (tests send bad bodies on purpose); its answer must
// then be a problem document. Every answer must match the document.
func (a *testAPI) send(method, path string, body any, headers map[string]string) answer {
	a.t.Helper()
	_, router := loadDocument(a.t)
	var raw []byte
	switch b := body.(type) {
	case nil:
	case string:
		raw = []byte(b)
	default:
		var err error
		if raw, err = json.Marshal(b); err != nil {
			a.t.Fatal(err)
		}
	}
	req := httptest.NewRequest(method, "http://provider.test"+Prefix+path, bytes.NewReader(raw))
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	a.handler.ServeHTTP(rec, req)
	res := rec.Result()
	out := answer{Status: res.StatusCode, Header: res.Header, Raw: rec.Body.Bytes()}
	if len(out.Raw) > 0 && strings.Contains(res.Header.Get("Content-Type"), "json") {
		_ = json.Unmarshal(out.Raw, &out.Body)
	}

	// Validate against the document.
	vreq := httptest.NewRequest(method, "http://provider.test"+Prefix+path, bytes.NewReader(raw))
	vreq.Header = req.Header.Clone()
	route, params, err := router.FindRoute(vreq)
	if err != nil {
		if res.StatusCode != http.StatusNotFound && res.StatusCode != http.StatusMethodNotAllowed {
			a.t.Fatalf("%s %s is not an operation of the OpenAPI document (%v) but answered %d", method, path, err, res.StatusCode)
		}
		if ct := res.Header.Get("Content-Type"); ct != "application/problem+json" {
			a.t.Fatalf("%s %s: an unknown operation must answer a problem document, got %q", method, path, ct)
		}
		return out
	}
	calledMu.Lock()
	called[method+" "+route.Path] = true
	calledMu.Unlock()
	in := &openapi3filter.RequestValidationInput{Request: vreq, PathParams: params, Route: route,
		Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc}}
	requestValid := openapi3filter.ValidateRequest(context.Background(), in) == nil
	if !requestValid && res.StatusCode < 400 {
		err := openapi3filter.ValidateRequest(context.Background(), in)
		a.t.Fatalf("%s %s: the document refuses this request (%v), yet the API accepted it with %d", method, path, err, res.StatusCode)
	}
	rin := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: res.StatusCode, Header: res.Header,
		Options: &openapi3filter.Options{IncludeResponseStatus: true}}
	rin.SetBodyBytes(out.Raw)
	if err := openapi3filter.ValidateResponse(context.Background(), rin); err != nil {
		a.t.Fatalf("%s %s answered %d, which the OpenAPI document does not describe: %v\nbody: %s", method, path, res.StatusCode, err, out.Raw)
	}
	return out
}

// fields lists the problem's field names.
func (r answer) fields() []string {
	var out []string
	errs, _ := r.Body["errors"].([]any)
	for _, e := range errs {
		if m, ok := e.(map[string]any); ok {
			out = append(out, fmt.Sprint(m["field"]))
		}
	}
	return out
}

// staffActions are the log's entries by actor, for "recorded under the
// key's name" checks.
func staffActions(t *testing.T, st *store.Store, actor string) []portal.StaffAction {
	t.Helper()
	all, err := st.StaffActions(context.Background(), 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []portal.StaffAction
	for _, a := range all {
		if a.Actor == actor {
			out = append(out, a)
		}
	}
	return out
}

var _ = io.EOF
