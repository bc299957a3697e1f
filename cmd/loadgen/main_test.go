package main

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"
)

// TestMain lets -ceiling start this test binary as the bare handler, as it
// starts the loadgen binary.
func TestMain(m *testing.M) {
	if len(os.Args) == 3 && os.Args[1] == "-serve-bare" {
		if err := serveBare(context.Background(), os.Args[2], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Many subscribers share sessions so each stays within half the per-session
// rate limit.
func TestAutoSessions(t *testing.T) {
	for _, c := range []struct {
		subscribers int
		fast        float64
		want        int
	}{
		{200, 0, 200},
		{1000, 0.05, 1000},
		{50_000, 0.05, 2750}, // 27,500 requests/s over sessions of 10/s
		{2000, 0, 1000},
	} {
		cfg := config{subscribers: c.subscribers, fastShare: c.fast, targets: dashboardTargets, interval: 10e9}
		if got := autoSessions(cfg); got != c.want {
			t.Errorf("%d subscribers, %.2f live: %d sessions, want %d", c.subscribers, c.fast, got, c.want)
		}
	}
}

// Polled reads ask with the schema version the first answer carried, as
// the app does, so the server leaves the schema out.
func TestReadPathsLearnTheSchemaVersion(t *testing.T) {
	p := newReadPaths([]string{"user.session/ratingsurvey", "me.1/globalnotification"})
	p.learn(0, 450, []byte(`{"schema":{"sVersion":"nope"}}`))
	p.learn(1, 200, []byte(`{"error":0,"list":[]}`))
	if p.path(0) != "/api?target=user.session%2Fratingsurvey" || p.path(1) != "/api?target=me.1%2Fglobalnotification" {
		t.Fatalf("paths changed without a schema: %q %q", p.path(0), p.path(1))
	}
	p.learn(0, 200, []byte(`{"error":0,"schema":{"sVersion":"ab12cd","pk":"id"}}`))
	p.learn(0, 200, []byte(`{"error":0,"schema":{"sVersion":"other"}}`))
	if want := "/api?target=user.session%2Fratingsurvey&schema=ab12cd"; p.path(0) != want {
		t.Errorf("path %q, want %q", p.path(0), want)
	}
}

// The live chart's watchers are -fastpull of all subscribers, spread over
// those whose login has a router; with too few such, all of them.
func TestLiveChartWatchersHaveARouter(t *testing.T) {
	subs := []*subscriber{{account: 1001}, {}, {}} // one login in three has a router
	cfg := config{subscribers: 600, fastShare: 0.05}
	watches := liveChartWatchers(cfg, subs)
	for i, w := range watches {
		if w && subs[i%len(subs)].account == 0 {
			t.Fatalf("subscriber %d watches without a router", i)
		}
	}
	if n := countTrue(watches); n != 30 {
		t.Errorf("%d watchers, want 30 (5 %% of 600)", n)
	}
	cfg.fastShare = 0.9
	if n := countTrue(liveChartWatchers(cfg, subs)); n != 200 {
		t.Errorf("90 %% asked, a third with a router: %d watchers, want 200", n)
	}
}

// The CPU time of -floor's bare handler is read past its command name,
// which may hold spaces and parentheses.
func TestParseProcCPU(t *testing.T) {
	got, err := parseProcCPU("4242 (loadgen (x) y) S 1 4242 4242 0 -1 4194560 1200 0 0 0 150 37 0 0 20 0 9 0 123 0 0")
	if err != nil || got != 1870*time.Millisecond {
		t.Fatalf("parseProcCPU: %v, %v; want 1.87s", got, err)
	}
	for _, bad := range []string{"", "4242 loadgen S 1", "4242 (x) S 1 2 3", "4242 (x) S 1 4242 4242 0 -1 0 0 0 0 0 a 37"} {
		if _, err := parseProcCPU(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
