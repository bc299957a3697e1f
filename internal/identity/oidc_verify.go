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

// idTokenVerifier checks the ID tokens of one provider for one client.
type idTokenVerifier struct {
	v *oidc.IDTokenVerifier
}

// discoverProvider reads the provider's discovery document and returns its
// endpoints and a verifier for clientID.
func discoverProvider(ctx context.Context, client *http.Client, issuer, clientID string, now func() time.Time) (oauth2.Endpoint, *idTokenVerifier, error) {
	p, err := oidc.NewProvider(oidc.ClientContext(ctx, client), issuer)
	if err != nil {
		return oauth2.Endpoint{}, nil, err
	}
	return p.Endpoint(), &idTokenVerifier{v: p.Verifier(&oidc.Config{ClientID: clientID, Now: now})}, nil
}

// idClaims are the claims the relay reads.
type idClaims struct {
	Email         string `json:"email"`
	EmailVerified any    `json:"email_verified"`
}

// emailVerified is true when the claim is absent or says true (some
// providers send the string "true").
func (c idClaims) emailVerified() bool {
	switch v := c.EmailVerified.(type) {
	case nil:
		return true
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
