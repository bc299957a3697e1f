package console

// TOTP secrets are kept sealed (AES-256-GCM) in the database: a copy of
// the database alone does not give anyone a staff login's codes. The key
// derives from Options.Key (the installation's secret: MYACCOUNT_SECRET or
// secret.key in the data folder). A sealed value reads "v1:" and the
// nonce and ciphertext in base64; a value without the prefix is one kept in
// clear by an earlier version, read as it is until SealSecrets seals it.

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"
)

const sealedPrefix = "v1:"

// sealAD binds a sealed value to its use.
var sealAD = []byte("myaccount staff totp secret")

// deriveKey is the key of one purpose from the service's key.
func deriveKey(key []byte, purpose string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(purpose))
	return m.Sum(nil)
}

// initKeys makes the service's keys from Options.Key; without one (tests)
// a random key, good for this process only.
func (s *Service) initKeys() {
	key := s.o.Key
	if len(key) == 0 {
		key = make([]byte, 32)
		_, _ = rand.Read(key)
	}
	block, err := aes.NewCipher(deriveKey(key, "myaccount staff totp sealing"))
	if err != nil {
		panic(err) // a 32-byte key always makes a cipher
	}
	s.aead, err = cipher.NewGCM(block)
	if err != nil {
		panic(err)
	}
	s.stateKey = deriveKey(key, "myaccount staff oidc state")
}

// seal is secret sealed for the database.
func (s *Service) seal(secret string) string {
	if secret == "" {
		return ""
	}
	nonce := make([]byte, s.aead.NonceSize())
	_, _ = rand.Read(nonce)
	return sealedPrefix + base64.RawStdEncoding.EncodeToString(s.aead.Seal(nonce, nonce, []byte(secret), sealAD))
}

var errUnseal = errors.New("a staff TOTP secret cannot be opened: the installation's secret (MYACCOUNT_SECRET or secret.key) is not the one it was sealed with")

// unseal is the secret of a stored value (one kept in clear as it is).
func (s *Service) unseal(stored string) (string, error) {
	if !strings.HasPrefix(stored, sealedPrefix) {
		return stored, nil
	}
	raw, err := base64.RawStdEncoding.DecodeString(stored[len(sealedPrefix):])
	n := s.aead.NonceSize()
	if err != nil || len(raw) < n {
		return "", errUnseal
	}
	b, err := s.aead.Open(nil, raw[:n], raw[n:], sealAD)
	if err != nil {
		return "", errUnseal
	}
	return string(b), nil
}

// SealSecrets seals the TOTP secrets an earlier version kept in clear (at
// start-up, and after the demo data is seeded); it answers how many it
// sealed.
func (s *Service) SealSecrets(ctx context.Context) (int, error) {
	all, err := s.st.StaffSecrets(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for id, stored := range all {
		if strings.HasPrefix(stored, sealedPrefix) {
			continue
		}
		ok, err := s.st.ReplaceStaffSecret(ctx, id, stored, s.seal(stored))
		if err != nil {
			return n, err
		}
		if ok {
			n++
		}
	}
	return n, nil
}
