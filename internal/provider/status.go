package provider

import "net/http"

// Sites, /sites/{code}, and outages and planned maintenance,
// /outages/{id} (openapi/status.paths.json).

func init() { resourceRoutes = append(resourceRoutes, statusRoutes) }

func statusRoutes(h *Handler) []route {
	return []route{
		{"PUT", "/sites/{code}", h.putSite},
		{"GET", "/sites/{code}", h.getSite},
		{"GET", "/sites", h.listSites},
		{"PUT", "/outages/{id}", h.putOutage},
		{"GET", "/outages/{id}", h.getOutage},
		{"GET", "/outages", h.listOutages},
	}
}

func (h *Handler) putSite(w http.ResponseWriter, r *http.Request, actor string) {
	servePut(h, w, r, actor, pathValue("code"), h.svc.PutSite)
}

func (h *Handler) getSite(w http.ResponseWriter, r *http.Request, _ string) {
	serveGet(h, w, r, pathValue("code"), h.svc.Site)
}

func (h *Handler) listSites(w http.ResponseWriter, r *http.Request, _ string) {
	serveList(h, w, r, h.svc.Sites)
}

func (h *Handler) putOutage(w http.ResponseWriter, r *http.Request, actor string) {
	servePut(h, w, r, actor, pathValue("id"), h.svc.PutOutage)
}

func (h *Handler) getOutage(w http.ResponseWriter, r *http.Request, _ string) {
	serveGet(h, w, r, pathValue("id"), h.svc.Outage)
}

func (h *Handler) listOutages(w http.ResponseWriter, r *http.Request, _ string) {
	serveList(h, w, r, h.svc.Outages)
}
