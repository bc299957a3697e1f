package documents

import (
	"testing"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// TestAmount: documents print dollars as the app does, a credit as the
// amount marked CR, never with a minus sign.
// covers: ACCT-038, ACCT-039
func TestAmount(t *testing.T) {
	for _, c := range []struct {
		lang  i18n.Lang
		cents int64
		want  string
	}{
		{i18n.English, 123456, "$1,234.56"},
		{i18n.French, 123456, "1\u00a0234,56\u00a0$"},
		{i18n.English, -1234, "$12.34 CR"},
		{i18n.French, -1234, "12,34\u00a0$\u00a0CR"},
		{i18n.English, 0, "$0.00"},
		{i18n.French, -123456789, "1\u00a0234\u00a0567,89\u00a0$\u00a0CR"},
	} {
		if got := Amount(c.lang, c.cents); got != c.want {
			t.Errorf("Amount(%s, %d) = %q, want %q", c.lang, c.cents, got, c.want)
		}
	}
}

// TestDate: dates are written in full in the reader's language, the first
// of the month as an ordinal in French, in the time's own zone.
func TestDate(t *testing.T) {
	edmonton := time.FixedZone("MST", -7*3600)
	for _, c := range []struct {
		lang i18n.Lang
		at   time.Time
		want string
	}{
		{i18n.English, time.Date(2026, time.November, 1, 0, 0, 0, 0, time.UTC), "November 1, 2026"},
		{i18n.French, time.Date(2026, time.November, 1, 0, 0, 0, 0, time.UTC), "1er novembre 2026"},
		{i18n.French, time.Date(2026, time.August, 21, 0, 0, 0, 0, time.UTC), "21 août 2026"},
		{i18n.English, time.Date(2027, time.January, 15, 0, 0, 0, 0, time.UTC), "January 15, 2027"},
		// Midnight UTC on November 1 is still October 31 in Edmonton.
		{i18n.English, time.Date(2026, time.November, 1, 0, 0, 0, 0, time.UTC).In(edmonton), "October 31, 2026"},
	} {
		if got := Date(c.lang, c.at); got != c.want {
			t.Errorf("Date(%s, %v) = %q, want %q", c.lang, c.at, got, c.want)
		}
	}
}

// TestTitle: the documents list names an invoice by its month and any
// other document by its kind, in the reader's language.
// covers: ACCT-031
func TestTitle(t *testing.T) {
	november := portal.Month{Year: 2026, Month: time.November}
	for _, c := range []struct {
		doc    portal.Document
		en, fr string
	}{
		{portal.Document{Kind: portal.DocInvoice, Period: november}, "Invoice November 2026", "Facture de novembre 2026"},
		{portal.Document{Kind: portal.DocVoidCheque}, "Void cheque", "Chèque annulé"},
		{portal.Document{Kind: portal.DocIdentity}, "Identity document", "Pièce d’identité"},
		{portal.Document{Kind: portal.DocContract}, "Contract", "Contrat"},
		{portal.Document{Kind: portal.DocAgreement}, "Agreement", "Entente"},
		{portal.Document{Kind: "unknown"}, "Document", "Document"},
	} {
		if got := i18n.English.Render(Title(c.doc)); got != c.en {
			t.Errorf("English title of %s = %q, want %q", c.doc.Kind, got, c.en)
		}
		if got := i18n.French.Render(Title(c.doc)); got != c.fr {
			t.Errorf("French title of %s = %q, want %q", c.doc.Kind, got, c.fr)
		}
	}
}
