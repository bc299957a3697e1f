package console

import (
	"bytes"
	"context"
	"crypto/cipher"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base32"
	"encoding/base64"
	"errors"
	"fmt"
	"image/png"
	"net/mail"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"myaccount/internal/password"
	"myaccount/internal/portal"
)

// Store is what the console keeps (internal/store implements it).
type Store interface {
	CreateStaff(ctx context.Context, m portal.StaffMember, a *portal.StaffAction) (int64, error)
	StaffByEmail(ctx context.Context, email string) (portal.StaffMember, error)
	StaffMembers(ctx context.Context) ([]portal.StaffMember, error)
	DisableStaff(ctx context.Context, email string, a portal.StaffAction) (bool, error)
	IssueStaffToken(ctx context.Context, staffID int64, tokenHash string, ttl time.Duration, mail *portal.Mail) error
	StaffToken(ctx context.Context, tokenHash string) (portal.StaffMember, error)
	UseStaffToken(ctx context.Context, tokenHash, passwordHash string, a portal.StaffAction) (portal.StaffMember, error)
	CreateStaffSession(ctx context.Context, tokenHash string, staffID int64, stage portal.StaffSessionStage) error
	StaffSession(ctx context.Context, tokenHash string) (portal.StaffSession, error)
	TouchStaffSession(ctx context.Context, tokenHash string) error
	SetStaffPendingSecret(ctx context.Context, tokenHash, secret string) error
	DeleteStaffSession(ctx context.Context, tokenHash string) error
	CompleteStaffSignIn(ctx context.Context, in portal.StaffSignIn) error
	SetStaffRecoveryCodes(ctx context.Context, staffID int64, hashes []string) error
	AddStaffAction(ctx context.Context, a portal.StaffAction) error
	StaffOIDCSignIn(ctx context.Context, in portal.StaffOIDCSignIn) (int64, error)
	StaffSecrets(ctx context.Context) (map[int64]string, error)
	ReplaceStaffSecret(ctx context.Context, staffID int64, old, secret string) (bool, error)
	SetStaffRole(ctx context.Context, email string, role portal.StaffRole, a portal.StaffAction) (portal.StaffRole, error)

	CountAttempt(ctx context.Context, key string, window time.Duration) (portal.Attempt, error)
	ThrottleAttempt(ctx context.Context, key string, window time.Duration, free int, hold func(int) time.Duration) (portal.Attempt, error)
	UndoAttempt(ctx context.Context, key string, window time.Duration) error
	ClearAttempts(ctx context.Context, key string) error
}

// Session lengths and sign-in limits.
const (
	// IdleTimeout ends a signed-in session not used for that long.
	IdleTimeout = 30 * time.Minute
	// SecondFactorTime is how long a session past the password has to
	// give its code (or enrol).
	SecondFactorTime = 10 * time.Minute
	// LinkTTL is how long a password link works.
	LinkTTL = 72 * time.Hour
	// RecoveryCodes is how many recovery codes an enrolment gives.
	RecoveryCodes = 10

	minPassword = 12
	maxPassword = 128

	limitWindow = 15 * time.Minute
	loginLimit  = 5  // password attempts per staff e-mail and window
	codeLimit   = 5  // second-factor attempts per staff login and window
	addressFree = 20 // attempts per address and window before it waits
)

// Error is a refusal: Code for the console app (which says it in the
// staff's language), Text for the admin commands and logs.
type Error struct {
	Status int
	Code   string
	Text   string
	// Wait is how long to wait, for a refusal over a limit.
	Wait time.Duration
}

func (e *Error) Error() string { return e.Text }

func fail(status int, code, text string) *Error {
	return &Error{Status: status, Code: code, Text: text}
}

var (
	errBadCredentials = fail(401, "bad-credentials", "the e-mail or the password is not right")
	errBadCode        = fail(401, "bad-code", "the code is not right")
	errSignInAgain    = fail(401, "sign-in-again", "sign in again")
	errBadLink        = fail(400, "bad-link", "this link is not valid any more: ask an administrator for a new one")
	// errUseIdentityProvider: staff sign in through the identity provider
	// when one is configured (oidc.go), never with a local password.
	errUseIdentityProvider = fail(403, "use-identity-provider", "staff sign in through the provider's identity provider")
	// ErrForbidden is an action the staff login's role does not allow.
	ErrForbidden = fail(403, "forbidden", "your role does not allow this action")
)

// Options are the service's settings.
type Options struct {
	// PublicURL is the portal's public address (the password links').
	PublicURL string
	// Issuer names the portal in authenticator apps.
	Issuer         string
	PasswordParams password.Params
	Now            func() time.Time
	// MailLinks e-mails a new staff login its password link (the outbox,
	// when SMTP is configured); the admin command prints it either way.
	MailLinks bool
	// Key seals the TOTP secrets in the database and signs the identity
	// provider's sign-in state (from the installation's secret); without
	// one, a random key good for this process only.
	Key []byte
}

// Service is the staff logins' rules.
type Service struct {
	st Store
	o  Options

	aead     cipher.AEAD // seals TOTP secrets (secrets.go)
	stateKey []byte      // signs the OIDC state cookie
	oidc     *oidcDoor   // the identity provider, when configured (oidc.go)
}

// New returns the service on st.
func New(st Store, o Options) *Service {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.PasswordParams == (password.Params{}) {
		o.PasswordParams = password.Default
	}
	if o.Issuer == "" {
		o.Issuer = "MyAccount staff"
	}
	o.PublicURL = strings.TrimSuffix(o.PublicURL, "/")
	s := &Service{st: st, o: o}
	s.initKeys()
	return s
}

// Actor is how a staff login is named in the staff log.
func Actor(m portal.StaffMember) string { return "staff:" + m.Email }

func (s *Service) action(actor, action, subject, detail string) portal.StaffAction {
	return portal.StaffAction{Actor: actor, Action: action, Subject: subject, Detail: detail, At: s.o.Now()}
}

// normalEmail checks and lower-cases a staff e-mail address.
func normalEmail(email string) (string, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	a, err := mail.ParseAddress(email)
	if err != nil || a.Address != email || len(email) > 254 {
		return "", fmt.Errorf("%q is not an e-mail address", email)
	}
	return email, nil
}

// PasswordLink is the address of a one-time password link.
func (s *Service) PasswordLink(token string) string {
	return s.o.PublicURL + "/staff/set-password?token=" + token
}

// Add creates a staff login with role and returns its one-time link to
// set a password (LinkTTL). by is who acts; the action is recorded.
func (s *Service) Add(ctx context.Context, by, email, name string, role portal.StaffRole) (portal.StaffMember, string, error) {
	email, err := normalEmail(email)
	if err != nil {
		return portal.StaffMember{}, "", fail(400, "bad-email", err.Error())
	}
	if !ValidRole(role) {
		return portal.StaffMember{}, "", fail(400, "bad-role", fmt.Sprintf("%q is not a role: agent, billing or admin", role))
	}
	name = strings.TrimSpace(name)
	if utf8.RuneCountInString(name) > 100 || !utf8.ValidString(name) || strings.IndexFunc(name, unicode.IsControl) >= 0 {
		return portal.StaffMember{}, "", fail(400, "bad-name", "the name must be at most 100 characters, without control characters")
	}
	a := s.action(by, "staff-add", email, "role "+string(role))
	m := portal.StaffMember{Email: email, Name: name, Role: role, CreatedBy: by}
	id, err := s.st.CreateStaff(ctx, m, &a)
	if errors.Is(err, portal.ErrDuplicate) {
		return portal.StaffMember{}, "", fail(409, "exists", fmt.Sprintf("a staff login %s exists already", email))
	}
	if err != nil {
		return portal.StaffMember{}, "", err
	}
	m.ID = id
	token := newToken()
	link := s.PasswordLink(token)
	var msg *portal.Mail
	if s.o.MailLinks {
		msg = &portal.Mail{Kind: portal.MailStaffInvitation, To: email, Lang: "en", Data: map[string]string{"link": link}}
	}
	if err := s.st.IssueStaffToken(ctx, id, portal.HashToken(token), LinkTTL, msg); err != nil {
		return m, "", err
	}
	return m, link, nil
}

// List is every staff login.
func (s *Service) List(ctx context.Context) ([]portal.StaffMember, error) {
	return s.st.StaffMembers(ctx)
}

// Disable disables a staff login and ends its sessions; it reports whether
// anything changed (one disabled already is left as it is).
func (s *Service) Disable(ctx context.Context, by, email string) (bool, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	a := s.action(by, "staff-disable", email, "")
	a.Before, a.After = "enabled", "disabled"
	changed, err := s.st.DisableStaff(ctx, email, a)
	if errors.Is(err, portal.ErrNoRows) {
		return false, fail(404, "not-found", "no staff login "+email)
	}
	if errors.Is(err, portal.ErrLastAdmin) {
		return false, errLastAdmin
	}
	return changed, err
}

// LinkStaff is the staff login a password link is for (to greet them).
func (s *Service) LinkStaff(ctx context.Context, token string) (portal.StaffMember, error) {
	m, err := s.st.StaffToken(ctx, portal.HashToken(token))
	if err != nil {
		if errors.Is(err, portal.ErrNoRows) {
			return m, errBadLink
		}
		return m, err
	}
	return m, nil
}

// SetPassword sets the password of a live link's staff login. The policy:
// 12 to 128 characters, not the e-mail address.
func (s *Service) SetPassword(ctx context.Context, token, pw string) error {
	m, err := s.LinkStaff(ctx, token)
	if err != nil {
		return err
	}
	switch n := utf8.RuneCountInString(pw); {
	case n < minPassword:
		return fail(400, "password-too-short", fmt.Sprintf("the password must have at least %d characters", minPassword))
	case n > maxPassword:
		return fail(400, "password-too-long", fmt.Sprintf("the password must have at most %d characters", maxPassword))
	case strings.EqualFold(strings.TrimSpace(pw), m.Email):
		return fail(400, "password-is-email", "the password must not be the e-mail address")
	}
	hash, err := password.Hash(pw, s.o.PasswordParams)
	if err != nil {
		return err
	}
	_, err = s.st.UseStaffToken(ctx, portal.HashToken(token), hash, s.action("staff:"+m.Email, "staff-set-password", m.Email, ""))
	if errors.Is(err, portal.ErrNoRows) {
		return errBadLink
	}
	return err
}

// SignIn checks a staff login's e-mail and password (address is the
// client's, for its limit). It answers a new password-stage session's token
// and whether the login must enrol its second factor first. Attempts are
// counted before the password is checked, per e-mail and per address, as
// the subscribers' sign-in does.
func (s *Service) SignIn(ctx context.Context, email, pw, address string) (token string, enrol bool, err error) {
	if s.oidc != nil {
		return "", false, errUseIdentityProvider
	}
	email = strings.ToLower(strings.TrimSpace(email))
	if email == "" || len(email) > 254 || pw == "" || len(pw) > 4*maxPassword {
		return "", false, errBadCredentials
	}
	loginKey, addrKey := "staff-login:"+portal.HashToken(email), "staff-addr:"+address
	a, err := s.st.ThrottleAttempt(ctx, addrKey, limitWindow, addressFree, addressHold)
	if err != nil {
		return "", false, err
	}
	if a.Held() {
		return "", false, tooMany(a.HeldUntil.Sub(s.o.Now()))
	}
	l, err := s.st.CountAttempt(ctx, loginKey, limitWindow)
	if err != nil {
		return "", false, err
	}
	if l.Count > loginLimit {
		_ = s.st.UndoAttempt(ctx, addrKey, limitWindow)
		return "", false, tooMany(l.WindowEnd.Sub(s.o.Now()))
	}
	m, err := s.st.StaffByEmail(ctx, email)
	if err != nil && !errors.Is(err, portal.ErrNoRows) {
		return "", false, err
	}
	stored := m.PasswordHash
	if stored == "" || m.Disabled {
		stored = decoyHash(s.o.PasswordParams)
	}
	ok, err := password.Check(pw, stored)
	if err != nil || !ok || m.ID == 0 || m.Disabled || m.PasswordHash == "" {
		return "", false, errBadCredentials
	}
	if err := s.st.ClearAttempts(ctx, loginKey); err != nil {
		return "", false, err
	}
	if err := s.st.UndoAttempt(ctx, addrKey, limitWindow); err != nil {
		return "", false, err
	}
	token = newToken()
	if err := s.st.CreateStaffSession(ctx, portal.HashToken(token), m.ID, portal.StaffStagePassword); err != nil {
		return "", false, err
	}
	return token, !m.Enrolled, nil
}

// decoyHash is checked for an unknown, disabled or password-less login, so
// the answer takes as long as for a real one; made once, at the first such
// sign-in (not when a program that never signs staff in starts).
var (
	decoyOnce sync.Once
	decoy     string
)

func decoyHash(p password.Params) string {
	decoyOnce.Do(func() { decoy, _ = password.Hash("decoy password that is never right", p) })
	return decoy
}

func tooMany(wait time.Duration) *Error {
	e := fail(429, "too-many-attempts", fmt.Sprintf("too many attempts: wait %s", wait.Round(time.Second)))
	e.Wait = wait
	return e
}

func addressHold(over int) time.Duration {
	if over > 6 {
		return time.Minute
	}
	return min(time.Duration(1<<(over-1))*time.Second, time.Minute)
}

// Session returns a token's live session: a password-stage one younger
// than SecondFactorTime, or a signed-in one used within IdleTimeout (its
// idle time starts again). Anything else is a sign-in-again refusal.
func (s *Service) Session(ctx context.Context, token string) (portal.StaffSession, error) {
	if token == "" || len(token) > 100 {
		return portal.StaffSession{}, errSignInAgain
	}
	hash := portal.HashToken(token)
	ss, err := s.st.StaffSession(ctx, hash)
	if errors.Is(err, portal.ErrNoRows) {
		return ss, errSignInAgain
	}
	if err != nil {
		return ss, err
	}
	now := s.o.Now()
	switch ss.Stage {
	case portal.StaffStagePassword:
		if now.Sub(ss.CreatedAt) > SecondFactorTime {
			_ = s.st.DeleteStaffSession(ctx, hash)
			return ss, errSignInAgain
		}
	case portal.StaffStageSignedIn:
		if now.Sub(ss.LastSeenAt) > IdleTimeout {
			_ = s.st.DeleteStaffSession(ctx, hash)
			return ss, errSignInAgain
		}
		if now.Sub(ss.LastSeenAt) > 15*time.Second {
			if err := s.st.TouchStaffSession(ctx, hash); err != nil {
				return ss, err
			}
		}
	default:
		return ss, errSignInAgain
	}
	return ss, nil
}

// Enrolment is a TOTP secret offered to a staff login: the secret as text,
// its otpauth:// address and a QR code of it (a PNG data: URL).
type Enrolment struct {
	Secret string
	URL    string
	QR     string
}

// BeginEnrolment offers a new TOTP secret to a password-stage session of a
// login with none; a code from it confirms it (Verify).
func (s *Service) BeginEnrolment(ctx context.Context, token string) (Enrolment, error) {
	ss, err := s.Session(ctx, token)
	if err != nil {
		return Enrolment{}, err
	}
	if ss.Stage != portal.StaffStagePassword || ss.Staff.Enrolled {
		return Enrolment{}, fail(409, "enrolled", "a second factor is enrolled already")
	}
	key, err := totp.Generate(totp.GenerateOpts{Issuer: s.o.Issuer, AccountName: ss.Staff.Email, Period: 30,
		Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return Enrolment{}, err
	}
	if err := s.st.SetStaffPendingSecret(ctx, portal.HashToken(token), s.seal(key.Secret())); err != nil {
		return Enrolment{}, err
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return Enrolment{}, err
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return Enrolment{}, err
	}
	return Enrolment{Secret: key.Secret(), URL: key.URL(),
		QR: "data:image/png;base64," + base64.StdEncoding.EncodeToString(b.Bytes())}, nil
}

// Verify completes a sign-in with a password-stage session's second
// factor: a TOTP code (of the enrolled secret, or of the one offered at
// enrolment) or, once enrolled, an unused recovery code. It answers the
// signed-in session's new token (the old one ends) and, at enrolment, the
// recovery codes, shown this once.
func (s *Service) Verify(ctx context.Context, token, code, address string) (string, []string, error) {
	ss, err := s.Session(ctx, token)
	if err != nil {
		return "", nil, err
	}
	if ss.Stage != portal.StaffStagePassword {
		return "", nil, errSignInAgain
	}
	m := ss.Staff
	key := "staff-code:" + fmt.Sprint(m.ID)
	l, err := s.st.CountAttempt(ctx, key, limitWindow)
	if err != nil {
		return "", nil, err
	}
	if l.Count > codeLimit {
		return "", nil, tooMany(l.WindowEnd.Sub(s.o.Now()))
	}
	in := portal.StaffSignIn{StaffID: m.ID, OldHash: portal.HashToken(token)}
	code = strings.ToUpper(strings.Join(strings.Fields(code), ""))
	var recovery []string
	stored := m.TOTPSecret
	how := "totp"
	if !m.Enrolled {
		if ss.PendingSecret == "" {
			return "", nil, fail(409, "enrol-first", "start the enrolment first")
		}
		// Kept sealed as offered (BeginEnrolment sealed it).
		stored, in.EnrolSecret, how = ss.PendingSecret, ss.PendingSecret, "totp enrolment"
		for range RecoveryCodes {
			c := newRecoveryCode()
			recovery = append(recovery, c)
			in.RecoveryCodes = append(in.RecoveryCodes, hashRecovery(c))
		}
	}
	secret, err := s.unseal(stored)
	if err != nil {
		return "", nil, err
	}
	if step, ok := matchTOTP(secret, code, s.o.Now()); ok {
		in.Step = step
	} else if m.Enrolled && looksLikeRecovery(code) {
		in.RecoveryHash, how = hashRecovery(code), "recovery code"
	} else {
		return "", nil, errBadCode
	}
	next := newToken()
	in.NewHash = portal.HashToken(next)
	in.Action = s.action(Actor(m), "staff-sign-in", m.Email, how+" from "+address)
	err = s.st.CompleteStaffSignIn(ctx, in)
	switch {
	case errors.Is(err, portal.ErrCodeUsed):
		return "", nil, errBadCode
	case errors.Is(err, portal.ErrNoRows):
		return "", nil, errSignInAgain
	case err != nil:
		return "", nil, err
	}
	if err := s.st.ClearAttempts(ctx, key); err != nil {
		return "", nil, err
	}
	return next, recovery, nil
}

// SignOut ends a session.
func (s *Service) SignOut(ctx context.Context, token string) error {
	if token == "" {
		return nil
	}
	return s.st.DeleteStaffSession(ctx, portal.HashToken(token))
}

// Require answers ErrForbidden, and records the refusal in the staff log,
// when m's role does not allow p; what names the attempted action.
func (s *Service) Require(ctx context.Context, m portal.StaffMember, p Permission, account int64, what string) error {
	if Allowed(m.Role, p) {
		return nil
	}
	a := s.action(Actor(m), "refused", what, fmt.Sprintf("role %s; needs %s", m.Role, Needs(p)))
	a.Account = account
	if err := s.st.AddStaffAction(ctx, a); err != nil {
		return err
	}
	return ErrForbidden
}

// matchTOTP checks a 6-digit code against secret at now, one 30-second step
// either side (RFC 6238), and answers the step it matched.
func matchTOTP(secret, code string, now time.Time) (int64, bool) {
	if len(code) != 6 || secret == "" {
		return 0, false
	}
	opts := totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}
	for _, d := range []int64{0, -1, 1} {
		t := now.Add(time.Duration(d*30) * time.Second)
		want, err := totp.GenerateCodeCustom(secret, t, opts)
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return t.Unix() / 30, true
		}
	}
	return 0, false
}

// Code is the current TOTP code of secret (the demo's totp-code command,
// tests).
func Code(secret string, now time.Time) (string, error) {
	return totp.GenerateCodeCustom(secret, now, totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
}

// DemoCode is the current code of a demo staff login; refused for any login
// not seeded as demo data (isDemo: the database holds the demo data).
func (s *Service) DemoCode(ctx context.Context, email string, isDemo bool) (string, error) {
	if !isDemo {
		return "", errors.New("totp-code works on the demo data only (myaccount serve --demo)")
	}
	m, err := s.st.StaffByEmail(ctx, email)
	if errors.Is(err, portal.ErrNoRows) {
		return "", fmt.Errorf("no staff login %s", email)
	}
	if err != nil {
		return "", err
	}
	if !m.Demo {
		return "", fmt.Errorf("%s is not a demo staff login: totp-code is for the demo's only", m.Email)
	}
	if !m.Enrolled {
		return "", fmt.Errorf("%s has no second factor enrolled", m.Email)
	}
	secret, err := s.unseal(m.TOTPSecret)
	if err != nil {
		return "", err
	}
	return Code(secret, s.o.Now())
}

// AddDemo adds a demo staff login with a password hash and an enrolled
// TOTP secret (the demo data); one that exists is left as it is.
func (s *Service) AddDemo(ctx context.Context, email, name string, role portal.StaffRole, passwordHash, secret string) error {
	_, err := s.st.CreateStaff(ctx, portal.StaffMember{Email: email, Name: name, Role: role, PasswordHash: passwordHash,
		TOTPSecret: s.seal(secret), Demo: true, CreatedBy: "demo"}, nil)
	if errors.Is(err, portal.ErrDuplicate) {
		return nil
	}
	return err
}

var b32 = base32.StdEncoding.WithPadding(base32.NoPadding)

func newToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// A recovery code is 10 characters of base32 shown as XXXXX-XXXXX (50
// random bits); typed in any case, with or without the dash.
func newRecoveryCode() string {
	b := make([]byte, 7)
	_, _ = rand.Read(b)
	c := b32.EncodeToString(b)[:10]
	return c[:5] + "-" + c[5:]
}

func normalRecovery(code string) string {
	return strings.ReplaceAll(strings.ToUpper(code), "-", "")
}

func looksLikeRecovery(code string) bool {
	c := normalRecovery(code)
	return len(c) == 10 && strings.Trim(c, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") == ""
}

func hashRecovery(code string) string {
	return portal.HashToken("staff-recovery:" + normalRecovery(code))
}
