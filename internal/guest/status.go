package guest

import (
	"context"
	"log/slog"
	"net/http"

	"myaccount/internal/httpx"
	"myaccount/internal/provisioning"
)

// StatusPath is the public service status (issue 32): no sign-in, no
// personal data — the events going on, planned, or resolved in the last
// day, with the names of the areas they affect. The app's public page
// (/status, served as /ui/public/status) reads it.
const StatusPath = "/guest/status"

// StatusSource is what the public status reads: the provisioning service.
type StatusSource interface {
	CurrentOutages(ctx context.Context) ([]provisioning.Outage, error)
	Sites(ctx context.Context, p provisioning.Page) ([]provisioning.Site, string, error)
}

type publicEvent struct {
	ID         string                      `json:"id"`
	Kind       string                      `json:"kind"`
	Status     string                      `json:"status"`
	Title      provisioning.NoticeText     `json:"title"`
	Areas      []provisioning.Names        `json:"areas"`
	StartsAt   any                         `json:"startsAt"`
	Estimate   any                         `json:"estimate"`
	Updates    []provisioning.OutageUpdate `json:"updates"`
	Resolution *provisioning.OutageUpdate  `json:"resolution"`
}

// StatusHandler serves GET StatusPath.
func StatusHandler(src StatusSource, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		events, err := src.CurrentOutages(r.Context())
		var sites []provisioning.Site
		after := ""
		for err == nil {
			var page []provisioning.Site
			page, after, err = src.Sites(r.Context(), provisioning.Page{After: after, Limit: provisioning.MaxLimit})
			sites = append(sites, page...)
			if after == "" {
				break
			}
		}
		if err != nil {
			log.ErrorContext(r.Context(), "public status", "err", err)
			httpx.WriteJSON(w, http.StatusInternalServerError, answer{Error: 500, Message: text(r, msgInternal)})
			return
		}
		names := map[string]provisioning.Names{}
		for _, s := range sites {
			names[s.Code] = s.Name
		}
		out := make([]publicEvent, 0, len(events))
		for _, e := range events {
			p := publicEvent{ID: e.ID, Kind: e.Kind, Status: e.Status, Title: e.Title, Areas: []provisioning.Names{},
				StartsAt: e.StartsAt, Estimate: e.EstimatedRestoration, Updates: e.Updates, Resolution: e.Resolution}
			for _, c := range e.Sites {
				p.Areas = append(p.Areas, names[c])
			}
			out = append(out, p)
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"events": out})
	})
}
