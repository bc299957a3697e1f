package demo

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"

	"myaccount/internal/documents"
	"myaccount/internal/portal"
)

// The onboarding area's demo data (docs/onboarding-api.md): blake's
// identity photo under review. The re-sign states of casey's accounts are
// in logins.go; every account but blake's has its contract on file.

// seedBlakeIdentity uploads, as blake, the photo of an identity card that
// waits for the staff's review (documentstatus P, pendingphotos 1).
func seedBlakeIdentity(ctx context.Context, s *seeder, identity int64) error {
	photo, err := demoIDCard()
	if err != nil {
		return err
	}
	sum := sha256.Sum256(photo)
	digest := hex.EncodeToString(sum[:])
	base := fmt.Sprintf("uploads/%d/%s-%s", BlakeHome, portal.DocIdentity, digest[:32])
	doc := portal.Document{Kind: portal.DocIdentity, FileKey: base + ".jpg", ThumbnailKey: base + ".png", ContentType: "image/jpeg"}
	if s.o.Files != nil {
		thumb, err := documents.ImageThumbnail(photo)
		if err != nil {
			return err
		}
		if err := s.o.Files.Put(ctx, doc.FileKey, photo, doc.ContentType); err != nil {
			return err
		}
		if err := s.o.Files.Put(ctx, doc.ThumbnailKey, thumb, "image/png"); err != nil {
			return err
		}
	}
	_, err = s.st.AddReviewUpload(ctx, portal.ReviewUpload{AccountID: BlakeHome, IdentityID: identity, Kind: portal.DocIdentity,
		SHA256: digest, CreatedAt: s.now.Add(-26 * 60 * 60 * 1e9)}, doc)
	return err
}

// demoIDCard draws a driver's-licence-like card: a coloured band, a photo
// box and lines of "text", as a phone's JPEG would show it.
func demoIDCard() ([]byte, error) {
	img := image.NewRGBA(image.Rect(0, 0, 640, 404))
	draw.Draw(img, img.Bounds(), &image.Uniform{color.RGBA{0xee, 0xf1, 0xf4, 0xff}}, image.Point{}, draw.Src)
	fill := func(r image.Rectangle, c color.RGBA) { draw.Draw(img, r, &image.Uniform{c}, image.Point{}, draw.Src) }
	fill(image.Rect(0, 0, 640, 70), color.RGBA{0x1f, 0x5c, 0x99, 0xff})
	fill(image.Rect(32, 100, 212, 330), color.RGBA{0xb8, 0xc4, 0xd0, 0xff})
	fill(image.Rect(92, 140, 152, 210), color.RGBA{0x8a, 0x99, 0xa8, 0xff})
	fill(image.Rect(72, 220, 172, 330), color.RGBA{0x8a, 0x99, 0xa8, 0xff})
	for i, w := range []int{300, 260, 340, 220, 280, 180} {
		y := 110 + i*36
		fill(image.Rect(240, y, 240+w, y+14), color.RGBA{0x44, 0x4c, 0x55, 0xff})
	}
	fill(image.Rect(32, 350, 608, 372), color.RGBA{0xd2, 0x8b, 0x26, 0xff})
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 82}); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
