package store_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/portal"
	"myaccount/internal/store"
)

func sandboxSession(hash string, now time.Time) sandbox.Session {
	return sandbox.Session{TokenHash: hash, Reference: "cs-" + hash, NameOnCard: "Avery Farmer",
		ReturnURL: "http://127.0.0.1:8080/ui/autopayment?x=1", Language: "fr", CreatedAt: now, ExpiresAt: now.Add(30 * time.Minute)}
}

func sandboxCard(token string, now time.Time) *sandbox.Card {
	return &sandbox.Card{Token: token, Brand: portal.MethodVisa, Last4: "4242", ExpMonth: 12, ExpYear: 2030,
		Behaviour: sandbox.BehaviourApprove, CreatedAt: now}
}

// utcCard and utcCharge put a record's times in UTC, so == compares them
// as instants (the store reads times back in the local zone).
func utcCard(c sandbox.Card) sandbox.Card { c.CreatedAt = c.CreatedAt.UTC(); return c }

func utcCharge(c sandbox.ChargeRecord) sandbox.ChargeRecord { c.At = c.At.UTC(); return c }

// TestSandboxSessionsCompleteOnce: a hosted-page session is read back by
// its token's hash, completes once (also when completions race: one wins,
// and the losers' cards are not stored), and not after it expired.
func TestSandboxSessionsCompleteOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		now := clock.Now()
		must(t, s.CreateSandboxSession(ctx, sandboxSession("h1", now)))
		got, err := s.SandboxSession(ctx, "h1")
		must(t, err)
		if got.Status != portal.CardOpen || got.Reference != "cs-h1" || got.NameOnCard != "Avery Farmer" || got.Language != "fr" ||
			got.ReturnURL != "http://127.0.0.1:8080/ui/autopayment?x=1" || !got.ExpiresAt.Equal(now.Add(30*time.Minute)) ||
			!got.CompletedAt.IsZero() || got.Card.Token != "" {
			t.Fatalf("open session read back as %+v", got)
		}
		if _, err := s.SandboxSession(ctx, "nope"); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("unknown session: %v", err)
		}

		must(t, s.CompleteSandboxSession(ctx, "h1", portal.CardApproved, sandboxCard("tok_a", now), now.Add(time.Minute)))
		got, err = s.SandboxSession(ctx, "h1")
		must(t, err)
		if got.Status != portal.CardApproved || !got.CompletedAt.Equal(now.Add(time.Minute)) ||
			utcCard(got.Card) != *sandboxCard("tok_a", now) {
			t.Fatalf("approved session read back as %+v", got)
		}
		card, err := s.SandboxCard(ctx, "tok_a")
		must(t, err)
		if utcCard(card) != *sandboxCard("tok_a", now) {
			t.Fatalf("card read back as %+v", card)
		}
		if err := s.CompleteSandboxSession(ctx, "h1", portal.CardCancelled, nil, now.Add(time.Minute)); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("second completion: %v", err)
		}
		if err := s.CompleteSandboxSession(ctx, "h1", portal.CardApproved, sandboxCard("tok_b", now), now); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("second approval: %v", err)
		}
		if _, err := s.SandboxCard(ctx, "tok_b"); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("the refused completion's card was stored: %v", err)
		}

		// Expired: nothing completes it.
		must(t, s.CreateSandboxSession(ctx, sandboxSession("h2", now)))
		if err := s.CompleteSandboxSession(ctx, "h2", portal.CardDenied, nil, now.Add(30*time.Minute)); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("completing an expired session: %v", err)
		}
		if err := s.CompleteSandboxSession(ctx, "unknown", portal.CardDenied, nil, now); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("completing an unknown session: %v", err)
		}

		// Racing completions: exactly one wins, and only its card exists.
		must(t, s.CreateSandboxSession(ctx, sandboxSession("h3", now)))
		var wg sync.WaitGroup
		errs := make([]error, 8)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = s.CompleteSandboxSession(ctx, "h3", portal.CardApproved, sandboxCard(fmt.Sprintf("tok_race%d", i), now), now)
			}()
		}
		wg.Wait()
		winner := -1
		for i, err := range errs {
			switch {
			case err == nil && winner < 0:
				winner = i
			case err == nil:
				t.Fatalf("completions %d and %d both won", winner, i)
			case !errors.Is(err, portal.ErrNoRows):
				t.Fatal(err)
			}
		}
		if winner < 0 {
			t.Fatal("no completion won")
		}
		got, err = s.SandboxSession(ctx, "h3")
		must(t, err)
		if got.Card.Token != fmt.Sprintf("tok_race%d", winner) {
			t.Fatalf("session holds %q, winner was %d", got.Card.Token, winner)
		}
		for i := range errs {
			_, err := s.SandboxCard(ctx, fmt.Sprintf("tok_race%d", i))
			if (i == winner) != (err == nil) {
				t.Fatalf("card of completion %d (winner %d): %v", i, winner, err)
			}
		}
	})
}

// TestSandboxChargesAreIdempotent: a reference is charged once; a repeat,
// also concurrent, gets the stored first charge back with its attempts
// counted.
func TestSandboxChargesAreIdempotent(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		now := clock.Now()
		first := sandbox.ChargeRecord{Reference: "payment-1", MethodType: portal.MethodVisa, Token: "tok_a", AmountCents: 4599,
			Description: "Prairie Wave", Approved: true, TransactionID: "txn_1", At: now}
		got, isFirst, err := s.AddSandboxCharge(ctx, first)
		must(t, err)
		first.Attempts = 1
		if !isFirst || utcCharge(got) != first {
			t.Fatalf("first charge: %v %+v", isFirst, got)
		}
		repeat := first
		repeat.TransactionID, repeat.At = "txn_2", now.Add(time.Hour)
		got, isFirst, err = s.AddSandboxCharge(ctx, repeat)
		must(t, err)
		first.Attempts = 2
		if isFirst || utcCharge(got) != first {
			t.Fatalf("repeat: %v %+v, want the first %+v", isFirst, got, first)
		}
		stored, err := s.SandboxCharge(ctx, "payment-1")
		must(t, err)
		if utcCharge(stored) != first {
			t.Fatalf("SandboxCharge = %+v", stored)
		}
		if _, err := s.SandboxCharge(ctx, "payment-404"); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("unknown reference: %v", err)
		}

		declined := sandbox.ChargeRecord{Reference: "payment-2", MethodType: portal.MethodMastercard, Token: "tok_b", AmountCents: 100,
			Reason: "Insufficient funds", At: now}
		var wg sync.WaitGroup
		firsts := make([]bool, 16)
		for i := range firsts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				c := declined
				c.Description = fmt.Sprint("call ", i)
				got, f, err := s.AddSandboxCharge(ctx, c)
				if err != nil {
					t.Error(err)
					return
				}
				if got.Approved || got.Reason != "Insufficient funds" || got.AmountCents != 100 {
					t.Errorf("call %d got %+v", i, got)
				}
				firsts[i] = f
			}()
		}
		wg.Wait()
		n := 0
		for _, f := range firsts {
			if f {
				n++
			}
		}
		all, err := s.SandboxCharges(ctx)
		must(t, err)
		if n != 1 || len(all) != 2 || all[0].Reference != "payment-1" || all[1].Reference != "payment-2" || all[1].Attempts != 16 {
			t.Fatalf("%d calls recorded a charge; books: %+v", n, all)
		}
	})
}
