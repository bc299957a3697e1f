package console

import "net/http"

// subscriberRoutes registers the subscribers section's calls under /staff/api/.
func (h *handler) subscriberRoutes(mux *http.ServeMux) {
	h.searchRoutes(mux)
	// The subscriber page and its actions (subscriber_page.go, subscriber_actions.go).
	mux.HandleFunc("GET /staff/api/subscribers/{account}", h.signedIn(PermLookup, h.subscriberPage))
	mux.HandleFunc("GET /staff/api/subscribers/{account}/documents/{id}", h.signedIn(PermLookup, h.openDocument))
	mux.HandleFunc("POST /staff/api/accounts/{account}/charges", h.signedIn(PermLedger, h.postEntry(1)))
	mux.HandleFunc("POST /staff/api/accounts/{account}/warnings", h.signedIn(PermSupport, h.addWarning))
	mux.HandleFunc("POST /staff/api/accounts/{account}/logins/{email}/invitation", h.signedIn(PermLoginMail, h.resendInvitation))
	mux.HandleFunc("POST /staff/api/accounts/{account}/logins/{email}/password-reset", h.signedIn(PermLoginMail, h.sendPasswordReset))
	mux.HandleFunc("POST /staff/api/accounts/{account}/logins/{email}/disabled", h.signedIn(PermSupport, h.setLoginDisabled))
	mux.HandleFunc("POST /staff/api/accounts/{account}/logins/{email}/lift-limits", h.signedIn(PermSupport, h.liftLimits))
}
