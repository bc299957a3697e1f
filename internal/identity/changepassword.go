package identity

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"myaccount/internal/portal"
)

// Password policy (decisions.md 24 and the brief): length in characters.
const (
	minPasswordLen = 8
	maxPasswordLen = 128
)

// commonPasswords are refused as new passwords: the most used passwords of
// public breach lists that fit the length rule. Compared in lower case.
var commonPasswords = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range strings.Fields(`
		password password1 password12 password123 passw0rd p@ssw0rd p@ssword
		12345678 123456789 1234567890 0123456789 87654321 11111111 00000000 12121212
		11223344 12344321 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx qwertyui qwertyuiop
		qwerty12 qwerty123 qwerty1234 asdfghjk asdfasdf abcd1234 abc12345 aa123456
		iloveyou sunshine football baseball princess superman starwars whatever
		trustno1 letmein1 welcome1 welcome123 changeme admin123 administrator
		monkey123 dragon123 master12 shadow12 michael1 jennifer computer freedom1
		internet myaccount secret123 login123 test1234 default1`) {
		m[p] = true
	}
	return m
}()

// passwordProblem returns the message for a new password that breaks the
// policy, or "".
func passwordProblem(login, current, next, confirm string) portal.MsgKey {
	switch n := utf8.RuneCountInString(next); {
	case next != confirm:
		return portal.MsgAuthPasswordsDoNotMatch
	case n < minPasswordLen:
		return portal.MsgAuthPasswordTooShort
	case n > maxPasswordLen:
		return portal.MsgAuthPasswordTooLong
	case strings.EqualFold(next, login):
		return portal.MsgAuthPasswordIsLogin
	case next == current:
		return portal.MsgAuthPasswordIsCurrent
	case commonPasswords[strings.ToLower(next)]:
		return portal.MsgAuthPasswordTooCommon
	}
	return ""
}

// signInFirst is the page for a change-password visit without an SSO
// session; its link comes back to the app's change-password page.
func (s *Service) signInFirst(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, http.StatusUnauthorized, "message", pageData{Title: portal.MsgAuthTitleSignInFirst, Text: portal.MsgAuthSignInFirst,
		LinkHref: "/auth/login?r=myaccount&rp=/user/changepassword", LinkText: portal.MsgAuthSignInLink})
}

// managedByProvider is the change-password page in OIDC mode: the password
// lives at the provider.
func (s *Service) managedByProvider(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, http.StatusOK, "message", pageData{Title: portal.MsgAuthTitleChangePassword, Text: portal.MsgAuthPasswordManagedByIdP,
		LinkHref: "/ui/", LinkText: portal.MsgAuthBackToMyAccount})
}

// sessionLogin resolves the SSO cookie to its login; ok is false without a
// live session.
func (s *Service) sessionLogin(r *http.Request) (portal.Identity, bool, error) {
	id, ok, err := s.SSOIdentity(r)
	if err != nil || !ok {
		return portal.Identity{}, false, err
	}
	ident, err := s.st.IdentityByID(r.Context(), id)
	if errors.Is(err, portal.ErrNoRows) {
		return portal.Identity{}, false, nil
	}
	return ident, err == nil, err
}

func (s *Service) renderChangePassword(w http.ResponseWriter, r *http.Request, status int, login string, errMsg portal.Message) {
	s.render(w, r, status, "changepassword", pageData{Title: portal.MsgAuthTitleChangePassword, Login: login, Error: errMsg})
}

// getChangePassword shows the form for the signed-in login.
func (s *Service) getChangePassword(w http.ResponseWriter, r *http.Request) {
	ident, ok := s.changePasswordLogin(w, r)
	if !ok {
		return
	}
	s.renderChangePassword(w, r, http.StatusOK, ident.Login, portal.Message{})
}

// changePasswordLogin returns the login whose password may change here: the
// SSO session's. Otherwise it answers (provider-managed passwords, sign in
// first, or a fault) and reports false.
func (s *Service) changePasswordLogin(w http.ResponseWriter, r *http.Request) (portal.Identity, bool) {
	if s.oidc != nil {
		s.managedByProvider(w, r)
		return portal.Identity{}, false
	}
	ident, ok, err := s.sessionLogin(r)
	if err != nil {
		s.internalError(w, r, fmt.Errorf("change password session: %w", err))
		return portal.Identity{}, false
	}
	if !ok {
		s.signInFirst(w, r)
	}
	return ident, ok
}

// postChangePassword checks the current password and the policy, stores the
// new hash and revokes every session of the login (store.ChangePassword).
func (s *Service) postChangePassword(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		s.errorPage(w, r, http.StatusBadRequest, portal.MsgAuthBadLink)
		return
	}
	ctx := r.Context()
	ident, ok := s.changePasswordLogin(w, r)
	if !ok {
		return
	}
	current := r.PostFormValue("current_password")
	next := r.PostFormValue("new_password")
	confirm := r.PostFormValue("confirm_password")
	if current == "" || next == "" || confirm == "" {
		s.renderChangePassword(w, r, http.StatusBadRequest, ident.Login, portal.Msg(portal.MsgAuthFillAllFields))
		return
	}

	// Counted before the current password is checked: see limits.go.
	key := "chpw:" + strconv.FormatInt(ident.ID, 10)
	a, err := s.st.CountAttempt(ctx, key, limitWindow)
	if err != nil {
		s.internalError(w, r, err)
		return
	}
	if a.Count > passwordChangeLimit {
		s.logger(r).Warn("change password refused: too many attempts", "identity_id", ident.ID)
		s.renderChangePassword(w, r, http.StatusTooManyRequests, ident.Login,
			portal.Msg(portal.MsgAuthTooManyAttempts, "wait", a.WindowEnd.Sub(s.now())))
		return
	}

	_, hash, err := s.st.IdentityByLogin(ctx, ident.Login)
	if err != nil {
		s.internalError(w, r, fmt.Errorf("change password identity: %w", err))
		return
	}
	good, err := s.checkPassword(ctx, current, hash)
	if err != nil {
		if ctx.Err() != nil {
			return
		}
		s.logger(r).Error("stored password hash unusable", "identity_id", ident.ID, "err", err)
	}
	if !good {
		s.logger(r).Warn("change password: wrong current password", "identity_id", ident.ID)
		s.renderChangePassword(w, r, http.StatusBadRequest, ident.Login, portal.Msg(portal.MsgAuthWrongCurrentPassword))
		return
	}
	// The current password is right: its attempts are forgotten, whatever
	// the new password's fate.
	if err := s.st.ClearAttempts(ctx, key); err != nil {
		s.logger(r).Warn("clear change-password counter", "err", err)
	}
	if problem := passwordProblem(ident.Login, current, next, confirm); problem != "" {
		s.renderChangePassword(w, r, http.StatusBadRequest, ident.Login, portal.Msg(problem))
		return
	}

	newHash, err := s.hashPassword(ctx, next)
	if err != nil {
		s.internalError(w, r, fmt.Errorf("hash new password: %w", err))
		return
	}
	if err := s.st.ChangePassword(ctx, ident.ID, newHash); err != nil {
		s.internalError(w, r, fmt.Errorf("change password: %w", err))
		return
	}
	s.logger(r).Info("password changed; every session revoked", "identity_id", ident.ID)
	// store.ChangePassword revoked the SSO session too; drop its cookie.
	s.clearCookie(w, s.ssoName, "/")
	s.render(w, r, http.StatusOK, "message", pageData{Title: portal.MsgAuthTitlePasswordDone, Notice: portal.MsgAuthPasswordChanged,
		LinkHref: "/auth/login?r=myaccount", LinkText: portal.MsgAuthSignInWithNew})
}
