package documents

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"math"
)

// ThumbnailWidth is the width in pixels of every document's preview, so the
// documents table lines them up.
const ThumbnailWidth = 200

// textBarHeight is the part of a font's height a text run's bar covers:
// about a lowercase letter with its ascenders, as text looks from afar.
const textBarHeight = 0.6

// Rasterize draws the page width pixels wide, its height in the page's
// proportions, on white: rectangles and lines as drawn, and each text run
// as a bar of its measured width standing on its baseline. Text cannot be
// read at thumbnail size anyway, but the page's layout — its header band,
// its lines, its totals — can be recognized. Edges are anti-aliased by the
// share of each pixel they cover.
func (p Page) Rasterize(width int) *image.RGBA {
	scale := float64(width) / p.Width
	height := max(1, int(math.Round(p.Height*scale)))
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	for _, m := range p.Marks {
		switch m.Kind {
		case MarkRect:
			fillRect(img, m.X*scale, m.Y*scale, (m.X+m.W)*scale, (m.Y+m.H)*scale, m.Color)
		case MarkText:
			top := m.Y - m.Font.Height()*textBarHeight
			fillRect(img, m.X*scale, top*scale, (m.X+m.W)*scale, m.Y*scale, m.Color)
		case MarkLine:
			strokeLine(img, m.X*scale, m.Y*scale, m.X2*scale, m.Y2*scale, m.Thickness*scale, m.Color)
		case MarkImage:
			drawScaled(img, m.X*scale, m.Y*scale, (m.X+m.W)*scale, (m.Y+m.H)*scale, m.Image)
		}
	}
	return img
}

// fillRect paints the rectangle from x0, y0 to x1, y1 (pixels), each pixel
// by the share of it the rectangle covers.
func fillRect(img *image.RGBA, x0, y0, x1, y1 float64, c Color) {
	b := img.Bounds()
	for y := max(int(math.Floor(y0)), b.Min.Y); y < min(int(math.Ceil(y1)), b.Max.Y); y++ {
		rowCover := coverage(y0, y1, y)
		for x := max(int(math.Floor(x0)), b.Min.X); x < min(int(math.Ceil(x1)), b.Max.X); x++ {
			blend(img, x, y, c, rowCover*coverage(x0, x1, x))
		}
	}
}

// coverage is how much of pixel p's span [p, p+1) lies between a and b.
func coverage(a, b float64, p int) float64 {
	return max(0, min(b, float64(p+1))-max(a, float64(p)))
}

// strokeLine paints a line thickness pixels wide: a rectangle when it is
// horizontal or vertical (table rules), otherwise by each pixel centre's
// distance to the segment.
func strokeLine(img *image.RGBA, x1, y1, x2, y2, thickness float64, c Color) {
	half := thickness / 2
	switch {
	case y1 == y2:
		fillRect(img, min(x1, x2), y1-half, max(x1, x2), y1+half, c)
		return
	case x1 == x2:
		fillRect(img, x1-half, min(y1, y2), x1+half, max(y1, y2), c)
		return
	}
	reach := half + 1
	b := img.Bounds()
	dx, dy := x2-x1, y2-y1
	length2 := dx*dx + dy*dy
	for y := max(int(math.Floor(min(y1, y2)-reach)), b.Min.Y); y < min(int(math.Ceil(max(y1, y2)+reach)), b.Max.Y); y++ {
		for x := max(int(math.Floor(min(x1, x2)-reach)), b.Min.X); x < min(int(math.Ceil(max(x1, x2)+reach)), b.Max.X); x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			t := max(0, min(1, ((px-x1)*dx+(py-y1)*dy)/length2))
			distance := math.Hypot(px-(x1+t*dx), py-(y1+t*dy))
			blend(img, x, y, c, max(0, min(1, half+0.5-distance)))
		}
	}
}

// drawScaled paints src into the rectangle from x0, y0 to x1, y1 (pixels):
// each pixel the average of the source pixels under it (a signature's thin
// strokes stay visible as grey rather than vanish between samples), by its
// alpha and the share of the pixel the rectangle covers.
func drawScaled(img *image.RGBA, x0, y0, x1, y1 float64, src image.Image) {
	if src == nil || x1 <= x0 || y1 <= y0 {
		return
	}
	sb := src.Bounds()
	b := img.Bounds()
	sx := float64(sb.Dx()) / (x1 - x0)
	sy := float64(sb.Dy()) / (y1 - y0)
	for y := max(int(math.Floor(y0)), b.Min.Y); y < min(int(math.Ceil(y1)), b.Max.Y); y++ {
		rowCover := coverage(y0, y1, y)
		r0, r1 := sourceSpan(float64(y)-y0, sy, sb.Min.Y, sb.Max.Y)
		for x := max(int(math.Floor(x0)), b.Min.X); x < min(int(math.Ceil(x1)), b.Max.X); x++ {
			c0, c1 := sourceSpan(float64(x)-x0, sx, sb.Min.X, sb.Max.X)
			var r, g, bl, a, n float64
			for v := r0; v < r1; v++ {
				for u := c0; u < c1; u++ {
					pr, pg, pb, pa := src.At(u, v).RGBA() // alpha-premultiplied, 16 bits
					r, g, bl, a, n = r+float64(pr), g+float64(pg), bl+float64(pb), a+float64(pa), n+1
				}
			}
			if n == 0 || a == 0 {
				continue
			}
			// Un-premultiply the average colour, then paint it by its alpha.
			c := Color{uint8(r / a * 255), uint8(g / a * 255), uint8(bl / a * 255)}
			blend(img, x, y, c, a/(n*0xffff)*rowCover*coverage(x0, x1, x))
		}
	}
}

// sourceSpan is the source pixels [from, to) under the destination pixel
// starting offset pixels into the rectangle, scale source pixels per
// destination pixel: at least one, within lo..hi.
func sourceSpan(offset, scale float64, lo, hi int) (from, to int) {
	from = lo + int(math.Floor(max(0, offset)*scale))
	to = lo + int(math.Ceil((offset+1)*scale))
	from = min(max(from, lo), hi-1)
	to = min(max(to, from+1), hi)
	return from, to
}

// blend paints pixel x, y with c at the given opacity.
func blend(img *image.RGBA, x, y int, c Color, opacity float64) {
	if opacity <= 0 {
		return
	}
	px := img.Pix[img.PixOffset(x, y):]
	for i, v := range [3]uint8{c.R, c.G, c.B} {
		px[i] = uint8(float64(px[i]) + (float64(v)-float64(px[i]))*min(opacity, 1) + 0.5)
	}
}

// Thumbnail is the preview of the document: its first page as a PNG,
// ThumbnailWidth pixels wide.
func (c *Canvas) Thumbnail() ([]byte, error) {
	if len(c.pages) == 0 {
		return nil, errors.New("documents: no page to preview")
	}
	return encodePNG(c.pages[0].Rasterize(ThumbnailWidth))
}

// encodePNG writes a thumbnail.
func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("documents: encode PNG: %w", err)
	}
	return buf.Bytes(), nil
}
