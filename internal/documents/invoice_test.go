package documents

import (
	"bytes"
	"fmt"
	"image"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// The provider's zone as a fixed offset, so the tests need no tz database.
var mountain = time.FixedZone("MST", -7*3600)

var testPrinter = Printer{
	Branding:  portal.DemoBranding,
	PortalURL: "https://myaccount.example.com/ui",
	Location:  mountain,
}

// testInvoice is November 2026's invoice of account 1001 with n lines: the
// October payment, then charges; TotalCents adds them to PreviousCents.
func testInvoice(n int) portal.Invoice {
	inv := portal.Invoice{
		ID:        77,
		AccountID: 1001,
		Period:    portal.Month{Year: 2026, Month: time.November},
		IssuedAt:  time.Date(2026, time.November, 1, 6, 0, 0, 0, mountain),
		DueAt:     time.Date(2026, time.November, 21, 0, 0, 0, 0, mountain),
		Account: portal.Account{ID: 1001, Name: "Marie-Ève Tremblay", Name2: "Ferme Tremblay",
			Address: "4821 Gaetz Avenue", City: "Red Deer", PostalCode: "T4N 3Z9"},
		Province:      "AB",
		PreviousCents: 8995,
	}
	for i := range n {
		line := portal.LedgerEntry{ID: int64(i + 1), AccountID: 1001, Kind: portal.LedgerCharge,
			Description: portal.Literal(fmt.Sprintf("Charge number %02d", i+1)),
			AmountCents: int64(1000 + i), At: time.Date(2026, time.October, 2+i%28, 12, 0, 0, 0, mountain)}
		if i == 0 {
			line.Kind, line.Description, line.AmountCents = portal.LedgerPayment, portal.Literal("Payment, thank you"), -8995
		}
		inv.Lines = append(inv.Lines, line)
	}
	inv.TotalCents = inv.PreviousCents + inv.ChargesCents() + inv.PaymentsCents()
	return inv
}

// withTotal makes the invoice's total cents by its previous balance.
func withTotal(inv portal.Invoice, cents int64) portal.Invoice {
	inv.PreviousCents += cents - inv.TotalCents
	inv.TotalCents = cents
	return inv
}

func invoiceText(t *testing.T, inv portal.Invoice, lang i18n.Lang) []string {
	t.Helper()
	pdf, err := testPrinter.InvoicePDF(inv, lang)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", pdf[:min(len(pdf), 16)])
	}
	return pdfStrings(t, pdf)
}

func mustContain(t *testing.T, texts []string, want ...string) {
	t.Helper()
	for _, w := range want {
		found := false
		for _, s := range texts {
			if strings.Contains(s, w) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("the PDF does not show %q; it shows %q", w, texts)
		}
	}
}

func count(texts []string, want string) int {
	n := 0
	for _, s := range texts {
		if s == want {
			n++
		}
	}
	return n
}

// TestInvoiceShowsItsFigures: the invoice prints who it bills, its number,
// its period, its dates and its amounts in the reader's language.
// covers: ACCT-030, ACCT-038
func TestInvoiceShowsItsFigures(t *testing.T) {
	inv := withTotal(testInvoice(5), 123456)
	for _, c := range []struct {
		lang i18n.Lang
		want []string
	}{
		{i18n.English, []string{"Invoice", "Marie-Ève Tremblay", "Ferme Tremblay", "4821 Gaetz Avenue", "Red Deer AB  T4N 3Z9", // with its province (issue 28)
			"November 2026", "1001-202611", "November 1, 2026", "November 21, 2026", "$1,234.56", "Total due",
			"Payment, thank you", "$89.95 CR", "Charge number 02", "$10.01", "October 3, 2026",
			"Prairie Wave Internet", "Phone: 1-800-555-0199", "Pay online at https://myaccount.example.com/ui", "Page 1 of 1"}},
		{i18n.French, []string{"Facture", "Marie-Ève Tremblay", "novembre 2026", "1001-202611", "1er novembre 2026",
			"21 novembre 2026", "1\u00a0234,56\u00a0$", "Montant dû", "Date d’échéance", "89,95\u00a0$\u00a0CR", "10,01\u00a0$",
			"3 octobre 2026", "Téléphone\u00a0: 1-800-555-0199", "Payez en ligne à l’adresse https://myaccount.example.com/ui",
			"Page 1 de 1"}},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			mustContain(t, invoiceText(t, inv, c.lang), c.want...)
		})
	}
}

// TestInvoiceCreditPrintsCR: a negative total is a credit, printed as the
// amount marked CR with a note that nothing is to be paid.
// covers: ACCT-039
func TestInvoiceCreditPrintsCR(t *testing.T) {
	inv := withTotal(testInvoice(3), -1234)
	mustContain(t, invoiceText(t, inv, i18n.English), "$12.34 CR", "Your account is in credit: there is nothing to pay.")
	mustContain(t, invoiceText(t, inv, i18n.French), "12,34\u00a0$\u00a0CR", "Votre compte est créditeur\u00a0: vous n’avez rien à payer.")
	for _, s := range invoiceText(t, inv, i18n.English) {
		if strings.Contains(s, "-$") {
			t.Errorf("an amount is printed with a minus sign: %q", s)
		}
	}
	for _, s := range invoiceText(t, withTotal(testInvoice(3), 1234), i18n.English) {
		if strings.Contains(s, "in credit") || strings.HasSuffix(s, "CR") && strings.Contains(s, "12.34") {
			t.Errorf("an invoice with $12.34 due says %q", s)
		}
	}
}

// TestInvoiceFlowsOntoPages: 80 lines do not fit one page; every line is
// printed once, and each page repeats the header and says its number.
func TestInvoiceFlowsOntoPages(t *testing.T) {
	inv := testInvoice(80)
	pdf, err := testPrinter.InvoicePDF(inv, i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	pages := bytes.Count(pdf, []byte("/Type /Page\n"))
	if pages < 2 {
		t.Fatalf("80 lines printed on %d page(s)", pages)
	}
	texts := pdfStrings(t, pdf)
	for i := 2; i <= 80; i++ {
		if n := count(texts, fmt.Sprintf("Charge number %02d", i)); n != 1 {
			t.Errorf("line %d is printed %d times", i, n)
		}
	}
	for page := 1; page <= pages; page++ {
		mustContain(t, texts, fmt.Sprintf("Page %d of %d", page, pages))
	}
	if n := count(texts, "Prairie Wave Internet"); n != pages {
		t.Errorf("the provider's header is on %d of %d pages", n, pages)
	}
	if n := count(texts, "Description"); n != pages {
		t.Errorf("the table's column heads are on %d of %d pages", n, pages)
	}
	if n := count(texts, "Invoice 1001-202611 (continued)"); n != pages-1 {
		t.Errorf("%d pages say they continue the invoice, want %d", n, pages-1)
	}
}

// TestInvoiceWithoutLines: an invoice with nothing since the previous one
// still prints its summary, on one page.
func TestInvoiceWithoutLines(t *testing.T) {
	inv := withTotal(testInvoice(0), 4500)
	mustContain(t, invoiceText(t, inv, i18n.English),
		"No charges, payments or credits since the previous invoice.", "$45.00", "Page 1 of 1")
}

// TestInvoiceIsDeterministic: the same invoice prints to the same bytes
// (its dates are the invoice's own), so a stored print can be compared.
func TestInvoiceIsDeterministic(t *testing.T) {
	inv := testInvoice(30)
	for _, lang := range i18n.Languages {
		first, err := testPrinter.InvoicePDF(inv, lang)
		if err != nil {
			t.Fatal(err)
		}
		second, _ := testPrinter.InvoicePDF(inv, lang)
		if !bytes.Equal(first, second) {
			t.Errorf("%s: two prints of one invoice differ", lang)
		}
		if !bytes.Contains(first, []byte("/CreationDate (D:20261101060000)")) {
			t.Errorf("%s: the PDF's creation date is not the issue date", lang)
		}
		thumb1, _ := testPrinter.InvoiceThumbnail(inv, lang)
		thumb2, _ := testPrinter.InvoiceThumbnail(inv, lang)
		if !bytes.Equal(thumb1, thumb2) {
			t.Errorf("%s: two thumbnails of one invoice differ", lang)
		}
	}
}

// TestInvoicePrintsConcurrently: requests print at the same time; no state
// is shared between prints (each document registers its own fonts), and
// every print of the same invoice is the same bytes.
func TestInvoicePrintsConcurrently(t *testing.T) {
	inv := testInvoice(20)
	want, err := testPrinter.InvoicePDF(inv, i18n.French)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if got, err := testPrinter.InvoicePDF(inv, i18n.French); err != nil || !bytes.Equal(got, want) {
				t.Errorf("a concurrent print differs (error %v)", err)
			}
		})
	}
	wg.Wait()
}

// TestInvoiceTextStaysInItsColumns: descriptions are free text; a long one
// wraps within the description column, a word longer than the column is
// broken, and past maxDescLines lines the rest is cut with an ellipsis. No
// text runs past the page's margins, in either language.
func TestInvoiceTextStaysInItsColumns(t *testing.T) {
	inv := testInvoice(4)
	inv.Lines[1].Description = portal.Literal(strings.Repeat("Service adjustment for the unplanned outage ", 4) +
		"https://status.example.com/" + strings.Repeat("x", 150))
	inv.Lines[2].Description = portal.Literal(strings.Repeat("Très longue description ", 40))
	inv.Lines[3].Description = portal.Msg(portal.MsgChargeTrafficPack, "gb", 50, "month", inv.Period)
	inv.Account.Name = strings.Repeat("Very Long Company Name ", 10)
	for _, lang := range i18n.Languages {
		page := testPrinter.drawInvoice(inv, lang).Pages()[0]
		var desc []Mark
		for _, m := range page.Marks {
			if m.Kind != MarkText {
				continue
			}
			if m.X < margin-0.01 || m.X+m.W > page.Width-margin+0.01 {
				t.Errorf("%s: %q runs from %.1f to %.1f mm, past the margins", lang, m.Text, m.X, m.X+m.W)
			}
			if m.X == descColumn && m.Y > firstTableTop+tableHeadTop+tableHeadHeight {
				desc = append(desc, m)
				if m.W > descWidth {
					t.Errorf("%s: description line %q is %.1f mm wide, the column %.1f", lang, m.Text, m.W, descWidth)
				}
			}
		}
		// 1 + 6 (the wrapped words, then the broken URL) + 6 (cut) + 1 lines.
		if len(desc) != 14 {
			t.Fatalf("%s: %d description lines, want 14: %q", lang, len(desc), texts(desc))
		}
		url := 1
		for url < len(desc)-1 && !strings.HasPrefix(desc[url].Text, "https://") {
			url++
		}
		if !strings.HasPrefix(desc[url].Text, "https://status.example.com/xxx") || strings.Trim(strings.TrimSuffix(desc[url+1].Text, ellipsis), "x") != "" {
			t.Errorf("%s: the long URL is printed as %q, %q", lang, desc[url].Text, desc[url+1].Text)
		}
		if !strings.HasSuffix(desc[12].Text, ellipsis) {
			t.Errorf("%s: the cut description ends %q, without an ellipsis", lang, desc[12].Text)
		}
		if want := lang.Render(inv.Lines[3].Description); desc[13].Text != want {
			t.Errorf("%s: the short description is %q, want %q kept whole", lang, desc[13].Text, want)
		}
	}
}

func texts(marks []Mark) []string {
	out := make([]string, len(marks))
	for i, m := range marks {
		out[i] = m.Text
	}
	return out
}

// TestInvoiceThumbnail: the preview is a PNG of the first page,
// ThumbnailWidth wide in the page's proportions, with the brand's band, and
// it looks like its own invoice: two invoices give two pictures.
// covers: ACCT-031
func TestInvoiceThumbnail(t *testing.T) {
	short, err := testPrinter.InvoiceThumbnail(testInvoice(3), i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	long, err := testPrinter.InvoiceThumbnail(testInvoice(12), i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	a, b := decodePNG(t, short), decodePNG(t, long)
	if got := a.Bounds().Dx(); got != ThumbnailWidth {
		t.Errorf("thumbnail is %d px wide, want %d", got, ThumbnailWidth)
	}
	if got, want := a.Bounds().Dy(), 259; got != want { // 200 × 279.4 / 215.9
		t.Errorf("thumbnail is %d px high, want %d", got, want)
	}
	brand, _ := ParseColor(portal.DemoBranding.PrimaryColor)
	if !hasColor(a, brand) {
		t.Errorf("the thumbnail has no pixel of the brand colour %v", brand)
	}
	if differing := differentPixels(a, b); differing < 100 {
		t.Errorf("invoices of 3 and 12 lines have thumbnails differing by %d pixels", differing)
	}

	green := testPrinter
	green.Branding.PrimaryColor = "#1e8a3c"
	thumb, _ := green.InvoiceThumbnail(testInvoice(3), i18n.English)
	if !hasColor(decodePNG(t, thumb), Color{0x1e, 0x8a, 0x3c}) {
		t.Error("the thumbnail does not follow the configured brand colour")
	}
}

func hasColor(img image.Image, c Color) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if uint8(r>>8) == c.R && uint8(g>>8) == c.G && uint8(bl>>8) == c.B {
				return true
			}
		}
	}
	return false
}

func differentPixels(a, b image.Image) int {
	n := 0
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				n++
			}
		}
	}
	return n
}

// TestInvoiceBandReadsOnALightBrand: on a light brand colour the band's
// text is dark, not white.
func TestInvoiceBandReadsOnALightBrand(t *testing.T) {
	light := testPrinter
	light.Branding.PrimaryColor = "#ffd54f"
	for _, m := range light.drawInvoice(testInvoice(1), i18n.English).Pages()[0].Marks {
		if m.Kind == MarkText && m.Text == "Prairie Wave Internet" && m.Color != ink {
			t.Errorf("the provider's name is %v on a light band, want %v", m.Color, ink)
		}
	}
}
