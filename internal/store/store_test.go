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

// The store suite: every test runs on SQLite and on PostgreSQL.
func forEachEngine(t *testing.T, fn func(t *testing.T, s *store.Store, clock *fakeClock)) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			s := e.Open(t)
			c := &fakeClock{now: time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)}
			s.Now = c.Now
			fn(t, s, c)
		})
	}
}

type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time          { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *fakeClock) Advance(d time.Duration) { c.mu.Lock(); c.now = c.now.Add(d); c.mu.Unlock() }

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func seedIdentity(t *testing.T, s *store.Store, login string, accounts ...int64) int64 {
	t.Helper()
	ctx := context.Background()
	id, err := s.CreateIdentity(ctx, login, "hash")
	must(t, err)
	for _, a := range accounts {
		must(t, s.PutAccount(ctx, portal.Account{ID: a, Name: "Account " + login}))
		must(t, s.LinkAccount(ctx, id, a, a%2 == 1))
	}
	return id
}

// covers: PLAT-033, PLAT-037
func TestIdentitiesAndLinks(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		id := seedIdentity(t, s, "Avery@Demo.test", 1003, 1001, 1002)
		if _, err := s.CreateIdentity(ctx, "avery@demo.test", "x"); err == nil {
			t.Fatal("duplicate login (case-insensitive) was accepted")
		}
		got, hash, err := s.IdentityByLogin(ctx, "AVERY@demo.TEST")
		must(t, err)
		if got.ID != id || got.Login != "avery@demo.test" || hash != "hash" {
			t.Fatalf("IdentityByLogin = %+v %q", got, hash)
		}
		if _, _, err := s.IdentityByLogin(ctx, "nobody@demo.test"); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("unknown login: %v", err)
		}
		links, err := s.AccountLinks(ctx, id)
		must(t, err)
		if len(links) != 3 || links[0].AccountID != 1001 || links[2].AccountID != 1003 || !links[0].IsVip || links[1].IsVip {
			t.Fatalf("links not sorted with vip flags: %+v", links)
		}
		other := seedIdentity(t, s, "blake@demo.test", 2001)
		for _, c := range []struct {
			identity, account int64
			want              bool
		}{{id, 1001, true}, {id, 2001, false}, {other, 1001, false}, {other, 2001, true}, {id, 999999, false}} {
			ok, err := s.IsLinked(ctx, c.identity, c.account)
			must(t, err)
			if ok != c.want {
				t.Errorf("IsLinked(%d,%d) = %v", c.identity, c.account, ok)
			}
		}
	})
}

// covers: PLAT-064, PLAT-065, PLAT-067
func TestLoginCodesAreOneTimeAndExpire(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		id := seedIdentity(t, s, "a@demo.test", 1)
		must(t, s.CreateLoginCode(ctx, id, "code1", time.Minute))
		got, err := s.ConsumeLoginCode(ctx, "code1")
		must(t, err)
		if got != id {
			t.Fatalf("code gave identity %d", got)
		}
		if _, err := s.ConsumeLoginCode(ctx, "code1"); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("replayed code: %v", err)
		}
		must(t, s.CreateLoginCode(ctx, id, "code2", time.Minute))
		clock.Advance(61 * time.Second)
		if _, err := s.ConsumeLoginCode(ctx, "code2"); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("expired code: %v", err)
		}
		// Concurrent use: exactly one wins.
		must(t, s.CreateLoginCode(ctx, id, "code3", time.Minute))
		var wg sync.WaitGroup
		var mu sync.Mutex
		wins := 0
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := s.ConsumeLoginCode(ctx, "code3"); err == nil {
					mu.Lock()
					wins++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if wins != 1 {
			t.Fatalf("%d concurrent uses of one code succeeded", wins)
		}
	})
}

// covers: PLAT-070, PLAT-071, PLAT-072
func TestSessionsRenewExpireRevoke(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		id := seedIdentity(t, s, "a@demo.test", 1)
		sid, err := s.CreateSession(ctx, id, "tok1", 30*time.Minute)
		must(t, err)
		sess, st, err := s.SessionByToken(ctx, "tok1")
		must(t, err)
		if st != portal.TokenValid || sess.ID != sid || sess.IdentityID != id || sess.Login != "a@demo.test" {
			t.Fatalf("session = %+v state %v", sess, st)
		}
		must(t, s.SetActiveAccount(ctx, sid, 1))
		must(t, s.RenewSession(ctx, "tok1", "tok2", 30*time.Minute, 30*time.Second))
		// Old token works during the grace period, then expires.
		if _, st, _ := s.SessionByToken(ctx, "tok1"); st != portal.TokenValid {
			t.Fatalf("old token during grace: %v", st)
		}
		sess, st, _ = s.SessionByToken(ctx, "tok2")
		if st != portal.TokenValid || sess.ActiveAccountID != 1 {
			t.Fatalf("new token: %v %+v", st, sess)
		}
		clock.Advance(31 * time.Second)
		if _, st, _ := s.SessionByToken(ctx, "tok1"); st != portal.TokenExpired {
			t.Fatalf("old token after grace: %v", st)
		}
		if err := s.RenewSession(ctx, "tok1", "tok3", 30*time.Minute, 30*time.Second); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("renewing an expired token: %v", err)
		}
		// A token has one successor: renewing it again with it succeeds and
		// changes nothing, concurrently too; another successor is refused.
		var wg sync.WaitGroup
		errs := make([]error, 5)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = s.RenewSession(ctx, "tok2", "tok2-next", 30*time.Minute, 30*time.Second)
			}()
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("concurrent renewal %d: %v", i, err)
			}
		}
		if _, st, _ := s.SessionByToken(ctx, "tok2-next"); st != portal.TokenValid {
			t.Fatalf("the successor: %v", st)
		}
		if err := s.RenewSession(ctx, "tok2", "tok2-other", 30*time.Minute, 30*time.Second); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("a second successor: %v", err)
		}
		if _, st, _ := s.SessionByToken(ctx, "tok2-other"); st != portal.TokenUnknown {
			t.Fatalf("the refused successor exists: %v", st)
		}
		clock.Advance(31 * time.Minute)
		if _, st, _ := s.SessionByToken(ctx, "tok2-next"); st != portal.TokenExpired {
			t.Fatalf("unrenewed token: %v", st)
		}
		// Logout revokes: the token becomes unknown (401), not expired.
		sid2, err := s.CreateSession(ctx, id, "tok9", 30*time.Minute)
		must(t, err)
		must(t, s.RevokeSession(ctx, sid2))
		if _, st, _ := s.SessionByToken(ctx, "tok9"); st != portal.TokenUnknown {
			t.Fatalf("revoked token: %v", st)
		}
		if _, st, _ := s.SessionByToken(ctx, "never-issued"); st != portal.TokenUnknown {
			t.Fatalf("unknown token: %v", st)
		}
	})
}

// covers: PLAT-005
func TestChangePasswordRevokesEverySession(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		id := seedIdentity(t, s, "a@demo.test", 1)
		other := seedIdentity(t, s, "b@demo.test", 2)
		_, err := s.CreateSession(ctx, id, "a1", time.Hour)
		must(t, err)
		_, err = s.CreateSession(ctx, other, "b1", time.Hour)
		must(t, err)
		must(t, s.CreateSSOSession(ctx, id, "sso-a", time.Hour))
		must(t, s.ChangePassword(ctx, id, "newhash"))
		if _, st, _ := s.SessionByToken(ctx, "a1"); st != portal.TokenUnknown {
			t.Fatal("session survived a password change")
		}
		if _, err := s.SSOIdentity(ctx, "sso-a"); !errors.Is(err, portal.ErrNoRows) {
			t.Fatal("SSO session survived a password change")
		}
		if _, st, _ := s.SessionByToken(ctx, "b1"); st != portal.TokenValid {
			t.Fatal("another login's session was revoked")
		}
		_, hash, err := s.IdentityByLogin(ctx, "a@demo.test")
		must(t, err)
		if hash != "newhash" {
			t.Fatalf("hash = %q", hash)
		}
	})
}

// covers: PLAT-039, PLAT-050, PLAT-053, PLAT-128
func TestAccountStateReads(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		seedIdentity(t, s, "a@demo.test", 1, 2)
		flags := portal.ServiceFlags{HasBroadband: true, HasWiFi: true, HasRouter: true, HasAr: true}
		must(t, s.SetServiceFlags(ctx, 1, flags))
		got, err := s.ServiceFlags(ctx, 1)
		must(t, err)
		if got != flags {
			t.Fatalf("flags = %+v", got)
		}
		if got, _ := s.ServiceFlags(ctx, 2); got != (portal.ServiceFlags{}) {
			t.Fatalf("account without flags: %+v", got)
		}
		must(t, s.SetContractStatus(ctx, 2, portal.ContractStatus{Resign: true, ResignType: "NEEDDOC_IDVERIFY"}))
		if c, _ := s.ContractStatus(ctx, 2); !c.Resign || c.ResignType != "NEEDDOC_IDVERIFY" {
			t.Fatalf("contract = %+v", c)
		}
		w1, err := s.AddWarning(ctx, portal.AccountWarning{AccountID: 1, Type: portal.WarningHitCap, Title: "Cap", Body: "b", TitleFR: "Limite", BodyFR: "c"})
		must(t, err)
		_, err = s.AddWarning(ctx, portal.AccountWarning{AccountID: 2, Type: portal.WarningDisruptiveTicket, Title: "T", Body: "b", Clearable: true})
		must(t, err)
		ws, err := s.OpenWarnings(ctx, []int64{1})
		must(t, err)
		if len(ws) != 1 || ws[0].Type != portal.WarningHitCap || ws[0].TitleFR != "Limite" || ws[0].BodyFR != "c" {
			t.Fatalf("warnings = %+v", ws)
		}
		if err := s.ClearWarning(ctx, 2, w1); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("clearing another account's warning: %v", err)
		}
		must(t, s.ClearWarning(ctx, 1, w1))
		if ws, _ := s.OpenWarnings(ctx, []int64{1, 2}); len(ws) != 1 || ws[0].AccountID != 2 {
			t.Fatalf("after clear: %+v", ws)
		}
		now := clock.Now().UnixMilli()
		_, err = s.AddGlobalNotification(ctx, portal.GlobalNotification{Message: "old"}, now-2000, now-1000)
		must(t, err)
		_, err = s.AddGlobalNotification(ctx, portal.GlobalNotification{Message: "future"}, now+1000, 0)
		must(t, err)
		cur, err := s.AddGlobalNotification(ctx, portal.GlobalNotification{Message: "Maintenance tonight", MessageFR: "Maintenance ce soir"}, now-1000, 0)
		must(t, err)
		ns, err := s.ActiveGlobalNotifications(ctx)
		must(t, err)
		if len(ns) != 1 || ns[0].ID != cur || ns[0].Message != "Maintenance tonight" || ns[0].MessageFR != "Maintenance ce soir" {
			t.Fatalf("notifications = %+v", ns)
		}
	})
}

// covers: PLAT-148, PLAT-154, PLAT-156, PLAT-159
func TestServiceEmails(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedIdentity(t, s, "a@demo.test", 1, 2)
		e1, err := s.AddServiceEmail(ctx, portal.ServiceEmail{AccountID: 1, Email: "Avery@Demo.test"})
		must(t, err)
		e2, err := s.AddServiceEmail(ctx, portal.ServiceEmail{AccountID: 1, Email: "farm@demo.test"})
		must(t, err)
		if _, err := s.ServiceEmail(ctx, 2, e1); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("another account's mailbox: %v", err)
		}
		must(t, s.SetForwarding(ctx, 1, e2, true, "me@example.com"))
		must(t, s.SetForwarding(ctx, 1, e2, false, "other@example.com"))
		got, err := s.ServiceEmail(ctx, 1, e2)
		must(t, err)
		if !got.Forwarding || got.ForwardingAddress != "other@example.com" {
			t.Fatalf("forwarding turned off or address not changed: %+v", got)
		}
		if err := s.AbandonServiceEmail(ctx, 2, e2); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("abandon via another account: %v", err)
		}
		must(t, s.AbandonServiceEmail(ctx, 1, e2))
		if err := s.AbandonServiceEmail(ctx, 1, e2); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("abandon twice: %v", err)
		}
		list, err := s.ServiceEmails(ctx, 1)
		must(t, err)
		if len(list) != 1 || list[0].Email != "avery@demo.test" {
			t.Fatalf("list = %+v", list)
		}
	})
}

// covers: PLAT-183, PLAT-187
func TestWifiDeviceTraffic(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		seedIdentity(t, s, "a@demo.test", 1, 2)
		must(t, s.PutWifiDevice(ctx, 1, "AA:BB:CC:DD:EE:01", "Apple", ""))
		must(t, s.PutWifiDevice(ctx, 1, "aa:bb:cc:dd:ee:02", "unknown", ""))
		now := clock.Now()
		must(t, s.AddWifiTraffic(ctx, 1, "aa:bb:cc:dd:ee:01", now.Add(-2*time.Hour), 100, 1000))
		must(t, s.AddWifiTraffic(ctx, 1, "aa:bb:cc:dd:ee:01", now.Add(-2*time.Hour), 1, 1))
		must(t, s.AddWifiTraffic(ctx, 1, "aa:bb:cc:dd:ee:01", now.Add(-10*24*time.Hour), 50, 500))
		must(t, s.AddWifiTraffic(ctx, 1, "aa:bb:cc:dd:ee:01", now.Add(-40*24*time.Hour), 7, 7))
		must(t, s.SetWifiDeviceAlias(ctx, 1, "AA:BB:CC:DD:EE:02", "Kitchen TV"))
		if err := s.SetWifiDeviceAlias(ctx, 2, "aa:bb:cc:dd:ee:02", "x"); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("alias via another account: %v", err)
		}
		ds, err := s.WifiDevices(ctx, 1)
		must(t, err)
		if len(ds) != 2 {
			t.Fatalf("devices = %+v", ds)
		}
		d := ds[0]
		if d.Up1d != 101 || d.Down1d != 1001 || d.Up30d != 151 || d.Down30d != 1501 {
			t.Fatalf("traffic sums = %+v", d)
		}
		if ds[1].Alias != "Kitchen TV" || ds[1].Up30d != 0 {
			t.Fatalf("second device = %+v", ds[1])
		}
		if ds, _ := s.WifiDevices(ctx, 2); len(ds) != 0 {
			t.Fatalf("another account sees devices: %+v", ds)
		}
	})
}

// covers: PLAT-166, PLAT-170
func TestUnsubscribeAppliesOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		must(t, s.PutSubscription(ctx, "news", "Newsletter"))
		must(t, s.PutSubscription(ctx, "offers", "Special offers"))
		must(t, s.Subscribe(ctx, "avery@demo.test", "news"))
		must(t, s.Subscribe(ctx, "avery@demo.test", "offers"))
		must(t, s.ApplyUnsubscribe(ctx, "h1", "Avery@demo.test", []string{"news"}))
		if err := s.ApplyUnsubscribe(ctx, "h1", "avery@demo.test", []string{"offers"}); !errors.Is(err, portal.ErrTokenUsed) {
			t.Fatalf("replayed token: %v", err)
		}
		subs, err := s.Subscriptions(ctx, "avery@demo.test")
		must(t, err)
		if len(subs) != 1 || subs[0].Key != "offers" {
			t.Fatalf("subscriptions = %+v", subs)
		}
	})
}

// covers: PLAT-087
func TestCodebooks(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		// Every install has the region codebook (migration 00007).
		rs, err := s.Codebook(ctx, "region")
		must(t, err)
		if len(rs) != 18 || rs[0].Data["provinceshort"] != "AB" || rs[1].ID != 2 || rs[1].Data["provincelong"] != "Saskatchewan" {
			t.Fatalf("region codebook = %+v", rs)
		}
		must(t, s.PutCodebookEntry(ctx, "plans", 1, portal.CodebookEntry{ID: 2, Data: map[string]any{"name": "b"}}))
		must(t, s.PutCodebookEntry(ctx, "plans", 0, portal.CodebookEntry{ID: 1, Data: map[string]any{"name": "a"}}))
		rs, err = s.Codebook(ctx, "plans")
		must(t, err)
		if len(rs) != 2 || rs[0].Data["name"] != "a" || rs[1].ID != 2 {
			t.Fatalf("codebook = %+v", rs)
		}
		if rs, _ := s.Codebook(ctx, "nothing"); len(rs) != 0 {
			t.Fatalf("unknown codebook = %+v", rs)
		}
	})
}

// TestAttemptCounters: attempts are counted per fixed window, a success can
// be taken back, and a counter can be cleared.
//
// covers: PLAT-005
func TestAttemptCounters(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		for i := 1; i <= 3; i++ {
			a, err := s.CountAttempt(ctx, "login:a", time.Minute)
			must(t, err)
			if a.Count != i || !a.WindowEnd.Equal(time.Date(2026, 11, 20, 12, 1, 0, 0, time.UTC)) {
				t.Fatalf("attempt %d: %+v", i, a)
			}
		}
		must(t, s.UndoAttempt(ctx, "login:a", time.Minute))
		if a, _ := s.CountAttempt(ctx, "login:a", time.Minute); a.Count != 3 {
			t.Fatalf("after an undo: %+v", a)
		}
		clock.Advance(time.Minute)
		if a, _ := s.CountAttempt(ctx, "login:a", time.Minute); a.Count != 1 {
			t.Fatalf("first attempt of a new window: %+v", a)
		}
		must(t, s.ClearAttempts(ctx, "login:a"))
		if a, _ := s.CountAttempt(ctx, "login:a", time.Minute); a.Count != 1 {
			t.Fatalf("after clearing: %+v", a)
		}
	})
}

// TestThrottleHoldsAfterTheFreeAttempts: beyond the free attempts each
// counted attempt holds the key for a growing time; a held key counts
// nothing until the hold ends.
//
// covers: PLAT-005
func TestThrottleHoldsAfterTheFreeAttempts(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		hold := func(over int) time.Duration { return time.Duration(over) * time.Second }
		for i := 1; i <= 2; i++ {
			if a, err := s.ThrottleAttempt(ctx, "addr:x", time.Hour, 2, hold); err != nil || a.Held() || a.Count != i {
				t.Fatalf("free attempt %d: %+v %v", i, a, err)
			}
		}
		a, _ := s.ThrottleAttempt(ctx, "addr:x", time.Hour, 2, hold)
		if a.Held() || a.Count != 3 {
			t.Fatalf("third attempt: %+v", a)
		}
		held, _ := s.ThrottleAttempt(ctx, "addr:x", time.Hour, 2, hold)
		if !held.Held() || !held.HeldUntil.Equal(clock.Now().Add(time.Second)) {
			t.Fatalf("held: %+v", held)
		}
		clock.Advance(time.Second)
		if a, _ := s.ThrottleAttempt(ctx, "addr:x", time.Hour, 2, hold); a.Held() || a.Count != 4 {
			t.Fatalf("after the hold: %+v", a)
		}
		if a, _ := s.ThrottleAttempt(ctx, "addr:x", time.Hour, 2, hold); !a.HeldUntil.Equal(clock.Now().Add(2 * time.Second)) {
			t.Fatalf("the hold grows: %+v", a)
		}
	})
}

// TestConcurrentAttemptsEachCountOnce: 100 attempts at once get the counts
// 1 to 100, each once, so a limit lets through exactly its number of them;
// 100 throttled attempts at once let the free ones and one more through.
//
// covers: PLAT-005
func TestConcurrentAttemptsEachCountOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		const n = 100
		counts := make([]int, n)
		passed := make([]bool, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(2)
			go func() {
				defer wg.Done()
				a, err := s.CountAttempt(ctx, "login:race", time.Hour)
				if err != nil {
					t.Error(err)
				}
				counts[i] = a.Count
			}()
			go func() {
				defer wg.Done()
				a, err := s.ThrottleAttempt(ctx, "addr:race", time.Hour, 5, func(int) time.Duration { return time.Minute })
				if err != nil {
					t.Error(err)
				}
				passed[i] = !a.Held()
			}()
		}
		wg.Wait()
		seen := map[int]bool{}
		for _, c := range counts {
			if c < 1 || c > n || seen[c] {
				t.Fatalf("counts %v", counts)
			}
			seen[c] = true
		}
		through := 0
		for _, p := range passed {
			if p {
				through++
			}
		}
		if through != 6 {
			t.Fatalf("%d throttled attempts went through, want 5 free and 1 more", through)
		}
	})
}

func TestPurgeExpired(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		id := seedIdentity(t, s, "a@demo.test", 1)
		_, err := s.CreateSession(ctx, id, "t", time.Minute)
		must(t, err)
		must(t, s.CreateLoginCode(ctx, id, "c", time.Minute))
		_, err = s.CountAttempt(ctx, "login:a", time.Minute)
		must(t, err)
		clock.Advance(48 * time.Hour)
		must(t, s.PurgeExpired(ctx))
		if _, st, _ := s.SessionByToken(ctx, "t"); st != portal.TokenUnknown {
			t.Fatalf("purged token state %v", st)
		}
	})
}
