// Package mailpittest runs Mailpit, a real SMTP server with an HTTP API,
// for tests that send e-mail: Start launches it on free loopback ports and
// stops it when the test ends; Messages and Message read what it received.
// Without Mailpit installed, a test skips saying how to install it — and
// fails when CI is set, so that CI never passes without the e-mail tests.
package mailpittest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// Install is how Mailpit is installed (the version CI uses).
const Install = "go install github.com/axllent/mailpit@v1.33.1"

// Binary finds the mailpit program: on PATH, in $(go env GOPATH)/bin (or
// ~/go/bin), or at /root/go/bin/mailpit.
func Binary() (string, error) {
	if p, err := exec.LookPath("mailpit"); err == nil {
		return p, nil
	}
	var dirs []string
	if gp := os.Getenv("GOPATH"); gp != "" {
		dirs = append(dirs, filepath.SplitList(gp)...)
	}
	if out, err := exec.Command("go", "env", "GOPATH").Output(); err == nil {
		dirs = append(dirs, filepath.SplitList(strings.TrimSpace(string(out)))...)
	}
	if home, err := os.UserHomeDir(); err == nil {
		dirs = append(dirs, filepath.Join(home, "go"))
	}
	dirs = append(dirs, "/root/go")
	for _, d := range dirs {
		p := filepath.Join(d, "bin", "mailpit")
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", errors.New("mailpit not found on PATH nor in $(go env GOPATH)/bin")
}

// Server is one running Mailpit.
type Server struct {
	// SMTPAddr is its SMTP listener (127.0.0.1:port); APIURL its HTTP API
	// (http://127.0.0.1:port).
	SMTPAddr string
	APIURL   string
	cmd      *exec.Cmd
	done     chan struct{}
}

// Start runs Mailpit for t on free loopback ports, accepting any SMTP user
// and password (--smtp-auth-accept-any, and --smtp-auth-allow-insecure
// unless a --smtp-require-… flag is given), with its database in t's temporary folder;
// extra flags are added (TLS certificates, --smtp-require-starttls …). It
// stops when t ends.
func Start(t testing.TB, extra ...string) *Server {
	t.Helper()
	bin, err := Binary()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("the e-mail tests need Mailpit: %v (.ci/run installs it with: %s)", err, Install)
		}
		t.Skipf("the e-mail tests need Mailpit, not installed (%v): install it with `%s`", err, Install)
	}
	var lastErr error
	for range 3 {
		s, err := start(t, bin, extra)
		if err == nil {
			return s
		}
		lastErr = err // most likely a port taken between choosing and binding
	}
	t.Fatalf("mailpit: %v", lastErr)
	return nil
}

func start(t testing.TB, bin string, extra []string) (*Server, error) {
	smtpPort, err := freePort()
	if err != nil {
		return nil, err
	}
	httpPort, err := freePort()
	if err != nil {
		return nil, err
	}
	s := &Server{SMTPAddr: "127.0.0.1:" + smtpPort, APIURL: "http://127.0.0.1:" + httpPort, done: make(chan struct{})}
	args := []string{"--smtp", s.SMTPAddr, "--listen", "127.0.0.1:" + httpPort, "--smtp-auth-accept-any",
		"--disable-version-check", "--database", filepath.Join(t.TempDir(), "mailpit.db"), "--quiet"}
	if !slices.ContainsFunc(extra, func(f string) bool { return strings.HasPrefix(f, "--smtp-require-") }) {
		// Mailpit refuses plain-text AUTH unless told; it refuses this flag
		// beside a TLS requirement.
		args = append(args, "--smtp-auth-allow-insecure")
	}
	args = append(args, extra...)
	s.cmd = exec.Command(bin, args...)
	var output strings.Builder
	s.cmd.Stdout, s.cmd.Stderr = &output, &output
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	go func() { _ = s.cmd.Wait(); close(s.done) }()
	t.Cleanup(s.Stop)
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-s.done:
			return nil, fmt.Errorf("mailpit %s exited: %s", strings.Join(args, " "), output.String())
		default:
		}
		if s.ready() {
			return s, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.Stop()
	return nil, fmt.Errorf("mailpit did not answer within 15 s: %s", output.String())
}

func (s *Server) ready() bool {
	resp, err := http.Get(s.APIURL + "/readyz")
	if err != nil {
		return false
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return false
	}
	c, err := net.DialTimeout("tcp", s.SMTPAddr, time.Second)
	if err != nil {
		return false
	}
	c.Close()
	return true
}

func freePort() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	_, port, err := net.SplitHostPort(ln.Addr().String())
	return port, err
}

// Stop ends Mailpit (tests of a server that went away call it early); it
// is safe to call twice.
func (s *Server) Stop() {
	if s.cmd.Process == nil {
		return
	}
	select {
	case <-s.done:
		return
	default:
	}
	_ = s.cmd.Process.Kill()
	<-s.done
}

// SMTPURL is the portal's MYACCOUNT_SMTP_URL for this server (any user and
// password are accepted).
func (s *Server) SMTPURL() string { return "smtp://test:secret@" + s.SMTPAddr }

// Address is a sender or recipient as Mailpit's API writes it.
type Address struct {
	Name    string
	Address string
}

// Summary is one message of the list.
type Summary struct {
	ID        string
	MessageID string
	From      Address
	To        []Address
	Subject   string
	Created   time.Time
}

// Message is one message in full: its parts and headers.
type Message struct {
	ID        string
	MessageID string
	From      Address
	To        []Address
	ReplyTo   []Address
	Subject   string
	Date      time.Time
	Text      string
	HTML      string
	// Headers are the raw headers, by name.
	Headers map[string][]string
}

// Messages lists what Mailpit received, newest first.
func (s *Server) Messages(t testing.TB) []Summary {
	t.Helper()
	var out struct {
		Messages []Summary `json:"messages"`
	}
	s.get(t, "/api/v1/messages?limit=500", &out)
	return out.Messages
}

// WaitMessages waits until Mailpit holds at least n messages (at most
// timeout) and returns them, newest first.
func (s *Server) WaitMessages(t testing.TB, n int, timeout time.Duration) []Summary {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		ms := s.Messages(t)
		if len(ms) >= n || time.Now().After(deadline) {
			if len(ms) < n {
				t.Fatalf("mailpit holds %d message(s) after %s, want %d", len(ms), timeout, n)
			}
			return ms
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Message reads one message in full.
func (s *Server) Message(t testing.TB, id string) Message {
	t.Helper()
	var m Message
	s.get(t, "/api/v1/message/"+id, &m)
	s.get(t, "/api/v1/message/"+id+"/headers", &m.Headers)
	return m
}

// Raw reads one message as it was received.
func (s *Server) Raw(t testing.TB, id string) string {
	t.Helper()
	var b strings.Builder
	s.get(t, "/api/v1/message/"+id+"/raw", &b)
	return b.String()
}

func (s *Server) get(t testing.TB, path string, into any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.APIURL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("mailpit %s: %v", path, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("mailpit %s: %s", path, resp.Status)
	}
	if b, ok := into.(*strings.Builder); ok {
		raw, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatalf("mailpit %s: %v", path, err)
		}
		b.Write(raw)
		return
	}
	if err := json.NewDecoder(resp.Body).Decode(into); err != nil {
		t.Fatalf("mailpit %s: %v", path, err)
	}
}
