package identity

import (
	"bytes"
	"context"
	"errors"
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
	e := &env{t: t, st: storetest.SQLite(t), logs: &syncBuffer{}}
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

func (b *browser) get(path string) answer {
	b.t.Helper()
	req, _ := http.NewRequest(http.MethodGet, b.url(path), nil)
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

var csrfRE = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

func csrfOf(t *testing.T, body string) string {
	t.Helper()
	m := csrfRE.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no csrf field in page:\n%s", body)
	}
	return m[1]
}

// loginForm fetches the login page and returns a filled form for it.
func (b *browser) loginForm(query, login, pw string) url.Values {
	b.t.Helper()
	a := b.get("/auth/login?" + query)
	if a.status != http.StatusOK {
		b.t.Fatalf("GET login: %d\n%s", a.status, a.body)
	}
	q, _ := url.ParseQuery(query)
	f := url.Values{"csrf": {csrfOf(b.t, a.body)}, "login": {login}, "password": {pw}}
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
	e.svc.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/auth/login?r=myaccount", nil))
	cookies := rec.Result().Cookies()
	if len(cookies) != 1 || cookies[0].Name != "__Host-myaccount_csrf" || !cookies[0].Secure {
		t.Errorf("csrf cookie over https: %+v", cookies)
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
	if !strings.Contains(wrong.body, text.BadCredentials) {
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

// covers: PLAT-005
func TestLoginRefusesMissingOrForgedCSRF(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	good := b.loginForm("r=myaccount", "jane@example.com", "correct horse 42")

	other := e.browser() // a token from another browser's cookie
	foreign := other.loginForm("r=myaccount", "jane@example.com", "correct horse 42").Get("csrf")

	for name, token := range map[string]string{"missing": "", "forged": "AAAA" + good.Get("csrf")[4:], "foreign": foreign} {
		f := url.Values{}
		for k, v := range good {
			f[k] = v
		}
		if token == "" {
			f.Del("csrf")
		} else {
			f.Set("csrf", token)
		}
		a := b.post("/auth/login", f)
		if a.status != http.StatusForbidden || !strings.Contains(a.body, text.FormExpired) {
			t.Errorf("%s csrf: status %d\n%s", name, a.status, a.body)
		}
	}
	// Without the pre-login cookie at all (a cross-site post) it is refused too.
	fresh := e.browser()
	if a := fresh.post("/auth/login", good); a.status != http.StatusForbidden {
		t.Errorf("no cookie: status %d", a.status)
	}
	if a := b.post("/auth/login", good); a.status != http.StatusSeeOther {
		t.Errorf("the genuine form fails: %d", a.status)
	}
}

// covers: PLAT-005
func TestLoginRateLimitPerLoginClearsAfterWindow(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	for i := 0; i < maxFailsLogin; i++ {
		if a := b.post("/auth/login", b.loginForm("r=myaccount", "jane@example.com", "guess")); a.status != http.StatusUnauthorized {
			t.Fatalf("failure %d: status %d", i+1, a.status)
		}
	}
	// Locked: even the right password is refused until the window ends.
	a := b.post("/auth/login", b.loginForm("r=myaccount", "JANE@example.com", "correct horse 42"))
	if a.status != http.StatusTooManyRequests || !strings.Contains(a.body, "wait a few minutes") {
		t.Fatalf("after %d failures: status %d\n%s", maxFailsLogin, a.status, a.body)
	}
	// Another login is not affected (the address has 5 of its 20 failures).
	e.identity("bob@example.com", "another pass 7")
	bob := e.browser()
	if a := bob.post("/auth/login", bob.loginForm("r=myaccount", "bob@example.com", "another pass 7")); a.status != http.StatusSeeOther {
		t.Errorf("bob: status %d", a.status)
	}
	e.advance(rateWindow)
	if loc := b.login("r=myaccount", "jane@example.com", "correct horse 42"); loc.Query().Get("pi") == "" {
		t.Error("no code after the window")
	}
}

// covers: PLAT-005
func TestLoginRateLimitPerAddress(t *testing.T) {
	e := newEnv(t, nil)
	e.identity("jane@example.com", "correct horse 42")
	b := e.browser()
	for i := 0; i < maxFailsAddr; i++ {
		login := "user" + string(rune('a'+i)) + "@example.com" // never 5 on one login
		if a := b.post("/auth/login", b.loginForm("r=myaccount", login, "guess")); a.status != http.StatusUnauthorized {
			t.Fatalf("failure %d: status %d", i+1, a.status)
		}
	}
	if a := b.post("/auth/login", b.loginForm("r=myaccount", "jane@example.com", "correct horse 42")); a.status != http.StatusTooManyRequests {
		t.Errorf("address limit: status %d", a.status)
	}
	e.advance(rateWindow)
	b.login("r=myaccount", "jane@example.com", "correct horse 42")
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
	b.login("r=myaccount", "jane@example.com", "correct horse 42")
	if got, ok, err := e.svc.SSOIdentity(b.ssoRequest()); !ok || err != nil || got != id {
		t.Errorf("SSOIdentity after login = %d, %v, %v", got, ok, err)
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

	a := b.get("/auth/logout")
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
	if a := b.get("/auth/changepassword"); a.status != http.StatusUnauthorized || !strings.Contains(a.body, text.SignInFirst) ||
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
		p := b.get("/auth/changepassword")
		return url.Values{"csrf": {csrfOf(t, p.body)}, "current_password": {cur}, "new_password": {next}, "confirm_password": {confirm}}
	}
	fails := []struct {
		name      string
		f         url.Values
		status    int
		wantInMsg string
	}{
		{"wrong current", form("not it", "brand new pass 9", "brand new pass 9"), http.StatusBadRequest, text.WrongCurrentPassword},
		{"empty", form("correct horse 42", "", ""), http.StatusBadRequest, text.FillAllFields},
		{"mismatch", form("correct horse 42", "brand new pass 9", "brand new pass 8"), http.StatusBadRequest, text.PasswordsDoNotMatch},
		{"short", form("correct horse 42", "short1", "short1"), http.StatusBadRequest, text.PasswordTooShort},
		{"long", form("correct horse 42", strings.Repeat("x", 129), strings.Repeat("x", 129)), http.StatusBadRequest, text.PasswordTooLong},
		{"login", form("correct horse 42", "JANE@example.com", "JANE@example.com"), http.StatusBadRequest, text.PasswordIsLogin},
		{"same", form("correct horse 42", "correct horse 42", "correct horse 42"), http.StatusBadRequest, text.PasswordIsCurrent},
		{"common", form("correct horse 42", "Password123", "Password123"), http.StatusBadRequest, text.PasswordTooCommon},
		{"no csrf", url.Values{"current_password": {"correct horse 42"}, "new_password": {"brand new pass 9"}, "confirm_password": {"brand new pass 9"}}, http.StatusForbidden, text.FormExpired},
	}
	for _, c := range fails {
		a := b.post("/auth/changepassword", c.f)
		if a.status != c.status || !strings.Contains(a.body, c.wantInMsg) || !strings.Contains(a.body, `role="alert"`) {
			t.Errorf("%s: status %d, want %d with %q\n%s", c.name, a.status, c.status, c.wantInMsg, a.body)
		}
	}
	if _, state, _ := e.st.SessionByToken(ctx, portal.HashToken(apiToken)); state != store.TokenValid {
		t.Fatal("a failed change revoked the API session")
	}

	a := b.post("/auth/changepassword", form("correct horse 42", "brand new pass 9", "brand new pass 9"))
	if a.status != http.StatusOK || !strings.Contains(a.body, "Your password was changed. Sign in with your new password.") ||
		!strings.Contains(a.body, `href="/auth/login?r=myaccount"`) {
		t.Fatalf("success: %d\n%s", a.status, a.body)
	}
	if _, state, _ := e.st.SessionByToken(ctx, portal.HashToken(apiToken)); state != store.TokenUnknown {
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
		p := b.get("/auth/changepassword")
		return b.post("/auth/changepassword", url.Values{"csrf": {csrfOf(t, p.body)}, "current_password": {cur},
			"new_password": {"brand new pass 9"}, "confirm_password": {"brand new pass 9"}})
	}
	for i := 0; i < maxFailsLogin; i++ {
		post("guess")
	}
	if a := post("correct horse 42"); a.status != http.StatusTooManyRequests || !strings.Contains(a.body, text.TooManyAttempts) {
		t.Fatalf("status %d", a.status)
	}
	e.advance(rateWindow)
	if a := post("correct horse 42"); a.status != http.StatusOK {
		t.Errorf("after the window: %d\n%s", a.status, a.body)
	}
}

// covers: MISC-015
func TestPasswordPolicy(t *testing.T) {
	cases := []struct{ next, confirm, want string }{
		{"a fine passphrase", "a fine passphrase", ""},
		{"ünïcødé8", "ünïcødé8", ""}, // 8 characters, more bytes
		{"1234567", "1234567", text.PasswordTooShort},
		{"12345678", "12345678", text.PasswordTooCommon},
		{"QWERTY123", "QWERTY123", text.PasswordTooCommon},
		{"me@example.com", "me@example.com", text.PasswordIsLogin},
		{"old password", "old password", text.PasswordIsCurrent},
		{"a fine passphrase", "a fine passphrasE", text.PasswordsDoNotMatch},
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
