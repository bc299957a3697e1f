// Package filestest runs an S3 server for tests (gofakes3, in process)
// behind a front that can freeze — it accepts connections and never
// answers, like a hung object store — or stop, leaving a closed port.
package filestest

import (
	"io"
	"net"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"myaccount/internal/files"
)

// Bucket is the bucket the server holds.
const Bucket = "portal"

// Server is the S3 server and its front.
type Server struct {
	// Options reach the server through the front (no time limits set).
	Options files.S3Options

	ln      net.Listener
	backend string
	frozen  atomic.Bool
	mu      sync.Mutex
	conns   []net.Conn
}

// New starts the server holding the bucket Bucket, and its front; both
// stop with the test.
func New(t testing.TB) *Server {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket(Bucket); err != nil {
		t.Fatal(err)
	}
	s3 := httptest.NewServer(gofakes3.New(backend, gofakes3.WithLogger(gofakes3.DiscardLog())).Server())
	t.Cleanup(s3.Close)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{ln: ln, backend: strings.TrimPrefix(s3.URL, "http://"),
		Options: files.S3Options{Endpoint: ln.Addr().String(), Bucket: Bucket, AccessKey: "test-access-key",
			SecretKey: "test-secret-key", Prefix: "myaccount/"}}
	t.Cleanup(s.Stop)
	go s.accept()
	return s
}

// Freeze makes the store hang: connections are accepted (and those open
// stay open) but nothing sent reaches the server, so nothing is answered.
func (s *Server) Freeze() { s.frozen.Store(true) }

// Thaw undoes Freeze.
func (s *Server) Thaw() { s.frozen.Store(false) }

// Stop closes the front: its port refuses connections, and the open ones
// are cut.
func (s *Server) Stop() {
	_ = s.ln.Close()
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range s.conns {
		_ = c.Close()
	}
	s.conns = nil
}

func (s *Server) accept() {
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		s.mu.Lock()
		s.conns = append(s.conns, c)
		s.mu.Unlock()
		go s.serve(c)
	}
}

// serve forwards a connection to the server while the front is not
// frozen; frozen, what the client sends is read and dropped.
func (s *Server) serve(c net.Conn) {
	defer c.Close()
	b, err := net.Dial("tcp", s.backend)
	if err != nil {
		return
	}
	defer b.Close()
	s.mu.Lock()
	s.conns = append(s.conns, b)
	s.mu.Unlock()
	go func() { _, _ = io.Copy(c, b) }()
	buf := make([]byte, 32<<10)
	for {
		n, err := c.Read(buf)
		if n > 0 && !s.frozen.Load() {
			if _, werr := b.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}
