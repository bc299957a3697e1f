package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// The per-account reads kept until the change feed drops them (the menu
// flags, the plan, the survey answer, the warnings and the hitcap state)
// follow a write through the store at once on the node that made it, and on
// another node once it has read the feed — also a write made with plain SQL,
// as a provider's tool would.
func TestKeptAccountReadsFollowTheChangeFeed(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		replica := storetest.Replica(t, s)
		replica.Now = clock.Now
		month := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
		must(t, s.PutAccount(ctx, portal.Account{ID: 1, Name: "One"}))
		must(t, s.PutPackage(ctx, portal.Package{ID: 10, Description: "Fibre 100", Technology: "fiber", CapGB: 100, Active: true}))
		must(t, s.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 5, AccountID: 1, PackageID: 10, ChangedAt: month}))

		// Each store reads and keeps.
		for _, st := range []*store.Store{s, replica} {
			if f, err := st.ServiceFlags(ctx, 1); err != nil || f.HasPhone {
				t.Fatalf("flags before: %+v, %v", f, err)
			}
			if p, err := st.BroadbandPlan(ctx, 1, month); err != nil || p.CapGB != 100 {
				t.Fatalf("plan before: %+v, %v", p, err)
			}
			if _, err := st.LatestRating(ctx, 1); !errors.Is(err, portal.ErrNoRows) {
				t.Fatalf("rating before: %v", err)
			}
			if ws, err := st.OpenWarnings(ctx, []int64{1}); err != nil || len(ws) != 0 {
				t.Fatalf("warnings before: %v, %v", ws, err)
			}
		}

		must(t, s.SetServiceFlags(ctx, 1, portal.ServiceFlags{HasPhone: true}))
		must(t, s.PutPackage(ctx, portal.Package{ID: 10, Description: "Fibre 100", Technology: "fiber", CapGB: 200, Active: true}))
		must(t, s.AddRating(ctx, portal.Rating{AccountID: 1, Rate: 9, At: clock.Now()}))
		_, err := s.AddWarning(ctx, portal.AccountWarning{AccountID: 1, Type: "notice", Title: "T", Body: "B"})
		must(t, err)

		check := func(st *store.Store, who string) {
			t.Helper()
			if f, err := st.ServiceFlags(ctx, 1); err != nil || !f.HasPhone {
				t.Fatalf("%s: flags after the write: %+v, %v", who, f, err)
			}
			if p, err := st.BroadbandPlan(ctx, 1, month); err != nil || p.CapGB != 200 {
				t.Fatalf("%s: plan after the catalog changed: %+v, %v", who, p, err)
			}
			if r, err := st.LatestRating(ctx, 1); err != nil || r.Rate != 9 {
				t.Fatalf("%s: rating after the answer: %+v, %v", who, r, err)
			}
			if ws, err := st.OpenWarnings(ctx, []int64{1}); err != nil || len(ws) != 1 {
				t.Fatalf("%s: warnings after one was opened: %v, %v", who, ws, err)
			}
		}
		check(s, "the writer")
		must(t, replica.ApplyChanges(ctx))
		check(replica, "the replica")

		// Plain SQL, as another tool would write: the feed's triggers see it.
		_, err = s.DB().ExecContext(ctx, s.Rebind(`UPDATE account_services SET has_phone = FALSE WHERE account_id = ?`), 1)
		must(t, err)
		for _, st := range []*store.Store{s, replica} {
			must(t, st.ApplyChanges(ctx))
			if f, err := st.ServiceFlags(ctx, 1); err != nil || f.HasPhone {
				t.Fatalf("flags after a plain SQL write: %+v, %v", f, err)
			}
		}

		// Without ApplyChanges, the background poll gets there too.
		must(t, s.SetServiceFlags(ctx, 1, portal.ServiceFlags{HasWiFi: true}))
		for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			f, err := replica.ServiceFlags(ctx, 1)
			must(t, err)
			if f.HasWiFi {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("the replica's background poll never saw the write")
			}
		}
	})
}

// On PostgreSQL rows of the feed commit out of id order: a transaction that
// wrote first and commits last is still seen by a replica that read the
// feed in between.
func TestChangeFeedSeesLateCommits(t *testing.T) {
	s := storetest.Postgres(t)
	ctx := context.Background()
	replica := storetest.Replica(t, s)
	for _, id := range []int64{1, 2} {
		must(t, s.PutAccount(ctx, portal.Account{ID: id, Name: "A"}))
		must(t, s.SetServiceFlags(ctx, id, portal.ServiceFlags{}))
	}
	must(t, replica.ApplyChanges(ctx))
	if f, err := replica.ServiceFlags(ctx, 1); err != nil || f.HasPhone {
		t.Fatalf("flags before: %+v, %v", f, err)
	}

	slow, err := s.DB().BeginTx(ctx, nil)
	must(t, err)
	defer slow.Rollback()
	_, err = slow.ExecContext(ctx, `UPDATE account_services SET has_phone = TRUE WHERE account_id = 1`)
	must(t, err)
	// A later row commits first, and the replica reads the feed past it.
	must(t, s.SetServiceFlags(ctx, 2, portal.ServiceFlags{HasPhone: true}))
	must(t, replica.ApplyChanges(ctx))
	if f, err := replica.ServiceFlags(ctx, 2); err != nil || !f.HasPhone {
		t.Fatalf("account 2 after its write: %+v, %v", f, err)
	}
	must(t, slow.Commit())
	must(t, replica.ApplyChanges(ctx))
	if f, err := replica.ServiceFlags(ctx, 1); err != nil || !f.HasPhone {
		t.Fatalf("account 1 after the slow transaction committed: %+v, %v", f, err)
	}
}
