package mail

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"myaccount/internal/portal"
)

// Each notification kind in both languages: what it says (the figures,
// money and dates formatted for the reader), its absolute link in both
// parts, and the provider's branding.
func TestRenderNotifications(t *testing.T) {
	at := time.Date(2026, 11, 28, 0, 4, 0, 0, time.UTC) // November 27 in Edmonton
	ms := func(t time.Time) string { return strconv.FormatInt(t.UnixMilli(), 10) }
	reset := time.Date(2026, 12, 1, 7, 0, 0, 0, time.UTC) // December 1, 00:00 in Edmonton
	usage := func(percent string, used string, pack, unlimited string) map[string]string {
		return map[string]string{"account": "1001", "percent": percent, "used_bytes": used, "cap_gb": "400",
			"days_left": "4", "reset": ms(reset), "pack": pack, "unlimited": unlimited}
	}
	pay := map[string]string{"account": "1001", "amount_cents": "123456", "balance_cents": "-420", "method_type": "VA",
		"last4": "4242", "at": ms(at)}
	for _, c := range []struct {
		name   string
		kind   portal.MailKind
		lang   string
		data   map[string]string
		link   string
		want   []string
		absent []string
	}{
		{"usage80", portal.MailUsageAlert, "en", usage("80", "330500000000", "yes", "yes"), "/ui/user/package",
			[]string{"You have used 80% of this month's internet data", "Account 1001 has used 330.5 GB of its 400 GB this month (82%).",
				"4 days are left in the billing month", "resets on December 1", "Add a traffic pack", "Turn on Unlimited mode"}, nil},
		{"usage100-fr", portal.MailUsageAlert, "fr", usage("100", "1400000000000", "yes", ""), "/ui/user/package",
			[]string{"Vous avez utilisé toutes vos données Internet du mois", "1\u00a0400\u00a0Go de ses 400\u00a0Go ce mois-ci (350\u00a0%)",
				"Il reste 4\u00a0jours", "le 1er décembre", "Ajoutez un bloc de données"}, []string{"mode illimité\u00a0:"}},
		{"usage80-fr", portal.MailUsageAlert, "fr-CA", usage("80", "320000000000", "", ""), "/ui/user/package",
			[]string{"Vous avez utilisé 80\u00a0% de vos données", "(80\u00a0%)"}, []string{"bloc de données", "mode illimité\u00a0:"}},
		{"paid", portal.MailPaymentReceived, "en", pay, "/ui/user/account",
			[]string{"Receipt for your payment of $1,234.56", "for account 1001, by Visa ending in 4242, on November 27, 2026",
				"You now have a credit of $4.20."}, nil},
		{"paid-fr", portal.MailPaymentReceived, "fr", pay, "/ui/user/account",
			[]string{"Reçu de votre paiement de 1\u00a0234,56\u00a0$", "par Visa se terminant par 4242, le 27 novembre 2026",
				"un crédit de 4,20\u00a0$"}, nil},
		{"declined", portal.MailPaymentDeclined, "en", pay, "/ui/user/account",
			[]string{"Your payment of $1,234.56 was declined", "Nothing was charged", "pay with another card"}, nil},
		{"declined-fr", portal.MailPaymentDeclined, "fr", pay, "/ui/user/account",
			[]string{"Votre paiement de 1\u00a0234,56\u00a0$ a été refusé", "Rien n’a été débité"}, nil},
		{"autopay", portal.MailAutoPaymentFailed, "en", pay, "/ui/user/account",
			[]string{"Your automatic payment of $1,234.56 failed", "What to do: pay the amount due", "Pay now"}, nil},
		{"autopay-fr", portal.MailAutoPaymentFailed, "fr", pay, "/ui/user/account",
			[]string{"Votre paiement automatique de 1\u00a0234,56\u00a0$ n’a pas abouti", "Que faire\u00a0:"}, nil},
		{"invoice", portal.MailInvoiceIssued, "en", map[string]string{"account": "1001", "invoice": "7", "period": "2026-10",
			"total_cents": "8999", "due": ms(at), "autopay": "yes"}, "/ui/user/documents",
			[]string{"Your invoice for October 2026 is ready", "$89.99, due on November 27, 2026", "paid automatically"}, nil},
		{"invoice-fr", portal.MailInvoiceIssued, "fr", map[string]string{"account": "1001", "invoice": "7", "period": "2026-10",
			"total_cents": "8999", "due": ms(at)}, "/ui/user/documents",
			[]string{"Votre facture d’octobre 2026 est prête", "89,99\u00a0$, payable au plus tard le 27 novembre 2026"},
			[]string{"automatiquement"}},
		{"cheque-approved", portal.MailDocumentReviewed, "en", map[string]string{"account": "1001", "document": "voidcheque",
			"status": "approved"}, "/ui/user/documents", []string{"Your void cheque was approved", "it is approved"}, []string{"reason"}},
		{"cheque-approved-fr", portal.MailDocumentReviewed, "fr", map[string]string{"account": "1001", "document": "voidcheque",
			"status": "approved"}, "/ui/user/documents", []string{"Votre document a été approuvé\u00a0: chèque annulé"}, nil},
		{"identity-rejected", portal.MailDocumentReviewed, "en", map[string]string{"account": "1001", "document": "identity",
			"status": "rejected", "reason": "The photo is blurry."}, "/ui/user/documentupload",
			[]string{"Your identity document could not be approved", "The reason: The photo is blurry.", "send it again"}, nil},
		{"contract-rejected-fr", portal.MailDocumentReviewed, "fr", map[string]string{"account": "1001", "document": "contract",
			"status": "rejected", "reason": "Signature illisible"}, "/ui/user/contract",
			[]string{"n’a pas pu être approuvé\u00a0: contrat", "La raison\u00a0: Signature illisible"}, nil},
		{"change", portal.MailChangeRequestResolved, "en", map[string]string{"account": "1001", "requested_at": ms(at),
			"note": "Address updated."}, "/ui/user/account",
			[]string{"Your change request was handled", "on account 1001, on November 27, 2026", "Our note: Address updated."}, nil},
		{"change-fr", portal.MailChangeRequestResolved, "fr", map[string]string{"account": "1001", "requested_at": ms(at)},
			"/ui/user/account", []string{"Votre demande de modification a été traitée", "le 27 novembre 2026"}, []string{"Notre note"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, err := Render(portal.Mail{Kind: c.kind, To: "ann@example.com", Lang: c.lang, Identity: 5, Data: c.data}, testBrand)
			if err != nil {
				t.Fatal(err)
			}
			all := r.Subject + "\n" + r.Text
			html := strings.ReplaceAll(r.HTML, "&rsquo;", "’")
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("subject+text lack %q:\n%s", w, all)
				}
				if !strings.Contains(html, escapeHTML(w)) && !strings.Contains(r.Subject, w) {
					t.Errorf("HTML lacks %q:\n%s", w, r.HTML)
				}
			}
			for _, w := range c.absent {
				if strings.Contains(all, w) {
					t.Errorf("subject+text hold %q:\n%s", w, all)
				}
			}
			link := "https://myaccount.example.com" + c.link
			if !strings.Contains(r.Text, "\n"+link+"\n") || !strings.Contains(r.HTML, `href="`+link+`"`) {
				t.Errorf("the link %s is not in both parts:\n%s", link, r.Text)
			}
			if !strings.Contains(r.Text, "Prairie Wave") || !strings.Contains(r.HTML, "background-color:#0b5cad") {
				t.Errorf("the provider's branding is missing:\n%s", r.Text)
			}
		})
	}
}

// A notification whose data lack a value, or hold one that makes no sense,
// is the flow's bug: refused, never sent with a gap.
func TestRenderNotificationRefusesBadData(t *testing.T) {
	for _, c := range []struct {
		kind portal.MailKind
		data map[string]string
	}{
		{portal.MailUsageAlert, map[string]string{"account": "1001", "percent": "90", "used_bytes": "1", "cap_gb": "400",
			"days_left": "3", "reset": "1"}},
		{portal.MailUsageAlert, map[string]string{"account": "1001", "percent": "80", "used_bytes": "1", "cap_gb": "0",
			"days_left": "3", "reset": "1"}},
		{portal.MailPaymentReceived, map[string]string{"account": "1001", "amount_cents": "x", "method_type": "VA", "last4": "1",
			"at": "1", "balance_cents": "0"}},
		{portal.MailInvoiceIssued, map[string]string{"account": "1001", "period": "October", "total_cents": "1", "due": "1"}},
		{portal.MailDocumentReviewed, map[string]string{"account": "1001", "document": "passport", "status": "approved"}},
		{portal.MailDocumentReviewed, map[string]string{"account": "1001", "document": "identity", "status": "maybe"}},
		{portal.MailChangeRequestResolved, map[string]string{"requested_at": "1"}},
	} {
		_, err := Render(portal.Mail{Kind: c.kind, To: "ann@example.com", Lang: "en", Data: c.data}, testBrand)
		if !errors.Is(err, ErrBadMessage) {
			t.Errorf("%s %v: %v, want ErrBadMessage", c.kind, c.data, err)
		}
	}
	// Without a public URL there is no absolute link to write.
	b := testBrand
	b.PublicURL = ""
	if _, err := Render(portal.Mail{Kind: portal.MailChangeRequestResolved, To: "ann@example.com", Lang: "en",
		Data: map[string]string{"account": "1001", "requested_at": "1"}}, b); !errors.Is(err, ErrBadMessage) {
		t.Errorf("no public URL: %v", err)
	}
}
