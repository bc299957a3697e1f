package console

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"myaccount/internal/billing"
	"myaccount/internal/httpx"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
)

// CookieName is the staff session's cookie. Its path is /staff: a browser
// never sends it to /api or /auth, and neither reads it; the console reads
// no other credential (no subscriber token or SSO cookie).
const CookieName = "myaccount_staff"

// Config is what the console's door needs.
type Config struct {
	Service    *Service
	Staff      portal.Staff
	Onboarding portal.OnboardingStaff
	// FailedMail lists the e-mails the outbox gave up on.
	FailedMail func(ctx context.Context) ([]portal.Mail, error)
	// Reviews is what the review screens read and keep (claims); Files
	// the file store the photos and signed PDFs are kept in; MailSubject
	// renders a message's subject (a failed e-mail's review).
	Reviews     ReviewStore
	Files       portal.FileStore
	MailSubject func(portal.Mail) string
	// PublicURL is the portal's public address: https makes the cookie
	// Secure, and its origin is trusted by the cross-origin check behind
	// a proxy.
	PublicURL string
	// App serves the console's web app (webui.Staff); nil serves none.
	App http.Handler
	// Services, Provisioning, Subscribers and Logins are what the
	// subscriber page reads and acts through (subscriber_page.go);
	// Provisioning is also the settings section's notices, package catalog
	// and API keys, and the service status section's outages (issue 32).
	Services     portal.Services
	Provisioning *provisioning.Service
	Subscribers  SubscriberReader
	Logins       LoginTools
	// AuditLog reads the staff log (the audit section); Location is the
	// provider's zone (the audit's dates). Nil leaves their calls
	// answering 404.
	AuditLog AuditLog
	Location *time.Location
	Log      *slog.Logger
	Now      func() time.Time
}

type handler struct {
	c      Config
	secure bool
	opened openings
}

// Handler serves /staff/: the console's JSON calls under /staff/api/ and
// its web app for every other path. Writes from another origin are refused
// (http.CrossOriginProtection) before any handler runs.
func Handler(c Config) http.Handler {
	if c.Log == nil {
		c.Log = slog.Default()
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	h := &handler{c: c, secure: strings.HasPrefix(c.PublicURL, "https://")}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /staff/api/sign-in", h.signIn)
	mux.HandleFunc("POST /staff/api/enrol", h.enrol)
	mux.HandleFunc("POST /staff/api/verify", h.verify)
	mux.HandleFunc("POST /staff/api/sign-out", h.signOut)
	mux.HandleFunc("GET /staff/api/me", h.me)
	mux.HandleFunc("GET /staff/api/password-link", h.passwordLink)
	h.oidcRoutes(mux) // oidc_handler.go
	mux.HandleFunc("POST /staff/api/password", h.setPassword)
	mux.HandleFunc("GET /staff/api/queues", h.signedIn(PermLookup, h.queues))
	mux.HandleFunc("POST /staff/api/accounts/{account}/credits", h.signedIn(PermLedger, h.postEntry(-1)))
	h.reviewRoutes(mux)
	h.subscriberRoutes(mux)
	h.auditRoutes(mux)
	h.settingsRoutes(mux)
	h.statusRoutes(mux)
	h.ticketRoutes(mux)
	mux.HandleFunc("/staff/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, fail(http.StatusNotFound, "not-found", "no such call"))
	})
	if c.App != nil {
		mux.Handle("/staff/", c.App)
	}
	cop := http.NewCrossOriginProtection()
	if u, err := url.Parse(c.PublicURL); err == nil && u.Host != "" {
		_ = cop.AddTrustedOrigin(u.Scheme + "://" + u.Host)
	}
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c.Log.WarnContext(r.Context(), "staff console: refused a cross-origin request", "method", r.Method, "path", r.URL.Path)
		writeError(w, fail(http.StatusForbidden, "cross-origin", "cross-origin requests are refused"))
	}))
	// Every staff action recorded under /staff names the client's address.
	withAddress := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mux.ServeHTTP(w, r.WithContext(portal.WithActionAddress(r.Context(), httpx.ClientIP(r).String())))
	})
	return cop.Handler(withAddress)
}

type errorBody struct {
	Error   string `json:"error"`
	Message string `json:"message"`
	Wait    int    `json:"waitSeconds,omitempty"`
}

// writeError answers err: a console refusal with its code, a portal error
// with its message in the request's language, anything else as 500.
func writeError(w http.ResponseWriter, err error) {
	w.Header().Set("Cache-Control", "no-store")
	var ce *Error
	if errors.As(err, &ce) {
		httpx.WriteJSON(w, ce.Status, errorBody{Error: ce.Code, Message: ce.Text, Wait: int(ce.Wait.Seconds() + 0.5)})
		return
	}
	httpx.WriteJSON(w, http.StatusInternalServerError, errorBody{Error: "internal", Message: "something went wrong on our side"})
}

func (h *handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	err = refusalOf(err)
	var ce *Error
	var pe *portal.Error
	switch {
	case errors.As(err, &ce):
	case errors.As(err, &pe) && pe.Code != portal.CodeInternal:
		lang := i18n.Negotiate(r.Header.Get("Accept-Language"))
		status := http.StatusBadRequest
		if errors.Is(err, portal.ErrNoRows) || pe == portal.ErrNotFound {
			status = http.StatusNotFound
		}
		w.Header().Set("Cache-Control", "no-store")
		httpx.WriteJSON(w, status, errorBody{Error: "refused", Message: lang.Render(pe.Msg)})
		return
	case errors.Is(err, portal.ErrNoRows):
		err = fail(http.StatusNotFound, "not-found", "not found")
	default:
		h.c.Log.ErrorContext(r.Context(), "staff console", "err", err, "path", r.URL.Path)
	}
	writeError(w, err)
}

// refusalOf turns a service's refusal into the console's: the provider
// API's service (notices, keys, outages, logins, warnings) by its kind, a
// staff command's (billing) as 400; each with the service's own sentence.
func refusalOf(err error) error {
	if p, ok := provisioning.AsProblem(err); ok {
		status, code := http.StatusBadRequest, "invalid"
		switch p.Kind {
		case provisioning.NotFound:
			status, code = http.StatusNotFound, "not-found"
		case provisioning.Conflict:
			status, code = http.StatusConflict, "conflict"
		case provisioning.Refused:
			status, code = http.StatusUnprocessableEntity, "refused"
		}
		return fail(status, code, p.Error())
	}
	var se *billing.StaffError
	if errors.As(err, &se) {
		return fail(http.StatusBadRequest, "refused", se.Text)
	}
	return err
}

func (h *handler) ok(w http.ResponseWriter, v any) {
	w.Header().Set("Cache-Control", "no-store")
	httpx.WriteJSON(w, http.StatusOK, v)
}

// decode reads a small JSON body into v.
func decode(r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(nil, r.Body, 16<<10))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fail(http.StatusBadRequest, "bad-request", "the request's body is not the JSON this call takes")
	}
	return nil
}

func (h *handler) setCookie(w http.ResponseWriter, token string, maxAge int) {
	http.SetCookie(w, &http.Cookie{Name: CookieName, Value: token, Path: "/staff", HttpOnly: true, Secure: h.secure,
		SameSite: http.SameSiteStrictMode, MaxAge: maxAge})
}

func token(r *http.Request) string {
	c, err := r.Cookie(CookieName)
	if err != nil {
		return ""
	}
	return c.Value
}

type staffBody struct {
	Email string `json:"email"`
	Name  string `json:"name"`
	Role  string `json:"role"`
	// Stage is "password" (the second factor is due; Enrol: it must be
	// enrolled first) or "signed-in".
	Stage string `json:"stage"`
	Enrol bool   `json:"enrol,omitempty"`
}

func body(ss portal.StaffSession) staffBody {
	return staffBody{Email: ss.Staff.Email, Name: ss.Staff.Name, Role: string(ss.Staff.Role), Stage: string(ss.Stage),
		Enrol: ss.Stage == portal.StaffStagePassword && !ss.Staff.Enrolled}
}

func (h *handler) signIn(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	_ = h.c.Service.SignOut(r.Context(), token(r))
	t, enrol, err := h.c.Service.SignIn(r.Context(), in.Email, in.Password, httpx.ClientIP(r).String())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.setCookie(w, t, int(SecondFactorTime.Seconds()))
	h.ok(w, map[string]any{"stage": portal.StaffStagePassword, "enrol": enrol})
}

func (h *handler) enrol(w http.ResponseWriter, r *http.Request) {
	e, err := h.c.Service.BeginEnrolment(r.Context(), token(r))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]string{"secret": e.Secret, "uri": e.URL, "qr": e.QR})
}

func (h *handler) verify(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Code string `json:"code"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	t, recovery, err := h.c.Service.Verify(r.Context(), token(r), in.Code, httpx.ClientIP(r).String())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	// A session cookie (no Max-Age): it ends with the browser, and the
	// server ends the session after IdleTimeout.
	h.setCookie(w, t, 0)
	ss, err := h.c.Service.Session(r.Context(), t)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	out := map[string]any{"staff": body(ss)}
	if recovery != nil {
		out["recoveryCodes"] = recovery
	}
	h.ok(w, out)
}

func (h *handler) signOut(w http.ResponseWriter, r *http.Request) {
	if err := h.c.Service.SignOut(r.Context(), token(r)); err != nil {
		h.fail(w, r, err)
		return
	}
	h.setCookie(w, "", -1)
	w.WriteHeader(http.StatusNoContent)
}

func (h *handler) me(w http.ResponseWriter, r *http.Request) {
	ss, err := h.c.Service.Session(r.Context(), token(r))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, body(ss))
}

func (h *handler) passwordLink(w http.ResponseWriter, r *http.Request) {
	m, err := h.c.Service.LinkStaff(r.Context(), r.URL.Query().Get("token"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]string{"email": m.Email, "name": m.Name})
}

func (h *handler) setPassword(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.c.Service.SetPassword(r.Context(), in.Token, in.Password); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

type staffHandler func(w http.ResponseWriter, r *http.Request, m portal.StaffMember)

// signedIn runs next for a signed-in staff session whose role allows p;
// a refused role answers 403 and is recorded (Service.Require).
func (h *handler) signedIn(p Permission, next staffHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ss, err := h.c.Service.Session(r.Context(), token(r))
		if err == nil && ss.Stage != portal.StaffStageSignedIn {
			err = errSignInAgain
		}
		if err != nil {
			h.fail(w, r, err)
			return
		}
		account, _ := strconv.ParseInt(r.PathValue("account"), 10, 64)
		if err := h.c.Service.Require(r.Context(), ss.Staff, p, account, r.Method+" "+r.URL.Path); err != nil {
			h.fail(w, r, err)
			return
		}
		next(w, r, ss.Staff)
	}
}

// queue is one review queue on Home: how many wait, and since when the
// oldest waits.
type queue struct {
	ID     string     `json:"id"`
	Count  int        `json:"count"`
	Oldest *time.Time `json:"oldest,omitempty"`
	// AgeSeconds is how long the oldest has waited.
	AgeSeconds int64 `json:"ageSeconds,omitempty"`
}

func (h *handler) queue(id string, times []time.Time) queue {
	q := queue{ID: id, Count: len(times)}
	for _, t := range times {
		if !t.IsZero() && (q.Oldest == nil || t.Before(*q.Oldest)) {
			t := t
			q.Oldest = &t
		}
	}
	if q.Oldest != nil {
		q.AgeSeconds = max(0, int64(h.c.Now().Sub(*q.Oldest).Seconds()))
	}
	return q
}

// queues reads the queues through the services `myaccount admin` lists
// them with (onboarding, cheques, requests, mail --failed).
func (h *handler) queues(w http.ResponseWriter, r *http.Request, _ portal.StaffMember) {
	ctx := r.Context()
	ids, err := h.c.Onboarding.IdentityUploads(ctx, portal.UploadPending)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	sigs, err := h.c.Onboarding.Signatures(ctx, portal.SignatureSubmitted)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	cheques, err := h.c.Staff.Uploads(ctx, portal.DocVoidCheque, portal.UploadPending)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	reqs, err := h.c.Staff.ChangeRequests(ctx, portal.RequestPending)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var failed []portal.Mail
	if h.c.FailedMail != nil {
		if failed, err = h.c.FailedMail(ctx); err != nil {
			h.fail(w, r, err)
			return
		}
	}
	var waiting []time.Time
	if h.c.Services.TicketsStaff != nil {
		if waiting, err = h.c.Services.TicketsStaff.Waiting(ctx); err != nil {
			h.fail(w, r, err)
			return
		}
	}
	times := func(n int, at func(int) time.Time) []time.Time {
		out := make([]time.Time, n)
		for i := range n {
			out[i] = at(i)
		}
		return out
	}
	h.ok(w, map[string]any{"queues": []queue{
		h.queue("identity-documents", times(len(ids), func(i int) time.Time { return ids[i].CreatedAt })),
		h.queue("contracts", times(len(sigs), func(i int) time.Time { return sigs[i].SignedAt })),
		h.queue("void-cheques", times(len(cheques), func(i int) time.Time { return cheques[i].CreatedAt })),
		h.queue("change-requests", times(len(reqs), func(i int) time.Time { return reqs[i].CreatedAt })),
		h.queue("failed-mail", times(len(failed), func(i int) time.Time { return failed[i].CreatedAt })),
		h.queue("tickets", waiting),
	}})
}
