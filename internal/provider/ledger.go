package provider

import "myaccount/internal/provisioning"

// The ledger entries of the provider's billing:
// /accounts/{id}/ledger/{external_id} (openapi/ledger.paths.json).

func init() { resourceRoutes = append(resourceRoutes, ledgerRoutes) }

func ledgerRoutes(h *Handler) []route {
	return accountItemRoutes(h, "/accounts/{id}/ledger", "external_id", accountItems[provisioning.LedgerEntryInput, provisioning.LedgerEntry]{
		h.svc.PutLedgerEntry, h.svc.LedgerEntry, h.svc.DeleteLedgerEntry, h.svc.LedgerEntries})
}
