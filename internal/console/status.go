package console

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"strings"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
)

// The service status section (issue 32): staff declare an outage or a
// planned maintenance for sites, post updates and resolve it, through the
// same provisioning service as /provider/v1/outages (the same rules, the
// same staff log, the same e-mails).

// statusRoutes registers the status section's calls under /staff/api/.
func (h *handler) statusRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /staff/api/status", h.signedIn(PermLookup, h.statusEvents))
	mux.HandleFunc("POST /staff/api/status/events", h.signedIn(PermStatus, h.declareEvent))
	mux.HandleFunc("POST /staff/api/status/events/{id}/updates", h.signedIn(PermStatus, h.postEventUpdate))
	mux.HandleFunc("POST /staff/api/status/events/{id}/resolution", h.signedIn(PermStatus, h.resolveEvent))
}

func (h *handler) statusService(w http.ResponseWriter, r *http.Request) *provisioning.Service {
	if h.c.Provisioning == nil {
		h.fail(w, r, fail(http.StatusNotFound, "not-found", "service status is not set up"))
	}
	return h.c.Provisioning
}

// statusEvents lists the sites and the events going on, planned, or
// resolved in the last day.
func (h *handler) statusEvents(w http.ResponseWriter, r *http.Request, _ portal.StaffMember) {
	svc := h.statusService(w, r)
	if svc == nil {
		return
	}
	sites, _, err := svc.Sites(r.Context(), provisioning.Page{Limit: provisioning.MaxLimit})
	if err != nil {
		h.fail(w, r, err)
		return
	}
	events, err := svc.CurrentOutages(r.Context())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]any{"sites": sites, "events": events})
}

// newEventID is the id of an event the console declares: its day and a
// random part, in the provider's id alphabet.
func newEventID(now time.Time) string {
	var b [4]byte
	_, _ = rand.Read(b[:])
	return "staff-" + now.UTC().Format("20060102-150405") + "-" + hex.EncodeToString(b[:])
}

type eventText = provisioning.NoticeText

// declareEvent declares an outage or a maintenance: it starts now unless
// startsAt says when (RFC 3339), with an optional estimate and a first
// update.
func (h *handler) declareEvent(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	svc := h.statusService(w, r)
	if svc == nil {
		return
	}
	var in struct {
		Kind     string    `json:"kind"`
		Title    eventText `json:"title"`
		Sites    []string  `json:"sites"`
		StartsAt string    `json:"startsAt"`
		Estimate string    `json:"estimate"`
		Text     eventText `json:"text"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	now := h.c.Now()
	body := provisioning.OutageInput{Kind: in.Kind, Title: in.Title, Sites: in.Sites, StartsAt: in.StartsAt}
	if body.StartsAt == "" {
		body.StartsAt = now.Format(time.RFC3339Nano)
	}
	if in.Estimate != "" {
		body.EstimatedRestoration = &in.Estimate
	}
	if strings.TrimSpace(in.Text.EN) != "" || strings.TrimSpace(in.Text.FR) != "" {
		body.Updates = []provisioning.OutageUpdateInput{{At: now.Format(time.RFC3339Nano), Text: in.Text}}
	}
	out, _, err := svc.PutOutage(r.Context(), Actor(m), newEventID(now), body)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, out)
}

// postEventUpdate adds an update to an open event; estimate, when sent,
// replaces the estimated restoration ("" removes it).
func (h *handler) postEventUpdate(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	svc := h.statusService(w, r)
	if svc == nil {
		return
	}
	var in struct {
		Text     eventText `json:"text"`
		Estimate *string   `json:"estimate"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	out, err := svc.PostOutageUpdate(r.Context(), Actor(m), r.PathValue("id"), in.Text, in.Estimate)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, out)
}

// resolveEvent resolves an open event now.
func (h *handler) resolveEvent(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	svc := h.statusService(w, r)
	if svc == nil {
		return
	}
	var in struct {
		Text eventText `json:"text"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	out, err := svc.ResolveOutage(r.Context(), Actor(m), r.PathValue("id"), in.Text)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, out)
}
