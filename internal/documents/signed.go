package documents

import (
	"fmt"
	"image"
	"strconv"
	"strings"
	"time"

	"myaccount/internal/contracts"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// SignedPDF prints a signed contract or agreement in the reader's language:
// the provider's band, the title and version, the full text flowing over
// as many pages as it takes, the subscriber's block (name, company,
// address, account, the chosen term and its fee when Term > 0, the
// signature and the date), and a last page recording the signing (login,
// account, time in the provider's zone and in UTC, IP address, kind,
// version and the ContentHash). Equal input gives equal bytes.
func (p Printer) SignedPDF(s Signed, lang i18n.Lang) ([]byte, error) {
	c, err := p.drawSigned(s, lang)
	if err != nil {
		return nil, err
	}
	return c.PDF()
}

// SignedThumbnail is the preview of the signed document's first page as a
// PNG, for the documents list.
func (p Printer) SignedThumbnail(s Signed, lang i18n.Lang) ([]byte, error) {
	c, err := p.drawSigned(s, lang)
	if err != nil {
		return nil, err
	}
	return c.Thumbnail()
}

// The signed document's layout, in mm on a Letter page, beside the
// invoice's margin, band and footer.
const (
	signedFirstTop   = 33.0  // the title's first line box on page 1
	signedBodyTop    = 34.0  // where the text resumes on the pages after
	signedBodyBottom = 252.0 // lines stop above the footer
	bodyLineHeight   = 4.3
	titleLineHeight  = 6.6
	headingHeight    = 5.4
	headingSpace     = 3.2 // above a heading
	paragraphSpace   = 1.8 // below a paragraph or a list's item
	itemIndent       = 5.0 // an item's text right of its bullet
	fieldLabelWidth  = 44.0
	fieldLineHeight  = 4.6
	maxFieldLines    = 3
	signatureBoxW    = 80.0 // the pad's 2:1 proportions
	signatureBoxH    = 40.0
	auditLabelWidth  = 50.0 // leaves the hash, one unbroken run, 130 mm
)

// The signed document's fonts besides the invoice's.
var (
	titleFont   = Font{Size: 14, Bold: true}
	bodyFont    = Font{Size: 9}
	sectionFont = Font{Size: 10, Bold: true}
	// hashFont prints a document's SHA-256 (64 hex digits) on one line of
	// the audit page's value column.
	hashFont = Font{Size: 8}
)

// bullet starts an item.
const bullet = "•"

// signedDrawing lays the document out into pages of drawing steps first,
// so the number of pages is known when each footer is drawn.
type signedDrawing struct {
	c         *Canvas
	p         Printer
	s         Signed
	lang      i18n.Lang
	brand     Color
	onBrand   Color
	pageWidth float64
	signature *image.RGBA
	pages     [][]func()
	y         float64 // the top of the next line on the last page
	top       bool    // nothing is placed on the last page yet
}

func (p Printer) drawSigned(s Signed, lang i18n.Lang) (*Canvas, error) {
	if s.Kind != portal.DocContract && s.Kind != portal.DocAgreement {
		return nil, fmt.Errorf("documents: a signed document of kind %q", s.Kind)
	}
	if s.Fill.Term < 0 || s.Fill.Term > 2 {
		return nil, fmt.Errorf("documents: contract term %d (0, 1 or 2)", s.Fill.Term)
	}
	signature, err := decodeSignature(s.Signature)
	if err != nil {
		return nil, err
	}
	brand, ok := ParseColor(p.Branding.PrimaryColor)
	if !ok {
		brand, _ = ParseColor(portal.DemoBranding.PrimaryColor)
	}
	onBrand := white
	if brand.IsLight() {
		onBrand = ink
	}
	c := NewCanvas(Metadata{
		Title:  s.Text.Title,
		Author: p.Branding.ProviderName,
		Subject: lang.T(portal.MsgDocSignedSubject, "title", s.Text.Title, "version", s.Text.Version,
			"account", strconv.FormatInt(s.Fill.Account, 10)),
		Language: lang.Tag(),
		Date:     s.SignedAt.In(p.location()),
	})
	width, _ := c.PageSize()
	d := &signedDrawing{c: c, p: p, s: s, lang: lang, brand: brand, onBrand: onBrand, pageWidth: width, signature: signature}
	d.layout()
	for i, steps := range d.pages {
		c.AddPage()
		d.band()
		for _, step := range steps {
			step()
		}
		d.footer(i+1, len(d.pages))
	}
	return c, nil
}

func (d *signedDrawing) right() float64 { return d.pageWidth - margin }

func (d *signedDrawing) brandText() Color {
	if d.brand.IsLight() {
		return ink
	}
	return d.brand
}

// kindTitle names the kind of document in the band and on the audit page.
func (d *signedDrawing) kindTitle() string {
	if d.s.Kind == portal.DocAgreement {
		return d.lang.T(portal.MsgDocTitleAgreement)
	}
	return d.lang.T(portal.MsgDocTitleContract)
}

// newPage starts a page of the layout, text starting at top.
func (d *signedDrawing) newPage(top float64) {
	d.pages = append(d.pages, nil)
	d.y, d.top = top, true
}

// keep starts a new page unless height more fits on this one; a page that
// holds nothing yet takes it whatever its height.
func (d *signedDrawing) keep(height float64) {
	if d.y+height > signedBodyBottom && !d.top {
		d.newPage(signedBodyTop)
	}
}

// step adds a drawing step to the last page.
func (d *signedDrawing) step(f func()) {
	d.pages[len(d.pages)-1] = append(d.pages[len(d.pages)-1], f)
	d.top = false
}

// baseline is where a line of font sits in a box lineHeight high whose
// top is top: the font's height centred, less its descent.
func baseline(top, lineHeight float64, font Font) float64 {
	return top + lineHeight - (lineHeight-font.Height())/2 - font.Height()*0.22
}

// line places one line of text in a box lineHeight high at the cursor,
// and moves the cursor below it.
func (d *signedDrawing) line(x float64, font Font, color Color, text string, lineHeight float64) {
	d.keep(lineHeight)
	base := baseline(d.y, lineHeight, font)
	d.step(func() { d.c.Text(x, base, font, color, text) })
	d.y += lineHeight
}

// lines wraps text to width and places its lines; a paragraph may go on
// over the page break, line by line.
func (d *signedDrawing) lines(x, width float64, font Font, color Color, text string, lineHeight float64) {
	for _, l := range d.c.Wrap(font, text, width, 1<<20) {
		d.line(x, font, color, l, lineHeight)
	}
}

// space moves the cursor down, but not at the top of a page.
func (d *signedDrawing) space(h float64) {
	if !d.top {
		d.y += h
	}
}

func (d *signedDrawing) layout() {
	width := d.right() - margin
	d.newPage(signedFirstTop)
	d.lines(margin, width, titleFont, ink, d.s.Text.Title, titleLineHeight)
	if d.s.Text.Version != "" {
		d.line(margin, labelFont, bodyGrey, d.lang.T(portal.MsgContractVersion, "version", d.s.Text.Version), fieldLineHeight)
	}
	d.y += 3

	blocks := d.s.Text.Blocks
	for i, b := range blocks {
		switch b.Kind {
		case "heading":
			d.space(headingSpace)
			heading := d.c.Wrap(sectionFont, b.Text, width, 1<<20)
			// A heading is kept with the first line after it.
			d.keep(float64(len(heading))*headingHeight + bodyLineHeight)
			for _, l := range heading {
				d.line(margin, sectionFont, d.brandText(), l, headingHeight)
			}
		case "item":
			text := d.c.Wrap(bodyFont, b.Text, width-itemIndent, 1<<20)
			for j, l := range text {
				if j == 0 {
					d.keep(bodyLineHeight)
					base := baseline(d.y, bodyLineHeight, bodyFont)
					d.step(func() { d.c.Text(margin+1.5, base, bodyFont, bodyGrey, bullet) })
				}
				d.line(margin+itemIndent, bodyFont, bodyGrey, l, bodyLineHeight)
			}
			if i+1 < len(blocks) && blocks[i+1].Kind != "item" {
				d.space(paragraphSpace)
			}
		default:
			d.lines(margin, width, bodyFont, bodyGrey, b.Text, bodyLineHeight)
			d.space(paragraphSpace)
		}
	}
	d.subscriberBlock()
	d.auditPage()
}

// field is a label and its value's wrapped lines.
type field struct {
	label string
	value []string
	font  Font // the value's; valueFont when zero
}

func (d *signedDrawing) field(label portal.MsgKey, value string, valueWidth float64) field {
	lines := d.c.Wrap(valueFont, value, valueWidth, maxFieldLines)
	if len(lines) == 0 {
		lines = []string{""}
	}
	return field{label: d.lang.T(label), value: lines}
}

// fields places label and value rows; the label column is labelWidth wide.
func (d *signedDrawing) fields(rows []field, labelWidth float64) {
	for _, row := range rows {
		label := d.c.Truncate(labelFont, row.label, labelWidth-3)
		d.keep(float64(len(row.value)) * fieldLineHeight)
		for i, v := range row.value {
			if i == 0 {
				base := baseline(d.y, fieldLineHeight, labelFont)
				d.step(func() { d.c.Text(margin, base, labelFont, bodyGrey, label) })
			}
			font := row.font
			if font == (Font{}) {
				font = valueFont
			}
			d.line(margin+labelWidth, font, ink, v, fieldLineHeight)
		}
		d.y += 0.8
	}
}

// subscriberBlock is what the subscriber signed as: their details, the
// term chosen, the signature and the date, kept together on one page.
func (d *signedDrawing) subscriberBlock() {
	f := d.s.Fill
	valueWidth := d.right() - margin - fieldLabelWidth
	rows := []field{d.field(portal.MsgDocSignedName, f.Name, valueWidth)}
	if f.Company != "" {
		rows = append(rows, d.field(portal.MsgDocSignedCompany, f.Company, valueWidth))
	}
	if f.Address != "" {
		rows = append(rows, d.field(portal.MsgDocSignedAddress, f.Address, valueWidth))
	}
	rows = append(rows, d.field(portal.MsgDocSignedAccount, strconv.FormatInt(f.Account, 10), valueWidth))
	if len(f.Packages) > 0 {
		rows = append(rows, d.field(portal.MsgDocSignedPackages, strings.Join(f.Packages, ", "), valueWidth))
	}
	switch f.Term {
	case 1:
		rows = append(rows, d.field(portal.MsgDocSignedTerm, d.lang.T(portal.MsgDocSignedTermTwoYear), valueWidth),
			d.field(portal.MsgDocSignedInstallFee, Amount(d.lang, 0), valueWidth))
	case 2:
		rows = append(rows, d.field(portal.MsgDocSignedTerm, d.lang.T(portal.MsgDocSignedTermMonthly), valueWidth),
			d.field(portal.MsgDocSignedInstallFee, Amount(d.lang, contracts.TermFeeCents), valueWidth))
	}
	height := headingHeight + 2
	for _, r := range rows {
		height += float64(len(r.value))*fieldLineHeight + 0.8
	}
	height += 3 + fieldLineHeight + signatureBoxH + 2 + fieldLineHeight
	d.space(headingSpace * 2)
	d.keep(height)

	d.line(margin, sectionFont, d.brandText(), d.lang.T(portal.MsgDocSignedSubscriber), headingHeight)
	rule := d.y + 0.5
	d.step(func() { d.c.Line(margin, rule, d.right(), rule, 0.3, d.brand) })
	d.y += 2
	d.fields(rows, fieldLabelWidth)

	d.y += 3
	d.line(margin, labelFont, bodyGrey, d.lang.T(portal.MsgDocSignedSignature), fieldLineHeight)
	d.signatureBox(margin, d.y)
	d.y += signatureBoxH + 2
	at := d.s.SignedAt.In(d.p.location())
	d.line(margin, labelFont, ink, d.lang.T(portal.MsgDocSignedOn, "date", Date(d.lang, at), "time", clock(d.lang, at)), fieldLineHeight)
}

// signatureBox frames the signature and draws it centred, scaled to fit
// the box in its own proportions.
func (d *signedDrawing) signatureBox(x, y float64) {
	img := d.signature
	iw, ih := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	scale := min(signatureBoxW/iw, signatureBoxH/ih)
	w, h := iw*scale, ih*scale
	d.step(func() {
		d.c.Image("signature", img, x+(signatureBoxW-w)/2, y+(signatureBoxH-h)/2, w, h)
		right, bottom := x+signatureBoxW, y+signatureBoxH
		for _, l := range [][4]float64{{x, y, right, y}, {right, y, right, bottom}, {right, bottom, x, bottom}, {x, bottom, x, y}} {
			d.c.Line(l[0], l[1], l[2], l[3], 0.2, ruleGrey)
		}
	})
}

// clock writes a time of day as each language does: 14:05 MST, 14 h 05 HNR
// (fr-CA: no leading zero on the hour, « 9 h 02 », the time on one line, and
// the zone as French writes it).
func clock(lang i18n.Lang, t time.Time) string {
	if lang == i18n.French {
		zone, _ := t.Zone()
		return fmt.Sprintf("%d\u00a0h\u00a0%02d %s", t.Hour(), t.Minute(), lang.Zone(zone))
	}
	return t.Format("15:04 MST")
}

// auditPage is the record of the signing, on its own last page: who, when
// (in the provider's zone and in UTC), from where, and the fingerprint of
// what was signed.
func (d *signedDrawing) auditPage() {
	d.newPage(signedFirstTop)
	width := d.right() - margin
	d.lines(margin, width, titleFont, ink, d.lang.T(portal.MsgDocAuditTitle), titleLineHeight)
	d.lines(margin, width, bodyFont, bodyGrey, d.lang.T(portal.MsgDocAuditIntro), bodyLineHeight)
	d.y += 2
	rule := d.y
	d.step(func() { d.c.Line(margin, rule, d.right(), rule, 0.3, d.brand) })
	d.y += 2

	s := d.s
	at := s.SignedAt.In(d.p.location())
	valueWidth := width - auditLabelWidth
	zone := d.lang.Zone(at.Format("MST"))
	rows := []field{
		d.field(portal.MsgDocAuditDocument, d.kindTitle()+" — "+s.Text.Title, valueWidth),
		d.field(portal.MsgDocAuditVersion, s.Text.Version, valueWidth),
		d.field(portal.MsgDocSignedName, s.Fill.Name, valueWidth),
	}
	if s.Fill.Company != "" {
		rows = append(rows, d.field(portal.MsgDocSignedCompany, s.Fill.Company, valueWidth))
	}
	rows = append(rows,
		d.field(portal.MsgDocAuditLogin, s.Login, valueWidth),
		d.field(portal.MsgDocAuditAccount, strconv.FormatInt(s.Fill.Account, 10), valueWidth),
		field{label: d.lang.T(portal.MsgDocAuditLocalTime, "zone", zone),
			value: []string{Date(d.lang, at) + ", " + at.Format("15:04:05") + " " + zone}},
		d.field(portal.MsgDocAuditUTCTime, s.SignedAt.UTC().Format("2006-01-02 15:04:05")+" UTC", valueWidth),
		d.field(portal.MsgDocAuditIP, s.ClientIP, valueWidth),
		// The hash is one unbroken run: it fits the column in hashFont.
		field{label: d.lang.T(portal.MsgDocAuditHash), value: []string{ContentHash(s)}, font: hashFont},
	)
	d.fields(rows, auditLabelWidth)
	d.y += 3
	d.lines(margin, width, smallFont, bodyGrey, d.lang.T(portal.MsgDocAuditHashNote), 3.8)
}

// band is the header every page repeats: the provider's name on the brand
// colour and the kind of document.
func (d *signedDrawing) band() {
	d.c.FillRect(0, 0, d.pageWidth, bandHeight, d.brand)
	title := d.kindTitle()
	titleWidth := d.c.Width(bandFont, title)
	d.c.TextRight(d.right(), 16, bandFont, d.onBrand, title)
	name := d.c.Truncate(bandFont, d.p.Branding.ProviderName, d.right()-margin-titleWidth-8)
	d.c.Text(margin, 16, bandFont, d.onBrand, name)
}

// footer names the document and its version on every page, with the
// page's number, so a printed page can be placed.
func (d *signedDrawing) footer(page, pages int) {
	d.c.Line(margin, footerRule, d.right(), footerRule, 0.3, ruleGrey)
	base := footerRule + 5.5
	pageText := d.lang.T(portal.MsgDocPage, "page", page, "pages", pages)
	d.c.TextRight(d.right(), base, smallFont, bodyGrey, pageText)
	name := d.s.Text.Title
	if d.s.Text.Version != "" {
		name += " · " + d.lang.T(portal.MsgContractVersion, "version", d.s.Text.Version)
	}
	width := d.right() - margin - d.c.Width(smallFont, pageText) - 8
	d.c.Text(margin, base, smallFont, bodyGrey, d.c.Truncate(smallFont, name, width))
}
