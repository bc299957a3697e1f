package console

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"myaccount/internal/portal"
)

// Searcher finds subscribers (internal/store implements it: SQLite FTS5,
// PostgreSQL pg_trgm).
type Searcher interface {
	SearchSubscribers(ctx context.Context, q portal.SubscriberQuery, limit int) ([]portal.SubscriberMatch, bool, error)
}

var (
	errQueryTooShort = fail(http.StatusBadRequest, "query-too-short", portal.ErrSearchTooShort.Error())
	errQueryTooLong  = fail(http.StatusBadRequest, "query-too-long", portal.ErrSearchTooLong.Error())
	errNoSearch      = errors.New("console: the store has no subscriber search")
)

// SearchSubscribers finds the subscribers a query typed in the console's
// search box names (portal.ParseSubscriberQuery's rules), at most
// portal.SearchLimit of them, and whether there were more.
func (s *Service) SearchSubscribers(ctx context.Context, query string) ([]portal.SubscriberMatch, bool, error) {
	q, err := portal.ParseSubscriberQuery(query)
	switch {
	case errors.Is(err, portal.ErrSearchTooShort):
		return nil, false, errQueryTooShort
	case err != nil:
		return nil, false, errQueryTooLong
	}
	st, ok := s.st.(Searcher)
	if !ok {
		return nil, false, errNoSearch
	}
	return st.SearchSubscribers(ctx, q, portal.SearchLimit)
}

// searchRoutes registers the subscriber search.
func (h *handler) searchRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /staff/api/subscribers/search", h.signedIn(PermLookup, h.searchSubscribers))
}

// searchResult is one subscriber found, as the console shows it: Email
// and Phone are the matched ones when the query matched one, else the
// first ones.
type searchResult struct {
	Account int64  `json:"account"`
	Name    string `json:"name"`
	Email   string `json:"email,omitempty"`
	Phone   string `json:"phone,omitempty"`
	Address string `json:"address,omitempty"`
	// Field is what matched: account, name, email, phone or address.
	Field string `json:"field,omitempty"`
}

func (h *handler) searchSubscribers(w http.ResponseWriter, r *http.Request, _ portal.StaffMember) {
	found, more, err := h.c.Service.SearchSubscribers(r.Context(), r.URL.Query().Get("q"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	out := make([]searchResult, 0, len(found))
	for _, m := range found {
		res := searchResult{Account: m.AccountID, Name: m.Name, Field: string(m.Field), Address: joinAddress(m)}
		if len(m.Emails) > 0 {
			res.Email = m.Emails[0]
		}
		if len(m.Phones) > 0 {
			res.Phone = m.Phones[0]
		}
		switch m.Field {
		case portal.SearchEmail:
			res.Email = m.Value
		case portal.SearchPhone:
			res.Phone = m.Value
		}
		out = append(out, res)
	}
	h.ok(w, map[string]any{"results": out, "more": more})
}

// joinAddress is "street, city postal code" without the empty parts.
func joinAddress(m portal.SubscriberMatch) string {
	var parts []string
	if s := strings.TrimSpace(m.Address); s != "" {
		parts = append(parts, s)
	}
	if s := strings.TrimSpace(m.City + " " + m.PostalCode); s != "" {
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}
