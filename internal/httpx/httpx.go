// Package httpx holds the small HTTP helpers every handler package shares:
// the request id, the caller's address and JSON answers.
package httpx

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/netip"
	"strings"
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
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
