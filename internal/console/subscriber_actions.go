package console

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"myaccount/internal/billing"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
)

// The subscriber page's actions (issue 30, item 5). Each goes through the
// service the provider API or the subscriber's own pages use, and is
// recorded in the staff log, by that service or here.

// postEntry posts a charge (sign 1) or a credit (sign -1) to an account
// (billing), through the same Staff.PostEntry as `myaccount admin credit`.
func (h *handler) postEntry(sign int64) staffHandler {
	return func(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
		account, err := pathAccount(r)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		var in struct {
			Amount      string `json:"amount"`
			Description string `json:"description"`
		}
		if err := decode(r, &in); err != nil {
			h.fail(w, r, err)
			return
		}
		if _, err := h.knownAccount(r.Context(), account); err != nil {
			h.fail(w, r, err)
			return
		}
		cents, over, err := billing.ParseAmount(in.Amount)
		if err != nil || over || cents <= 0 {
			h.fail(w, r, fail(http.StatusBadRequest, "bad-amount", "the amount is not an amount in dollars, such as 25.00"))
			return
		}
		if strings.TrimSpace(in.Description) == "" {
			h.fail(w, r, fail(http.StatusBadRequest, "required", "give a description: it is printed on the invoice"))
			return
		}
		e, err := h.c.Staff.PostEntry(r.Context(), Actor(m), account, sign*cents, in.Description)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		h.ok(w, map[string]any{"id": e.ID, "amountCents": e.AmountCents})
	}
}

// accountLogin is the path's {email} when it is a login of the path's
// account; any other answers like an unknown login.
func (h *handler) accountLogin(r *http.Request) (int64, string, error) {
	account, err := pathAccount(r)
	if err != nil {
		return 0, "", err
	}
	if _, err := h.knownAccount(r.Context(), account); err != nil {
		return 0, "", err
	}
	email, ok := provisioning.NormalizeLogin(r.PathValue("email"))
	noLogin := fail(http.StatusNotFound, "not-found", "no such login on this account")
	if !ok {
		return 0, "", noLogin
	}
	logins, err := h.c.Subscribers.SubscriberLogins(r.Context(), account)
	if err != nil {
		return 0, "", err
	}
	if !slices.ContainsFunc(logins, func(l portal.SubscriberLogin) bool { return l.Login == email }) {
		return 0, "", noLogin
	}
	return account, email, nil
}

// resendInvitation sends the login its invitation e-mail again, through
// the provider API's POST /logins/{email}/invitation (which records it).
func (h *handler) resendInvitation(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	_, email, err := h.accountLogin(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.c.Provisioning.InviteLogin(r.Context(), Actor(m), email); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// sendPasswordReset sends the login a password-reset e-mail, the one
// "Forgot your password?" sends.
func (h *handler) sendPasswordReset(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	account, email, err := h.accountLogin(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if h.c.Logins == nil || h.c.Logins.ManagedByProvider() {
		h.fail(w, r, fail(http.StatusConflict, "reset-by-provider", "the identity provider manages the passwords"))
		return
	}
	err = h.c.Logins.SendPasswordReset(r.Context(), email)
	if errors.Is(err, portal.ErrNoRows) {
		h.fail(w, r, fail(http.StatusConflict, "login-disabled", "the login is disabled: enable it first"))
		return
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.record(r.Context(), m, "password-reset-mail", account, email, ""); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// setLoginDisabled disables or enables the login through the provider
// API's PUT /logins/{email} (disabling ends its sessions; it records the
// change).
func (h *handler) setLoginDisabled(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	account, email, err := h.accountLogin(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in struct {
		Disabled *bool `json:"disabled"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	if in.Disabled == nil {
		h.fail(w, r, fail(http.StatusBadRequest, "bad-request", "say disabled: true or false"))
		return
	}
	l, err := h.c.Provisioning.Login(r.Context(), email)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if l.Disabled == *in.Disabled {
		h.ok(w, map[string]bool{"disabled": l.Disabled})
		return
	}
	l.Disabled = *in.Disabled
	out, _, err := h.c.Provisioning.PutLogin(r.Context(), Actor(m), email, l)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	action := "login-enable"
	if out.Disabled {
		action = "login-disable"
	}
	// The login write is recorded without an account (a login may act on
	// several); this entry names the account whose page it was done from.
	if err := h.record(r.Context(), m, action, account, email, ""); err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]bool{"disabled": out.Disabled})
}

// liftLimits forgets the login's sign-in and reset counters.
func (h *handler) liftLimits(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	account, email, err := h.accountLogin(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if h.c.Logins == nil {
		h.fail(w, r, fail(http.StatusConflict, "refused", "this portal has no sign-in limits to lift"))
		return
	}
	if err := h.c.Logins.LiftLoginLimits(r.Context(), email); err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.record(r.Context(), m, "lift-sign-in-limits", account, email, ""); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// addWarning opens a warning on the account through the provider API's
// PUT /accounts/{id}/warnings/{warning_id}, under a new id of the staff's.
func (h *handler) addWarning(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	account, err := pathAccount(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in provisioning.WarningInput
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	if _, err := h.knownAccount(r.Context(), account); err != nil {
		h.fail(w, r, err)
		return
	}
	id := fmt.Sprintf("staff-%d", h.c.Now().UnixNano())
	out, _, err := h.c.Provisioning.PutWarning(r.Context(), Actor(m), account, id, in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, out)
}
