package phototest_test

import (
	"bytes"
	"image/jpeg"
	"testing"

	"myaccount/internal/photos/phototest"
)

// The generated files are JPEGs Go's decoder reads, of the size asked.
func TestGeneratedJPEGsDecode(t *testing.T) {
	for _, full := range []bool{false, true} {
		for _, sz := range [][2]int{{17, 9}, {40, 30}, {203, 101}} {
			for _, data := range [][]byte{phototest.Progressive(sz[0], sz[1], full), phototest.Baseline(sz[0], sz[1], full, 3)} {
				img, err := jpeg.Decode(bytes.NewReader(data))
				if err != nil {
					t.Fatalf("%v %v: %v", sz, full, err)
				}
				if img.Bounds().Dx() != sz[0] || img.Bounds().Dy() != sz[1] {
					t.Fatalf("bounds %v", img.Bounds())
				}
			}
		}
	}
}
