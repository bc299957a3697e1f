package provider

import (
	"net/http"

	"myaccount/internal/provisioning"
)

// Global notices, /notices/{id}, and account warnings,
// /accounts/{id}/warnings/{warning_id} (openapi/notices.paths.json).

func init() { resourceRoutes = append(resourceRoutes, noticeRoutes) }

func noticeRoutes(h *Handler) []route {
	return []route{
		{"PUT", "/notices/{id}", h.putNotice},
		{"GET", "/notices/{id}", h.getNotice},
		{"DELETE", "/notices/{id}", h.deleteNotice},
		{"GET", "/notices", h.listNotices},
		{"PUT", "/accounts/{id}/warnings/{warning_id}", h.putWarning},
		{"GET", "/accounts/{id}/warnings/{warning_id}", h.getWarning},
		{"DELETE", "/accounts/{id}/warnings/{warning_id}", h.deleteWarning},
		{"GET", "/accounts/{id}/warnings", h.listWarnings},
	}
}

func (h *Handler) putNotice(w http.ResponseWriter, r *http.Request, actor string) {
	var in provisioning.NoticeInput
	if err := decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	n, created, err := h.svc.PutNotice(r.Context(), actor, r.PathValue("id"), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, putStatus(created), n)
}

func (h *Handler) getNotice(w http.ResponseWriter, r *http.Request, _ string) {
	n, err := h.svc.Notice(r.Context(), r.PathValue("id"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, n)
}

func (h *Handler) deleteNotice(w http.ResponseWriter, r *http.Request, actor string) {
	if err := h.svc.DeleteNotice(r.Context(), actor, r.PathValue("id")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) listNotices(w http.ResponseWriter, r *http.Request, _ string) {
	p, err := page(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	items, next, err := h.svc.Notices(r.Context(), p)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list[provisioning.Notice]{Items: items, Next: next})
}

func (h *Handler) putWarning(w http.ResponseWriter, r *http.Request, actor string) {
	account, err := accountInPath(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in provisioning.WarningInput
	if err := decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	wa, created, err := h.svc.PutWarning(r.Context(), actor, account, r.PathValue("warning_id"), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, putStatus(created), wa)
}

func (h *Handler) getWarning(w http.ResponseWriter, r *http.Request, _ string) {
	account, err := accountInPath(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	wa, err := h.svc.Warning(r.Context(), account, r.PathValue("warning_id"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, wa)
}

func (h *Handler) deleteWarning(w http.ResponseWriter, r *http.Request, actor string) {
	account, err := accountInPath(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.svc.DeleteWarning(r.Context(), actor, account, r.PathValue("warning_id")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) listWarnings(w http.ResponseWriter, r *http.Request, _ string) {
	account, err := accountInPath(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	p, err := page(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	items, next, err := h.svc.Warnings(r.Context(), account, p)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list[provisioning.Warning]{Items: items, Next: next})
}
