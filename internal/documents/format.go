package documents

import (
	"strconv"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// Amount writes cents as the documents and the app show money
// (decisions.md "Money", ACCT-038, ACCT-039): $1,234.56 or 1 234,56 $, and
// a negative amount — a credit, a payment — as the positive amount marked
// CR: $12.34 CR, 12,34 $ CR (a no-break space before CR in French, as the
// web app writes it).
func Amount(lang i18n.Lang, cents int64) string {
	if cents >= 0 {
		return lang.Money(cents)
	}
	if lang == i18n.French {
		return lang.Money(-cents) + "\u00a0CR"
	}
	return lang.Money(-cents) + " CR"
}

// Date writes a calendar date in full, as a letter would: November 1, 2026
// in English, 1er novembre 2026 in French (the first of the month is
// written as an ordinal). t is taken in its own location.
func Date(lang i18n.Lang, t time.Time) string {
	if lang != i18n.French {
		return t.Format("January 2, 2006")
	}
	day := strconv.Itoa(t.Day())
	if t.Day() == 1 {
		day += "er"
	}
	return day + " " + lang.Month(portal.MonthOf(t))
}
