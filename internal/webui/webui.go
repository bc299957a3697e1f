// Package webui serves the React app built by Vite into app/ui and embedded
// in the binary: hashed assets with long cache lifetimes, index.html (no
// cache) for every app route, and the service worker without caching so a
// new version is found at once. Text files are compressed once at build
// time (web/scripts/compress-assets.mjs: NAME.br and NAME.gz beside NAME);
// a browser that accepts one of them gets those bytes.
package webui

import (
	"bytes"
	"embed"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"
)

//go:embed all:app
var embedded embed.FS

func init() {
	// Go's table lacks the web app manifest's type.
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
}

// Handler serves the app under /ui/. When the app was not built (a Go-only
// build), it serves a page that says how to build it. signedIn tells whether
// a request carries the identity service's sign-in (its SSO cookie): the app's
// pages then start the session token's request with the page (tokenPreload).
func Handler(signedIn func(*http.Request) bool) http.Handler {
	sub, err := fs.Sub(embedded, "app/ui")
	if err != nil {
		return notBuilt()
	}
	return newHandler(sub, signedIn)
}

// newHandler serves the app in files (the embedded build, or a test's).
func newHandler(files fs.FS, signedIn func(*http.Request) bool) http.Handler {
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		return notBuilt()
	}
	return &appHandler{files: files, index: index, started: time.Now(), signedIn: signedIn}
}

// brandingPreload has the browser ask for the provider's branding (the
// colours of the app's first draw, web/src/lib/branding.ts) with the page,
// rather than once it has run the app's code: one request fewer when the
// app starts and asks for its session's data.
const brandingPreload = "</guest/branding>; rel=preload; as=fetch; crossorigin"

// tokenPreload has the browser ask for the session token (the app's first
// request, web/src/lib/api-client/session-bootstrap.ts) while it fetches the
// app's code, rather than after running it: a first visit's page shows its
// data a round trip sooner. The app's own request takes the preloaded answer.
// Sent only where the app asks for that token: a page behind the sign-in, with
// no one-time code (pi) to exchange instead, from a browser signed in. Pages
// the service worker serves (later visits) come without it; their code is at
// hand at once.
const tokenPreload = "</api?ph=a&target=b>; rel=preload; as=fetch; crossorigin"

// startsWithToken tells whether the app at this page begins with the SSO
// token request (web/src/app/router.tsx isSessionPath and TokenGate).
func (h *appHandler) startsWithToken(r *http.Request, name string) bool {
	area, _, _ := strings.Cut(name, "/")
	if area == "public" || area == "will" {
		return false
	}
	return !r.URL.Query().Has("pi") && h.signedIn != nil && h.signedIn(r)
}

// NotFound answers a path nobody serves: a browser asking for a page gets
// the app with status 404 (it shows the branded '404 Not Found' page, the
// same as an unknown public path under /ui); any other client — an API-like
// one asking for JSON, or not asking for HTML — gets a short JSON or text
// 404 without the app.
func NotFound() http.Handler {
	sub, err := fs.Sub(embedded, "app/ui")
	if err != nil {
		return notFound(nil)
	}
	index, err := fs.ReadFile(sub, "index.html")
	if err != nil {
		return notFound(nil)
	}
	return notFound(index)
}

// notFound is NotFound with the app's index.html (nil: no app built).
func notFound(index []byte) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		if index != nil && WantsPage(r) {
			writeIndex(w, r, index, http.StatusNotFound)
			return
		}
		if strings.Contains(r.Header.Get("Accept"), "application/json") {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write([]byte(`{"error":1,"message":"404 Not Found"}` + "\n"))
			return
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte("404 Not Found\n"))
	})
}

// WantsPage reports whether r is a browser asking for a page: a GET or
// HEAD whose Accept names HTML and not JSON.
func WantsPage(r *http.Request) bool {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		return false
	}
	accept := r.Header.Get("Accept")
	return strings.Contains(accept, "text/html") && !strings.Contains(accept, "application/json")
}

// writeIndex sends the app's index.html with status (a 404 keeps the body
// so the app can show its page).
func writeIndex(w http.ResponseWriter, r *http.Request, index []byte, status int) {
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Length", strconv.Itoa(len(index)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(index)
	}
}

// Built reports whether the binary carries the app.
func Built() bool {
	_, err := fs.Stat(embedded, "app/ui/index.html")
	return err == nil
}

// publicPages are the app's pages under /ui/public/ (web/src/app/router.tsx).
var publicPages = map[string]bool{"public/unsubscribe": true}

type appHandler struct {
	files    fs.FS
	index    []byte    // for the 404 answers (the 200s may send a compressed variant)
	started  time.Time // the embedded files' modification time (they have none)
	signedIn func(*http.Request) bool
}

func (h *appHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/ui")
	name = strings.TrimPrefix(name, "/")
	if name != "" && name != "index.html" {
		if st, err := fs.Stat(h.files, name); err == nil && !st.IsDir() {
			h.serveFile(w, r, name)
			return
		}
		// A missing file with an extension is a 404, not the app: a stale
		// asset must not be answered with HTML.
		if path.Ext(name) != "" && !strings.HasPrefix(name, "user/") && !strings.HasPrefix(name, "public/") {
			http.NotFound(w, r)
			return
		}
		// The public area has one page; any other public path is the app's
		// '404 Not Found' page (PLAT-016), answered with status 404.
		if strings.HasPrefix(name, "public/") && !publicPages[name] {
			writeIndex(w, r, h.index, http.StatusNotFound)
			return
		}
	}
	w.Header().Set("Cache-Control", "no-cache")
	if h.startsWithToken(r, name) {
		w.Header().Add("Link", tokenPreload)
	}
	w.Header().Add("Link", brandingPreload)
	h.serveCompressed(w, r, "index.html")
}

func (h *appHandler) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	switch {
	case name == "service-worker.js" || name == "manifest.webmanifest" || strings.HasSuffix(name, ".html"):
		w.Header().Set("Cache-Control", "no-cache")
		if name == "service-worker.js" {
			w.Header().Set("Service-Worker-Allowed", "/ui")
		}
	case strings.HasPrefix(name, "assets/"):
		// Vite puts content hashes in these names.
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	default:
		w.Header().Set("Cache-Control", "public, max-age=3600")
	}
	h.serveCompressed(w, r, name)
}

// encodings are the build's compressed variants, the browser's preferred
// first (both are smaller than the file, or absent).
var encodings = []struct{ token, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// serveCompressed answers the file, or its compressed variant when the
// browser accepts it. The type is the file's own; Range and conditional
// requests work on the bytes sent, as ServeContent does.
func (h *appHandler) serveCompressed(w http.ResponseWriter, r *http.Request, name string) {
	w.Header().Add("Vary", "Accept-Encoding")
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	w.Header().Set("Content-Type", ctype)
	accept := r.Header.Get("Accept-Encoding")
	for _, e := range encodings {
		if !accepts(accept, e.token) {
			continue
		}
		if data, err := fs.ReadFile(h.files, name+e.suffix); err == nil {
			w.Header().Set("Content-Encoding", e.token)
			http.ServeContent(w, r, name, h.started, bytes.NewReader(data))
			return
		}
	}
	data, err := fs.ReadFile(h.files, name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	http.ServeContent(w, r, name, h.started, bytes.NewReader(data))
}

// accepts reports whether an Accept-Encoding header allows the coding:
// named (or *) and not with q=0.
func accepts(header, coding string) bool {
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), coding) && strings.TrimSpace(name) != "*" {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

func notBuilt() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MyAccount</title></head>` +
			`<body><h1>The web app is not built into this binary</h1><p>Run <code>make build</code> (it builds web/ with npm, then the server).</p></body></html>`))
	})
}
