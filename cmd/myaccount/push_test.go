package main

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/push"
	"myaccount/internal/store"
)

// covers: issue 32 item 1 (Web Push: the pushes recorded, `admin push`)
//
// `myaccount admin push` lists the push outbox newest first: the login,
// the title the device showed (in the login's language), the push service
// and the outcome (a subscription a 410 removed shows as such). The VAPID
// keys are made once into the data folder and read again after.
func TestAdminPush(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	env := func(k string) string {
		if k == "MYACCOUNT_DATA" {
			return dir
		}
		return ""
	}
	if err := run(ctx, []string{"migrate", "--data", dir}, env, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(ctx, filepath.Join(dir, "myaccount.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	act := func(what string) *portal.StaffAction {
		return &portal.StaffAction{Actor: "test", Action: what, Subject: what, At: time.Now()}
	}
	if _, _, err := st.PutSite(ctx, portal.Site{Code: "north", Name: "North"},
		func(*portal.Site) (*portal.StaffAction, error) { return act("site"), nil }); err != nil {
		t.Fatal(err)
	}
	id, err := st.CreateIdentity(ctx, "ann@example.com", "hash")
	if err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(st.PutAccount(ctx, portal.Account{ID: 4001, Name: "Ann"}))
	must(st.LinkAccount(ctx, id, 4001, true))
	must(st.SetAccountSite(ctx, 4001, "north", *act("account-site")))
	must(st.PutPushSubscription(ctx, portal.PushSubscription{Identity: id, Endpoint: "https://fcm.googleapis.com/fcm/send/x1",
		P256dh: "p", Auth: "a"}))
	o := portal.Outage{ExternalID: "o1", Kind: portal.OutageKindOutage, Title: "Fibre cut", Sites: []string{"north"},
		StartsAt: time.Now().Truncate(time.Millisecond)}
	for _, kind := range []portal.MailKind{portal.MailOutageStarted, portal.MailOutageUpdated} {
		if _, _, err := st.PutOutage(ctx, o, func(*portal.Outage) (*portal.StaffAction, portal.MailKind, error) {
			return act(string(kind)), kind, nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	first, err := st.ClaimPush(ctx, time.Now().Add(time.Second), time.Now().Add(time.Minute))
	must(err)
	must(st.FailPush(ctx, first.ID, time.Now(), "push service: 410 Gone", true))

	var out bytes.Buffer
	if err := runAdmin(ctx, []string{"push"}, env, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !regexp.MustCompile(`(?m)^2 +\S+ \S+ +outage-updated +ann@example\.com +waiting +Update: Fibre cut +\(removed\)$`).MatchString(text) ||
		!regexp.MustCompile(`(?m)^1 +\S+ \S+ +outage-started +ann@example\.com +failed after 1 attempt\(s\): push service: 410 Gone +Service outage in your area: Fibre cut +\(removed\)$`).MatchString(text) {
		t.Errorf("admin push:\n%s", text)
	}

	// The keys: made once into the data folder, read again.
	k1, err := push.LoadKeys(dir)
	must(err)
	k2, err := push.LoadKeys(dir)
	if err != nil || k1 != k2 {
		t.Fatalf("keys read again: %v", err)
	}
}
