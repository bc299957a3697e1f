package provider

import (
	"net/http"
	"strconv"

	"myaccount/internal/provisioning"
)

// The ledger entries of the provider's billing:
// /accounts/{id}/ledger/{external_id} (openapi/ledger.paths.json).

func init() { resourceRoutes = append(resourceRoutes, ledgerRoutes) }

func ledgerRoutes(h *Handler) []route {
	return []route{
		{"PUT", "/accounts/{id}/ledger/{external_id}", h.putLedgerEntry},
		{"GET", "/accounts/{id}/ledger/{external_id}", h.getLedgerEntry},
		{"DELETE", "/accounts/{id}/ledger/{external_id}", h.deleteLedgerEntry},
		{"GET", "/accounts/{id}/ledger", h.listLedgerEntries},
	}
}

// accountInPath reads the {id} of an account's path; an id that is not one
// answers like an unknown account (404).
func accountInPath(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, &provisioning.Problem{Kind: provisioning.NotFound, Detail: "Account " + r.PathValue("id") + " does not exist."}
	}
	return id, nil
}

func (h *Handler) putLedgerEntry(w http.ResponseWriter, r *http.Request, actor string) {
	account, err := accountInPath(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in provisioning.LedgerEntryInput
	if err := decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	e, created, err := h.svc.PutLedgerEntry(r.Context(), actor, account, r.PathValue("external_id"), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, putStatus(created), e)
}

func (h *Handler) getLedgerEntry(w http.ResponseWriter, r *http.Request, _ string) {
	account, err := accountInPath(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	e, err := h.svc.LedgerEntry(r.Context(), account, r.PathValue("external_id"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, e)
}

func (h *Handler) deleteLedgerEntry(w http.ResponseWriter, r *http.Request, actor string) {
	account, err := accountInPath(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.svc.DeleteLedgerEntry(r.Context(), actor, account, r.PathValue("external_id")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) listLedgerEntries(w http.ResponseWriter, r *http.Request, _ string) {
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
	items, next, err := h.svc.LedgerEntries(r.Context(), account, p)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list[provisioning.LedgerEntry]{Items: items, Next: next})
}
