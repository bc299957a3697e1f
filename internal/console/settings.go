package console

import "net/http"

// settingsRoutes registers the settings section's calls under /staff/api/.
func (h *handler) settingsRoutes(mux *http.ServeMux) {}
