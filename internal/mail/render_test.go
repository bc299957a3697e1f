package mail

import (
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"myaccount/internal/portal"
)

var testBrand = Brand{Branding: portal.DemoBranding, PublicURL: "https://myaccount.example.com",
	Location: mustZone("America/Edmonton")}

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

const testLink = "https://myaccount.example.com/auth/invite?token=abc&lang=fr"

// Each kind in each language: its subject, its call to action with the
// link in both parts, what it says of the link's life, and the footer.
func TestRenderKinds(t *testing.T) {
	changedAt := time.Date(2026, 11, 28, 0, 4, 0, 0, time.UTC) // 17:04 the day before in Edmonton
	for _, c := range []struct {
		kind portal.MailKind
		lang string
		want []string // in the subject and/or both parts
	}{
		{portal.MailInvitation, "en", []string{"Choose your password for Prairie Wave MyAccount", "Choose your password",
			"valid for 7 days and can be used once", "ann@example.com", "Need help? Call us at 1-800-555-0199"}},
		{portal.MailInvitation, "fr", []string{"Choisissez votre mot de passe Prairie Wave MyAccount", "Choisir mon mot de passe",
			"valide pendant 7\u00a0jours", "ne peut servir qu’une seule fois", "Besoin d’aide"}},
		{portal.MailStaffInvitation, "en", []string{"Your Prairie Wave MyAccount staff console login", "Choose my password",
			"valid for 72 hours and can be used once", "ann@example.com", "authenticator app"}},
		{portal.MailStaffInvitation, "fr", []string{"Votre identifiant de la console du personnel Prairie Wave MyAccount",
			"Choisir mon mot de passe", "valide pendant 72\u00a0heures", "console du personnel\u00a0: ann@example.com"}},
		{portal.MailPasswordReset, "en", []string{"Choose a new password for Prairie Wave MyAccount",
			"valid for 30 minutes and can be used once", "If you did not ask for it, ignore this e-mail"}},
		{portal.MailPasswordReset, "fr", []string{"Choisir un nouveau mot de passe", "30\u00a0minutes",
			"Si vous n’avez rien demandé, ignorez ce courriel"}},
		{portal.MailPasswordChanged, "en", []string{"Your Prairie Wave MyAccount password was changed",
			"was changed on November 27, 2026 at 5:04 p.m. MST", "If it was not you", "Forgot your password?",
			"https://myaccount.example.com/ui/"}},
		{portal.MailPasswordChanged, "fr-CA", []string{"Votre mot de passe Prairie Wave MyAccount a été modifié",
			"modifié le 27 novembre 2026 à 17\u00a0h\u00a004 HNR", "Si ce n’est pas vous", "Mot de passe oublié"}},
	} {
		t.Run(string(c.kind)+"/"+c.lang, func(t *testing.T) {
			m := portal.Mail{Kind: c.kind, To: "ann@example.com", Lang: c.lang, CreatedAt: changedAt,
				Data: map[string]string{"link": testLink}}
			r, err := Render(m, testBrand)
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
			wantTag := "en-CA"
			if strings.HasPrefix(c.lang, "fr") {
				wantTag = "fr-CA"
			}
			if string(r.Lang.Tag()) != wantTag || !strings.Contains(r.HTML, `<html lang="`+wantTag+`">`) {
				t.Errorf("language %s, HTML head %.60q", r.Lang.Tag(), r.HTML)
			}
			if c.kind != portal.MailPasswordChanged {
				if !strings.Contains(r.Text, "\n"+testLink+"\n") {
					t.Errorf("the text part lacks the link on a line of its own:\n%s", r.Text)
				}
				if !strings.Contains(r.HTML, `href="https://myaccount.example.com/auth/invite?token=abc&amp;lang=fr"`) {
					t.Errorf("the HTML part lacks the escaped link:\n%s", r.HTML)
				}
			}
			if !strings.Contains(r.HTML, "background-color:#0b5cad") || !strings.Contains(r.HTML, "color:#ffffff") ||
				strings.Contains(r.HTML, "<style") || strings.Contains(r.HTML, "ZgotmplZ") {
				t.Errorf("the HTML's brand colour, contrast or inline styles:\n%s", r.HTML)
			}
		})
	}
}

func escapeHTML(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

// The branding is configuration, the recipient and link come from the
// flows: none of them can inject markup, a light brand colour gets dark
// button text, and a logo given as a path becomes absolute.
func TestRenderEscapesAndBrands(t *testing.T) {
	b := testBrand
	b.Branding.ProviderName = `Evil <script>alert(1)</script> & Co`
	b.Branding.PrimaryColor = "#ffdd00"
	b.Branding.LogoURL = "/brand/logo.png"
	b.Branding.SupportPhone = ""
	r, err := Render(portal.Mail{Kind: portal.MailInvitation, To: `x"><img src=x>@example.com`, Lang: "en",
		Data: map[string]string{"link": "https://portal.example/a?b=<c>"}}, b)
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"<script>", `"><img src=x>`, "?b=<c>"} {
		if strings.Contains(r.HTML, bad) {
			t.Errorf("HTML holds %q unescaped", bad)
		}
	}
	if !strings.Contains(r.HTML, `src="https://myaccount.example.com/brand/logo.png"`) ||
		!strings.Contains(r.HTML, "color:#111111") || !strings.Contains(r.HTML, "background-color:#ffdd00") ||
		!strings.Contains(r.HTML, "Write to us at support@prairiewave.example") {
		t.Errorf("logo, contrast or help:\n%s", r.HTML)
	}
	b.Branding.PrimaryColor = "red;background:url(x)"
	if r, _ := Render(portal.Mail{Kind: portal.MailPasswordChanged, To: "a@b.example"}, b); strings.Contains(r.HTML, "url(x)") {
		t.Error("a bad colour reached the styles")
	}
}

// A message that cannot be rendered is refused with ErrBadMessage (the
// worker gives it up at once rather than retrying).
func TestRenderRefuses(t *testing.T) {
	for _, m := range []portal.Mail{
		{Kind: "newsletter", To: "a@b.example"},
		{Kind: portal.MailInvitation, To: "a@b.example"},
		{Kind: portal.MailInvitation, To: "a@b.example", Data: map[string]string{"link": "/auth/invite?t=1"}},
		{Kind: portal.MailPasswordReset, To: "a@b.example", Data: map[string]string{"link": "javascript:alert(1)"}},
	} {
		if _, err := Render(m, testBrand); !errors.Is(err, ErrBadMessage) {
			t.Errorf("%+v: %v", m, err)
		}
	}
}

// Compose writes the headers the brief asks for, an encoded non-ASCII
// subject, both parts in quoted-printable UTF-8 that read back as
// rendered, and the same bytes for the same message (a retry).
func TestCompose(t *testing.T) {
	r, err := Render(portal.Mail{Kind: portal.MailPasswordChanged, To: "ann@example.com", Lang: "fr"}, testBrand)
	if err != nil {
		t.Fatal(err)
	}
	h := Header{From: &netmail.Address{Name: "Prairie Wave Internet", Address: "no-reply@prairiewave.example"},
		To: &netmail.Address{Address: "ann@example.com"}, ReplyTo: &netmail.Address{Address: "support@prairiewave.example"},
		MessageID: "<abc123@myaccount>", Date: time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)}
	raw, err := Compose(h, r)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := Compose(h, r)
	if string(raw) != string(again) {
		t.Error("the same message composed twice differs")
	}
	for _, line := range strings.Split(string(raw), "\r\n") {
		if len(line) > 998 {
			t.Errorf("line of %d bytes", len(line))
		}
		for _, c := range []byte(line) {
			if c >= 0x80 {
				t.Fatalf("8-bit byte in %q", line)
			}
		}
	}
	msg, err := netmail.ReadMessage(strings.NewReader(string(raw)))
	if err != nil {
		t.Fatal(err)
	}
	dec := new(mime.WordDecoder)
	subject, err := dec.DecodeHeader(msg.Header.Get("Subject"))
	if err != nil || subject != r.Subject || msg.Header.Get("Subject") == r.Subject {
		t.Errorf("subject %q decodes to %q (%v), want %q encoded", msg.Header.Get("Subject"), subject, err, r.Subject)
	}
	for name, want := range map[string]string{"Message-Id": "<abc123@myaccount>", "Mime-Version": "1.0",
		"From": `"Prairie Wave Internet" <no-reply@prairiewave.example>`, "To": "<ann@example.com>",
		"Reply-To": "<support@prairiewave.example>", "Date": "Fri, 27 Nov 2026 10:00:00 +0000",
		"Content-Language": "fr-CA", "Auto-Submitted": "auto-generated"} {
		if got := msg.Header.Get(name); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
	mediaType, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || mediaType != "multipart/alternative" {
		t.Fatalf("Content-Type %q: %v", msg.Header.Get("Content-Type"), err)
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for _, want := range []struct{ typ, body string }{{"text/plain; charset=utf-8", r.Text}, {"text/html; charset=utf-8", r.HTML}} {
		p, err := mr.NextRawPart()
		if err != nil {
			t.Fatal(err)
		}
		if p.Header.Get("Content-Type") != want.typ || p.Header.Get("Content-Transfer-Encoding") != "quoted-printable" {
			t.Errorf("part headers %v", p.Header)
		}
		body, err := io.ReadAll(quotedprintable.NewReader(p))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.ReplaceAll(string(body), "\r\n", "\n"); got != want.body {
			t.Errorf("%s part reads back as\n%q\nwant\n%q", want.typ, got, want.body)
		}
	}
	if _, err := mr.NextPart(); err != io.EOF {
		t.Errorf("a third part: %v", err)
	}
	h.MessageID = "<bad id\r\nBcc: x@y>"
	if _, err := Compose(h, r); !errors.Is(err, ErrBadMessage) {
		t.Errorf("bad Message-ID: %v", err)
	}
}

// The SMTP URL: both schemes with their default ports, a bad URL refused
// without repeating it (it may hold a password), and String without the
// password.
func TestParseSMTP(t *testing.T) {
	for _, c := range []struct{ raw, want string }{
		{"smtp://user:p%40ss@mail.example.com:587", "smtp://user@mail.example.com:587"},
		{"smtp://mail.example.com", "smtp://mail.example.com:587"},
		{"smtps://u:secret@mail.example.com", "smtps://u@mail.example.com:465"},
		{"smtp://127.0.0.1:1025", "smtp://127.0.0.1:1025"},
		{"smtp://[::1]:25/", "smtp://[::1]:25"},
	} {
		s, err := ParseSMTP(c.raw)
		if err != nil || s.String() != c.want {
			t.Errorf("%s: %v, %v; want %s", c.raw, s, err, c.want)
		}
	}
	s, _ := ParseSMTP("smtp://user:p%40ss@mail.example.com:587")
	if s.user != "user" || s.pass != "p@ss" {
		t.Errorf("credentials %q %q", s.user, s.pass)
	}
	for _, raw := range []string{"", "mail.example.com:587", "http://secret@x", "smtp://user:secret@:587",
		"smtp://user:secret@host:99999", "smtp://user:secret@host:587/path", "smtp://user:secret@host:587?x=1", "smtp://%zz"} {
		_, err := ParseSMTP(raw)
		if err == nil || strings.Contains(err.Error(), "secret") {
			t.Errorf("%q: %v", raw, err)
		}
	}
	for host, want := range map[string]bool{"localhost": true, "127.0.0.1": true, "127.0.0.2": true, "::1": true,
		"mail.example.com": false, "10.0.0.1": false, "": false} {
		if loopback(host) != want {
			t.Errorf("loopback(%q) = %v", host, !want)
		}
	}
}
