// Package phototest makes the JPEG files the photo tests and benchmarks
// attack the portal with: a progressive JPEG of any size in a few hundred
// kilobytes (a decompression bomb: its decoder keeps a coefficient buffer
// for every block), and the shapes metadata hides in (a phone's MPO with a
// second picture, Exif in another APPn segment, data after the picture).
package phototest

import (
	"bytes"
	"encoding/binary"
)

// Progressive is a valid progressive JPEG of width × height pixels, three
// components in 4:2:0 (or 4:4:4 when full), all mid-grey: its scans carry
// only the DC coefficients, each block one bit, so 50 megapixels take about
// 150 kB (4:2:0) while decoding them allocates hundreds of megabytes. Each
// component has a scan of its own, with a table segment between scans (a
// decoder reads segments between the scans of a progressive JPEG).
func Progressive(width, height int, full bool) []byte {
	var b bytes.Buffer
	b.Write([]byte{0xFF, 0xD8})
	// DQT: table 0, all ones.
	b.Write([]byte{0xFF, 0xDB, 0, 67, 0})
	b.Write(bytes.Repeat([]byte{1}, 64))
	// SOF2: 8-bit, height, width, three components on table 0.
	luma := byte(0x22)
	if full {
		luma = 0x11
	}
	b.Write([]byte{0xFF, 0xC2, 0, 17, 8, byte(height >> 8), byte(height), byte(width >> 8), byte(width), 3,
		1, luma, 0, 2, 0x11, 0, 3, 0x11, 0})
	maxH := int(luma >> 4)
	for c := 1; c <= 3; c++ {
		// DHT: DC table 0 with one code, "0", for category 0 (a difference of 0).
		b.Write([]byte{0xFF, 0xC4, 0, 20, 0x00, 1})
		b.Write(make([]byte, 15))
		b.Write([]byte{0})
		// SOS: one component, DC only (Ss = Se = 0, Ah = Al = 0).
		b.Write([]byte{0xFF, 0xDA, 0, 8, 1, byte(c), 0x00, 0, 0, 0})
		h := 1
		if c == 1 {
			h = maxH
		}
		// A scan of one component codes ceil(w/8) × ceil(h/8) blocks of
		// the component's own size; each block is the one bit 0.
		cw, ch := ((width*h+maxH-1)/maxH+7)/8, ((height*h+maxH-1)/maxH+7)/8
		blocks := cw * ch
		b.Write(make([]byte, blocks/8))
		if r := blocks % 8; r != 0 {
			b.WriteByte(byte(0xFF >> r)) // the rest padded with 1 bits
		}
	}
	b.Write([]byte{0xFF, 0xD9})
	return b.Bytes()
}

// Baseline is a valid baseline JPEG of width × height pixels, three
// components in 4:4:4 (or 4:2:0 when not full), all one grey: each block is
// two bits (a DC difference of 0, then end of block), so 50 megapixels take
// about 600 kB while decoding them takes 150 MB (4:4:4). variant (1 to 255)
// is the quantization table's value: photos of different variants look the
// same but are different files (a test needs distinct photos).
func Baseline(width, height int, full bool, variant byte) []byte {
	var b bytes.Buffer
	b.Write([]byte{0xFF, 0xD8})
	b.Write([]byte{0xFF, 0xDB, 0, 67, 0})
	b.Write(bytes.Repeat([]byte{max(variant, 1)}, 64))
	luma := byte(0x22)
	if full {
		luma = 0x11
	}
	b.Write([]byte{0xFF, 0xC0, 0, 17, 8, byte(height >> 8), byte(height), byte(width >> 8), byte(width), 3,
		1, luma, 0, 2, 0x11, 0, 3, 0x11, 0})
	// DHT: DC table 0 and AC table 0, each one code "0" (category 0; end of block).
	for _, class := range []byte{0x00, 0x10} {
		b.Write([]byte{0xFF, 0xC4, 0, 20, class, 1})
		b.Write(make([]byte, 15))
		b.Write([]byte{0})
	}
	b.Write([]byte{0xFF, 0xDA, 0, 12, 3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0})
	h := int(luma >> 4)
	mcus := ((width + 8*h - 1) / (8 * h)) * ((height + 8*h - 1) / (8 * h))
	bits := 2 * mcus * (h*h + 2)
	b.Write(make([]byte, bits/8))
	if r := bits % 8; r != 0 {
		b.WriteByte(byte(0xFF >> r))
	}
	b.Write([]byte{0xFF, 0xD9})
	return b.Bytes()
}

// ExifGPS is an APPn segment (marker 0xE1 for APP1, 0xE3 for APP3, …)
// holding an Exif block whose first directory points to a GPS directory
// with a latitude (51° 2' 42" N). Its text "GPS-CALGARY" and the GPS tag
// (0x8825) are what a test looks for.
func ExifGPS(marker byte) []byte {
	var tiff bytes.Buffer
	le := binary.LittleEndian
	tiff.WriteString("II")
	_ = binary.Write(&tiff, le, uint16(42))
	_ = binary.Write(&tiff, le, uint32(8))
	_ = binary.Write(&tiff, le, uint16(1))
	_ = binary.Write(&tiff, le, []uint16{0x8825, 4})
	_ = binary.Write(&tiff, le, []uint32{1, 26})
	_ = binary.Write(&tiff, le, uint32(0))
	_ = binary.Write(&tiff, le, uint16(2))
	_ = binary.Write(&tiff, le, []uint16{1, 2})
	_ = binary.Write(&tiff, le, []uint32{2, 'N'})
	_ = binary.Write(&tiff, le, []uint16{2, 5})
	_ = binary.Write(&tiff, le, []uint32{3, 56})
	_ = binary.Write(&tiff, le, uint32(0))
	_ = binary.Write(&tiff, le, []uint32{51, 1, 2, 1, 42, 1})
	tiff.WriteString("GPS-CALGARY")
	body := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	seg := []byte{0xFF, marker, byte((len(body) + 2) >> 8), byte(len(body) + 2)}
	return append(seg, body...)
}

// WithSegments puts segments right after a JPEG's start marker.
func WithSegments(jpeg []byte, segs ...[]byte) []byte {
	out := append([]byte{}, jpeg[:2]...)
	for _, s := range segs {
		out = append(out, s...)
	}
	return append(out, jpeg[2:]...)
}

// MPO is the shape of a phone's multi-picture (MPO) or Motion Photo file: a
// JPEG, then a second JPEG carrying its own Exif with a GPS directory.
func MPO(first, second []byte) []byte {
	out := append([]byte{}, first...)
	return append(out, WithSegments(second, ExifGPS(0xE1))...)
}
