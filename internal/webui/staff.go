package webui

import (
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
)

// Staff serves the staff console's app (web/staff.html, built by
// web/vite.staff.config.ts into app/staff) under /staff/: a bundle of its
// own, which the subscribers' app never loads. Its index page answers every
// path without an extension (the console's routes); hashed assets are
// cached for good.
func Staff() http.Handler {
	sub, err := fs.Sub(embedded, "app/staff")
	if err != nil {
		return notBuilt()
	}
	return newStaffHandler(sub)
}

func newStaffHandler(files fs.FS) http.Handler {
	if _, err := fs.Stat(files, "staff.html"); err != nil {
		return notBuilt()
	}
	app := &appHandler{files: files, started: time.Now()}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(strings.TrimPrefix(path.Clean(r.URL.Path), "/staff"), "/")
		if name != "" && name != "staff.html" {
			if st, err := fs.Stat(files, name); err == nil && !st.IsDir() {
				if strings.HasPrefix(name, "assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				} else {
					w.Header().Set("Cache-Control", "public, max-age=3600")
				}
				app.serveCompressed(w, r, name)
				return
			}
			if path.Ext(name) != "" {
				http.NotFound(w, r)
				return
			}
		}
		w.Header().Set("Cache-Control", "no-cache")
		app.serveCompressed(w, r, "staff.html")
	})
}
