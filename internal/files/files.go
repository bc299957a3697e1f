// Package files implements portal.FileStore: Folder on the data folder for a
// single replica, S3 on S3-compatible object storage for several.
package files

import (
	"errors"
	"fmt"

	"myaccount/internal/portal"
)

// ErrInvalidKey: the key is not one portal.ValidFileKey accepts. Both stores
// refuse such a key before touching storage, so it can never name a path
// outside the folder or an object outside the prefix.
var ErrInvalidKey = errors.New("files: invalid key")

// defaultContentType is what S3 answers for an object stored without a type;
// the folder answers the same so both stores read back alike.
const defaultContentType = "application/octet-stream"

// maxContentTypeLen bounds the folder's header line (RFC 6838 allows 127
// bytes for each of type and subtype).
const maxContentTypeLen = 255

// checkPut validates a Put's key and content type and returns the type to
// store. A type must be printable ASCII so it is a valid HTTP header value
// for S3 and a single line for the folder.
func checkPut(key, contentType string) (string, error) {
	if err := checkKey(key); err != nil {
		return "", err
	}
	if contentType == "" {
		return defaultContentType, nil
	}
	if len(contentType) > maxContentTypeLen {
		return "", fmt.Errorf("files: put %q: content type longer than %d bytes", key, maxContentTypeLen)
	}
	for i := 0; i < len(contentType); i++ {
		if c := contentType[i]; c < 0x20 || c > 0x7e {
			return "", fmt.Errorf("files: put %q: content type %q is not printable ASCII", key, contentType)
		}
	}
	return contentType, nil
}

func checkKey(key string) error {
	if !portal.ValidFileKey(key) {
		return fmt.Errorf("%w %q", ErrInvalidKey, key)
	}
	return nil
}
