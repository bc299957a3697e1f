package i18n

import "myaccount/internal/portal"

// frWebPush follows enWebPush key by key.
var frWebPush = map[portal.MsgKey]string{
	portal.MsgPushOff:         "Les alertes sur un appareil ne sont pas offertes.",
	portal.MsgPushBadEndpoint: "Le navigateur a donné une adresse de notification que ce portail ne peut pas utiliser.",
	portal.MsgPushBadKeys:     "Le navigateur a donné des clés que ce portail ne peut pas utiliser.",
	portal.MsgPushSubscribed:  "Les alertes sont activées pour cet appareil.",
	portal.MsgPushRemoved:     "Les alertes sont désactivées pour cet appareil.",
}
