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
