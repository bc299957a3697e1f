package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// Sites, an account's site and events (issue 32): a site written again
// unchanged records nothing; an event's sites and updates are stored with
// it; the e-mail of a write goes once to each login of the sites' accounts
// (a login with two accounts on the site gets one), none to other sites';
// AccountOutages and OpenOutages list what the app and /status show.
func TestSitesAndOutages(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		act := func(what string) *portal.StaffAction {
			return &portal.StaffAction{Actor: "test", Action: what, Subject: what, At: clock.Now()}
		}
		north := portal.Site{Code: "north", Name: "North", NameFR: "Nord"}
		for _, v := range []portal.Site{north, {Code: "south", Name: "South"}} {
			if _, created, err := s.PutSite(ctx, v, func(old *portal.Site) (*portal.StaffAction, error) { return act("site"), nil }); err != nil || !created {
				t.Fatalf("site %s: %v %v", v.Code, created, err)
			}
		}
		got, created, err := s.PutSite(ctx, north, func(old *portal.Site) (*portal.StaffAction, error) {
			if old == nil || *old != north {
				t.Errorf("old %+v", old)
			}
			return nil, nil
		})
		if err != nil || created || got != north {
			t.Fatalf("same site: %+v %v %v", got, created, err)
		}
		ann := seedIdentity(t, s, "ann@demo.test", 4001, 4003) // both accounts on north
		seedIdentity(t, s, "bob@demo.test", 4002)              // south
		for account, site := range map[int64]string{4001: "north", 4003: "north", 4002: "south"} {
			must(t, s.SetAccountSite(ctx, account, site, *act("account-site")))
		}
		if code, err := s.AccountSite(ctx, 4001); err != nil || code != "north" {
			t.Fatalf("site of 4001: %q %v", code, err)
		}
		if err := s.SetAccountSite(ctx, 9999, "north", *act("x")); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("unknown account: %v", err)
		}

		o := portal.Outage{ExternalID: "o1", Kind: portal.OutageKindOutage, Title: "Outage", TitleFR: "Panne",
			Sites: []string{"north"}, StartsAt: clock.Now().Add(-time.Hour).Truncate(time.Millisecond),
			EstimatedAt: clock.Now().Add(time.Hour).Truncate(time.Millisecond),
			Updates:     []portal.OutageUpdate{{At: clock.Now().Truncate(time.Millisecond), Text: "On it", TextFR: "En cours"}}}
		stored, created, err := s.PutOutage(ctx, o, func(old *portal.Outage) (*portal.StaffAction, portal.MailKind, error) {
			return act("outage-declare"), portal.MailOutageStarted, nil
		})
		if err != nil || !created || len(stored.Updates) != 1 || stored.Updates[0].TextFR != "En cours" || !stored.EstimatedAt.Equal(o.EstimatedAt) {
			t.Fatalf("stored %+v %v %v", stored, created, err)
		}
		mails := outboxOf(t, s, portal.MailOutageStarted)
		if len(mails) != 1 || mails[0].Identity != ann || mails[0].Data["text"] != "On it" || mails[0].Data["title_fr"] != "Panne" {
			t.Fatalf("mail: %+v", mails)
		}
		if os, err := s.AccountOutages(ctx, 4003); err != nil || len(os) != 1 || os[0].Sites[0] != "north" {
			t.Fatalf("4003's events: %+v %v", os, err)
		}
		if os, err := s.AccountOutages(ctx, 4002); err != nil || len(os) != 0 {
			t.Fatalf("4002's events: %+v %v", os, err)
		}

		// A refusal in decide writes nothing.
		o2 := o
		o2.Title = "Changed"
		if _, _, err := s.PutOutage(ctx, o2, func(*portal.Outage) (*portal.StaffAction, portal.MailKind, error) {
			return nil, "", errors.New("no")
		}); err == nil {
			t.Fatal("the refusal was not returned")
		}
		if v, _ := s.Outage(ctx, "o1"); v.Title != "Outage" {
			t.Fatalf("a refused write changed it: %+v", v)
		}

		// Resolved: off the account's list, still on /status's for a day.
		o.ResolvedAt, o.Resolution = clock.Now().Truncate(time.Millisecond), "Fixed"
		if _, _, err := s.PutOutage(ctx, o, func(*portal.Outage) (*portal.StaffAction, portal.MailKind, error) {
			return act("outage-resolve"), portal.MailOutageResolved, nil
		}); err != nil {
			t.Fatal(err)
		}
		if ms := outboxOf(t, s, portal.MailOutageResolved); len(ms) != 1 || ms[0].Data["text"] != "Fixed" {
			t.Fatalf("resolved mail: %+v", ms)
		}
		if os, _ := s.AccountOutages(ctx, 4001); len(os) != 0 {
			t.Fatalf("resolved still shown: %+v", os)
		}
		if os, err := s.OpenOutages(ctx, clock.Now().Add(-24*time.Hour)); err != nil || len(os) != 1 {
			t.Fatalf("status page: %+v %v", os, err)
		}
		if os, err := s.OpenOutages(ctx, clock.Now().Add(time.Minute)); err != nil || len(os) != 0 {
			t.Fatalf("status page later: %+v %v", os, err)
		}
		if os, err := s.Outages(ctx, "", 10); err != nil || len(os) != 1 {
			t.Fatalf("list: %+v %v", os, err)
		}
	})
}
