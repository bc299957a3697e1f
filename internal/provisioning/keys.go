package provisioning

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"regexp"
	"strings"

	"myaccount/internal/portal"
)

// keyStore keeps the provider API's keys.
type keyStore interface {
	CreateAPIKey(ctx context.Context, name, keyHash string, a portal.StaffAction) error
	APIKeyByHash(ctx context.Context, keyHash string) (portal.APIKey, error)
	TouchAPIKey(ctx context.Context, id int64) error
	APIKeys(ctx context.Context) ([]portal.APIKey, error)
	RevokeAPIKey(ctx context.Context, name string, a portal.StaffAction) error
}

// KeyPrefix starts every provider API key, so a key found in a log or a
// repository is recognised for what it is.
const KeyPrefix = "mak_"

var keyNameRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$`)

// CreateAPIKey makes a key named name and returns it: the only time it is
// shown (only its hash is kept).
func (s *Service) CreateAPIKey(ctx context.Context, actor, name string) (string, error) {
	if !keyNameRE.MatchString(name) {
		return "", &Problem{Kind: Invalid, Detail: "A key's name is 1 to 64 letters, digits, dots, dashes or underscores.",
			Fields: []FieldProblem{{"name", "letters, digits, '.', '-' or '_', starting with a letter or digit"}}}
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return "", err
	}
	key := KeyPrefix + base64.RawURLEncoding.EncodeToString(raw)
	a := s.action(actor, "api-key-create", 0, name, "")
	a.After = "live"
	err := s.st.CreateAPIKey(ctx, name, portal.HashToken(key), a)
	if errors.Is(err, portal.ErrDuplicate) {
		return "", conflict("A key named " + name + " exists already (or did): choose another name.")
	}
	return key, err
}

// Authenticate finds the live key a bearer value names; portal.ErrNoRows
// when it is unknown or revoked. The lookup is by hash, so no comparison of
// the key itself can leak it through timing.
func (s *Service) Authenticate(ctx context.Context, key string) (portal.APIKey, error) {
	if !strings.HasPrefix(key, KeyPrefix) || len(key) > 128 {
		return portal.APIKey{}, portal.ErrNoRows
	}
	k, err := s.st.APIKeyByHash(ctx, portal.HashToken(key))
	if err != nil {
		return k, err
	}
	return k, s.st.TouchAPIKey(ctx, k.ID)
}

// APIKeys lists every key, revoked ones included.
func (s *Service) APIKeys(ctx context.Context) ([]portal.APIKey, error) { return s.st.APIKeys(ctx) }

// RevokeAPIKey revokes the live key named name.
func (s *Service) RevokeAPIKey(ctx context.Context, actor, name string) error {
	a := s.action(actor, "api-key-revoke", 0, name, "")
	a.Before, a.After = "live", "revoked"
	err := s.st.RevokeAPIKey(ctx, name, a)
	if errors.Is(err, portal.ErrNoRows) {
		return notFound("A live key named " + name)
	}
	return err
}
