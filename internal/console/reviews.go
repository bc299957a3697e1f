package console

import "net/http"

// reviewRoutes registers the reviews section's calls under /staff/api/.
func (h *handler) reviewRoutes(mux *http.ServeMux) {}
