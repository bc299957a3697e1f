package api

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"regexp"
	"strconv"

	"myaccount/internal/portal"
)

// Writes that move money carry an Idempotency-Key (api.md): a fresh UUID
// per attempt from the app. The first request with a key does the work and
// its answer is kept; a repeat (a double click, a retried request, a
// request racing the first) answers that answer without doing the work
// again, and the same key with another request is refused.

var idempotencyKey = regexp.MustCompile(`^[A-Za-z0-9_-]{8,128}$`)

// once runs a money write at most once per Idempotency-Key.
func (a *API) once(w http.ResponseWriter, req *Request, run func() (int, any)) {
	r := req.HTTP
	key := r.Header.Get("Idempotency-Key")
	if !idempotencyKey.MatchString(key) {
		a.fail(w, r, portal.Fail(portal.CodeBadRequest, portal.MsgIdempotencyKeyMissing))
		return
	}
	// The key is the login's: two logins cannot collide, nor read each
	// other's answers.
	key = strconv.FormatInt(req.Session.IdentityID, 10) + ":" + key
	body, _ := json.Marshal(req.Body) // map keys sorted: one hash per request
	if req.Upload != nil {
		// An upload's fields and files, each file by its digest.
		files := make([]string, 0, len(req.Upload.Files)+1)
		for _, f := range append([]UploadedFile{{Data: req.Upload.File}}, req.Upload.Files...) {
			sum := sha256.Sum256(f.Data)
			files = append(files, f.Name+":"+hex.EncodeToString(sum[:]))
		}
		body, _ = json.Marshal(map[string]any{"fields": req.Upload.Fields, "files": files})
	}
	sum := sha256.Sum256([]byte(r.Method + " " + req.Target.String() + " " + string(body)))
	first, stored, err := a.svc.Idempotency.ClaimIdempotencyKey(r.Context(), key, hex.EncodeToString(sum[:]))
	switch {
	case errors.Is(err, portal.ErrIdempotencyMismatch):
		a.fail(w, r, portal.Fail(portal.CodeBadRequest, portal.MsgIdempotencyMismatch))
		return
	case errors.Is(err, portal.ErrIdempotencyBusy):
		a.fail(w, r, portal.Fail(portal.CodeBadRequest, portal.MsgIdempotencyBusy))
		return
	case err != nil:
		a.fail(w, r, err)
		return
	case !first:
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Idempotent-Replayed", "true")
		w.WriteHeader(stored.Status)
		_, _ = w.Write(stored.Body)
		return
	}
	status, answer := run()
	raw, err := json.Marshal(answer)
	if answer == nil || err != nil || status >= 500 {
		// Nothing worth keeping: a retry must be able to do the work.
		if rerr := a.svc.Idempotency.ReleaseIdempotencyKey(r.Context(), key); rerr != nil {
			a.cfg.Log.WarnContext(r.Context(), "release idempotency key", "err", rerr)
		}
	} else if err := a.svc.Idempotency.SaveIdempotentAnswer(r.Context(), key, portal.IdempotentAnswer{Status: status, Body: raw}); err != nil {
		a.cfg.Log.ErrorContext(r.Context(), "save idempotent answer", "err", err)
	}
	if answer == nil {
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(raw)
}
