// Package httpx holds the small HTTP helpers every handler package shares:
// the request id, the caller's address and JSON answers.
package httpx

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
)

type ctxKey int

const requestIDKey ctxKey = 0

// WithRequestID stores the request id in the context.
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey, id)
}

// RequestID returns the request id of the context ("" outside a request).
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

// TrustedProxies lists the networks whose X-Forwarded-For is believed. Set
// once at start-up from configuration, read-only afterwards.
var TrustedProxies []netip.Prefix

// ClientIP is the caller's address: the connection's peer, or, when the peer
// is a trusted proxy, the right-most untrusted address of X-Forwarded-For.
func ClientIP(r *http.Request) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	peer, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}
	}
	peer = peer.Unmap()
	if !trusted(peer) {
		return peer
	}
	hops := strings.Split(r.Header.Get("X-Forwarded-For"), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break
		}
		a = a.Unmap()
		if !trusted(a) {
			return a
		}
	}
	return peer
}

func trusted(a netip.Addr) bool {
	for _, p := range TrustedProxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// WriteJSON answers with v as JSON and the given status.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	buf := jsonBuffers.Get().(*bytes.Buffer)
	defer putJSONBuffer(buf)
	buf.Reset()
	h := w.Header()
	if err := json.NewEncoder(buf).Encode(v); err != nil {
		// Never a partial document: the caller's value cannot be encoded.
		h["Content-Type"] = jsonContentType
		h["Cache-Control"] = noStore
		w.WriteHeader(http.StatusInternalServerError)
		_, _ = w.Write([]byte(`{"error":1,"message":"` + InternalErrorMessage + `"}` + "\n"))
		return
	}
	h["Content-Type"] = jsonContentType
	h["Cache-Control"] = noStore
	if buf.Len() > netHTTPBuffered {
		// Sent whole, with its length, rather than in chunks.
		h["Content-Length"] = []string{strconv.Itoa(buf.Len())}
	}
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// netHTTPBuffered is how much of an answer net/http holds back before it
// sends the headers (its bufferBeforeChunkingSize): an answer this small is
// sent with its Content-Length by net/http itself, so WriteJSON names the
// length only of larger ones. Most answers are small (the polled reads), and
// a header fewer is one less entry that net/http copies, sorts and writes
// per answer.
const netHTTPBuffered = 2048

// InternalErrorMessage answers a failure on the server's side where no
// request language is at hand (a panic, an answer that cannot be encoded).
const InternalErrorMessage = "Something went wrong on our side. Please try again later."

// The answers' fixed header values, shared (net/http only reads them).
var (
	jsonContentType = []string{"application/json; charset=utf-8"}
	noStore         = []string{"no-store"}
)

// jsonBuffers are WriteJSON's encoding buffers, reused across answers.
var jsonBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// putJSONBuffer returns a buffer to the pool unless one answer made it large.
func putJSONBuffer(b *bytes.Buffer) {
	if b.Cap() <= 64<<10 {
		jsonBuffers.Put(b)
	}
}
