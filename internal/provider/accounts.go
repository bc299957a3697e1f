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
// is not one answers 404, as nothing can be there; a PUT names what it
// writes, so there it is invalid (400).
func accountID(r *http.Request) (int64, error) {
	id, err := provisioning.ParseID("id", r.PathValue("id"))
	if err != nil && r.Method != http.MethodPut {
		return 0, &provisioning.Problem{Kind: provisioning.NotFound, Detail: "The account " + r.PathValue("id") + " does not exist."}
	}
	return id, err
}

func (h *Handler) putAccount(w http.ResponseWriter, r *http.Request, actor string) {
	servePut(h, w, r, actor, accountID, h.svc.PutAccount)
}

func (h *Handler) getAccount(w http.ResponseWriter, r *http.Request, _ string) {
	serveGet(h, w, r, accountID, h.svc.Account)
}

func (h *Handler) deleteAccount(w http.ResponseWriter, r *http.Request, actor string) {
	serveEmpty(h, w, r, actor, accountID, h.svc.DeleteAccount, http.StatusNoContent)
}

func (h *Handler) listAccounts(w http.ResponseWriter, r *http.Request, _ string) {
	serveList(h, w, r, h.svc.Accounts)
}

func (h *Handler) putInternet(w http.ResponseWriter, r *http.Request, actor string) {
	servePut(h, w, r, actor, accountID, h.svc.PutInternet)
}

func (h *Handler) getInternet(w http.ResponseWriter, r *http.Request, _ string) {
	serveGet(h, w, r, accountID, h.svc.Internet)
}

func (h *Handler) deleteInternet(w http.ResponseWriter, r *http.Request, actor string) {
	serveEmpty(h, w, r, actor, accountID, h.svc.DeleteInternet, http.StatusNoContent)
}

func (h *Handler) putPhone(w http.ResponseWriter, r *http.Request, actor string) {
	servePut(h, w, r, actor, accountID, h.svc.PutPhone)
}

func (h *Handler) getPhone(w http.ResponseWriter, r *http.Request, _ string) {
	serveGet(h, w, r, accountID, h.svc.Phone)
}

func (h *Handler) deletePhone(w http.ResponseWriter, r *http.Request, actor string) {
	serveEmpty(h, w, r, actor, accountID, h.svc.DeletePhone, http.StatusNoContent)
}
