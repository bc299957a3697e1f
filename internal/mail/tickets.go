package mail

import (
	"strconv"
	"strings"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// pageSupport is the conversation of a support request, under the app's
// base (/ui/user/support/{ticket}).
const pageSupport = "user/support/"

// supportReply fills c for the e-mail on a staff reply to a support
// request (issue 32, item 3): the reply's text and a link to the
// conversation. Data carries "account", "ticket" and "body", and "files"
// (the attachments' names, comma-separated) when the reply has some.
func supportReply(c *content, m portal.Mail, lang i18n.Lang, home string) error {
	n := &notice{data: m.Data}
	account, ticket, body := n.str("account"), n.num("ticket"), strings.TrimSpace(m.Data["body"])
	if body == "" {
		n.errs = append(n.errs, "body is missing")
	}
	if err := n.err(m.Kind); err != nil {
		return err
	}
	id := strconv.FormatInt(ticket, 10)
	c.Subject = lang.T(portal.MsgMailSupportReplySubject, "ticket", id)
	c.Title = c.Subject
	c.Paragraphs = []string{lang.T(portal.MsgMailSupportReplyIntro, "ticket", id, "account", account)}
	for _, line := range strings.Split(body, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			c.Paragraphs = append(c.Paragraphs, line)
		}
	}
	if files := strings.TrimSpace(m.Data["files"]); files != "" {
		c.Paragraphs = append(c.Paragraphs, lang.T(portal.MsgMailSupportReplyFiles, "files", files))
	}
	c.Action = lang.T(portal.MsgMailSupportReplyAction)
	var err error
	c.Link, err = absoluteLink(home + pageSupport + id)
	return err
}
