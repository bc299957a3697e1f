// Package identity is the portal's built-in identity service, mounted at
// /auth/. It signs subscribers in (local argon2id accounts, or a relay to an
// external OpenID Connect provider), keeps its own SSO cookie session, and
// hands the app a one-time `pi` code that the API exchanges for a session
// token (api.md, "Identity service"). It also ends the SSO session (logout)
// and changes passwords, which revokes every session of the login.
package identity

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"time"

	"myaccount/internal/httpx"
	"myaccount/internal/i18n"
	"myaccount/internal/password"
	"myaccount/internal/portal"
)

// Config configures the identity service.
type Config struct {
	// PublicURL is the portal's external base URL, e.g.
	// "http://127.0.0.1:8080". Redirects are built on it; cookies are Secure
	// when it is https.
	PublicURL string
	// Branding is shown on every page (provider name, logo, colour, phone).
	Branding portal.Branding
	// PasswordParams are the argon2id costs for new hashes (password.Default
	// in production, password.Fast in tests).
	PasswordParams password.Params
	// CodeTTL is the life of a one-time pi code; 60 s when zero.
	CodeTTL time.Duration
	// SSOTTL is the life of the SSO cookie session; 12 h when zero.
	SSOTTL time.Duration
	// CookieSecret keys the HMACs of the CSRF and OIDC-state values; at least
	// 32 random bytes.
	CookieSecret []byte
	// OIDC, when set, sends sign-in to that OpenID Connect provider instead of
	// the local accounts.
	OIDC *OIDCConfig
	// Now is the clock (the store's, so that tests move both); time.Now when
	// nil.
	Now func() time.Time
}

// OIDCConfig names the external OpenID Connect provider and this portal's
// client registration there. The redirect URI to register is
// PublicURL + "/auth/oidc/callback".
type OIDCConfig struct {
	Issuer       string
	ClientID     string
	ClientSecret string
}

// Form size and the life of the OIDC state cookie; the sign-in limits are
// in limits.go.
const (
	maxFormBytes   = 64 << 10
	stateCookieTTL = 10 * time.Minute
)

// Cookie names. With an https PublicURL the SSO cookie takes the __Host-
// prefix, which browsers only accept Secure, host-only and on Path=/.
const (
	ssoCookieName    = "myaccount_sso"
	stateCookieName  = "myaccount_oidc"
	deviceCookieName = "myaccount_device"
	hostPrefix       = "__Host-"
	// LangCookie holds the subscriber's language choice ("en" or "fr"): the
	// app writes it when the language changes, and these pages when they are
	// opened with ?lang=.
	LangCookie = "myaccount_lang"
)

//go:embed templates/*.html
var templateFiles embed.FS

//go:embed static/login.css
var loginCSS []byte

// Service is the identity service. Create it with New.
type Service struct {
	cfg        Config
	st         portal.IdentityStore
	now        func() time.Time
	log        *slog.Logger
	publicURL  *url.URL
	secure     bool
	ssoName    string
	deviceName string

	stateKey  []byte
	deviceKey []byte

	dummyHash func() (string, error) // a hash with cfg.PasswordParams, checked for unknown logins
	hashSlots chan struct{}          // bounds concurrent argon2id runs (memory-hard)

	pages      map[i18n.Lang]map[string]*template.Template
	css        []byte
	cssVersion string

	oidc *oidcRelay
}

// New builds the service. With cfg.OIDC set it fetches the provider's
// discovery document, so it fails when the provider cannot be reached.
func New(ctx context.Context, cfg Config, st portal.IdentityStore, log *slog.Logger) (*Service, error) {
	if st == nil {
		return nil, errors.New("identity: nil store")
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if len(cfg.CookieSecret) < 32 {
		return nil, errors.New("identity: CookieSecret must be at least 32 bytes")
	}
	pub, err := url.Parse(strings.TrimRight(cfg.PublicURL, "/"))
	if err != nil || (pub.Scheme != "http" && pub.Scheme != "https") || pub.Host == "" {
		return nil, fmt.Errorf("identity: PublicURL %q must be an absolute http(s) URL", cfg.PublicURL)
	}
	if cfg.CodeTTL <= 0 {
		cfg.CodeTTL = 60 * time.Second
	}
	if cfg.SSOTTL <= 0 {
		cfg.SSOTTL = 12 * time.Hour
	}
	if cfg.PasswordParams == (password.Params{}) {
		cfg.PasswordParams = password.Default
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	s := &Service{
		cfg:        cfg,
		st:         st,
		now:        cfg.Now,
		log:        log.With("component", "identity"),
		publicURL:  pub,
		secure:     pub.Scheme == "https",
		ssoName:    ssoCookieName,
		deviceName: deviceCookieName,
		stateKey:   deriveKey(cfg.CookieSecret, "myaccount identity oidc state"),
		deviceKey:  deviceKeyOf(cfg.CookieSecret),
		hashSlots:  make(chan struct{}, hashSlotCount()),
	}
	if s.secure {
		s.ssoName = hostPrefix + ssoCookieName
		s.deviceName = hostPrefix + deviceCookieName
	}
	// The dummy hash uses the configured costs, so checking it takes as long
	// as checking a real stored hash. Hashing takes a tenth of a second, so
	// it is made in the background, not before the server is ready.
	s.dummyHash = sync.OnceValues(func() (string, error) { return password.Hash(randomToken(), cfg.PasswordParams) })
	go s.dummyHash()
	if err := s.parseTemplates(); err != nil {
		return nil, err
	}
	s.buildCSS()
	if cfg.OIDC != nil {
		if s.oidc, err = newOIDCRelay(ctx, *cfg.OIDC, pub.String()+"/auth/oidc/callback", s.now); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Handler serves the identity service's routes. The server mounts it at
// /auth/; it receives full paths.
//
// Every form post and the app's logout call are checked with the standard
// library's cross-origin protection: a browser marks a request from another
// site (Sec-Fetch-Site, or Origin for older browsers), and such a request is
// refused before any handler runs. That covers login CSRF and forged
// logouts, password changes and resets, so the forms carry no CSRF token; the OIDC
// relay keeps its signed state, which protects a cross-site redirect back
// from the provider, a case cross-origin checks cannot cover.
func (s *Service) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /auth/login", s.getLogin)
	mux.HandleFunc("POST /auth/login", s.postLogin)
	mux.HandleFunc("GET /auth/logout", s.getLogout)
	mux.HandleFunc("POST /auth/logout", s.postLogout)
	mux.HandleFunc("GET /auth/changepassword", s.getChangePassword)
	mux.HandleFunc("POST /auth/changepassword", s.postChangePassword)
	mux.HandleFunc("GET /auth/forgot", s.getForgot)
	mux.HandleFunc("POST /auth/forgot", s.postForgot)
	mux.HandleFunc("GET "+portal.InvitationPath, s.getLink(invitationPage))
	mux.HandleFunc("POST "+portal.InvitationPath, s.postLink(invitationPage))
	mux.HandleFunc("GET "+portal.ResetPath, s.getLink(resetPage))
	mux.HandleFunc("POST "+portal.ResetPath, s.postLink(resetPage))
	mux.HandleFunc("GET /auth/oidc/start", s.oidcStart)
	mux.HandleFunc("GET /auth/oidc/callback", s.oidcCallback)
	mux.HandleFunc("GET /auth/static/login.css", s.serveCSS)
	mux.HandleFunc("/auth/", func(w http.ResponseWriter, r *http.Request) {
		s.render(w, r, http.StatusNotFound, "message", pageData{Title: portal.MsgAuthTitleError, Text: portal.MsgAuthNotFound,
			LinkHref: "/ui/", LinkText: portal.MsgAuthBackToMyAccount})
	})
	cop := http.NewCrossOriginProtection()
	// Behind a proxy the Host header may not be the public one: the public
	// origin is the portal's own.
	_ = cop.AddTrustedOrigin(s.publicURL.Scheme + "://" + s.publicURL.Host)
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.logger(r).Warn("refused: cross-origin request", "method", r.Method)
		s.errorPage(w, r, http.StatusForbidden, portal.MsgAuthCrossOrigin)
	}))
	return securityHeaders(cop.Handler(mux))
}

// SSOIdentity reports whether the request carries a live SSO cookie, and for
// which login.
func (s *Service) SSOIdentity(r *http.Request) (identityID int64, ok bool, err error) {
	id, _, ok, err := s.SSOSession(r)
	return id, ok, err
}

// SSOSession reports whether the request carries a live SSO cookie, for
// which login, and the SSO session's key: an API session opened from it
// (the API's `ph=a` check) is ended with it. The key is the stored hash,
// never the cookie.
func (s *Service) SSOSession(r *http.Request) (identityID int64, sso string, ok bool, err error) {
	hash, ok := s.ssoHash(r)
	if !ok {
		return 0, "", false, nil
	}
	id, err := s.st.SSOIdentity(r.Context(), hash)
	if errors.Is(err, portal.ErrNoRows) {
		return 0, "", false, nil
	}
	if err != nil {
		return 0, "", false, err
	}
	return id, hash, true, nil
}

// HasSSOCookie reports whether the request carries a well-formed SSO cookie,
// live or not, without asking the store: the app's pages (internal/webui) use
// it to start the token request early, which the API then answers.
func (s *Service) HasSSOCookie(r *http.Request) bool {
	c, err := r.Cookie(s.ssoName)
	return err == nil && isToken(c.Value)
}

// ssoHash returns the stored hash of the request's SSO cookie, when it has a
// well-formed one.
func (s *Service) ssoHash(r *http.Request) (string, bool) {
	c, err := r.Cookie(s.ssoName)
	if err != nil || !isToken(c.Value) {
		return "", false
	}
	return portal.HashToken(c.Value), true
}

// contentSecurityPolicy is the identity pages' own policy, never the app's:
// nothing but the style sheet and the logo loads, forms post only here, and
// no site may frame a page that asks for a password.
const contentSecurityPolicy = "default-src 'none'; style-src 'self'; img-src 'self' https: data:; " +
	"form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

// securityHeaders sets the headers every identity page needs, replacing
// what the server's middleware set for the app.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Frame-Options", "DENY")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		next.ServeHTTP(w, r)
	})
}

// --- tokens, keys and cookies ---------------------------------------------

var b64 = base64.RawURLEncoding

// randomToken returns 32 random bytes, base64url without padding (43
// characters of [A-Za-z0-9_-], inside the pi alphabet of the spec).
func randomToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic("identity: crypto/rand failed: " + err.Error()) // never happens on supported platforms
	}
	return b64.EncodeToString(b)
}

var tokenRE = regexp.MustCompile(`^[A-Za-z0-9_-]{43}$`)

func isToken(v string) bool { return tokenRE.MatchString(v) }

func deriveKey(secret []byte, purpose string) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(purpose))
	return m.Sum(nil)
}

func sign(key []byte, msg string) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(msg))
	return b64.EncodeToString(m.Sum(nil))
}

func (s *Service) setCookie(w http.ResponseWriter, name, value, path string, maxAge time.Duration) {
	c := &http.Cookie{
		Name:     name,
		Value:    value,
		Path:     path,
		HttpOnly: true,
		Secure:   s.secure,
		SameSite: http.SameSiteLaxMode,
	}
	if maxAge > 0 {
		c.MaxAge = int(maxAge / time.Second)
	}
	http.SetCookie(w, c)
}

func (s *Service) clearCookie(w http.ResponseWriter, name, path string) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: "", Path: path, MaxAge: -1,
		HttpOnly: true, Secure: s.secure, SameSite: http.SameSiteLaxMode})
}

// --- sign-in completion ------------------------------------------------------

// completeSignIn starts an SSO session for the login, sets its cookie and
// answers 303 to the app with a fresh one-time code. Both a local and an OIDC
// sign-in end here.
func (s *Service) completeSignIn(w http.ResponseWriter, r *http.Request, identityID int64, c carry) {
	ctx := r.Context()
	if old, ok := s.ssoHash(r); ok {
		if err := s.st.RevokeSSOSession(ctx, old); err != nil {
			s.logger(r).Warn("revoke previous sso session", "err", err)
		}
	}
	token := randomToken()
	if err := s.st.CreateSSOSession(ctx, identityID, portal.HashToken(token), s.cfg.SSOTTL); err != nil {
		s.internalError(w, r, fmt.Errorf("create sso session: %w", err))
		return
	}
	s.setCookie(w, s.ssoName, token, "/", s.cfg.SSOTTL)
	s.redirectWithSSOCode(w, r, identityID, portal.HashToken(token), c)
}

// redirectWithCode answers 303 to PublicURL/ui{rp}?pi=CODE&rc&hw&seg, with
// a code of the request's SSO session (single sign-on).
func (s *Service) redirectWithCode(w http.ResponseWriter, r *http.Request, identityID int64, c carry) {
	hash, _ := s.ssoHash(r)
	s.redirectWithSSOCode(w, r, identityID, hash, c)
}

// redirectWithSSOCode answers 303 to PublicURL/ui{rp}?pi=CODE&rc&hw&seg
// with a code of the SSO session ssoHash: the app's session the code opens
// ends when the SSO session does (sign-out, password change).
func (s *Service) redirectWithSSOCode(w http.ResponseWriter, r *http.Request, identityID int64, ssoHash string, c carry) {
	code := randomToken()
	if err := s.st.CreateSSOLoginCode(r.Context(), identityID, ssoHash, portal.HashToken(code), s.cfg.CodeTTL); err != nil {
		s.internalError(w, r, fmt.Errorf("create login code: %w", err))
		return
	}
	q := url.Values{"pi": {code}}
	if c.RC != "" {
		q.Set("rc", c.RC)
	}
	if c.HW != "" {
		q.Set("hw", c.HW)
	}
	if c.Seg != "" {
		q.Set("seg", c.Seg)
	}
	rp := c.RP
	if rp == "" {
		rp = "/"
	}
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, s.publicURL.String()+"/ui"+rp+"?"+q.Encode(), http.StatusSeeOther)
}

// --- pages -------------------------------------------------------------------

// pageData is what a handler gives a page: texts as catalog keys, which
// render writes in the visitor's language.
type pageData struct {
	Title  portal.MsgKey
	Error  portal.Message
	Notice portal.MsgKey

	// Login and change-password forms.
	Carry     carry
	Login     string
	OIDC      bool
	OIDCStart string

	// Message pages: Text, or TextMessage when it has parameters.
	Text        portal.MsgKey
	TextMessage portal.Message
	LinkHref    string
	LinkText    portal.MsgKey

	// The pages of one-time links: the token the form posts back, and
	// whether it is the invitation (else the reset).
	Token      string
	Invitation bool
}

// view is what a page template reads: pageData in the visitor's language.
type view struct {
	Lang       i18n.Lang
	Brand      portal.Branding
	CSSVersion string
	Title      string
	Error      string
	Notice     string
	Carry      carry
	Login      string
	OIDC       bool
	OIDCStart  string
	Text       string
	LinkHref   string
	LinkText   string
	// ForgotHref and SignInHref are "Forgot your password?" and the sign-in
	// page with the carried parameters.
	ForgotHref, SignInHref string
	// Token and Invitation: see pageData. MinPassword and MaxPassword are
	// the password policy's lengths, for the rules shown on the page.
	Token                    string
	Invitation               bool
	MinPassword, MaxPassword int
	// OtherLanguage is the language this page is not in, and
	// OtherLanguageHref the link to the page in it.
	OtherLanguage     i18n.Lang
	OtherLanguageHref string
}

// parseTemplates parses every page once per language: each language's
// templates have their own t, which writes a catalog key in it
// ({{t "auth.labelLogin"}}, {{t "auth.loginIntro" "product" .Brand.ProductName}}).
func (s *Service) parseTemplates() error {
	s.pages = map[i18n.Lang]map[string]*template.Template{}
	for _, lang := range i18n.Languages {
		funcs := template.FuncMap{
			"t":        func(key string, pairs ...any) string { return lang.T(portal.MsgKey(key), pairs...) },
			"initials": brandInitials,
		}
		base, err := template.New("layout").Funcs(funcs).ParseFS(templateFiles, "templates/layout.html", "templates/carry.html")
		if err != nil {
			return fmt.Errorf("identity: templates: %w", err)
		}
		s.pages[lang] = map[string]*template.Template{}
		for _, name := range []string{"login", "message", "changepassword", "logout", "forgot", "setpassword"} {
			t, err := template.Must(base.Clone()).ParseFS(templateFiles, "templates/"+name+".html")
			if err != nil {
				return fmt.Errorf("identity: template %s: %w", name, err)
			}
			s.pages[lang][name] = t
		}
	}
	return nil
}

// language is the visitor's language: ?lang= (remembered in LangCookie),
// else the cookie the app or an earlier page set, else Accept-Language.
func (s *Service) language(w http.ResponseWriter, r *http.Request) i18n.Lang {
	if l, ok := i18n.Parse(r.URL.Query().Get("lang")); ok {
		if w != nil {
			http.SetCookie(w, &http.Cookie{Name: LangCookie, Value: string(l), Path: "/", MaxAge: 365 * 24 * 3600,
				Secure: s.secure, SameSite: http.SameSiteLaxMode})
		}
		return l
	}
	if c, err := r.Cookie(LangCookie); err == nil {
		if l, ok := i18n.Parse(c.Value); ok {
			return l
		}
	}
	return i18n.Negotiate(r.Header.Get("Accept-Language"))
}

// otherLanguage is the portal's other language.
func otherLanguage(lang i18n.Lang) i18n.Lang {
	if lang == i18n.French {
		return i18n.English
	}
	return i18n.French
}

// otherLanguageHref is this page in another language: the same path and
// carried parameters (or the one-time link's token) with ?lang=.
func otherLanguageHref(r *http.Request, other i18n.Lang, d pageData) string {
	q := url.Values{}
	switch {
	case r.URL.Path == portal.InvitationPath || r.URL.Path == portal.ResetPath:
		// The form's token only: a refused link's switch carries none, so
		// every refusal is the same page.
		if d.Token != "" {
			q.Set("token", d.Token)
		}
	case r.Method == http.MethodGet:
		for k, v := range r.URL.Query() {
			q[k] = v
		}
	case r.URL.Path == "/auth/login" || r.URL.Path == "/auth/forgot":
		q = d.Carry.values()
	case d.Token != "":
		q.Set("token", d.Token)
	}
	q.Set("lang", string(other))
	return r.URL.Path + "?" + q.Encode()
}

var colorRE = regexp.MustCompile(`^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$`)

// buildCSS prepends the branding's primary colour to the embedded style sheet.
// Only a plain hex colour is accepted, so configuration cannot inject CSS.
func (s *Service) buildCSS() {
	color := portal.DemoBranding.PrimaryColor
	if colorRE.MatchString(s.cfg.Branding.PrimaryColor) {
		color = s.cfg.Branding.PrimaryColor
	}
	s.css = append([]byte(":root { --primary: "+color+"; }\n"), loginCSS...)
	sum := sha256.Sum256(s.css)
	s.cssVersion = hex.EncodeToString(sum[:6])
}

func (s *Service) serveCSS(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	w.Header().Set("ETag", `"`+s.cssVersion+`"`)
	if r.Header.Get("If-None-Match") == `"`+s.cssVersion+`"` {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	_, _ = w.Write(s.css)
}

// render writes a page in the visitor's language. Pages are never cached:
// they carry the login.
func (s *Service) render(w http.ResponseWriter, r *http.Request, status int, page string, d pageData) {
	lang := s.language(w, r)
	text := func(k portal.MsgKey) string {
		if k == "" {
			return ""
		}
		return lang.T(k)
	}
	v := view{
		Lang: lang, Brand: s.cfg.Branding, CSSVersion: s.cssVersion,
		Title: text(d.Title), Error: lang.Render(d.Error), Notice: text(d.Notice),
		Carry: d.Carry, Login: d.Login, OIDC: d.OIDC, OIDCStart: d.OIDCStart,
		Text: text(d.Text), LinkHref: d.LinkHref, LinkText: text(d.LinkText),
		ForgotHref: "/auth/forgot?" + d.Carry.values().Encode(), SignInHref: "/auth/login?" + d.Carry.values().Encode(),
		Token: d.Token, Invitation: d.Invitation, MinPassword: minPasswordLen, MaxPassword: maxPasswordLen,
		OtherLanguage: otherLanguage(lang), OtherLanguageHref: otherLanguageHref(r, otherLanguage(lang), d),
	}
	if d.TextMessage.Key != "" {
		v.Text = lang.Render(d.TextMessage)
	}
	var sb strings.Builder
	if err := s.pages[lang][page].ExecuteTemplate(&sb, "layout", v); err != nil {
		s.logger(r).Error("render page", "page", page, "err", err)
		http.Error(w, lang.T(portal.MsgAuthInternal), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Language", lang.Tag())
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write([]byte(sb.String()))
}

// errorPage shows a plain message page with a way back to the app.
func (s *Service) errorPage(w http.ResponseWriter, r *http.Request, status int, msg portal.MsgKey) {
	s.render(w, r, status, "message", pageData{Title: portal.MsgAuthTitleError, Text: msg,
		LinkHref: "/ui/", LinkText: portal.MsgAuthBackToMyAccount})
}

// internalError logs err with the request id and shows a generic page.
func (s *Service) internalError(w http.ResponseWriter, r *http.Request, err error) {
	s.logger(r).Error("identity request failed", "err", err)
	s.errorPage(w, r, http.StatusInternalServerError, portal.MsgAuthInternal)
}

// logger returns the service logger with the request's id and path. Log
// lines never carry passwords, tokens, codes or the typed login.
func (s *Service) logger(r *http.Request) *slog.Logger {
	return s.log.With("request_id", httpx.RequestID(r.Context()), "path", r.URL.Path)
}

// hashSlotCount is how many argon2id checks run at once.
func hashSlotCount() int { return max(2, runtime.NumCPU()) }

// PeakHashMemory is what the argon2id checks of a sign-in burst hold at
// once. Each check allocates its memory anew, so without a memory limit a
// burst grows the heap goal, and the resident size, to several times this;
// the server's soft limit (cmd/myaccount) leaves this much room above its
// own working set.
func PeakHashMemory(p password.Params) int64 {
	return int64(hashSlotCount()) * int64(p.MemoryKiB) * 1024
}
