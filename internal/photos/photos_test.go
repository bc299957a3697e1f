package photos_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"

	"myaccount/internal/photos"
	"myaccount/internal/photos/phototest"
	"myaccount/internal/portal"
)

func sampleJPEG(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 40, 30))
	for x := 0; x < 40; x++ {
		for y := 0; y < 30; y++ {
			img.Set(x, y, color.RGBA{uint8(x * 6), uint8(y * 8), 90, 255})
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// exifWithGPS is an APP1 Exif segment whose IFD0 points to a GPS
// directory holding a latitude (51° 2' 42" N, Calgary).
func exifWithGPS() []byte {
	var tiff bytes.Buffer
	le := binary.LittleEndian
	tiff.WriteString("II")
	_ = binary.Write(&tiff, le, uint16(42))
	_ = binary.Write(&tiff, le, uint32(8)) // IFD0 at 8
	// IFD0: one entry, GPSInfo (0x8825) → offset 26.
	_ = binary.Write(&tiff, le, uint16(1))
	_ = binary.Write(&tiff, le, []uint16{0x8825, 4})
	_ = binary.Write(&tiff, le, []uint32{1, 26})
	_ = binary.Write(&tiff, le, uint32(0))
	// GPS IFD at 26: GPSLatitudeRef "N", GPSLatitude → rationals at 56.
	_ = binary.Write(&tiff, le, uint16(2))
	_ = binary.Write(&tiff, le, []uint16{1, 2})
	_ = binary.Write(&tiff, le, []uint32{2, 'N'})
	_ = binary.Write(&tiff, le, []uint16{2, 5})
	_ = binary.Write(&tiff, le, []uint32{3, 56})
	_ = binary.Write(&tiff, le, uint32(0))
	_ = binary.Write(&tiff, le, []uint32{51, 1, 2, 1, 42, 1})
	body := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	seg := []byte{0xFF, 0xE1, byte((len(body) + 2) >> 8), byte(len(body) + 2)}
	return append(seg, body...)
}

// withSegments puts segments right after a JPEG's start marker.
func withSegments(j []byte, segs ...[]byte) []byte {
	out := append([]byte{}, j[:2]...)
	for _, s := range segs {
		out = append(out, s...)
	}
	return append(out, j[2:]...)
}

// A phone's photo carries its GPS position in Exif: what is stored has no
// Exif, XMP or comment left, and still decodes to the same picture.
//
// covers: ONB-006, ONB-012
func TestStripMetadataRemovesLocation(t *testing.T) {
	plain := sampleJPEG(t)
	xmp := append([]byte{0xFF, 0xE1, 0, 0}, []byte("http://ns.adobe.com/xap/1.0/\x00<x:xmpmeta>exif:GPSLatitude</x:xmpmeta>")...)
	xmp[2], xmp[3] = byte((len(xmp)-2)>>8), byte(len(xmp)-2)
	com := append([]byte{0xFF, 0xFE, 0, 12}, []byte("Calgary AB")...)
	photo := withSegments(plain, exifWithGPS(), xmp, com)
	if _, err := jpeg.Decode(bytes.NewReader(photo)); err != nil {
		t.Fatalf("the test photo does not decode: %v", err)
	}
	if err := photos.CheckJPEG(photo); err != nil {
		t.Fatalf("CheckJPEG: %v", err)
	}
	out, err := photos.StripMetadata(photo)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"Exif", "GPSLatitude", "Calgary", "xap/1.0"} {
		if bytes.Contains(out, []byte(s)) {
			t.Errorf("%q is still in the stored photo", s)
		}
	}
	if !bytes.Equal(out, plain) {
		t.Errorf("the image data changed: %d bytes, want the %d of the photo without metadata", len(out), len(plain))
	}
	a, err := jpeg.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatalf("the stripped photo does not decode: %v", err)
	}
	b, _ := jpeg.Decode(bytes.NewReader(photo))
	if a.Bounds() != b.Bounds() || a.At(10, 10) != b.At(10, 10) {
		t.Error("the stripped photo is another picture")
	}
	// Nothing to strip: the same bytes.
	again, err := photos.StripMetadata(plain)
	if err != nil || !bytes.Equal(again, plain) {
		t.Errorf("a photo without metadata changed (%v)", err)
	}
	for name, bad := range map[string][]byte{
		"truncated segment": photo[:30],
		"not a JPEG":        []byte("GIF89a............"),
		"no marker":         append([]byte{0xFF, 0xD8, 0x00}, plain[3:]...),
	} {
		if _, err := photos.StripMetadata(bad); !errors.Is(err, photos.ErrNotJPEG) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// exifWithOrientationAndGPS is a little-endian Exif segment whose IFD0 has
// an Orientation (6: stored a quarter turn anticlockwise) and a GPS
// directory with a latitude.
func exifWithOrientationAndGPS() []byte {
	var tiff bytes.Buffer
	le := binary.LittleEndian
	tiff.WriteString("II")
	_ = binary.Write(&tiff, le, uint16(42))
	_ = binary.Write(&tiff, le, uint32(8))
	// IFD0 at 8: Orientation = 6, GPSInfo → 38.
	_ = binary.Write(&tiff, le, uint16(2))
	_ = binary.Write(&tiff, le, []uint16{0x0112, 3})
	_ = binary.Write(&tiff, le, []uint32{1, 6})
	_ = binary.Write(&tiff, le, []uint16{0x8825, 4})
	_ = binary.Write(&tiff, le, []uint32{1, 38})
	_ = binary.Write(&tiff, le, uint32(0))
	// GPS IFD at 38: GPSLatitudeRef "N".
	_ = binary.Write(&tiff, le, uint16(1))
	_ = binary.Write(&tiff, le, []uint16{1, 2})
	_ = binary.Write(&tiff, le, []uint32{2, 'N'})
	_ = binary.Write(&tiff, le, uint32(0))
	tiff.WriteString("Calgary 51N")
	body := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	seg := []byte{0xFF, 0xE1, byte((len(body) + 2) >> 8), byte(len(body) + 2)}
	return append(seg, body...)
}

// A phone's portrait photo is stored sideways with an Exif orientation:
// the stored photo keeps which way is up, and nothing else of the Exif.
//
// covers: ONB-006, ONB-012
func TestStripMetadataKeepsOrientation(t *testing.T) {
	plain := sampleJPEG(t)
	photo := withSegments(plain, exifWithOrientationAndGPS())
	if photos.Orientation(photo) != 6 {
		t.Fatalf("the test photo's orientation reads %d", photos.Orientation(photo))
	}
	out, err := photos.StripMetadata(photo)
	if err != nil {
		t.Fatal(err)
	}
	if got := photos.Orientation(out); got != 6 {
		t.Errorf("orientation after stripping = %d, want 6", got)
	}
	if bytes.Contains(out, []byte("Calgary")) || bytes.Count(out, []byte("Exif")) != 1 {
		t.Error("more than the orientation is left of the Exif")
	}
	// The orientation segment and the picture, nothing else.
	if want := len(plain) + 4 + 6 + 26; len(out) != want {
		t.Errorf("stripped photo is %d bytes, want %d", len(out), want)
	}
	if _, err := jpeg.Decode(bytes.NewReader(out)); err != nil {
		t.Fatalf("the stripped photo does not decode: %v", err)
	}
	// Stripping again changes nothing.
	if again, err := photos.StripMetadata(out); err != nil || !bytes.Equal(again, out) {
		t.Errorf("stripping twice changed the photo (%v)", err)
	}
}

// covers: ONB-001, ONB-002, ONB-003, ONB-004
func TestCheckJPEG(t *testing.T) {
	good := sampleJPEG(t)
	var pngData bytes.Buffer
	_ = png.Encode(&pngData, image.NewRGBA(image.Rect(0, 0, 30, 30)))
	for _, c := range []struct {
		name string
		data []byte
		want portal.MsgKey
	}{
		{"none", nil, portal.MsgFileMissing},
		{"49 B", good[:49], portal.MsgFileInvalid},
		{"10,000,001 B", append(append([]byte{}, good...), make([]byte, photos.MaxUploadBytes+1-len(good))...), portal.MsgFileTooBig},
		{"PNG renamed", pngData.Bytes(), portal.MsgFileWrongType},
		{"JPEG marker, broken header", append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, make([]byte, 60)...), portal.MsgFileInvalid},
		{"good", good, ""},
	} {
		err := photos.CheckJPEG(c.data)
		var pe *portal.Error
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (!errors.As(err, &pe) || pe.Msg.Key != c.want):
			t.Errorf("%s: %v, want %s", c.name, err, c.want)
		}
	}
}

// TestStripMetadataKeepsOnlyThePicture: metadata hidden where a list of
// what to remove would not look — a second picture after the first (a
// phone's MPO or Motion Photo) with its own Exif GPS, Exif in APP3, data
// after the picture, segments between a progressive JPEG's scans — is gone;
// the first picture is kept byte for byte and ends at its EOI (the issue
// "Hold the ground", item 3).
func TestStripMetadataKeepsOnlyThePicture(t *testing.T) {
	plain := sampleJPEG(t)
	second := sampleJPEG(t)
	prog := phototest.Progressive(40, 30, false)
	com := append([]byte{0xFF, 0xFE, 0, 13}, []byte("GPS-CALGARY")...)
	// A progressive JPEG with an APP3 Exif and a comment between its scans.
	scan2 := bytes.Index(prog[3:], []byte{0xFF, 0xC4}) + 3
	scan2 = bytes.Index(prog[scan2+2:], []byte{0xFF, 0xC4}) + scan2 + 2
	progMeta := append(append(append([]byte{}, prog[:scan2]...), append(phototest.ExifGPS(0xE3), com...)...), prog[scan2:]...)
	for _, c := range []struct {
		name string
		in   []byte
		want []byte
	}{
		{"MPO: a second JPEG with Exif GPS", phototest.MPO(plain, second), plain},
		{"Exif in APP3", phototest.WithSegments(plain, phototest.ExifGPS(0xE3)), plain},
		{"Exif in APP1 and APP3, a comment", phototest.WithSegments(plain, phototest.ExifGPS(0xE1), phototest.ExifGPS(0xE3), com), plain},
		{"trailing data", append(append([]byte{}, plain...), phototest.ExifGPS(0xE1)...), plain},
		{"trailing text", append(append([]byte{}, plain...), []byte("GPS-CALGARY 51N")...), plain},
		{"a maker's APP9 and APP15", phototest.WithSegments(plain, appSegment(0xE9, "GPS-CALGARY"), appSegment(0xEF, "GPS-CALGARY")), plain},
		{"APP0 that is not JFIF, APP2 that is not ICC", phototest.WithSegments(plain, appSegment(0xE0, "JFXXGPS-CALGARY"), appSegment(0xE2, "MPF\x00GPS-CALGARY")), plain},
		{"progressive, metadata between scans", progMeta, prog},
		{"progressive MPO", phototest.MPO(prog, second), prog},
	} {
		if _, err := jpeg.Decode(bytes.NewReader(c.in)); err != nil {
			t.Fatalf("%s: the test photo does not decode: %v", c.name, err)
		}
		out, err := photos.StripMetadata(c.in)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if bytes.Contains(out, []byte("GPS-CALGARY")) || bytes.Contains(out, []byte("Exif")) || bytes.Contains(out, []byte{0x25, 0x88}) {
			t.Errorf("%s: the GPS block is still in the stored photo", c.name)
		}
		if !bytes.Equal(out, c.want) {
			t.Errorf("%s: %d bytes stored, want the %d of the first picture", c.name, len(out), len(c.want))
		}
		if _, err := jpeg.Decode(bytes.NewReader(out)); err != nil {
			t.Errorf("%s: the stripped photo does not decode: %v", c.name, err)
		}
	}
	// A picture cut before its EOI is refused, not passed on.
	if _, err := photos.StripMetadata(plain[:len(plain)-40]); !errors.Is(err, photos.ErrNotJPEG) {
		t.Errorf("a truncated picture: %v", err)
	}
}

// appSegment is an APPn segment with a text.
func appSegment(marker byte, text string) []byte {
	return append([]byte{0xFF, marker, byte((len(text) + 2) >> 8), byte(len(text) + 2)}, text...)
}
