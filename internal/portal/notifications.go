package portal

import (
	"context"
	"errors"
)

// Notification preferences (issue 31): per login, each category of e-mail
// (MailCategories) is on or off and goes to an address the login chose —
// its own, or one of its accounts' service e-mail addresses. The outbox
// honours them when a non-transactional message is written; the
// Notifications page and the unsubscribe link change them.

// NotificationPreference is a login's choice for one category.
type NotificationPreference struct {
	Category MailCategory
	Enabled  bool
	// Address is where the category's messages go; "" is the login's own
	// address.
	Address string
}

// Known reports whether c is one of the categories a login chooses (the
// transactional category is not).
func (c MailCategory) Known() bool {
	for _, k := range MailCategories {
		if c == k {
			return true
		}
	}
	return false
}

// NotificationChange is a write to one category of the session's login:
// Fields holds "category" and any of "enabled" (a boolean) and "address".
type NotificationChange struct {
	Identity int64
	Fields   map[string]any
}

// NotificationSettings are a login's preferences as the page shows them:
// one per category (in MailCategories' order, the defaults filled in and
// an address no longer the login's read as the login's own), and the
// addresses the login may choose from (its own first).
type NotificationSettings struct {
	Preferences []NotificationPreference
	Addresses   []string
}

// Notifications are the rules of the notification preferences.
type Notifications interface {
	Settings(ctx context.Context, identity int64) (NotificationSettings, error)
	Change(ctx context.Context, c NotificationChange) (Message, error)
}

// NotificationStore is what the notification preferences read and write.
type NotificationStore interface {
	NotificationPreferences(ctx context.Context, identity int64) ([]NotificationPreference, error)
	NotificationAddresses(ctx context.Context, identity int64) ([]string, error)
	SetNotificationPreference(ctx context.Context, identity int64, p NotificationPreference) error
}

// ErrNotLoginAddress is SetNotificationPreference's refusal of an address
// that is neither the login's nor one of its accounts' live service e-mail
// addresses.
var ErrNotLoginAddress = errors.New("portal: the address is not the login's nor one of its service e-mail addresses")

// What the notification preferences say (internal/i18n/en_notifications.go
// and fr_notifications.go).
const (
	// The categories' names, as the unsubscribe page and the e-mails'
	// footers show them.
	MsgNotifyUsage         MsgKey = "notify.category.usage"
	MsgNotifyBilling       MsgKey = "notify.category.billing"
	MsgNotifyAccount       MsgKey = "notify.category.account"
	MsgNotifyServiceStatus MsgKey = "notify.category.serviceStatus"
	MsgNotifyOffers        MsgKey = "notify.category.offers"

	MsgNotifyUnknownCategory MsgKey = "notify.unknownCategory"
	MsgNotifyEnabledBoolean  MsgKey = "notify.enabledBoolean"
	MsgNotifyAddressText     MsgKey = "notify.addressText"
	MsgNotifyNotYourAddress  MsgKey = "notify.notYourAddress"
	MsgNotifyNothingChanged  MsgKey = "notify.nothingChanged"
	MsgNotifySaved           MsgKey = "notify.saved"

	// The footer line of a non-transactional e-mail (text and HTML).
	MsgMailUnsubscribeWhy    MsgKey = "mail.unsubscribe.why"
	MsgMailUnsubscribeAction MsgKey = "mail.unsubscribe.action"
	MsgMailUnsubscribeText   MsgKey = "mail.unsubscribe.text"
)

// NameKey is the message that names c ("" for the transactional
// category, which has no name).
func (c MailCategory) NameKey() MsgKey {
	switch c {
	case MailUsage:
		return MsgNotifyUsage
	case MailBilling:
		return MsgNotifyBilling
	case MailAccount:
		return MsgNotifyAccount
	case MailServiceStatus:
		return MsgNotifyServiceStatus
	case MailOffers:
		return MsgNotifyOffers
	}
	return ""
}

// UnsubscribeStore is what the public unsubscribe page's handler writes:
// a token applied once (tokenHash), to a login's categories or, for a
// token made by another sender, to an address's mailing lists.
type UnsubscribeStore interface {
	UnsubscribeCategories(ctx context.Context, tokenHash string, identity int64, categories []MailCategory) error
	ApplyUnsubscribe(ctx context.Context, tokenHash, email string, keys []string) error
}
