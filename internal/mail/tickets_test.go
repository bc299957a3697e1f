package mail

import (
	"errors"
	"strings"
	"testing"

	"myaccount/internal/portal"
)

// The e-mail on a staff reply to a support request, in both languages: the
// request's number, the reply's text, the link to the conversation, and
// the account category's unsubscribe line.
//
// covers: issue 32 item 3 (e-mail on each staff reply, EN and FR)
func TestRenderSupportReply(t *testing.T) {
	data := map[string]string{"account": "1001", "ticket": "42", "body": "Please restart your router.\n\nThen tell us.",
		unsubscribeKey: "https://myaccount.example.com/unsubscribe?t=x"}
	for lang, want := range map[string][]string{
		"en": {"New reply to your request #42", "We replied to your request #42 (account 1001):", "Please restart your router.",
			"Then tell us.", "Read and reply", "https://myaccount.example.com/ui/user/support/42", "Account and documents"},
		"fr": {"Nouvelle réponse à votre demande no 42", "Nous avons répondu à votre demande no 42 (compte 1001)\u00a0:",
			"Lire et répondre", "https://myaccount.example.com/ui/user/support/42"},
	} {
		r, err := Render(portal.Mail{Kind: portal.MailSupportReply, To: "ann@example.com", Lang: lang, Identity: 5, Data: data}, testBrand)
		if err != nil {
			t.Fatal(err)
		}
		all := r.Subject + "\n" + r.Text
		for _, w := range want {
			if !strings.Contains(all, w) {
				t.Errorf("%s lacks %q:\n%s", lang, w, all)
			}
		}
		if strings.Contains(all, "guide.pdf") || strings.Contains(all, "Attached") {
			t.Errorf("%s names files the reply does not have:\n%s", lang, all)
		}
		// A reply with files names them.
		withFiles := map[string]string{"files": "router guide.pdf, lights.png"}
		for k, v := range data {
			withFiles[k] = v
		}
		r, err = Render(portal.Mail{Kind: portal.MailSupportReply, To: "ann@example.com", Lang: lang, Identity: 5, Data: withFiles}, testBrand)
		if err != nil {
			t.Fatal(err)
		}
		line := map[string]string{"en": "Attached to the reply: router guide.pdf, lights.png. Open your request to download them.",
			"fr": "Joint à la réponse\u00a0: router guide.pdf, lights.png. Ouvrez votre demande pour les télécharger."}[lang]
		if !strings.Contains(r.Text, line) || !strings.Contains(r.HTML, "router guide.pdf") {
			t.Errorf("%s lacks the files' line %q:\n%s", lang, line, r.Text)
		}
		if r.Link != "https://myaccount.example.com/ui/user/support/42" {
			t.Errorf("link %q", r.Link)
		}
	}
	if portal.MailSupportReply.Category() != portal.MailAccount {
		t.Errorf("category %q", portal.MailSupportReply.Category())
	}
	if _, err := Render(portal.Mail{Kind: portal.MailSupportReply, To: "a@example.com", Identity: 5, Data: map[string]string{"account": "1", "ticket": "x"}}, testBrand); !errors.Is(err, ErrBadMessage) {
		t.Errorf("a reply without body or number renders: %v", err)
	}
}
