package documents

import (
	"strconv"
	"strings"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// Printer prints the provider's documents.
type Printer struct {
	// Branding names the provider on every page; its PrimaryColor fills the
	// header band (the demo colour when it is not #rrggbb).
	Branding portal.Branding
	// PortalURL is where the subscriber pays online, printed in the footer.
	PortalURL string
	// Location is the provider's time zone, in which dates are printed; nil
	// prints them in UTC.
	Location *time.Location
}

// InvoicePDF prints an invoice in the reader's language (ACCT-038,
// ACCT-039: amounts in dollars, a credit marked CR).
func (p Printer) InvoicePDF(inv portal.Invoice, lang i18n.Lang) ([]byte, error) {
	return p.drawInvoice(inv, lang).PDF()
}

// InvoiceThumbnail is the preview of the invoice's first page as a PNG
// (ACCT-031): the documents table shows it beside the invoice's date.
func (p Printer) InvoiceThumbnail(inv portal.Invoice, lang i18n.Lang) ([]byte, error) {
	return p.drawInvoice(inv, lang).Thumbnail()
}

func (p Printer) location() *time.Location {
	if p.Location == nil {
		return time.UTC
	}
	return p.Location
}

// The invoice's layout, in mm on a Letter page (215.9 × 279.4).
const (
	margin          = 18.0
	bandHeight      = 26.0
	infoColumn      = 118.0 // where the invoice's details and the summary box start
	firstTableTop   = 106.0 // the detail table's heading on page 1
	laterTableTop   = 34.0  // and on the pages after
	tableBottom     = 252.0 // rows stop above the footer
	footerRule      = 259.0
	tableHeadTop    = 4.0 // from the table's title baseline to its column heads
	tableHeadHeight = 7.0
	cellPadding     = 2.0 // between the table's edges and its text
	dateColumn      = margin + cellPadding
	descColumn      = 56.0
	descWidth       = 102.0
	rowPadding      = 1.6 // above and below a row's lines
	rowBaseline     = rowPadding + 3.2
	rowLineHeight   = 4.2
	maxDescLines    = 6 // a longer description is cut with an ellipsis
)

// The invoice's colours besides the brand's: dark for headings and
// figures, grey for body text and rules.
var (
	ink      = Color{0x1f, 0x29, 0x33}
	bodyGrey = Color{0x52, 0x60, 0x6d}
	ruleGrey = Color{0xcb, 0xd2, 0xd9}
	headFill = Color{0xee, 0xf0, 0xf3}
)

// The invoice's fonts.
var (
	bandFont    = Font{Size: 16, Bold: true}
	headingFont = Font{Size: 11, Bold: true}
	labelFont   = Font{Size: 9}
	valueFont   = Font{Size: 9, Bold: true}
	nameFont    = Font{Size: 10, Bold: true}
	headFont    = Font{Size: 8.5, Bold: true}
	rowFont     = Font{Size: 9}
	totalFont   = Font{Size: 11, Bold: true}
	smallFont   = Font{Size: 8}
)

// invoiceRow is one line of the detail table, measured before drawing so
// that the pages (and "page x of y") are known first.
type invoiceRow struct {
	date, amount string
	description  []string
	height       float64
}

// invoiceDrawing is one invoice being drawn in one language.
type invoiceDrawing struct {
	c     *Canvas
	p     Printer
	inv   portal.Invoice
	lang  i18n.Lang
	brand Color
	// onBrand is the band's text colour: white, or ink on a light brand.
	onBrand   Color
	pageWidth float64
}

func (p Printer) drawInvoice(inv portal.Invoice, lang i18n.Lang) *Canvas {
	brand, ok := ParseColor(p.Branding.PrimaryColor)
	if !ok {
		brand, _ = ParseColor(portal.DemoBranding.PrimaryColor)
	}
	onBrand := white
	if brand.IsLight() {
		onBrand = ink
	}
	c := NewCanvas(Metadata{
		Title:  lang.Render(Title(portal.Document{Kind: portal.DocInvoice, Period: inv.Period})),
		Author: p.Branding.ProviderName,
		Subject: lang.T(portal.MsgDocInvoiceSubject,
			"number", inv.Number(), "account", accountNumber(inv), "month", inv.Period),
		Language: lang.Tag(),
		Date:     inv.IssuedAt.In(p.location()),
	})
	width, _ := c.PageSize()
	d := invoiceDrawing{c: c, p: p, inv: inv, lang: lang, brand: brand, onBrand: onBrand, pageWidth: width}
	d.draw()
	return c
}

// accountNumber is the number of the account billed.
func accountNumber(inv portal.Invoice) string {
	return strconv.FormatInt(inv.AccountID, 10)
}

func (d *invoiceDrawing) right() float64 { return d.pageWidth - margin }

func (d *invoiceDrawing) draw() {
	rows := d.rows()
	pages := paginate(rows)
	for i, pageRows := range pages {
		d.c.AddPage()
		d.band()
		top, title := laterTableTop, d.lang.T(portal.MsgDocInvoiceContinued, "number", d.inv.Number())
		if i == 0 {
			d.firstPageHead()
			top, title = firstTableTop, d.lang.T(portal.MsgDocInvoiceDetails)
		}
		d.c.Text(margin, top, headingFont, ink, title)
		d.table(top, pageRows, len(rows) == 0)
		d.footer(i+1, len(pages))
	}
}

// rows measures the detail table's rows.
func (d *invoiceDrawing) rows() []invoiceRow {
	rows := make([]invoiceRow, 0, len(d.inv.Lines))
	for _, line := range d.inv.Lines {
		desc := d.c.Wrap(rowFont, d.lang.Render(line.Description), descWidth, maxDescLines)
		if len(desc) == 0 {
			desc = []string{""}
		}
		rows = append(rows, invoiceRow{
			date:        d.c.Truncate(rowFont, Date(d.lang, line.At.In(d.p.location())), descColumn-dateColumn-2),
			amount:      Amount(d.lang, line.AmountCents),
			description: desc,
			height:      2*rowPadding + float64(len(desc))*rowLineHeight,
		})
	}
	return rows
}

// paginate splits the rows over pages: page 1 holds the account's details
// above its table, the pages after only the table. An invoice without
// lines is one page.
func paginate(rows []invoiceRow) [][]invoiceRow {
	pages := [][]invoiceRow{nil}
	y := firstTableTop + tableHeadTop + tableHeadHeight
	for _, row := range rows {
		if y+row.height > tableBottom && len(pages[len(pages)-1]) > 0 {
			pages = append(pages, nil)
			y = laterTableTop + tableHeadTop + tableHeadHeight
		}
		pages[len(pages)-1] = append(pages[len(pages)-1], row)
		y += row.height
	}
	return pages
}

// band is the header every page repeats: the provider's name on the brand
// colour, and the document's title.
func (d *invoiceDrawing) band() {
	d.c.FillRect(0, 0, d.pageWidth, bandHeight, d.brand)
	title := d.lang.T(portal.MsgDocInvoiceTitle)
	titleWidth := d.c.Width(bandFont, title)
	d.c.TextRight(d.right(), 16, bandFont, d.onBrand, title)
	name := d.c.Truncate(bandFont, d.p.Branding.ProviderName, d.right()-margin-titleWidth-8)
	d.c.Text(margin, 16, bandFont, d.onBrand, name)
}

// firstPageHead draws what only page 1 shows: the provider's contacts, the
// invoice's details, the billed account and the summary.
func (d *invoiceDrawing) firstPageHead() {
	b := d.p.Branding
	contactWidth := infoColumn - margin - 6
	y := 34.0
	for _, line := range []string{
		b.Address,
		phrase(d.lang, portal.MsgDocPhone, "phone", b.SupportPhone),
		phrase(d.lang, portal.MsgDocEmail, "email", b.Email),
	} {
		if line != "" {
			d.c.Text(margin, y, labelFont, bodyGrey, d.c.Truncate(labelFont, line, contactWidth))
			y += 4.5
		}
	}

	loc := d.p.location()
	y = 34.0
	for _, detail := range []struct {
		label portal.MsgKey
		value string
	}{
		{portal.MsgDocInvoiceNumber, d.inv.Number()},
		{portal.MsgDocInvoiceAccount, accountNumber(d.inv)},
		{portal.MsgDocInvoiceIssued, Date(d.lang, d.inv.IssuedAt.In(loc))},
		{portal.MsgDocInvoiceDue, Date(d.lang, d.inv.DueAt.In(loc))},
		{portal.MsgDocInvoicePeriod, d.lang.Month(d.inv.Period)},
	} {
		d.c.Text(infoColumn, y, labelFont, bodyGrey, d.lang.T(detail.label))
		d.c.TextRight(d.right(), y, valueFont, ink, detail.value)
		y += 4.8
	}

	d.billTo()
	d.summary()
}

// phrase renders a contact line, or nothing when the value is not set.
func phrase(lang i18n.Lang, key portal.MsgKey, name, value string) string {
	if value == "" {
		return ""
	}
	return lang.T(key, name, value)
}

func (d *invoiceDrawing) billTo() {
	a := d.inv.Account
	width := infoColumn - margin - 6
	y := 64.0
	d.c.Text(margin, y, valueFont, d.brandText(), d.lang.T(portal.MsgDocInvoiceBillTo))
	y += 5.5
	d.c.Text(margin, y, nameFont, ink, d.c.Truncate(nameFont, a.Name, width))
	// Canada Post's last line: city, province, postal code (issue 28: the province was missing).
	cityLine := strings.Join(strings.Fields(a.City+" "+d.inv.Province), " ")
	for _, line := range []string{a.Name2, a.Address, strings.TrimSpace(cityLine + "  " + a.PostalCode)} {
		if line != "" {
			y += 4.5
			d.c.Text(margin, y, labelFont, bodyGrey, d.c.Truncate(labelFont, line, width))
		}
	}
}

// brandText is the brand colour for text on white, or ink when the brand
// is too light to read there.
func (d *invoiceDrawing) brandText() Color {
	if d.brand.IsLight() {
		return ink
	}
	return d.brand
}

// summary is the box of the amounts: previous balance, payments and
// credits, new charges and the total due; a credit total gets a note.
func (d *invoiceDrawing) summary() {
	const top, bottom, pad = 59.0, 94.0, 3.0
	left, right := infoColumn, d.right()
	d.c.FillRect(left, top, right-left, bottom-top, d.brand.Mix(white, 0.9))
	d.c.Text(left+pad, top+6, valueFont, d.brandText(), d.lang.T(portal.MsgDocInvoiceSummary))
	y := top + 12
	for _, figure := range []struct {
		label portal.MsgKey
		cents int64
	}{
		{portal.MsgDocInvoicePrevious, d.inv.PreviousCents},
		{portal.MsgDocInvoicePayments, d.inv.PaymentsCents()},
		{portal.MsgDocInvoiceCharges, d.inv.ChargesCents()},
	} {
		d.c.Text(left+pad, y, labelFont, bodyGrey, d.lang.T(figure.label))
		d.c.TextRight(right-pad, y, labelFont, ink, Amount(d.lang, figure.cents))
		y += 5
	}
	d.c.Line(left+pad, y-1.5, right-pad, y-1.5, 0.3, d.brand)
	y += 5
	d.c.Text(left+pad, y, totalFont, ink, d.lang.T(portal.MsgDocInvoiceTotal))
	d.c.TextRight(right-pad, y, totalFont, ink, Amount(d.lang, d.inv.TotalCents))
	if d.inv.TotalCents < 0 {
		y = bottom + 4.5
		for _, line := range d.c.Wrap(smallFont, d.lang.T(portal.MsgDocInvoiceCreditNote), right-left, 2) {
			d.c.Text(left, y, smallFont, bodyGrey, line)
			y += 3.8
		}
	}
}

// table draws the detail table's column heads and rows below its title's
// baseline top; empty says the invoice has no lines at all.
func (d *invoiceDrawing) table(top float64, rows []invoiceRow, empty bool) {
	headTop := top + tableHeadTop
	d.c.FillRect(margin, headTop, d.right()-margin, tableHeadHeight, headFill)
	base := headTop + 4.8
	d.c.Text(dateColumn, base, headFont, ink, d.lang.T(portal.MsgDocInvoiceDate))
	d.c.Text(descColumn, base, headFont, ink, d.lang.T(portal.MsgDocInvoiceDescription))
	amountRight := d.right() - cellPadding
	d.c.TextRight(amountRight, base, headFont, ink, d.lang.T(portal.MsgDocInvoiceAmount))

	y := headTop + tableHeadHeight
	if empty {
		d.c.Text(dateColumn, y+rowBaseline, Font{Size: 9, Italic: true}, bodyGrey, d.lang.T(portal.MsgDocInvoiceNoLines))
		return
	}
	for _, row := range rows {
		base := y + rowBaseline
		d.c.Text(dateColumn, base, rowFont, bodyGrey, row.date)
		for i, line := range row.description {
			d.c.Text(descColumn, base+float64(i)*rowLineHeight, rowFont, bodyGrey, line)
		}
		d.c.TextRight(amountRight, base, rowFont, ink, row.amount)
		y += row.height
		d.c.Line(margin, y, d.right(), y, 0.15, ruleGrey)
	}
}

// footer tells where to pay online and the page's number.
func (d *invoiceDrawing) footer(page, pages int) {
	d.c.Line(margin, footerRule, d.right(), footerRule, 0.3, ruleGrey)
	base := footerRule + 5.5
	pageText := d.lang.T(portal.MsgDocPage, "page", page, "pages", pages)
	d.c.TextRight(d.right(), base, smallFont, bodyGrey, pageText)
	if d.p.PortalURL != "" {
		width := d.right() - margin - d.c.Width(smallFont, pageText) - 8
		pay := d.lang.T(portal.MsgDocInvoicePayOnline, "url", d.p.PortalURL)
		d.c.Text(margin, base, smallFont, bodyGrey, d.c.Truncate(smallFont, pay, width))
	}
}
