package identity

import (
	"context"
	"crypto/hmac"
	"net/http"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
)

// Sign-in limits (docs/decisions.md, "Sign-in limits"), after OWASP's advice
// against slow brute force. Every attempt is counted before the password is
// verified, in one statement, so N attempts at once cost N counts and at
// most the limit are ever verified.
//
//   - A login takes loginLimit attempts per window from browsers it does not
//     know. Past that, unknown browsers wait for the window to end.
//   - A browser that signed in to the login before holds a device cookie and
//     has its own count for it (deviceLimit): an attacker who locks the
//     login out for strangers does not lock the owner out.
//   - An address takes addressFree attempts per window freely, then each
//     attempt must wait a growing delay (addressHold). Fixed-wireless
//     subscribers share carrier-grade NAT addresses; a neighbour slows the
//     village down for seconds, never shuts it out.
//   - A password change takes passwordChangeLimit attempts per login.
const (
	limitWindow         = 15 * time.Minute
	loginLimit          = 5
	deviceLimit         = 10
	addressFree         = 30
	addressHoldMax      = time.Minute
	passwordChangeLimit = 5
	deviceCookieTTL     = 365 * 24 * time.Hour
	maxLoginLength      = 254
)

// addressHold is how long an address waits after its over-th attempt
// beyond the free ones: 1, 2, 4 … seconds, at most addressHoldMax.
func addressHold(over int) time.Duration {
	if over > 7 {
		return addressHoldMax
	}
	return min(time.Duration(1<<(over-1))*time.Second, addressHoldMax)
}

// validLogin reports whether a typed login can be looked up at all: valid
// UTF-8 without control characters (a NUL cannot even be stored), at most
// maxLoginLength bytes.
func validLogin(login string) bool {
	if login == "" || len(login) > maxLoginLength || !utf8.ValidString(login) {
		return false
	}
	for _, c := range login {
		if unicode.IsControl(c) {
			return false
		}
	}
	return true
}

// loginKey names a login's counter without the login itself.
func loginKey(login string) string { return portal.HashToken(strings.ToLower(login)) }

// deviceCookieValue is the device cookie of a login: which login (by key),
// a random device id, and the HMAC of both, so the cookie cannot be forged
// or moved to another login.
func (s *Service) deviceCookieValue(login, device string) string {
	payload := loginKey(login)[:32] + "." + device
	return payload + "." + sign(s.deviceKey, payload)
}

// knownDevice returns the device id of the request's device cookie when it
// is genuine and was given for this login.
func (s *Service) knownDevice(r *http.Request, login string) (string, bool) {
	c, err := r.Cookie(s.deviceName)
	if err != nil {
		return "", false
	}
	parts := strings.Split(c.Value, ".")
	if len(parts) != 3 || !isToken(parts[1]) {
		return "", false
	}
	payload := parts[0] + "." + parts[1]
	if !hmac.Equal([]byte(parts[2]), []byte(sign(s.deviceKey, payload))) || parts[0] != loginKey(login)[:32] {
		return "", false
	}
	return parts[1], true
}

// rememberDevice gives the browser a device cookie for the login it just
// signed in to (keeping its device id when it had one).
func (s *Service) rememberDevice(w http.ResponseWriter, r *http.Request, login string) {
	device, ok := s.knownDevice(r, login)
	if !ok {
		device = randomToken()
	}
	s.setCookie(w, s.deviceName, s.deviceCookieValue(login, device), "/", deviceCookieTTL)
}

// signInAttempt is one counted sign-in attempt: the keys it was counted
// against, so a success can take it back.
type signInAttempt struct {
	addressKey string
	loginKey   string
}

// countSignIn counts an attempt for login from r before the password is
// checked. It answers the wait when the attempt may not be checked: the
// address is held, or the login (for this browser) used its attempts.
func (s *Service) countSignIn(ctx context.Context, r *http.Request, login string) (signInAttempt, portal.Message, error) {
	att := signInAttempt{addressKey: "login-addr:" + httpx.ClientIP(r).String(), loginKey: "login:" + loginKey(login)}
	a, err := s.st.ThrottleAttempt(ctx, att.addressKey, limitWindow, addressFree, addressHold)
	if err != nil {
		return att, portal.Message{}, err
	}
	if a.Held() {
		return att, portal.Msg(portal.MsgAuthNetworkSlowDown, "wait", a.HeldUntil.Sub(s.now())), nil
	}
	limit := loginLimit
	if device, ok := s.knownDevice(r, login); ok {
		att.loginKey, limit = "login-device:"+device+":"+loginKey(login)[:16], deviceLimit
	}
	l, err := s.st.CountAttempt(ctx, att.loginKey, limitWindow)
	if err != nil {
		return att, portal.Message{}, err
	}
	if l.Count > limit {
		// Refused unchecked: it does not use up the address's quota.
		if err := s.st.UndoAttempt(ctx, att.addressKey, limitWindow); err != nil {
			return att, portal.Message{}, err
		}
		return att, portal.Msg(portal.MsgAuthTooManyAttempts, "wait", l.WindowEnd.Sub(s.now())), nil
	}
	return att, portal.Message{}, nil
}

// signedIn takes a successful attempt back: the login's failures are
// forgotten and the address's quota is not used up.
func (s *Service) signedIn(ctx context.Context, att signInAttempt) error {
	if err := s.st.ClearAttempts(ctx, att.loginKey); err != nil {
		return err
	}
	return s.st.UndoAttempt(ctx, att.addressKey, limitWindow)
}

// deviceKeyOf derives the key that signs device cookies.
func deviceKeyOf(secret []byte) []byte { return deriveKey(secret, "myaccount identity device cookie") }
