package provider

import (
	"net/http"

	"myaccount/internal/provisioning"
)

// Accounts and their services: /accounts/{id}, /accounts/{id}/internet and
// /accounts/{id}/phone.

func init() { resourceRoutes = append(resourceRoutes, accountRoutes) }

func accountRoutes(h *Handler) []route {
	return []route{
		{"PUT", "/accounts/{id}", h.putAccount},
		{"GET", "/accounts/{id}", h.getAccount},
		{"DELETE", "/accounts/{id}", h.deleteAccount},
		{"GET", "/accounts", h.listAccounts},
		{"PUT", "/accounts/{id}/internet", h.putInternet},
		{"GET", "/accounts/{id}/internet", h.getInternet},
		{"DELETE", "/accounts/{id}/internet", h.deleteInternet},
		{"PUT", "/accounts/{id}/phone", h.putPhone},
		{"GET", "/accounts/{id}/phone", h.getPhone},
		{"DELETE", "/accounts/{id}/phone", h.deletePhone},
	}
}

// accountID reads the path's account id. For a read or a delete an id that
// is not one answers 404, as nothing can be there.
func (h *Handler) accountID(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, err := provisioning.ParseID("id", r.PathValue("id"))
	if err != nil {
		if r.Method != http.MethodPut {
			writeProblem(w, r, http.StatusNotFound, "Not found", "The account "+r.PathValue("id")+" does not exist.", nil)
		} else {
			h.fail(w, r, err)
		}
		return 0, false
	}
	return id, true
}

func (h *Handler) putAccount(w http.ResponseWriter, r *http.Request, actor string) {
	var a provisioning.Account
	id, ok := h.accountID(w, r)
	if !ok {
		return
	}
	if err := decode(w, r, &a); err != nil {
		h.fail(w, r, err)
		return
	}
	stored, created, err := h.svc.PutAccount(r.Context(), actor, id, a)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, putStatus(created), stored)
}

func (h *Handler) getAccount(w http.ResponseWriter, r *http.Request, _ string) {
	id, ok := h.accountID(w, r)
	if !ok {
		return
	}
	a, err := h.svc.Account(r.Context(), id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}

func (h *Handler) deleteAccount(w http.ResponseWriter, r *http.Request, actor string) {
	id, ok := h.accountID(w, r)
	if !ok {
		return
	}
	if err := h.svc.DeleteAccount(r.Context(), actor, id); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) listAccounts(w http.ResponseWriter, r *http.Request, _ string) {
	pg, err := page(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	items, next, err := h.svc.Accounts(r.Context(), pg)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list[provisioning.Account]{Items: items, Next: next})
}

func (h *Handler) putInternet(w http.ResponseWriter, r *http.Request, actor string) {
	var in provisioning.Internet
	id, ok := h.accountID(w, r)
	if !ok {
		return
	}
	if err := decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	stored, created, err := h.svc.PutInternet(r.Context(), actor, id, in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, putStatus(created), stored)
}

func (h *Handler) getInternet(w http.ResponseWriter, r *http.Request, _ string) {
	id, ok := h.accountID(w, r)
	if !ok {
		return
	}
	in, err := h.svc.Internet(r.Context(), id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, in)
}

func (h *Handler) deleteInternet(w http.ResponseWriter, r *http.Request, actor string) {
	id, ok := h.accountID(w, r)
	if !ok {
		return
	}
	if err := h.svc.DeleteInternet(r.Context(), actor, id); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) putPhone(w http.ResponseWriter, r *http.Request, actor string) {
	var p provisioning.Phone
	id, ok := h.accountID(w, r)
	if !ok {
		return
	}
	if err := decode(w, r, &p); err != nil {
		h.fail(w, r, err)
		return
	}
	stored, created, err := h.svc.PutPhone(r.Context(), actor, id, p)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, putStatus(created), stored)
}

func (h *Handler) getPhone(w http.ResponseWriter, r *http.Request, _ string) {
	id, ok := h.accountID(w, r)
	if !ok {
		return
	}
	p, err := h.svc.Phone(r.Context(), id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}

func (h *Handler) deletePhone(w http.ResponseWriter, r *http.Request, actor string) {
	id, ok := h.accountID(w, r)
	if !ok {
		return
	}
	if err := h.svc.DeletePhone(r.Context(), actor, id); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
