package webui

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

// The console's app: its page for every route without an extension, its
// hashed assets cached for good, a missing asset a 404 (never the page),
// and only GET and HEAD.
func TestStaffHandler(t *testing.T) {
	h := newStaffHandler(fstest.MapFS{
		"staff.html":          {Data: []byte("<!doctype html><title>staff</title>")},
		"assets/staff-abc.js": {Data: []byte("console.log(1)")},
	})
	for _, c := range []struct {
		method, path string
		status       int
		body, cache  string
	}{
		{"GET", "/staff/", 200, "<title>staff</title>", "no-cache"},
		{"GET", "/staff/set-password?token=x", 200, "<title>staff</title>", "no-cache"},
		{"GET", "/staff/assets/staff-abc.js", 200, "console.log(1)", "immutable"},
		{"GET", "/staff/assets/gone.js", 404, "", ""},
		{"POST", "/staff/", 405, "", ""},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(c.method, c.path, nil))
		if rec.Code != c.status || !strings.Contains(rec.Body.String(), c.body) || !strings.Contains(rec.Header().Get("Cache-Control"), c.cache) {
			t.Errorf("%s %s: %d %q cache %q", c.method, c.path, rec.Code, rec.Body.String(), rec.Header().Get("Cache-Control"))
		}
	}
	rec := httptest.NewRecorder()
	newStaffHandler(fstest.MapFS{}).ServeHTTP(rec, httptest.NewRequest("GET", "/staff/", nil))
	if rec.Code != http.StatusServiceUnavailable {
		t.Errorf("without a build: %d", rec.Code)
	}
}
