package main

import (
	"context"
	"fmt"
	"io"
	"net/url"

	"myaccount/internal/config"
	"myaccount/internal/mail"
	"myaccount/internal/push"
	"myaccount/internal/store"
)

// adminPush lists the Web Push outbox, newest first (`myaccount admin
// push`): each push's login, what it said, the push service it went to and
// where it stands (sent, waiting with its last answer, or given up — a
// 404/410 removed the subscription), as `admin mail` lists the e-mails.
func adminPush(ctx context.Context, w io.Writer, st *store.Store, cfg config.Config) error {
	ps, err := st.Pushes(ctx, adminMailLimit)
	if err != nil {
		return err
	}
	brand := mail.Brand{Branding: cfg.Branding, PublicURL: cfg.PublicURL, Location: cfg.Location}
	fmt.Fprintln(w, "ID\tCREATED\tKIND\tLOGIN\tSTATUS\tTITLE\tPUSH SERVICE")
	for _, p := range ps {
		var status string
		switch {
		case !p.SentAt.IsZero():
			status = "sent " + when(p.SentAt, cfg)
		case !p.FailedAt.IsZero():
			status = fmt.Sprintf("failed after %d attempt(s): %s", p.Attempts, oneLine(p.LastError))
		case p.Attempts > 0:
			status = fmt.Sprintf("waiting, %d attempt(s), next %s: %s", p.Attempts, when(p.NextAttemptAt, cfg), oneLine(p.LastError))
		default:
			status = "waiting"
		}
		title := "(cannot be rendered)"
		if pl, err := push.PayloadOf(p, brand); err == nil {
			title = pl.Title
		}
		service := "(removed)"
		if u, err := url.Parse(p.Subscription.Endpoint); err == nil && u.Host != "" {
			service = u.Host
		}
		login := p.Login
		if login == "" {
			login = "(deleted)"
		}
		fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\t%s\t%s\n", p.ID, when(p.CreatedAt, cfg), p.Kind, login, status, title, service)
	}
	if len(ps) == 0 {
		fmt.Fprintln(w, "(none)")
	} else if len(ps) == adminMailLimit {
		fmt.Fprintf(w, "(the newest %d only)\n", adminMailLimit)
	}
	return nil
}
