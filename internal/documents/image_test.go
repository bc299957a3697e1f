package documents

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"
)

// halvesJPEG is a width × height photo, red on its left half and blue on
// its right.
func halvesJPEG(t *testing.T, width, height int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	for y := range height {
		for x := range width {
			c := color.RGBA{220, 30, 30, 255}
			if x >= width/2 {
				c = color.RGBA{30, 30, 220, 255}
			}
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// withOrientation inserts an EXIF segment with the given Orientation after
// the JPEG's start marker, as a phone camera writes it.
func withOrientation(photo []byte, orientation uint16) []byte {
	tiff := []byte("MM\x00\x2a\x00\x00\x00\x08") // big-endian, first directory at 8
	tiff = binary.BigEndian.AppendUint16(tiff, 1)
	tiff = binary.BigEndian.AppendUint16(tiff, 0x0112) // Orientation
	tiff = binary.BigEndian.AppendUint16(tiff, 3)      // SHORT
	tiff = binary.BigEndian.AppendUint32(tiff, 1)
	tiff = binary.BigEndian.AppendUint16(tiff, orientation)
	tiff = append(tiff, 0, 0, 0, 0, 0, 0) // value padding, no next directory
	segment := append([]byte("Exif\x00\x00"), tiff...)
	out := append([]byte{}, photo[:2]...)
	out = append(out, 0xFF, 0xE1)
	out = binary.BigEndian.AppendUint16(out, uint16(len(segment)+2))
	out = append(out, segment...)
	return append(out, photo[2:]...)
}

func decodePNG(t *testing.T, data []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	return img
}

// covers: ACCT-031
func TestImageThumbnailScalesDown(t *testing.T) {
	thumb, err := ImageThumbnail(halvesJPEG(t, 800, 600))
	if err != nil {
		t.Fatal(err)
	}
	img := decodePNG(t, thumb)
	if got := img.Bounds().Size(); got != image.Pt(ThumbnailWidth, 150) {
		t.Fatalf("thumbnail of 800×600 is %v, want 200×150", got)
	}
	assertReddish(t, img.At(10, 75), "left")
	assertBluish(t, img.At(190, 75), "right")
}

// TestImageThumbnailKeepsASmallImage: a photo narrower than a thumbnail is
// not blown up.
func TestImageThumbnailKeepsASmallImage(t *testing.T) {
	thumb, err := ImageThumbnail(halvesJPEG(t, 120, 90))
	if err != nil {
		t.Fatal(err)
	}
	if got := decodePNG(t, thumb).Bounds().Size(); got != image.Pt(120, 90) {
		t.Fatalf("thumbnail of 120×90 is %v", got)
	}
}

// TestImageThumbnailTurnsUpright: a photo stored sideways with EXIF
// orientation 6 (turn a quarter clockwise) is previewed upright, 200 px
// wide as seen.
func TestImageThumbnailTurnsUpright(t *testing.T) {
	thumb, err := ImageThumbnail(withOrientation(halvesJPEG(t, 800, 400), 6))
	if err != nil {
		t.Fatal(err)
	}
	img := decodePNG(t, thumb)
	if got := img.Bounds().Size(); got != image.Pt(200, 400) {
		t.Fatalf("thumbnail is %v, want 200×400", got)
	}
	// A quarter turn clockwise brings the stored left (red) to the top.
	assertReddish(t, img.At(100, 20), "top")
	assertBluish(t, img.At(100, 380), "bottom")
}

func TestImageThumbnailRefusesGarbage(t *testing.T) {
	for name, data := range map[string][]byte{
		"empty":     nil,
		"text":      []byte("this is not a photo"),
		"PNG":       pngBytes(t),
		"cut short": halvesJPEG(t, 64, 64)[:200],
	} {
		if _, err := ImageThumbnail(data); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if _, err := ImageThumbnail(resized(t, 30000, 30000)); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("a 30000×30000 JPEG header: %v, want refused as too large before decoding", err)
	}
}

// pngBytes is a valid PNG, which is not a JPEG.
func pngBytes(t *testing.T) []byte {
	data, err := encodePNG(image.NewRGBA(image.Rect(0, 0, 4, 4)))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// resized is a small JPEG whose frame header claims width × height, as a
// decompression bomb's does.
func resized(t *testing.T, width, height uint16) []byte {
	photo := halvesJPEG(t, 64, 64)
	sof := bytes.Index(photo, []byte{0xFF, 0xC0})
	if sof < 0 {
		t.Fatal("no baseline frame header in the test JPEG")
	}
	binary.BigEndian.PutUint16(photo[sof+5:], height)
	binary.BigEndian.PutUint16(photo[sof+7:], width)
	return photo
}

func assertReddish(t *testing.T, c color.Color, where string) {
	t.Helper()
	r, _, b, _ := c.RGBA()
	if r <= b {
		t.Errorf("the %s of the thumbnail is %v, want red", where, c)
	}
}

func assertBluish(t *testing.T, c color.Color, where string) {
	t.Helper()
	r, _, b, _ := c.RGBA()
	if b <= r {
		t.Errorf("the %s of the thumbnail is %v, want blue", where, c)
	}
}
