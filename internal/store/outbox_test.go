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

func enqueue(t *testing.T, s *store.Store, to string) int64 {
	t.Helper()
	id, err := s.EnqueueMail(context.Background(), portal.Mail{Kind: portal.MailInvitation, To: to, Lang: "fr",
		Identity: 7, Data: map[string]string{"link": "https://portal.example/auth/invite?t=" + to}})
	must(t, err)
	return id
}

// The worker's cycle: a due message is leased to one worker, counted as an
// attempt, and comes back when its lease runs out, when its retry is due,
// never once sent or given up.
func TestOutboxLeaseRetrySendFail(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		lease := func() (portal.Mail, error) {
			now := clock.Now()
			return s.ClaimMail(ctx, now, now.Add(5*time.Minute))
		}
		if _, err := lease(); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("empty outbox: %v", err)
		}
		first := enqueue(t, s, "ann@example.com")
		clock.Advance(time.Second)
		second := enqueue(t, s, "bob@example.com")

		m, err := lease()
		must(t, err)
		if m.ID != first || m.Attempts != 1 || m.Kind != portal.MailInvitation || m.To != "ann@example.com" ||
			m.Lang != "fr" || m.Identity != 7 || m.Data["link"] != "https://portal.example/auth/invite?t=ann@example.com" ||
			m.MessageID == "" || !m.SentAt.IsZero() {
			t.Fatalf("first lease: %+v", m)
		}
		messageID := m.MessageID
		if m, err := lease(); err != nil || m.ID != second {
			t.Fatalf("second lease: %+v, %v", m, err)
		}
		if _, err := lease(); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("both leased, yet: %v", err)
		}

		// A worker that died: its lease runs out and the message is taken
		// again, under the same Message-ID.
		clock.Advance(5*time.Minute + time.Millisecond)
		m, err = lease()
		must(t, err)
		if m.ID != first || m.Attempts != 2 || m.MessageID != messageID {
			t.Fatalf("after the lease ran out: %+v", m)
		}
		must(t, s.RetryMail(ctx, first, clock.Now().Add(2*time.Minute), "421 try later"))
		m, err = lease()
		must(t, err)
		if m.ID != second || m.Attempts != 2 {
			t.Fatalf("the retried message is not due yet, the other is: %+v", m)
		}
		must(t, s.MailSent(ctx, second, clock.Now()))
		if _, err := lease(); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("retry not due yet: %v", err)
		}
		clock.Advance(2 * time.Minute)
		m, err = lease()
		must(t, err)
		if m.ID != first || m.Attempts != 3 || m.LastError != "421 try later" {
			t.Fatalf("retry due: %+v", m)
		}
		must(t, s.FailMail(ctx, first, clock.Now(), "550 no such user"))
		clock.Advance(time.Hour)
		if _, err := lease(); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("sent and failed messages are never taken again: %v", err)
		}
		// A late retry or a second verdict changes nothing.
		must(t, s.RetryMail(ctx, first, clock.Now(), "late"))
		must(t, s.RetryMail(ctx, second, clock.Now(), "late"))
		must(t, s.MailSent(ctx, second, clock.Now()))
		if m, err := s.Mail(ctx, first); err != nil || m.FailedAt.IsZero() || m.LastError != "550 no such user" || m.Attempts != 3 {
			t.Fatalf("failed message: %+v, %v", m, err)
		}
		if m, err := s.Mail(ctx, second); err != nil || !m.SentAt.Equal(clock.Now().Add(-time.Hour-2*time.Minute)) || m.LastError != "" {
			t.Fatalf("sent message keeps its first time: %+v, %v", m, err)
		}
		if _, err := s.Mail(ctx, 999); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("missing message: %v", err)
		}
	})
}

// The admin's lists: waiting, failed or all, newest first, with a limit;
// and the no-SMTP log's "waiting after id".
func TestOutboxLists(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		var ids []int64
		for _, to := range []string{"a@x.example", "b@x.example", "c@x.example", "d@x.example"} {
			ids = append(ids, enqueue(t, s, to))
			clock.Advance(time.Second)
		}
		must(t, s.MailSent(ctx, ids[0], clock.Now()))
		must(t, s.FailMail(ctx, ids[1], clock.Now(), "refused"))
		for _, c := range []struct {
			filter store.MailFilter
			limit  int
			want   []int64
		}{
			{store.MailWaiting, 0, []int64{ids[3], ids[2]}},
			{store.MailFailed, 10, []int64{ids[1]}},
			{store.MailAll, 0, []int64{ids[3], ids[2], ids[1], ids[0]}},
			{store.MailAll, 3, []int64{ids[3], ids[2], ids[1]}},
		} {
			ms, err := s.OutboxMail(ctx, c.filter, c.limit)
			must(t, err)
			var got []int64
			for _, m := range ms {
				got = append(got, m.ID)
			}
			if len(got) != len(c.want) {
				t.Fatalf("%s/%d: %v, want %v", c.filter, c.limit, got, c.want)
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Fatalf("%s/%d: %v, want %v", c.filter, c.limit, got, c.want)
				}
			}
		}
		if _, err := s.OutboxMail(ctx, "bogus", 1); err == nil {
			t.Fatal("unknown list accepted")
		}
		ms, err := s.WaitingMailAfter(ctx, ids[2], 10)
		must(t, err)
		if len(ms) != 1 || ms[0].ID != ids[3] {
			t.Fatalf("waiting after %d: %+v", ids[2], ms)
		}
		ms, err = s.WaitingMailAfter(ctx, 0, 1)
		must(t, err)
		if len(ms) != 1 || ms[0].ID != ids[2] {
			t.Fatalf("waiting after 0, one: %+v", ms)
		}
	})
}

// Workers on two replicas take from one outbox: each message is leased to
// exactly one of them.
func TestOutboxLeasedOnceAcrossReplicas(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		replica := storetest.Replica(t, s)
		replica.Now = clock.Now
		const n = 20
		for range n {
			enqueue(t, s, "someone@x.example")
		}
		var mu sync.Mutex
		got := map[int64]int{}
		var wg sync.WaitGroup
		for _, st := range []*store.Store{s, replica, s, replica} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					now := clock.Now()
					m, err := st.ClaimMail(ctx, now, now.Add(time.Minute))
					if errors.Is(err, portal.ErrNoRows) {
						return
					}
					if err != nil {
						t.Error(err)
						return
					}
					mu.Lock()
					got[m.ID]++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if len(got) != n {
			t.Fatalf("%d messages leased, want %d", len(got), n)
		}
		for id, times := range got {
			if times != 1 {
				t.Errorf("message %d leased %d times", id, times)
			}
		}
	})
}
