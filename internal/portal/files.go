package portal

import (
	"context"
	"errors"
	"io"
	"time"
)

// FileStore keeps the portal's files: invoices as printed, uploaded void
// cheques and identity documents, signed contracts, and their thumbnails.
// internal/files implements it on the data folder (one replica) and on
// S3-compatible object storage (several replicas). Files are small (at most
// 10 MB), so they travel as byte slices.
//
// Keys are paths of lower-case letters, digits and . _ - separated by /
// (ValidFileKey), chosen by the portal, never by a subscriber.
type FileStore interface {
	// Put stores data under key, replacing what was there. A reader sees the
	// old file or the new one, never half of one.
	Put(ctx context.Context, key string, data []byte, contentType string) error
	// Open reads a file; ErrFileNotFound when there is none.
	Open(ctx context.Context, key string) (io.ReadCloser, FileInfo, error)
	// Delete removes a file; deleting a missing file is not an error.
	Delete(ctx context.Context, key string) error
}

// FileInfo describes a stored file.
type FileInfo struct {
	Size        int64
	ContentType string
	ModTime     time.Time
}

// ErrFileNotFound: no file is stored under the key.
var ErrFileNotFound = errors.New("portal: no such file")

// ErrFileStoreUnavailable is in the chain of a store's error when the store
// did not serve the call (it timed out, refused the connection or failed):
// the file may well exist; the answer is to try again later.
var ErrFileStoreUnavailable = errors.New("portal: the file store is unavailable")

// ValidFileKey reports whether key is a file key: 1 to 512 bytes of
// [a-z0-9._-] segments of at most 255 bytes (a file name's limit)
// separated by single slashes, no segment "." or "..", no leading or
// trailing slash.
func ValidFileKey(key string) bool {
	if key == "" || len(key) > 512 {
		return false
	}
	segStart := 0
	for i := 0; i <= len(key); i++ {
		if i == len(key) || key[i] == '/' {
			seg := key[segStart:i]
			if seg == "" || seg == "." || seg == ".." || len(seg) > 255 {
				return false
			}
			segStart = i + 1
			continue
		}
		c := key[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}
