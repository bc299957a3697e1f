package mail

import (
	"fmt"
	"strings"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// statusNotice fills c for the Service status e-mails (issue 32): an
// outage or a maintenance started (or declared), updated, resolved. Data
// carries the event's title and texts in both languages; the reader's is
// picked (English when the provider wrote no French).
func statusNotice(c *content, m portal.Mail, lang i18n.Lang, b Brand, home string) error {
	n := &notice{data: m.Data}
	kind := n.str("kind")
	title := lang.Pick(n.str("title"), strings.TrimSpace(m.Data["title_fr"]))
	starts := n.time("starts")
	if kind != portal.OutageKindOutage && kind != portal.OutageKindMaintenance && kind != "" {
		n.errs = append(n.errs, fmt.Sprintf("kind %q is neither outage nor maintenance", kind))
	}
	if err := n.err(m.Kind); err != nil {
		return err
	}
	text := lang.Pick(strings.TrimSpace(m.Data["text"]), strings.TrimSpace(m.Data["text_fr"]))
	maint := kind == portal.OutageKindMaintenance
	estimate := lang.T(portal.MsgMailOutageNoEstimate)
	if m.Data["estimate"] != "" {
		estimate = lang.T(portal.MsgMailOutageEstimate, "when", dateTime(lang, n.time("estimate"), b.Location))
	}
	switch m.Kind {
	case portal.MailOutageStarted:
		subject, intro := portal.MsgMailOutageStartedSubject, portal.MsgMailOutageStartedIntro
		if maint {
			subject, intro = portal.MsgMailMaintPlannedSubject, portal.MsgMailMaintPlannedIntro
		}
		c.Subject = lang.T(subject, "title", title)
		c.Paragraphs = []string{lang.T(intro, "start", dateTime(lang, starts, b.Location)), estimate}
		if text != "" {
			c.Paragraphs = append(c.Paragraphs, lang.T(portal.MsgMailOutageLatest, "text", text))
		}
	case portal.MailOutageUpdated:
		c.Subject = lang.T(portal.MsgMailOutageUpdatedSubject, "title", title)
		if text != "" {
			c.Paragraphs = append(c.Paragraphs, lang.T(portal.MsgMailOutageLatest, "text", text))
		}
		c.Paragraphs = append(c.Paragraphs, estimate)
	case portal.MailOutageResolved:
		c.Subject = lang.T(portal.MsgMailOutageResolvedSubj, "title", title)
		intro := portal.MsgMailOutageResolvedIntro
		if maint {
			intro = portal.MsgMailMaintResolvedIntro
		}
		c.Paragraphs = []string{lang.T(intro)}
		if text != "" {
			c.Paragraphs = append(c.Paragraphs, text)
		}
	default:
		return fmt.Errorf("%w: %s is not a service status kind", ErrBadMessage, m.Kind)
	}
	c.Title = c.Subject
	c.Action, c.Link = lang.T(portal.MsgMailOpenPortal), home
	var err error
	c.Link, err = absoluteLink(c.Link)
	return err
}

// StatusPush is what a Service status push says (issue 32; internal/push
// sends it): the e-mail's subject as its title, the e-mail's first line as
// its body, and the link of its button (the app's dashboard), in the
// message's language. m is the e-mail the push goes with (its kind, its
// language and its data).
func StatusPush(m portal.Mail, b Brand) (title, body, link string, err error) {
	lang, _ := i18n.Parse(m.Lang)
	home := strings.TrimSuffix(b.PublicURL, "/") + "/ui/"
	var c content
	if err := statusNotice(&c, m, lang, b, home); err != nil {
		return "", "", "", err
	}
	if len(c.Paragraphs) > 0 {
		body = c.Paragraphs[0]
	}
	return c.Subject, body, c.Link, nil
}
