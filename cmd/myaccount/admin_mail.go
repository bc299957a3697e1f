package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"myaccount/internal/config"
	"myaccount/internal/mail"
	"myaccount/internal/store"
)

// adminMailLimit is how many messages `admin mail` prints, newest first.
const adminMailLimit = 200

// adminMail lists the e-mail outbox (`myaccount admin mail [--failed]
// [--all]`): by default the messages not sent yet, with --failed those
// given up, with --all every one. Each row says what the subscriber
// receives (subject and link) and where the message stands, so that
// someone running the portal without SMTP can follow an invitation, and
// the staff can see why one did not leave.
func adminMail(ctx context.Context, w io.Writer, st *store.Store, cfg config.Config, all, failed bool) error {
	filter := store.MailWaiting
	switch {
	case all:
		filter = store.MailAll
	case failed:
		filter = store.MailFailed
	}
	ms, err := st.OutboxMail(ctx, filter, adminMailLimit)
	if err != nil {
		return err
	}
	brand := mail.Brand{Branding: cfg.Branding, PublicURL: cfg.PublicURL, Location: cfg.Location}
	fmt.Fprintln(w, "ID\tCREATED\tKIND\tTO\tSTATUS\tSUBJECT\tLINK")
	for _, m := range ms {
		var status string
		switch {
		case !m.SentAt.IsZero():
			status = "sent " + when(m.SentAt, cfg)
		case !m.FailedAt.IsZero():
			status = fmt.Sprintf("failed after %d attempt(s): %s", m.Attempts, oneLine(m.LastError))
		case m.Attempts > 0:
			status = fmt.Sprintf("waiting, %d attempt(s), next %s: %s", m.Attempts, when(m.NextAttemptAt, cfg), oneLine(m.LastError))
		default:
			status = "waiting"
		}
		subject, link := "(cannot be rendered)", m.Data["link"]
		if r, err := mail.Render(m, brand); err == nil {
			subject, link = r.Subject, r.Link
		}
		if link == "" {
			link = "-"
		}
		fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\t%s\t%s\n", m.ID, when(m.CreatedAt, cfg), m.Kind, m.To, status, subject, link)
	}
	if len(ms) == 0 {
		fmt.Fprintln(w, "(none)")
	} else if len(ms) == adminMailLimit {
		fmt.Fprintf(w, "(the newest %d only)\n", adminMailLimit)
	}
	return nil
}

// oneLine keeps an SMTP error on one table row, at most 120 characters.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 120 {
		s = string(r[:119]) + "…"
	}
	return s
}
