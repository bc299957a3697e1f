package store_test

import (
	"context"
	"errors"
	"testing"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// A login's notification preferences: the defaults, a choice per category,
// the addresses it may choose, and another login's mailbox refused.
func TestNotificationPreferences(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		ann := seedIdentity(t, s, "Ann@Demo.test", 1, 2)
		bob := seedIdentity(t, s, "bob@demo.test", 3)
		_, err := s.AddServiceEmail(ctx, portal.ServiceEmail{AccountID: 1, Email: "ann@demo.test"})
		must(t, err)
		_, err = s.AddServiceEmail(ctx, portal.ServiceEmail{AccountID: 2, Email: "Farm@Demo.test"})
		must(t, err)
		_, err = s.AddServiceEmail(ctx, portal.ServiceEmail{AccountID: 3, Email: "bob.box@demo.test"})
		must(t, err)

		prefs, err := s.NotificationPreferences(ctx, ann)
		must(t, err)
		if len(prefs) != len(portal.MailCategories) {
			t.Fatalf("defaults = %+v", prefs)
		}
		for i, p := range prefs {
			if p.Category != portal.MailCategories[i] || p.Enabled != (p.Category != portal.MailOffers) || p.Address != "" {
				t.Fatalf("default %d = %+v", i, p)
			}
		}
		addrs, err := s.NotificationAddresses(ctx, ann)
		must(t, err)
		if len(addrs) != 2 || addrs[0] != "ann@demo.test" || addrs[1] != "farm@demo.test" {
			t.Fatalf("addresses = %q", addrs)
		}

		must(t, s.SetNotificationPreference(ctx, ann, portal.NotificationPreference{Category: portal.MailUsage, Enabled: false}))
		must(t, s.SetNotificationPreference(ctx, ann, portal.NotificationPreference{Category: portal.MailOffers, Enabled: true, Address: "FARM@demo.test"}))
		must(t, s.SetNotificationPreference(ctx, ann, portal.NotificationPreference{Category: portal.MailBilling, Enabled: true, Address: "ANN@demo.test"}))
		if err := s.SetNotificationPreference(ctx, ann, portal.NotificationPreference{Category: portal.MailAccount, Enabled: true, Address: "bob.box@demo.test"}); !errors.Is(err, portal.ErrNotLoginAddress) {
			t.Fatalf("another login's mailbox: %v", err)
		}
		if err := s.SetNotificationPreference(ctx, ann, portal.NotificationPreference{Category: portal.MailAccount, Enabled: true, Address: "someone@else.test"}); !errors.Is(err, portal.ErrNotLoginAddress) {
			t.Fatalf("a stranger's address: %v", err)
		}
		if err := s.SetNotificationPreference(ctx, ann, portal.NotificationPreference{Category: "newsletter", Enabled: true}); err == nil {
			t.Fatal("unknown category accepted")
		}
		if err := s.SetNotificationPreference(ctx, 999, portal.NotificationPreference{Category: portal.MailUsage}); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("missing login: %v", err)
		}
		prefs, err = s.NotificationPreferences(ctx, ann)
		must(t, err)
		want := []portal.NotificationPreference{
			{Category: portal.MailUsage, Enabled: false},
			{Category: portal.MailBilling, Enabled: true},
			{Category: portal.MailAccount, Enabled: true},
			{Category: portal.MailServiceStatus, Enabled: true},
			{Category: portal.MailOffers, Enabled: true, Address: "farm@demo.test"},
		}
		for i := range want {
			if prefs[i] != want[i] {
				t.Fatalf("preference %d = %+v, want %+v", i, prefs[i], want[i])
			}
		}
		// Bob's are his own.
		bobs, err := s.NotificationPreferences(ctx, bob)
		must(t, err)
		if !bobs[0].Enabled || bobs[4].Enabled {
			t.Fatalf("bob's = %+v", bobs)
		}
	})
}

// The outbox honours the preferences: a category turned off writes
// nothing, a chosen mailbox receives, a mailbox given up falls back to the
// login's address, and transactional messages always go.
func TestOutboxHonoursNotificationPreferences(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		ann := seedIdentity(t, s, "ann@demo.test", 1)
		box, err := s.AddServiceEmail(ctx, portal.ServiceEmail{AccountID: 1, Email: "box@demo.test"})
		must(t, err)
		alert := portal.Mail{Kind: portal.MailUsageAlert, To: "ann@demo.test", Identity: ann, Data: map[string]string{"percent": "80"}}
		invoice := portal.Mail{Kind: portal.MailInvoiceIssued, To: "ann@demo.test", Identity: ann}

		// Defaults: on, to the login.
		id, err := s.EnqueueMail(ctx, alert)
		must(t, err)
		if m, err := s.Mail(ctx, id); err != nil || m.To != "ann@demo.test" {
			t.Fatalf("default alert: %+v, %v", m, err)
		}

		must(t, s.SetNotificationPreference(ctx, ann, portal.NotificationPreference{Category: portal.MailUsage, Enabled: false}))
		must(t, s.SetNotificationPreference(ctx, ann, portal.NotificationPreference{Category: portal.MailBilling, Enabled: true, Address: "box@demo.test"}))
		if id, err := s.EnqueueMail(ctx, alert); err != nil || id != 0 {
			t.Fatalf("usage off: id %d, %v", id, err)
		}
		id, err = s.EnqueueMail(ctx, invoice)
		must(t, err)
		if m, err := s.Mail(ctx, id); err != nil || m.To != "box@demo.test" {
			t.Fatalf("billing to the mailbox: %+v, %v", m, err)
		}
		// A message for no login, and a transactional one, ignore the choices.
		if id, err := s.EnqueueMail(ctx, portal.Mail{Kind: portal.MailUsageAlert, To: "ann@demo.test"}); err != nil || id == 0 {
			t.Fatalf("alert without a login: %d, %v", id, err)
		}
		id, err = s.EnqueueMail(ctx, portal.Mail{Kind: portal.MailPasswordChanged, To: "ann@demo.test", Identity: ann})
		must(t, err)
		if m, _ := s.Mail(ctx, id); m.To != "ann@demo.test" {
			t.Fatalf("transactional message: %+v", m)
		}

		// The mailbox given up: billing goes to the login again.
		must(t, s.AbandonServiceEmail(ctx, 1, box))
		id, err = s.EnqueueMail(ctx, invoice)
		must(t, err)
		if m, _ := s.Mail(ctx, id); m.To != "ann@demo.test" {
			t.Fatalf("after the mailbox was given up: %+v", m)
		}
	})
}

// The unsubscribe link turns categories off once per token and keeps the
// chosen address.
func TestUnsubscribeCategoriesOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		ann := seedIdentity(t, s, "ann@demo.test", 1)
		_, err := s.AddServiceEmail(ctx, portal.ServiceEmail{AccountID: 1, Email: "box@demo.test"})
		must(t, err)
		must(t, s.SetNotificationPreference(ctx, ann, portal.NotificationPreference{Category: portal.MailBilling, Enabled: true, Address: "box@demo.test"}))
		must(t, s.UnsubscribeCategories(ctx, "h1", ann, []portal.MailCategory{portal.MailUsage, portal.MailBilling}))
		if err := s.UnsubscribeCategories(ctx, "h1", ann, []portal.MailCategory{portal.MailAccount}); !errors.Is(err, portal.ErrTokenUsed) {
			t.Fatalf("replayed token: %v", err)
		}
		if err := s.UnsubscribeCategories(ctx, "h2", ann, []portal.MailCategory{"newsletter"}); err == nil {
			t.Fatal("unknown category accepted")
		}
		// A login that is gone: the token is spent, nothing else is written.
		must(t, s.UnsubscribeCategories(ctx, "h3", 999, []portal.MailCategory{portal.MailUsage}))
		prefs, err := s.NotificationPreferences(ctx, ann)
		must(t, err)
		if prefs[0].Enabled || prefs[1].Enabled || prefs[1].Address != "box@demo.test" || !prefs[2].Enabled {
			t.Fatalf("after unsubscribing = %+v", prefs)
		}
	})
}
