package provider

import (
	"net/http"

	"myaccount/internal/provisioning"
)

// Logins: /logins/{email} and its invitation.

func init() { resourceRoutes = append(resourceRoutes, loginRoutes) }

func loginRoutes(h *Handler) []route {
	return []route{
		{"PUT", "/logins/{email}", h.putLogin},
		{"GET", "/logins/{email}", h.getLogin},
		{"DELETE", "/logins/{email}", h.deleteLogin},
		{"GET", "/logins", h.listLogins},
		{"POST", "/logins/{email}/invitation", h.inviteLogin},
	}
}

func (h *Handler) putLogin(w http.ResponseWriter, r *http.Request, actor string) {
	var l provisioning.Login
	if err := decode(w, r, &l); err != nil {
		h.fail(w, r, err)
		return
	}
	stored, created, err := h.svc.PutLogin(r.Context(), actor, r.PathValue("email"), l)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, putStatus(created), stored)
}

func (h *Handler) getLogin(w http.ResponseWriter, r *http.Request, _ string) {
	l, err := h.svc.Login(r.Context(), r.PathValue("email"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, l)
}

func (h *Handler) deleteLogin(w http.ResponseWriter, r *http.Request, actor string) {
	if err := h.svc.DeleteLogin(r.Context(), actor, r.PathValue("email")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) listLogins(w http.ResponseWriter, r *http.Request, _ string) {
	pg, err := page(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	items, next, err := h.svc.Logins(r.Context(), pg)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list[provisioning.Login]{Items: items, Next: next})
}

// inviteLogin answers 202: the e-mail is queued, not yet sent.
func (h *Handler) inviteLogin(w http.ResponseWriter, r *http.Request, actor string) {
	if err := h.svc.InviteLogin(r.Context(), actor, r.PathValue("email")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
