package identity

// ID token verification, by github.com/coreos/go-oidc: discovery with an
// exact issuer match, the provider's key set fetched and cached, signature,
// issuer, audience and expiry checked; the nonce is checked here.

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
)

// idTokenVerifier checks the ID tokens of one provider for one client and
// asks the provider's userinfo endpoint for what a token leaves out.
type idTokenVerifier struct {
	v *oidc.IDTokenVerifier
	p *oidc.Provider
}

// discoverProvider reads the provider's discovery document and returns its
// endpoints and a verifier for clientID.
func discoverProvider(ctx context.Context, client *http.Client, issuer, clientID string, now func() time.Time) (oauth2.Endpoint, *idTokenVerifier, error) {
	p, err := oidc.NewProvider(oidc.ClientContext(ctx, client), issuer)
	if err != nil {
		return oauth2.Endpoint{}, nil, err
	}
	return p.Endpoint(), &idTokenVerifier{v: p.Verifier(&oidc.Config{ClientID: clientID, Now: now}), p: p}, nil
}

// idClaims are the claims the relay reads.
type idClaims struct {
	Subject       string `json:"sub"`
	Email         string `json:"email"`
	EmailVerified any    `json:"email_verified"`
}

// emailVerified is true only when the claim says true (some providers send
// the string "true"). An absent claim is false: token libraries omit a false
// value, so a missing claim must never let an unverified address in.
func (c idClaims) emailVerified() bool {
	switch v := c.EmailVerified.(type) {
	case bool:
		return v
	case string:
		return v == "true"
	}
	return false
}

// verify checks the raw ID token and that it carries the nonce of this
// sign-in, and returns its claims.
func (v *idTokenVerifier) verify(ctx context.Context, raw, nonce string) (idClaims, error) {
	var c idClaims
	tok, err := v.v.Verify(ctx, raw)
	if err != nil {
		return c, fmt.Errorf("id token: %w", err)
	}
	if nonce == "" || tok.Nonce != nonce {
		return c, errors.New("id token nonce does not match")
	}
	if err := tok.Claims(&c); err != nil {
		return c, fmt.Errorf("id token claims: %w", err)
	}
	return c, nil
}

// complete fills in the e-mail address and its verification from the
// provider's userinfo endpoint when the ID token lacks either: standard
// providers put them there rather than in the ID token of a code flow. The
// userinfo answer counts only when it names the token's subject (OpenID
// Connect Core 5.3.2); its address, when it gives one, comes with its own
// verification.
func (v *idTokenVerifier) complete(ctx context.Context, c idClaims, tok *oauth2.Token) (idClaims, error) {
	if c.Email != "" && c.EmailVerified != nil {
		return c, nil
	}
	if v.p.UserInfoEndpoint() == "" {
		return c, nil // nothing more to learn; the checks that follow refuse
	}
	ui, err := v.p.UserInfo(ctx, oauth2.StaticTokenSource(tok))
	if err != nil {
		return c, fmt.Errorf("userinfo: %w", err)
	}
	var u idClaims
	if err := ui.Claims(&u); err != nil {
		return c, fmt.Errorf("userinfo claims: %w", err)
	}
	if u.Subject == "" || u.Subject != c.Subject {
		return c, nil // its values must not be used (Core 5.3.2): learn nothing
	}
	if u.Email != "" {
		c.Email, c.EmailVerified = u.Email, u.EmailVerified
	} else if u.EmailVerified != nil && c.Email != "" {
		c.EmailVerified = u.EmailVerified
	}
	return c, nil
}
