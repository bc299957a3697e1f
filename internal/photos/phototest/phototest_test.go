package phototest_test

import (
	"bytes"
	"image/jpeg"
	"testing"

	"myaccount/internal/photos/phototest"
)

func TestProgressiveDecodes(t *testing.T) {
	for _, full := range []bool{false, true} {
		for _, sz := range [][2]int{{17, 9}, {40, 30}, {203, 101}} {
			data := phototest.Progressive(sz[0], sz[1], full)
			img, err := jpeg.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("%v %v: %v", sz, full, err)
			}
			if img.Bounds().Dx() != sz[0] || img.Bounds().Dy() != sz[1] {
				t.Fatalf("bounds %v", img.Bounds())
			}
		}
	}
	t.Log(len(phototest.Progressive(8660, 5771, false)))
}
