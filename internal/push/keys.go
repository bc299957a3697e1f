// Package push sends the Service status pushes (issue 32, item 1) to the
// browsers the logins allowed: the outbox's pushes, encrypted to each
// subscription's keys (RFC 8291, aes128gcm) and signed with the
// installation's VAPID key (RFC 8292), through
// github.com/SherClockHolmes/webpush-go.
package push

import (
	"bytes"
	"crypto/ecdh"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// KeyFile is the VAPID key pair's file in the data folder. Every node of
// a deployment must read the same file (a browser's subscription is bound
// to the public key it subscribed with): on several nodes, the data
// folder's file is shared or copied before the others start.
const KeyFile = "vapid.json"

// Keys is the installation's VAPID key pair, base64url without padding:
// Public the uncompressed P-256 point (65 bytes), Private the scalar (32
// bytes).
type Keys struct {
	Public  string `json:"publicKey"`
	Private string `json:"privateKey"`
}

// LoadKeys reads the key pair of dir's KeyFile, or generates one into it
// at first start: written to a temporary file of mode 0600, synced, then
// linked into place only if no other node wrote one first (then that one
// is read), so the file is never seen half written nor replaced.
func LoadKeys(dir string) (Keys, error) {
	path := filepath.Join(dir, KeyFile)
	k, err := readKeys(path)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return k, err
	}
	k, err = NewKeys()
	if err != nil {
		return Keys{}, err
	}
	raw, err := json.MarshalIndent(k, "", "  ")
	if err != nil {
		return Keys{}, err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return Keys{}, err
	}
	tmp, err := os.CreateTemp(dir, ".vapid-*.tmp")
	if err != nil {
		return Keys{}, err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return Keys{}, err
	}
	if _, err := tmp.Write(append(raw, '\n')); err != nil {
		tmp.Close()
		return Keys{}, err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return Keys{}, err
	}
	if err := tmp.Close(); err != nil {
		return Keys{}, err
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			// Another node (or process) wrote its pair first: use that one.
			return readKeys(path)
		}
		// A file system without hard links: rename, which replaces
		// atomically.
		if err := os.Rename(tmp.Name(), path); err != nil {
			return Keys{}, err
		}
	}
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
	return k, nil
}

func readKeys(path string) (Keys, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return Keys{}, err
	}
	var k Keys
	if err := json.Unmarshal(raw, &k); err != nil {
		return Keys{}, fmt.Errorf("the VAPID keys in %s are damaged (%v): restore the file, or delete it to make new ones "+
			"(every browser must then allow alerts again)", path, err)
	}
	if err := k.check(); err != nil {
		return Keys{}, fmt.Errorf("the VAPID keys in %s are damaged (%v): restore the file, or delete it to make new ones "+
			"(every browser must then allow alerts again)", path, err)
	}
	return k, nil
}

// NewKeys generates a key pair.
func NewKeys() (Keys, error) {
	priv, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		return Keys{}, err
	}
	return Keys{Public: b64(priv.PublicKey().Bytes()), Private: b64(priv.Bytes())}, nil
}

// check verifies that Private is a P-256 scalar whose point is Public.
func (k Keys) check() error {
	d, err := base64.RawURLEncoding.DecodeString(k.Private)
	if err != nil {
		return errors.New("the private key is not base64url")
	}
	priv, err := ecdh.P256().NewPrivateKey(d)
	if err != nil {
		return errors.New("the private key is not a P-256 key")
	}
	pub, err := base64.RawURLEncoding.DecodeString(k.Public)
	if err != nil || !bytes.Equal(pub, priv.PublicKey().Bytes()) {
		return errors.New("the public key does not match the private key")
	}
	return nil
}

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
