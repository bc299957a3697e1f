package documents

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"strconv"
	"time"

	"myaccount/internal/contracts"
)

// The signature pad's limits (ONB-045, ONB-046, §9): a PNG of at most
// 800 × 400 pixels, and an upload no larger than any other file.
const (
	MaxSignatureWidth  = 800
	MaxSignatureHeight = 400
	MaxSignatureBytes  = 10_000_000
)

// ErrBadSignature is a signature image the portal does not take: not a PNG
// by content, larger than 800 × 400 pixels, empty, or over 10,000,000 bytes.
var ErrBadSignature = errors.New("documents: the signature is not a PNG image of at most 800 × 400 pixels")

// Signed is one signing: what was signed, by whom, when.
type Signed struct {
	Kind      string // "contract" | "agreement"
	Text      contracts.Text
	Fill      contracts.Fill
	Signature []byte    // PNG, already checked by CheckSignature
	SignedAt  time.Time // printed in the Printer's zone and in UTC
	Login     string    // the signer's login (e-mail)
	ClientIP  string    // the signer's address
}

// CheckSignature takes a signature image only if it is a PNG by its
// content (not by a name or a declared type) within the pad's size, and
// decodes whole — a PNG whose header is fine but whose data is not would
// otherwise be stored and fail only when the contract is printed.
func CheckSignature(png []byte) error {
	_, err := decodeSignature(png)
	return err
}

// decodeSignature checks the signature and returns it drawn on white: the
// pad's background is transparent, the paper is white, and an opaque
// image embeds in the PDF without an alpha mask.
func decodeSignature(data []byte) (*image.RGBA, error) {
	switch {
	case len(data) == 0:
		return nil, fmt.Errorf("%w: the image is empty", ErrBadSignature)
	case len(data) > MaxSignatureBytes:
		return nil, fmt.Errorf("%w: the image has %d bytes", ErrBadSignature, len(data))
	}
	// The header first: a huge declared size is refused before decoding.
	config, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%w: not a PNG image", ErrBadSignature)
	}
	if config.Width < 1 || config.Height < 1 || config.Width > MaxSignatureWidth || config.Height > MaxSignatureHeight {
		return nil, fmt.Errorf("%w: the image is %d × %d pixels", ErrBadSignature, config.Width, config.Height)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%w: the PNG image cannot be read", ErrBadSignature)
	}
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(out, out.Bounds(), image.White, image.Point{}, draw.Src)
	draw.Draw(out, out.Bounds(), img, b.Min, draw.Over)
	return out, nil
}

// contentHashDomain starts the hashed content, so that the hash of a
// signing can never equal the hash of anything else the portal hashes.
const contentHashDomain = "myaccount signed document v1"

// ContentHash is the hex SHA-256 of what was signed, printed on the audit
// page: the kind, the text (title, version, every block), the fill (the
// subscriber's details and term) and the signature image's bytes. Each
// field is written with its length first, so no two different signings
// give the same bytes. When and from where it was signed are recorded
// beside the hash, not in it: the hash names the agreement itself.
func ContentHash(s Signed) string {
	h := sha256.New()
	var size [binary.MaxVarintLen64]byte
	field := func(b []byte) {
		h.Write(size[:binary.PutUvarint(size[:], uint64(len(b)))])
		h.Write(b)
	}
	text := func(v string) { field([]byte(v)) }
	text(contentHashDomain)
	text(s.Kind)
	text(s.Text.Title)
	text(s.Text.Version)
	text(strconv.Itoa(len(s.Text.Blocks)))
	for _, b := range s.Text.Blocks {
		text(b.Kind)
		text(b.Text)
	}
	f := s.Fill
	for _, v := range []string{f.Provider, f.SupportPhone, f.Name, f.Company, f.Address,
		strconv.FormatInt(f.Account, 10), strconv.Itoa(f.Term)} {
		text(v)
	}
	field(s.Signature)
	return hex.EncodeToString(h.Sum(nil))
}
