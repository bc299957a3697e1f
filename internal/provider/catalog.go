package provider

import (
	"net/http"

	"myaccount/internal/provisioning"
)

// The package catalogs: /packages/{code} (internet) and
// /phone-packages/{code} (phone).

func init() { resourceRoutes = append(resourceRoutes, catalogRoutes) }

func catalogRoutes(h *Handler) []route {
	return []route{
		{"PUT", "/packages/{code}", h.putPackage},
		{"GET", "/packages/{code}", h.getPackage},
		{"GET", "/packages", h.listPackages},
		{"PUT", "/phone-packages/{code}", h.putPhonePackage},
		{"GET", "/phone-packages/{code}", h.getPhonePackage},
		{"GET", "/phone-packages", h.listPhonePackages},
	}
}

func (h *Handler) putPackage(w http.ResponseWriter, r *http.Request, actor string) {
	var p provisioning.Package
	if err := decode(w, r, &p); err != nil {
		h.fail(w, r, err)
		return
	}
	stored, created, err := h.svc.PutPackage(r.Context(), actor, r.PathValue("code"), p)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, putStatus(created), stored)
}

func (h *Handler) getPackage(w http.ResponseWriter, r *http.Request, _ string) {
	p, err := h.svc.Package(r.Context(), r.PathValue("code"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}

func (h *Handler) listPackages(w http.ResponseWriter, r *http.Request, _ string) {
	pg, err := page(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	items, next, err := h.svc.Packages(r.Context(), pg)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list[provisioning.Package]{Items: items, Next: next})
}

func (h *Handler) putPhonePackage(w http.ResponseWriter, r *http.Request, actor string) {
	var p provisioning.PhonePackage
	if err := decode(w, r, &p); err != nil {
		h.fail(w, r, err)
		return
	}
	stored, created, err := h.svc.PutPhonePackage(r.Context(), actor, r.PathValue("code"), p)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, putStatus(created), stored)
}

func (h *Handler) getPhonePackage(w http.ResponseWriter, r *http.Request, _ string) {
	p, err := h.svc.PhonePackageByCode(r.Context(), r.PathValue("code"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}

func (h *Handler) listPhonePackages(w http.ResponseWriter, r *http.Request, _ string) {
	pg, err := page(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	items, next, err := h.svc.PhonePackages(r.Context(), pg)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list[provisioning.PhonePackage]{Items: items, Next: next})
}
