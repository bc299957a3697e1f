package main

import (
	"bufio"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestReadAnswer(t *testing.T) {
	for _, c := range []struct {
		name, raw  string
		status     int
		body       string
		reuse      bool
		wantErr    bool
		restLength int // bytes left for the next answer
	}{
		{"content length", "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\ncontent-length: 5\r\n\r\nhello" + "NEXT", 200, "hello", true, false, 4},
		{"chunked with trailer", "HTTP/1.1 450 Whatever\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\nX-T: 1\r\n\r\n" + "NEXT", 450, "abcde", true, false, 4},
		{"connection close", "HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n", 401, "", false, false, 0},
		{"HTTP/1.0", "HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok", 200, "ok", false, false, 0},
		{"to the end", "HTTP/1.1 200 OK\r\n\r\nall of it", 200, "all of it", false, false, 0},
		{"no content", "HTTP/1.1 204 No Content\r\n\r\nNEXT", 204, "", true, false, 4},
		{"not HTTP", "SSH-2.0-OpenSSH\r\n\r\n", 0, "", false, true, 0},
		{"bad status", "HTTP/1.1 2x0 OK\r\n\r\n", 0, "", false, true, 0},
		{"header without colon", "HTTP/1.1 200 OK\r\nbroken\r\n\r\n", 0, "", false, true, 0},
		{"negative length", "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", 0, "", false, true, 0},
		{"short body", "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc", 0, "", false, true, 0},
		{"cut in the headers", "HTTP/1.1 200 OK\r\nContent-Len", 0, "", false, true, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			br := bufio.NewReader(strings.NewReader(c.raw))
			status, body, reuse, err := readAnswer(br)
			if (err != nil) != c.wantErr {
				t.Fatalf("error %v, want error: %v", err, c.wantErr)
			}
			if err != nil {
				return
			}
			if status != c.status || string(body) != c.body || reuse != c.reuse {
				t.Errorf("got %d %q reuse %v, want %d %q reuse %v", status, body, reuse, c.status, c.body, c.reuse)
			}
			if br.Buffered() != c.restLength {
				t.Errorf("%d bytes left after the answer, want %d", br.Buffered(), c.restLength)
			}
		})
	}
}

// wire sends the token and Host, reuses its connections, keeps to -conns,
// redials after the server closes one, and times a silent server out.
func TestWireAgainstNetHTTPServer(t *testing.T) {
	var (
		conns    atomic.Int64
		inFlight atomic.Int64
		most     atomic.Int64
	)
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := inFlight.Add(1)
		defer inFlight.Add(-1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		time.Sleep(2 * time.Millisecond)
		if r.URL.Query().Get("target") == "close" {
			w.Header().Set("Connection", "close")
		}
		if r.Header.Get("x-omicron") != "tok" || r.Header.Get("Accept") != "application/json" || r.Host == "" {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		if r.URL.Query().Get("target") == "big" {
			_, _ = w.Write([]byte(strings.Repeat("x", 10_000))) // chunked
			return
		}
		_, _ = w.Write([]byte(`{"error":0,"target":"` + r.URL.Query().Get("target") + `"}`))
	}))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			conns.Add(1)
		}
	}
	srv.Start()
	defer srv.Close()

	w, err := newWire(srv.URL, 3, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	var wg sync.WaitGroup
	for i := range 30 {
		wg.Go(func() {
			target := "a b"
			if i == 7 {
				target = "big"
			}
			status, body, err := w.get(targetPath(target), "tok")
			want := `{"error":0,"target":"a b"}`
			if target == "big" {
				want = strings.Repeat("x", 10_000)
			}
			if err != nil || status != 200 || string(body) != want {
				t.Errorf("get: %d %.40q %v", status, body, err)
			}
		})
	}
	wg.Wait()
	if most.Load() > 3 || conns.Load() > 3 {
		t.Errorf("-conns 3: %d requests at once over %d connections", most.Load(), conns.Load())
	}
	if status, _, err := w.get("/api", "wrong"); err != nil || status != 401 {
		t.Errorf("wrong token: %d %v", status, err)
	}
	one, _ := newWire(srv.URL, 1, 5*time.Second)
	defer one.close()
	before := conns.Load()
	for _, target := range []string{"a", "a", "close", "a"} {
		if status, _, err := one.get(targetPath(target), "tok"); err != nil || status != 200 {
			t.Errorf("%s: %d %v", target, status, err)
		}
	}
	if conns.Load() != before+2 {
		t.Errorf("four requests, the third closed by the server: %d connections, want 2", conns.Load()-before)
	}

	silent, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer silent.Close()
	quiet, _ := newWire("http://"+silent.Addr().String(), 1, 100*time.Millisecond)
	defer quiet.close()
	var ne net.Error
	_, _, err = quiet.get("/api", "tok")
	if !errors.As(err, &ne) || !ne.Timeout() {
		t.Errorf("silent server: %v, want a timeout", err)
	}
	if classify(0, nil, err).label != "timeout" {
		t.Errorf("a silent server's answer is not classified as a timeout")
	}
}

func TestNewWireURLs(t *testing.T) {
	for _, c := range []struct{ url, addr string }{
		{"http://example.test", "example.test:80"},
		{"https://example.test", "example.test:443"},
		{"http://127.0.0.1:8080", "127.0.0.1:8080"},
	} {
		w, err := newWire(c.url, 1, time.Second)
		if err != nil || w.addr != c.addr {
			t.Fatalf("%s: %v %v, want address %s", c.url, w, err, c.addr)
		}
		w.close()
	}
	for _, c := range []struct {
		url   string
		conns int
	}{{"ftp://example.test", 1}, {"http://example.test", 0}} {
		if _, err := newWire(c.url, c.conns, time.Second); err == nil {
			t.Errorf("%s with %d connections: no error", c.url, c.conns)
		}
	}
}

// get sends one GET and waits for its answer.
func (w *wire) get(path, token string) (int, []byte, error) {
	answered := make(chan *wireJob, 1)
	w.send(path, token, func(j *wireJob) { answered <- j })
	j := <-answered
	return j.status, j.body, j.err
}
