package provider

import (
	"context"
	"net/http"
	"strconv"

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
func reviewID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, &provisioning.Problem{Kind: provisioning.NotFound, Detail: "Nothing waits for review with the id " + r.PathValue("id") + "."}
	}
	return id, nil
}

func queueRoutes[T any](h *Handler, base string, q reviewQueue[T]) []route {
	return []route{
		{"GET", base, func(w http.ResponseWriter, r *http.Request, _ string) {
			p, err := page(r)
			if err != nil {
				h.fail(w, r, err)
				return
			}
			items, next, err := q.list(r.Context(), r.URL.Query().Get("status"), p)
			if err != nil {
				h.fail(w, r, err)
				return
			}
			writeJSON(w, http.StatusOK, list[T]{Items: items, Next: next})
		}},
		{"GET", base + "/{id}", func(w http.ResponseWriter, r *http.Request, _ string) {
			id, err := reviewID(r)
			if err != nil {
				h.fail(w, r, err)
				return
			}
			item, err := q.get(r.Context(), id)
			if err != nil {
				h.fail(w, r, err)
				return
			}
			writeJSON(w, http.StatusOK, item)
		}},
		{"POST", base + "/{id}/decision", func(w http.ResponseWriter, r *http.Request, actor string) {
			id, err := reviewID(r)
			if err != nil {
				h.fail(w, r, err)
				return
			}
			var d provisioning.Decision
			if err := decode(w, r, &d); err != nil {
				h.fail(w, r, err)
				return
			}
			item, err := q.decide(r.Context(), actor, id, d)
			if err != nil {
				h.fail(w, r, err)
				return
			}
			writeJSON(w, http.StatusOK, item)
		}},
	}
}
