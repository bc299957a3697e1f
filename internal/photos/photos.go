// Package photos holds what every area that takes a subscriber's photo
// shares (void cheques, identity documents): the file rules of G.1, the
// removal of a JPEG's metadata (EXIF location) before anything is stored,
// and the keeping of a photo for the staff's review.
package photos

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"image/jpeg"
	"time"

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
	errPhotoTooLarge = portal.Fail(portal.CodeBadRequest, portal.MsgPhotoTooLarge)
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

// The JPEG markers StripMetadata reads.
const (
	markerSOI   = 0xD8
	markerEOI   = 0xD9
	markerSOS   = 0xDA
	markerTEM   = 0x01
	markerAPP0  = 0xE0 // JFIF
	markerAPP1  = 0xE1 // Exif (with its GPS directory), XMP
	markerAPP2  = 0xE2 // ICC profile (and, in MPO files, the index of further pictures)
	markerAPP14 = 0xEE // Adobe (the colour transform)
	markerDQT   = 0xDB
	markerDHT   = 0xC4
	markerDAC   = 0xCC
	markerDRI   = 0xDD
)

// ErrNotJPEG: the data is not a JPEG whose segments can be walked.
var ErrNotJPEG = errors.New("photos: not a well-formed JPEG")

// keptSegment reports whether a segment before or between scans is one a
// decoder needs: an allow-list, so metadata in a segment no one thought of
// (Exif in APP3, a maker's APPn, a comment) is dropped with the rest.
func keptSegment(marker byte, seg []byte) bool {
	body := seg[2:]
	switch {
	case marker == markerDQT, marker == markerDHT, marker == markerDAC, marker == markerDRI:
		return true
	case marker >= 0xC0 && marker <= 0xCF: // SOFn (0xC4, 0xC8, 0xCC are not frames)
		return marker != 0xC8
	case marker == markerAPP0:
		return bytes.HasPrefix(body, []byte("JFIF\x00"))
	case marker == markerAPP2:
		return bytes.HasPrefix(body, []byte("ICC_PROFILE\x00"))
	case marker == markerAPP14:
		return bytes.HasPrefix(body, []byte("Adobe"))
	}
	return false
}

// StripMetadata returns the first picture of a JPEG with only what decoding
// it needs: APP0 JFIF, an APP2 ICC profile, APP14 Adobe, the tables, the
// frame, the scans and their entropy-coded data, ending at the picture's
// EOI. Everything else is dropped — Exif (with its GPS position) and XMP
// in APP1 or any other APPn, IPTC, comments — and so is whatever follows
// the first picture: a phone's MPO or Motion Photo appends further JPEGs
// (with their own Exif) or a video after it. An Exif orientation other
// than "as stored" is kept, alone in an Exif segment of its own, so the
// photo still shows upright. What is kept is copied byte for byte: the
// picture is not re-encoded.
func StripMetadata(data []byte) ([]byte, error) {
	if len(data) < 4 || data[0] != 0xFF || data[1] != markerSOI {
		return nil, ErrNotJPEG
	}
	out := make([]byte, 0, len(data))
	out = append(out, 0xFF, markerSOI)
	oriented := false
	i := 2
	for {
		// Markers may be preceded by fill bytes (0xFF).
		if i >= len(data) || data[i] != 0xFF {
			return nil, ErrNotJPEG
		}
		for i < len(data) && data[i] == 0xFF {
			i++
		}
		if i >= len(data) {
			return nil, ErrNotJPEG
		}
		m := data[i]
		i++
		switch {
		case m == markerEOI:
			return append(out, 0xFF, m), nil
		case m == markerTEM || (m >= 0xD0 && m <= 0xD7):
			continue // no length, nothing a decoder needs out of a scan
		}
		if i+2 > len(data) {
			return nil, ErrNotJPEG
		}
		n := int(data[i])<<8 | int(data[i+1])
		if n < 2 || i+n > len(data) {
			return nil, ErrNotJPEG
		}
		seg := data[i : i+n]
		i += n
		if m == markerSOS {
			// The scan's header, then its entropy-coded data up to the next
			// marker (a byte 0xFF is stuffed as FF 00; FF D0–D7 restart).
			end := scanEnd(data, i)
			if end < 0 {
				return nil, ErrNotJPEG
			}
			out = append(out, 0xFF, m)
			out = append(out, seg...)
			out = append(out, data[i:end]...)
			i = end
			continue
		}
		if m == markerAPP1 && !oriented && bytes.HasPrefix(seg[2:], exifHeader) {
			// The one thing of Exif the picture needs: which way is up (phones
			// store portrait photos sideways and say so here).
			if o := tiffOrientation(seg[2+len(exifHeader):]); o != 1 {
				out = append(out, orientationSegment(o)...)
				oriented = true
			}
		}
		if !keptSegment(m, seg) {
			continue
		}
		out = append(out, 0xFF, m)
		out = append(out, seg...)
	}
}

// scanEnd is where the entropy-coded data starting at i ends: the offset of
// the first marker that is neither a stuffed byte (FF 00) nor a restart
// (FF D0–D7); -1 when the data ends first.
func scanEnd(data []byte, i int) int {
	for {
		j := bytes.IndexByte(data[i:], 0xFF)
		if j < 0 {
			return -1
		}
		i += j
		if i+1 >= len(data) {
			return -1
		}
		next := data[i+1]
		if next == 0 || (next >= 0xD0 && next <= 0xD7) {
			i += 2
			continue
		}
		return i // a marker (or a fill byte before one)
	}
}

var exifHeader = []byte("Exif\x00\x00")

// orientationSegment is an APP1 Exif segment holding only the Orientation
// tag (big-endian TIFF, one directory of one entry).
func orientationSegment(orientation int) []byte {
	tiff := []byte{'M', 'M', 0, 42, 0, 0, 0, 8, // header, directory at 8
		0, 1, // one entry
		0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, byte(orientation), 0, 0, // Orientation, SHORT, 1 value
		0, 0, 0, 0} // no next directory
	n := 2 + len(exifHeader) + len(tiff)
	seg := append([]byte{0xFF, markerAPP1, byte(n >> 8), byte(n)}, exifHeader...)
	return append(seg, tiff...)
}

// Orientation reads the Orientation tag of a JPEG's EXIF segment: 1
// (as stored) when there is none or it cannot be read.
func Orientation(data []byte) int {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return 1
	}
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xFF {
			return 1
		}
		marker := data[i+1]
		switch {
		case marker == 0xFF: // fill byte
			i++
			continue
		case marker == 0xDA || marker == 0xD9: // the image data: EXIF comes before it
			return 1
		}
		size := int(binary.BigEndian.Uint16(data[i+2:]))
		if size < 2 || i+2+size > len(data) {
			return 1
		}
		segment := data[i+4 : i+2+size]
		if marker == 0xE1 && bytes.HasPrefix(segment, exifHeader) {
			return tiffOrientation(segment[len(exifHeader):])
		}
		i += 2 + size
	}
	return 1
}

// tiffOrientation finds tag 0x0112 (Orientation, a SHORT) in the first
// directory of an EXIF block's TIFF structure.
func tiffOrientation(tiff []byte) int {
	if len(tiff) < 8 {
		return 1
	}
	var order binary.ByteOrder
	switch string(tiff[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 1
	}
	dir := int(order.Uint32(tiff[4:]))
	if dir < 8 || dir+2 > len(tiff) {
		return 1
	}
	for entry := dir + 2; entry < dir+2+12*int(order.Uint16(tiff[dir:])) && entry+12 <= len(tiff); entry += 12 {
		if order.Uint16(tiff[entry:]) == 0x0112 {
			if v := int(order.Uint16(tiff[entry+8:])); v >= 1 && v <= 8 {
				return v
			}
			return 1
		}
	}
	return 1
}

// ReviewStore is what keeping a photo for review needs of the store.
type ReviewStore interface {
	ReviewUploads(ctx context.Context, account int64, kind string) ([]portal.ReviewUpload, error)
	AddReviewUpload(ctx context.Context, u portal.ReviewUpload, doc portal.Document) (created bool, err error)
}

// Keeper keeps checked photos for the staff's review.
type Keeper struct {
	Store ReviewStore
	Files portal.FileStore
	// Thumbnail makes a photo's preview (a PNG).
	Thumbnail func(jpeg []byte) ([]byte, error)
}

// Keep checks a photo (G.1), strips its metadata, keeps it and its preview
// in the file store, then records its document and review row. Files are
// keyed by content, so a repeat writes the same bytes to the same keys and
// counts once; they are never deleted here: another document may share
// them. At most portal.MaxPendingUploads photos of a kind wait for review:
// one more is refused with tooMany.
//
// Decoding (the preview) is what costs: a photo whose decoding would take
// more than MaxDecodeBytes is refused from its header; the account's
// photos of a kind are taken one at a time, and the pending and duplicate
// checks are made before the decode, so a burst of uploads decodes at most
// the photos that can be kept; the decode itself waits for the
// server-wide gate (AcquireDecode).
func (k Keeper) Keep(ctx context.Context, now time.Time, kind string, u portal.Upload, tooMany *portal.Error) error {
	if err := CheckJPEG(u.Data); err != nil {
		return err
	}
	cost, ok := DecodeCost(u.Data)
	if !ok {
		return errFileInvalid
	}
	if f, _ := ReadFrame(u.Data); int64(f.Width)*int64(f.Height) > MaxSourcePixels || cost > MaxDecodeBytes {
		return errPhotoTooLarge
	}
	data, err := StripMetadata(u.Data)
	if err != nil {
		return errFileInvalid
	}
	sum := sha256.Sum256(data)
	digest := hex.EncodeToString(sum[:])
	unlock, err := accountLocks.lock(ctx, fmt.Sprintf("%d/%s", u.Account, kind))
	if err != nil {
		return err
	}
	defer unlock()
	// Checked before the photo is decoded and its files written, and again
	// in the transaction.
	uploads, err := k.Store.ReviewUploads(ctx, u.Account, kind)
	if err != nil {
		return err
	}
	pending := 0
	for _, up := range uploads {
		if up.Status == portal.UploadPending {
			if up.SHA256 == digest {
				return nil // sent twice: stored once
			}
			pending++
		}
	}
	if pending >= portal.MaxPendingUploads {
		return tooMany
	}
	release, err := AcquireDecode(ctx, cost)
	if err != nil {
		return err
	}
	thumb, err := k.Thumbnail(data)
	release()
	if err != nil {
		return errFileInvalid
	}
	base := fmt.Sprintf("uploads/%d/%s-%s", u.Account, kind, digest[:32])
	doc := portal.Document{Kind: kind, FileKey: base + ".jpg", ThumbnailKey: base + ".png", ContentType: "image/jpeg"}
	if err := k.Files.Put(ctx, doc.FileKey, data, doc.ContentType); err != nil {
		return err
	}
	if err := k.Files.Put(ctx, doc.ThumbnailKey, thumb, "image/png"); err != nil {
		return err
	}
	_, err = k.Store.AddReviewUpload(ctx, portal.ReviewUpload{AccountID: u.Account, IdentityID: u.Identity, Kind: kind,
		SHA256: digest, CreatedAt: now}, doc)
	if errors.Is(err, portal.ErrTooManyPending) {
		return tooMany
	}
	return err
}
