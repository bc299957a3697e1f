package mail_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"myaccount/internal/mail"
	"myaccount/internal/mail/mailpittest"
	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
	"myaccount/internal/tickets"
)

// A staff reply to a support request reaches the opener through the
// outbox and a real SMTP server: in their language (French here), with
// the reply's text and the link to the conversation.
//
// covers: issue 32 item 3 (the e-mail for a staff reply arrives, in the opener's language)
func TestSupportReplyArrivesInMailpit(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			mp := mailpittest.Start(t)
			st := e.Open(t)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			must(t, st.PutAccount(ctx, portal.Account{ID: 1001, Name: "Avery Fields"}))
			avery, err := st.CreateIdentity(ctx, "avery@example.com", "x")
			must(t, err)
			must(t, st.LinkAccount(ctx, avery, 1001, true))
			storetest.Exec(t, st, `UPDATE identities SET language = 'fr' WHERE id = ?`, avery)

			subscriber, staff := tickets.New(st, tickets.Options{})
			tk, err := subscriber.Open(ctx, portal.NewTicket{Account: 1001, Identity: avery, Category: "internet", Description: "Plus d’Internet"})
			must(t, err)
			_, err = staff.Reply(ctx, portal.StaffMember{Email: "agent@demo.test", Name: "Alex Agent"},
				portal.StaffReply{Ticket: tk.ID, Body: "Redémarrez le routeur, s’il vous plaît."})
			must(t, err)

			w := newWorker(t, st, smtpTo(t, mp.SMTPURL()), mail.Config{Poll: 100 * time.Millisecond})
			done := make(chan error, 1)
			go func() { done <- w.Run(ctx) }()
			ms := mp.WaitMessages(t, 1, 10*time.Second)
			m := mp.Message(t, ms[0].ID)
			if want := fmt.Sprintf("Nouvelle réponse à votre demande no %d", tk.ID); m.Subject != want {
				t.Errorf("subject %q, want %q", m.Subject, want)
			}
			if len(m.To) != 1 || m.To[0].Address != "avery@example.com" {
				t.Errorf("to %+v", m.To)
			}
			link := fmt.Sprintf("https://myaccount.example.com/ui/user/support/%d", tk.ID)
			for _, want := range []string{"Redémarrez le routeur, s’il vous plaît.", link, "Lire et répondre"} {
				if !strings.Contains(m.Text, want) {
					t.Errorf("the text lacks %q:\n%s", want, m.Text)
				}
			}
			cancel()
			<-done
		})
	}
}
