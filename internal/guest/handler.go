package guest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"myaccount/internal/httpx"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// UnsubscribePath is the guest call of api.md that applies an unsubscribe
// token; the server mounts NewHandler's handler under it.
const UnsubscribePath = "/guest/unsubscribeemail"

// OneClickPath is the one-click unsubscribe URL of the List-Unsubscribe
// header (RFC 8058), with the token in ut.
const OneClickPath = "/guest/unsubscribe/oneclick"

// PagePath is the app's public unsubscribe page, with the token in ut.
const PagePath = "/ui/public/unsubscribe"

// MaxBodyBytes bounds the request body: a {"ut": …} object with a token of
// MaxTokenLength bytes fits with room to spare.
const MaxBodyBytes = 8 << 10

// corsMaxAge is how long (seconds) a browser may cache the preflight answer.
const corsMaxAge = 7200

// Subscriber-facing texts, in the caller's language (Accept-Language). The
// app shows its own message for any non-200 answer (PLAT-172, PLAT-173);
// these are for other clients and the logs.
const (
	msgDone         = portal.MsgUnsubscribed
	msgInvalidToken = portal.MsgUnsubscribeInvalid
	msgUsed         = portal.MsgUnsubscribeUsed
	msgBadRequest   = portal.MsgUnsubscribeBadRequest
	msgTooLarge     = portal.MsgBodyTooLarge
	msgOrigin       = portal.MsgOriginNotAllowed
	msgMethod       = portal.MsgPostOnly
	msgNotFound     = portal.MsgNotFoundPath
	msgInternal     = portal.MsgInternal
)

// text is a message in the caller's language.
func text(r *http.Request, key portal.MsgKey) string {
	return i18n.Negotiate(r.Header.Get("Accept-Language")).T(key)
}

// answer is the body of every guest response, shaped like the API's answers
// so any client can read error and message the same way.
type answer struct {
	Error     int    `json:"error"`
	Message   string `json:"message"`
	RequestID string `json:"requestId,omitempty"`
}

type handler struct {
	st      portal.UnsubscribeStore
	secret  []byte
	origins map[string]bool
	log     *slog.Logger
}

// NewHandler serves POST /guest/unsubscribeemail with body {"ut": token}
// (PLAT-170): a valid token takes its address off its lists once (200);
// an already used token answers 410 Gone with a message; a forged or
// undecodable one answers 450 with a message;
// a store fault answers 500 with a request id only. The call is made
// cross-origin from the provider's site, so it answers CORS for exactly
// the origins in allowedOrigins (a trailing "/" is ignored); requests with
// no Origin, or from the portal's own host, are always served, and a
// browser request from any other origin is refused with 403. A nil log
// discards.
func NewHandler(st portal.UnsubscribeStore, secret []byte, allowedOrigins []string, log *slog.Logger) http.Handler {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	h := &handler{st: st, secret: append([]byte(nil), secret...), origins: map[string]bool{}, log: log}
	for _, o := range allowedOrigins {
		if o = strings.TrimSuffix(strings.TrimSpace(o), "/"); o != "" {
			h.origins[o] = true
		}
	}
	return h
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == OneClickPath {
		h.oneClick(w, r)
		return
	}
	if r.URL.Path != UnsubscribePath {
		httpx.WriteJSON(w, http.StatusNotFound, answer{Error: 1, Message: text(r, msgNotFound)})
		return
	}
	w.Header().Add("Vary", "Origin")
	origin := r.Header.Get("Origin")
	listed := origin != "" && h.origins[origin]
	if origin != "" && !listed && !sameHost(origin, r.Host) {
		h.log.InfoContext(r.Context(), "guest: origin refused", "origin", origin, "path", r.URL.Path)
		httpx.WriteJSON(w, http.StatusForbidden, answer{Error: 1, Message: text(r, msgOrigin)})
		return
	}
	if listed {
		w.Header().Set("Access-Control-Allow-Origin", origin)
	}
	switch r.Method {
	case http.MethodOptions:
		w.Header().Set("Access-Control-Allow-Methods", "POST")
		w.Header().Set("Access-Control-Allow-Headers", "Content-Type")
		w.Header().Set("Access-Control-Max-Age", strconv.Itoa(corsMaxAge))
		w.Header().Set("Allow", "POST, OPTIONS")
		w.WriteHeader(http.StatusNoContent)
	case http.MethodPost:
		h.unsubscribe(w, r)
	default:
		w.Header().Set("Allow", "POST, OPTIONS")
		httpx.WriteJSON(w, http.StatusMethodNotAllowed, answer{Error: 1, Message: text(r, msgMethod)})
	}
}

func (h *handler) unsubscribe(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	var body struct {
		UT *string `json:"ut"`
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	err := dec.Decode(&body)
	if err == nil {
		// Exactly one JSON value: trailing data is a malformed request.
		if _, extra := dec.Token(); extra != io.EOF {
			err = errors.New("trailing data after the JSON object")
		}
	}
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		h.fail(w, r, msgTooLarge, err)
		return
	case err != nil || body.UT == nil:
		h.fail(w, r, msgBadRequest, err)
		return
	}
	p, err := Verify(h.secret, *body.UT)
	if err != nil {
		h.fail(w, r, msgInvalidToken, err)
		return
	}
	err = h.apply(ctx, *body.UT, p)
	switch {
	case errors.Is(err, portal.ErrTokenUsed):
		// 410 Gone: the link did its work once and is spent. A status of its
		// own, so the page can say why it failed without reading the body
		// (PLAT-173).
		h.log.InfoContext(ctx, "guest: unsubscribe link already used")
		httpx.WriteJSON(w, http.StatusGone, answer{Error: 1, Message: text(r, msgUsed)})
	case err != nil:
		id := requestID(r)
		h.log.ErrorContext(ctx, "guest: unsubscribe failed", "request_id", id, "err", err)
		httpx.WriteJSON(w, http.StatusInternalServerError, answer{Error: 1, Message: text(r, msgInternal), RequestID: id})
	default:
		h.log.InfoContext(ctx, "guest: unsubscribed", "lists", p.Keys())
		httpx.WriteJSON(w, http.StatusOK, answer{Error: 0, Message: text(r, msgDone)})
	}
}

// apply spends the token ut of payload p: a login's token turns its
// categories off in the login's notification preferences, a mailing-list
// token takes the address off its lists. portal.ErrTokenUsed when it was
// spent before.
func (h *handler) apply(ctx context.Context, ut string, p Payload) error {
	if p.Identity != 0 {
		return h.st.UnsubscribeCategories(ctx, portal.HashToken(ut), p.Identity, p.Categories())
	}
	return h.st.ApplyUnsubscribe(ctx, portal.HashToken(ut), p.Email, p.Keys())
}

// oneClick serves the List-Unsubscribe header's URL (RFC 8058): the mail
// provider POSTs "List-Unsubscribe=One-Click" to it, with the token in the
// URL's ut and no session or cookie. A valid token is applied and
// answered 200 with no body — again 200 when it was applied before (the
// provider may retry), changing nothing; an invalid one 400, changing
// nothing. The body is not required to be exactly RFC 8058's: the signed
// token alone decides. A GET (someone opening the URL) is sent to the
// public unsubscribe page with the same token, which asks before doing
// anything: RFC 8058 forbids unsubscribing on a GET, which link scanners
// and prefetchers send.
func (h *handler) oneClick(w http.ResponseWriter, r *http.Request) {
	ut := r.URL.Query().Get("ut")
	switch r.Method {
	case http.MethodPost:
	case http.MethodGet, http.MethodHead:
		w.Header().Set("Location", PagePath+"?ut="+url.QueryEscape(ut))
		w.WriteHeader(http.StatusSeeOther)
		return
	default:
		w.Header().Set("Allow", "POST, GET, HEAD")
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	ctx := r.Context()
	if _, err := io.Copy(io.Discard, http.MaxBytesReader(w, r.Body, MaxBodyBytes)); err != nil {
		h.log.InfoContext(ctx, "guest: one-click unsubscribe refused", "err", err)
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	p, err := Verify(h.secret, ut)
	if err != nil {
		h.log.InfoContext(ctx, "guest: one-click unsubscribe refused", "err", err)
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	switch err := h.apply(ctx, ut, p); {
	case errors.Is(err, portal.ErrTokenUsed):
		w.WriteHeader(http.StatusOK)
	case err != nil:
		h.log.ErrorContext(ctx, "guest: one-click unsubscribe failed", "request_id", requestID(r), "err", err)
		w.WriteHeader(http.StatusInternalServerError)
	default:
		h.log.InfoContext(ctx, "guest: unsubscribed in one click", "lists", p.Keys())
		w.WriteHeader(http.StatusOK)
	}
}

// fail answers 450 (api.md: a wrong request, message in words a subscriber
// understands) and logs the cause, which is never sent.
func (h *handler) fail(w http.ResponseWriter, r *http.Request, msg portal.MsgKey, cause error) {
	h.log.InfoContext(r.Context(), "guest: request refused", "message", msg, "err", cause)
	httpx.WriteJSON(w, int(portal.CodeBadRequest), answer{Error: 1, Message: text(r, msg)})
}

// sameHost reports whether a browser's Origin names the host the request was
// sent to: browsers send Origin on same-origin POSTs too, and the portal's
// own public page must always be able to call its server. The scheme is not
// compared because TLS usually ends at a proxy in front of the portal.
func sameHost(origin, host string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" || host == "" {
		return false
	}
	return strings.EqualFold(u.Host, host)
}

// requestID is the id the server's middleware put in the context, or a
// fresh one, so every 500 carries an id that is also in the log line.
func requestID(r *http.Request) string {
	if id := httpx.RequestID(r.Context()); id != "" {
		return id
	}
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
