package console

import (
	"context"
	"encoding/csv"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"myaccount/internal/portal"
)

// The audit section (issue 30, item 7): the staff log — every action of
// the console, the provider API and the admin commands — browsed newest
// first, filtered, and exported as CSV.
//
// Who may do what: reading it takes PermLookup (every staff role: an agent
// answering a subscriber needs to see what was done on their account);
// exporting it takes PermAuditExport (admin: a CSV of the whole log leaves
// the console, and the export is itself recorded).

// AuditLog is the staff log as the audit section reads it (the store).
type AuditLog interface {
	StaffLog(ctx context.Context, f portal.StaffLogFilter) ([]portal.StaffAction, error)
	StaffLogActors(ctx context.Context) ([]string, error)
	StaffLogActions(ctx context.Context) ([]string, error)
}

// Audit page sizes.
const (
	auditPage = 50
	// auditExportMax is at most how many rows one CSV holds.
	auditExportMax = 50_000
	auditTextMax   = 200
)

// auditRoutes registers the audit section's calls under /staff/api/.
func (h *handler) auditRoutes(mux *http.ServeMux) {
	if h.c.AuditLog == nil {
		return
	}
	mux.HandleFunc("GET /staff/api/audit", h.signedIn(PermLookup, h.audit))
	mux.HandleFunc("GET /staff/api/audit/export", h.signedIn(PermAuditExport, h.auditExport))
}

// auditEntry is one staff action as the audit page shows it.
type auditEntry struct {
	ID      int64     `json:"id"`
	At      time.Time `json:"at"`
	Actor   string    `json:"actor"`
	Action  string    `json:"action"`
	Account int64     `json:"account,omitempty"`
	Subject string    `json:"subject"`
	Detail  string    `json:"detail"`
	Address string    `json:"address"`
	Before  string    `json:"before"`
	After   string    `json:"after"`
}

// auditFilter reads the filter of the query string: actor, action,
// account, from and to (dates, YYYY-MM-DD, in the provider's zone; to is
// included), q (free text) and cursor (the last entry of the previous
// page, "AT.ID").
func (h *handler) auditFilter(r *http.Request) (portal.StaffLogFilter, error) {
	q := r.URL.Query()
	f := portal.StaffLogFilter{Actor: strings.TrimSpace(q.Get("actor")), Action: strings.TrimSpace(q.Get("action")),
		Text: strings.TrimSpace(q.Get("q"))}
	bad := func(field string) error {
		return fail(http.StatusBadRequest, "bad-filter", fmt.Sprintf("the filter %s is not valid", field))
	}
	for _, v := range []string{f.Actor, f.Action, f.Text} {
		if utf8.RuneCountInString(v) > auditTextMax || !utf8.ValidString(v) {
			return f, bad("text")
		}
	}
	if v := strings.TrimSpace(q.Get("account")); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n <= 0 {
			return f, bad("account")
		}
		f.Account = n
	}
	zone := h.c.Location
	if zone == nil {
		zone = time.UTC
	}
	day := func(field string) (time.Time, error) {
		v := strings.TrimSpace(q.Get(field))
		if v == "" {
			return time.Time{}, nil
		}
		t, err := time.ParseInLocation(time.DateOnly, v, zone)
		if err != nil || t.Year() < 2000 || t.Year() > 2099 {
			return t, bad(field)
		}
		return t, nil
	}
	var err error
	if f.From, err = day("from"); err != nil {
		return f, err
	}
	to, err := day("to")
	if err != nil {
		return f, err
	}
	if !to.IsZero() {
		f.To = to.AddDate(0, 0, 1)
		if !f.From.IsZero() && !f.To.After(f.From) {
			return f, fail(http.StatusBadRequest, "bad-dates", "the end date is before the start date")
		}
	}
	if c := q.Get("cursor"); c != "" {
		at, id, ok := strings.Cut(c, ".")
		ms, err1 := strconv.ParseInt(at, 10, 64)
		n, err2 := strconv.ParseInt(id, 10, 64)
		if !ok || err1 != nil || err2 != nil || ms <= 0 || n <= 0 {
			return f, bad("cursor")
		}
		f.BeforeAt, f.BeforeID = time.UnixMilli(ms), n
	}
	return f, nil
}

func (h *handler) entry(a portal.StaffAction) auditEntry {
	zone := h.c.Location
	if zone == nil {
		zone = time.UTC
	}
	return auditEntry{ID: a.ID, At: a.At.In(zone), Actor: a.Actor, Action: a.Action, Account: a.Account, Subject: a.Subject,
		Detail: a.Detail, Address: a.Address, Before: a.Before, After: a.After}
}

// audit answers a page of the staff log, newest first, with the cursor of
// the next page ("" on the last) and the actors and actions to filter by.
func (h *handler) audit(w http.ResponseWriter, r *http.Request, _ portal.StaffMember) {
	f, err := h.auditFilter(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	f.Limit = auditPage + 1
	as, err := h.c.AuditLog.StaffLog(r.Context(), f)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	next := ""
	if len(as) > auditPage {
		as = as[:auditPage]
		last := as[len(as)-1]
		next = fmt.Sprintf("%d.%d", last.At.UnixMilli(), last.ID)
	}
	items := make([]auditEntry, len(as))
	for i, a := range as {
		items[i] = h.entry(a)
	}
	actors, err := h.c.AuditLog.StaffLogActors(r.Context())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	actions, err := h.c.AuditLog.StaffLogActions(r.Context())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]any{"items": items, "next": next, "actors": nonNil(actors), "actions": nonNil(actions)})
}

func nonNil(v []string) []string {
	if v == nil {
		return []string{}
	}
	return v
}

// auditExport answers the filtered staff log as a CSV file, newest first;
// the export is recorded (with its filter) before the file is written.
func (h *handler) auditExport(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	f, err := h.auditFilter(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	f.BeforeAt, f.BeforeID = time.Time{}, 0
	f.Limit = 1000
	var rows []portal.StaffAction
	for len(rows) < auditExportMax {
		page, err := h.c.AuditLog.StaffLog(r.Context(), f)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		rows = append(rows, page...)
		if len(page) < f.Limit {
			break
		}
		last := page[len(page)-1]
		f.BeforeAt, f.BeforeID = last.At, last.ID
	}
	rows = rows[:min(len(rows), auditExportMax)]
	a := h.c.Service.action(Actor(m), "audit-export", "staff log", fmt.Sprintf("%d rows; filter %s", len(rows), r.URL.RawQuery))
	if err := h.c.Service.st.AddStaffAction(r.Context(), a); err != nil {
		h.fail(w, r, err)
		return
	}
	name := "staff-log-" + h.c.Now().Format("2006-01-02") + ".csv"
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	if err := WriteAuditCSV(w, rows, h.c.Location); err != nil {
		h.c.Log.ErrorContext(r.Context(), "staff console: audit export", "err", err)
	}
}

// WriteAuditCSV writes actions as CSV (RFC 4180, with a header row): a
// cell that a spreadsheet would take for a formula (starting with = + - @,
// a tab or a carriage return) is written with a ' before it.
func WriteAuditCSV(w interface{ Write([]byte) (int, error) }, actions []portal.StaffAction, zone *time.Location) error {
	if zone == nil {
		zone = time.UTC
	}
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"id", "at", "actor", "address", "action", "account", "subject", "detail", "before", "after"}); err != nil {
		return err
	}
	for _, a := range actions {
		account := ""
		if a.Account != 0 {
			account = strconv.FormatInt(a.Account, 10)
		}
		rec := []string{strconv.FormatInt(a.ID, 10), a.At.In(zone).Format(time.RFC3339), a.Actor, a.Address, a.Action, account,
			a.Subject, a.Detail, a.Before, a.After}
		for i := range rec {
			rec[i] = csvCell(rec[i])
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// csvCell guards a cell against formula injection (OWASP): one starting
// with = + - @, a tab or a carriage return gets a ' first.
func csvCell(v string) string {
	if v != "" && strings.ContainsRune("=+-@\t\r", rune(v[0])) {
		return "'" + v
	}
	return v
}
