// Package ingest is the path the provider's own systems push data through:
// usage records from the network (POST /ingest/usage), router counters
// (POST /ingest/cpe) and call records from the phone switch (POST
// /ingest/cdr). It is not for browsers: every call carries the
// provider's key as "Authorization: Bearer KEY" (MYACCOUNT_INGEST_KEY), a
// batch is checked whole before anything is stored, and each record has an
// id so a batch sent twice stores nothing twice. The formats are in
// docs/internet-api.md and docs/phone-api.md.
package ingest

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
)

// MaxBodyBytes bounds one batch.
const MaxBodyBytes = 4 << 20

// Config is what the ingest path needs.
type Config struct {
	Store portal.IngestStore
	// Key is the shared secret; empty turns the path off (every call 404).
	Key string
	Log *slog.Logger
	// Location is the provider's time zone (usage days); nil means UTC.
	Location *time.Location
	// Now is the clock (tests fix it); nil means time.Now.
	Now func() time.Time
}

// Handler serves /ingest/.
type Handler struct {
	cfg     Config
	keyHash [32]byte
	mux     *http.ServeMux
}

// New builds the handler.
func New(cfg Config) *Handler {
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Location == nil {
		cfg.Location = time.UTC
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	h := &Handler{cfg: cfg, keyHash: sha256.Sum256([]byte(cfg.Key)), mux: http.NewServeMux()}
	h.mux.HandleFunc("POST /ingest/usage", h.usage)
	h.mux.HandleFunc("POST /ingest/cpe", h.cpe)
	h.mux.HandleFunc("POST /ingest/cdr", h.cdr)
	return h
}

// ServeHTTP checks the key, then routes.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if h.cfg.Key == "" {
		writeError(w, http.StatusNotFound, "Ingest is not enabled on this server.")
		return
	}
	if !h.authorized(r) {
		w.Header().Set("WWW-Authenticate", `Bearer realm="myaccount-ingest"`)
		writeError(w, http.StatusUnauthorized, "A valid ingest key is required.")
		return
	}
	if r.Method == http.MethodPost && !isJSON(r.Header.Get("Content-Type")) {
		writeError(w, http.StatusUnsupportedMediaType, "The body must be JSON (Content-Type: application/json).")
		return
	}
	h.mux.ServeHTTP(w, r)
}

// isJSON reports whether a Content-Type names JSON: application/json,
// with parameters or none (charset=utf-8). A prefix is not enough:
// application/jsonx is another type.
func isJSON(ct string) bool {
	media, _, err := mime.ParseMediaType(ct)
	return err == nil && media == "application/json"
}

// authorized compares the bearer key in constant time (hashes of equal
// length, so the key's length does not leak either).
func (h *Handler) authorized(r *http.Request) bool {
	auth := r.Header.Get("Authorization")
	key, ok := strings.CutPrefix(auth, "Bearer ")
	if !ok || key == "" {
		return false
	}
	got := sha256.Sum256([]byte(key))
	return subtle.ConstantTimeCompare(got[:], h.keyHash[:]) == 1
}

// decode reads one JSON batch into v, refusing unknown fields, trailing data
// and bodies over MaxBodyBytes (ServeHTTP checked the Content-Type).
func decode(w http.ResponseWriter, r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return errors.New("the batch is too large; send at most 4 MB at a time")
		}
		return errors.New("the body is not a valid batch: " + err.Error())
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("the body has data after the batch")
	}
	return nil
}

// result is the answer to an accepted batch.
type result struct {
	Accepted   int `json:"accepted"`
	Duplicates int `json:"duplicates"`
}

type errorAnswer struct {
	Error   string   `json:"error"`
	Details []string `json:"details,omitempty"`
}

// refuse answers 400 for a batch that was checked and refused whole, with
// what was wrong in details.
func refuse(w http.ResponseWriter, details ...string) {
	writeError(w, http.StatusBadRequest, "The batch was refused; nothing was stored.", details...)
}

func writeError(w http.ResponseWriter, status int, msg string, details ...string) {
	httpx.WriteJSON(w, status, errorAnswer{Error: msg, Details: details})
}

// validText reports whether s is valid UTF-8 without NUL: what the store
// can keep.
func validText(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}
