package store_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// Router restarts (issue 32): one per 10 minutes per router, claimed in one
// atomic step on both engines, every restart recorded.
func TestRouterRestartSlot(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		for _, id := range []int64{1001, 2001} {
			must(t, s.PutAccount(ctx, portal.Account{ID: id, Name: "A"}))
		}
		if id, err := s.RouterDeviceID(ctx, 1001); err != nil || id != "" {
			t.Fatalf("no device yet: %q %v", id, err)
		}
		must(t, s.SetRouterDeviceID(ctx, 1001, "E4C32A-HG8245-1"))
		must(t, s.SetRouterDeviceID(ctx, 1001, "E4C32A-HG8245-2"))
		if id, _ := s.RouterDeviceID(ctx, 1001); id != "E4C32A-HG8245-2" {
			t.Fatalf("device %q", id)
		}

		// Many restarts of one router at once: exactly one passes.
		now := clock.Now()
		var wg sync.WaitGroup
		var mu sync.Mutex
		passed := 0
		for i := 0; i < 8; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, ok, last, err := s.StartRouterRestart(ctx, portal.RouterRestart{AccountID: 1001, DeviceID: "d", Login: "avery@demo.test", RequestedAt: now},
					now.Add(-portal.RestartInterval))
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				defer mu.Unlock()
				if ok {
					passed++
				} else if !last.Equal(now) {
					t.Errorf("refusal's last restart %v, want %v", last, now)
				}
			}()
		}
		wg.Wait()
		if passed != 1 {
			t.Fatalf("%d restarts passed at once, want 1", passed)
		}
		// Another router is not held by it.
		if _, ok, _, err := s.StartRouterRestart(ctx, portal.RouterRestart{AccountID: 2001, Login: "b", RequestedAt: now}, now.Add(-portal.RestartInterval)); err != nil || !ok {
			t.Fatalf("other router: %v %v", ok, err)
		}
		last, err := s.LastRouterRestart(ctx, 1001)
		must(t, err)
		if last.Login != "avery@demo.test" || last.Outcome != "" || !last.RequestedAt.Equal(now) {
			t.Fatalf("record %+v", last)
		}
		must(t, s.FinishRouterRestart(ctx, last.ID, portal.RestartQueued, "", false))

		// 9 minutes later: still refused; 10 minutes later: allowed.
		later := now.Add(9 * time.Minute)
		if _, ok, _, _ := s.StartRouterRestart(ctx, portal.RouterRestart{AccountID: 1001, Login: "x", RequestedAt: later}, later.Add(-portal.RestartInterval)); ok {
			t.Fatal("a restart 9 minutes after the last passed")
		}
		later = now.Add(10 * time.Minute)
		rec, ok, _, err := s.StartRouterRestart(ctx, portal.RouterRestart{AccountID: 1001, Login: "x", RequestedAt: later}, later.Add(-portal.RestartInterval))
		if err != nil || !ok {
			t.Fatalf("10 minutes later: %v %v", ok, err)
		}
		// A restart that certainly failed gives its slot back.
		must(t, s.FinishRouterRestart(ctx, rec.ID, portal.RestartFailed, "refused", true))
		if _, ok, _, _ := s.StartRouterRestart(ctx, portal.RouterRestart{AccountID: 1001, Login: "x", RequestedAt: later.Add(time.Second)}, later.Add(time.Second-portal.RestartInterval)); !ok {
			t.Fatal("the slot of a failed restart was not given back")
		}
		all, err := s.RouterRestarts(ctx, 1001)
		must(t, err)
		if len(all) != 3 || all[1].Outcome != portal.RestartFailed || all[1].Detail != "refused" || all[2].Outcome != portal.RestartQueued {
			t.Fatalf("records %+v", all)
		}
	})
}
