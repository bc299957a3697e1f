package console

import "net/http"

// subscriberRoutes registers the subscribers section's calls under /staff/api/.
func (h *handler) subscriberRoutes(mux *http.ServeMux) {
	h.searchRoutes(mux)
}
