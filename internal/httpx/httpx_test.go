package httpx

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
)

// covers: PLAT-138
func TestClientIP(t *testing.T) {
	TrustedProxies = []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}
	t.Cleanup(func() { TrustedProxies = nil })
	for _, c := range []struct{ remote, xff, want string }{
		{"203.0.113.9:4000", "", "203.0.113.9"},
		{"203.0.113.9:4000", "1.2.3.4", "203.0.113.9"},             // untrusted peer: header ignored
		{"10.0.0.5:4000", "198.51.100.7", "198.51.100.7"},          // trusted proxy
		{"10.0.0.5:4000", "6.6.6.6, 198.51.100.7", "198.51.100.7"}, // right-most untrusted hop
		{"10.0.0.5:4000", "198.51.100.7, 10.0.0.9", "198.51.100.7"},
		{"10.0.0.5:4000", "garbage", "10.0.0.5"},
		{"[::ffff:192.168.1.2]:80", "", "192.168.1.2"},
		{"[2001:db8::1]:80", "", "2001:db8::1"},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.remote
		if c.xff != "" {
			r.Header.Set("X-Forwarded-For", c.xff)
		}
		if got := ClientIP(r).String(); got != c.want {
			t.Errorf("ClientIP(%s, %q) = %s, want %s", c.remote, c.xff, got, c.want)
		}
	}
}

// Every JSON answer reaches the client with its length, never chunked: the
// small ones through net/http's own count, the large ones through WriteJSON.
func TestWriteJSONAnswersCarryTheirLength(t *testing.T) {
	for _, size := range []int{10, netHTTPBuffered - 20, netHTTPBuffered + 1, 100_000} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			WriteJSON(w, http.StatusOK, map[string]string{"text": strings.Repeat("x", size)})
		}))
		resp, err := http.Get(srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		srv.Close()
		if err != nil {
			t.Fatal(err)
		}
		if resp.ContentLength != int64(len(body)) || len(resp.TransferEncoding) != 0 {
			t.Errorf("a %d-byte answer: Content-Length %d, transfer encoding %v", len(body), resp.ContentLength, resp.TransferEncoding)
		}
	}
}
