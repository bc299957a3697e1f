package portal

import (
	"context"
	"net/url"
	"strings"
	"time"
)

// One-time links of logins (going live): an invitation lets a login the
// provider loaded choose its first password; a reset link answers "Forgot
// your password?". Each link carries a 256-bit random token, of which the
// store keeps only the SHA-256 (HashToken); it works once and not after it
// expires, and never for a disabled login.

// IdentityTokenPurpose says what a one-time link of a login is for.
type IdentityTokenPurpose string

// The purposes of identity_tokens (migration 00015).
const (
	PurposeInvitation IdentityTokenPurpose = "invitation"
	PurposeReset      IdentityTokenPurpose = "reset"
)

// Lifetimes of the links: an invitation waits a week for a subscriber to
// open the e-mail; a reset link is asked for by someone at the keyboard, so
// it lives half an hour.
const (
	InvitationTTL = 7 * 24 * time.Hour
	ResetTTL      = 30 * time.Minute
)

// The identity service's pages the links open.
const (
	InvitationPath = "/auth/invitation"
	ResetPath      = "/auth/reset"
)

// IdentityLink is the absolute link of a one-time token: publicURL + path
// with ?token=, and &lang=fr for a French login so the page opens in its
// language.
func IdentityLink(publicURL, path, token, language string) string {
	link := strings.TrimRight(publicURL, "/") + path + "?token=" + url.QueryEscape(token)
	if language == "fr" {
		link += "&lang=fr"
	}
	return link
}

// IdentityTokenIssue is a one-time link to write for a login, with the
// e-mail that carries it, in one transaction.
type IdentityTokenIssue struct {
	// Login names the login (any case); a missing or disabled one gets
	// nothing.
	Login     string
	Purpose   IdentityTokenPurpose
	TokenHash string
	TTL       time.Duration
	// Mail builds the message for the login found (its address, language
	// and id); the store writes it to the outbox in the same transaction.
	Mail func(Identity) Mail
	// Action, when set, is recorded as a staff action in the same
	// transaction (an invitation names who sent it).
	Action *StaffAction
}

// Invitations send the invitation e-mail of a login the provider loaded:
// the provider API (POST /provider/v1/logins/{email}/invitation) and the
// staff's tools call it.
type Invitations interface {
	// Invite writes a new invitation link for the login (the older unused
	// ones stop working) and its e-mail, and records who sent it. An
	// unknown login answers ErrNoRows; a disabled one ErrLoginDisabled.
	Invite(ctx context.Context, login, actor string) error
}

// ErrLoginDisabled refuses to invite a disabled login: enable it first.
var ErrLoginDisabled = Fail(CodeBadRequest, MsgLoginDisabled)

// InvitationStore is what the invitation service reads and writes.
type InvitationStore interface {
	IdentityByLogin(ctx context.Context, login string) (Identity, string, error)
	// IssueIdentityToken supersedes the login's unused links of the same
	// purpose, writes the new one, its e-mail and the action, in one
	// transaction; ErrNoRows when the login is missing or disabled.
	IssueIdentityToken(ctx context.Context, t IdentityTokenIssue) (Identity, error)
}

// IdentityStore is what the identity service (sign-in, SSO sessions,
// password change, one-time links, attempt limits) reads and writes.
type IdentityStore interface {
	IdentityByLogin(ctx context.Context, login string) (Identity, string, error)
	IdentityByID(ctx context.Context, identityID int64) (Identity, error)
	ChangePassword(ctx context.Context, identityID int64, passwordHash string) error

	CreateSSOSession(ctx context.Context, identityID int64, tokenHash string, ttl time.Duration) error
	SSOIdentity(ctx context.Context, tokenHash string) (int64, error)
	RevokeSSOSession(ctx context.Context, tokenHash string) error
	CreateSSOLoginCode(ctx context.Context, identityID int64, ssoHash, codeHash string, ttl time.Duration) error

	IssueIdentityToken(ctx context.Context, t IdentityTokenIssue) (Identity, error)
	IdentityToken(ctx context.Context, tokenHash string, purpose IdentityTokenPurpose) (Identity, error)
	RedeemIdentityToken(ctx context.Context, tokenHash string, purpose IdentityTokenPurpose, passwordHash string, notify *Mail) (Identity, error)

	CountAttempt(ctx context.Context, key string, window time.Duration) (Attempt, error)
	ThrottleAttempt(ctx context.Context, key string, window time.Duration, free int, hold func(over int) time.Duration) (Attempt, error)
	UndoAttempt(ctx context.Context, key string, window time.Duration) error
	ClearAttempts(ctx context.Context, key string) error
}
