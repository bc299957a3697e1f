package provider

import (
	"net/http"
)

// The account's router id in the CPE-management system,
// /accounts/{id}/router (openapi/router.paths.json).

func init() { resourceRoutes = append(resourceRoutes, routerRoutes) }

func routerRoutes(h *Handler) []route {
	return []route{
		{"PUT", "/accounts/{id}/router", func(w http.ResponseWriter, r *http.Request, actor string) {
			servePut(h, w, r, actor, accountInPath, h.svc.PutRouterDevice)
		}},
		{"GET", "/accounts/{id}/router", func(w http.ResponseWriter, r *http.Request, _ string) {
			serveGet(h, w, r, accountInPath, h.svc.RouterDevice)
		}},
	}
}
