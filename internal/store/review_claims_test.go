package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// Claims on review items (issue 30): one holder at a time, renewed by its
// holder, free again once lapsed or released, taken over only from the
// holder the staff confirmed, and that recorded in the staff log.
// covers: issue 30 item 2 (claim an item so two agents don't work the same one)
func TestReviewClaims(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		claim := func(email, from string) (portal.ReviewClaim, error) {
			now := clock.Now()
			return s.ClaimReview(ctx, portal.ReviewClaim{Queue: "contracts", ItemID: 5, Email: email, Name: email[:3],
				ClaimedAt: now, ExpiresAt: now.Add(30 * time.Minute)},
				from, portal.StaffAction{Actor: "staff:" + email, Action: "claim-review", Subject: "contracts 5", At: now})
		}
		c, err := claim("ann@isp.example", "")
		must(t, err)
		first := c.ClaimedAt
		if c.Email != "ann@isp.example" || c.Name != "ann" || c.Queue != "contracts" || c.ItemID != 5 {
			t.Fatalf("claim: %+v", c)
		}
		clock.Advance(time.Minute)
		// Ann again: renewed, claimed since the first time.
		c, err = claim("ann@isp.example", "")
		must(t, err)
		if !c.ClaimedAt.Equal(first) || !c.ExpiresAt.Equal(clock.Now().Add(30*time.Minute)) {
			t.Fatalf("renewed: %+v (first %v)", c, first)
		}
		// Bob is answered Ann's claim.
		c, err = claim("bob@isp.example", "")
		if !errors.Is(err, portal.ErrClaimed) || c.Email != "ann@isp.example" {
			t.Fatalf("bob's claim: %+v, %v", c, err)
		}
		// Taking over from someone else than the holder is refused too.
		if _, err := claim("bob@isp.example", "cy@isp.example"); !errors.Is(err, portal.ErrClaimed) {
			t.Fatalf("take over from the wrong holder: %v", err)
		}
		list, err := s.ReviewClaims(ctx, "contracts", clock.Now())
		must(t, err)
		if len(list) != 1 || list[0].Email != "ann@isp.example" {
			t.Fatalf("claims: %+v", list)
		}
		if other, err := s.ReviewClaims(ctx, "void-cheques", clock.Now()); err != nil || len(other) != 0 {
			t.Fatalf("another queue's claims: %+v, %v", other, err)
		}
		// Bob takes it over from Ann, confirmed: recorded.
		c, err = claim("bob@isp.example", "ann@isp.example")
		must(t, err)
		if c.Email != "bob@isp.example" || !c.ClaimedAt.Equal(clock.Now()) {
			t.Fatalf("taken over: %+v", c)
		}
		as, err := s.StaffActions(ctx, 0)
		must(t, err)
		if len(as) != 1 || as[0].Actor != "staff:bob@isp.example" || as[0].Detail != "taken over from ann@isp.example" {
			t.Fatalf("staff log: %+v", as)
		}
		// Ann's release does not end Bob's claim; Bob's does.
		must(t, s.ReleaseReview(ctx, "contracts", 5, "ann@isp.example"))
		if list, _ := s.ReviewClaims(ctx, "contracts", clock.Now()); len(list) != 1 {
			t.Fatalf("after ann's release: %+v", list)
		}
		must(t, s.ReleaseReview(ctx, "contracts", 5, "bob@isp.example"))
		if list, _ := s.ReviewClaims(ctx, "contracts", clock.Now()); len(list) != 0 {
			t.Fatalf("after bob's release: %+v", list)
		}
		// A lapsed claim is nobody's: listed no more, and anyone claims it
		// without taking it over (nothing recorded).
		_, err = claim("ann@isp.example", "")
		must(t, err)
		clock.Advance(30*time.Minute + time.Millisecond)
		if list, _ := s.ReviewClaims(ctx, "contracts", clock.Now()); len(list) != 0 {
			t.Fatalf("lapsed, still listed: %+v", list)
		}
		c, err = claim("bob@isp.example", "")
		must(t, err)
		if c.Email != "bob@isp.example" {
			t.Fatalf("after the lapse: %+v", c)
		}
		// Released when decided: anyone's claim goes.
		must(t, s.ReleaseReview(ctx, "contracts", 5, ""))
		if list, _ := s.ReviewClaims(ctx, "contracts", clock.Now()); len(list) != 0 {
			t.Fatalf("after the decision: %+v", list)
		}
		if as, _ := s.StaffActions(ctx, 0); len(as) != 1 {
			t.Fatalf("staff log grew: %+v", as)
		}
	})
}

// Of many agents claiming the same free item at once, exactly one gets it
// and every other is answered that one's claim.
func TestReviewClaimRace(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		const n = 8
		var wg sync.WaitGroup
		winners := make(chan string, n)
		losers := make(chan string, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				email := string(rune('a'+i)) + "@isp.example"
				now := clock.Now()
				c, err := s.ClaimReview(ctx, portal.ReviewClaim{Queue: "void-cheques", ItemID: 9, Email: email,
					ClaimedAt: now, ExpiresAt: now.Add(time.Minute)}, "", portal.StaffAction{})
				switch {
				case err == nil:
					winners <- c.Email
				case errors.Is(err, portal.ErrClaimed):
					losers <- c.Email
				default:
					t.Errorf("claim: %v", err)
				}
			}()
		}
		wg.Wait()
		close(winners)
		close(losers)
		var won []string
		for w := range winners {
			won = append(won, w)
		}
		if len(won) != 1 {
			t.Fatalf("winners: %v", won)
		}
		for l := range losers {
			if l != won[0] {
				t.Fatalf("a loser was answered %q, not the winner %q", l, won[0])
			}
		}
	})
}

// A message the outbox gave up on goes back in the queue once, recorded;
// a message not given up, or none, is refused.
func TestRequeueMail(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		id := enqueue(t, s, "ann@example.com")
		a := portal.StaffAction{Actor: "staff:bob@isp.example", Action: "retry-mail", Subject: "e-mail", At: clock.Now()}
		if err := s.RequeueMail(ctx, id, clock.Now(), a); !errors.Is(err, store.ErrMailNotFailed) {
			t.Fatalf("waiting message: %v", err)
		}
		if err := s.RequeueMail(ctx, id+100, clock.Now(), a); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("no message: %v", err)
		}
		now := clock.Now()
		m, err := s.ClaimMail(ctx, now, now.Add(time.Minute))
		must(t, err)
		must(t, s.FailMail(ctx, m.ID, now, "550 no such mailbox"))
		if failed, _ := s.OutboxMail(ctx, store.MailFailed, 10); len(failed) != 1 {
			t.Fatalf("failed: %+v", failed)
		}
		clock.Advance(time.Hour)
		must(t, s.RequeueMail(ctx, id, clock.Now(), a))
		if failed, _ := s.OutboxMail(ctx, store.MailFailed, 10); len(failed) != 0 {
			t.Fatalf("still failed: %+v", failed)
		}
		m, err = s.ClaimMail(ctx, clock.Now(), clock.Now().Add(time.Minute))
		must(t, err)
		if m.ID != id || m.Attempts != 1 || m.LastError != "550 no such mailbox" {
			t.Fatalf("requeued: %+v", m)
		}
		if err := s.RequeueMail(ctx, id, clock.Now(), a); !errors.Is(err, store.ErrMailNotFailed) {
			t.Fatalf("requeued twice: %v", err)
		}
		as, err := s.StaffActions(ctx, 0)
		must(t, err)
		if len(as) != 1 || as[0].Action != "retry-mail" {
			t.Fatalf("staff log: %+v", as)
		}
	})
}
