package main

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/identity"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store/storetest"
)

func TestLoginForm(t *testing.T) {
	page := `<html><body><form method="post" action="/auth/login" novalidate>
<input type="hidden" name="r" value="myaccount">
<input type="hidden" name="rp" value="/user/a&#43;b">
<input type="hidden" name="rc" value="2">
<input id="login" name="login" type="email" value="">
<input id="password" name="password" type="password">
</form></body></html>`
	got, err := loginForm([]byte(page))
	if err != nil {
		t.Fatal(err)
	}
	if got.Get("rp") != "/user/a+b" || got.Get("r") != "myaccount" || got.Get("rc") != "2" {
		t.Fatalf("hidden fields: %v", got)
	}
	if got.Has("login") || got.Has("password") {
		t.Fatalf("visible fields taken as hidden: %v", got)
	}

	for name, page := range map[string]string{
		"oidc":       `<p><a class="button" href="/auth/oidc/start?r=myaccount">Sign in</a></p>`,
		"no form":    `<p>Not found</p>`,
		"no r":       `<form method="post" action="/auth/login"><input type="hidden" name="rp" value="/"></form>`,
		"other form": `<form method="post" action="/auth/changepassword"><input type="hidden" name="r" value="myaccount"></form>`,
	} {
		if _, err := loginForm([]byte(page)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestCodeFromRedirect(t *testing.T) {
	if code, err := codeFromRedirect("http://127.0.0.1:8080/ui/?pi=abc123&rc=1"); err != nil || code != "abc123" {
		t.Fatalf("code %q, %v", code, err)
	}
	for _, loc := range []string{"", "http://127.0.0.1:8080/ui/", "http://127.0.0.1:8080/auth/login?pi=x", "://bad"} {
		if _, err := codeFromRedirect(loc); err == nil {
			t.Errorf("%q: no error", loc)
		}
	}
}

func TestParseFlags(t *testing.T) {
	cfg, err := parseFlags(nil, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.subscribers != 200 || cfg.duration != 30*time.Second || cfg.interval != 10*time.Second ||
		strings.Join(cfg.logins, ",") != "avery@demo.test,drew@demo.test,emery@demo.test" || cfg.password != "demo1234" ||
		strings.Join(cfg.targets, ",") != strings.Join(dashboardTargets, ",") {
		t.Fatalf("defaults: %+v", cfg)
	}
	for _, args := range [][]string{
		{"-subscribers", "0"}, {"-duration", "0s"}, {"-interval", "-1s"}, {"-logins", " , "},
		{"-targets", ""}, {"-url", "ftp://x"}, {"-url", "127.0.0.1:8080"}, {"-signin-concurrency", "0"}, {"extra"},
		{"-fastpull", "1.5"}, {"-sessions", "-1"}, {"-ceiling"}, {"-conns", "-1"},
		{"-floor", "-1s"}, {"-floor", "1s", "-closed-loop", "2"},
	} {
		if _, err := parseFlags(args, &bytes.Buffer{}); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

// portalUnderTest serves the real identity service and API endpoint on a
// fresh SQLite store with two logins: ann (accounts 1001 and 1002) and bo
// (2001), password "pw-123456".
func portalUnderTest(t *testing.T) string {
	t.Helper()
	ctx := context.Background()
	st := storetest.SQLite(t)
	hash, err := password.Hash("pw-123456", password.Fast)
	if err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	ann, err := st.CreateIdentity(ctx, "ann@example.test", hash)
	must(err)
	bo, err := st.CreateIdentity(ctx, "bo@example.test", hash)
	must(err)
	for _, a := range []portal.Account{{ID: 1001, Name: "Ann One"}, {ID: 1002, Name: "Ann Two"}, {ID: 2001, Name: "Bo"}} {
		must(st.PutAccount(ctx, a))
		must(st.SetServiceFlags(ctx, a.ID, portal.ServiceFlags{HasBroadband: true, HasRouter: true}))
	}
	must(st.LinkAccount(ctx, ann, 1001, false))
	must(st.LinkAccount(ctx, ann, 1002, false))
	must(st.LinkAccount(ctx, bo, 2001, false))

	srv := httptest.NewUnstartedServer(nil)
	base := "http://" + srv.Listener.Addr().String()
	log := slog.New(slog.DiscardHandler)
	ids, err := identity.New(ctx, identity.Config{
		PublicURL: base, PasswordParams: password.Fast, CookieSecret: bytes.Repeat([]byte{7}, 32),
	}, st, log)
	must(err)
	mux := http.NewServeMux()
	mux.Handle("/auth/", ids.Handler())
	mux.Handle("/api", api.New(api.Config{Services: services.New(st, services.Options{}), SSO: ids, Log: log,
		// The closed loop sends requests back to back on two sessions.
		RatePerSecond: 1e6, RateBurst: 1e6}))
	srv.Config.Handler = mux
	srv.Start()
	t.Cleanup(srv.Close)
	return base
}

func TestSignInThroughTheRealIdentityFlow(t *testing.T) {
	base := portalUnderTest(t)
	ctx := context.Background()
	tr := &http.Transport{}
	defer tr.CloseIdleConnections()

	tok, err := signIn(ctx, tr, base, "ann@example.test", "pw-123456")
	if err != nil {
		t.Fatal(err)
	}
	// The token works on the API, and user.session is ann's first account.
	req, _ := http.NewRequest("GET", base+"/api?target=me.1/associatedaccounts", nil)
	req.Header.Set("x-omicron", tok)
	res, body, err := do(&http.Client{Transport: tr}, req)
	if err != nil || res.StatusCode != 200 || !strings.Contains(string(body), "1001") {
		t.Fatalf("token refused: %v %v %s", err, res, body)
	}
	// Each sign-in is its own session.
	tok2, err := signIn(ctx, tr, base, "ann@example.test", "pw-123456")
	if err != nil || tok2 == tok {
		t.Fatalf("second sign-in: %q %v", tok2, err)
	}
	if _, err := signIn(ctx, tr, base, "ann@example.test", "wrong-password"); err == nil || !strings.Contains(err.Error(), "wrong login or password") {
		t.Fatalf("wrong password: %v", err)
	}
}

func TestRunPollsAndReports(t *testing.T) {
	base := portalUnderTest(t)
	var out bytes.Buffer
	err := run(context.Background(), []string{
		"-url", base, "-subscribers", "4", "-logins", "ann@example.test,bo@example.test", "-password", "pw-123456",
		"-duration", "600ms", "-interval", "200ms",
		"-targets", "me.1/accountwarning,user.session/serviceidentification,user.session/nosuchthing",
	}, &out, &bytes.Buffer{})
	report := out.String()
	if err != nil {
		t.Fatalf("run: %v\n%s", err, report)
	}
	for _, want := range []string{
		"sign-in: 4 sessions (ann@example.test 2, bo@example.test 2), 2 at a time: 4 signed in, 0 failed",
		"polling: 4 subscribers on 4 sessions, 3 targets each every 200ms",
		"me.1/accountwarning", "user.session/serviceidentification",
		// A target the server does not have is reported, not a failure.
		"450 not supported (target not built): ",
	} {
		if !strings.Contains(report, want) {
			t.Fatalf("report lacks %q:\n%s", want, report)
		}
	}
	// Every subscriber polls 3 rounds of 3 targets (at 0, 200 and 400 ms plus
	// its offset); a slow machine may miss a round, never add one.
	var rows int
	for _, line := range strings.Split(report, "\n") {
		f := strings.Fields(line)
		if len(f) > 2 && (f[0] == "me.1/accountwarning" || f[0] == "user.session/serviceidentification") {
			rows++
			if f[1] == "0" || len(f[1]) > 2 || f[len(f)-1] != "none" {
				t.Fatalf("row %q: want up to 12 answers, all 200", line)
			}
		}
	}
	if rows != 2 {
		t.Fatalf("want a row per built target:\n%s", report)
	}

	// A login that cannot sign in fails the run, after reporting.
	out.Reset()
	err = run(context.Background(), []string{
		"-url", base, "-subscribers", "2", "-logins", "ann@example.test,nobody@example.test", "-password", "pw-123456",
		"-duration", "100ms", "-interval", "100ms", "-targets", "me.1/accountwarning",
	}, &out, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "1 sign-ins failed") || !strings.Contains(out.String(), "wrong login or password") {
		t.Fatalf("failed sign-in: %v\n%s", err, out.String())
	}
}

// Subscribers share sessions; some watch the live chart; the schedule runs
// against the bare handler first (-floor) and reports its CPU per request;
// the closed loop runs against the bare handler first and reports the
// portal's share of it.
func TestSharedSessionsLiveChartAndCeiling(t *testing.T) {
	base := portalUnderTest(t)
	var out bytes.Buffer
	err := run(context.Background(), []string{
		"-url", base, "-subscribers", "6", "-sessions", "2", "-fastpull", "0.5", "-logins", "ann@example.test",
		"-password", "pw-123456", "-duration", "1200ms", "-interval", "400ms", "-targets", "me.1/accountwarning",
		"-floor", "1200ms",
	}, &out, &bytes.Buffer{})
	report := out.String()
	if err != nil {
		t.Fatalf("run: %v\n%s", err, report)
	}
	for _, want := range []string{
		"floor: the same schedule against a bare net/http handler (a token in a map, 256 bytes of JSON), 2 sessions, 3 live-chart watchers, for 1.2s",
		" µs per request; p99 ",
		"sign-in: 2 sessions (ann@example.test 2)",
		"polling: 6 subscribers on 2 sessions, 1 targets each every 400ms (staggered over the interval), 3 of them (50.0 %; with a router) also cpefastpull every 1s",
		// ann's routers report nothing: the live chart's reads are refused (433), not failures.
		"user.{id}/cpefastpull.{id}",
	} {
		if !strings.Contains(report, want) {
			t.Fatalf("report lacks %q:\n%s", want, report)
		}
	}

	out.Reset()
	err = run(context.Background(), []string{
		"-url", base, "-subscribers", "2", "-logins", "ann@example.test,bo@example.test", "-password", "pw-123456",
		"-closed-loop", "2", "-ceiling", "-duration", "300ms", "-targets", "me.1/accountwarning",
	}, &out, &bytes.Buffer{})
	report = out.String()
	if err != nil {
		t.Fatalf("run: %v\n%s", err, report)
	}
	for _, want := range []string{"ceiling: a bare net/http handler", "closed loop: 2 workers, 2 sessions", "% of the bare handler's"} {
		if !strings.Contains(report, want) {
			t.Fatalf("report lacks %q:\n%s", want, report)
		}
	}
}

func TestWaitReady(t *testing.T) {
	ready := make(chan struct{})
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/readyz" {
			http.NotFound(w, r)
			return
		}
		calls++
		select {
		case <-ready:
			w.Write([]byte("ready\n"))
		default:
			w.WriteHeader(http.StatusServiceUnavailable)
			if calls == 3 {
				close(ready)
			}
		}
	}))
	defer srv.Close()
	tr := &http.Transport{}
	defer tr.CloseIdleConnections()
	if err := waitReady(context.Background(), tr, srv.URL, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	if calls != 4 {
		t.Fatalf("want ready on the 4th probe, got %d probes", calls)
	}

	never := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer never.Close()
	err := waitReady(context.Background(), tr, never.URL, 300*time.Millisecond)
	if err == nil || !strings.Contains(err.Error(), "status 503") {
		t.Fatalf("never ready: %v", err)
	}
}
