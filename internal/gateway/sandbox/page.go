package sandbox

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"html/template"
	"log/slog"
	"net/http"
	"net/url"
	"sort"
	"strings"

	"myaccount/internal/httpx"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

//go:embed templates/*.html
var templateFiles embed.FS

//go:embed static/sandbox.css
var styleSheet []byte

// maxFormBytes bounds the hosted form's body: four short fields.
const maxFormBytes = 8 << 10

// pages are the hosted page's templates, per language, and its style sheet.
type pages struct {
	tmpl       map[string]map[string]*template.Template // language → page → template
	cssVersion string
}

func mustParsePages() *pages {
	p := &pages{tmpl: map[string]map[string]*template.Template{}}
	for lang := range texts {
		funcs := template.FuncMap{"t": func(key string) string { return text(lang, key) }}
		base := template.Must(template.New("layout").Funcs(funcs).ParseFS(templateFiles, "templates/layout.html"))
		p.tmpl[lang] = map[string]*template.Template{}
		for _, name := range []string{"pay", "error"} {
			p.tmpl[lang][name] = template.Must(template.Must(base.Clone()).ParseFS(templateFiles, "templates/"+name+".html"))
		}
	}
	sum := sha256.Sum256(styleSheet)
	p.cssVersion = hex.EncodeToString(sum[:6])
	return p
}

// Handler serves the hosted page; the server mounts it at /sandbox/ and it
// receives full paths:
//
//	GET  /sandbox/pay?code=4&sessiontoken=…  the add-card form
//	POST /sandbox/pay                        the form's answer
//	GET  /sandbox/static/sandbox.css         its style sheet
//
// Form posts from another origin are refused (the standard library's
// cross-origin protection, PublicURL's origin trusted).
func (g *Gateway) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /sandbox/pay", g.getPay)
	mux.HandleFunc("POST /sandbox/pay", g.postPay)
	mux.HandleFunc("GET /sandbox/static/sandbox.css", g.serveCSS)
	mux.HandleFunc("/sandbox/", func(w http.ResponseWriter, r *http.Request) {
		g.errorPage(w, r, http.StatusNotFound, requestLanguage(r), "errNotFound", "")
	})
	cop := http.NewCrossOriginProtection()
	if u, err := url.Parse(g.publicURL); err == nil && u.Host != "" {
		_ = cop.AddTrustedOrigin(u.Scheme + "://" + u.Host)
	}
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		g.logger(r).Warn("refused: cross-origin form post")
		g.errorPage(w, r, http.StatusForbidden, requestLanguage(r), "errCrossOrigin", "")
	}))
	return securityHeaders(cop.Handler(mux))
}

// The hosted page's own Content-Security-Policy, never the portal's: the
// style sheet is the only thing that loads, no script runs, no site may
// frame it. The form page's policy also lets the form's answer redirect to
// the session's return URL (form-action covers the redirect).
const (
	cspBase   = "default-src 'none'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'"
	cspNoForm = cspBase + "; form-action 'none'"
)

func formCSP(returnOrigin string) string {
	return cspBase + "; form-action 'self' " + returnOrigin
}

// securityHeaders sets what every answer of the gateway carries, replacing
// what the server's middleware set for the app. No page is cached, and no
// Referer leaves it (its URL carries the session token).
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", cspNoForm)
		h.Set("X-Frame-Options", "DENY")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}

func (g *Gateway) serveCSS(w http.ResponseWriter, r *http.Request) {
	etag := `"` + g.page.cssVersion + `"`
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	w.Header().Set("ETag", etag)
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	_, _ = w.Write(styleSheet)
}

// openSession finds the open session a request names. problem is the
// catalog key of the error page to show instead (and s is set when the
// session is known but no longer open).
func (g *Gateway) openSession(ctx context.Context, token string) (s Session, problem string, err error) {
	if !isToken(token) {
		return Session{}, "errBadLink", nil
	}
	s, err = g.st.SandboxSession(ctx, portal.HashToken(token))
	switch {
	case errors.Is(err, portal.ErrNoRows):
		return Session{}, "errBadLink", nil
	case err != nil:
		return Session{}, "", err
	case s.Status != portal.CardOpen:
		return s, "errUsed", nil
	case !g.now().Before(s.ExpiresAt):
		return s, "errExpired", nil
	}
	return s, "", nil
}

func (g *Gateway) getPay(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("code") != PageCode {
		g.errorPage(w, r, http.StatusBadRequest, requestLanguage(r), "errBadLink", "")
		return
	}
	s, problem, err := g.openSession(r.Context(), q.Get("sessiontoken"))
	if err != nil {
		g.internalError(w, r, err)
		return
	}
	if problem != "" {
		g.sessionProblem(w, r, s, problem)
		return
	}
	g.renderPay(w, r, http.StatusOK, s, q.Get("sessiontoken"), "", nil)
}

func (g *Gateway) postPay(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		status := http.StatusBadRequest
		if _, tooBig := errors.AsType[*http.MaxBytesError](err); tooBig {
			status = http.StatusRequestEntityTooLarge
		}
		g.errorPage(w, r, status, requestLanguage(r), "errForm", "")
		return
	}
	f := r.PostForm
	s, problem, err := g.openSession(r.Context(), f.Get("sessiontoken"))
	if err != nil {
		g.internalError(w, r, err)
		return
	}
	if problem != "" {
		g.sessionProblem(w, r, s, problem)
		return
	}
	switch f.Get("action") {
	case "cancel":
		g.complete(w, r, s, portal.CardCancelled, nil)
	case "add":
		entry, errs := validateCard(f.Get("cardnumber"), f.Get("expiry"), f.Get("cvc"), g.now())
		if errs != nil {
			// The log says which fields and why, never what was typed.
			g.logger(r).Info("card refused at entry", "reference", s.Reference, "problems", errs.String())
			g.renderPay(w, r, http.StatusUnprocessableEntity, s, f.Get("sessiontoken"), f.Get("expiry"), errs)
			return
		}
		if entryOf(entry.digits) == entryDecline {
			g.complete(w, r, s, portal.CardDenied, nil)
			return
		}
		g.complete(w, r, s, portal.CardApproved, tokenize(entry, g.now()))
	default:
		g.errorPage(w, r, http.StatusBadRequest, s.Language, "errForm", "")
	}
}

// complete ends the session once and sends the browser back to its return
// URL with the result (PAY-017): result, cctoken (approved), session (the
// portal's reference) and message, added to the return URL's own query.
func (g *Gateway) complete(w http.ResponseWriter, r *http.Request, s Session, status string, card *Card) {
	err := g.st.CompleteSandboxSession(r.Context(), s.TokenHash, status, card, g.now())
	if errors.Is(err, portal.ErrNoRows) {
		// Completed by a concurrent post, or expired meanwhile.
		g.errorPage(w, r, http.StatusBadRequest, s.Language, "errUsed", s.ReturnURL)
		return
	}
	if err != nil {
		g.internalError(w, r, err)
		return
	}
	u, err := url.Parse(s.ReturnURL)
	if err != nil { // checked when the session started
		g.internalError(w, r, err)
		return
	}
	q := u.Query()
	q.Set("result", status)
	if card != nil {
		q.Set("cctoken", card.Token)
	}
	q.Set("session", s.Reference)
	q.Set("message", text(s.Language, resultMessages[status]))
	u.RawQuery = q.Encode()
	attrs := []any{"reference", s.Reference, "result", status}
	if card != nil {
		attrs = append(attrs, "brand", card.Brand, "last4", card.Last4, "behaviour", card.Behaviour)
	}
	g.logger(r).Info("card session completed", attrs...)
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, u.String(), http.StatusSeeOther)
}

// resultMessages are the return's message per result.
var resultMessages = map[string]string{
	portal.CardApproved:  "msgApproved",
	portal.CardCancelled: "msgCancelled",
	portal.CardDenied:    "msgDenied",
}

// sessionProblem shows the error page for a session that cannot be used,
// in its language when it is known, with a link back to its return URL.
func (g *Gateway) sessionProblem(w http.ResponseWriter, r *http.Request, s Session, problem string) {
	if s.TokenHash == "" {
		g.errorPage(w, r, http.StatusBadRequest, requestLanguage(r), problem, "")
		return
	}
	g.errorPage(w, r, http.StatusBadRequest, s.Language, problem, s.ReturnURL)
}

// --- rendering -----------------------------------------------------------------

// view is what the page templates read: texts already in the page's
// language.
type view struct {
	Lang       string
	CSSVersion string
	Title      string

	// The form.
	Token       string
	NameOnCard  string
	Prepaid     bool
	Expiry      string // echoed back; the card number and CVC never are
	Errors      []fieldError
	FieldErrors map[string]string
	TestCards   []testCardView

	// The error page.
	Text     string
	BackHref string
}

type fieldError struct{ Field, Text string }

type testCardView struct{ Number, Brand, Does string }

// fieldOrder is the form's field order, for the error summary.
var fieldOrder = []string{"cardnumber", "expiry", "cvc"}

// String lists the problems for the log: "cardnumber=errNumberLuhn …".
func (e fieldErrors) String() string {
	parts := make([]string, 0, len(e))
	for k, v := range e {
		parts = append(parts, k+"="+v)
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

func (g *Gateway) renderPay(w http.ResponseWriter, r *http.Request, status int, s Session, token, expiry string, errs fieldErrors) {
	lang := s.Language
	v := view{
		Lang: lang, CSSVersion: g.page.cssVersion, Title: text(lang, "titlePay"),
		Token: token, NameOnCard: s.NameOnCard, Prepaid: strings.EqualFold(s.NameOnCard, "PPC"),
		Expiry: expiry, FieldErrors: map[string]string{},
	}
	for _, f := range fieldOrder {
		if key, ok := errs[f]; ok {
			v.Errors = append(v.Errors, fieldError{f, text(lang, key)})
			v.FieldErrors[f] = text(lang, key)
		}
	}
	for _, c := range testCards {
		v.TestCards = append(v.TestCards, testCardView{c.Number, c.Brand, text(lang, entryTexts[c.Entry])})
	}
	origin, err := returnOrigin(s.ReturnURL)
	if err != nil { // checked when the session started
		g.internalError(w, r, err)
		return
	}
	w.Header().Set("Content-Security-Policy", formCSP(origin))
	g.render(w, r, status, "pay", v)
}

// errorPage shows a message and no form.
func (g *Gateway) errorPage(w http.ResponseWriter, r *http.Request, status int, lang, key, backHref string) {
	if _, ok := texts[lang]; !ok {
		lang = "en"
	}
	g.render(w, r, status, "error", view{Lang: lang, CSSVersion: g.page.cssVersion, Title: text(lang, "titleError"),
		Text: text(lang, key), BackHref: backHref})
}

func (g *Gateway) internalError(w http.ResponseWriter, r *http.Request, err error) {
	g.logger(r).Error("sandbox page failed", "err", err)
	g.errorPage(w, r, http.StatusInternalServerError, requestLanguage(r), "errInternal", "")
}

func (g *Gateway) render(w http.ResponseWriter, r *http.Request, status int, page string, v view) {
	var sb strings.Builder
	if err := g.page.tmpl[v.Lang][page].ExecuteTemplate(&sb, "layout", v); err != nil {
		g.logger(r).Error("render page", "page", page, "err", err)
		http.Error(w, text(v.Lang, "errInternal"), http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Language", i18n.Lang(v.Lang).Tag())
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write([]byte(sb.String()))
}

// requestLanguage is the language of a page shown without a session: the
// browser's (Accept-Language).
func requestLanguage(r *http.Request) string {
	return string(i18n.Negotiate(r.Header.Get("Accept-Language")))
}

// logger is the gateway's logger with the request's id. Lines never carry a
// card number, a CVC, a session token or a card token.
func (g *Gateway) logger(r *http.Request) *slog.Logger {
	return g.log.With("request_id", httpx.RequestID(r.Context()), "path", r.URL.Path)
}
