// Package webui serves the React app built by Vite into app/ui and embedded
// in the binary: hashed assets with long cache lifetimes, index.html (no
// cache) for every app route, and the service worker without caching so a
// new version is found at once.
package webui

import (
	"bytes"
	"embed"
	"io/fs"
	"mime"
	"net/http"
	"path"
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
// build), it serves a page that says how to build it.
func Handler() http.Handler {
	sub, err := fs.Sub(embedded, "app/ui")
	if err != nil {
		return notBuilt()
	}
	return newHandler(sub)
}

// newHandler serves the app in files (the embedded build, or a test's).
func newHandler(files fs.FS) http.Handler {
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		return notBuilt()
	}
	return &appHandler{files: files, index: index, started: time.Now()}
}

// Built reports whether the binary carries the app.
func Built() bool {
	_, err := fs.Stat(embedded, "app/ui/index.html")
	return err == nil
}

type appHandler struct {
	files   fs.FS
	index   []byte
	started time.Time
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
	}
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	http.ServeContent(w, r, "index.html", h.started, bytes.NewReader(h.index))
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
	http.ServeFileFS(w, r, h.files, name)
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
