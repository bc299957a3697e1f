package documents

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/contracts"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// signaturePNG is a pad's drawing: a transparent background and a thick
// black stroke across it.
func signaturePNG(t *testing.T, width, height int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, width, height))
	for x := range width {
		y := x * height / width
		for dy := -3; dy <= 3; dy++ {
			if y+dy >= 0 && y+dy < height {
				img.Set(x, y+dy, color.NRGBA{0, 0, 0, 255})
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

var library = func() *contracts.Library {
	l, err := contracts.Load("")
	if err != nil {
		panic(err)
	}
	return l
}()

var signFill = contracts.Fill{
	Provider:     portal.DemoBranding.ProviderName,
	SupportPhone: "1-800-555-0142",
	Name:         "Marie-Ève Tremblay",
	Company:      "Ferme Tremblay",
	Address:      "4821 Gaetz Avenue, Red Deer, AB  T4N 3Z9",
	Account:      2001,
	Term:         2,
}

// signedAt is 14:05:09 in the provider's zone (MST), 21:05:09 UTC.
var signedAt = time.Date(2026, time.November, 24, 21, 5, 9, 0, time.UTC)

// testSigned is the default contract 2.3 signed by account 2001.
func testSigned(t *testing.T, lang i18n.Lang, fill contracts.Fill) Signed {
	t.Helper()
	text, err := library.Contract(library.CurrentContractVersion(), lang, fill)
	if err != nil {
		t.Fatal(err)
	}
	return Signed{Kind: portal.DocContract, Text: text, Fill: fill, Signature: signaturePNG(t, 600, 200),
		SignedAt: signedAt, Login: "marie.tremblay@example.com", ClientIP: "2001:db8::42"}
}

func signedText(t *testing.T, s Signed, lang i18n.Lang) (pdf []byte, texts []string) {
	t.Helper()
	pdf, err := testPrinter.SignedPDF(s, lang)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", pdf[:min(len(pdf), 16)])
	}
	return pdf, pdfStrings(t, pdf)
}

// covers: ONB-029, ONB-030, ONB-034, ONB-035
func TestSignedPDFShowsTheSigning(t *testing.T) {
	s := testSigned(t, i18n.English, signFill)
	pdf, texts := signedText(t, s, i18n.English)
	hash := ContentHash(s)
	mustContain(t, texts,
		"Subscriber Service Agreement", "Version 2.3", "Contract",
		"Marie-Ève Tremblay", "Ferme Tremblay", "4821 Gaetz Avenue, Red Deer, AB", "2001",
		"Month-to-month", "$199.95",
		"Signed on November 24, 2026 at 14:05 MST",
		"Signing record", "marie.tremblay@example.com", "2001:db8::42",
		"November 24, 2026, 14:05:09 MST", "2026-11-24 21:05:09 UTC", "Signing time (UTC)",
		"Contract — Subscriber Service Agreement", hash,
		// The provider's text, from its first section to its last.
		"1. Services", "Billing is monthly in advance", "governed by the laws of the Province of Alberta")
	if count(texts, hash) != 1 {
		t.Errorf("the hash is printed %d times, want once, whole", count(texts, hash))
	}
	if !regexp.MustCompile(`/Subtype /Image`).Match(pdf) || !bytes.Contains(pdf, []byte("/Width 600")) {
		t.Error("the signature is not embedded as an image of its own size")
	}

	s = testSigned(t, i18n.English, contractsFillTerm(1))
	_, texts = signedText(t, s, i18n.English)
	mustContain(t, texts, "2-year term with free standard installation", "$0.00")

	s = testSigned(t, i18n.English, contractsFillTerm(0))
	_, texts = signedText(t, s, i18n.English)
	for _, absent := range []string{"Month-to-month", "2-year term with free standard installation", "Installation fee"} {
		if count(texts, absent) != 0 {
			t.Errorf("no term chosen, yet %q is printed", absent)
		}
	}
}

func contractsFillTerm(term int) contracts.Fill {
	f := signFill
	f.Term = term
	return f
}

// covers: ONB-028, ONB-030
func TestSignedPDFInFrench(t *testing.T) {
	s := testSigned(t, i18n.French, signFill)
	_, texts := signedText(t, s, i18n.French)
	mustContain(t, texts,
		"Contrat de service de l’abonné", "Version 2.3", "Contrat",
		"Marie-Ève Tremblay", "De mois en mois", "199,95\u00a0$", "Frais d’installation",
		"Signé le 24 novembre 2026 à 14\u00a0h\u00a005 HNR",
		"Registre de signature", "Heure de signature (UTC)", "2026-11-24 21:05:09 UTC",
		"La facturation est mensuelle et payable d’avance", ContentHash(s))
	if count(texts, "Signed on") != 0 || count(texts, "Signing record") != 0 {
		t.Error("English labels in the French document")
	}
}

// The account's packages are on the contract, named in its language: the
// catalog's French names in French (issue 28).
func TestSignedPDFNamesThePackages(t *testing.T) {
	fill := signFill
	fill.Packages = []string{"Fibre 500", "Téléphone résidentiel"}
	_, texts := signedText(t, testSigned(t, i18n.French, fill), i18n.French)
	mustContain(t, texts, "Forfaits", "Fibre 500, Téléphone résidentiel")
	fill.Packages = []string{"Fiber 500", "Home Phone"}
	_, texts = signedText(t, testSigned(t, i18n.English, fill), i18n.English)
	mustContain(t, texts, "Packages", "Fiber 500, Home Phone")
	_, texts = signedText(t, testSigned(t, i18n.English, signFill), i18n.English)
	if count(texts, "Packages") != 0 {
		t.Error("a Packages row without packages")
	}
}

// fr-CA writes the hour without a leading zero and the zone in French
// (issue 28): « 9 h 02 HNR ».
func TestFrenchClockHasNoLeadingZero(t *testing.T) {
	at := time.Date(2026, 11, 24, 9, 2, 0, 0, time.FixedZone("MST", -7*3600))
	if got, want := clock(i18n.French, at), "9\u00a0h\u00a002 HNR"; got != want {
		t.Errorf("clock(fr) = %q, want %q", got, want)
	}
	if got, want := clock(i18n.English, at), "09:02 MST"; got != want {
		t.Errorf("clock(en) = %q, want %q", got, want)
	}
}

// longText is a text of n paragraphs, each several lines long, with a
// heading and a list now and then.
func longText(n int) contracts.Text {
	text := contracts.Text{Title: "A Very Long Agreement", Version: "9.1", Lang: i18n.English}
	for i := range n {
		if i%10 == 0 {
			text.Blocks = append(text.Blocks, contracts.Block{Kind: "heading", Text: fmt.Sprintf("Section %d", i/10+1)})
		}
		kind := "paragraph"
		if i%7 == 3 {
			kind = "item"
		}
		text.Blocks = append(text.Blocks, contracts.Block{Kind: kind,
			Text: fmt.Sprintf("Paragraph %03d. ", i) + strings.Repeat("The subscriber agrees to the terms written here. ", 6)})
	}
	return text
}

// TestSignedPDFFlowsOntoPages: a long text goes on over as many pages as
// it needs, every line between the band and the footer and inside the
// margins, none lost; the audit page comes last.
func TestSignedPDFFlowsOntoPages(t *testing.T) {
	s := testSigned(t, i18n.English, signFill)
	s.Kind, s.Text = portal.DocAgreement, longText(150)
	c, err := testPrinter.drawSigned(s, i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	pages := c.Pages()
	if len(pages) < 5 {
		t.Fatalf("%d pages, want 3 or more of text, the signature and the audit page", len(pages))
	}
	assertInTextArea(t, pages)
	for i, page := range pages {
		if want := fmt.Sprintf("Page %d of %d", i+1, len(pages)); !containsText(page.Marks, want) {
			t.Errorf("page %d has no %q", i+1, want)
		}
	}
	if last := pages[len(pages)-1]; !containsText(last.Marks, "Signing record") || !containsText(last.Marks, ContentHash(s)) {
		t.Error("the last page is not the audit page")
	}
	if !containsText(pages[len(pages)-2].Marks, "Signed on November 24, 2026 at 14:05 MST") {
		t.Error("the subscriber's block is not on the page before the audit page")
	}

	// The body's lines in reading order, without the band and footer that
	// interrupt a sentence running over a page break.
	var body []string
	for _, page := range pages {
		for _, m := range page.Marks {
			if m.Kind == MarkText && m.Y > bandHeight && m.Y < footerRule && m.Text != bullet {
				body = append(body, m.Text)
			}
		}
	}
	all := strings.Join(body, " ")
	last := -1
	for i := range 150 {
		at := strings.Index(all, fmt.Sprintf("Paragraph %03d.", i))
		if at <= last {
			t.Fatalf("paragraph %d is missing or out of order", i)
		}
		last = at
	}
	sentence := "The subscriber agrees to the terms written here."
	if n := strings.Count(all, sentence); n != 150*6 {
		t.Errorf("%d sentences laid out, want %d: lines were lost or repeated", n, 150*6)
	}
	_, texts := signedText(t, s, i18n.English)
	mustContain(t, texts, "Paragraph 000.", "Paragraph 149.", "Section 15")
}

// assertInTextArea checks that every line of the text is drawn between
// the band and the footer and inside the margins.
func assertInTextArea(t *testing.T, pages []Page) {
	t.Helper()
	for i, page := range pages {
		for _, m := range page.Marks {
			if m.Kind != MarkText || m.Y < bandHeight || m.Y > footerRule {
				continue // the band and the footer have their own places
			}
			if m.Y-m.Font.Height() < bandHeight || m.Y > signedBodyBottom || m.X < margin-0.01 || m.X+m.W > page.Width-margin+0.01 {
				t.Errorf("page %d: %q at x %.1f–%.1f, baseline %.1f is outside the text area", i+1, m.Text, m.X, m.X+m.W, m.Y)
			}
		}
	}
}

// TestDefaultContractFits: the shipped contract, in both languages, with
// the longest labels and a hash, stays in the text area.
func TestDefaultContractFits(t *testing.T) {
	for _, lang := range i18n.Languages {
		c, err := testPrinter.drawSigned(testSigned(t, lang, signFill), lang)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Pages()) < 3 {
			t.Errorf("%s: %d pages for the full contract, its signature and the audit page", lang, len(c.Pages()))
		}
		assertInTextArea(t, c.Pages())
	}
}

func containsText(marks []Mark, want string) bool {
	for _, m := range marks {
		if m.Kind == MarkText && strings.Contains(m.Text, want) {
			return true
		}
	}
	return false
}

// TestSignedPDFRefuses: what cannot be printed faithfully is an error,
// not a document.
func TestSignedPDFRefuses(t *testing.T) {
	good := testSigned(t, i18n.English, signFill)
	for name, change := range map[string]func(*Signed){
		"a term that does not exist": func(s *Signed) { s.Fill.Term = 3 },
		"an unknown kind":            func(s *Signed) { s.Kind = portal.DocInvoice },
		"a bad signature":            func(s *Signed) { s.Signature = []byte("not a PNG") },
	} {
		s := good
		change(&s)
		if _, err := testPrinter.SignedPDF(s, i18n.English); err == nil {
			t.Errorf("%s: printed", name)
		}
	}
	s := good
	s.Signature = nil
	if _, err := testPrinter.SignedThumbnail(s, i18n.English); !errors.Is(err, ErrBadSignature) {
		t.Errorf("no signature: %v, want ErrBadSignature", err)
	}
}

func TestSignedPDFIsDeterministic(t *testing.T) {
	s := testSigned(t, i18n.French, signFill)
	a, err := testPrinter.SignedPDF(s, i18n.French)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := testPrinter.SignedPDF(s, i18n.French)
	if !bytes.Equal(a, b) {
		t.Error("the same signing printed twice gives different bytes")
	}
}

// TestContentHash: the hash names what was signed — the same signing
// gives the same hash, a change of signature, text or fill another one.
func TestContentHash(t *testing.T) {
	s := testSigned(t, i18n.English, signFill)
	hash := ContentHash(s)
	if !regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString(hash) {
		t.Fatalf("ContentHash = %q, want 64 hex digits", hash)
	}
	same := testSigned(t, i18n.English, signFill)
	if ContentHash(same) != hash {
		t.Error("the same signing gives another hash")
	}
	same.SignedAt, same.ClientIP = same.SignedAt.Add(time.Hour), "192.0.2.7"
	if ContentHash(same) != hash {
		t.Error("the time and address are recorded beside the hash, not in it")
	}
	for name, change := range map[string]func(*Signed){
		"another signature": func(s *Signed) { s.Signature = signaturePNG(t, 601, 200) },
		"another name":      func(s *Signed) { s.Fill.Name = "Marie-Eve Tremblay" },
		"another term":      func(s *Signed) { s.Fill.Term = 1 },
		"another block":     func(s *Signed) { s.Text.Blocks = s.Text.Blocks[1:] },
		"another kind":      func(s *Signed) { s.Kind = portal.DocAgreement },
		// Moving text between two fields must not give the same bytes.
		"text moved between fields": func(s *Signed) { s.Fill.Name, s.Fill.Company = s.Fill.Name+s.Fill.Company, "" },
	} {
		other := testSigned(t, i18n.English, signFill)
		change(&other)
		if ContentHash(other) == hash {
			t.Errorf("%s gives the same hash", name)
		}
	}
}

// TestSignedThumbnail: the preview is a PNG of page 1 with the brand's
// band; a short agreement shows its signature there.
func TestSignedThumbnail(t *testing.T) {
	s := testSigned(t, i18n.English, signFill)
	s.Kind = portal.DocAgreement
	s.Text = contracts.Text{Title: "Short Addendum", Version: "1.0", Blocks: []contracts.Block{{Kind: "paragraph", Text: "You agree."}}}
	data, err := testPrinter.SignedThumbnail(s, i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the thumbnail is not a PNG: %v", err)
	}
	if img.Bounds().Dx() != ThumbnailWidth {
		t.Errorf("thumbnail %d px wide, want %d", img.Bounds().Dx(), ThumbnailWidth)
	}
	brand, _ := ParseColor(portal.DemoBranding.PrimaryColor)
	if !hasColor(img, brand) {
		t.Error("the thumbnail has no band in the brand's colour")
	}
	c, _ := testPrinter.drawSigned(s, i18n.English)
	var box Mark
	for _, m := range c.Pages()[0].Marks {
		if m.Kind == MarkImage {
			box = m
		}
	}
	if box.Image == nil {
		t.Fatal("the signature is not on page 1 of a short agreement")
	}
	scale := float64(ThumbnailWidth) / c.Pages()[0].Width
	dark := 0
	for y := int(box.Y * scale); y < int((box.Y+box.H)*scale); y++ {
		for x := int(box.X * scale); x < int((box.X+box.W)*scale); x++ {
			if r, _, _, _ := img.At(x, y).RGBA(); r < 0x8000 {
				dark++
			}
		}
	}
	if dark < 10 {
		t.Errorf("%d dark pixels where the signature is drawn, want its stroke", dark)
	}

	s = testSigned(t, i18n.French, signFill)
	if data, err := testPrinter.SignedThumbnail(s, i18n.French); err != nil {
		t.Fatal(err)
	} else if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		t.Errorf("the contract's thumbnail is not a PNG: %v", err)
	}
}

// covers: ONB-045, ONB-046
func TestCheckSignature(t *testing.T) {
	for _, size := range [][2]int{{800, 400}, {1, 1}, {720, 360}} {
		if err := CheckSignature(signaturePNG(t, size[0], size[1])); err != nil {
			t.Errorf("%d × %d PNG refused: %v", size[0], size[1], err)
		}
	}
	var photo bytes.Buffer
	if err := jpeg.Encode(&photo, image.NewRGBA(image.Rect(0, 0, 100, 50)), nil); err != nil {
		t.Fatal(err)
	}
	good := signaturePNG(t, 300, 150)
	for name, data := range map[string][]byte{
		"a JPEG":          photo.Bytes(),
		"801 × 400":       signaturePNG(t, 801, 400),
		"800 × 401":       signaturePNG(t, 800, 401),
		"garbage":         []byte("GIF89a this is not a picture at all"),
		"empty":           {},
		"nil":             nil,
		"a truncated PNG": good[:len(good)/2],
		"over 10,000,000 bytes": append(append([]byte{}, good...),
			make([]byte, MaxSignatureBytes-len(good)+1)...),
	} {
		if err := CheckSignature(data); !errors.Is(err, ErrBadSignature) {
			t.Errorf("%s: CheckSignature = %v, want ErrBadSignature", name, err)
		}
	}
}

// TestSignedPrintsConcurrently: the server prints signings from many
// requests at once with one Printer and one contracts.Library; each
// document is its own (run with -race).
func TestSignedPrintsConcurrently(t *testing.T) {
	want, err := testPrinter.SignedPDF(testSigned(t, i18n.French, signFill), i18n.French)
	if err != nil {
		t.Fatal(err)
	}
	signature := signaturePNG(t, 600, 200)
	var wg sync.WaitGroup
	results := make([][]byte, 4)
	for i := range results {
		wg.Go(func() {
			text, _ := library.Contract("2.3", i18n.French, signFill)
			s := Signed{Kind: portal.DocContract, Text: text, Fill: signFill, Signature: signature,
				SignedAt: signedAt, Login: "marie.tremblay@example.com", ClientIP: "2001:db8::42"}
			results[i], _ = testPrinter.SignedPDF(s, i18n.French)
		})
	}
	wg.Wait()
	for i, got := range results {
		if !bytes.Equal(got, want) {
			t.Errorf("print %d differs from the one printed alone", i)
		}
	}
}
