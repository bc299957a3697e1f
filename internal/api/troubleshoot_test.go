package api_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/cpe"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// acsStandIn answers POST /devices/{id}/tasks?connection_request as
// GenieACS's NBI documents it, with the status the test sets, and keeps
// what it received.
type acsStandIn struct {
	mu     sync.Mutex
	status int
	tasks  []string
}

func (g *acsStandIn) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	g.mu.Lock()
	defer g.mu.Unlock()
	if r.Method != http.MethodPost || !strings.HasPrefix(r.URL.Path, "/devices/") || !strings.HasSuffix(r.URL.Path, "/tasks") {
		http.NotFound(w, r)
		return
	}
	g.tasks = append(g.tasks, r.URL.EscapedPath()+"?"+r.URL.RawQuery+" "+string(body))
	w.WriteHeader(g.status)
}

func (g *acsStandIn) set(status int) { g.mu.Lock(); g.status = status; g.mu.Unlock() }
func (g *acsStandIn) received() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]string(nil), g.tasks...)
}

// troubleshootWorld is newWorld with routers on 1001 (avery) and 2001
// (blake), both with a GenieACS device id, and the API restarting them
// through a GenieACS stand-in.
func troubleshootWorld(t *testing.T, open func(testing.TB) *store.Store) (*world, *acsStandIn) {
	w := newWorldOn(t, open)
	ctx := context.Background()
	if err := w.st.SetServiceFlags(ctx, 2001, portal.ServiceFlags{HasBroadband: true, HasWiFi: true, HasRouter: true}); err != nil {
		t.Fatal(err)
	}
	for id, dev := range map[int64]string{1001: "E4C32A-HG8245H-1001", 2001: "E4C32A-HG8245H-2001"} {
		if err := w.st.SetRouterDeviceID(ctx, id, dev); err != nil {
			t.Fatal(err)
		}
	}
	g := &acsStandIn{status: http.StatusOK}
	srv := httptest.NewServer(g)
	t.Cleanup(srv.Close)
	acs, err := cpe.NewGenieACS(srv.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	w.h = endpoint(t, w.st, api.Config{SSO: w.sso}, services.Options{CPE: acs})
	return w, g
}

// The diagnosis: online from a fresh sample, the disconnections of the
// day (a 30-minute silence, a restart where the counters went down),
// uptime since the last of them.
func TestTroubleshootDiagnosis(t *testing.T) {
	w, _ := troubleshootWorld(t, storetest.SQLite)
	ctx := context.Background()
	now := time.Now().Truncate(time.Second)
	var samples []portal.CPESample
	rx := int64(1_000_000)
	for m := 120; m >= 0; m -= 5 {
		at := now.Add(-time.Duration(m)*time.Minute - 10*time.Second)
		if m > 60 && m < 90 { // silent from 90 to 60 minutes ago
			continue
		}
		rx += 500_000
		if m == 20 { // restarted: the counters start again
			rx = 1000
		}
		samples = append(samples, portal.CPESample{ID: "s" + itoa(int64(m)), AccountID: 1001, At: at, RxBytes: rx, TxBytes: rx / 10})
	}
	if _, _, err := w.st.AddCPESamples(ctx, samples); err != nil {
		t.Fatal(err)
	}
	a := w.call("GET", "user.1001/troubleshoot", w.token, nil)
	if a.status != 200 {
		t.Fatalf("%d %v", a.status, a.body)
	}
	o := a.object()
	sec := func(m int) float64 { return float64(now.Add(-time.Duration(m)*time.Minute - 10*time.Second).Unix()) }
	ds := o["disconnections"].([]any)
	if o["online"] != true || o["reported"] != true || o["last_seen"] != sec(0) || o["online_since"] != sec(20) || o["online_since_at_least"] != false ||
		o["can_restart"] != true || o["next_restart_at"] != nil || o["has_wifi"] != true || len(ds) != 2 {
		t.Fatalf("object %v", o)
	}
	restart, silence := ds[0].(map[string]any), ds[1].(map[string]any)
	if restart["restart"] != true || restart["from"] != sec(25) || restart["until"] != sec(20) ||
		silence["restart"] != false || silence["from"] != sec(90) || silence["until"] != sec(60) {
		t.Fatalf("disconnections %v", ds)
	}

	// Offline: the newest sample is 3 minutes old; the silence is listed
	// as going on.
	w2, _ := troubleshootWorld(t, storetest.SQLite)
	if _, _, err := w2.st.AddCPESamples(ctx, []portal.CPESample{
		{ID: "a", AccountID: 1001, At: now.Add(-8 * time.Minute), RxBytes: 1, TxBytes: 1},
		{ID: "b", AccountID: 1001, At: now.Add(-3 * time.Minute), RxBytes: 2, TxBytes: 2}}); err != nil {
		t.Fatal(err)
	}
	o = w2.call("GET", "user.1001/troubleshoot", w2.token, nil).object()
	ds = o["disconnections"].([]any)
	if o["online"] != false || o["online_since"] != nil || len(ds) != 1 || ds[0].(map[string]any)["until"] != nil ||
		ds[0].(map[string]any)["from"] != float64(now.Add(-3*time.Minute).Unix()) {
		t.Fatalf("offline: %v", o)
	}
	// Never reported.
	o = w2.call("GET", "user.2001/troubleshoot", w2.btoken, nil).object()
	if o["reported"] != false || o["online"] != false || o["last_seen"] != nil || len(o["disconnections"].([]any)) != 0 {
		t.Fatalf("never reported: %v", o)
	}
	// No router: 434, as the other router targets.
	if a := w2.call("GET", "user.1002/troubleshoot", w2.token, nil); a.status != 434 {
		t.Fatalf("no router: %d", a.status)
	}
}

// A target naming another login's account, or another account as the
// restart's child, answers like a missing one, and restarts nothing.
func TestTroubleshootTargetsBelongToTheLogin(t *testing.T) {
	w, g := troubleshootWorld(t, storetest.SQLite)
	for _, c := range []struct{ method, foreign, missing string }{
		{"GET", "user.2001/troubleshoot", "user.777777/troubleshoot"},
		{"POST", "user.2001/routerrestart.2001", "user.777777/routerrestart.777777"},
		{"POST", "user.1001/routerrestart.2001", "user.1001/routerrestart.888888"},
	} {
		foreign := w.call(c.method, c.foreign, w.token, map[string]any{})
		missing := w.call(c.method, c.missing, w.token, map[string]any{})
		if foreign.status != 450 || foreign.status != missing.status || foreign.body["message"] != missing.body["message"] {
			t.Fatalf("%s: foreign %d %v vs missing %d %v", c.foreign, foreign.status, foreign.body, missing.status, missing.body)
		}
	}
	if a := w.call("POST", "user.1001/routerrestart.1001", "", map[string]any{}); a.status != 401 {
		t.Fatalf("no token: %d", a.status)
	}
	if got := g.received(); len(got) != 0 {
		t.Fatalf("GenieACS received %v", got)
	}
	// blake restarts his own router.
	if a := w.call("POST", "user.2001/routerrestart.2001", w.btoken, map[string]any{}); a.status != 200 || a.body["success"] != true {
		t.Fatalf("blake: %d %v", a.status, a.body)
	}
	if got := g.received(); len(got) != 1 || !strings.HasPrefix(got[0], "/devices/E4C32A-HG8245H-2001/tasks?connection_request") {
		t.Fatalf("GenieACS received %v", got)
	}
}

// The restart goes through GenieACS: an error answer restarts nothing and
// leaves the router free; 202 (queued) and 200 (done) count, and a second
// restart within 10 minutes is refused with the time left, on both
// engines. Every attempt is recorded with the login.
func TestRouterRestartThroughGenieACS(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			w, g := troubleshootWorld(t, e.Open)
			restart := func() answer { return w.call("POST", "user.1001/routerrestart.1001", w.token, map[string]any{}) }
			g.set(http.StatusInternalServerError)
			if a := restart(); a.status != 450 || !strings.Contains(a.body["message"].(string), "could not be restarted") {
				t.Fatalf("GenieACS 500: %d %v", a.status, a.body)
			}
			g.set(http.StatusAccepted)
			a := restart()
			if a.status != 200 || a.body["success"] != true || a.body["outcome"] != "queued" || !strings.Contains(a.body["message"].(string), "next checks in") {
				t.Fatalf("GenieACS 202: %d %v", a.status, a.body)
			}
			g.set(http.StatusOK)
			a = restart()
			if a.status != 450 || a.body["message"] != "Your router was restarted less than 10 minutes ago. You can restart it again in 10 minutes." {
				t.Fatalf("second restart: %d %v", a.status, a.body)
			}
			w.lang = "fr"
			a = restart()
			w.lang = ""
			if a.status != 450 || !strings.Contains(a.body["message"].(string), "dans 10 minutes") {
				t.Fatalf("second restart in French: %d %v", a.status, a.body)
			}
			if got := g.received(); len(got) != 2 || got[1] != `/devices/E4C32A-HG8245H-1001/tasks?connection_request {"name":"reboot"}` {
				t.Fatalf("GenieACS received %v", got)
			}
			o := w.call("GET", "user.1001/troubleshoot", w.token, nil).object()
			last, _ := o["last_restart"].(map[string]any)
			if o["next_restart_at"] == nil || last == nil || last["outcome"] != "queued" {
				t.Fatalf("diagnosis after the restart: %v", o)
			}
			recs, err := w.st.RouterRestarts(context.Background(), 1001)
			if err != nil {
				t.Fatal(err)
			}
			if len(recs) != 2 || recs[0].Outcome != portal.RestartQueued || recs[1].Outcome != portal.RestartFailed ||
				recs[0].Login != "avery@demo.test" || recs[0].DeviceID != "E4C32A-HG8245H-1001" {
				t.Fatalf("records %+v", recs)
			}
		})
	}
}

// Without a CPE-management system (or a device id) the restart is
// refused with what to do instead, and the page says it cannot restart.
func TestRouterRestartUnavailable(t *testing.T) {
	w := newWorld(t)
	if o := w.call("GET", "user.1001/troubleshoot", w.token, nil).object(); o["can_restart"] != false {
		t.Fatalf("object %v", o)
	}
	if a := w.call("POST", "user.1001/routerrestart.1001", w.token, map[string]any{}); a.status != 450 || !strings.Contains(a.body["message"].(string), "Unplug it") {
		t.Fatalf("%d %v", a.status, a.body)
	}
}
