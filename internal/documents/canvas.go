// Package documents prints the documents a subscriber downloads — invoices
// and signed contracts and agreements — as PDF files, and draws their preview
// thumbnails. Every page is drawn through a Canvas, which writes the PDF and
// records what it drew, so a thumbnail is rasterized from the document
// itself with the standard library rather than by a PDF renderer.
package documents

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/go-pdf/fpdf"
)

// Color is an RGB colour.
type Color struct{ R, G, B uint8 }

// white is the paper.
var white = Color{255, 255, 255}

// ParseColor reads a #rrggbb colour, as the branding configures it.
func ParseColor(hex string) (Color, bool) {
	var c Color
	if len(hex) != 7 || hex[0] != '#' {
		return c, false
	}
	if _, err := fmt.Sscanf(hex[1:], "%02x%02x%02x", &c.R, &c.G, &c.B); err != nil {
		return c, false
	}
	return c, true
}

// Mix blends c toward other: 0 keeps c, 1 gives other (a tint of the brand
// colour is Mix(white, 0.9)).
func (c Color) Mix(other Color, amount float64) Color {
	blend := func(a, b uint8) uint8 { return uint8(float64(a) + (float64(b)-float64(a))*amount + 0.5) }
	return Color{blend(c.R, other.R), blend(c.G, other.G), blend(c.B, other.B)}
}

// IsLight reports whether dark text reads better than white on c.
func (c Color) IsLight() bool {
	return 0.299*float64(c.R)+0.587*float64(c.G)+0.114*float64(c.B) > 160
}

// Font is a size in points and a style of DejaVu Sans (fonts.go), embedded
// in every PDF that uses it. Bold and italic together print bold.
type Font struct {
	Size         float64
	Bold, Italic bool
}

func (f Font) style() string {
	switch {
	case f.Bold:
		return "B"
	case f.Italic:
		return "I"
	}
	return ""
}

// Height is the font's size in mm.
func (f Font) Height() float64 { return f.Size * 25.4 / 72 }

// MarkKind says what a Mark is.
type MarkKind int

// The kinds of marks a Canvas records.
const (
	MarkRect  MarkKind = iota // a filled rectangle X, Y, W, H
	MarkLine                  // a line from X, Y to X2, Y2, Thickness wide
	MarkText                  // a text run from X on the baseline Y, W wide
	MarkImage                 // an image scaled into the rectangle X, Y, W, H
)

// Mark is one thing drawn on a page, in mm from the page's top-left corner.
type Mark struct {
	Kind      MarkKind
	X, Y      float64
	W, H      float64 // a rectangle's size; a text run's measured width (H unused)
	X2, Y2    float64 // a line's end
	Thickness float64 // a line's width
	Color     Color
	Font      Font        // a text run's font
	Text      string      // a text run's text as given (UTF-8)
	Image     image.Image // an image's pixels, for the thumbnail
}

// Page is what was drawn on one page.
type Page struct {
	Width, Height float64 // mm
	Marks         []Mark
}

// Metadata is what a PDF says about itself. Date is the document's own
// date (an invoice's issue date), written as its creation and modification
// date so that printing the same document twice gives the same bytes (fpdf
// writes the time of printing when it is zero).
type Metadata struct {
	Title, Author, Subject string
	Language               string // BCP 47 tag, e.g. fr-CA
	Date                   time.Time
}

// Canvas draws Letter pages in mm through fpdf and records every mark.
// Text is written in Unicode with an embedded TrueType font (fonts.go): a
// name such as Łukasz Dvořák Nguyễn prints as it is written.
type Canvas struct {
	pdf   *fpdf.Fpdf
	font  Font // the font fpdf has selected; zero before the first
	pages []Page
	// added are the styles registered with fpdf: each on its first use,
	// as fpdf embeds every font registered, used or not.
	added map[string]bool
}

// NewCanvas starts a document with no page.
func NewCanvas(meta Metadata) *Canvas {
	pdf := fpdf.New("P", "mm", "Letter", "")
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.SetCatalogSort(true) // resources in a fixed order: equal input, equal bytes
	pdf.SetCreationDate(meta.Date)
	pdf.SetModificationDate(meta.Date)
	pdf.SetTitle(meta.Title, true)
	pdf.SetAuthor(meta.Author, true)
	pdf.SetSubject(meta.Subject, true)
	if meta.Language != "" {
		pdf.SetLang(meta.Language)
	}
	return &Canvas{pdf: pdf, added: map[string]bool{}}
}

// AddPage starts a new page; drawing goes to it.
func (c *Canvas) AddPage() {
	c.pdf.AddPage()
	w, h := c.pdf.GetPageSize()
	c.pages = append(c.pages, Page{Width: w, Height: h})
}

// PageSize is the page's width and height in mm.
func (c *Canvas) PageSize() (width, height float64) { return c.pdf.GetPageSize() }

// Pages are the pages drawn so far.
func (c *Canvas) Pages() []Page { return c.pages }

func (c *Canvas) record(m Mark) {
	page := &c.pages[len(c.pages)-1]
	page.Marks = append(page.Marks, m)
}

// useFont selects font in fpdf unless it already is: every selection is
// written into the page, and text is measured far more often than drawn.
func (c *Canvas) useFont(font Font) {
	if font != c.font {
		style := font.style()
		if !c.added[style] {
			c.pdf.AddUTF8FontFromBytes(fontFamily, style, map[string][]byte{"": fontRegular, "B": fontBold, "I": fontOblique}[style])
			c.added[style] = true
		}
		c.pdf.SetFont(fontFamily, style, font.Size)
		c.font = font
	}
}

// printable is s as it is printed: control characters (a description's
// line breaks) become spaces, and what is not UTF-8 the replacement
// character.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, "\ufffd"))
}

// Width is the width of s in font, in mm.
func (c *Canvas) Width(font Font, s string) float64 {
	c.useFont(font)
	return c.pdf.GetStringWidth(printable(s))
}

// Text writes s with its left end at x on the baseline y.
func (c *Canvas) Text(x, baseline float64, font Font, color Color, s string) {
	if s == "" {
		return
	}
	text := printable(s)
	c.useFont(font)
	c.pdf.SetTextColor(int(color.R), int(color.G), int(color.B))
	c.pdf.Text(x, baseline, text)
	c.record(Mark{Kind: MarkText, X: x, Y: baseline, W: c.pdf.GetStringWidth(text), Color: color, Font: font, Text: s})
}

// TextRight writes s with its right end at right, for amounts in a column.
func (c *Canvas) TextRight(right, baseline float64, font Font, color Color, s string) {
	c.Text(right-c.Width(font, s), baseline, font, color, s)
}

// FillRect fills a rectangle whose top-left corner is x, y.
func (c *Canvas) FillRect(x, y, w, h float64, color Color) {
	c.pdf.SetFillColor(int(color.R), int(color.G), int(color.B))
	c.pdf.Rect(x, y, w, h, "F")
	c.record(Mark{Kind: MarkRect, X: x, Y: y, W: w, H: h, Color: color})
}

// Line draws a straight line thickness mm wide.
func (c *Canvas) Line(x1, y1, x2, y2, thickness float64, color Color) {
	c.pdf.SetDrawColor(int(color.R), int(color.G), int(color.B))
	c.pdf.SetLineWidth(thickness)
	c.pdf.Line(x1, y1, x2, y2)
	c.record(Mark{Kind: MarkLine, X: x1, Y: y1, X2: x2, Y2: y2, Thickness: thickness, Color: color})
}

// Image draws img scaled into the rectangle whose top-left corner is x, y
// (a signature). fpdf embeds it as a PNG, once per name in a document; a
// fully opaque image is embedded without an alpha mask. An error (an image
// fpdf cannot read) is reported by PDF.
func (c *Canvas) Image(name string, img image.Image, x, y, w, h float64) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		c.pdf.SetError(fmt.Errorf("documents: encode image %s: %w", name, err))
		return
	}
	options := fpdf.ImageOptions{ImageType: "PNG"}
	c.pdf.RegisterImageOptionsReader(name, options, &buf)
	c.pdf.ImageOptions(name, x, y, w, h, false, options, 0, "")
	c.record(Mark{Kind: MarkImage, X: x, Y: y, W: w, H: h, Image: img})
}

// ellipsis ends a text cut short.
const ellipsis = "…"

// Truncate shortens s to fit width, ending it with an ellipsis when cut,
// for a one-line field (a name, an address) that must not run over.
func (c *Canvas) Truncate(font Font, s string, width float64) string {
	if c.Width(font, s) <= width {
		return s
	}
	head := c.prefixWithin(font, s, width-c.Width(font, ellipsis))
	return strings.TrimRight(head, " ") + ellipsis
}

// prefixWithin is the longest start of s that fits width, maybe empty.
func (c *Canvas) prefixWithin(font Font, s string, width float64) string {
	c.useFont(font)
	total := 0.0
	for end, r := range s {
		total += c.pdf.GetStringWidth(printable(string(r)))
		if total > width {
			return s[:end]
		}
	}
	return s
}

// breaksLine reports whether a line may break at r: at a space, but not at
// a no-break one (French writes 50 Go and 12,34 $ with them).
func breaksLine(r rune) bool {
	switch r {
	case '\u00a0', '\u202f', '\u2007', '\u2060':
		return false
	}
	return unicode.IsSpace(r) || unicode.IsControl(r)
}

// Wrap breaks s into lines that fit width: at spaces, and inside a word
// too long for a line. At most maxLines lines are kept, the last ending
// with an ellipsis when text was left out.
func (c *Canvas) Wrap(font Font, s string, width float64, maxLines int) []string {
	var lines []string
	line := ""
	for _, word := range strings.FieldsFunc(s, breaksLine) {
		if len(lines) > maxLines {
			break
		}
		candidate := word
		if line != "" {
			candidate = line + " " + word
		}
		if c.Width(font, candidate) <= width {
			line = candidate
			continue
		}
		if line != "" {
			lines = append(lines, line)
		}
		line = word
		for len(lines) <= maxLines && c.Width(font, line) > width {
			head := c.prefixWithin(font, line, width)
			if head == "" { // a column narrower than one character
				_, size := utf8.DecodeRuneInString(line)
				head = line[:size]
			}
			lines = append(lines, head)
			line = line[len(head):]
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	if len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] = c.Truncate(font, lines[maxLines-1]+" "+ellipsis, width)
	}
	return lines
}

// PDF writes the document.
func (c *Canvas) PDF() ([]byte, error) {
	var buf bytes.Buffer
	if err := c.pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("documents: write PDF: %w", err)
	}
	return buf.Bytes(), nil
}
