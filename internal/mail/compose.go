package mail

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	netmail "net/mail"
	"net/textproto"
	"net/url"
	"regexp"
	"strings"
	"time"
)

// Header is the envelope of one composed message.
type Header struct {
	From *netmail.Address
	To   *netmail.Address
	// ReplyTo is where a reply goes (the provider's support address);
	// nil: none.
	ReplyTo *netmail.Address
	// MessageID is the outbox's stored id, "<…@…>": a retry and a second
	// replica send the same message, which readers and servers recognise.
	MessageID string
	// Date is when the message was written (its outbox row), so that a
	// retry is the same message byte for byte.
	Date time.Time
	// ListUnsubscribe is the one-click unsubscribe URL of a notification
	// e-mail (RFC 8058), an absolute http(s) URL; "" for a message that
	// has none.
	ListUnsubscribe string
}

var messageIDRE = regexp.MustCompile(`^<[^<>@\s]+@[^<>@\s]+>$`)

// Compose writes r as an RFC 5322 message: the headers (a non-ASCII subject
// or name RFC 2047-encoded) and a multipart/alternative body with the text
// and the HTML part, both UTF-8 in quoted-printable, so that every line
// stays short and 7-bit whatever the server supports. The same header and
// rendering give the same bytes: the boundary derives from the Message-ID.
func Compose(h Header, r Rendered) ([]byte, error) {
	if !messageIDRE.MatchString(h.MessageID) {
		return nil, fmt.Errorf("%w: bad Message-ID %q", ErrBadMessage, h.MessageID)
	}
	if h.From == nil || h.To == nil {
		return nil, fmt.Errorf("%w: a message needs a sender and a recipient", ErrBadMessage)
	}
	if h.ListUnsubscribe != "" {
		if u, err := url.Parse(h.ListUnsubscribe); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" ||
			strings.ContainsAny(h.ListUnsubscribe, "<>\" \t\r\n") {
			return nil, fmt.Errorf("%w: bad List-Unsubscribe URL %q", ErrBadMessage, h.ListUnsubscribe)
		}
	}
	sum := sha256.Sum256([]byte(h.MessageID))
	boundary := "myaccount-" + hex.EncodeToString(sum[:12])

	var b bytes.Buffer
	header := func(name, value string) { fmt.Fprintf(&b, "%s: %s\r\n", name, value) }
	header("From", h.From.String())
	header("To", h.To.String())
	if h.ReplyTo != nil {
		header("Reply-To", h.ReplyTo.String())
	}
	header("Subject", mime.QEncoding.Encode("utf-8", r.Subject))
	header("Date", h.Date.Format(time.RFC1123Z))
	header("Message-ID", h.MessageID)
	header("MIME-Version", "1.0")
	header("Content-Language", r.Lang.Tag())
	// RFC 3834: an automatic message, so that vacation replies stay quiet.
	header("Auto-Submitted", "auto-generated")
	if h.ListUnsubscribe != "" {
		// RFC 2369 and RFC 8058: one HTTPS URI that a POST of
		// "List-Unsubscribe=One-Click" unsubscribes with (RFC 8058 allows
		// no second http(s) URI here; the page's link is in the footer).
		header("List-Unsubscribe", "<"+h.ListUnsubscribe+">")
		header("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
	}
	header("Content-Type", `multipart/alternative; boundary="`+boundary+`"`)
	b.WriteString("\r\n")

	mp := multipart.NewWriter(&b)
	if err := mp.SetBoundary(boundary); err != nil {
		return nil, err
	}
	for _, part := range []struct{ typ, body string }{{"text/plain", r.Text}, {"text/html", r.HTML}} {
		w, err := mp.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {part.typ + "; charset=utf-8"},
			"Content-Transfer-Encoding": {"quoted-printable"},
		})
		if err != nil {
			return nil, err
		}
		qp := quotedprintable.NewWriter(w)
		if _, err := qp.Write([]byte(part.body)); err != nil {
			return nil, err
		}
		if err := qp.Close(); err != nil {
			return nil, err
		}
	}
	if err := mp.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
