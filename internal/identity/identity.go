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
	"time"

	"myaccount/internal/httpx"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/store"
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
}

// OIDCConfig names the external OpenID Connect provider and this portal's
// client registration there. The redirect URI to register is
// PublicURL + "/auth/oidc/callback".
type OIDCConfig struct {
	Issuer       string
	ClientID     string
	ClientSecret string
}

// Rate limits of failed password checks. Windows are fixed, so a locked-out
// owner waits at most one window.
const (
	rateWindow     = 15 * time.Minute
	maxFailsLogin  = 5  // per login (or per identity for password change)
	maxFailsAddr   = 20 // per client address
	maxFormBytes   = 64 << 10
	stateCookieTTL = 10 * time.Minute
)

// Cookie names. With an https PublicURL the SSO and CSRF cookies take the
// __Host- prefix, which browsers only accept Secure, host-only and on Path=/.
const (
	ssoCookieName   = "myaccount_sso"
	csrfCookieName  = "myaccount_csrf"
	stateCookieName = "myaccount_oidc"
	hostPrefix      = "__Host-"
)

//go:embed templates/*.html
var templateFiles embed.FS

//go:embed static/login.css
var loginCSS []byte

// Service is the identity service. Create it with New.
type Service struct {
	cfg       Config
	st        *store.Store
	log       *slog.Logger
	publicURL *url.URL
	secure    bool
	ssoName   string
	csrfName  string

	csrfKey  []byte
	stateKey []byte

	dummyHash string        // a hash with cfg.PasswordParams, checked for unknown logins
	hashSlots chan struct{} // bounds concurrent argon2id runs (memory-hard)

	pages      map[string]*template.Template
	css        []byte
	cssVersion string

	oidc *oidcRelay
}

// New builds the service. With cfg.OIDC set it fetches the provider's
// discovery document, so it fails when the provider cannot be reached.
func New(ctx context.Context, cfg Config, st *store.Store, log *slog.Logger) (*Service, error) {
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
	s := &Service{
		cfg:       cfg,
		st:        st,
		log:       log.With("component", "identity"),
		publicURL: pub,
		secure:    pub.Scheme == "https",
		ssoName:   ssoCookieName,
		csrfName:  csrfCookieName,
		csrfKey:   deriveKey(cfg.CookieSecret, "myaccount identity csrf"),
		stateKey:  deriveKey(cfg.CookieSecret, "myaccount identity oidc state"),
		hashSlots: make(chan struct{}, max(2, runtime.NumCPU())),
	}
	if s.secure {
		s.ssoName = hostPrefix + ssoCookieName
		s.csrfName = hostPrefix + csrfCookieName
	}
	// The dummy hash uses the configured costs, so checking it takes as long
	// as checking a real stored hash.
	if s.dummyHash, err = password.Hash(randomToken(), cfg.PasswordParams); err != nil {
		return nil, fmt.Errorf("identity: dummy hash: %w", err)
	}
	if err := s.parseTemplates(); err != nil {
		return nil, err
	}
	s.buildCSS()
	if cfg.OIDC != nil {
		if s.oidc, err = newOIDCRelay(ctx, *cfg.OIDC, pub.String()+"/auth/oidc/callback", func() time.Time { return st.Now() }); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Handler serves the identity service's routes. The server mounts it at
// /auth/; it receives full paths.
func (s *Service) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /auth/login", s.getLogin)
	mux.HandleFunc("POST /auth/login", s.postLogin)
	mux.HandleFunc("GET /auth/logout", s.getLogout)
	mux.HandleFunc("POST /auth/logout", s.postLogout)
	mux.HandleFunc("GET /auth/changepassword", s.getChangePassword)
	mux.HandleFunc("POST /auth/changepassword", s.postChangePassword)
	mux.HandleFunc("GET /auth/oidc/start", s.oidcStart)
	mux.HandleFunc("GET /auth/oidc/callback", s.oidcCallback)
	mux.HandleFunc("GET /auth/static/login.css", s.serveCSS)
	mux.HandleFunc("/auth/", func(w http.ResponseWriter, r *http.Request) {
		s.render(w, r, http.StatusNotFound, "message", pageData{Title: text.TitleError, Text: text.NotFound,
			LinkHref: "/ui/", LinkText: text.BackToMyAccount})
	})
	return securityHeaders(mux)
}

// SSOIdentity reports whether the request carries a live SSO cookie, and for
// which login. It is the API's `ph=a` check.
func (s *Service) SSOIdentity(r *http.Request) (identityID int64, ok bool, err error) {
	hash, ok := s.ssoHash(r)
	if !ok {
		return 0, false, nil
	}
	id, err := s.st.SSOIdentity(r.Context(), hash)
	if errors.Is(err, portal.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, err
	}
	return id, true, nil
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

// securityHeaders adds the headers every identity page needs. A Content-
// Security-Policy already set by the server is kept.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		if h.Get("Content-Security-Policy") == "" {
			h.Set("Content-Security-Policy", "default-src 'none'; style-src 'self'; img-src 'self' https: data:; "+
				"form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		}
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

// csrfToken returns the form token for the request's pre-login cookie,
// setting a new cookie when there is none. The token is an HMAC of the
// cookie, so a forged form needs both the cookie and the key.
func (s *Service) csrfToken(w http.ResponseWriter, r *http.Request) string {
	v := ""
	if c, err := r.Cookie(s.csrfName); err == nil && isToken(c.Value) {
		v = c.Value
	} else {
		v = randomToken()
		s.setCookie(w, s.csrfName, v, "/", 0)
	}
	return sign(s.csrfKey, "csrf:"+v)
}

// csrfOK checks a posted form's token against the pre-login cookie.
func (s *Service) csrfOK(r *http.Request) bool {
	c, err := r.Cookie(s.csrfName)
	if err != nil || !isToken(c.Value) {
		return false
	}
	got := r.PostFormValue("csrf")
	return got != "" && hmac.Equal([]byte(got), []byte(sign(s.csrfKey, "csrf:"+c.Value)))
}

// sameOrigin refuses requests a browser marks as coming from another site.
// A missing Origin (non-browser client) is accepted.
func (s *Service) sameOrigin(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site == "cross-site" || site == "same-site" {
		return false
	}
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false // includes "null"
	}
	return (u.Scheme == s.publicURL.Scheme && u.Host == s.publicURL.Host) || u.Host == r.Host
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
	s.redirectWithCode(w, r, identityID, c)
}

// redirectWithCode answers 303 to PublicURL/ui{rp}?pi=CODE&rc&hw&seg.
func (s *Service) redirectWithCode(w http.ResponseWriter, r *http.Request, identityID int64, c carry) {
	code := randomToken()
	if err := s.st.CreateLoginCode(r.Context(), identityID, portal.HashToken(code), s.cfg.CodeTTL); err != nil {
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

// pageData is what every page template reads.
type pageData struct {
	T          messages
	Brand      portal.Branding
	CSSVersion string
	Title      string
	Error      string
	Notice     string

	// Login and change-password forms.
	CSRF      string
	Carry     carry
	Login     string
	OIDC      bool
	OIDCStart string

	// Message pages.
	Text     string
	LinkHref string
	LinkText string
}

func (s *Service) parseTemplates() error {
	s.pages = map[string]*template.Template{}
	base, err := template.ParseFS(templateFiles, "templates/layout.html", "templates/carry.html")
	if err != nil {
		return fmt.Errorf("identity: templates: %w", err)
	}
	for _, name := range []string{"login", "message", "changepassword"} {
		t, err := template.Must(base.Clone()).ParseFS(templateFiles, "templates/"+name+".html")
		if err != nil {
			return fmt.Errorf("identity: template %s: %w", name, err)
		}
		s.pages[name] = t
	}
	return nil
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

// render writes a page. Pages are never cached: they carry CSRF tokens and
// the login.
func (s *Service) render(w http.ResponseWriter, r *http.Request, status int, page string, d pageData) {
	d.T = text
	d.Brand = s.cfg.Branding
	d.CSSVersion = s.cssVersion
	var sb strings.Builder
	if err := s.pages[page].ExecuteTemplate(&sb, "layout", d); err != nil {
		s.logger(r).Error("render page", "page", page, "err", err)
		http.Error(w, text.InternalText, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write([]byte(sb.String()))
}

// errorPage shows a plain message page with a way back to the app.
func (s *Service) errorPage(w http.ResponseWriter, r *http.Request, status int, msg string) {
	s.render(w, r, status, "message", pageData{Title: text.TitleError, Text: msg,
		LinkHref: "/ui/", LinkText: text.BackToMyAccount})
}

// internalError logs err with the request id and shows a generic page.
func (s *Service) internalError(w http.ResponseWriter, r *http.Request, err error) {
	s.logger(r).Error("identity request failed", "err", err)
	s.errorPage(w, r, http.StatusInternalServerError, text.InternalText)
}

// logger returns the service logger with the request's id and path. Log
// lines never carry passwords, tokens, codes or the typed login.
func (s *Service) logger(r *http.Request) *slog.Logger {
	return s.log.With("request_id", httpx.RequestID(r.Context()), "path", r.URL.Path)
}
