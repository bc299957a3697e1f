// Package password hashes and checks passwords with argon2id, in the PHC
// string format ($argon2id$v=19$m=…,t=…,p=…$salt$hash) so parameters can be
// raised later without invalidating stored hashes.
package password

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/crypto/argon2"
)

// Params are the argon2id cost parameters.
type Params struct {
	MemoryKiB uint32
	Time      uint32
	Threads   uint8
}

// Default costs ≈130 ms on the project's machines (stack.md).
var Default = Params{MemoryKiB: 64 * 1024, Time: 1, Threads: 4}

// Fast is for tests and demo seeding only: the same algorithm, far cheaper.
var Fast = Params{MemoryKiB: 1024, Time: 1, Threads: 1}

const saltLen, keyLen = 16, 32

var b64 = base64.RawStdEncoding

// Hash returns the PHC string of pw under p.
func Hash(pw string, p Params) (string, error) {
	salt := make([]byte, saltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(pw), salt, p.Time, p.MemoryKiB, p.Threads, keyLen)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.MemoryKiB, p.Time, p.Threads,
		b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// ErrMalformed is returned for a stored hash that is not an argon2id PHC string.
var ErrMalformed = errors.New("password: malformed hash")

// Check reports whether pw matches the stored PHC string, in constant time.
func Check(pw, stored string) (bool, error) {
	parts := strings.Split(stored, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, ErrMalformed
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, ErrMalformed
	}
	var p Params
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.MemoryKiB, &p.Time, &p.Threads); err != nil ||
		p.MemoryKiB == 0 || p.MemoryKiB > 1<<22 || p.Time == 0 || p.Time > 16 || p.Threads == 0 {
		return false, ErrMalformed
	}
	salt, err1 := b64.DecodeString(parts[4])
	want, err2 := b64.DecodeString(parts[5])
	if err1 != nil || err2 != nil || len(want) == 0 || len(want) > 128 {
		return false, ErrMalformed
	}
	got := argon2.IDKey([]byte(pw), salt, p.Time, p.MemoryKiB, p.Threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}
