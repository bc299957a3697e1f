// Package platform holds the platform's business rules (platform spec §7):
// the API's session tokens, the login's accounts and the account-level
// resources, and the service e-mail addresses. Each service implements a
// portal interface on a portal storage interface.
package platform

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"net/netip"
	"regexp"
	"time"

	"myaccount/internal/portal"
)

// SessionOptions configure the session tokens.
type SessionOptions struct {
	// TokenTTL is how long a token lives unless renewed (the app renews
	// every 15 minutes); 30 minutes when zero.
	TokenTTL time.Duration
	// RenewGrace is how long a renewed token keeps working, for requests
	// already in flight; one minute when zero.
	RenewGrace time.Duration
	// RenewKey derives a token's one successor (32+ bytes; every replica
	// must have the same). A random key when empty: fine for one process.
	RenewKey []byte
}

// SessionService runs the API's session tokens.
type SessionService struct {
	store portal.SessionStore
	opts  SessionOptions
}

// NewSessions builds the session service.
func NewSessions(st portal.SessionStore, o SessionOptions) *SessionService {
	if o.TokenTTL == 0 {
		o.TokenTTL = 30 * time.Minute
	}
	if o.RenewGrace == 0 {
		o.RenewGrace = time.Minute
	}
	if len(o.RenewKey) == 0 {
		o.RenewKey = make([]byte, 32)
		if _, err := rand.Read(o.RenewKey); err != nil {
			panic("crypto/rand failed: " + err.Error())
		}
	}
	return &SessionService{st, o}
}

var _ portal.Sessions = (*SessionService)(nil)

// MaxTokenLength bounds a presented token; longer ones are refused unread.
const MaxTokenLength = 512

// piPattern is the shape of a one-time code (platform spec §5).
var piPattern = regexp.MustCompile(`^[a-zA-Z0-9+./=_-]{2,512}$`)

var (
	errSignIn  = portal.Fail(portal.CodeUnauthorized, portal.MsgSignIn)
	errExpired = portal.Fail(portal.CodeExpired, portal.MsgSessionExpired)
)

// newToken returns 256 random bits, URL-safe.
func newToken() string {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// Authenticate resolves a token: none, unknown or revoked → 401, expired →
// 432.
func (s *SessionService) Authenticate(ctx context.Context, token string) (portal.Session, error) {
	if token == "" || len(token) > MaxTokenLength {
		return portal.Session{}, errSignIn
	}
	sess, state, err := s.store.SessionByToken(ctx, portal.HashToken(token))
	if err != nil {
		return portal.Session{}, err
	}
	switch state {
	case portal.TokenValid:
		return sess, nil
	case portal.TokenExpired:
		return portal.Session{}, errExpired
	default:
		return portal.Session{}, errSignIn
	}
}

// Code redemptions an address may try per window before it is refused
// (435): the app redeems one per sign-in, and a reload of a page whose
// address still carries a spent code tries one more.
const (
	codeWindow = 15 * time.Minute
	codeLimit  = 100
)

// Exchange trades the identity service's one-time code for a session token.
// A malformed, unknown, expired or replayed code answers 401 so the app
// falls back to the SSO check. Each try is counted against its address
// before the code is looked up, and a good one is taken back.
func (s *SessionService) Exchange(ctx context.Context, code string, from netip.Addr) (string, error) {
	if !piPattern.MatchString(code) {
		return "", portal.Fail(portal.CodeUnauthorized, portal.MsgSignInLinkInvalid)
	}
	key := "pi-addr:" + from.String()
	a, err := s.store.CountAttempt(ctx, key, codeWindow)
	if err != nil {
		return "", err
	}
	if a.Count > codeLimit {
		return "", portal.Fail(portal.CodeRateLimited, portal.MsgSlowDown)
	}
	tok := newToken()
	_, err = s.store.ExchangeLoginCode(ctx, portal.HashToken(code), portal.HashToken(tok), s.opts.TokenTTL)
	if errors.Is(err, portal.ErrNoRows) {
		return "", portal.Fail(portal.CodeUnauthorized, portal.MsgSignInLinkUsed)
	}
	if err != nil {
		return "", err
	}
	if err := s.store.UndoAttempt(ctx, key, codeWindow); err != nil {
		return "", err
	}
	return tok, nil
}

// Start opens a session for a login, as part of its SSO session sso, and
// returns its token. A disabled login gets none (401, as if it had no
// session): the store refuses it in the statement that creates the session.
func (s *SessionService) Start(ctx context.Context, identity int64, sso string) (string, error) {
	tok := newToken()
	_, err := s.store.CreateSSOLinkedSession(ctx, identity, sso, portal.HashToken(tok), s.opts.TokenTTL)
	if errors.Is(err, portal.ErrNoRows) {
		return "", errSignIn
	}
	if err != nil {
		return "", err
	}
	return tok, nil
}

// successor is the one token a token is renewed into: an HMAC of it, so a
// renewal repeated within the grace period (a retry, a second tab, another
// replica) answers the same token and never mints another.
func (s *SessionService) successor(token string) string {
	m := hmac.New(sha256.New, s.opts.RenewKey)
	m.Write([]byte("myaccount session renewal\x00" + token))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// Renew trades a valid token for its successor. The old token stays valid
// for the grace period, and renewing it again answers the same successor;
// an expired one answers 432, an unknown or revoked one (or a disabled
// login's) 401.
func (s *SessionService) Renew(ctx context.Context, token string) (string, error) {
	if _, err := s.Authenticate(ctx, token); err != nil {
		return "", err
	}
	fresh := s.successor(token)
	err := s.store.RenewSession(ctx, portal.HashToken(token), portal.HashToken(fresh), s.opts.TokenTTL, s.opts.RenewGrace)
	if errors.Is(err, portal.ErrNoRows) {
		return "", errExpired
	}
	if err != nil {
		return "", err
	}
	return fresh, nil
}

// End revokes the session; every token of it stops working (401).
func (s *SessionService) End(ctx context.Context, session int64) error {
	return s.store.RevokeSession(ctx, session)
}

// ActiveAccount is the session's chosen account if it is still linked, else
// the login's first account (0 when it has none).
func (s *SessionService) ActiveAccount(ctx context.Context, sess portal.Session) (int64, error) {
	if sess.ActiveAccountID != 0 {
		ok, err := s.store.IsLinked(ctx, sess.IdentityID, sess.ActiveAccountID)
		if err != nil {
			return 0, err
		}
		if ok {
			return sess.ActiveAccountID, nil
		}
	}
	links, err := s.store.AccountLinks(ctx, sess.IdentityID)
	if err != nil || len(links) == 0 {
		return 0, err
	}
	return links[0].AccountID, nil
}

// Owns reports whether the account is one of the login's.
func (s *SessionService) Owns(ctx context.Context, identity, account int64) (bool, error) {
	return s.store.IsLinked(ctx, identity, account)
}
