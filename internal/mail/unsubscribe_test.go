package mail

import (
	"bytes"
	"context"
	"errors"
	netmail "net/mail"
	"net/url"
	"strings"
	"testing"
	"time"

	"myaccount/internal/guest"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

var unsubscribeTestKey = []byte("unsubscribe-key-of-the-mail-tests!")

// A notification e-mail's unsubscribe links: built by the worker from the
// message alone (the same on a retry), the page's link in the footer's
// data, the one-click URL for the header, a token that names the login and
// the category in the message's language. Transactional messages, and
// messages for no login, have none.
func TestWorkerGivesNotificationsTheirUnsubscribeLinks(t *testing.T) {
	w, err := NewWorker(Config{Outbox: nopOutbox{}, From: "no-reply@prairiewave.example", Brand: testBrand,
		Unsubscribe: guest.MailLinks(unsubscribeTestKey, "https://myaccount.example.com/")})
	if err != nil {
		t.Fatal(err)
	}
	alert := portal.Mail{ID: 7, MessageID: "<m1@myaccount>", Kind: portal.MailUsageAlert, To: "avery@demo.test", Lang: "fr",
		Identity: 42, Data: map[string]string{"percent": "80"}}
	m, oneClick := w.withUnsubscribe(alert)
	again, oneClickAgain := w.withUnsubscribe(alert)
	page := m.Data[unsubscribeKey]
	if page == "" || oneClick == "" || page != again.Data[unsubscribeKey] || oneClick != oneClickAgain {
		t.Fatalf("links differ on a retry or are missing: %q %q / %q %q", page, oneClick, again.Data[unsubscribeKey], oneClickAgain)
	}
	if alert.Data[unsubscribeKey] != "" || m.Data["percent"] != "80" {
		t.Fatalf("the message's data was changed in place or lost: %v / %v", alert.Data, m.Data)
	}
	pu, _ := url.Parse(page)
	ou, _ := url.Parse(oneClick)
	if pu.Scheme != "https" || pu.Host != "myaccount.example.com" || pu.Path != "/ui/public/unsubscribe" ||
		ou.Path != "/guest/unsubscribe/oneclick" || pu.Query().Get("ut") != ou.Query().Get("ut") {
		t.Fatalf("links: %s, %s", page, oneClick)
	}
	p, err := guest.Verify(unsubscribeTestKey, pu.Query().Get("ut"))
	if err != nil || p.Identity != 42 || p.Email != "avery@demo.test" || len(p.Subscriptions) != 1 ||
		p.Subscriptions[0] != (portal.Subscription{Key: "usage", Name: "Consommation"}) {
		t.Fatalf("token: %+v, %v", p, err)
	}
	other := alert
	other.MessageID = "<m2@myaccount>"
	if _, o := w.withUnsubscribe(other); o == oneClick {
		t.Fatal("two messages share a token")
	}
	for _, m := range []portal.Mail{
		{MessageID: "<m3@myaccount>", Kind: portal.MailPasswordChanged, To: "avery@demo.test", Identity: 42},
		{MessageID: "<m4@myaccount>", Kind: portal.MailInvoiceIssued, To: "avery@demo.test"},
	} {
		if got, o := w.withUnsubscribe(m); o != "" || got.Data[unsubscribeKey] != "" {
			t.Fatalf("%s for login %d got links: %q %v", m.Kind, m.Identity, o, got.Data)
		}
	}
}

// The footer line, text and HTML, in both languages: why the reader gets
// the message and the link to the page.
func TestUnsubscribeFooter(t *testing.T) {
	link := "https://myaccount.example.com/ui/public/unsubscribe?ut=abc.def"
	for _, c := range []struct {
		lang      i18n.Lang
		why, text string
	}{
		{i18n.English, "You receive this e-mail because Billing and payments notifications are on in your MyAccount preferences.", "Unsubscribe: " + link},
		{i18n.French, "Vous recevez ce courriel parce que les avis «\u00a0Facturation et paiements\u00a0» sont activés dans vos préférences MyAccount.", "Se désabonner\u00a0: " + link},
	} {
		var ct content
		m := portal.Mail{Kind: portal.MailInvoiceIssued, Data: map[string]string{unsubscribeKey: link}}
		if err := unsubscribeFooter(&ct, m, c.lang); err != nil {
			t.Fatal(err)
		}
		var text, html bytes.Buffer
		if err := textTemplate(&text, ct); err != nil {
			t.Fatal(err)
		}
		if err := htmlTemplate.Execute(&html, ct); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text.String(), c.why+"\n"+c.text+"\n") {
			t.Errorf("%s text part:\n%s", c.lang.Tag(), text.String())
		}
		action := map[i18n.Lang]string{i18n.English: "Unsubscribe", i18n.French: "Se désabonner"}[c.lang]
		if !strings.Contains(html.String(), c.why+` <a href="https://myaccount.example.com/ui/public/unsubscribe?ut=abc.def" style="color:#57606a;">`+action+`</a>`) {
			t.Errorf("%s HTML part:\n%s", c.lang.Tag(), html.String())
		}
	}
	// A transactional message gets no line, even with the data; a bad link
	// is refused.
	var ct content
	if err := unsubscribeFooter(&ct, portal.Mail{Kind: portal.MailPasswordChanged, Data: map[string]string{unsubscribeKey: link}}, i18n.English); err != nil || ct.UnsubscribeURL != "" {
		t.Fatalf("transactional: %+v, %v", ct, err)
	}
	if err := unsubscribeFooter(&ct, portal.Mail{Kind: portal.MailUsageAlert, Data: map[string]string{unsubscribeKey: "/ui/public/unsubscribe"}}, i18n.English); !errors.Is(err, ErrBadMessage) {
		t.Fatalf("relative link: %v", err)
	}
	// A rendered transactional message has no unsubscribe line.
	r, err := Render(portal.Mail{Kind: portal.MailPasswordChanged, To: "a@b.test", Data: map[string]string{unsubscribeKey: link}}, testBrand)
	if err != nil || strings.Contains(r.Text, "Unsubscribe") || strings.Contains(r.HTML, "Unsubscribe") {
		t.Fatalf("password changed: %v\n%s", err, r.Text)
	}
}

// The headers of RFC 8058: List-Unsubscribe with the one-click URL alone
// and List-Unsubscribe-Post, the same bytes every time; none without a
// URL; a URL that could break the header is refused.
func TestComposeListUnsubscribe(t *testing.T) {
	r, err := Render(portal.Mail{Kind: portal.MailPasswordChanged, To: "ann@example.com"}, testBrand)
	if err != nil {
		t.Fatal(err)
	}
	oneClick := "https://myaccount.example.com/guest/unsubscribe/oneclick?ut=eyJh.c2ln"
	h := Header{From: &netmail.Address{Address: "no-reply@prairiewave.example"}, To: &netmail.Address{Address: "ann@example.com"},
		MessageID: "<abc123@myaccount>", Date: time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC), ListUnsubscribe: oneClick}
	raw, err := Compose(h, r)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := Compose(h, r); !bytes.Equal(raw, again) {
		t.Fatal("composed twice, two messages")
	}
	msg, err := netmail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	if got := msg.Header.Get("List-Unsubscribe"); got != "<"+oneClick+">" {
		t.Errorf("List-Unsubscribe: %q", got)
	}
	if got := msg.Header.Get("List-Unsubscribe-Post"); got != "List-Unsubscribe=One-Click" {
		t.Errorf("List-Unsubscribe-Post: %q", got)
	}
	h.ListUnsubscribe = ""
	raw, _ = Compose(h, r)
	if bytes.Contains(raw, []byte("List-Unsubscribe")) {
		t.Error("a message without a URL has the headers")
	}
	for _, bad := range []string{"/guest/unsubscribe/oneclick?ut=x", "mailto:x@y.test", "https://a.test/x>\r\nBcc: x@y.test"} {
		h.ListUnsubscribe = bad
		if _, err := Compose(h, r); !errors.Is(err, ErrBadMessage) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// nopOutbox is an outbox with nothing in it.
type nopOutbox struct{}

func (nopOutbox) ClaimMail(ctx context.Context, now, lease time.Time) (portal.Mail, error) {
	return portal.Mail{}, portal.ErrNoRows
}
func (nopOutbox) MailSent(ctx context.Context, id int64, at time.Time) error { return nil }
func (nopOutbox) RetryMail(ctx context.Context, id int64, at time.Time, reason string) error {
	return nil
}
func (nopOutbox) FailMail(ctx context.Context, id int64, at time.Time, reason string) error {
	return nil
}
func (nopOutbox) WaitingMailAfter(ctx context.Context, after int64, limit int) ([]portal.Mail, error) {
	return nil, nil
}
