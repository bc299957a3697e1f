package i18n

import "myaccount/internal/portal"

// enStatus is what the Service status e-mails say (issue 32).
var enStatus = map[portal.MsgKey]string{
	portal.MsgMailOutageStartedSubject: "Service outage in your area: {title}",
	portal.MsgMailMaintPlannedSubject:  "Planned maintenance in your area: {title}",
	portal.MsgMailOutageUpdatedSubject: "Update: {title}",
	portal.MsgMailOutageResolvedSubj:   "Resolved: {title}",
	portal.MsgMailOutageStartedIntro:   "An outage has affected the service in your area since {start}. We are working on it.",
	portal.MsgMailMaintPlannedIntro:    "Maintenance is planned in your area from {start}. The service may be interrupted during it.",
	portal.MsgMailOutageEstimate:       "Estimated restoration: {when}.",
	portal.MsgMailOutageNoEstimate:     "We do not have an estimated restoration time yet.",
	portal.MsgMailOutageLatest:         "Latest update: {text}",
	portal.MsgMailOutageResolvedIntro:  "The service is restored in your area.",
	portal.MsgMailMaintResolvedIntro:   "The maintenance in your area is over.",
	portal.MsgAuthServiceStatusLink:    "Service status: outages and maintenance",
}
