package i18n

import "myaccount/internal/portal"

// enWebPush is what the alerts on a device answer (issue 32).
var enWebPush = map[portal.MsgKey]string{
	portal.MsgPushOff:         "Alerts on a device are not available.",
	portal.MsgPushBadEndpoint: "The browser gave a push address this portal cannot use.",
	portal.MsgPushBadKeys:     "The browser gave keys this portal cannot use.",
	portal.MsgPushSubscribed:  "Alerts are on for this device.",
	portal.MsgPushRemoved:     "Alerts are off for this device.",
}
