package provider

import "net/http"

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
	servePut(h, w, r, actor, pathValue("code"), h.svc.PutPackage)
}

func (h *Handler) getPackage(w http.ResponseWriter, r *http.Request, _ string) {
	serveGet(h, w, r, pathValue("code"), h.svc.Package)
}

func (h *Handler) listPackages(w http.ResponseWriter, r *http.Request, _ string) {
	serveList(h, w, r, h.svc.Packages)
}

func (h *Handler) putPhonePackage(w http.ResponseWriter, r *http.Request, actor string) {
	servePut(h, w, r, actor, pathValue("code"), h.svc.PutPhonePackage)
}

func (h *Handler) getPhonePackage(w http.ResponseWriter, r *http.Request, _ string) {
	serveGet(h, w, r, pathValue("code"), h.svc.PhonePackageByCode)
}

func (h *Handler) listPhonePackages(w http.ResponseWriter, r *http.Request, _ string) {
	serveList(h, w, r, h.svc.PhonePackages)
}
