package documents

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"myaccount/internal/i18n"
)

// unicodeName is a subscriber's name cp1252 cannot write (Polish Ł, Czech
// ř, Vietnamese ễ): with Helvetica in WinAnsi it printed as
// ".ukasz Dvo.ák Nguy.n".
const unicodeName = "Łukasz Dvořák Nguyễn"

// poppler runs one of poppler-utils' tools on a PDF (args, the file, then
// after) and answers its output.
func poppler(t *testing.T, tool string, pdf []byte, args []string, after ...string) string {
	t.Helper()
	path, err := exec.LookPath(tool)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not installed: CI installs poppler-utils (.ci/run)", tool)
		}
		t.Skipf("%s is not installed (apt-get install poppler-utils)", tool)
	}
	file := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(file, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(path, append(append(args, file), after...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", tool, err, out)
	}
	return string(out)
}

// TestPDFsPrintAnyName (the issue "Hold the ground", item 7): a name
// outside cp1252 prints as it is written in a contract and an invoice, read
// back by poppler's pdftotext; every font of the PDFs is embedded (pdffonts),
// as a subset of the glyphs used, so a PDF stays small.
func TestPDFsPrintAnyName(t *testing.T) {
	inv := testInvoice(3)
	inv.Account.Name = unicodeName
	invoice, err := testPrinter.InvoicePDF(inv, i18n.French)
	if err != nil {
		t.Fatal(err)
	}
	fill := signFill
	fill.Name = unicodeName
	contract, err := testPrinter.SignedPDF(testSigned(t, i18n.English, fill), i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	for _, doc := range []struct {
		name     string
		pdf      []byte
		maxBytes int
	}{
		{"invoice", invoice, 60_000},
		{"contract", contract, 120_000},
	} {
		text := poppler(t, "pdftotext", doc.pdf, []string{"-enc", "UTF-8"}, "-")
		if !strings.Contains(text, unicodeName) {
			t.Errorf("%s: pdftotext does not read %q back:\n%s", doc.name, unicodeName, text[:min(len(text), 600)])
		}
		fonts := strings.Split(strings.TrimSpace(poppler(t, "pdffonts", doc.pdf, nil)), "\n")
		if len(fonts) < 3 {
			t.Fatalf("%s: pdffonts lists no font:\n%s", doc.name, strings.Join(fonts, "\n"))
		}
		// name type encoding emb sub uni object ID: emb is "yes". (fpdf
		// subsets the fonts without the name tag pdffonts' "sub" looks for:
		// the sizes below show the subsetting.)
		for _, line := range fonts[2:] {
			f := strings.Fields(line)
			if len(f) < 7 || f[len(f)-5] != "yes" || !strings.Contains(line, "TrueType") {
				t.Errorf("%s: a font is not embedded: %q", doc.name, line)
			}
		}
		if len(doc.pdf) > doc.maxBytes {
			t.Errorf("%s: %d bytes, more than %d", doc.name, len(doc.pdf), doc.maxBytes)
		}
		t.Logf("%s: %d bytes, fonts:\n%s", doc.name, len(doc.pdf), strings.Join(fonts, "\n"))
	}
	if bytes.Contains(invoice, []byte("/Helvetica")) || bytes.Contains(contract, []byte("/Helvetica")) {
		t.Error("a core font is still used")
	}
}
