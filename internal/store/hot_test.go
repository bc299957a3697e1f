package store_test

import (
	"context"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// The reads kept in memory (hot.go) follow every write made through the
// store at once, and a write made by another process once that process has
// read the change feed (usage, links, tokens) — on both engines.
func TestHotReadsFollowWrites(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		replica := storetest.Replica(t, s)
		replicaClock := &fakeClock{now: clock.Now()}
		replica.Now = replicaClock.Now
		valid := func(st *store.Store, tok string) bool {
			t.Helper()
			_, state, err := st.SessionByToken(ctx, tok)
			must(t, err)
			return state == portal.TokenValid
		}

		id := seedIdentity(t, s, "a@demo.test", 1)
		sid, err := s.CreateSession(ctx, id, "tok", 30*time.Minute)
		must(t, err)
		if !valid(s, "tok") || !valid(replica, "tok") {
			t.Fatal("a new token is not valid")
		}

		// The active account changes for the next read.
		must(t, s.SetActiveAccount(ctx, sid, 1))
		if sess, _, _ := s.SessionByToken(ctx, "tok"); sess.ActiveAccountID != 1 {
			t.Fatalf("active account after the switch: %d", sess.ActiveAccountID)
		}

		// A new link is visible to the next ownership check.
		must(t, s.PutAccount(ctx, portal.Account{ID: 3, Name: "Third"}))
		if ok, _ := s.IsLinked(ctx, id, 3); ok {
			t.Fatal("account 3 is linked before LinkAccount")
		}
		must(t, s.LinkAccount(ctx, id, 3, false))
		if ok, _ := s.IsLinked(ctx, id, 3); !ok {
			t.Fatal("the new link is not seen")
		}

		// A notice is in force for the next read.
		before, err := s.ActiveGlobalNotifications(ctx)
		must(t, err)
		_, err = s.AddGlobalNotification(ctx, portal.GlobalNotification{Message: "Maintenance"}, clock.Now().Add(-time.Minute).UnixMilli(), 0)
		must(t, err)
		after, err := s.ActiveGlobalNotifications(ctx)
		must(t, err)
		if len(after) != len(before)+1 {
			t.Fatalf("notices: %d before, %d after adding one", len(before), len(after))
		}

		// Usage added is in the next total; the replica's once it has read
		// the change feed (every 250 ms in the background).
		hour := clock.Now().Truncate(time.Hour)
		from, to := hour.Add(-24*time.Hour), hour.Add(24*time.Hour)
		total := func(st *store.Store) int64 {
			t.Helper()
			u, err := st.UsageBetween(ctx, 1, from, to)
			must(t, err)
			return u.Down
		}
		if total(s) != 0 || total(replica) != 0 {
			t.Fatal("usage before any was added")
		}
		_, _, err = s.AddUsage(ctx, []portal.UsageRecord{{ID: "u1", AccountID: 1, Hour: hour, Down: 5, Up: 1}})
		must(t, err)
		if got := total(s); got != 5 {
			t.Fatalf("total after adding usage: %d", got)
		}
		must(t, replica.ApplyChanges(ctx))
		if got := total(replica); got != 5 {
			t.Fatalf("the replica's total once it read the change feed: %d", got)
		}

		// Logout: refused at once where it happened, on the replica once it
		// has read the change feed (every 250 ms in the background).
		must(t, s.RevokeSession(ctx, sid))
		if valid(s, "tok") {
			t.Fatal("the revoking store still accepts the token")
		}
		must(t, replica.ApplyChanges(ctx))
		if valid(replica, "tok") {
			t.Fatal("the replica accepts a revoked token after reading the feed")
		}

		// A renewal cuts the old token's life to the grace period on every node.
		_, err = s.CreateSession(ctx, id, "old", 30*time.Minute)
		must(t, err)
		if !valid(replica, "old") {
			t.Fatal("the token to renew is not valid on the replica")
		}
		must(t, s.RenewSession(ctx, "old", "new", 30*time.Minute, time.Minute))
		must(t, replica.ApplyChanges(ctx))
		replicaClock.Advance(2 * time.Minute)
		if valid(replica, "old") || !valid(replica, "new") {
			t.Fatal("after a renewal and its grace period the replica still takes the old token, or not the new one")
		}
		clock.Advance(2 * time.Minute)

		// A revocation in plain SQL, as a provider's tool would write, and
		// the background poll without ApplyChanges.
		_, err = s.DB().ExecContext(ctx, s.Rebind(`UPDATE sessions SET revoked_at = ? WHERE id = (SELECT session_id FROM session_tokens WHERE token_hash = ?)`), clock.Now().UnixMilli(), "new")
		must(t, err)
		for deadline := time.Now().Add(30 * time.Second); valid(replica, "new"); time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the replica's background poll never saw the revocation")
			}
		}

		// A password change: the same for every session of the login.
		_, err = s.CreateSession(ctx, id, "tok2", 30*time.Minute)
		must(t, err)
		if !valid(s, "tok2") || !valid(replica, "tok2") {
			t.Fatal("the second token is not valid")
		}
		must(t, s.ChangePassword(ctx, id, "newhash"))
		if valid(s, "tok2") {
			t.Fatal("the store that changed the password still accepts the token")
		}
		must(t, replica.ApplyChanges(ctx))
		if valid(replica, "tok2") {
			t.Fatal("the replica accepts a token of a changed password after reading the feed")
		}
	})
}
