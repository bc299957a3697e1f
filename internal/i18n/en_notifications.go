package i18n

import "myaccount/internal/portal"

// enNotifications are the notification preferences' texts: the
// categories' names, the refusals of the Notifications page's writes, and
// the unsubscribe line of the e-mails they govern.
var enNotifications = map[portal.MsgKey]string{
	portal.MsgNotifyUsage:         "Usage",
	portal.MsgNotifyBilling:       "Billing and payments",
	portal.MsgNotifyAccount:       "Account and documents",
	portal.MsgNotifyServiceStatus: "Service status",
	portal.MsgNotifyOffers:        "Offers and news",

	portal.MsgNotifyUnknownCategory: "There is no notification category \"{category}\". Choose one of: {categories}.",
	portal.MsgNotifyEnabledBoolean:  "\"enabled\" must be true or false.",
	portal.MsgNotifyAddressText:     "\"address\" must be an e-mail address.",
	portal.MsgNotifyNotYourAddress:  "Notifications can go only to your login's address or to one of your service e-mail addresses: {address} is neither.",
	portal.MsgNotifyNothingChanged:  "Send \"enabled\", \"address\" or both to change a category.",
	portal.MsgNotifySaved:           "Your choice for {category} was saved.",

	portal.MsgMailUnsubscribeWhy:    "You receive this e-mail because {category} notifications are on in your MyAccount preferences.",
	portal.MsgMailUnsubscribeAction: "Unsubscribe",
	portal.MsgMailUnsubscribeText:   "Unsubscribe: {url}",
}
