package provider

import "net/http"

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
	servePut(h, w, r, actor, pathValue("email"), h.svc.PutLogin)
}

func (h *Handler) getLogin(w http.ResponseWriter, r *http.Request, _ string) {
	serveGet(h, w, r, pathValue("email"), h.svc.Login)
}

func (h *Handler) deleteLogin(w http.ResponseWriter, r *http.Request, actor string) {
	serveEmpty(h, w, r, actor, pathValue("email"), h.svc.DeleteLogin, http.StatusNoContent)
}

func (h *Handler) listLogins(w http.ResponseWriter, r *http.Request, _ string) {
	serveList(h, w, r, h.svc.Logins)
}

// inviteLogin answers 202: the e-mail is queued, not yet sent.
func (h *Handler) inviteLogin(w http.ResponseWriter, r *http.Request, actor string) {
	serveEmpty(h, w, r, actor, pathValue("email"), h.svc.InviteLogin, http.StatusAccepted)
}
