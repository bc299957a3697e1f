package ingest

import (
	"fmt"
	"net/http"
	"regexp"
	"time"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
)

// MaxCPESamples bounds one batch of router counter samples.
const MaxCPESamples = 5000

// cpeFutureSkew is how far ahead of our clock a router's reading may be
// (router clocks drift a little).
const cpeFutureSkew = time.Minute

// sampleID is the syntax of a sample id (the same as a usage record's).
var sampleID = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,100}$`)

type cpeBatch struct {
	Samples []cpeSample `json:"samples"`
}

// cpeSample is one reading as sent; pointers tell a missing field from 0.
type cpeSample struct {
	ID         *string `json:"id"`
	Account    *int64  `json:"account"`
	At         *int64  `json:"at"`
	WanRxBytes *int64  `json:"wan_rx_bytes"`
	WanTxBytes *int64  `json:"wan_tx_bytes"`
}

// cpe stores a batch of router counter samples (docs/internet-api.md). The
// batch is checked whole, unknown accounts included, before anything is
// stored; a sample whose id is stored already counts as a duplicate.
func (h *Handler) cpe(w http.ResponseWriter, r *http.Request) {
	var batch cpeBatch
	if err := decode(w, r, &batch); err != nil {
		refuse(w, err.Error())
		return
	}
	if batch.Samples == nil {
		refuse(w, `the body must be {"samples": [...]}`)
		return
	}
	if len(batch.Samples) > MaxCPESamples {
		refuse(w, fmt.Sprintf("the batch has %d samples; send at most %d at a time", len(batch.Samples), MaxCPESamples))
		return
	}
	now := h.cfg.Now()
	oldest := now.Add(-portal.CPERetention)
	var details []string
	bad := func(i int, format string, args ...any) {
		if len(details) < 100 {
			details = append(details, fmt.Sprintf("samples[%d]: ", i)+fmt.Sprintf(format, args...))
		}
	}
	ids := make(map[string]int, len(batch.Samples))
	out := make([]portal.CPESample, 0, len(batch.Samples))
	var accounts []int64
	for i, s := range batch.Samples {
		ok := true
		switch {
		case s.ID == nil:
			bad(i, "id is missing")
			ok = false
		case !sampleID.MatchString(*s.ID):
			bad(i, "id must be 1 to 100 characters of A-Z a-z 0-9 . _ : -")
			ok = false
		default:
			if first, dup := ids[*s.ID]; dup {
				bad(i, "id %q is also used by samples[%d]", *s.ID, first)
				ok = false
			} else {
				ids[*s.ID] = i
			}
		}
		if s.Account == nil || *s.Account <= 0 {
			bad(i, "account is missing or not a positive number")
			ok = false
		}
		var at time.Time
		if s.At == nil {
			bad(i, "at is missing")
			ok = false
		} else {
			at = time.Unix(*s.At, 0)
			switch {
			case *s.At < 0 || at.Before(oldest):
				bad(i, "at is more than %d days ago; router history is kept for %d days", int(portal.CPERetention.Hours()/24), int(portal.CPERetention.Hours()/24))
				ok = false
			case at.After(now.Add(cpeFutureSkew)):
				bad(i, "at is in the future")
				ok = false
			}
		}
		for _, c := range []struct {
			name string
			v    *int64
		}{{"wan_rx_bytes", s.WanRxBytes}, {"wan_tx_bytes", s.WanTxBytes}} {
			switch {
			case c.v == nil:
				bad(i, "%s is missing", c.name)
				ok = false
			case *c.v < 0:
				bad(i, "%s must not be negative", c.name)
				ok = false
			}
		}
		if ok {
			out = append(out, portal.CPESample{ID: *s.ID, AccountID: *s.Account, At: at, RxBytes: *s.WanRxBytes, TxBytes: *s.WanTxBytes})
			accounts = append(accounts, *s.Account)
		}
	}
	if len(details) > 0 {
		refuse(w, details...)
		return
	}
	unknown, err := h.cfg.Store.UnknownCPEAccounts(r.Context(), accounts)
	if err != nil {
		h.cfg.Log.ErrorContext(r.Context(), "cpe ingest: look up accounts", "err", err)
		writeError(w, http.StatusInternalServerError, "The batch could not be stored. Please send it again later.")
		return
	}
	if len(unknown) > 0 {
		for _, id := range unknown {
			details = append(details, fmt.Sprintf("account %d does not exist", id))
		}
		refuse(w, details...)
		return
	}
	// Counters of an account without a router of ours would show as its
	// router's traffic: refused like an unknown account.
	routerless, err := h.cfg.Store.AccountsWithoutRouter(r.Context(), accounts)
	if err != nil {
		h.cfg.Log.ErrorContext(r.Context(), "cpe ingest: look up routers", "err", err)
		writeError(w, http.StatusInternalServerError, "The batch could not be stored. Please send it again later.")
		return
	}
	if len(routerless) > 0 {
		for _, id := range routerless {
			details = append(details, fmt.Sprintf("account %d has no router of ours (its services say so)", id))
		}
		refuse(w, details...)
		return
	}
	accepted, duplicates, err := h.cfg.Store.AddCPESamples(r.Context(), out)
	if err != nil {
		h.cfg.Log.ErrorContext(r.Context(), "cpe ingest: store", "err", err)
		writeError(w, http.StatusInternalServerError, "The batch could not be stored. Please send it again later.")
		return
	}
	h.cfg.Log.InfoContext(r.Context(), "cpe ingest", "accepted", accepted, "duplicates", duplicates)
	httpx.WriteJSON(w, http.StatusOK, result{Accepted: accepted, Duplicates: duplicates})
}
