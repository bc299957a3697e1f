package ingest

import (
	"fmt"
	"net/http"
	"regexp"
	"time"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
)

// MaxCallRecords bounds one batch of call records.
const MaxCallRecords = 5000

// MaxCallSeconds is the longest call a record may carry: a day.
const MaxCallSeconds = 86400

// callNumber is a party's number as the switch reports it: 1 to 20 of
// digits and "+", or empty (a withheld number).
var callNumber = regexp.MustCompile(`^\+?[0-9]{0,20}$`)

// cdrBatch is the body of POST /ingest/cdr (docs/phone-api.md).
type cdrBatch struct {
	Records *[]cdrRecord `json:"records"`
}

type cdrRecord struct {
	ID        *string `json:"id"`
	Account   *int64  `json:"account"`
	Number    *string `json:"number"` // the account's directory number: names the package
	Direction *string `json:"direction"`
	Name      string  `json:"name"`
	From      string  `json:"from"`
	To        string  `json:"to"`
	Start     *int64  `json:"start"`
	Duration  *int64  `json:"duration"`
}

// cdr stores a batch of call records: checked whole (every number must be
// one of its account's), stored in one transaction, idempotent per record
// id.
func (h *Handler) cdr(w http.ResponseWriter, r *http.Request) {
	var batch cdrBatch
	if err := decode(w, r, &batch); err != nil {
		refuse(w, err.Error())
		return
	}
	recs, problems := h.validateCDR(r, batch)
	if len(problems) > 0 {
		h.cfg.Log.WarnContext(r.Context(), "cdr ingest: batch refused", "records", len(recs), "problems", len(problems))
		refuse(w, listProblems(problems)...)
		return
	}
	accepted, duplicates, err := h.cfg.Store.AddCallRecords(r.Context(), recs)
	if err != nil {
		h.cfg.Log.ErrorContext(r.Context(), "cdr ingest: store", "err", err)
		writeError(w, http.StatusInternalServerError, "The batch could not be stored; send it again later.")
		return
	}
	h.cfg.Log.InfoContext(r.Context(), "cdr ingest: batch stored", "accepted", accepted, "duplicates", duplicates)
	httpx.WriteJSON(w, http.StatusOK, result{Accepted: accepted, Duplicates: duplicates})
}

// validateCDR checks every record and finds its package, with one line per
// problem ("records[3].number: …").
func (h *Handler) validateCDR(r *http.Request, b cdrBatch) ([]portal.CallRecord, []string) {
	if b.Records == nil {
		return nil, []string{"records: missing; send {\"records\": [ … ]}"}
	}
	in := *b.Records
	if len(in) > MaxCallRecords {
		return nil, []string{fmt.Sprintf("records: %d records; send at most %d at a time", len(in), MaxCallRecords)}
	}
	now := h.cfg.Now()
	var problems []string
	bad := func(i int, field, format string, args ...any) {
		problems = append(problems, fmt.Sprintf("records[%d].%s: ", i, field)+fmt.Sprintf(format, args...))
	}
	packages := map[string]int64{} // account:number → package
	out := make([]portal.CallRecord, 0, len(in))
	for i, rec := range in {
		before := len(problems)
		if rec.ID == nil || !portal.ValidRecordID(*rec.ID) {
			bad(i, "id", "must be 1–100 characters of A–Z, a–z, 0–9 and . _ : -")
		}
		if rec.Account == nil || *rec.Account <= 0 {
			bad(i, "account", "missing or not an account number")
		}
		if rec.Number == nil || !callNumber.MatchString(*rec.Number) || *rec.Number == "" {
			bad(i, "number", "must be the account's directory number")
		}
		if rec.Direction == nil || (*rec.Direction != "in" && *rec.Direction != "out") {
			bad(i, "direction", `must be "in" or "out"`)
		}
		if !callNumber.MatchString(rec.From) || !callNumber.MatchString(rec.To) {
			bad(i, "from/to", "must be up to 20 digits, with an optional leading +")
		}
		if len(rec.Name) > 100 || !validText(rec.Name) {
			bad(i, "name", "must be at most 100 characters of text")
		}
		if rec.Start == nil || *rec.Start <= 0 || *rec.Start > now.Unix()+60 {
			bad(i, "start", "missing, or in the future")
		}
		if rec.Duration == nil || *rec.Duration < 0 || *rec.Duration > MaxCallSeconds {
			bad(i, "duration", "must be 0 to %d seconds", MaxCallSeconds)
		}
		if len(problems) > before {
			continue
		}
		key := fmt.Sprintf("%d:%s", *rec.Account, *rec.Number)
		pkg, ok := packages[key]
		if !ok {
			id, err := h.cfg.Store.PackageOfNumber(r.Context(), *rec.Account, *rec.Number)
			if err != nil {
				bad(i, "number", "%s is not a number of account %d", *rec.Number, *rec.Account)
				continue
			}
			pkg, packages[key] = id, id
		}
		out = append(out, portal.CallRecord{ID: *rec.ID, PackageID: pkg, Incoming: *rec.Direction == "in", Name: rec.Name,
			From: rec.From, To: rec.To, Start: time.Unix(*rec.Start, 0), Duration: time.Duration(*rec.Duration) * time.Second})
	}
	return out, problems
}
