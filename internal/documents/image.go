package documents

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/jpeg"
	"math"

	"myaccount/internal/photos"
)

// ImageThumbnail is the preview of an uploaded photo (a void cheque, an
// identity document): the JPEG scaled down to ThumbnailWidth pixels wide
// with a box filter, as a PNG. It is turned upright as its EXIF
// orientation says, as phones store portrait photos sideways. A photo
// narrower than a thumbnail keeps its size. A JPEG whose decoding would
// take more than photos.MaxDecodeBytes (over photos.MaxSourcePixels, or a
// progressive JPEG's coefficient buffers) is refused before it is decoded:
// a decompression bomb fits in a small upload. Callers decode under
// photos.AcquireDecode (photos.Keeper does).
func ImageThumbnail(jpegData []byte) ([]byte, error) {
	config, err := jpeg.DecodeConfig(bytes.NewReader(jpegData))
	if err != nil {
		return nil, fmt.Errorf("documents: not a JPEG image: %w", err)
	}
	cost, ok := photos.DecodeCost(jpegData)
	if !ok || config.Width*config.Height > photos.MaxSourcePixels || cost > photos.MaxDecodeBytes {
		return nil, fmt.Errorf("documents: a JPEG image of %d×%d pixels is too large", config.Width, config.Height)
	}
	img, err := jpeg.Decode(bytes.NewReader(jpegData))
	if err != nil {
		return nil, fmt.Errorf("documents: not a JPEG image: %w", err)
	}
	orientation := photos.Orientation(jpegData)
	width, height := img.Bounds().Dx(), img.Bounds().Dy()
	uprightWidth := width
	if orientation >= 5 { // turned a quarter: the stored height is the width seen
		uprightWidth = height
	}
	scale := min(1, float64(ThumbnailWidth)/float64(uprightWidth))
	small := boxScale(img, max(1, int(math.Round(float64(width)*scale))), max(1, int(math.Round(float64(height)*scale))))
	return encodePNG(upright(small, orientation))
}

// boxScale shrinks src to width × height, each pixel the average of the
// source pixels it covers. The source is converted to RGBA one band of rows
// at a time, so a large photo is never held twice.
func boxScale(src image.Image, width, height int) *image.RGBA {
	b := src.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, width, height))
	band := image.NewRGBA(image.Rect(0, 0, b.Dx(), (b.Dy()+height-1)/height))
	for dy := range height {
		y0, y1 := dy*b.Dy()/height, (dy+1)*b.Dy()/height
		draw.Draw(band, image.Rect(0, 0, b.Dx(), y1-y0), src, image.Pt(b.Min.X, b.Min.Y+y0), draw.Src)
		for dx := range width {
			x0, x1 := dx*b.Dx()/width, (dx+1)*b.Dx()/width
			var sum [4]int
			for y := range y1 - y0 {
				row := band.Pix[band.PixOffset(x0, y):band.PixOffset(x1, y)]
				for i, v := range row {
					sum[i%4] += int(v)
				}
			}
			n := (x1 - x0) * (y1 - y0)
			px := dst.Pix[dst.PixOffset(dx, dy):]
			for i := range sum {
				px[i] = uint8((sum[i] + n/2) / n)
			}
		}
	}
	return dst
}

// upright turns an image as its EXIF orientation (1 to 8) says it is to be
// seen.
func upright(img *image.RGBA, orientation int) *image.RGBA {
	if orientation < 2 || orientation > 8 {
		return img
	}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	outW, outH := w, h
	if orientation >= 5 {
		outW, outH = h, w
	}
	out := image.NewRGBA(image.Rect(0, 0, outW, outH))
	for y := range outH {
		for x := range outW {
			var sx, sy int
			switch orientation {
			case 2: // mirrored
				sx, sy = w-1-x, y
			case 3: // upside down
				sx, sy = w-1-x, h-1-y
			case 4: // mirrored upside down
				sx, sy = x, h-1-y
			case 5: // mirrored, a quarter turn anticlockwise
				sx, sy = y, x
			case 6: // a quarter turn clockwise to be upright
				sx, sy = y, h-1-x
			case 7: // mirrored, a quarter turn clockwise
				sx, sy = w-1-y, h-1-x
			case 8: // a quarter turn anticlockwise to be upright
				sx, sy = w-1-y, x
			}
			copy(out.Pix[out.PixOffset(x, y):][:4], img.Pix[img.PixOffset(sx, sy):])
		}
	}
	return out
}
