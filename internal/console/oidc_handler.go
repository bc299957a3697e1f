package console

import (
	"errors"
	"net/http"
	"net/url"

	"myaccount/internal/httpx"
)

// oidcCookie carries a sign-in's state, nonce and PKCE verifier from
// /staff/api/oidc/start to the callback. SameSite=Lax: the provider sends
// the browser back with a top-level GET from its own site.
const oidcCookie = "myaccount_staff_oidc"

const oidcCookiePath = "/staff/api/oidc/"

func (h *handler) oidcRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /staff/api/sign-in-options", h.signInOptions)
	mux.HandleFunc("GET /staff/api/oidc/start", h.oidcStart)
	mux.HandleFunc("GET "+CallbackPath, h.oidcCallback)
}

// signInOptions tells the sign-in page what to offer: the identity
// provider's button, the password form, or both.
func (h *handler) signInOptions(w http.ResponseWriter, r *http.Request) {
	name, passwords := h.c.Service.SignInOptions()
	out := map[string]any{"passwords": passwords}
	if name != "" {
		out["provider"] = name
	}
	h.ok(w, out)
}

func (h *handler) oidcStart(w http.ResponseWriter, r *http.Request) {
	to, state, err := h.c.Service.StartOIDC()
	if err != nil {
		h.fail(w, r, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: oidcCookie, Value: state, Path: oidcCookiePath, HttpOnly: true, Secure: h.secure,
		SameSite: http.SameSiteLaxMode, MaxAge: int(stateTTL.Seconds())})
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, to, http.StatusFound)
}

// oidcCallback completes the sign-in and sends the browser to the console:
// signed in, or to the sign-in page with the refusal's code
// (/staff/?sign-in-error=CODE), which the page says in the staff's
// language.
func (h *handler) oidcCallback(w http.ResponseWriter, r *http.Request) {
	var state string
	if c, err := r.Cookie(oidcCookie); err == nil {
		state = c.Value
	}
	// One use only.
	http.SetCookie(w, &http.Cookie{Name: oidcCookie, Value: "", Path: oidcCookiePath, HttpOnly: true, Secure: h.secure,
		SameSite: http.SameSiteLaxMode, MaxAge: -1})
	w.Header().Set("Cache-Control", "no-store")
	_ = h.c.Service.SignOut(r.Context(), token(r))
	t, err := h.c.Service.CompleteOIDC(r.Context(), state, r.URL.Query(), httpx.ClientIP(r).String())
	if err != nil {
		var ce *Error
		if !errors.As(err, &ce) {
			h.c.Log.ErrorContext(r.Context(), "staff console: identity provider sign-in", "err", err)
			ce = fail(http.StatusInternalServerError, "other", "")
		} else {
			h.c.Log.WarnContext(r.Context(), "staff console: identity provider sign-in refused", "err", err)
		}
		http.Redirect(w, r, "/staff/?sign-in-error="+url.QueryEscape(ce.Code), http.StatusSeeOther)
		return
	}
	h.setCookie(w, t, 0)
	http.Redirect(w, r, "/staff/", http.StatusSeeOther)
}
