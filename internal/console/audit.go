package console

import "net/http"

// auditRoutes registers the audit section's calls under /staff/api/.
func (h *handler) auditRoutes(mux *http.ServeMux) {}
