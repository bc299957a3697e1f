package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// covers: issue 32 item 1 (Web Push: subscriptions, the pushes of an
// outage, the push outbox)
//
// A login's subscriptions: an endpoint is one row (subscribing again, or
// from another login of the device, moves it); a login removes only its
// own. An outage's start goes, in PutOutage's transaction, to each
// subscription of every login of the site whose Service status category is
// on — none to a login that turned it off, nor to another site's. The
// outbox leases a push once; a push service's 404/410 (gone) deletes the
// subscription and the push keeps its record; the login's deletion takes
// its subscriptions with it.
func TestWebPushSubscriptionsAndOutbox(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		act := func(what string) *portal.StaffAction {
			return &portal.StaffAction{Actor: "test", Action: what, Subject: what, At: clock.Now()}
		}
		if _, _, err := s.PutSite(ctx, portal.Site{Code: "north", Name: "North"},
			func(*portal.Site) (*portal.StaffAction, error) { return act("site"), nil }); err != nil {
			t.Fatal(err)
		}
		ann := seedIdentity(t, s, "ann@demo.test", 4001)
		bob := seedIdentity(t, s, "bob@demo.test", 4003)
		cat := seedIdentity(t, s, "cat@demo.test", 4005) // no site
		storetest.Exec(t, s, `UPDATE identities SET language = 'fr' WHERE id = ?`, ann)
		for _, a := range []int64{4001, 4003} {
			must(t, s.SetAccountSite(ctx, a, "north", *act("account-site")))
		}
		sub := func(id int64, endpoint string) portal.PushSubscription {
			return portal.PushSubscription{Identity: id, Endpoint: endpoint, P256dh: "BPk", Auth: "au", Language: "fr"}
		}
		must(t, s.PutPushSubscription(ctx, sub(ann, "https://push.example/a1")))
		must(t, s.PutPushSubscription(ctx, sub(ann, "https://push.example/a2")))
		must(t, s.PutPushSubscription(ctx, sub(bob, "https://push.example/b1")))
		must(t, s.PutPushSubscription(ctx, sub(cat, "https://push.example/c1")))
		// The device of a2 signs in as cat and turns alerts on: a2 is cat's now.
		must(t, s.PutPushSubscription(ctx, sub(cat, "https://push.example/a2")))
		// Bob cannot remove ann's subscription.
		must(t, s.DeletePushSubscription(ctx, bob, "https://push.example/a1"))
		if subs, err := s.PushSubscriptions(ctx, ann); err != nil || len(subs) != 1 || subs[0].Endpoint != "https://push.example/a1" ||
			subs[0].Language != "fr" {
			t.Fatalf("ann's subscriptions: %+v %v", subs, err)
		}
		if subs, _ := s.PushSubscriptions(ctx, cat); len(subs) != 2 {
			t.Fatalf("cat's subscriptions: %+v", subs)
		}
		// Bob turned Service status off: no e-mail, no push.
		must(t, s.SetNotificationPreference(ctx, bob, portal.NotificationPreference{Category: portal.MailServiceStatus, Enabled: false}))

		o := portal.Outage{ExternalID: "o1", Kind: portal.OutageKindOutage, Title: "Fibre cut", TitleFR: "Fibre coupée",
			Sites: []string{"north"}, StartsAt: clock.Now().Truncate(time.Millisecond)}
		if _, _, err := s.PutOutage(ctx, o, func(*portal.Outage) (*portal.StaffAction, portal.MailKind, error) {
			return act("outage-declare"), portal.MailOutageStarted, nil
		}); err != nil {
			t.Fatal(err)
		}
		pushes, err := s.Pushes(ctx, 0)
		if err != nil || len(pushes) != 1 {
			t.Fatalf("pushes: %+v %v", pushes, err)
		}
		p := pushes[0]
		if p.Identity != ann || p.Login != "ann@demo.test" || p.Kind != portal.MailOutageStarted || p.Lang != "fr" || p.Data["title_fr"] != "Fibre coupée" ||
			p.Subscription.Endpoint != "https://push.example/a1" || !p.SentAt.IsZero() {
			t.Fatalf("push: %+v", p)
		}

		// The worker leases it once.
		now := clock.Now()
		got, err := s.ClaimPush(ctx, now, now.Add(time.Minute))
		if err != nil || got.ID != p.ID || got.Attempts != 1 || got.Subscription.P256dh != "BPk" {
			t.Fatalf("claim: %+v %v", got, err)
		}
		if _, err := s.ClaimPush(ctx, now, now.Add(time.Minute)); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("second claim: %v", err)
		}
		must(t, s.RetryPush(ctx, p.ID, now, "503"))
		got, err = s.ClaimPush(ctx, now, now.Add(time.Minute))
		if err != nil || got.Attempts != 2 {
			t.Fatalf("claim after retry: %+v %v", got, err)
		}
		// The push service answered 410: the subscription goes, the push
		// stays on record, given up.
		must(t, s.FailPush(ctx, p.ID, now, "410 Gone", true))
		if subs, _ := s.PushSubscriptions(ctx, ann); len(subs) != 0 {
			t.Fatalf("ann's subscriptions after 410: %+v", subs)
		}
		pushes, _ = s.Pushes(ctx, 0)
		if len(pushes) != 1 || pushes[0].FailedAt.IsZero() || pushes[0].Subscription.ID != 0 || pushes[0].LastError != "410 Gone" {
			t.Fatalf("push after 410: %+v", pushes)
		}

		// An update reaches nobody now (ann has no device, bob is off).
		o.Updates = []portal.OutageUpdate{{At: clock.Now().Truncate(time.Millisecond), Text: "Crew on site"}}
		if _, _, err := s.PutOutage(ctx, o, func(*portal.Outage) (*portal.StaffAction, portal.MailKind, error) {
			return act("outage-update"), portal.MailOutageUpdated, nil
		}); err != nil {
			t.Fatal(err)
		}
		if pushes, _ = s.Pushes(ctx, 0); len(pushes) != 1 {
			t.Fatalf("pushes after the update: %+v", pushes)
		}

		// A deleted login's subscriptions go with it.
		must(t, s.DeleteProvisionedLogin(ctx, "cat@demo.test", *act("login-delete")))
		if n := storetest.QueryInt(t, s, `SELECT COUNT(*) FROM push_subscriptions WHERE identity_id = ?`, cat); n != 0 {
			t.Fatalf("%d of cat's subscriptions left", n)
		}
		if subs, _ := s.PushSubscriptions(ctx, bob); len(subs) != 1 {
			t.Fatalf("bob's subscriptions: %+v", subs)
		}
	})
}
