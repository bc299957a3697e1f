package identity

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
)

// One-time links (portal/logins.go): a subscriber the provider invited
// chooses a first password at /auth/invitation, and one who forgot it asks
// for a link at /auth/forgot and chooses a new one at /auth/reset. Either
// page signs the subscriber in, like the sign-in page. A link's token is
// looked up by its hash and never logged; a link that cannot be used —
// malformed, unknown, used, expired, superseded, a disabled login's — gets
// one and the same page.

// "Forgot your password?" limits. A request is counted against its
// address and against the login (or, from a browser that signed in to the
// login before, against that browser) before anything is looked up, whether
// the login exists or not, so the limits say nothing about it either. Over
// a limit the page is the same and nothing is sent. None of these counters
// is the sign-in's: asking for resets never stops the owner signing in with
// the right password.
const (
	forgotWindow       = time.Hour
	forgotLoginLimit   = 3  // reset e-mails per login and hour
	forgotDeviceLimit  = 5  // from the login's own browser
	forgotAddressLimit = 20 // requests per address and hour (shared addresses: a village behind CGNAT)
)

// linkPage is one of the two pages a one-time link opens.
type linkPage struct {
	purpose portal.IdentityTokenPurpose
	title   portal.MsgKey
	// notify is the message written when the password is set.
	notify portal.MailKind
}

var (
	invitationPage = linkPage{purpose: portal.PurposeInvitation, title: portal.MsgAuthTitleInvitation}
	resetPage      = linkPage{purpose: portal.PurposeReset, title: portal.MsgAuthTitleReset, notify: portal.MailPasswordChanged}
)

// linkUnusable is the one answer for a link that cannot be used, with the
// way to a new one.
func (s *Service) linkUnusable(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, http.StatusBadRequest, "message", pageData{Title: portal.MsgAuthTitleLinkUnusable, Text: portal.MsgAuthLinkExpired,
		LinkHref: "/auth/forgot?r=myaccount", LinkText: portal.MsgAuthForgotPasswordLink})
}

// linkLogin resolves a link's token to its login; ok is false (and the
// refusal answered) when the link cannot be used.
func (s *Service) linkLogin(w http.ResponseWriter, r *http.Request, p linkPage, token string) (portal.Identity, bool) {
	if !isToken(token) {
		s.linkUnusable(w, r)
		return portal.Identity{}, false
	}
	ident, err := s.st.IdentityToken(r.Context(), portal.HashToken(token), p.purpose)
	if errors.Is(err, portal.ErrNoRows) {
		s.logger(r).Info("one-time link refused", "purpose", string(p.purpose))
		s.linkUnusable(w, r)
		return portal.Identity{}, false
	}
	if err != nil {
		s.internalError(w, r, fmt.Errorf("one-time link: %w", err))
		return portal.Identity{}, false
	}
	return ident, true
}

func (s *Service) renderSetPassword(w http.ResponseWriter, r *http.Request, status int, p linkPage, ident portal.Identity, token string, errMsg portal.Message) {
	s.render(w, r, status, "setpassword", pageData{Title: p.title, Login: ident.Login, Token: token,
		Invitation: p.purpose == portal.PurposeInvitation, Error: errMsg})
}

// getLink shows the form to choose a password, for a live link.
func (s *Service) getLink(p linkPage) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if s.oidc != nil {
			s.managedByProvider(w, r)
			return
		}
		token := r.URL.Query().Get("token")
		ident, ok := s.linkLogin(w, r, p, token)
		if !ok {
			return
		}
		s.renderSetPassword(w, r, http.StatusOK, p, ident, token, portal.Message{})
	}
}

// postLink checks the chosen password against the policy, sets it with the
// link (once: store.RedeemIdentityToken, which also revokes every session
// of the login) and signs the subscriber in.
func (s *Service) postLink(p linkPage) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
		if err := r.ParseForm(); err != nil {
			s.errorPage(w, r, http.StatusBadRequest, portal.MsgAuthBadLink)
			return
		}
		if s.oidc != nil {
			s.managedByProvider(w, r)
			return
		}
		ctx := r.Context()
		token := r.PostFormValue("token")
		ident, ok := s.linkLogin(w, r, p, token)
		if !ok {
			return
		}
		next, confirm := r.PostFormValue("new_password"), r.PostFormValue("confirm_password")
		if next == "" || confirm == "" {
			s.renderSetPassword(w, r, http.StatusBadRequest, p, ident, token, portal.Msg(portal.MsgAuthFillBothFields))
			return
		}
		// The same policy as a password change; there is no current
		// password to compare with.
		if problem := passwordProblem(ident.Login, "", next, confirm); problem != "" {
			s.renderSetPassword(w, r, http.StatusBadRequest, p, ident, token, portal.Msg(problem))
			return
		}
		hash, err := s.hashPassword(ctx, next)
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			s.internalError(w, r, fmt.Errorf("hash new password: %w", err))
			return
		}
		var notify *portal.Mail
		if p.notify != "" {
			notify = &portal.Mail{Kind: p.notify}
		}
		ident, err = s.st.RedeemIdentityToken(ctx, portal.HashToken(token), p.purpose, hash, notify)
		if errors.Is(err, portal.ErrNoRows) {
			// Used by a concurrent post, expired or disabled meanwhile.
			s.linkUnusable(w, r)
			return
		}
		if err != nil {
			s.internalError(w, r, fmt.Errorf("set password from a link: %w", err))
			return
		}
		s.logger(r).Info("password set from a one-time link; every other session revoked", "purpose", string(p.purpose), "identity_id", ident.ID)
		s.rememberDevice(w, r, ident.Login)
		s.completeSignIn(w, r, ident.ID, carry{})
	}
}

// getForgot shows the form that asks for a reset link.
func (s *Service) getForgot(w http.ResponseWriter, r *http.Request) {
	if s.oidc != nil {
		s.managedByProvider(w, r)
		return
	}
	s.render(w, r, http.StatusOK, "forgot", pageData{Title: portal.MsgAuthTitleForgot, Carry: readCarry(r.URL.Query())})
}

// postForgot sends a reset link to an existing, enabled login within the
// limits, and answers the same page in every case: whether the login
// exists, is disabled or is over a limit shows neither in the status nor
// in the page, and both paths do the same work up to the store's answer
// (the counters, a token and its hash, the same first statement of one
// transaction).
func (s *Service) postForgot(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		s.errorPage(w, r, http.StatusBadRequest, portal.MsgAuthBadLink)
		return
	}
	if s.oidc != nil {
		s.managedByProvider(w, r)
		return
	}
	c := readCarry(r.PostForm)
	login := strings.TrimSpace(r.PostFormValue("login"))
	if !validLogin(login) {
		s.render(w, r, http.StatusBadRequest, "forgot", pageData{Title: portal.MsgAuthTitleForgot, Carry: c,
			Error: portal.Msg(portal.MsgAuthLoginInvalid)})
		return
	}
	if err := s.sendResetLink(r.Context(), r, login); err != nil {
		if r.Context().Err() != nil {
			return
		}
		s.internalError(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "message", pageData{Title: portal.MsgAuthTitleForgotSent, Carry: c,
		TextMessage: portal.Msg(portal.MsgAuthForgotSent, "ttl", portal.ResetTTL),
		LinkHref:    "/auth/login?" + c.values().Encode(), LinkText: portal.MsgAuthBackToSignIn})
}

// sendResetLink counts the request and, within the limits, writes a reset
// link and its e-mail for the login if it exists and is enabled.
func (s *Service) sendResetLink(ctx context.Context, r *http.Request, login string) error {
	log := s.logger(r)
	addr, err := s.st.CountAttempt(ctx, "forgot-addr:"+httpx.ClientIP(r).String(), forgotWindow)
	if err != nil {
		return err
	}
	if addr.Count > forgotAddressLimit {
		log.Warn("password reset not sent: too many requests from the address", "client", httpx.ClientIP(r).String())
		return nil
	}
	key, limit := "forgot:"+loginKey(login), forgotLoginLimit
	if device, ok := s.knownDevice(r, login); ok {
		key, limit = "forgot-device:"+device+":"+loginKey(login)[:16], forgotDeviceLimit
	}
	l, err := s.st.CountAttempt(ctx, key, forgotWindow)
	if err != nil {
		return err
	}
	if l.Count > limit {
		log.Warn("password reset not sent: too many requests for the login")
		return nil
	}
	ident, err := s.issueReset(ctx, login)
	if errors.Is(err, portal.ErrNoRows) {
		log.Info("password reset not sent: no enabled login uses the address")
		return nil
	}
	if err != nil {
		return err
	}
	log.Info("password reset link sent", "identity_id", ident.ID)
	return nil
}
