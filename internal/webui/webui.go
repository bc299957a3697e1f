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
	if _, err := fs.Stat(files, "index.html"); err != nil {
		return notBuilt()
	}
	return &appHandler{files: files, started: time.Now()}
}

// Built reports whether the binary carries the app.
func Built() bool {
	_, err := fs.Stat(embedded, "app/ui/index.html")
	return err == nil
}

type appHandler struct {
	files   fs.FS
	started time.Time // the embedded files' modification time (they have none)
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
