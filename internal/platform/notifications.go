package platform

import (
	"context"
	"errors"
	"strings"

	"myaccount/internal/portal"
)

// NotificationService holds the rules of the notification preferences
// (issue 31): which categories a login receives and at which address.
type NotificationService struct {
	store portal.NotificationStore
}

// NewNotifications builds the notification preferences' service.
func NewNotifications(st portal.NotificationStore) *NotificationService {
	return &NotificationService{st}
}

var _ portal.Notifications = (*NotificationService)(nil)

// Settings reads a login's preferences and the addresses it may choose. A
// stored address that is no longer one of them (the mailbox was given up,
// or its account unlinked) reads as the login's own, which is where the
// outbox sends in that case.
func (s *NotificationService) Settings(ctx context.Context, identity int64) (portal.NotificationSettings, error) {
	prefs, err := s.store.NotificationPreferences(ctx, identity)
	if err != nil {
		return portal.NotificationSettings{}, err
	}
	addrs, err := s.store.NotificationAddresses(ctx, identity)
	if err != nil {
		return portal.NotificationSettings{}, err
	}
	for i, p := range prefs {
		if p.Address == "" || !contains(addrs, p.Address) {
			prefs[i].Address = addrs[0]
		}
	}
	return portal.NotificationSettings{Preferences: prefs, Addresses: addrs}, nil
}

func contains(list []string, s string) bool {
	for _, e := range list {
		if e == s {
			return true
		}
	}
	return false
}

// Change writes one category's choice: Fields carries "category" (one of
// portal.MailCategories) and "enabled" (a boolean), "address" (the login's
// address or one of its service e-mail addresses) or both; what is not
// sent keeps its value.
func (s *NotificationService) Change(ctx context.Context, c portal.NotificationChange) (portal.Message, error) {
	raw, _ := c.Fields["category"].(string)
	cat := portal.MailCategory(raw)
	if !cat.Known() {
		names := make([]string, len(portal.MailCategories))
		for i, k := range portal.MailCategories {
			names[i] = string(k)
		}
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgNotifyUnknownCategory,
			"category", raw, "categories", strings.Join(names, ", "))
	}
	enabledValue, sentEnabled := c.Fields["enabled"]
	addressValue, sentAddress := c.Fields["address"]
	if !sentEnabled && !sentAddress {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgNotifyNothingChanged)
	}
	settings, err := s.Settings(ctx, c.Identity)
	if err != nil {
		return portal.Message{}, err
	}
	var current portal.NotificationPreference
	for _, p := range settings.Preferences {
		if p.Category == cat {
			current = p
		}
	}
	if sentEnabled {
		on, ok := enabledValue.(bool)
		if !ok {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgNotifyEnabledBoolean)
		}
		current.Enabled = on
	}
	if sentAddress {
		a, ok := addressValue.(string)
		if !ok {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgNotifyAddressText)
		}
		a = strings.ToLower(strings.TrimSpace(a))
		if !contains(settings.Addresses, a) {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgNotifyNotYourAddress, "address", a)
		}
		current.Address = a
	}
	err = s.store.SetNotificationPreference(ctx, c.Identity, current)
	if errors.Is(err, portal.ErrNotLoginAddress) {
		// The mailbox was given up between the read and the write.
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgNotifyNotYourAddress, "address", current.Address)
	}
	if err != nil {
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgNotifySaved, "category", portal.Msg(cat.NameKey())), nil
}
