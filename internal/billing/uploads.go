package billing

import (
	"bytes"
	"image/jpeg"

	"myaccount/internal/portal"
)

// The file rules of G.1 (decisions.md §2: one limit everywhere).
const (
	MinUploadBytes = 50
	MaxUploadBytes = 10_000_000
)

var (
	errFileMissing   = portal.Fail(portal.CodeBadRequest, portal.MsgFileMissing)
	errFileInvalid   = portal.Fail(portal.CodeBadRequest, portal.MsgFileInvalid)
	errFileTooBig    = portal.Fail(portal.CodeBadRequest, portal.MsgFileTooBig)
	errFileWrongType = portal.Fail(portal.CodeBadRequest, portal.MsgFileWrongType)
)

// CheckJPEG applies G.1 to an uploaded photo: a file must be sent, of 50 B
// to 10,000,000 B, and be a JPEG by its content (its name and declared
// type mean nothing): it starts with a JPEG's marker and its header
// decodes. A PNG renamed .jpg is refused.
func CheckJPEG(data []byte) error {
	switch {
	case data == nil:
		return errFileMissing
	case len(data) > MaxUploadBytes:
		return errFileTooBig
	case len(data) < MinUploadBytes:
		return errFileInvalid
	case !bytes.HasPrefix(data, []byte{0xFF, 0xD8, 0xFF}):
		return errFileWrongType
	}
	if _, err := jpeg.DecodeConfig(bytes.NewReader(data)); err != nil {
		return errFileInvalid
	}
	return nil
}
