package i18n

import (
	"testing"
	"time"

	"myaccount/internal/portal"
)

// French elides « de » before an argument that starts with a vowel
// (issue 28): « Facture d’octobre 2026 », « Facture de novembre 2026 »;
// English and the other arguments are as written.
//
// covers: ACCT-031
func TestFrenchElision(t *testing.T) {
	for _, c := range []struct {
		lang  Lang
		month time.Month
		want  string
	}{
		{French, time.October, "Facture d’octobre 2026"},
		{French, time.April, "Facture d’avril 2026"},
		{French, time.August, "Facture d’août 2026"},
		{French, time.November, "Facture de novembre 2026"},
		{English, time.October, "Invoice October 2026"},
	} {
		if got := c.lang.T(portal.MsgDocTitleInvoice, "month", portal.Month{Year: 2026, Month: c.month}); got != c.want {
			t.Errorf("%v %v: %q, want %q", c.lang, c.month, got, c.want)
		}
	}
	for _, c := range []struct{ prefix, arg, want string }{
		{"Facture de ", "octobre", "Facture d’"},
		{"Le monde ", "entier", "Le monde "},
		{"de ", "avril", "d’"},
		{"Frais de ", "12,00\u00a0$", "Frais de "},
		{"Forfait ", "Internet", "Forfait "},
	} {
		if got := elide(c.prefix, c.arg); got != c.want {
			t.Errorf("elide(%q, %q) = %q, want %q", c.prefix, c.arg, got, c.want)
		}
	}
}

// French names Canada's time zones its own way (issue 28): MST is HNR.
func TestFrenchZones(t *testing.T) {
	for _, c := range []struct {
		lang       Lang
		abbr, want string
	}{{French, "MST", "HNR"}, {French, "MDT", "HAR"}, {French, "CST", "HNC"}, {French, "UTC", "UTC"}, {English, "MST", "MST"}} {
		if got := c.lang.Zone(c.abbr); got != c.want {
			t.Errorf("%v.Zone(%q) = %q, want %q", c.lang, c.abbr, got, c.want)
		}
	}
}
