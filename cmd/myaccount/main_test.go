package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"regexp"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/identity"
	"myaccount/internal/password"
)

// runningPortal is a real `myaccount serve --demo` on a free port with a fresh
// SQLite, as `make run` starts it.
type runningPortal struct {
	base    string
	metrics string // the /metrics URL on its own listener
	data    string // its data folder
	out     *syncBuffer
	cancel  context.CancelFunc
	done    chan error
}

type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func startPortal(t *testing.T, extraEnv map[string]string) *runningPortal {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	p := &runningPortal{out: &syncBuffer{}, cancel: cancel, done: make(chan error, 1), data: t.TempDir()}
	env := func(k string) string { return extraEnv[k] }
	go func() {
		p.done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--metrics-addr", "127.0.0.1:0", "--data", p.data, "--demo"},
			env, p.out, io.Discard)
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-p.done:
		case <-time.After(30 * time.Second):
			t.Error("server did not stop")
		}
	})
	re := regexp.MustCompile(`open (http://127\.0\.0\.1:\d+)/ui/`)
	metricsRE := regexp.MustCompile(`metrics (http://127\.0\.0\.1:\d+/metrics)`)
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		m, mm := re.FindStringSubmatch(p.out.String()), metricsRE.FindStringSubmatch(p.out.String())
		if m != nil && mm != nil && strings.Contains(p.out.String(), "Unsubscribe link") {
			p.base, p.metrics = m[1], mm[1]
			return p
		}
		select {
		case err := <-p.done:
			t.Fatalf("server stopped: %v\n%s", err, p.out)
		case <-time.After(20 * time.Millisecond):
		}
	}
	t.Fatalf("server did not start:\n%s", p.out)
	return nil
}

// browser is an HTTP client with cookies that does not follow redirects,
// so each hop of the sign-in can be checked.
func browser(t *testing.T) *http.Client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &http.Client{Jar: jar, Timeout: 10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// signIn goes through the login page and returns the pi code of the
// redirect back to the app.
func signIn(t *testing.T, c *http.Client, base, login, password, rp string) string {
	t.Helper()
	res, err := c.Get(base + "/auth/login?r=myaccount&rc=1&rp=" + url.QueryEscape(rp))
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !bytes.Contains(page, []byte(`action="/auth/login"`)) {
		t.Fatalf("login page: %d\n%s", res.StatusCode, page)
	}
	res, err = c.PostForm(base+"/auth/login", url.Values{"login": {login}, "password": {password},
		"r": {"myaccount"}, "rc": {"1"}, "rp": {rp}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	loc, err := url.Parse(res.Header.Get("Location"))
	if res.StatusCode != http.StatusSeeOther || err != nil || loc.Path != "/ui"+rp {
		t.Fatalf("login answer: %d %q", res.StatusCode, res.Header.Get("Location"))
	}
	return loc.Query().Get("pi")
}

func apiGet(t *testing.T, c *http.Client, base, query, token string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/api?"+query, nil)
	if token != "" {
		req.Header.Set("x-omicron", token)
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body map[string]any
	if err := json.NewDecoder(res.Body).Decode(&body); err != nil {
		t.Fatalf("%s: not JSON: %v", query, err)
	}
	return res.StatusCode, body
}

// The identity flow end to end over HTTP, against the real server with its
// demo data: login → redirect with pi → bootstrap → JRR → calls → renewal →
// logout → 401; and the SSO check.
//
// covers: PLAT-005, PLAT-008, PLAT-063, PLAT-064, PLAT-067, PLAT-068, PLAT-070, PLAT-071, PLAT-072, PLAT-075, PLAT-076, PLAT-142
func TestSignInRoundTrip(t *testing.T) {
	p := startPortal(t, nil)
	// The soft memory limit leaves room for a sign-in burst's argon2id
	// checks above the working set (Go's GOMEMLIMIT overrides it).
	if os.Getenv("GOMEMLIMIT") == "" {
		if got, want := debug.SetMemoryLimit(-1), workingSetMemory+identity.PeakHashMemory(password.Default); got != want {
			t.Errorf("memory limit %d, want %d", got, want)
		}
	}
	for _, want := range []string{"avery@demo.test", "drew@demo.test", "staff@demo.test", "demo1234", "/ui/public/unsubscribe?ut="} {
		if !strings.Contains(p.out.String(), want) {
			t.Errorf("start-up output lacks %q:\n%s", want, p.out)
		}
	}
	c := browser(t)
	res, err := c.Get(p.base + "/")
	if err != nil || res.StatusCode != http.StatusFound || res.Header.Get("Location") != "/ui/" {
		t.Fatalf("/ → %v %v", res.StatusCode, err)
	}
	pi := signIn(t, c, p.base, "avery@demo.test", "demo1234", "/user/dashboard")
	status, body := apiGet(t, c, p.base, "pi="+url.QueryEscape(pi), "")
	token, _ := body["JRR"].(string)
	if status != 200 || body["error"].(float64) != 0 || token == "" {
		t.Fatalf("bootstrap: %d %v", status, body)
	}
	if status, _ := apiGet(t, c, p.base, "pi="+url.QueryEscape(pi), ""); status != 401 {
		t.Fatalf("replayed pi: %d", status)
	}
	status, body = apiGet(t, c, p.base, "target=me.1/associatedaccounts", token)
	if status != 200 {
		t.Fatalf("associated accounts: %d %v", status, body)
	}
	item := body["list"].([]any)[0].(map[string]any)
	if item["email"] != "avery@demo.test" || len(item["associatedAccounts"].([]any)) != 3 {
		t.Fatalf("avery's accounts: %v", item)
	}
	if status, body := apiGet(t, c, p.base, "target=user.1001", token); status != 200 || body["object"].(map[string]any)["name"] != "Avery Fields" {
		t.Fatalf("user.1001: %d %v", status, body)
	}
	if status, _ := apiGet(t, c, p.base, "target=user.2001", token); status != 450 {
		t.Fatalf("blake's account from avery's session: %d", status)
	}
	// SSO: the identity service's cookie gives a token without a code.
	status, body = apiGet(t, c, p.base, "ph=a&target=b", "")
	if status != 200 || body["JRR"] == nil {
		t.Fatalf("ph=a with the SSO cookie: %d %v", status, body)
	}
	// Without it: 204, no session — not an error a browser logs (docs/decisions.md).
	if res, err := browser(t).Get(p.base + "/api?ph=a&target=b"); err != nil {
		t.Fatal(err)
	} else {
		_ = res.Body.Close()
		if res.StatusCode != http.StatusNoContent {
			t.Fatalf("ph=a without a cookie: %d", res.StatusCode)
		}
	}
	// Renewal.
	status, body = apiGet(t, c, p.base, "ph=b&target=b", token)
	fresh, _ := body["JRR"].(string)
	if status != 200 || fresh == "" || fresh == token {
		t.Fatalf("renewal: %d %v", status, body)
	}
	// Logout: the session's tokens answer 401.
	if status, _ := apiGet(t, c, p.base, "target=me.1/logout", fresh); status != 200 {
		t.Fatalf("logout: %d", status)
	}
	for _, tok := range []string{token, fresh} {
		if status, _ := apiGet(t, c, p.base, "target=me.1/associatedaccounts", tok); status != 401 {
			t.Fatalf("after logout: %d", status)
		}
	}
	// Another login signs in on its own browser.
	pi2 := signIn(t, browser(t), p.base, "blake@demo.test", "demo1234", "/user/contract")
	if pi2 == "" {
		t.Fatal("no pi for blake")
	}
	// Probes on the subscribers' port; metrics only on their own listener.
	for _, url := range []string{p.base + "/healthz", p.base + "/readyz", p.metrics} {
		res, err := c.Get(url)
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("%s: %v %v", url, res.StatusCode, err)
		}
		res.Body.Close()
	}
	if res, err := c.Get(p.base + "/metrics"); err != nil || res.StatusCode == 200 {
		t.Fatalf("/metrics on the subscribers' port: %v %v", res.StatusCode, err)
	}
}

// A bad setting stops start-up with one line naming it.
func TestBadSettingStopsStartUp(t *testing.T) {
	err := run(context.Background(), []string{"serve", "--data", t.TempDir()}, func(k string) string {
		if k == "MYACCOUNT_PUBLIC_URL" {
			return "not a url"
		}
		return ""
	}, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "MYACCOUNT_PUBLIC_URL") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("err = %v", err)
	}
	if err := run(context.Background(), []string{"frobnicate"}, os.Getenv, io.Discard, io.Discard); err == nil {
		t.Fatal("unknown command accepted")
	}
}

// A port another program holds stops start-up with one line saying how to
// choose another.
func TestTakenPortSaysHowToChooseAnother(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	addr := taken.Addr().String()
	err = run(context.Background(), []string{"serve", "--addr", addr, "--metrics-addr", "off", "--data", t.TempDir()},
		func(string) string { return "" }, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "another program already listens on "+addr) ||
		!strings.Contains(err.Error(), "make run ADDR=") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("err = %v", err)
	}
}

// migrate and seed work on their own and seed is idempotent.
func TestMigrateAndSeed(t *testing.T) {
	dir := t.TempDir()
	env := func(string) string { return "" }
	var out syncBuffer
	if err := run(context.Background(), []string{"migrate", "--data", dir}, env, &out, io.Discard); err != nil || !strings.Contains(out.String(), "up to date") {
		t.Fatalf("migrate: %v %s", err, out.String())
	}
	for range 2 {
		out = syncBuffer{}
		if err := run(context.Background(), []string{"seed", "--demo", "--data", dir}, env, &out, io.Discard); err != nil {
			t.Fatalf("seed: %v", err)
		}
		if !strings.Contains(out.String(), "avery@demo.test") {
			t.Fatalf("seed output: %s", out.String())
		}
	}
	sc := bufio.NewScanner(strings.NewReader(out.String()))
	lines := 0
	for sc.Scan() {
		lines++
	}
	if lines < 8 {
		t.Fatalf("seed printed %d lines", lines)
	}
}

// The collector runs every third heap size by default, and Go's own GOGC
// and GOMEMLIMIT win over the portal's settings.
func TestCollectorTuning(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))

	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	tuneCollector()
	if got := debug.SetGCPercent(100); got != gcPercent {
		t.Errorf("GOGC unset: collector at %d %%, want %d", got, gcPercent)
	}
	if got, want := debug.SetMemoryLimit(-1), int64(workingSetMemory+identity.PeakHashMemory(password.Default)); got != want {
		t.Errorf("GOMEMLIMIT unset: memory limit %d, want %d", got, want)
	}

	// Go read GOGC=50 and GOMEMLIMIT when the process started.
	debug.SetGCPercent(50)
	debug.SetMemoryLimit(1 << 30)
	t.Setenv("GOGC", "50")
	t.Setenv("GOMEMLIMIT", "1GiB")
	tuneCollector()
	if got := debug.SetGCPercent(100); got != 50 {
		t.Errorf("GOGC=50: collector at %d %%, want 50", got)
	}
	if got := debug.SetMemoryLimit(-1); got != 1<<30 {
		t.Errorf("GOMEMLIMIT=1GiB: memory limit %d, want %d", got, 1<<30)
	}
}
