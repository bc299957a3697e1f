package provider

import (
	"net/http"

	"myaccount/internal/provisioning"
)

// Global notices, /notices/{id}, and account warnings,
// /accounts/{id}/warnings/{warning_id} (openapi/notices.paths.json).

func init() { resourceRoutes = append(resourceRoutes, noticeRoutes) }

func noticeRoutes(h *Handler) []route {
	notices := []route{
		{"PUT", "/notices/{id}", h.putNotice},
		{"GET", "/notices/{id}", h.getNotice},
		{"DELETE", "/notices/{id}", h.deleteNotice},
		{"GET", "/notices", h.listNotices},
	}
	return append(notices, accountItemRoutes(h, "/accounts/{id}/warnings", "warning_id", accountItems[provisioning.WarningInput, provisioning.Warning]{
		h.svc.PutWarning, h.svc.Warning, h.svc.DeleteWarning, h.svc.Warnings})...)
}

func (h *Handler) putNotice(w http.ResponseWriter, r *http.Request, actor string) {
	servePut(h, w, r, actor, pathValue("id"), h.svc.PutNotice)
}

func (h *Handler) getNotice(w http.ResponseWriter, r *http.Request, _ string) {
	serveGet(h, w, r, pathValue("id"), h.svc.Notice)
}

func (h *Handler) deleteNotice(w http.ResponseWriter, r *http.Request, actor string) {
	serveEmpty(h, w, r, actor, pathValue("id"), h.svc.DeleteNotice, http.StatusNoContent)
}

func (h *Handler) listNotices(w http.ResponseWriter, r *http.Request, _ string) {
	serveList(h, w, r, h.svc.Notices)
}
