package provider

import (
	"context"
	"net/http"

	"myaccount/internal/provisioning"
)

// The back office's review queues, /reviews/… (openapi/reviews.paths.json):
// change requests, void cheques, identity documents, contracts and
// agreements, each listed, read and decided the same way.

func init() { resourceRoutes = append(resourceRoutes, reviewRoutes) }

// reviewQueue is one queue's service calls.
type reviewQueue[T any] struct {
	list   func(ctx context.Context, status string, p provisioning.Page) ([]T, string, error)
	get    func(ctx context.Context, id int64) (T, error)
	decide func(ctx context.Context, actor string, id int64, d provisioning.Decision) (T, error)
}

func reviewRoutes(h *Handler) []route {
	var out []route
	add := func(rs []route) { out = append(out, rs...) }
	add(queueRoutes(h, "/reviews/change-requests", reviewQueue[provisioning.ChangeRequestReview]{
		h.svc.ChangeRequestReviews, h.svc.ChangeRequestReview, h.svc.DecideChangeRequest}))
	add(queueRoutes(h, "/reviews/void-cheques", reviewQueue[provisioning.UploadReview]{
		h.svc.VoidChequeReviews, h.svc.VoidChequeReview, h.svc.DecideVoidCheque}))
	add(queueRoutes(h, "/reviews/identity-documents", reviewQueue[provisioning.UploadReview]{
		h.svc.IdentityDocumentReviews, h.svc.IdentityDocumentReview, h.svc.DecideIdentityDocument}))
	add(queueRoutes(h, "/reviews/contracts", reviewQueue[provisioning.ContractReview]{
		h.svc.ContractReviews, h.svc.ContractReview, h.svc.DecideContract}))
	return out
}

// reviewID reads an item's {id}; one that is not an id answers like an
// unknown item (404).
var reviewID = numericID("Nothing waits for review with the id %s.")

func queueRoutes[T any](h *Handler, base string, q reviewQueue[T]) []route {
	return []route{
		{"GET", base, func(w http.ResponseWriter, r *http.Request, _ string) {
			serveListBy(h, w, r, queryValue("status"), q.list)
		}},
		{"GET", base + "/{id}", func(w http.ResponseWriter, r *http.Request, _ string) {
			serveGet(h, w, r, reviewID, q.get)
		}},
		{"POST", base + "/{id}/decision", func(w http.ResponseWriter, r *http.Request, actor string) {
			// A decision changes an item that exists: always 200.
			servePut(h, w, r, actor, reviewID, func(ctx context.Context, actor string, id int64, d provisioning.Decision) (T, bool, error) {
				item, err := q.decide(ctx, actor, id, d)
				return item, false, err
			})
		}},
	}
}
