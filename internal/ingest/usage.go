package ingest

import (
	"fmt"
	"net/http"
	"sort"
	"time"

	"myaccount/internal/httpx"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// Limits of a usage batch (docs/internet-api.md, Ingest).
const (
	MaxUsageRecords = 5000
	MaxRecordBytes  = 10_000_000_000_000 // 10^13 bytes in one hour is far beyond any access line
	// maxDetails bounds the problems listed in a refusal.
	maxDetails = 50
	// MaxUsageAge is how old an hour of usage may be: a record older than
	// the longest billing dispute (a year and a month) is a sender's bug,
	// such as an hour of 0 (1970).
	MaxUsageAge = 400 * 24 * time.Hour
)

// usageBatch is the body of POST /ingest/usage. Fields are pointers so a
// missing field is told apart from a zero.
type usageBatch struct {
	Records *[]usageRecord `json:"records"`
}

type usageRecord struct {
	ID        *string `json:"id"`
	Account   *int64  `json:"account"`
	Hour      *int64  `json:"hour"`
	DownBytes *int64  `json:"down_bytes"`
	UpBytes   *int64  `json:"up_bytes"`
}

// usage stores a batch of hourly usage records (docs/internet-api.md): the
// batch is checked whole and stored in one transaction, with the usage
// alerts it causes; then every account whose current month grew is checked
// against its cap.
func (h *Handler) usage(w http.ResponseWriter, r *http.Request) {
	var batch usageBatch
	if err := decode(w, r, &batch); err != nil {
		refuse(w, err.Error())
		return
	}
	now := h.cfg.Now()
	recs, problems := validateUsage(batch, now)
	if len(problems) == 0 {
		var err error
		problems, err = h.unknownAccounts(r, recs)
		if err != nil {
			h.cfg.Log.ErrorContext(r.Context(), "usage ingest: look up accounts", "err", err)
			writeError(w, http.StatusInternalServerError, "The batch could not be stored; send it again later.")
			return
		}
	}
	if len(problems) > 0 {
		h.cfg.Log.WarnContext(r.Context(), "usage ingest: batch refused", "records", len(recs), "problems", len(problems))
		refuse(w, listProblems(problems)...)
		return
	}
	// The usage alerts (80 % and 100 % of the month's cap) are decided in
	// the batch's transaction.
	accepted, duplicates, err := h.cfg.Store.AddUsageAndAlert(r.Context(), recs, portal.BillingMonthOf(now, h.cfg.Location))
	if err != nil {
		h.cfg.Log.ErrorContext(r.Context(), "usage ingest: store", "err", err)
		writeError(w, http.StatusInternalServerError, "The batch could not be stored; send it again later.")
		return
	}
	h.cfg.Log.InfoContext(r.Context(), "usage ingest: batch stored", "accepted", accepted, "duplicates", duplicates)
	if accepted > 0 {
		h.checkCaps(r, recs, now)
	}
	httpx.WriteJSON(w, http.StatusOK, result{Accepted: accepted, Duplicates: duplicates})
}

// validateUsage checks every record and returns them as store records, with
// one line per problem ("records[3].hour: …").
func validateUsage(b usageBatch, now time.Time) ([]portal.UsageRecord, []string) {
	if b.Records == nil {
		return nil, []string{"records: missing; send {\"records\": [ … ]}"}
	}
	in := *b.Records
	if len(in) > MaxUsageRecords {
		return nil, []string{fmt.Sprintf("records: %d records; send at most %d at a time", len(in), MaxUsageRecords)}
	}
	var problems []string
	bad := func(i int, field, format string, args ...any) {
		problems = append(problems, fmt.Sprintf("records[%d].%s: ", i, field)+fmt.Sprintf(format, args...))
	}
	out := make([]portal.UsageRecord, 0, len(in))
	for i, rec := range in {
		ok := true
		switch {
		case rec.ID == nil:
			bad(i, "id", "missing")
			ok = false
		case !portal.ValidRecordID(*rec.ID):
			bad(i, "id", "must be 1–100 characters of A–Z, a–z, 0–9 and . _ : -")
			ok = false
		}
		switch {
		case rec.Account == nil:
			bad(i, "account", "missing")
			ok = false
		case *rec.Account <= 0:
			bad(i, "account", "%d is not an account number", *rec.Account)
			ok = false
		}
		switch {
		case rec.Hour == nil:
			bad(i, "hour", "missing")
			ok = false
		case *rec.Hour < 0 || *rec.Hour%3600 != 0:
			bad(i, "hour", "%d is not the start of a UTC hour (epoch seconds divisible by 3600)", *rec.Hour)
			ok = false
		case *rec.Hour > now.Unix():
			bad(i, "hour", "%d is in the future", *rec.Hour)
			ok = false
		case *rec.Hour < now.Add(-MaxUsageAge).Unix():
			bad(i, "hour", "%d is more than %d days ago", *rec.Hour, int(MaxUsageAge.Hours()/24))
			ok = false
		}
		for _, f := range []struct {
			name string
			v    *int64
		}{{"down_bytes", rec.DownBytes}, {"up_bytes", rec.UpBytes}} {
			switch {
			case f.v == nil:
				bad(i, f.name, "missing")
				ok = false
			case *f.v < 0 || *f.v > MaxRecordBytes:
				bad(i, f.name, "%d is out of range (0 to 10^13)", *f.v)
				ok = false
			}
		}
		if ok {
			out = append(out, portal.UsageRecord{ID: *rec.ID, AccountID: *rec.Account,
				Hour: time.Unix(*rec.Hour, 0).UTC(), Down: *rec.DownBytes, Up: *rec.UpBytes})
		}
	}
	return out, problems
}

// unknownAccounts names the records whose account does not exist.
func (h *Handler) unknownAccounts(r *http.Request, recs []portal.UsageRecord) ([]string, error) {
	ids := accountsOf(recs)
	known, err := h.cfg.Store.ExistingAccounts(r.Context(), ids)
	if err != nil {
		return nil, err
	}
	var problems []string
	for i, rec := range recs {
		if !known[rec.AccountID] {
			problems = append(problems, fmt.Sprintf("records[%d].account: account %d is not known", i, rec.AccountID))
		}
	}
	return problems, nil
}

// checkCaps opens a hitcap warning on every account of the batch whose usage
// in the current month has reached its total cap (capped package, Unlimited
// mode off, no open hitcap warning). A failure here is logged: the usage is
// stored and the next batch checks again.
func (h *Handler) checkCaps(r *http.Request, recs []portal.UsageRecord, now time.Time) {
	local := now.In(h.cfg.Location)
	monthStart := time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, h.cfg.Location)
	monthEnd := monthStart.AddDate(0, 1, 0)
	var current []portal.UsageRecord
	for _, rec := range recs {
		if !rec.Hour.Before(monthStart) && rec.Hour.Before(monthEnd) && (rec.Down > 0 || rec.Up > 0) {
			current = append(current, rec)
		}
	}
	warning := i18n.HitCapWarning(monthEnd)
	for _, id := range accountsOf(current) {
		added, err := h.cfg.Store.WarnIfOverCap(r.Context(), id, monthStart, monthEnd, warning)
		if err != nil {
			h.cfg.Log.ErrorContext(r.Context(), "usage ingest: cap check", "account", id, "err", err)
			continue
		}
		if added {
			h.cfg.Log.InfoContext(r.Context(), "usage ingest: account reached its cap", "account", id)
		}
	}
}

// accountsOf lists the distinct accounts of recs in ascending order.
func accountsOf(recs []portal.UsageRecord) []int64 {
	seen := map[int64]bool{}
	var ids []int64
	for _, rec := range recs {
		if !seen[rec.AccountID] {
			seen[rec.AccountID] = true
			ids = append(ids, rec.AccountID)
		}
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	return ids
}

// listProblems keeps a refusal readable: the first maxDetails problems and
// how many more there were.
func listProblems(p []string) []string {
	if len(p) <= maxDetails {
		return p
	}
	return append(p[:maxDetails:maxDetails], fmt.Sprintf("… and %d more problems", len(p)-maxDetails))
}
