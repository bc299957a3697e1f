package webui

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

var app = fstest.MapFS{
	"index.html":             {Data: []byte("<!doctype html><div id=root></div>")},
	"assets/index-abc123.js": {Data: []byte("console.log(1)")},
	"service-worker.js":      {Data: []byte("self.x=1")},
	"favicon.svg":            {Data: []byte("<svg/>")},
	"manifest.webmanifest":   {Data: []byte("{}")},
}

// covers: PLAT-009, PLAT-010, PLAT-018, PLAT-077
func TestServesTheApp(t *testing.T) {
	h := newHandler(app, nil)
	for _, c := range []struct {
		path, body, cache string
		status            int
	}{
		{"/ui/", "<!doctype html><div id=root></div>", "no-cache", 200},
		{"/ui/user/dashboard", "<!doctype html><div id=root></div>", "no-cache", 200},
		{"/ui/public/unsubscribe", "<!doctype html><div id=root></div>", "no-cache", 200},
		// Another public path: the app's '404 Not Found' page, with status 404.
		{"/ui/public/nothing", "<!doctype html><div id=root></div>", "no-cache", 404},
		{"/ui/register", "<!doctype html><div id=root></div>", "no-cache", 200},
		{"/ui/assets/index-abc123.js", "console.log(1)", "public, max-age=31536000, immutable", 200},
		{"/ui/service-worker.js", "self.x=1", "no-cache", 200},
		{"/ui/favicon.svg", "<svg/>", "public, max-age=3600", 200},
		{"/ui/assets/index-old.js", "404 page not found\n", "", 404},
		{"/ui/../../etc/passwd", "<!doctype html><div id=root></div>", "no-cache", 200},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
		if rec.Code != c.status || rec.Body.String() != c.body || rec.Header().Get("Cache-Control") != c.cache {
			t.Errorf("%s → %d %q cache %q", c.path, rec.Code, rec.Body.String(), rec.Header().Get("Cache-Control"))
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/ui/service-worker.js", nil))
	if rec.Header().Get("Service-Worker-Allowed") != "/ui" {
		t.Error("service worker scope header missing")
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/ui/manifest.webmanifest", nil))
	if rec.Header().Get("Content-Type") != "application/manifest+json" || rec.Header().Get("Cache-Control") != "no-cache" {
		t.Errorf("manifest: %v", rec.Header())
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/ui/", nil))
	if rec.Code != 405 {
		t.Errorf("POST → %d", rec.Code)
	}
}

// A signed-in browser asking for a page behind the sign-in gets the session
// token's request preloaded with it; public and logout pages, a one-time code
// to exchange, a browser not signed in and the assets do not.
func TestPreloadsTheTokenForSignedInPages(t *testing.T) {
	signedIn := func(r *http.Request) bool { return r.Header.Get("Cookie") == "sso=1" }
	h := newHandler(app, signedIn)
	for _, c := range []struct {
		path    string
		cookie  bool
		preload bool
	}{
		{"/ui/user/dashboard", true, true},
		{"/ui/", true, true},
		{"/ui/register", true, true},
		{"/ui/user/dashboard", false, false},
		{"/ui/user/dashboard?pi=abc", true, false},
		{"/ui/public/unsubscribe", true, false},
		{"/ui/public/nothing", true, false},
		{"/ui/will/logout", true, false},
		{"/ui/assets/index-abc123.js", true, false},
	} {
		req := httptest.NewRequest("GET", c.path, nil)
		if c.cookie {
			req.Header.Set("Cookie", "sso=1")
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if got := slices.Contains(rec.Header().Values("Link"), tokenPreload); got != c.preload {
			t.Errorf("%s (signed in %v): Link %q", c.path, c.cookie, rec.Header().Values("Link"))
		}
	}
	if !strings.Contains(tokenPreload, "</api?ph=a&target=b>") {
		t.Errorf("the preload must be the app's own token request: %s", tokenPreload)
	}
}

// Every page of the app comes with the branding preloaded; the assets do not.
func TestPreloadsTheBrandingWithEveryPage(t *testing.T) {
	h := newHandler(app, nil)
	for _, path := range []string{"/ui/", "/ui/user/dashboard", "/ui/public/unsubscribe"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if got := rec.Header().Values("Link"); !slices.Equal(got, []string{brandingPreload}) {
			t.Errorf("%s: Link %q", path, got)
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/ui/assets/index-abc123.js", nil))
	if got := rec.Header().Values("Link"); len(got) != 0 {
		t.Errorf("an asset: Link %q", got)
	}
	if !strings.HasPrefix(brandingPreload, "</guest/branding>") {
		t.Errorf("the preload must be the app's own branding request: %s", brandingPreload)
	}
}

func TestNotBuiltSaysHowToBuild(t *testing.T) {
	h := newHandler(fstest.MapFS{}, nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/ui/", nil))
	if rec.Code != 503 || !strings.Contains(rec.Body.String(), "make build") {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
}

// The build's compressed variants go to browsers that accept them, with the
// file's own type; others get the file. covers: PLAT-009
func TestServesTheBuildsCompressedVariants(t *testing.T) {
	files := fstest.MapFS{
		"index.html":         {Data: []byte("<!doctype html><div id=root></div>")},
		"index.html.gz":      {Data: []byte("gz-index")},
		"assets/app-1.js":    {Data: []byte("console.log(1)")},
		"assets/app-1.js.br": {Data: []byte("br-app")},
		"assets/app-1.js.gz": {Data: []byte("gz-app")},
	}
	h := newHandler(files, nil)
	for _, c := range []struct {
		path, accept, body, encoding, ctype string
	}{
		{"/ui/assets/app-1.js", "gzip, deflate, br, zstd", "br-app", "br", "text/javascript; charset=utf-8"},
		{"/ui/assets/app-1.js", "gzip", "gz-app", "gzip", "text/javascript; charset=utf-8"},
		{"/ui/assets/app-1.js", "br;q=0, gzip;q=0.5", "gz-app", "gzip", "text/javascript; charset=utf-8"},
		{"/ui/assets/app-1.js", "", "console.log(1)", "", "text/javascript; charset=utf-8"},
		{"/ui/assets/app-1.js", "identity", "console.log(1)", "", "text/javascript; charset=utf-8"},
		{"/ui/user/dashboard", "br, gzip", "gz-index", "gzip", "text/html; charset=utf-8"},
		{"/ui/", "deflate", "<!doctype html><div id=root></div>", "", "text/html; charset=utf-8"},
	} {
		req := httptest.NewRequest("GET", c.path, nil)
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 || rec.Body.String() != c.body || rec.Header().Get("Content-Encoding") != c.encoding ||
			rec.Header().Get("Content-Type") != c.ctype || rec.Header().Get("Vary") != "Accept-Encoding" {
			t.Errorf("%s (Accept-Encoding %q) → %d %q encoding %q type %q vary %q", c.path, c.accept, rec.Code, rec.Body.String(),
				rec.Header().Get("Content-Encoding"), rec.Header().Get("Content-Type"), rec.Header().Get("Vary"))
		}
	}
}

// Unknown paths outside /ui: a browser asking for a page gets the app (its
// branded 404 page) with status 404; an API-like client gets a short JSON
// or text 404.
// covers: PLAT-016
func TestNotFoundOutsideTheApp(t *testing.T) {
	h := notFound(app["index.html"].Data)
	const page = "<!doctype html><div id=root></div>"
	browser := "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
	for _, c := range []struct {
		method, accept, body, ctype string
	}{
		{"GET", browser, page, "text/html; charset=utf-8"},
		{"HEAD", browser, "", "text/html; charset=utf-8"},
		{"GET", "application/json", `{"error":1,"message":"404 Not Found"}` + "\n", "application/json"},
		{"GET", "application/json, text/html", `{"error":1,"message":"404 Not Found"}` + "\n", "application/json"},
		{"GET", "*/*", "404 Not Found\n", "text/plain; charset=utf-8"},
		{"GET", "", "404 Not Found\n", "text/plain; charset=utf-8"},
		{"POST", browser, "404 Not Found\n", "text/plain; charset=utf-8"},
	} {
		req := httptest.NewRequest(c.method, "/no/such/page", nil)
		if c.accept != "" {
			req.Header.Set("Accept", c.accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 404 || rec.Body.String() != c.body || rec.Header().Get("Content-Type") != c.ctype {
			t.Errorf("%s %q → %d %q %q", c.method, c.accept, rec.Code, rec.Body.String(), rec.Header().Get("Content-Type"))
		}
	}
	// Without a built app every client gets the short answer.
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/x", nil)
	req.Header.Set("Accept", browser)
	notFound(nil).ServeHTTP(rec, req)
	if rec.Code != 404 || rec.Body.String() != "404 Not Found\n" {
		t.Errorf("not built: %d %q", rec.Code, rec.Body.String())
	}
}
