package mail_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"errors"
	"log/slog"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/mail"
	"myaccount/internal/mail/mailpittest"
	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

var brand = mail.Brand{Branding: portal.DemoBranding, PublicURL: "https://myaccount.example.com", Location: time.UTC}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func newWorker(t *testing.T, st mail.Outbox, sender mail.Sender, c mail.Config) *mail.Worker {
	t.Helper()
	c.Outbox, c.Sender, c.Brand = st, sender, brand
	if c.From == "" {
		c.From = "no-reply@prairiewave.example"
	}
	w, err := mail.NewWorker(c)
	must(t, err)
	return w
}

func smtpTo(t *testing.T, url string) *mail.SMTP {
	t.Helper()
	s, err := mail.ParseSMTP(url)
	must(t, err)
	s.DialTimeout, s.SendTimeout = 2*time.Second, 5*time.Second
	return s
}

// An invitation written to the outbox reaches a real SMTP server with the
// running worker: its subject, both parts, the link, the language and the
// stored Message-ID; the outbox records it sent.
func TestWorkerDeliversThroughMailpit(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			mp := mailpittest.Start(t)
			st := e.Open(t)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			link := "https://myaccount.example.com/auth/invite?token=tok123&lang=fr"
			id, err := st.EnqueueMail(ctx, portal.Mail{Kind: portal.MailInvitation, To: "zoe@example.com", Lang: "fr",
				Data: map[string]string{"link": link}})
			must(t, err)
			stored, err := st.Mail(ctx, id)
			must(t, err)

			w := newWorker(t, st, smtpTo(t, mp.SMTPURL()), mail.Config{Poll: 100 * time.Millisecond})
			done := make(chan error, 1)
			go func() { done <- w.Run(ctx) }()
			ms := mp.WaitMessages(t, 1, 10*time.Second)
			m := mp.Message(t, ms[0].ID)
			if m.Subject != "Choisissez votre mot de passe Prairie Wave MyAccount" {
				t.Errorf("subject %q", m.Subject)
			}
			if "<"+m.MessageID+">" != stored.MessageID {
				t.Errorf("Message-ID %q, stored %q", m.MessageID, stored.MessageID)
			}
			if len(m.To) != 1 || m.To[0].Address != "zoe@example.com" || m.From.Address != "no-reply@prairiewave.example" ||
				m.From.Name != "Prairie Wave Internet" || len(m.ReplyTo) != 1 || m.ReplyTo[0].Address != "support@prairiewave.example" {
				t.Errorf("addresses: from %+v to %+v reply-to %+v", m.From, m.To, m.ReplyTo)
			}
			for _, part := range []string{m.Text, m.HTML} {
				for _, want := range []string{"Choisir mon mot de passe", "7\u00a0jours", "ne peut servir qu’une seule fois"} {
					if !strings.Contains(part, want) {
						t.Errorf("a part lacks %q:\n%s", want, part)
					}
				}
			}
			if !strings.Contains(m.Text, link) || !strings.Contains(m.HTML, `href="https://myaccount.example.com/auth/invite?token=tok123&amp;lang=fr"`) {
				t.Errorf("the link:\n%s\n%s", m.Text, m.HTML)
			}
			if got := m.Headers["Content-Language"]; len(got) != 1 || got[0] != "fr-CA" {
				t.Errorf("Content-Language %v", got)
			}
			if got := m.Headers["Content-Type"]; len(got) != 1 || !strings.HasPrefix(got[0], "multipart/alternative") {
				t.Errorf("Content-Type %v", got)
			}
			raw := mp.Raw(t, ms[0].ID)
			for _, want := range []string{"Content-Type: text/plain; charset=utf-8", "Content-Type: text/html; charset=utf-8",
				"Content-Transfer-Encoding: quoted-printable", "MIME-Version: 1.0", "Message-ID: " + stored.MessageID} {
				if !strings.Contains(raw, want) {
					t.Errorf("raw message lacks %q", want)
				}
			}
			// The outbox says sent.
			deadline := time.Now().Add(5 * time.Second)
			for {
				got, err := st.Mail(ctx, id)
				must(t, err)
				if !got.SentAt.IsZero() && got.Attempts == 1 {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("not recorded sent: %+v", got)
				}
				time.Sleep(20 * time.Millisecond)
			}
			// And a message written while the worker runs goes within a poll,
			// its French subject encoded (RFC 2047) and read back whole.
			_, err = st.EnqueueMail(ctx, portal.Mail{Kind: portal.MailPasswordChanged, To: "ann@example.com", Lang: "fr"})
			must(t, err)
			ms = mp.WaitMessages(t, 2, 5*time.Second)
			if ms[0].Subject != "Votre mot de passe Prairie Wave MyAccount a été modifié" ||
				!strings.Contains(mp.Raw(t, ms[0].ID), "Subject: =?utf-8?q?") {
				t.Errorf("second message: %q", ms[0].Subject)
			}
			cancel()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("Run: %v", err)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("Run did not stop on cancel")
			}
		})
	}
}

// Workers on two replicas share one outbox: every message arrives once.
func TestWorkersOnTwoReplicasSendEachOnce(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			mp := mailpittest.Start(t)
			st := e.Open(t)
			replica := storetest.Replica(t, st)
			ctx := context.Background()
			const n = 12
			for i := range n {
				_, err := st.EnqueueMail(ctx, portal.Mail{Kind: portal.MailPasswordChanged, To: "user" + string(rune('a'+i)) + "@example.com"})
				must(t, err)
			}
			var wg sync.WaitGroup
			var mu sync.Mutex
			total := 0
			for _, s := range []*store.Store{st, replica, st, replica} {
				w := newWorker(t, s, smtpTo(t, mp.SMTPURL()), mail.Config{})
				wg.Add(1)
				go func() {
					defer wg.Done()
					sent, err := w.Drain(ctx)
					if err != nil {
						t.Error(err)
					}
					mu.Lock()
					total += sent
					mu.Unlock()
				}()
			}
			wg.Wait()
			// A worker that lost five claims in a row stops its round early;
			// the next round takes what is left.
			if total < n {
				w := newWorker(t, st, smtpTo(t, mp.SMTPURL()), mail.Config{})
				more, err := w.Drain(ctx)
				must(t, err)
				total += more
			}
			time.Sleep(200 * time.Millisecond) // any late duplicate would have landed
			ms := mp.Messages(t)
			seen := map[string]int{}
			for _, m := range ms {
				seen[m.MessageID]++
			}
			if total != n || len(ms) != n || len(seen) != n {
				t.Fatalf("sent %d, Mailpit holds %d messages with %d Message-IDs; want %d each", total, len(ms), len(seen), n)
			}
			waiting, err := st.OutboxMail(ctx, store.MailWaiting, 0)
			must(t, err)
			if len(waiting) != 0 {
				t.Fatalf("%d still waiting", len(waiting))
			}
		})
	}
}

type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time          { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *fakeClock) Advance(d time.Duration) { c.mu.Lock(); c.now = c.now.Add(d); c.mu.Unlock() }

// With the SMTP server down, a message is retried with a doubling wait,
// keeps the last error, is given up after MaxAttempts, and never sent; a
// message that the server comes back for goes out.
func TestWorkerRetriesThenGivesUp(t *testing.T) {
	mp := mailpittest.Start(t)
	url := mp.SMTPURL()
	mp.Stop()
	st := storetest.SQLite(t)
	clock := &fakeClock{now: time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)}
	st.Now = clock.Now
	ctx := context.Background()
	id, err := st.EnqueueMail(ctx, portal.Mail{Kind: portal.MailPasswordChanged, To: "ann@example.com"})
	must(t, err)
	w := newWorker(t, st, smtpTo(t, url), mail.Config{Now: clock.Now, MaxAttempts: 4, Backoff: time.Minute, MaxBackoff: 3 * time.Minute})
	var waits []time.Duration
	for attempt := 1; attempt <= 4; attempt++ {
		sent, err := w.Drain(ctx)
		must(t, err)
		m, err := st.Mail(ctx, id)
		must(t, err)
		if sent != 0 || m.Attempts != attempt || m.LastError == "" || !m.SentAt.IsZero() {
			t.Fatalf("attempt %d: sent %d, %+v", attempt, sent, m)
		}
		if attempt < 4 {
			if !m.FailedAt.IsZero() {
				t.Fatalf("given up after %d attempts", attempt)
			}
			waits = append(waits, m.NextAttemptAt.Sub(clock.Now()))
			// Not due before its wait.
			clock.Advance(m.NextAttemptAt.Sub(clock.Now()) - time.Second)
			if n, err := w.Drain(ctx); err != nil || n != 0 {
				t.Fatalf("drained early: %d, %v", n, err)
			}
			if m2, _ := st.Mail(ctx, id); m2.Attempts != attempt {
				t.Fatalf("tried before its wait: %+v", m2)
			}
			clock.Advance(time.Second)
		} else if m.FailedAt.IsZero() || !strings.Contains(m.LastError, "smtp 127.0.0.1") {
			t.Fatalf("after the last attempt: %+v", m)
		}
	}
	if len(waits) != 3 || waits[0] != time.Minute || waits[1] != 2*time.Minute || waits[2] != 3*time.Minute {
		t.Fatalf("waits %v, want 1m 2m 3m (doubling, capped)", waits)
	}
	failed, err := st.OutboxMail(ctx, store.MailFailed, 0)
	must(t, err)
	if len(failed) != 1 || failed[0].ID != id {
		t.Fatalf("failed list: %+v", failed)
	}
	clock.Advance(time.Hour)
	if n, err := w.Drain(ctx); err != nil || n != 0 {
		t.Fatalf("a failed message was taken again: %d, %v", n, err)
	}
}

// A recipient the server refuses for good (a 5xx to RCPT) is given up at
// once, not retried for hours.
func TestWorkerGivesUpARefusedRecipient(t *testing.T) {
	mp := mailpittest.Start(t, "--smtp-allowed-recipients", `@example\.com$`)
	st := storetest.SQLite(t)
	ctx := context.Background()
	refused, err := st.EnqueueMail(ctx, portal.Mail{Kind: portal.MailPasswordChanged, To: "ann@elsewhere.example"})
	must(t, err)
	accepted, err := st.EnqueueMail(ctx, portal.Mail{Kind: portal.MailPasswordChanged, To: "bob@example.com"})
	must(t, err)
	w := newWorker(t, st, smtpTo(t, mp.SMTPURL()), mail.Config{})
	_, err = w.Drain(ctx)
	must(t, err)
	m, err := st.Mail(ctx, refused)
	must(t, err)
	if m.FailedAt.IsZero() || m.Attempts != 1 || !strings.Contains(m.LastError, "refused") {
		t.Fatalf("refused recipient: %+v", m)
	}
	if m, _ := st.Mail(ctx, accepted); m.SentAt.IsZero() {
		t.Fatalf("the other message: %+v", m)
	}
	if ms := mp.Messages(t); len(ms) != 1 || ms[0].To[0].Address != "bob@example.com" {
		t.Fatalf("mailpit holds %+v", ms)
	}
}

// selfSigned writes a certificate for 127.0.0.1 and its key into dir and
// returns the pool that trusts it.
func selfSigned(t *testing.T, dir string) (certFile, keyFile string, pool *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	must(t, err)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, NotBefore: time.Now().Add(-time.Hour),
		NotAfter: time.Now().Add(time.Hour), KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, IsCA: true, BasicConstraintsValid: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	must(t, err)
	keyDER, err := x509.MarshalECPrivateKey(key)
	must(t, err)
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	must(t, os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600))
	must(t, os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), 0o600))
	cert, err := x509.ParseCertificate(der)
	must(t, err)
	pool = x509.NewCertPool()
	pool.AddCert(cert)
	return certFile, keyFile, pool
}

// The two encrypted ways: STARTTLS on smtp:// (used whenever the server
// offers it) and TLS from the first byte on smtps://; a certificate the
// sender does not trust stops the send.
func TestSMTPOverTLS(t *testing.T) {
	certFile, keyFile, pool := selfSigned(t, t.TempDir())
	for _, c := range []struct {
		name, scheme, flag string
	}{
		{"starttls", "smtp", "--smtp-require-starttls"},
		{"implicit", "smtps", "--smtp-require-tls"},
	} {
		t.Run(c.name, func(t *testing.T) {
			mp := mailpittest.Start(t, "--smtp-tls-cert", certFile, "--smtp-tls-key", keyFile, c.flag)
			url := c.scheme + "://test:secret@" + mp.SMTPAddr
			msg := []byte("From: a@example.com\r\nTo: b@example.com\r\nSubject: tls\r\nMessage-ID: <" + c.name + "@test>\r\n\r\nhello\r\n")
			untrusted := smtpTo(t, url)
			if err := untrusted.Send(context.Background(), "a@example.com", []string{"b@example.com"}, msg); err == nil {
				t.Fatal("sent to a server whose certificate is not trusted")
			}
			s := smtpTo(t, url)
			s.TLSConfig = &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
			must(t, s.Send(context.Background(), "a@example.com", []string{"b@example.com"}, msg))
			if ms := mp.WaitMessages(t, 1, 5*time.Second); ms[0].Subject != "tls" {
				t.Fatalf("%+v", ms)
			}
		})
	}
}

// A send is bounded: a server that accepts the connection and never
// answers is left after SendTimeout.
func TestSMTPTimesOut(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	must(t, err)
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			defer c.Close() // silent: no greeting
		}
	}()
	s, err := mail.ParseSMTP("smtp://" + ln.Addr().String())
	must(t, err)
	s.SendTimeout = 300 * time.Millisecond
	start := time.Now()
	err = s.Send(context.Background(), "a@example.com", []string{"b@example.com"}, []byte("x"))
	if err == nil || time.Since(start) > 3*time.Second {
		t.Fatalf("after %s: %v", time.Since(start), err)
	}
	var ne net.Error
	if !errors.As(err, &ne) || !ne.Timeout() {
		t.Errorf("not a timeout: %v", err)
	}
}

// Without SMTP settings nothing is sent: each waiting message is logged
// once (kind, recipient, subject, link), however many polls pass, and
// stays waiting in the outbox.
func TestWorkerWithoutSMTPLogsEachMessageOnce(t *testing.T) {
	st := storetest.SQLite(t)
	ctx := context.Background()
	var buf syncBuffer
	log := slog.New(slog.NewTextHandler(&buf, nil))
	link := "https://myaccount.example.com/auth/invite?token=demo1"
	_, err := st.EnqueueMail(ctx, portal.Mail{Kind: portal.MailInvitation, To: "new@example.com", Data: map[string]string{"link": link}})
	must(t, err)
	w := newWorker(t, st, nil, mail.Config{Log: log, Poll: 20 * time.Millisecond})
	runCtx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- w.Run(runCtx) }()
	time.Sleep(150 * time.Millisecond)
	_, err = st.EnqueueMail(ctx, portal.Mail{Kind: portal.MailPasswordReset, To: "other@example.com",
		Data: map[string]string{"link": "https://myaccount.example.com/auth/reset?token=r2"}})
	must(t, err)
	time.Sleep(150 * time.Millisecond)
	cancel()
	must(t, <-done)
	out := buf.String()
	if n := strings.Count(out, "e-mail not sent (no SMTP settings)"); n != 2 {
		t.Fatalf("%d lines for two messages:\n%s", n, out)
	}
	for _, want := range []string{"kind=invitation", "to=new@example.com", `subject="Choose your password for Prairie Wave MyAccount"`,
		`link="` + link, "kind=password-reset", "token=r2", "MYACCOUNT_SMTP_URL"} {
		if !strings.Contains(out, want) {
			t.Errorf("log lacks %q:\n%s", want, out)
		}
	}
	waiting, err := st.OutboxMail(ctx, store.MailWaiting, 0)
	must(t, err)
	if len(waiting) != 2 || waiting[0].Attempts != 0 {
		t.Fatalf("waiting: %+v", waiting)
	}
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}
func (s *syncBuffer) String() string { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }
