package mail

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// The notifications of issue 31 (usage alerts, billing and account
// e-mails). The flows write facts in Data (numbers as decimal strings,
// times as epoch milliseconds, the account number); the sentences, the
// formatting of money and dates in the reader's language and the links,
// absolute from the portal's configured public URL, are made here.

// The pages a notification links to, under the app's base (/ui).
const (
	pagePackage     = "user/package"
	pageAutoPayment = "user/autopayment"
	pageDocuments   = "user/documents"
	pageUpload      = "user/documentupload"
	pageContract    = "user/contract"
	pageAccount     = "user/account" // My Balance (pay) and the account's details
)

// notice is a notification's data, read with its problems collected: a
// missing or malformed value is the flow's bug, refused (ErrBadMessage)
// rather than sent with a gap.
type notice struct {
	data map[string]string
	errs []string
}

func (n *notice) str(key string) string {
	v := strings.TrimSpace(n.data[key])
	if v == "" {
		n.errs = append(n.errs, key+" is missing")
	}
	return v
}

func (n *notice) num(key string) int64 {
	raw := n.str(key)
	if raw == "" {
		return 0
	}
	v, err := strconv.ParseInt(raw, 10, 64)
	if err != nil {
		n.errs = append(n.errs, fmt.Sprintf("%s %q is not a number", key, raw))
	}
	return v
}

func (n *notice) time(key string) time.Time { return time.UnixMilli(n.num(key)) }

func (n *notice) err(kind portal.MailKind) error {
	if len(n.errs) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s: %s", ErrBadMessage, kind, strings.Join(n.errs, "; "))
}

// notify fills c for the notification kinds; handled is false for any
// other kind.
func notify(c *content, m portal.Mail, lang i18n.Lang, b Brand, home string) (handled bool, err error) {
	loc := b.Location
	if loc == nil {
		loc = time.UTC
	}
	day := func(t time.Time) string {
		t = t.In(loc)
		if lang == i18n.French {
			return lang.Day(t, false) + " " + strconv.Itoa(t.Year())
		}
		return lang.Day(t, false) + ", " + strconv.Itoa(t.Year())
	}
	n := &notice{data: m.Data}
	account := n.str("account")
	link := func(page string) { c.Link = home + page }
	switch m.Kind {
	case portal.MailUsageAlert:
		threshold := n.num("percent")
		used, capGB, left := n.num("used_bytes"), n.num("cap_gb"), n.num("days_left")
		reset := n.time("reset")
		if threshold != 80 && threshold != 100 {
			n.errs = append(n.errs, fmt.Sprintf("percent %d is neither 80 nor 100", threshold))
		}
		if capGB <= 0 {
			n.errs = append(n.errs, "cap_gb must be positive")
		}
		if err := n.err(m.Kind); err != nil {
			return true, err
		}
		percent := used * 100 / (capGB * portal.BytesPerGB)
		usedGB := gigabytes(lang, used)
		subject, title, after := portal.MsgMailUsage80Subject, portal.MsgMailUsage80Title, portal.MsgMailUsage80After
		if threshold == 100 {
			subject, title, after = portal.MsgMailUsage100Subject, portal.MsgMailUsage100Title, portal.MsgMailUsage100After
		}
		c.Subject, c.Title = lang.T(subject), lang.T(title)
		daysLeft := lang.T(portal.MsgMailDaysLeftMany, "n", left)
		if left == 1 {
			daysLeft = lang.T(portal.MsgMailDaysLeftOne)
		}
		c.Paragraphs = []string{
			lang.T(portal.MsgMailUsageFigures, "account", account, "used", usedGB, "cap", capGB, "percent", percent),
			daysLeft,
			lang.T(after, "date", lang.Day(reset.In(loc), false)),
		}
		if m.Data["pack"] == "yes" {
			c.Paragraphs = append(c.Paragraphs, lang.T(portal.MsgMailUsagePack))
		}
		if m.Data["unlimited"] == "yes" {
			c.Paragraphs = append(c.Paragraphs, lang.T(portal.MsgMailUsageUnlimited))
		}
		c.Action = lang.T(portal.MsgMailUsageAction)
		link(pagePackage)
	case portal.MailPaymentReceived, portal.MailPaymentDeclined, portal.MailAutoPaymentFailed:
		amount := portal.Money(n.num("amount_cents"))
		method := methodName(lang, n.str("method_type"), n.str("last4"))
		at := n.time("at")
		var balance int64
		if m.Kind == portal.MailPaymentReceived {
			balance = n.num("balance_cents")
		}
		if err := n.err(m.Kind); err != nil {
			return true, err
		}
		args := []any{"amount", amount, "account", account, "method", method}
		switch m.Kind {
		case portal.MailPaymentReceived:
			c.Subject, c.Title = lang.T(portal.MsgMailPaidSubject, args...), lang.T(portal.MsgMailPaidTitle)
			next := lang.T(portal.MsgMailPaidBalance, "balance", portal.Money(balance))
			switch {
			case balance == 0:
				next = lang.T(portal.MsgMailPaidSettled)
			case balance < 0:
				next = lang.T(portal.MsgMailPaidCredit, "balance", portal.Money(-balance))
			}
			c.Paragraphs = []string{lang.T(portal.MsgMailPaidIntro, append(args, "date", day(at))...), next}
			c.Action = lang.T(portal.MsgMailBillingAction)
			link(pageAccount)
		case portal.MailPaymentDeclined:
			c.Subject, c.Title = lang.T(portal.MsgMailDeclinedSubject, args...), lang.T(portal.MsgMailDeclinedTitle)
			c.Paragraphs = []string{lang.T(portal.MsgMailDeclinedIntro, args...), lang.T(portal.MsgMailDeclinedNext)}
			c.Action = lang.T(portal.MsgMailBillingAction)
			link(pageAccount)
		default:
			c.Subject, c.Title = lang.T(portal.MsgMailAutoFailedSubject, args...), lang.T(portal.MsgMailAutoFailedTitle)
			c.Paragraphs = []string{lang.T(portal.MsgMailAutoFailedIntro, args...), lang.T(portal.MsgMailAutoFailedTodo),
				lang.T(portal.MsgMailAutoFailedMethod)}
			c.Action = lang.T(portal.MsgMailAutoFailedAction)
			link(pageAccount)
		}
	case portal.MailInvoiceIssued:
		period, perr := parseMonth(n.str("period"))
		total, due := portal.Money(n.num("total_cents")), n.time("due")
		if perr != nil {
			n.errs = append(n.errs, perr.Error())
		}
		if err := n.err(m.Kind); err != nil {
			return true, err
		}
		c.Subject, c.Title = lang.T(portal.MsgMailInvoiceSubject, "month", period), lang.T(portal.MsgMailInvoiceTitle)
		c.Paragraphs = []string{lang.T(portal.MsgMailInvoiceIntro, "month", period, "account", account, "total", total,
			"due", day(due))}
		if m.Data["autopay"] == "yes" {
			c.Paragraphs = append(c.Paragraphs, lang.T(portal.MsgMailInvoiceAuto))
		}
		c.Action = lang.T(portal.MsgMailInvoiceAction)
		link(pageDocuments)
	case portal.MailDocumentReviewed:
		doc, status := n.str("document"), n.str("status")
		name, page := documentName(doc)
		if name == "" && doc != "" {
			n.errs = append(n.errs, fmt.Sprintf("document %q is not a reviewed kind", doc))
		}
		reason := strings.TrimSpace(m.Data["reason"])
		if status != portal.UploadApproved && status != portal.UploadRejected && status != "" {
			n.errs = append(n.errs, fmt.Sprintf("status %q is neither approved nor rejected", status))
		}
		if err := n.err(m.Kind); err != nil {
			return true, err
		}
		args := []any{"document", lang.T(name), "account", account}
		if status == portal.UploadApproved {
			c.Subject, c.Title = lang.T(portal.MsgMailDocApprovedSubj, args...), lang.T(portal.MsgMailDocApprovedSubj, args...)
			c.Paragraphs = []string{lang.T(portal.MsgMailDocApprovedIntro, args...)}
			link(pageDocuments)
		} else {
			c.Subject, c.Title = lang.T(portal.MsgMailDocRejectedSubj, args...), lang.T(portal.MsgMailDocRejectedSubj, args...)
			c.Paragraphs = []string{lang.T(portal.MsgMailDocRejectedIntro, args...)}
			if reason != "" {
				c.Paragraphs = append(c.Paragraphs, lang.T(portal.MsgMailDocRejectedReason, "reason", reason))
			}
			c.Paragraphs = append(c.Paragraphs, lang.T(portal.MsgMailDocRejectedAgain))
			link(page)
		}
		c.Action = lang.T(portal.MsgMailDocAction)
	case portal.MailChangeRequestResolved:
		asked := n.time("requested_at")
		if err := n.err(m.Kind); err != nil {
			return true, err
		}
		c.Subject, c.Title = lang.T(portal.MsgMailChangeSubject), lang.T(portal.MsgMailChangeTitle)
		c.Paragraphs = []string{lang.T(portal.MsgMailChangeIntro, "account", account, "date", day(asked))}
		if note := strings.TrimSpace(m.Data["note"]); note != "" {
			c.Paragraphs = append(c.Paragraphs, lang.T(portal.MsgMailChangeNote, "note", note))
		}
		c.Action = lang.T(portal.MsgMailChangeAction)
		link(pageAccount)
	default:
		return false, nil
	}
	c.Link, err = absoluteLink(c.Link)
	return true, err
}

// gigabytes writes bytes as GB to one decimal, with the language's
// separators: 1,400.5 or 1 400,5 (a whole number has no decimal).
func gigabytes(lang i18n.Lang, bytes int64) string {
	tenths := int64(math.Round(float64(bytes) / float64(portal.BytesPerGB) * 10))
	s := lang.Number(tenths / 10)
	if tenths%10 != 0 {
		sep := "."
		if lang == i18n.French {
			sep = ","
		}
		s += sep + strconv.FormatInt(tenths%10, 10)
	}
	return s
}

// methodName names a payment method as the billing pages do: "Visa ending
// in 4242".
func methodName(lang i18n.Lang, kind, last4 string) string {
	switch kind {
	case portal.MethodVisa:
		return lang.T(portal.MsgMethodVisa, "last4", last4)
	case portal.MethodMastercard:
		return lang.T(portal.MsgMethodMastercard, "last4", last4)
	}
	return lang.T(portal.MsgMethodBank, "last4", last4)
}

// documentName is the name of a reviewed document and the page where a
// rejected one is sent again.
func documentName(kind string) (portal.MsgKey, string) {
	switch kind {
	case portal.DocVoidCheque:
		return portal.MsgMailDocVoidCheque, pageAutoPayment
	case portal.DocIdentity:
		return portal.MsgMailDocIdentity, pageUpload
	case portal.DocContract:
		return portal.MsgMailDocContract, pageContract
	case portal.DocAgreement:
		return portal.MsgMailDocAgreement, pageContract
	}
	return "", ""
}

// parseMonth reads "2026-11".
func parseMonth(s string) (portal.Month, error) {
	t, err := time.Parse("2006-01", s)
	if err != nil {
		return portal.Month{}, fmt.Errorf("period %q is not a month (2006-01)", s)
	}
	return portal.MonthOf(t), nil
}
