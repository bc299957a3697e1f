package main

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"myaccount/internal/mail/mailpittest"
	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// serveWith runs `myaccount serve` on a fresh data folder with env and
// returns the folder, its stdout and stderr once it listens; it stops with
// the test.
func serveWith(t *testing.T, env map[string]string) (dir string, stdout, stderr *syncBuffer) {
	t.Helper()
	dir = t.TempDir()
	stdout, stderr = &syncBuffer{}, &syncBuffer{}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--metrics-addr", "off", "--data", dir},
			func(k string) string { return env[k] }, stdout, stderr)
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			t.Error("server did not stop")
		}
	})
	deadline := time.Now().Add(60 * time.Second)
	for !strings.Contains(stdout.String(), "open http://") {
		select {
		case err := <-done:
			t.Fatalf("server stopped: %v\n%s\n%s", err, stdout, stderr)
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("server did not start:\n%s", stdout)
		}
	}
	return dir, stdout, stderr
}

func enqueueIn(t *testing.T, dir string, m portal.Mail) int64 {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(dir, "myaccount.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	id, err := st.EnqueueMail(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// serve starts the e-mail worker: an invitation written to the outbox
// reaches the SMTP server of MYACCOUNT_SMTP_URL within seconds, and the
// URL's password is printed nowhere.
func TestServeSendsMail(t *testing.T) {
	mp := mailpittest.Start(t)
	dir, stdout, stderr := serveWith(t, map[string]string{"MYACCOUNT_SMTP_URL": mp.SMTPURL(),
		"MYACCOUNT_MAIL_FROM": "Prairie Wave <hello@prairiewave.example>"})
	link := "https://myaccount.example.com/auth/invite?token=serve1"
	enqueueIn(t, dir, portal.Mail{Kind: portal.MailInvitation, To: "new@example.com", Data: map[string]string{"link": link}})
	ms := mp.WaitMessages(t, 1, 15*time.Second)
	m := mp.Message(t, ms[0].ID)
	if m.Subject != "Choose your password for Prairie Wave MyAccount" || m.From.Address != "hello@prairiewave.example" ||
		!strings.Contains(m.Text, link) {
		t.Fatalf("received %+v", m)
	}
	if !strings.Contains(stdout.String(), "e-mail from Prairie Wave <hello@prairiewave.example> through smtp://test@"+mp.SMTPAddr) {
		t.Errorf("start-up lines:\n%s", stdout)
	}
	if strings.Contains(stdout.String()+stderr.String(), "secret") {
		t.Errorf("the SMTP password was printed:\n%s\n%s", stdout, stderr)
	}
}

// Without SMTP settings, serve says so and logs each new message once,
// with its link, for someone following an invitation locally.
func TestServeWithoutSMTPLogsTheLink(t *testing.T) {
	dir, stdout, stderr := serveWith(t, nil)
	if !strings.Contains(stdout.String(), "e-mail is not sent (no MYACCOUNT_SMTP_URL)") {
		t.Errorf("start-up lines:\n%s", stdout)
	}
	link := "https://myaccount.example.com/auth/invite?token=local1"
	enqueueIn(t, dir, portal.Mail{Kind: portal.MailInvitation, To: "new@example.com", Data: map[string]string{"link": link}})
	deadline := time.Now().Add(15 * time.Second)
	for !strings.Contains(stderr.String(), link) {
		if time.Now().After(deadline) {
			t.Fatalf("the link was not logged:\n%s", stderr)
		}
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(2500 * time.Millisecond) // two more polls
	if n := strings.Count(stderr.String(), link); n != 1 {
		t.Fatalf("the message was logged %d times:\n%s", n, stderr)
	}
}

// `myaccount admin mail` lists the outbox: waiting messages by default,
// given-up ones with --failed, every one with --all; each with its
// subject, link and status.
func TestAdminMail(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	env := func(k string) string {
		if k == "MYACCOUNT_DATA" {
			return dir
		}
		return ""
	}
	if err := run(ctx, []string{"migrate", "--data", dir}, env, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(ctx, filepath.Join(dir, "myaccount.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	enqueue := func(m portal.Mail) int64 {
		id, err := st.EnqueueMail(ctx, m)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	waiting := enqueue(portal.Mail{Kind: portal.MailInvitation, To: "ann@example.com", Lang: "fr",
		Data: map[string]string{"link": "https://portal.example/auth/invite?token=w1"}})
	sent := enqueue(portal.Mail{Kind: portal.MailPasswordChanged, To: "bob@example.com"})
	failed := enqueue(portal.Mail{Kind: portal.MailPasswordReset, To: "cat@example.com",
		Data: map[string]string{"link": "https://portal.example/auth/reset?token=f1"}})
	now := time.Now()
	if err := st.MailSent(ctx, sent, now); err != nil {
		t.Fatal(err)
	}
	if _, err := st.ClaimMail(ctx, now.Add(time.Second), now.Add(time.Minute)); err != nil { // the oldest: waiting
		t.Fatal(err)
	}
	if err := st.RetryMail(ctx, waiting, now.Add(time.Minute), "421 4.3.2 try later"); err != nil {
		t.Fatal(err)
	}
	if err := st.FailMail(ctx, failed, now, "550 5.1.1 no such\nuser"); err != nil {
		t.Fatal(err)
	}
	admin := func(args ...string) string {
		t.Helper()
		var out bytes.Buffer
		if err := runAdmin(ctx, args, env, &out, io.Discard); err != nil {
			t.Fatalf("admin %v: %v", args, err)
		}
		return out.String()
	}
	rows := func(out string) []string {
		return regexp.MustCompile(`(?m)^\d+ `).FindAllString(out, -1)
	}
	out := admin("mail")
	if len(rows(out)) != 1 || !strings.Contains(out, "invitation") || !strings.Contains(out, "ann@example.com") ||
		!strings.Contains(out, "waiting, 1 attempt(s)") || !strings.Contains(out, "421 4.3.2 try later") ||
		!strings.Contains(out, "Choisissez votre mot de passe Prairie Wave MyAccount") ||
		!strings.Contains(out, "https://portal.example/auth/invite?token=w1") {
		t.Errorf("admin mail:\n%s", out)
	}
	out = admin("mail", "--failed")
	if len(rows(out)) != 1 || !strings.Contains(out, "failed after 0 attempt(s): 550 5.1.1 no such user") ||
		!strings.Contains(out, "Choose a new password for Prairie Wave MyAccount") {
		t.Errorf("admin mail --failed:\n%s", out)
	}
	out = admin("mail", "--all")
	if r := rows(out); len(r) != 3 || !strings.HasPrefix(r[0], "3 ") || !strings.Contains(out, "sent ") {
		t.Errorf("admin mail --all (newest first):\n%s", out)
	}
	// A notification (issue 31) shows its subject and its absolute link,
	// made from the public URL.
	enqueue(portal.Mail{Kind: portal.MailUsageAlert, To: "dan@example.com", Identity: 1, Data: map[string]string{
		"account": "1001", "percent": "80", "used_bytes": "340000000000", "cap_gb": "425", "days_left": "3",
		"reset": "1796108400000", "pack": "yes"}})
	out = admin("mail")
	if !regexp.MustCompile(`usage-alert +dan@example\.com +waiting +You have used 80% of this month's internet data +http://\S+/ui/user/package\n`).MatchString(out) {
		t.Errorf("admin mail with a usage alert:\n%s", out)
	}
	var help bytes.Buffer
	_ = runAdmin(ctx, []string{"help"}, env, &help, io.Discard)
	if !strings.Contains(help.String(), "E-mail:") || !strings.Contains(help.String(), "mail [--failed] [--all]") {
		t.Errorf("usage:\n%s", help.String())
	}
}
