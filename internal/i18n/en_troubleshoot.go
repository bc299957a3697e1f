package i18n

import "myaccount/internal/portal"

// enTroubleshoot is what the troubleshooting page's server says (issue 32).
var enTroubleshoot = map[portal.MsgKey]string{
	portal.MsgRestartUnavailable: "Your router cannot be restarted from here. Unplug it for 30 seconds, then plug it back in.",
	portal.MsgRestartTooSoonOne:  "Your router was restarted less than 10 minutes ago. You can restart it again in 1 minute.",
	portal.MsgRestartTooSoonMany: "Your router was restarted less than 10 minutes ago. You can restart it again in {minutes} minutes.",
	portal.MsgRestartFailed:      "Your router could not be restarted just now. Please try again in a few minutes, or unplug it for 30 seconds and plug it back in.",
	portal.MsgRestartTimeout:     "We asked your router to restart but got no answer in time. It may still restart in the next few minutes.",
	portal.MsgRestartDone:        "Your router is restarting. It will be back in about 2 minutes.",
	portal.MsgRestartQueued:      "Your router will restart as soon as it next checks in with us, usually within a few minutes.",
}
