// Package guest serves the provider's public, session-less calls. Today that
// is the unsubscribe-by-e-mail link (platform spec §2 "Public unsubscribe
// page", §7 "Public unsubscribe"): the link carries a signed token, so the
// page needs no login and the server needs no per-link state until the link
// is used.
package guest

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/mail"
	"net/url"
	"strings"
	"unicode"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// MaxTokenLength bounds an unsubscribe token so a hostile caller cannot make
// the server decode, hash or store arbitrarily large input. A real token
// (one address, a handful of lists) is a few hundred bytes.
const MaxTokenLength = 4096

// maxEmailLength is the longest address SMTP allows (RFC 5321 path limit).
const maxEmailLength = 254

// ErrInvalidToken is wrapped by every Verify failure, so callers can answer
// one message for "forged", "truncated" and "not a token at all" without
// telling an attacker which check failed.
var ErrInvalidToken = errors.New("guest: invalid unsubscribe token")

// b64 is the token's encoding (api.md: base64url, no padding). Strict makes
// the encoding canonical: without it the unused low bits of the last
// character could be changed and the token would still decode to the same
// bytes, giving one token many spellings (and many replay-protection
// hashes).
var b64 = base64.RawURLEncoding.Strict()

// Payload is what an unsubscribe token vouches for: the address and the
// lists it may leave. The app shows it; the server applies it once.
//
// A token of a notification e-mail (issue 31) also names its login
// (Identity): its subscriptions are then the login's notification
// categories (portal.MailCategories; the key is the category, the name
// the category's name in the login's language), and applying the token
// turns them off in the login's preferences. A token without a login is
// one of the mailing lists of the provider (email_subscriptions).
type Payload struct {
	Email         string
	Identity      int64
	Subscriptions []portal.Subscription
}

// Categories are the notification categories of a login's token (nil for
// a mailing-list token).
func (p Payload) Categories() []portal.MailCategory {
	if p.Identity == 0 {
		return nil
	}
	out := make([]portal.MailCategory, len(p.Subscriptions))
	for i, s := range p.Subscriptions {
		out[i] = portal.MailCategory(s.Key)
	}
	return out
}

// Keys returns the list keys of the payload, in token order, which is what
// store.ApplyUnsubscribe takes.
func (p Payload) Keys() []string {
	keys := make([]string, len(p.Subscriptions))
	for i, s := range p.Subscriptions {
		keys[i] = s.Key
	}
	return keys
}

// wirePayload is the JSON of the token's first part. Subscriptions are
// [key, display name] pairs because that is what the app reads (it shows
// the second element). Nonce makes every signed link distinct: the server
// remembers used tokens by hash, so without it the next newsletter's link
// for the same address and lists would be the very same token and would be
// refused as "already used" after a re-subscribe. Verify does not require
// it, so tokens made by other senders in the bare api.md format still work.
type wirePayload struct {
	Email         string     `json:"email"`
	Subscriptions [][]string `json:"subscriptions"`
	Nonce         string     `json:"nonce,omitempty"`
	// Identity is the login of a notification e-mail's token.
	Identity int64 `json:"identity,omitempty"`
}

// Sign makes the unsubscribe token for email and subs, in the api.md format
// base64url(JSON) "." base64url(HMAC-SHA256(secret, first part)). It is what
// the mailer (and the demo seeder) put in the ut parameter of
// /ui/public/unsubscribe links.
func Sign(secret []byte, email string, subs []portal.Subscription) string {
	var n [9]byte
	_, _ = rand.Read(n[:]) // crypto/rand.Read never fails (Go ≥1.24)
	return SignPayload(secret, Payload{Email: email, Subscriptions: subs}, b64.EncodeToString(n[:]))
}

// SignPayload makes the token of p with the given nonce: the same inputs
// give the same token, which is what the mail worker needs (a retry of a
// message must be the same bytes, so its nonce derives from the
// Message-ID).
func SignPayload(secret []byte, p Payload, nonce string) string {
	w := wirePayload{Email: p.Email, Identity: p.Identity, Nonce: nonce, Subscriptions: make([][]string, len(p.Subscriptions))}
	for i, s := range p.Subscriptions {
		w.Subscriptions[i] = []string{s.Key, s.Name}
	}
	body, err := json.Marshal(w)
	if err != nil {
		// Strings and slices of strings always marshal.
		panic(fmt.Sprintf("guest: marshal token: %v", err))
	}
	first := b64.EncodeToString(body)
	return first + "." + b64.EncodeToString(mac(secret, first))
}

// Verify checks the token's signature in constant time and decodes it. It
// fails (wrapping ErrInvalidToken) for an empty secret, an over-long or
// malformed token, a wrong signature, and a payload without a valid e-mail
// or without a non-empty list of [key, name] string pairs (of notification
// categories, when it names a login).
func Verify(secret []byte, ut string) (Payload, error) {
	if len(secret) == 0 {
		return Payload{}, fmt.Errorf("%w: no signing secret configured", ErrInvalidToken)
	}
	if ut == "" {
		return Payload{}, fmt.Errorf("%w: empty", ErrInvalidToken)
	}
	if len(ut) > MaxTokenLength {
		return Payload{}, fmt.Errorf("%w: longer than %d bytes", ErrInvalidToken, MaxTokenLength)
	}
	first, sig, ok := strings.Cut(ut, ".")
	if !ok || first == "" || sig == "" {
		return Payload{}, fmt.Errorf("%w: not two dot-separated parts", ErrInvalidToken)
	}
	got, err := b64.DecodeString(sig)
	if err != nil {
		return Payload{}, fmt.Errorf("%w: signature is not base64url", ErrInvalidToken)
	}
	if !hmac.Equal(got, mac(secret, first)) {
		return Payload{}, fmt.Errorf("%w: bad signature", ErrInvalidToken)
	}
	body, err := b64.DecodeString(first)
	if err != nil {
		return Payload{}, fmt.Errorf("%w: payload is not base64url", ErrInvalidToken)
	}
	var w wirePayload
	if err := json.Unmarshal(body, &w); err != nil {
		return Payload{}, fmt.Errorf("%w: payload is not the expected JSON object: %v", ErrInvalidToken, err)
	}
	if !validEmail(w.Email) {
		return Payload{}, fmt.Errorf("%w: no valid e-mail", ErrInvalidToken)
	}
	if len(w.Subscriptions) == 0 {
		return Payload{}, fmt.Errorf("%w: no subscriptions", ErrInvalidToken)
	}
	if w.Identity < 0 {
		return Payload{}, fmt.Errorf("%w: not a login", ErrInvalidToken)
	}
	p := Payload{Email: w.Email, Identity: w.Identity, Subscriptions: make([]portal.Subscription, len(w.Subscriptions))}
	for i, pair := range w.Subscriptions {
		if len(pair) != 2 || pair[0] == "" || pair[1] == "" {
			return Payload{}, fmt.Errorf("%w: subscription %d is not a [key, name] pair", ErrInvalidToken, i)
		}
		if w.Identity != 0 && !portal.MailCategory(pair[0]).Known() {
			return Payload{}, fmt.Errorf("%w: subscription %d is not a notification category", ErrInvalidToken, i)
		}
		p.Subscriptions[i] = portal.Subscription{Key: pair[0], Name: pair[1]}
	}
	return p, nil
}

func mac(secret []byte, first string) []byte {
	h := hmac.New(sha256.New, secret)
	h.Write([]byte(first))
	return h.Sum(nil)
}

// validEmail accepts a bare addr-spec (no display name, no angle brackets,
// no spaces or control characters) of at most 254 bytes with a domain part.
func validEmail(s string) bool {
	if s == "" || len(s) > maxEmailLength {
		return false
	}
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) {
			return false
		}
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Name != "" || a.Address != s {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	return at > 0 && at < len(s)-1
}

// MailLinks returns what the mail worker puts in a notification e-mail
// (mail.Config.Unsubscribe): for a message of a non-transactional kind
// written for a login, the public page's link and the one-click URL of its
// List-Unsubscribe header (RFC 8058), both under publicURL and both with
// the same token — the login, the recipient address, and the message's
// category named in the message's language. The token's nonce derives
// from the Message-ID, so a retry of the message carries the same token
// and the message is the same bytes; two messages have two tokens, each
// spent once. ok is false for a message that has no unsubscribe link.
func MailLinks(secret []byte, publicURL string) func(m portal.Mail) (page, oneClick string, ok bool) {
	secret = append([]byte(nil), secret...)
	base := strings.TrimSuffix(publicURL, "/")
	return func(m portal.Mail) (string, string, bool) {
		c := m.Kind.Category()
		if c == portal.MailTransactional || m.Identity == 0 || len(secret) == 0 {
			return "", "", false
		}
		lang, _ := i18n.Parse(m.Lang)
		sum := sha256.Sum256([]byte("myaccount unsubscribe nonce\x00" + m.MessageID))
		ut := url.QueryEscape(SignPayload(secret, Payload{Email: m.To, Identity: m.Identity,
			Subscriptions: []portal.Subscription{{Key: string(c), Name: lang.T(c.NameKey())}}}, b64.EncodeToString(sum[:9])))
		return base + PagePath + "?ut=" + ut, base + OneClickPath + "?ut=" + ut, true
	}
}
