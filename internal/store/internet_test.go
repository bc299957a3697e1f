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

// covers: NET-080, NET-083
func TestWifiSettingsStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedIdentity(t, s, "w@demo.test", 1001, 1002)
		if _, err := s.WifiSettings(ctx, 1001); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("no settings yet: %v", err)
		}
		w := portal.WifiSettings{AccountID: 1001, WifiEnabled: true, WifiSSID: "Home", WifiPassword: "secret-pass",
			GuestEnabled: true, GuestSSID: "Guest", GuestPassword: "guest-pass"}
		must(t, s.PutWifiSettings(ctx, w))
		w.WifiSSID, w.GuestEnabled = "Home 2", false
		must(t, s.PutWifiSettings(ctx, w))
		got, err := s.WifiSettings(ctx, 1001)
		must(t, err)
		if got != w {
			t.Fatalf("got %+v, want %+v", got, w)
		}
		if _, err := s.WifiSettings(ctx, 1002); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("other account: %v", err)
		}
	})
}

// covers: NET-021, NET-028, NET-029
func TestRatingStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		id := seedIdentity(t, s, "r@demo.test", 1001)
		if _, err := s.LatestRating(ctx, 1001); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("no answer yet: %v", err)
		}
		old := clock.Now().Add(-40 * 24 * time.Hour)
		must(t, s.AddRating(ctx, portal.Rating{AccountID: 1001, Rate: 9, Options: "speed price", Comment: "Good", At: old}))
		r, err := s.LatestRating(ctx, 1001)
		must(t, err)
		if r.Rate != 9 || r.Options != "speed price" || r.Comment != "Good" || !r.At.Equal(old.Truncate(time.Millisecond)) || r.IdentityID != 0 {
			t.Fatalf("rating %+v", r)
		}
		clock.Advance(time.Minute)
		must(t, s.AddRating(ctx, portal.Rating{AccountID: 1001, IdentityID: id, Rate: portal.RatingDeclined}))
		r, err = s.LatestRating(ctx, 1001)
		must(t, err)
		if r.Rate != -1 || r.IdentityID != id || !r.At.Equal(clock.Now()) {
			t.Fatalf("newest rating %+v", r)
		}
	})
}

// covers: NET-091, NET-093
func TestClearDisruptiveTicketStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		id := seedIdentity(t, s, "d@demo.test", 4001, 4003)
		add := func(acct int64, typ string, clearable bool) int64 {
			wid, err := s.AddWarning(ctx, portal.AccountWarning{AccountID: acct, Type: typ, Title: "t", Body: "b", Clearable: clearable})
			must(t, err)
			return wid
		}
		add(4001, portal.WarningDisruptiveTicket, false) // not clearable: never cleared by a signature
		add(4001, portal.WarningHitCap, true)
		ticket := add(4001, portal.WarningDisruptiveTicket, true)
		if _, err := s.ClearDisruptiveTicket(ctx, 4003, id, "Someone"); !errors.Is(err, portal.ErrNoOpenWarning) {
			t.Fatalf("account without ticket: %v", err)
		}
		// Two clears at once: exactly one wins, one signature is stored.
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = s.ClearDisruptiveTicket(ctx, 4001, id, "Drew Okafor")
			}()
		}
		wg.Wait()
		if (errs[0] == nil) == (errs[1] == nil) {
			t.Fatalf("concurrent clears: %v, %v", errs[0], errs[1])
		}
		for _, err := range errs {
			if err != nil && !errors.Is(err, portal.ErrNoOpenWarning) {
				t.Fatalf("loser: %v", err)
			}
		}
		sigs, err := s.TicketSignatures(ctx, 4001)
		must(t, err)
		if len(sigs) != 1 || sigs[0].WarningID != ticket || sigs[0].Signature != "Drew Okafor" || sigs[0].IdentityID != id {
			t.Fatalf("signatures %+v", sigs)
		}
		open, err := s.OpenWarnings(ctx, []int64{4001})
		must(t, err)
		if len(open) != 2 {
			t.Fatalf("open warnings after clear: %+v", open)
		}
		for _, w := range open {
			if w.ID == ticket {
				t.Fatal("ticket still open")
			}
		}
	})
}

// covers: NET-097, NET-100
func TestAutoRegisterIPStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		id := seedIdentity(t, s, "n@demo.test", 4001)
		if err := s.AutoRegisterIP(ctx, 4001, id, "192.168.1.5"); !errors.Is(err, portal.ErrNoOpenWarning) {
			t.Fatalf("no warning: %v", err)
		}
		if ips, _ := s.IPRegistrations(ctx, 4001); len(ips) != 0 {
			t.Fatalf("refused registration was stored: %v", ips)
		}
		_, err := s.AddWarning(ctx, portal.AccountWarning{AccountID: 4001, Type: portal.WarningNotRegistered, Title: "t", Body: "b"})
		must(t, err)
		must(t, s.AutoRegisterIP(ctx, 4001, id, "192.168.1.5"))
		ips, err := s.IPRegistrations(ctx, 4001)
		must(t, err)
		if len(ips) != 1 || ips[0] != "192.168.1.5" {
			t.Fatalf("registrations %v", ips)
		}
		if open, _ := s.OpenWarnings(ctx, []int64{4001}); len(open) != 0 {
			t.Fatalf("warning still open: %+v", open)
		}
		if err := s.AutoRegisterIP(ctx, 4001, id, "192.168.1.5"); !errors.Is(err, portal.ErrNoOpenWarning) {
			t.Fatalf("second registration: %v", err)
		}
	})
}

// covers: MISC-017, MISC-018, MISC-021
func TestCPESamplesStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		seedIdentity(t, s, "c@demo.test", 1001, 1003)
		must(t, s.SetServiceFlags(ctx, 1001, portal.ServiceFlags{HasBroadband: true, HasRouter: true}))
		must(t, s.SetServiceFlags(ctx, 1003, portal.ServiceFlags{HasBroadband: true}))
		routers, err := s.RouterAccounts(ctx)
		must(t, err)
		if len(routers) != 1 || routers[0] != 1001 {
			t.Fatalf("router accounts %v", routers)
		}
		unknown, err := s.UnknownCPEAccounts(ctx, []int64{1001, 9999, 1003, 9999})
		must(t, err)
		if len(unknown) != 1 || unknown[0] != 9999 {
			t.Fatalf("unknown %v", unknown)
		}
		many := make([]int64, 0, 1200) // more than one chunk of the IN query
		for id := int64(1200); id >= 1; id-- {
			many = append(many, id)
		}
		unknown, err = s.UnknownCPEAccounts(ctx, many)
		must(t, err)
		if len(unknown) != 1198 || unknown[0] != 1200 || unknown[len(unknown)-1] != 1 {
			t.Fatalf("%d unknown of 1200, first %d", len(unknown), unknown[0])
		}
		for _, id := range unknown {
			if id == 1001 || id == 1003 {
				t.Fatalf("%d reported unknown", id)
			}
		}
		now := clock.Now()
		batch := []portal.CPESample{
			{ID: "a", AccountID: 1001, At: now.Add(-2 * time.Minute), RxBytes: 100, TxBytes: 10},
			{ID: "b", AccountID: 1001, At: now.Add(-time.Minute), RxBytes: 200, TxBytes: 20},
			{ID: "live-1", AccountID: 1001, At: now.Add(-30 * time.Second), RxBytes: 250, TxBytes: 25},
		}
		acc, dup, err := s.AddCPESamples(ctx, batch)
		must(t, err)
		if acc != 3 || dup != 0 {
			t.Fatalf("first: %d %d", acc, dup)
		}
		batch[1].RxBytes = 999 // a duplicate changes nothing
		acc, dup, err = s.AddCPESamples(ctx, append(batch[:2:2], portal.CPESample{ID: "c", AccountID: 1001, At: now, RxBytes: 300, TxBytes: 30}))
		must(t, err)
		if acc != 1 || dup != 2 {
			t.Fatalf("second: %d %d", acc, dup)
		}
		last, err := s.LatestCPESample(ctx, 1001)
		must(t, err)
		if last.ID != "c" || last.RxBytes != 300 || !last.At.Equal(now) {
			t.Fatalf("latest %+v", last)
		}
		if _, err := s.LatestCPESample(ctx, 1003); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("no samples: %v", err)
		}
		list, err := s.CPESamples(ctx, 1001, now.Add(-90*time.Second), now)
		must(t, err)
		if len(list) != 3 || list[0].ID != "b" || list[0].RxBytes != 200 || list[2].ID != "c" {
			t.Fatalf("window %+v", list)
		}
		// A sample for a missing account is refused by the database too,
		// and the whole batch with it.
		if _, _, err := s.AddCPESamples(ctx, []portal.CPESample{{ID: "d", AccountID: 1001, At: now}, {ID: "e", AccountID: 9999, At: now}}); err == nil {
			t.Fatal("sample for a missing account stored")
		}
		if _, err := s.DeleteCPESamples(ctx, 1001, "li%", now); err == nil {
			t.Fatal("wildcard prefix accepted")
		}
		n, err := s.DeleteCPESamples(ctx, 1001, "live-", now)
		must(t, err)
		if n != 1 {
			t.Fatalf("thinned %d", n)
		}
		clock.Advance(portal.CPERetention - 30*time.Second)
		must(t, s.PurgeExpired(ctx))
		list, err = s.CPESamples(ctx, 1001, now.Add(-time.Hour), clock.Now())
		must(t, err)
		if len(list) != 1 || list[0].ID != "c" {
			t.Fatalf("after purge %+v", list)
		}
	})
}

// covers: MISC-021, MISC-022
func TestWifiDeviceHoursStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		seedIdentity(t, s, "h@demo.test", 1001)
		must(t, s.PutWifiDevice(ctx, 1001, "AA:BB:CC:00:00:01", "Apple", ""))
		now := clock.Now()
		must(t, s.AddWifiTraffic(ctx, 1001, "aa:bb:cc:00:00:01", now.Add(-3*time.Hour), 1, 2))
		must(t, s.AddWifiTraffic(ctx, 1001, "aa:bb:cc:00:00:01", now.Add(-time.Hour), 3, 4))
		known, err := s.WifiDeviceKnown(ctx, 1001, "AA:BB:CC:00:00:01")
		must(t, err)
		if !known {
			t.Fatal("device not known")
		}
		if known, _ := s.WifiDeviceKnown(ctx, 1001, "aa:bb:cc:00:00:02"); known {
			t.Fatal("unknown device known")
		}
		hours, err := s.WifiDeviceHours(ctx, 1001, "aa:bb:cc:00:00:01", now.Add(-2*time.Hour))
		must(t, err)
		if len(hours) != 1 || hours[0].UpBytes != 3 || hours[0].DownByte != 4 || !hours[0].Start.Equal(now.Add(-time.Hour).Truncate(time.Hour)) {
			t.Fatalf("hours %+v", hours)
		}
	})
}
