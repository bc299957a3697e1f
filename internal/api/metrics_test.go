package api_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/services"
)

// TestMetricLabelsAreBounded: whatever a signed-in caller names, the kind
// and method Observe is told are one of a fixed set — the table's kinds,
// serve's fixed labels, or "other" — so no caller can add metric series
// (the issue "Hold the ground", item 10: codebook/<random name> added 15
// series a call).
func TestMetricLabelsAreBounded(t *testing.T) {
	w := newWorld(t)
	var mu sync.Mutex
	seen := map[string]int{}
	methods := map[string]bool{}
	h := endpoint(t, w.st, api.Config{SSO: w.sso, Observe: func(kind, method string, status int, d time.Duration) {
		mu.Lock()
		defer mu.Unlock()
		seen[kind]++
		methods[method] = true
	}}, services.Options{})
	allowed := map[string]bool{"other": true}
	for _, r := range h.Routes() {
		allowed[r[strings.Index(r, " ")+1:]] = true
	}
	for _, k := range []string{"notfound", "bootstrap", "sso", "renew", "method", "auth", "ratelimited", "invalid", "unknown"} {
		allowed[k] = true
	}
	send := func(method, target string) {
		req := httptest.NewRequest(method, "/api?target="+url.QueryEscape(target), nil)
		req.Header.Set("x-omicron", w.token)
		h.ServeHTTP(httptest.NewRecorder(), req)
	}
	for _, name := range []string{"region", "nosuchbook1", "nosuchbook2", "x" + strings.Repeat("y", 60)} {
		send("GET", "codebook/"+name)
	}
	send("GET", "user.1001/nosuchresource")
	send("GET", "user.2001/voipcdri") // someone else's account
	send("PATCHY", "codebook/region")
	send("BREW", "codebook/zz")
	for kind := range seen {
		if !allowed[kind] {
			t.Errorf("kind label %q is not one of the table's kinds", kind)
		}
	}
	if seen["codebook/*"] != 4 {
		t.Errorf("codebook calls labelled %v, want 4 under codebook/*", seen)
	}
	for m := range methods {
		if m != http.MethodGet && m != http.MethodPost && m != http.MethodDelete && m != "OTHER" {
			t.Errorf("method label %q", m)
		}
	}
}
