package documents

import (
	"image"
	"image/color"
	"strings"
	"testing"
	"time"
)

func testCanvas() *Canvas {
	c := NewCanvas(Metadata{Title: "Test", Date: time.Date(2026, time.November, 1, 0, 0, 0, 0, time.UTC)})
	c.AddPage()
	return c
}

// TestCanvasRecordsWhatItDraws: every primitive is drawn and recorded with
// its place, size and colour; a text run with the width fpdf measures.
func TestCanvasRecordsWhatItDraws(t *testing.T) {
	c := testCanvas()
	red := Color{200, 0, 0}
	font := Font{Size: 10, Bold: true}
	c.FillRect(10, 20, 30, 40, red)
	c.Line(10, 70, 100, 70, 0.5, red)
	c.TextRight(200, 100, font, red, "Total")
	marks := c.Pages()[0].Marks
	if len(marks) != 3 {
		t.Fatalf("%d marks recorded, want 3", len(marks))
	}
	if m := marks[0]; m.Kind != MarkRect || m.X != 10 || m.Y != 20 || m.W != 30 || m.H != 40 || m.Color != red {
		t.Errorf("rectangle recorded as %+v", m)
	}
	if m := marks[1]; m.Kind != MarkLine || m.X2 != 100 || m.Thickness != 0.5 {
		t.Errorf("line recorded as %+v", m)
	}
	width := c.Width(font, "Total")
	if m := marks[2]; m.Kind != MarkText || m.W != width || m.W < 5 || m.X+m.W != 200 || m.Font != font {
		t.Errorf("text recorded as %+v, want %.2f mm wide ending at 200", m, width)
	}
	if w, h := c.PageSize(); c.Pages()[0].Width != w || h < 279 || h > 280 {
		t.Errorf("page is %.1f × %.1f mm, want Letter", w, h)
	}
}

// TestCanvasPrintsFrenchTypography: the narrow no-break space French puts
// before ; ! ? prints as itself (the embedded font has it: it is measured,
// narrower than a space), and a line break inside a text prints as a space.
func TestCanvasPrintsFrenchTypography(t *testing.T) {
	c := testCanvas()
	font := Font{Size: 10}
	if got := printable("Merci\u202f! « Déjà »\nfin"); got != "Merci\u202f! « Déjà » fin" {
		t.Errorf("printable = %q", got)
	}
	narrow, space, none := c.Width(font, "a\u202f!"), c.Width(font, "a !"), c.Width(font, "a!")
	if narrow <= none || narrow >= space {
		t.Errorf("a narrow no-break space is %.2f mm wide, between %.2f and %.2f wanted", narrow-none, 0.0, space-none)
	}
}

// TestWrap: lines break at spaces but never at a no-break space, a word
// longer than the width is split, and text past maxLines is cut with an
// ellipsis. Every line fits.
func TestWrap(t *testing.T) {
	c := testCanvas()
	font := Font{Size: 10}
	width := c.Width(font, "Bloc de données de 50")
	lines := c.Wrap(font, "Bloc de données de 50\u00a0Go pour novembre", width, 5)
	for _, l := range lines {
		if strings.HasSuffix(l, "50") || strings.HasPrefix(l, "Go") {
			t.Errorf("a line breaks at the no-break space: %q", lines)
		}
		if c.Width(font, l) > width {
			t.Errorf("line %q is wider than %.1f mm", l, width)
		}
	}
	long := c.Wrap(font, strings.Repeat("x", 100)+" end", 20, 20)
	if got := strings.Join(long, ""); len(long) < 5 || got != strings.Repeat("x", 100)+" end" {
		t.Errorf("a long word wraps as %q", long)
	}
	for _, l := range long {
		if c.Width(font, l) > 20 {
			t.Errorf("line %q of a long word is wider than 20 mm", l)
		}
	}
	cut := c.Wrap(font, strings.Repeat("word ", 200), 40, 3)
	if len(cut) != 3 || !strings.HasSuffix(cut[2], ellipsis) {
		t.Errorf("a long text cut to 3 lines gives %q", cut)
	}
	if got := c.Wrap(font, "line\nbreak\ttab", 100, 3); len(got) != 1 || got[0] != "line break tab" {
		t.Errorf("control characters wrap as %q", got)
	}
	if got := c.Truncate(font, "A name far too long for its field", 20); !strings.HasSuffix(got, ellipsis) || c.Width(font, got) > 20 {
		t.Errorf("Truncate = %q (%.1f mm)", got, c.Width(font, got))
	}
}

// TestRasterize: the thumbnail shows each mark where it was drawn —
// rectangles filled, text as a bar of its measured width on its baseline —
// on white.
func TestRasterize(t *testing.T) {
	red, blue := Color{200, 0, 0}, Color{0, 0, 200}
	page := Page{Width: 100, Height: 50, Marks: []Mark{
		{Kind: MarkRect, X: 0, Y: 0, W: 100, H: 10, Color: red},
		{Kind: MarkText, X: 10, Y: 40, W: 50, Font: Font{Size: 36}, Color: blue}, // 12.7 mm high, bar 7.6
		{Kind: MarkLine, X: 0, Y: 20, X2: 100, Y2: 45, Thickness: 2, Color: red},
	}}
	img := page.Rasterize(200) // 2 px per mm
	if got := img.Bounds().Size(); got.X != 200 || got.Y != 100 {
		t.Fatalf("raster is %v, want 200×100", got)
	}
	for _, c := range []struct {
		x, y int
		want Color
	}{
		{100, 10, red},   // inside the band
		{100, 25, white}, // below it
		{40, 75, blue},   // the text bar: x 20–120, y 65–80
		{21, 78, blue},
		{18, 75, white}, // left of the bar
		{40, 60, white}, // above it (the bar is 60 % of the font's height)
		{180, 85, red},  // on the diagonal line
	} {
		got := img.RGBAAt(c.x, c.y)
		if got != (color.RGBA{c.want.R, c.want.G, c.want.B, 255}) {
			t.Errorf("pixel %d,%d is %v, want %v", c.x, c.y, got, c.want)
		}
	}
}

// TestCanvasImage: an image is embedded in the PDF and recorded, and the
// thumbnail scales its pixels into its rectangle — averaged, by alpha, on
// the white paper.
func TestCanvasImage(t *testing.T) {
	src := image.NewNRGBA(image.Rect(0, 0, 4, 2))
	for y := range 2 {
		for x := range 4 {
			switch {
			case x < 2:
				src.Set(x, y, color.NRGBA{200, 0, 0, 255}) // left half red
			case y == 0:
				src.Set(x, y, color.NRGBA{0, 0, 200, 255}) // right half: blue above, transparent below
			}
		}
	}
	c := testCanvas()
	c.Image("test", src, 10, 20, 40, 20)
	marks := c.Pages()[0].Marks
	if len(marks) != 1 || marks[0].Kind != MarkImage || marks[0].W != 40 || marks[0].Image != image.Image(src) {
		t.Fatalf("image recorded as %+v", marks)
	}
	pdf, err := c.PDF()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(pdf), "/Subtype /Image") || !strings.Contains(string(pdf), "/SMask") {
		t.Error("the image (with its transparency) is not embedded in the PDF")
	}

	page := Page{Width: 100, Height: 50, Marks: marks}
	img := page.Rasterize(100) // 1 px per mm; the image's pixels are 10 mm
	for _, p := range []struct {
		x, y int
		want color.RGBA
	}{
		{15, 25, color.RGBA{200, 0, 0, 255}},
		{45, 25, color.RGBA{0, 0, 200, 255}},
		{45, 35, color.RGBA{255, 255, 255, 255}}, // transparent: the paper shows
		{5, 25, color.RGBA{255, 255, 255, 255}},  // outside the rectangle
	} {
		if got := img.RGBAAt(p.x, p.y); got != p.want {
			t.Errorf("pixel %d,%d is %v, want %v", p.x, p.y, got, p.want)
		}
	}
	small := page.Rasterize(5) // one pixel per 20 mm: the image is averaged into 2 × 1 pixels
	if got := small.RGBAAt(0, 1); got.R < 200 || got.G > 150 || got.B > 150 {
		t.Errorf("averaged red half is %v", got)
	}
}

func TestParseColor(t *testing.T) {
	if c, ok := ParseColor("#0b5cad"); !ok || c != (Color{0x0b, 0x5c, 0xad}) {
		t.Errorf("ParseColor(#0b5cad) = %v, %v", c, ok)
	}
	for _, bad := range []string{"", "0b5cad", "#0b5ca", "#0b5cadd", "#zzzzzz", "blue"} {
		if _, ok := ParseColor(bad); ok {
			t.Errorf("ParseColor(%q) accepted", bad)
		}
	}
}
