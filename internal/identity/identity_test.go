package identity

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"myaccount/internal/httpx"
	"myaccount/internal/i18n"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// syncBuffer is a log sink the server goroutines and the test share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
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

// env is one identity service on a real SQLite store behind a test server.
type env struct {
	t     *testing.T
	st    *store.Store
	svc   *Service
	srv   *httptest.Server
	logs  *syncBuffer
	clock atomic.Int64 // Unix ms of the store's clock
}

// start is an instant aligned on the rate window, so tests know when the
// window turns.
var start = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

func newEnv(t *testing.T, mod func(*Config)) *env {
	t.Helper()
	return newEnvOn(t, storetest.SQLite, mod)
}

// newEnvOn is newEnv on a chosen engine.
func newEnvOn(t *testing.T, open func(testing.TB) *store.Store, mod func(*Config)) *env {
	t.Helper()
	e := &env{t: t, st: open(t), logs: &syncBuffer{}}
	e.clock.Store(start.UnixMilli())
	e.st.Now = func() time.Time { return time.UnixMilli(e.clock.Load()) }
	mux := http.NewServeMux()
	e.srv = httptest.NewServer(mux)
	t.Cleanup(e.srv.Close)
	cfg := Config{
		PublicURL:      e.srv.URL,
		Branding:       portal.DemoBranding,
		PasswordParams: password.Fast,
		CookieSecret:   bytes.Repeat([]byte("k"), 32),
		Now:            func() time.Time { return e.st.Now() },
	}
	if mod != nil {
		mod(&cfg)
	}
	log := slog.New(slog.NewTextHandler(e.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	svc, err := New(context.Background(), cfg, e.st, log)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	e.svc = svc
	var n atomic.Int64
	h := svc.Handler()
	mux.Handle("/auth/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(w, r.WithContext(httpx.WithRequestID(r.Context(), "req-"+string(rune('a'+n.Add(1)%26)))))
	}))
	return e
}

func (e *env) advance(d time.Duration) { e.clock.Add(d.Milliseconds()) }

func (e *env) identity(login, pw string) int64 {
	e.t.Helper()
	h, err := password.Hash(pw, password.Fast)
	if err != nil {
		e.t.Fatal(err)
	}
	id, err := e.st.CreateIdentity(context.Background(), login, h)
	if err != nil {
		e.t.Fatal(err)
	}
	return id
}

// browser is a cookie-keeping client that does not follow redirects.
type browser struct {
	t *testing.T
	e *env
	c *http.Client
}

func (e *env) browser() *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: e.t, e: e, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}}
}

type answer struct {
	status int
	body   string
	header http.Header
}

func (b *browser) do(req *http.Request) answer {
	b.t.Helper()
	resp, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	a := answer{status: resp.StatusCode, body: string(body), header: resp.Header}
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		assertNoInlineCode(b.t, a.body)
	}
	return a
}

func (b *browser) get(path string, header ...string) answer {
	b.t.Helper()
	req, _ := http.NewRequest(http.MethodGet, b.url(path), nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	return b.do(req)
}

func (b *browser) post(path string, form url.Values, header ...string) answer {
	b.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, b.url(path), strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	return b.do(req)
}

func (b *browser) url(path string) string {
	if strings.HasPrefix(path, "http") {
		return path
	}
	return b.e.srv.URL + path
}

// cookie returns the browser's cookie for the server, or "".
func (b *browser) cookie(name string) string {
	u, _ := url.Parse(b.e.srv.URL + "/auth/")
	for _, c := range b.c.Jar.Cookies(u) {
		if c.Name == name {
			return c.Value
		}
	}
	return ""
}

// ssoRequest is a request carrying only the browser's SSO cookie, as the
// API would see it.
func (b *browser) ssoRequest() *http.Request {
	r := httptest.NewRequest(http.MethodGet, "/api?ph=a&target=b", nil)
	if v := b.cookie(ssoCookieName); v != "" {
		r.AddCookie(&http.Cookie{Name: ssoCookieName, Value: v})
	}
	return r
}

// text is a page text in English, the language of a browser that asks for
// none.
func text(key portal.MsgKey, pairs ...any) string { return i18n.English.T(key, pairs...) }

// loginForm fetches the login page and returns a filled form for it.
func (b *browser) loginForm(query, login, pw string) url.Values {
	b.t.Helper()
	a := b.get("/auth/login?" + query)
	if a.status != http.StatusOK {
		b.t.Fatalf("GET login: %d\n%s", a.status, a.body)
	}
	q, _ := url.ParseQuery(query)
	f := url.Values{"login": {login}, "password": {pw}}
	for _, k := range []string{"r", "rc", "rp", "hw", "seg"} {
		if v := q.Get(k); v != "" {
			f.Set(k, v)
		}
	}
	return f
}

// login signs in and returns the redirect's URL.
func (b *browser) login(query, login, pw string) *url.URL {
	b.t.Helper()
	a := b.post("/auth/login", b.loginForm(query, login, pw))
	if a.status != http.StatusSeeOther {
		b.t.Fatalf("POST login: %d\n%s", a.status, a.body)
	}
	u, err := url.Parse(a.header.Get("Location"))
	if err != nil {
		b.t.Fatal(err)
	}
	return u
}

func assertNoInlineCode(t *testing.T, body string) {
	t.Helper()
	low := strings.ToLower(body)
	for _, bad := range []string{"<script", " style=", "<style", "javascript:", " onclick=", " onload="} {
		if strings.Contains(low, bad) {
			t.Errorf("page contains %q:\n%s", bad, body)
		}
	}
}

var piRE = regexp.MustCompile(`^[a-zA-Z0-9+./=_-]{2,512}$`)

// covers: PLAT-005, PLAT-063, PLAT-064, PLAT-065, PLAT-066, PLAT-067, PLAT-075, PLAT-076, PLAT-011
func TestLoginSuccessRedirectsWithOneTimeCode(t *testing.T) {
	e := newEnv(t, nil)
	id := e.identity("Jane@Example.com", "correct horse 42")
	b := e.browser()

	page := b.get("/auth/login?r=myaccount&rc=2&rp=/user/dashboard&hw=aa:BB:cc:01:02:03&seg=seg_1")
	if page.status != http.StatusOK {
		t.Fatalf("status %d", page.status)
	}
	for _, want := range []string{
		`<html lang="en">`, `name="login"`, `autocomplete="username"`, `name="password"`,
		`autocomplete="current-password"`, `<label for="login">`, `<label for="password">`,
		`name="r" value="myaccount"`, `name="rc" value="2"`, `name="rp" value="/user/dashboard"`,
		`name="hw" value="aa:BB:cc:01:02:03"`, `name="seg" value="seg_1"`,
		`href="/auth/static/login.css`, portal.DemoBranding.ProviderName,
		// The brand mark of the app (no logo configured): the provider's initials.
		`<span class="mark" aria-hidden="true">PW</span>`,
	} {
		if !strings.Contains(page.body, want) {
			t.Errorf("login page lacks %q", want)
		}
	}
	if csp := page.header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") {
		t.Errorf("CSP = %q", csp)
	}

	loc := b.login("r=myaccount&rc=2&rp=/user/dashboard&hw=aa:BB:cc:01:02:03&seg=seg_1", "jane@example.com", "correct horse 42")
	if got, want := loc.Scheme+"://"+loc.Host+loc.Path, e.srv.URL+"/ui/user/dashboard"; got != want {
		t.Errorf("redirect to %s, want %s", got, want)
	}
	q := loc.Query()
	if q.Get("rc") != "2" || q.Get("hw") != "aa:BB:cc:01:02:03" || q.Get("seg") != "seg_1" {
		t.Errorf("carried params lost: %v", q)
	}
	pi := q.Get("pi")
	if !piRE.MatchString(pi) {
		t.Fatalf("pi %q does not match the spec's alphabet", pi)
	}
	ctx := context.Background()
	got, err := e.st.ConsumeLoginCode(ctx, portal.HashToken(pi))
	if err != nil || got != id {
		t.Fatalf("ConsumeLoginCode = %d, %v; want %d", got, err, id)
	}
	if _, err := e.st.ConsumeLoginCode(ctx, portal.HashToken(pi)); !errors.Is(err, portal.ErrNoRows) {
		t.Errorf("second use of pi: %v, want ErrNoRows", err)
	}
	if logs := e.logs.String(); strings.Contains(logs, pi) || strings.Contains(logs, "correct horse") ||
		strings.Contains(logs, b.cookie(ssoCookieName)) || !strings.Contains(logs, "request_id=req-") {
		t.Errorf("logs leak a secret or lack the request id:\n%s", logs)
	}
}

// covers: PLAT-065
func TestCodeExpiresAfterCodeTTL(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	pi := b.login("r=myaccount", "jane@example.com", "correct horse 42").Query().Get("pi")
	e.advance(61 * time.Second)
	if _, err := e.st.ConsumeLoginCode(context.Background(), portal.HashToken(pi)); !errors.Is(err, portal.ErrNoRows) {
		t.Errorf("expired pi accepted: %v", err)
	}
}

// covers: PLAT-005
func TestSSOCookieAttributes(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	a := b.post("/auth/login", b.loginForm("r=myaccount", "jane@example.com", "correct horse 42"))
	var sso *http.Cookie
	for _, c := range (&http.Response{Header: a.header}).Cookies() {
		if c.Name == ssoCookieName {
			sso = c
		}
	}
	if sso == nil {
		t.Fatalf("no SSO cookie set: %v", a.header)
	}
	if !sso.HttpOnly || sso.SameSite != http.SameSiteLaxMode || sso.Path != "/" || sso.Secure {
		t.Errorf("SSO cookie attributes: %+v", sso)
	}
}

// covers: PLAT-005
func TestSecureCookiesOverHTTPS(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.PublicURL = "https://myaccount.example" })
	e.identity("jane@example.com", "correct horse 42")
	rec := httptest.NewRecorder()
	form := url.Values{"r": {"myaccount"}, "login": {"jane@example.com"}, "password": {"correct horse 42"}}
	req := httptest.NewRequest(http.MethodPost, "/auth/login", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	e.svc.Handler().ServeHTTP(rec, req)
	names := map[string]bool{}
	for _, c := range rec.Result().Cookies() {
		names[c.Name] = c.Secure && c.HttpOnly && c.Path == "/"
	}
	if rec.Code != http.StatusSeeOther || len(names) != 2 || !names["__Host-myaccount_sso"] || !names["__Host-myaccount_device"] {
		t.Errorf("cookies over https: %d %+v", rec.Code, rec.Result().Cookies())
	}
	// The login page sets no cookie at all: no CSRF token is needed.
	rec = httptest.NewRecorder()
	e.svc.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/auth/login?r=myaccount", nil))
	if c := rec.Result().Cookies(); len(c) != 0 {
		t.Errorf("login page cookies: %+v", c)
	}
}

// covers: PLAT-005
func TestWrongPasswordAndUnknownLoginAnswerAlike(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	wrong := b.post("/auth/login", b.loginForm("r=myaccount", "jane@example.com", "wrong password"))
	unknown := b.post("/auth/login", b.loginForm("r=myaccount", "nobody@example.com", "wrong password"))
	if wrong.status != unknown.status || wrong.status != http.StatusUnauthorized {
		t.Errorf("statuses %d and %d", wrong.status, unknown.status)
	}
	if !strings.Contains(wrong.body, text(portal.MsgAuthBadCredentials)) {
		t.Errorf("no failure message:\n%s", wrong.body)
	}
	// The page keeps the typed login in its field; apart from that the two
	// answers are byte for byte the same.
	w := strings.ReplaceAll(wrong.body, "jane@example.com", "LOGIN")
	u := strings.ReplaceAll(unknown.body, "nobody@example.com", "LOGIN")
	if w != u {
		t.Errorf("unknown login and wrong password answer differently:\n%s\n---\n%s", w, u)
	}
	if b.cookie(ssoCookieName) != "" {
		t.Error("failed login set an SSO cookie")
	}
}

// TestCrossSitePostsAreRefused: a form posted from another site (login
// CSRF, a forged password change or logout) is refused before anything is
// checked; the portal's own pages and non-browser clients pass.
//
// covers: PLAT-005
func TestCrossSitePostsAreRefused(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	good := b.loginForm("r=myaccount", "jane@example.com", "correct horse 42")
	for _, path := range []string{"/auth/login", "/auth/changepassword", "/auth/logout"} {
		for name, headers := range map[string][]string{
			"cross-site":     {"Sec-Fetch-Site", "cross-site"},
			"same-site":      {"Sec-Fetch-Site", "same-site"},
			"foreign origin": {"Origin", "https://evil.example"},
		} {
			a := b.post(path, good, headers...)
			if a.status != http.StatusForbidden || !strings.Contains(a.body, text(portal.MsgAuthCrossOrigin)) {
				t.Errorf("%s %s: status %d\n%s", path, name, a.status, a.body)
			}
		}
	}
	if b.cookie(ssoCookieName) != "" {
		t.Fatal("a cross-site login signed in")
	}
	if a := b.post("/auth/login", good, "Origin", e.srv.URL, "Sec-Fetch-Site", "same-origin"); a.status != http.StatusSeeOther {
		t.Errorf("the portal's own form: %d\n%s", a.status, a.body)
	}
	if a := e.browser().post("/auth/login", good); a.status != http.StatusSeeOther {
		t.Errorf("a client without browser headers: %d", a.status)
	}
}

// covers: PLAT-005
func TestLoginRateLimitPerLoginClearsAfterWindow(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	for i := 0; i < loginLimit; i++ {
		if a := b.post("/auth/login", b.loginForm("r=myaccount", "jane@example.com", "guess")); a.status != http.StatusUnauthorized {
			t.Fatalf("failure %d: status %d", i+1, a.status)
		}
	}
	// Limited: even the right password is refused, and the page says how
	// long to wait (the window ends in 15 minutes).
	a := b.post("/auth/login", b.loginForm("r=myaccount", "JANE@example.com", "correct horse 42"))
	if a.status != http.StatusTooManyRequests || !strings.Contains(a.body, text(portal.MsgAuthTooManyAttempts, "wait", 15*time.Minute)) {
		t.Fatalf("after %d failures: status %d\n%s", loginLimit, a.status, a.body)
	}
	// Another login is not affected.
	e.identity("bob@example.com", "another pass 7")
	bob := e.browser()
	if a := bob.post("/auth/login", bob.loginForm("r=myaccount", "bob@example.com", "another pass 7")); a.status != http.StatusSeeOther {
		t.Errorf("bob: status %d", a.status)
	}
	e.advance(limitWindow)
	if loc := b.login("r=myaccount", "jane@example.com", "correct horse 42"); loc.Query().Get("pi") == "" {
		t.Error("no code after the window")
	}
}

// TestOwnersBrowserSignsInWhileStrangersAreThrottled: a browser that signed
// in before holds a device cookie and keeps its own count, so someone who
// uses up the login's attempts does not lock the owner out (OWASP's device
// cookies); a forged or borrowed cookie counts as a stranger.
//
// covers: PLAT-005
func TestOwnersBrowserSignsInWhileStrangersAreThrottled(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	owner := e.browser()
	owner.login("r=myaccount", "jane@example.com", "correct horse 42")
	if owner.cookie(deviceCookieName) == "" {
		t.Fatal("no device cookie after a sign-in")
	}
	owner.post("/auth/logout", nil) // signed out; the browser stays known
	attacker := e.browser()
	for i := 0; i <= loginLimit; i++ {
		attacker.post("/auth/login", attacker.loginForm("r=myaccount", "jane@example.com", "guess"))
	}
	if a := attacker.post("/auth/login", attacker.loginForm("r=myaccount", "jane@example.com", "correct horse 42")); a.status != http.StatusTooManyRequests {
		t.Fatalf("the stranger is not throttled: %d", a.status)
	}
	// The owner mistypes once, then signs in.
	if a := owner.post("/auth/login", owner.loginForm("r=myaccount", "jane@example.com", "typo")); a.status != http.StatusUnauthorized {
		t.Fatalf("owner's typo: %d", a.status)
	}
	owner.login("r=myaccount", "jane@example.com", "correct horse 42")
	owner.post("/auth/logout", nil)

	// The owner's cookie names jane: for another login it is a stranger's.
	e.identity("bob@example.com", "another pass 7")
	for i := 0; i <= loginLimit; i++ {
		owner.post("/auth/login", owner.loginForm("r=myaccount", "bob@example.com", "guess"))
	}
	if a := owner.post("/auth/login", owner.loginForm("r=myaccount", "bob@example.com", "another pass 7")); a.status != http.StatusTooManyRequests {
		t.Errorf("jane's cookie worked for bob: %d", a.status)
	}
	// A tampered cookie is ignored.
	forged := e.browser()
	u, _ := url.Parse(e.srv.URL)
	forged.c.Jar.SetCookies(u, []*http.Cookie{{Name: deviceCookieName, Value: owner.cookie(deviceCookieName) + "x", Path: "/"}})
	if a := forged.post("/auth/login", forged.loginForm("r=myaccount", "jane@example.com", "correct horse 42")); a.status != http.StatusTooManyRequests {
		t.Errorf("a forged device cookie: %d", a.status)
	}
}

// TestAddressSlowsDownInsteadOfRefusing: one address (a village behind
// carrier-grade NAT) takes addressFree attempts freely; then each attempt
// waits a growing delay that the page states, and no login is locked by it.
//
// covers: PLAT-005
func TestAddressSlowsDownInsteadOfRefusing(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	for i := 0; i <= addressFree; i++ {
		login := fmt.Sprintf("user%d@example.com", i) // never loginLimit on one login
		if a := b.post("/auth/login", b.loginForm("r=myaccount", login, "guess")); a.status != http.StatusUnauthorized {
			t.Fatalf("attempt %d: status %d", i+1, a.status)
		}
	}
	a := b.post("/auth/login", b.loginForm("r=myaccount", "jane@example.com", "correct horse 42"))
	if a.status != http.StatusTooManyRequests || !strings.Contains(a.body, text(portal.MsgAuthNetworkSlowDown, "wait", time.Second)) {
		t.Fatalf("held address: status %d\n%s", a.status, a.body)
	}
	e.advance(time.Second)
	b.login("r=myaccount", "jane@example.com", "correct horse 42")
	b.post("/auth/logout", nil)
	// A success does not use the quota up nor hold the next person: the
	// next failure is checked, and the one after it waits 2 s.
	if a := b.post("/auth/login", b.loginForm("r=myaccount", "zed@example.com", "guess")); a.status != http.StatusUnauthorized {
		t.Errorf("after a success: status %d", a.status)
	}
	if a := b.post("/auth/login", b.loginForm("r=myaccount", "zed@example.com", "guess")); !strings.Contains(a.body, text(portal.MsgAuthNetworkSlowDown, "wait", 2*time.Second)) {
		t.Errorf("the delay does not grow:\n%s", a.body)
	}
}

// TestConcurrentWrongPasswordsAreCountedFirst: 100 wrong passwords sent at
// once for one login are all counted before any is checked, so at most the
// limit are ever checked; the rest are refused unchecked. A password change
// likewise.
//
// covers: PLAT-005, MISC-015
func TestConcurrentWrongPasswordsAreCountedFirst(t *testing.T) {
	for _, engine := range storetest.Engines() {
		t.Run(engine.Name, func(t *testing.T) { concurrentWrongPasswords(t, newEnvOn(t, engine.Open, nil)) })
	}
}

func concurrentWrongPasswords(t *testing.T, e *env) {
	e.identity("jane@example.com", "correct horse 42")
	statuses := func(n int, post func() answer) map[int]int {
		var mu sync.Mutex
		out := map[int]int{}
		var wg sync.WaitGroup
		for range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				a := post()
				mu.Lock()
				out[a.status]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		return out
	}
	b := e.browser()
	form := b.loginForm("r=myaccount", "jane@example.com", "guess")
	got := statuses(100, func() answer { return b.post("/auth/login", form) })
	if got[http.StatusUnauthorized] != loginLimit || got[http.StatusTooManyRequests] != 100-loginLimit {
		t.Errorf("100 wrong passwords at once: %v, want %d checked", got, loginLimit)
	}

	e.advance(limitWindow)
	owner := e.browser()
	owner.login("r=myaccount", "jane@example.com", "correct horse 42")
	got = statuses(40, func() answer {
		return owner.post("/auth/changepassword", url.Values{"current_password": {"guess"},
			"new_password": {"brand new pass 9"}, "confirm_password": {"brand new pass 9"}})
	})
	if got[http.StatusBadRequest] != passwordChangeLimit || got[http.StatusTooManyRequests] != 40-passwordChangeLimit {
		t.Errorf("40 wrong current passwords at once: %v, want %d checked", got, passwordChangeLimit)
	}
}

// TestLoginFieldThatCannotBeStored: a login with a NUL, invalid UTF-8 or
// over 254 bytes is refused with the page's message before any lookup.
//
// covers: PLAT-005
func TestLoginFieldThatCannotBeStored(t *testing.T) {
	e := newEnv(t, nil)
	b := e.browser()
	for name, login := range map[string]string{"NUL": "jane\x00@example.com", "invalid UTF-8": "jane\xff@example.com",
		"too long": strings.Repeat("a", 250) + "@x.ca", "control": "jane\n@example.com"} {
		f := b.loginForm("r=myaccount", "x@example.com", "pw")
		f.Set("login", login)
		a := b.post("/auth/login", f)
		if a.status != http.StatusBadRequest || !strings.Contains(a.body, text(portal.MsgAuthLoginInvalid)) {
			t.Errorf("%s: status %d\n%s", name, a.status, a.body)
		}
	}
	if strings.Contains(e.logs.String(), "level=ERROR") {
		t.Errorf("errors logged:\n%s", e.logs.String())
	}
}

// covers: PLAT-075, PLAT-066, PLAT-011
func TestCarriedParametersAreValidated(t *testing.T) {
	cases := []struct {
		rp, wantPath string
	}{
		{"/user/wifi", "/ui/user/wifi"},
		{"/register", "/ui/register"},
		{"", "/ui/"},
		{"//evil.example", "/ui/"},
		{"https://evil", "/ui/"},
		{"/\\evil", "/ui/"},
		{"/../x", "/ui/"},
		{"/user/%2e%2e/x", "/ui/"},
		{"/user\r\nSet-Cookie:x", "/ui/"},
		{"user", "/ui/"},
		{"/a//b", "/ui/"},
		{"javascript:alert(1)", "/ui/"},
	}
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	for _, c := range cases {
		b := e.browser()
		loc := b.login("r=myaccount&rp="+url.QueryEscape(c.rp), "jane@example.com", "correct horse 42")
		if loc.Host != strings.TrimPrefix(e.srv.URL, "http://") || loc.Path != c.wantPath {
			t.Errorf("rp %q: redirect %s, want path %s", c.rp, loc, c.wantPath)
		}
	}

	hw := []struct {
		in   string
		keep bool
	}{
		{"aa:bb:cc:dd:ee:ff", true}, {"AA:BB:CC:00:11:22", true},
		{"aa:bb:cc:dd:ee", false}, {"aa-bb-cc-dd-ee-ff", false}, {"aa:bb:cc:dd:ee:fg", false},
		{"aa:bb:cc:dd:ee:ff:00", false}, {"aabbccddeeff", false},
	}
	for _, h := range hw {
		got := readCarry(url.Values{"hw": {h.in}}).HW
		if (got != "") != h.keep {
			t.Errorf("hw %q kept=%v", h.in, got != "")
		}
	}
	seg := []struct {
		in   string
		keep bool
	}{
		{"north-1", true}, {"SEG_2", true}, {"a b", false}, {"x<y", false}, {strings.Repeat("s", 65), false},
	}
	for _, s := range seg {
		got := readCarry(url.Values{"seg": {s.in}}).Seg
		if (got != "") != s.keep {
			t.Errorf("seg %q kept=%v", s.in, got != "")
		}
	}
	if c := readCarry(url.Values{"rc": {"9999"}}); c.RC != "" {
		t.Errorf("rc 9999 kept")
	}

	// End to end: a bad hw and seg are dropped from the redirect, rc is kept.
	b := e.browser()
	loc := b.login("r=myaccount&rc=1&hw=zz:zz&seg=bad%20seg", "jane@example.com", "correct horse 42")
	if q := loc.Query(); q.Has("hw") || q.Has("seg") || q.Get("rc") != "1" {
		t.Errorf("redirect query %v", q)
	}
}

// covers: PLAT-076
func TestOnlyMyAccountIsServed(t *testing.T) {
	e := newEnv(t, nil)
	b := e.browser()
	for _, q := range []string{"r=other", "", "r=MyAccount2"} {
		a := b.get("/auth/login?" + q)
		if a.status != http.StatusBadRequest || strings.Contains(a.body, `name="password"`) {
			t.Errorf("%q: status %d", q, a.status)
		}
	}
}

// covers: PLAT-005, PLAT-063, PLAT-068
func TestSSOCookieSkipsTheForm(t *testing.T) {
	e := newEnv(t, nil)
	id := e.identity("jane@example.com", "correct horse 42")
	b := e.browser()

	if got, ok, err := e.svc.SSOIdentity(b.ssoRequest()); ok || err != nil || got != 0 {
		t.Errorf("SSOIdentity before login = %d, %v, %v", got, ok, err)
	}
	if e.svc.HasSSOCookie(b.ssoRequest()) {
		t.Error("HasSSOCookie before login")
	}
	b.login("r=myaccount", "jane@example.com", "correct horse 42")
	if got, ok, err := e.svc.SSOIdentity(b.ssoRequest()); !ok || err != nil || got != id {
		t.Errorf("SSOIdentity after login = %d, %v, %v", got, ok, err)
	}
	if !e.svc.HasSSOCookie(b.ssoRequest()) {
		t.Error("HasSSOCookie after login")
	}

	a := b.get("/auth/login?r=myaccount&rp=/user/package&rc=3")
	if a.status != http.StatusSeeOther || strings.Contains(a.body, "<form") {
		t.Fatalf("second GET login: %d\n%s", a.status, a.body)
	}
	loc, _ := url.Parse(a.header.Get("Location"))
	if loc.Path != "/ui/user/package" || loc.Query().Get("rc") != "3" {
		t.Errorf("SSO redirect %s", loc)
	}
	if got, err := e.st.ConsumeLoginCode(context.Background(), portal.HashToken(loc.Query().Get("pi"))); err != nil || got != id {
		t.Errorf("SSO pi: %d, %v", got, err)
	}

	// A forged or garbled cookie is not a session.
	r := httptest.NewRequest(http.MethodGet, "/api", nil)
	r.AddCookie(&http.Cookie{Name: ssoCookieName, Value: strings.Repeat("A", 43)})
	if _, ok, err := e.svc.SSOIdentity(r); ok || err != nil {
		t.Errorf("forged cookie: %v %v", ok, err)
	}
	// The page's early token request only looks at the cookie's form; the API decides.
	if !e.svc.HasSSOCookie(r) {
		t.Error("HasSSOCookie: a well-formed cookie")
	}
	garbled := httptest.NewRequest(http.MethodGet, "/ui/", nil)
	garbled.AddCookie(&http.Cookie{Name: ssoCookieName, Value: "x"})
	if e.svc.HasSSOCookie(garbled) {
		t.Error("HasSSOCookie: a garbled cookie")
	}
	// The SSO session ends with its TTL.
	e.advance(12*time.Hour + time.Second)
	if _, ok, _ := e.svc.SSOIdentity(b.ssoRequest()); ok {
		t.Error("SSO session outlived SSOTTL")
	}
}

// covers: PLAT-142, PLAT-143
func TestLogoutEndsTheSSOSession(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	b.login("r=myaccount", "jane@example.com", "correct horse 42")
	token := b.cookie(ssoCookieName)
	stale := b.ssoRequest()

	// Opened from anywhere but the portal (a link on another site, a typed
	// address), logout asks first and ends nothing.
	for _, site := range []string{"", "cross-site", "same-site", "none"} {
		a := b.get("/auth/logout", "Sec-Fetch-Site", site)
		if a.status != http.StatusOK || !strings.Contains(a.body, text(portal.MsgAuthSignOutConfirm)) ||
			!strings.Contains(a.body, `<form method="post" action="/auth/logout">`) {
			t.Fatalf("logout from %q: %d\n%s", site, a.status, a.body)
		}
		if _, ok, _ := e.svc.SSOIdentity(b.ssoRequest()); !ok {
			t.Fatalf("a logout from %q ended the session", site)
		}
	}

	a := b.get("/auth/logout", "Sec-Fetch-Site", "same-origin")
	if a.status != http.StatusOK || !strings.Contains(a.body, "You have signed out") ||
		!strings.Contains(a.body, `href="/auth/login?r=myaccount"`) || !strings.Contains(a.body, "Sign in again") {
		t.Fatalf("logout page: %d\n%s", a.status, a.body)
	}
	if b.cookie(ssoCookieName) != "" {
		t.Error("SSO cookie not cleared")
	}
	if _, err := e.st.SSOIdentity(context.Background(), portal.HashToken(token)); !errors.Is(err, portal.ErrNoRows) {
		t.Errorf("SSO session still live: %v", err)
	}
	if _, ok, _ := e.svc.SSOIdentity(stale); ok {
		t.Error("the old cookie still works")
	}
	if a := b.get("/auth/login?r=myaccount"); a.status != http.StatusOK || !strings.Contains(a.body, `name="password"`) {
		t.Errorf("login after logout does not show the form: %d", a.status)
	}
}

// TestLogoutConfirmationSignsOut: the confirmation page's button signs out
// and shows the signed-out page.
//
// covers: PLAT-142
func TestLogoutConfirmationSignsOut(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	b.login("r=myaccount", "jane@example.com", "correct horse 42")
	a := b.post("/auth/logout", url.Values{"confirm": {"1"}}, "Origin", e.srv.URL, "Sec-Fetch-Site", "same-origin")
	if a.status != http.StatusOK || !strings.Contains(a.body, text(portal.MsgAuthSignedOut)) {
		t.Fatalf("confirmed logout: %d\n%s", a.status, a.body)
	}
	if _, ok, _ := e.svc.SSOIdentity(b.ssoRequest()); ok || b.cookie(ssoCookieName) != "" {
		t.Error("the confirmed logout left the session")
	}
}

// covers: PLAT-142
func TestPostLogoutFromTheAppOnly(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	b.login("r=myaccount", "jane@example.com", "correct horse 42")

	if a := b.post("/auth/logout", nil, "Origin", "https://evil.example"); a.status != http.StatusForbidden {
		t.Errorf("cross-origin logout: %d", a.status)
	}
	if a := b.post("/auth/logout", nil, "Sec-Fetch-Site", "cross-site"); a.status != http.StatusForbidden {
		t.Errorf("cross-site logout: %d", a.status)
	}
	if _, ok, _ := e.svc.SSOIdentity(b.ssoRequest()); !ok {
		t.Fatal("refused logout ended the session")
	}
	token := b.cookie(ssoCookieName)
	if a := b.post("/auth/logout", nil, "Origin", e.srv.URL, "Sec-Fetch-Site", "same-origin"); a.status != http.StatusNoContent {
		t.Errorf("same-origin logout: %d", a.status)
	}
	if _, err := e.st.SSOIdentity(context.Background(), portal.HashToken(token)); !errors.Is(err, portal.ErrNoRows) {
		t.Errorf("SSO session still live: %v", err)
	}
}

// covers: MISC-015, MISC-016
func TestChangePassword(t *testing.T) {
	e := newEnv(t, nil)
	ctx := context.Background()
	id := e.identity("jane@example.com", "correct horse 42")
	b := e.browser()

	// Not signed in: a page that says to sign in first, with a link.
	if a := b.get("/auth/changepassword"); a.status != http.StatusUnauthorized || !strings.Contains(a.body, text(portal.MsgAuthSignInFirst)) ||
		!strings.Contains(a.body, `href="/auth/login?r=myaccount&amp;rp=/user/changepassword"`) {
		t.Fatalf("not signed in: %d\n%s", a.status, a.body)
	}

	b.login("r=myaccount", "jane@example.com", "correct horse 42")
	apiToken := "api-token-of-jane-000000000000000000000000"
	if _, err := e.st.CreateSession(ctx, id, portal.HashToken(apiToken), time.Hour); err != nil {
		t.Fatal(err)
	}
	page := b.get("/auth/changepassword")
	if page.status != http.StatusOK || !strings.Contains(page.body, "You are changing the password of jane@example.com") {
		t.Fatalf("form: %d\n%s", page.status, page.body)
	}
	for _, want := range []string{`autocomplete="new-password"`, `name="current_password"`, `name="new_password"`, `name="confirm_password"`} {
		if !strings.Contains(page.body, want) {
			t.Errorf("form lacks %s", want)
		}
	}
	form := func(cur, next, confirm string) url.Values {
		return url.Values{"current_password": {cur}, "new_password": {next}, "confirm_password": {confirm}}
	}
	fails := []struct {
		name      string
		f         url.Values
		status    int
		wantInMsg string
	}{
		{"wrong current", form("not it", "brand new pass 9", "brand new pass 9"), http.StatusBadRequest, text(portal.MsgAuthWrongCurrentPassword)},
		{"empty", form("correct horse 42", "", ""), http.StatusBadRequest, text(portal.MsgAuthFillAllFields)},
		{"mismatch", form("correct horse 42", "brand new pass 9", "brand new pass 8"), http.StatusBadRequest, text(portal.MsgAuthPasswordsDoNotMatch)},
		{"short", form("correct horse 42", "short1", "short1"), http.StatusBadRequest, text(portal.MsgAuthPasswordTooShort)},
		{"long", form("correct horse 42", strings.Repeat("x", 129), strings.Repeat("x", 129)), http.StatusBadRequest, text(portal.MsgAuthPasswordTooLong)},
		{"login", form("correct horse 42", "JANE@example.com", "JANE@example.com"), http.StatusBadRequest, text(portal.MsgAuthPasswordIsLogin)},
		{"same", form("correct horse 42", "correct horse 42", "correct horse 42"), http.StatusBadRequest, text(portal.MsgAuthPasswordIsCurrent)},
		{"common", form("correct horse 42", "Password123", "Password123"), http.StatusBadRequest, text(portal.MsgAuthPasswordTooCommon)},
	}
	for _, c := range fails {
		a := b.post("/auth/changepassword", c.f)
		if a.status != c.status || !strings.Contains(a.body, c.wantInMsg) || !strings.Contains(a.body, `role="alert"`) {
			t.Errorf("%s: status %d, want %d with %q\n%s", c.name, a.status, c.status, c.wantInMsg, a.body)
		}
	}
	if _, state, _ := e.st.SessionByToken(ctx, portal.HashToken(apiToken)); state != portal.TokenValid {
		t.Fatal("a failed change revoked the API session")
	}

	a := b.post("/auth/changepassword", form("correct horse 42", "brand new pass 9", "brand new pass 9"))
	if a.status != http.StatusOK || !strings.Contains(a.body, "Your password was changed. Sign in with your new password.") ||
		!strings.Contains(a.body, `href="/auth/login?r=myaccount"`) {
		t.Fatalf("success: %d\n%s", a.status, a.body)
	}
	if _, state, _ := e.st.SessionByToken(ctx, portal.HashToken(apiToken)); state != portal.TokenUnknown {
		t.Errorf("API session survived the password change: %v", state)
	}
	if _, ok, _ := e.svc.SSOIdentity(b.ssoRequest()); ok || b.cookie(ssoCookieName) != "" {
		t.Error("SSO session survived the password change")
	}
	if a := b.post("/auth/login", b.loginForm("r=myaccount", "jane@example.com", "correct horse 42")); a.status != http.StatusUnauthorized {
		t.Errorf("old password still works: %d", a.status)
	}
	b.login("r=myaccount", "jane@example.com", "brand new pass 9")
	if logs := e.logs.String(); strings.Contains(logs, "brand new pass") || strings.Contains(logs, "correct horse") {
		t.Errorf("logs carry a password:\n%s", logs)
	}
}

// covers: MISC-015
func TestChangePasswordRateLimited(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	b.login("r=myaccount", "jane@example.com", "correct horse 42")
	post := func(cur string) answer {
		return b.post("/auth/changepassword", url.Values{"current_password": {cur},
			"new_password": {"brand new pass 9"}, "confirm_password": {"brand new pass 9"}})
	}
	for i := 0; i < passwordChangeLimit; i++ {
		post("guess")
	}
	if a := post("correct horse 42"); a.status != http.StatusTooManyRequests || !strings.Contains(a.body, text(portal.MsgAuthTooManyAttempts, "wait", 15*time.Minute)) {
		t.Fatalf("status %d", a.status)
	}
	e.advance(limitWindow)
	if a := post("correct horse 42"); a.status != http.StatusOK {
		t.Errorf("after the window: %d\n%s", a.status, a.body)
	}
}

// covers: MISC-015
func TestPasswordPolicy(t *testing.T) {
	cases := []struct {
		next, confirm string
		want          portal.MsgKey
	}{
		{"a fine passphrase", "a fine passphrase", ""},
		{"ünïcødé8", "ünïcødé8", ""}, // 8 characters, more bytes
		{"1234567", "1234567", portal.MsgAuthPasswordTooShort},
		{"12345678", "12345678", portal.MsgAuthPasswordTooCommon},
		{"QWERTY123", "QWERTY123", portal.MsgAuthPasswordTooCommon},
		{"me@example.com", "me@example.com", portal.MsgAuthPasswordIsLogin},
		{"old password", "old password", portal.MsgAuthPasswordIsCurrent},
		{"a fine passphrase", "a fine passphrasE", portal.MsgAuthPasswordsDoNotMatch},
	}
	for _, c := range cases {
		if got := passwordProblem("me@example.com", "old password", c.next, c.confirm); got != c.want {
			t.Errorf("%q: %q, want %q", c.next, got, c.want)
		}
	}
}

// covers: PLAT-005
func TestStyleSheetAndBranding(t *testing.T) {
	e := newEnv(t, func(c *Config) {
		c.Branding.PrimaryColor = "#123abc"
		c.Branding.LogoURL = "/ui/logo.svg"
	})
	b := e.browser()
	a := b.get("/auth/static/login.css")
	if a.status != http.StatusOK || !strings.HasPrefix(a.header.Get("Content-Type"), "text/css") ||
		!strings.Contains(a.body, "--primary: #123abc") || !strings.Contains(a.body, ":focus-visible") {
		t.Errorf("css: %d %s", a.status, a.header.Get("Content-Type"))
	}
	page := b.get("/auth/login?r=myaccount")
	if !strings.Contains(page.body, `<img class="logo" src="/ui/logo.svg" alt="Prairie Wave Internet">`) {
		t.Errorf("logo missing:\n%s", page.body)
	}
	// A colour that is not a plain hex colour never reaches the CSS.
	e2 := newEnv(t, func(c *Config) { c.Branding.PrimaryColor = "red;} body{display:none" })
	if a := e2.browser().get("/auth/static/login.css"); strings.Contains(a.body, "display:none") {
		t.Error("branding colour injected CSS")
	}
	if a := b.get("/auth/nothing"); a.status != http.StatusNotFound {
		t.Errorf("unknown path: %d", a.status)
	}
}

// covers: PLAT-005
func TestNewRejectsBadConfig(t *testing.T) {
	st := storetest.SQLite(t)
	for name, cfg := range map[string]Config{
		"short secret": {PublicURL: "http://x", CookieSecret: []byte("short")},
		"no url":       {PublicURL: "", CookieSecret: bytes.Repeat([]byte("k"), 32)},
		"relative url": {PublicURL: "/ui", CookieSecret: bytes.Repeat([]byte("k"), 32)},
	} {
		if _, err := New(context.Background(), cfg, st, nil); err == nil {
			t.Errorf("%s: New accepted it", name)
		}
	}
}

// TestPagesInTheSubscribersLanguage: the pages speak the language chosen
// with ?lang= (remembered in a cookie the app writes too), else the
// browser's; every page links to itself in the other language, and a
// refusal after a post stays in the chosen language.
//
// covers: PLAT-005
func TestPagesInTheSubscribersLanguage(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	fr := i18n.French
	b := e.browser()

	page := b.get("/auth/login?r=myaccount&rp=/user/dashboard&lang=fr")
	for _, want := range []string{`<html lang="fr">`, fr.T(portal.MsgAuthTitleLogin), fr.T(portal.MsgAuthLabelPassword),
		`href="/auth/login?lang=en&amp;r=myaccount&amp;rp=%2Fuser%2Fdashboard"`, ">English</a>"} {
		if !strings.Contains(page.body, want) {
			t.Errorf("French login page lacks %q", want)
		}
	}
	if page.header.Get("Content-Language") != "fr-CA" || b.cookie(LangCookie) != "fr" {
		t.Errorf("language not remembered: %q, cookie %q", page.header.Get("Content-Language"), b.cookie(LangCookie))
	}
	// The cookie carries the choice to the post and its refusal.
	wrong := b.post("/auth/login", b.loginForm("r=myaccount", "jane@example.com", "wrong password"))
	if !strings.Contains(wrong.body, fr.T(portal.MsgAuthBadCredentials)) {
		t.Errorf("refusal not in French:\n%s", wrong.body)
	}
	if strings.Contains(page.body, "auth.") {
		t.Error("a page shows a raw catalog key")
	}

	// Without a choice, the browser's language decides.
	other := e.browser()
	req, _ := http.NewRequest(http.MethodGet, other.url("/auth/changepassword"), nil)
	req.Header.Set("Accept-Language", "fr-CA,fr;q=0.9,en;q=0.5")
	if a := other.do(req); !strings.Contains(a.body, fr.T(portal.MsgAuthSignInFirst)) {
		t.Errorf("Accept-Language ignored:\n%s", a.body)
	}
	if a := other.get("/auth/logout"); !strings.Contains(a.body, i18n.English.T(portal.MsgAuthSignOutConfirm)) || !strings.Contains(a.body, ">Français</a>") {
		t.Errorf("English page:\n%s", a.body)
	}
}

// TestPagesCarryTheirOwnSecurityHeaders: whatever the server's middleware
// set for the app, the identity pages answer with their own policy — no
// framing at all, forms posting only here.
//
// covers: PLAT-005
func TestPagesCarryTheirOwnSecurityHeaders(t *testing.T) {
	e := newEnv(t, nil)
	app := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'self'; frame-ancestors 'self'")
		w.Header().Set("X-Frame-Options", "SAMEORIGIN")
		e.svc.Handler().ServeHTTP(w, r)
	})
	for _, path := range []string{"/auth/login?r=myaccount", "/auth/logout", "/auth/changepassword", "/auth/nothing"} {
		rec := httptest.NewRecorder()
		app.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		h := rec.Header()
		if got := h.Values("Content-Security-Policy"); len(got) != 1 || got[0] != contentSecurityPolicy {
			t.Errorf("%s: CSP %q", path, got)
		}
		for _, want := range []string{"default-src 'none'", "frame-ancestors 'none'", "form-action 'self'", "style-src 'self'"} {
			if !strings.Contains(h.Get("Content-Security-Policy"), want) {
				t.Errorf("%s: CSP lacks %s", path, want)
			}
		}
		if h.Get("X-Frame-Options") != "DENY" {
			t.Errorf("%s: X-Frame-Options %q", path, h.Get("X-Frame-Options"))
		}
	}
}
