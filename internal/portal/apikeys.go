package portal

import "time"

// APIKey is a key of the provider API (docs/provider-api.md). The key itself
// is shown once when it is made; only its hash is stored.
type APIKey struct {
	ID        int64
	Name      string
	CreatedAt time.Time
	CreatedBy string
	// RevokedAt is zero while the key works.
	RevokedAt time.Time
	// LastUsedAt is the last authenticated call (to the minute).
	LastUsedAt time.Time
}

// Revoked reports whether the key was revoked.
func (k APIKey) Revoked() bool { return !k.RevokedAt.IsZero() }

// ErrDuplicate is returned by store writes that would repeat a unique name.
var ErrDuplicate = errorString("portal: duplicate")

type errorString string

func (e errorString) Error() string { return string(e) }
