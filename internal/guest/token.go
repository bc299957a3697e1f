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
	"strings"
	"unicode"

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
type Payload struct {
	Email         string
	Subscriptions []portal.Subscription
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
}

// Sign makes the unsubscribe token for email and subs, in the api.md format
// base64url(JSON) "." base64url(HMAC-SHA256(secret, first part)). It is what
// the mailer (and the demo seeder) put in the ut parameter of
// /ui/public/unsubscribe links.
func Sign(secret []byte, email string, subs []portal.Subscription) string {
	w := wirePayload{Email: email, Subscriptions: make([][]string, len(subs))}
	for i, s := range subs {
		w.Subscriptions[i] = []string{s.Key, s.Name}
	}
	var n [9]byte
	_, _ = rand.Read(n[:]) // crypto/rand.Read never fails (Go ≥1.24)
	w.Nonce = b64.EncodeToString(n[:])
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
// or without a non-empty list of [key, name] string pairs.
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
	p := Payload{Email: w.Email, Subscriptions: make([]portal.Subscription, len(w.Subscriptions))}
	for i, pair := range w.Subscriptions {
		if len(pair) != 2 || pair[0] == "" || pair[1] == "" {
			return Payload{}, fmt.Errorf("%w: subscription %d is not a [key, name] pair", ErrInvalidToken, i)
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
