package i18n

import (
	"encoding/json"
	"testing"
	"time"

	"myaccount/internal/portal"
)

// A package's name comes in both languages from the catalog (issue 28:
// package names in English in French messages and invoices): a stored
// charge keeps both names and shows the reader's; a name without a French
// one reads the English name.
//
// covers: ACCT-031
func TestNamedInBothLanguages(t *testing.T) {
	line := portal.Msg(portal.MsgLedgerInternet, "package", portal.Named("Fiber 500", "Fibre 500"),
		"month", portal.Month{Year: 2026, Month: time.November})
	b, err := json.Marshal(line)
	if err != nil {
		t.Fatal(err)
	}
	var stored portal.Message
	if err := json.Unmarshal(b, &stored); err != nil {
		t.Fatal(err)
	}
	if got, want := French.Render(stored), "Service Internet, Fibre 500, novembre 2026"; got != want {
		t.Errorf("French: %q, want %q", got, want)
	}
	if got, want := English.Render(stored), "Internet service, Fiber 500, November 2026"; got != want {
		t.Errorf("English: %q, want %q", got, want)
	}
	if got := French.Render(portal.Named("Home Phone", "")); got != "Home Phone" {
		t.Errorf("no French name: %q", got)
	}
}

// A document's download name is in the reader's language (issue 28).
//
// covers: ACCT-033
func TestFileNames(t *testing.T) {
	for _, c := range []struct {
		lang      Lang
		name, out string
	}{
		{French, "invoice-1001-202611.pdf", "facture-1001-202611.pdf"},
		{French, "contract-3001-2026-11-27.pdf", "contrat-3001-2026-11-27.pdf"},
		{French, "agreement-2026-11-02.png", "entente-2026-11-02.png"},
		{French, "voidcheque-2026-10-01.jpg", "cheque-annule-2026-10-01.jpg"},
		{French, "photo.jpg", "photo.jpg"},
		{English, "invoice-1001-202611.pdf", "invoice-1001-202611.pdf"},
	} {
		if got := c.lang.FileName(c.name); got != c.out {
			t.Errorf("%s %q: %q, want %q", c.lang, c.name, got, c.out)
		}
	}
}
