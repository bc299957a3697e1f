package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// Support tickets on both engines: a ticket with its first message and
// attachments in one transaction, the limit of active tickets held under
// concurrent requests, the unread count and read marks, a reply racing a
// status change, and the opener's e-mail on a staff reply in their
// language — none for a login that turned the account category off.
//
// covers: issue 32 item 3 (store: atomic create, limits, unread, staff reply e-mail, stale versions)
func TestSupportTicketStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		avery := seedIdentity(t, s, "avery@demo.test", 1001)
		blake := seedIdentity(t, s, "blake@demo.test", 2001)
		must(t, s.PutAccount(ctx, portal.Account{ID: 1001, Name: "Avery Fields"}))
		storetest.Exec(t, s, `UPDATE identities SET language = 'fr' WHERE id = ?`, avery)

		now := clock.Now()
		create := func(account, opener int64, max int) (portal.Ticket, error) {
			return s.CreateTicket(ctx, portal.Ticket{AccountID: account, OpenerID: opener, Category: "internet", Subject: "Slow",
				Diagnostics: []string{"Router: online", "Disconnections: 2"}, CreatedAt: now},
				portal.TicketMessage{IdentityID: opener, Body: "Slow\nsince Monday", At: now, Attachments: []portal.TicketAttachment{
					{Name: "a.png", ContentType: "image/png", Size: 70, FileKey: "tickets/1001/a.png"},
					{Name: "b.pdf", ContentType: "application/pdf", Size: 90, FileKey: "tickets/1001/b.pdf"}}}, max)
		}
		tk, err := create(1001, avery, 20)
		must(t, err)
		got, err := s.TicketWithMessages(ctx, 1001, tk.ID)
		must(t, err)
		if got.Status != portal.TicketOpen || !got.WaitingSince.Equal(now) || len(got.Diagnostics) != 2 || got.AccountName != "Avery Fields" ||
			got.OpenerLogin != "avery@demo.test" || got.OpenerLanguage != "fr" || len(got.Messages) != 1 ||
			got.Messages[0].Author != "Avery Fields" || len(got.Messages[0].Attachments) != 2 {
			t.Fatalf("ticket %+v", got)
		}
		// Another account's ticket reads as none.
		if _, err := s.TicketWithMessages(ctx, 2001, tk.ID); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("foreign read: %v", err)
		}
		att := got.Messages[0].Attachments[1]
		if _, err := s.TicketAttachment(ctx, 2001, tk.ID, att.ID); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("foreign attachment: %v", err)
		}
		if a, err := s.TicketAttachment(ctx, 1001, tk.ID, att.ID); err != nil || a.FileKey != "tickets/1001/b.pdf" {
			t.Fatalf("attachment %+v %v", a, err)
		}
		if err := s.CloseTicketBySubscriber(ctx, 2001, tk.ID, now); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("foreign close: %v", err)
		}
		if err := s.AddSubscriberMessage(ctx, 2001, portal.TicketMessage{TicketID: tk.ID, IdentityID: blake, Body: "x", At: now}); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("foreign message: %v", err)
		}

		// Concurrent requests: never more than max active tickets.
		var wg sync.WaitGroup
		var mu sync.Mutex
		refused := 0
		for range 6 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := create(2001, blake, 3)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case errors.Is(err, portal.ErrTooManyTickets):
					refused++
				case err != nil:
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if list, _ := s.AccountTickets(ctx, 2001, blake); len(list) != 3 || refused != 3 {
			t.Fatalf("%d tickets, %d refused; want 3 and 3", len(list), refused)
		}

		// A staff reply: answered, unread 1 for avery, the e-mail in French.
		clock.Advance(time.Minute)
		action := portal.StaffAction{Actor: "staff:agent@demo.test", Action: "ticket-reply", Subject: "ticket", At: clock.Now()}
		reply := portal.TicketMessage{TicketID: tk.ID, FromStaff: true, StaffEmail: "agent@demo.test", Author: "Sam", Body: "Restart it", At: clock.Now()}
		after, err := s.AddStaffReply(ctx, reply, false, tk.Version, action)
		must(t, err)
		if after.Status != portal.TicketAnswered || !after.WaitingSince.IsZero() || after.Version != tk.Version+1 {
			t.Fatalf("after the reply %+v", after)
		}
		list, err := s.AccountTickets(ctx, 1001, avery)
		must(t, err)
		if len(list) != 1 || list[0].Unread != 1 {
			t.Fatalf("unread %+v", list)
		}
		mails, err := s.OutboxMail(ctx, store.MailWaiting, 10)
		must(t, err)
		if len(mails) != 1 || mails[0].Kind != portal.MailSupportReply || mails[0].Lang != "fr" || mails[0].To != "avery@demo.test" ||
			mails[0].Data["body"] != "Restart it" || mails[0].Data["account"] != "1001" {
			t.Fatalf("mail %+v", mails)
		}
		acts, err := s.StaffActions(ctx, 1001)
		must(t, err)
		if len(acts) != 1 || acts[0].Action != "ticket-reply" || acts[0].Account != 1001 {
			t.Fatalf("actions %+v", acts)
		}
		// A stale version: refused, nothing written.
		if _, err := s.AddStaffReply(ctx, reply, true, tk.Version, action); !errors.Is(err, portal.ErrTicketChanged) {
			t.Fatalf("stale reply: %v", err)
		}
		if _, err := s.SetTicketStatus(ctx, tk.ID, portal.TicketClosed, tk.Version, action); !errors.Is(err, portal.ErrTicketChanged) {
			t.Fatalf("stale status: %v", err)
		}
		// Reading marks it read (never back).
		must(t, s.MarkTicketRead(ctx, tk.ID, avery, after.Messages[1].ID))
		must(t, s.MarkTicketRead(ctx, tk.ID, avery, 1))
		if list, _ = s.AccountTickets(ctx, 1001, avery); list[0].Unread != 0 {
			t.Fatalf("read, unread %d", list[0].Unread)
		}
		// The subscriber's message makes it open, waiting from then.
		clock.Advance(time.Minute)
		must(t, s.AddSubscriberMessage(ctx, 1001, portal.TicketMessage{TicketID: tk.ID, IdentityID: avery, Body: "No change", At: clock.Now()}))
		got, _ = s.TicketWithMessages(ctx, 0, tk.ID)
		if got.Status != portal.TicketOpen || !got.WaitingSince.Equal(clock.Now()) || got.Messages[2].Author != "Avery Fields" {
			t.Fatalf("after the subscriber's message %+v", got)
		}
		// The queue: open ones oldest waiting first.
		q, err := s.TicketQueue(ctx, portal.TicketFilter{Status: "open"}, 200)
		must(t, err)
		if len(q) != 4 || q[len(q)-1].ID != tk.ID {
			t.Fatalf("queue %+v", q)
		}
		waiting, err := s.WaitingTickets(ctx)
		must(t, err)
		if len(waiting) != 4 {
			t.Fatalf("waiting %v", waiting)
		}
		// Assigned, then listed by assignee.
		_, err = s.AssignTicket(ctx, tk.ID, "agent@demo.test", 0, action)
		must(t, err)
		if q, _ = s.TicketQueue(ctx, portal.TicketFilter{Status: "all", Assignee: "agent@demo.test"}, 200); len(q) != 1 || q[0].Assignee != "agent@demo.test" {
			t.Fatalf("by assignee %+v", q)
		}
		if q, _ = s.TicketQueue(ctx, portal.TicketFilter{Status: "all", Assignee: "none", Account: 2001}, 200); len(q) != 3 {
			t.Fatalf("unassigned of 2001: %d", len(q))
		}

		// Avery turns the account category off: the next reply sends nothing.
		must(t, s.SetNotificationPreference(ctx, avery, portal.NotificationPreference{Category: portal.MailAccount, Enabled: false}))
		reply.At = clock.Now()
		_, err = s.AddStaffReply(ctx, reply, true, 0, action)
		must(t, err)
		if mails, _ = s.OutboxMail(ctx, store.MailWaiting, 10); len(mails) != 1 {
			t.Fatalf("an unsubscribed login was written to: %+v", mails)
		}
		if got, _ = s.TicketWithMessages(ctx, 0, tk.ID); got.Status != portal.TicketClosed {
			t.Fatalf("closed with the reply? %s", got.Status)
		}
	})
}
