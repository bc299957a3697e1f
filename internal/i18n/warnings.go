package i18n

import (
	"time"

	"myaccount/internal/portal"
)

// HitCapWarning is the warning the portal opens while an account is over its
// cap (portal.CapReached), in both languages; reset is the next month's
// first local midnight, when usage starts again.
func HitCapWarning(reset time.Time) portal.AccountWarning {
	return portal.AccountWarning{
		Type:    portal.WarningHitCap,
		Title:   English.T(portal.MsgHitCapTitle),
		Body:    English.T(portal.MsgHitCapBody, "date", English.Day(reset, false)),
		TitleFR: French.T(portal.MsgHitCapTitle),
		BodyFR:  French.T(portal.MsgHitCapBody, "date", French.Day(reset, false)),
	}
}

// Pick is the text for a reader of l: the French one for French when the
// provider wrote it, else the English one.
func (l Lang) Pick(english, french string) string {
	if l == French && french != "" {
		return french
	}
	return english
}
