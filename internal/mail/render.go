// Package mail turns the outbox's messages (portal.Mail) into delivered
// e-mail: it renders each kind in the login's language with the
// provider's branding (a text and an HTML part), sends it over SMTP, and
// runs the worker that leases due messages and marks them sent, retries
// them with backoff or gives them up (docs/decisions.md, "E-mail").
package mail

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// Brand is what an e-mail shows of the provider.
type Brand struct {
	Branding portal.Branding
	// PublicURL is the portal's origin (https://myaccount.example.com): the
	// footer's link, and the base of a logo given as a path.
	PublicURL string
	// Location is the provider's time zone: a changed password's time is
	// written in it.
	Location *time.Location
}

// Rendered is one message ready to be composed: its subject and its two
// parts, in the message's language.
type Rendered struct {
	Subject string
	Text    string
	HTML    string
	// Lang is the language it is written in (en or fr).
	Lang i18n.Lang
	// Link is the absolute link of its button (the log and `myaccount
	// admin mail` show it).
	Link string
}

// content is what the templates draw, every sentence already in the
// reader's language.
type content struct {
	Lang       string
	Subject    string
	Title      string
	Greeting   string
	Paragraphs []string
	Action     string
	Link       string
	Fallback   string
	After      []string
	Help       string
	Why        string
	Home       string
	HomeURL    string
	Provider   string
	Product    string
	// The unsubscribe line of a notification e-mail (unsubscribeFooter);
	// empty for the others.
	UnsubscribeWhy    string
	UnsubscribeAction string
	UnsubscribeText   string
	UnsubscribeURL    string
	LogoURL           string
	Color             string
	OnColor           string
	LinkColor         string
}

// ErrBadMessage is wrapped by Render's refusals: a message no retry can
// render (unknown kind, missing or unsafe link). The worker gives it up at
// once.
var ErrBadMessage = errors.New("mail: message cannot be rendered")

// Render writes m in its language (English when it names another) with
// b's branding.
func Render(m portal.Mail, b Brand) (Rendered, error) {
	lang, _ := i18n.Parse(m.Lang)
	br := b.Branding
	home := strings.TrimSuffix(b.PublicURL, "/") + "/ui/"
	c := content{
		Lang: lang.Tag(), Greeting: lang.T(portal.MsgMailGreeting), Fallback: lang.T(portal.MsgMailLinkFallback),
		Provider: br.ProviderName, Product: br.ProductName, HomeURL: home,
		Home:    lang.T(portal.MsgMailFooterHome, "product", br.ProductName, "url", home),
		Why:     lang.T(portal.MsgMailFooterWhy, "provider", br.ProviderName, "product", br.ProductName, "login", m.To),
		LogoURL: logoURL(br.LogoURL, b.PublicURL),
		Color:   portal.DemoBranding.PrimaryColor,
	}
	if colorRE.MatchString(br.PrimaryColor) {
		c.Color = br.PrimaryColor
	}
	c.OnColor, c.LinkColor = textOn(c.Color), c.Color
	if c.OnColor != "#ffffff" {
		// A light brand colour would not read as text on white.
		c.LinkColor = portal.DemoBranding.PrimaryColor
	}
	switch {
	case br.SupportPhone != "" && br.Email != "":
		c.Help = lang.T(portal.MsgMailHelpBoth, "phone", br.SupportPhone, "email", br.Email)
	case br.SupportPhone != "":
		c.Help = lang.T(portal.MsgMailHelpPhone, "phone", br.SupportPhone)
	case br.Email != "":
		c.Help = lang.T(portal.MsgMailHelpEmail, "email", br.Email)
	}
	if err := unsubscribeFooter(&c, m, lang); err != nil {
		return Rendered{}, err
	}
	names := []any{"provider", br.ProviderName, "product", br.ProductName, "login", m.To}
	switch m.Kind {
	case portal.MailInvitation, portal.MailPasswordReset, portal.MailStaffInvitation:
		link, err := absoluteLink(m.Data["link"])
		if err != nil {
			return Rendered{}, err
		}
		c.Link = link
		keys := [...]portal.MsgKey{portal.MsgMailInviteSubject, portal.MsgMailInviteTitle, portal.MsgMailInviteIntro,
			portal.MsgMailInviteAction, portal.MsgMailInviteValidity, portal.MsgMailInviteIgnore}
		switch m.Kind {
		case portal.MailPasswordReset:
			keys = [...]portal.MsgKey{portal.MsgMailResetSubject, portal.MsgMailResetTitle, portal.MsgMailResetIntro,
				portal.MsgMailResetAction, portal.MsgMailResetValidity, portal.MsgMailResetIgnore}
		case portal.MailStaffInvitation:
			keys = [...]portal.MsgKey{portal.MsgMailStaffSubject, portal.MsgMailStaffTitle, portal.MsgMailStaffIntro,
				portal.MsgMailStaffAction, portal.MsgMailStaffValidity, portal.MsgMailStaffIgnore}
		}
		c.Subject, c.Title = lang.T(keys[0], names...), lang.T(keys[1], names...)
		c.Paragraphs = []string{lang.T(keys[2], names...)}
		c.Action = lang.T(keys[3])
		c.After = []string{lang.T(keys[4]), lang.T(keys[5])}
	case portal.MailPasswordChanged:
		c.Subject, c.Title = lang.T(portal.MsgMailChangedSubject, names...), lang.T(portal.MsgMailChangedTitle)
		c.Paragraphs = []string{
			lang.T(portal.MsgMailChangedIntro, "login", m.To, "when", dateTime(lang, m.CreatedAt, b.Location)),
			lang.T(portal.MsgMailChangedIfYou),
			lang.T(portal.MsgMailChangedNotYou),
		}
		c.Action, c.Link = lang.T(portal.MsgMailChangedAction), home
	case portal.MailOutageStarted, portal.MailOutageUpdated, portal.MailOutageResolved:
		if err := statusNotice(&c, m, lang, b, home); err != nil {
			return Rendered{}, err
		}
	case portal.MailSupportReply:
		if err := supportReply(&c, m, lang, home); err != nil {
			return Rendered{}, err
		}
	default:
		handled, err := notify(&c, m, lang, b, home)
		if err != nil {
			return Rendered{}, err
		}
		if !handled {
			return Rendered{}, fmt.Errorf("%w: unknown kind %q", ErrBadMessage, m.Kind)
		}
	}
	var text, html bytes.Buffer
	if err := textTemplate(&text, c); err != nil {
		return Rendered{}, err
	}
	if err := htmlTemplate.Execute(&html, c); err != nil {
		return Rendered{}, err
	}
	return Rendered{Subject: c.Subject, Text: text.String(), HTML: html.String(), Lang: lang, Link: c.Link}, nil
}

// unsubscribeKey is the Data key of a notification e-mail's unsubscribe
// page link; the worker sets it (withUnsubscribe), not the writer.
const unsubscribeKey = "unsubscribe"

// unsubscribeFooter fills the footer's unsubscribe line of a notification
// e-mail: a message of a non-transactional kind whose Data carries the
// page's link. It says which category the message is of and links to the
// public unsubscribe page (text and HTML parts).
func unsubscribeFooter(c *content, m portal.Mail, lang i18n.Lang) error {
	raw := m.Data[unsubscribeKey]
	cat := m.Kind.Category()
	if raw == "" || cat == portal.MailTransactional {
		return nil
	}
	link, err := absoluteLink(raw)
	if err != nil {
		return err
	}
	c.UnsubscribeURL = link
	c.UnsubscribeWhy = lang.T(portal.MsgMailUnsubscribeWhy, "category", lang.T(cat.NameKey()))
	c.UnsubscribeAction = lang.T(portal.MsgMailUnsubscribeAction)
	c.UnsubscribeText = lang.T(portal.MsgMailUnsubscribeText, "url", link)
	return nil
}

var colorRE = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// absoluteLink accepts the link a flow wrote: an absolute http(s) URL. A
// relative or other link is the flow's bug, refused rather than sent.
func absoluteLink(raw string) (string, error) {
	u, err := url.Parse(raw)
	if raw == "" || err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return "", fmt.Errorf("%w: the link %q is not an absolute http(s) URL", ErrBadMessage, raw)
	}
	return u.String(), nil
}

// logoURL makes the branding's logo absolute: a mail reader has no page
// to resolve a path against. Anything but http(s) is dropped, and the
// provider's name shows instead.
func logoURL(logo, publicURL string) string {
	if logo == "" {
		return ""
	}
	base, err := url.Parse(strings.TrimSuffix(publicURL, "/") + "/")
	if err != nil {
		return ""
	}
	ref, err := url.Parse(logo)
	if err != nil {
		return ""
	}
	u := base.ResolveReference(ref)
	if (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return ""
	}
	return u.String()
}

// textOn picks the button's text colour for the brand colour: white when it
// reads at 4.5:1 or more (WCAG AA), else near black.
func textOn(color string) string {
	lum := func(hex string) float64 {
		v, _ := strconv.ParseUint(hex, 16, 8)
		c := float64(v) / 255
		if c <= 0.03928 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	l := 0.2126*lum(color[1:3]) + 0.7152*lum(color[3:5]) + 0.0722*lum(color[5:7])
	if 1.05/(l+0.05) >= 4.5 {
		return "#ffffff"
	}
	return "#111111"
}

// dateTime writes when a password changed in the reader's language and the
// provider's zone: "November 27, 2026 at 5:04 p.m. MST", "27 novembre 2026
// à 17 h 04 HNR" (no-break spaces around the h, the zone as French writes it).
func dateTime(lang i18n.Lang, t time.Time, loc *time.Location) string {
	if loc == nil {
		loc = time.UTC
	}
	t = t.In(loc)
	zone, _ := t.Zone()
	date := lang.Day(t, false) + " " + strconv.Itoa(t.Year())
	clock := fmt.Sprintf("%d\u00a0h\u00a0%02d %s", t.Hour(), t.Minute(), lang.Zone(zone))
	if lang == i18n.English {
		date = lang.Day(t, false) + ", " + strconv.Itoa(t.Year())
		h, suffix := t.Hour()%12, "a.m."
		if h == 0 {
			h = 12
		}
		if t.Hour() >= 12 {
			suffix = "p.m."
		}
		clock = fmt.Sprintf("%d:%02d %s %s", h, t.Minute(), suffix, zone)
	}
	return lang.T(portal.MsgMailDateTime, "date", date, "time", clock)
}
