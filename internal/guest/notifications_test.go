package guest

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// A notification e-mail's token: the login and its categories, the same
// token for the same nonce, and only known categories.
func TestLoginTokenRoundTrip(t *testing.T) {
	p := Payload{Email: "avery@demo.test", Identity: 42, Subscriptions: []portal.Subscription{{Key: "usage", Name: "Consommation"}}}
	ut := SignPayload(testSecret, p, "n1")
	if SignPayload(testSecret, p, "n1") != ut || SignPayload(testSecret, p, "n2") == ut {
		t.Fatal("the token does not follow its nonce alone")
	}
	got, err := Verify(testSecret, ut)
	if err != nil || got.Identity != 42 || got.Email != "avery@demo.test" || len(got.Categories()) != 1 || got.Categories()[0] != portal.MailUsage {
		t.Fatalf("verify: %+v, %v", got, err)
	}
	bad := SignPayload(testSecret, Payload{Email: "avery@demo.test", Identity: 42,
		Subscriptions: []portal.Subscription{{Key: "newsletter", Name: "News"}}}, "n1")
	if _, err := Verify(testSecret, bad); err == nil {
		t.Fatal("a login's token with a list that is not a category was accepted")
	}
	if legacy, _ := Verify(testSecret, Sign(testSecret, "avery@demo.test", testSubs)); legacy.Identity != 0 || legacy.Categories() != nil {
		t.Fatalf("a mailing-list token reads as a login's: %+v", legacy)
	}
}

func loginWorld(t *testing.T, st *store.Store) (http.Handler, int64) {
	t.Helper()
	ctx := context.Background()
	id, err := st.CreateIdentity(ctx, "avery@demo.test", "x")
	if err != nil {
		t.Fatal(err)
	}
	return newTestHandler(t, st), id
}

func enabled(t *testing.T, st *store.Store, identity int64, c portal.MailCategory) bool {
	t.Helper()
	prefs, err := st.NotificationPreferences(context.Background(), identity)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range prefs {
		if p.Category == c {
			return p.Enabled
		}
	}
	t.Fatalf("no category %s", c)
	return false
}

// The public page's call with a login's token turns its categories off in
// the login's preferences, once.
func TestPageUnsubscribesLoginCategories(t *testing.T) {
	st := storetest.SQLite(t)
	h, avery := loginWorld(t, st)
	ut := SignPayload(testSecret, Payload{Email: "avery@demo.test", Identity: avery,
		Subscriptions: []portal.Subscription{{Key: "usage", Name: "Usage"}, {Key: "billing", Name: "Billing and payments"}}}, "n")
	if rep := do(t, h, http.MethodPost, UnsubscribePath, "", utBody(ut)); rep.status != http.StatusOK {
		t.Fatalf("unsubscribe: %d %s", rep.status, rep.raw)
	}
	if enabled(t, st, avery, portal.MailUsage) || enabled(t, st, avery, portal.MailBilling) || !enabled(t, st, avery, portal.MailAccount) {
		t.Fatal("the token's categories are not off, or another is")
	}
	if rep := do(t, h, http.MethodPost, UnsubscribePath, "", utBody(ut)); rep.status != http.StatusGone {
		t.Fatalf("replay: %d", rep.status)
	}
	// The mailing lists of the address are not touched.
	if subs, _ := st.Subscriptions(context.Background(), "avery@demo.test"); len(subs) != 3 {
		t.Fatalf("lists = %+v", subs)
	}
}

// RFC 8058 one-click: POST with the token in the URL turns the category
// off and answers 200 with no body, again 200 on a repeat; a bad token is
// 400 and changes nothing; a GET goes to the page and changes nothing.
func TestOneClickUnsubscribe(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			st := e.Open(t)
			h, avery := loginWorld(t, st)
			ut := SignPayload(testSecret, Payload{Email: "avery@demo.test", Identity: avery,
				Subscriptions: []portal.Subscription{{Key: "usage", Name: "Usage"}}}, "n")
			path := OneClickPath + "?ut=" + url.QueryEscape(ut)

			rep := do(t, h, http.MethodGet, path, "", "")
			if rep.status != http.StatusSeeOther || rep.header.Get("Location") != PagePath+"?ut="+url.QueryEscape(ut) {
				t.Fatalf("GET: %d %v", rep.status, rep.header)
			}
			tampered := OneClickPath + "?ut=" + url.QueryEscape(strings.Replace(ut, ".", ".x", 1))
			for _, p := range []string{tampered, OneClickPath, OneClickPath + "?ut=garbage"} {
				if rep := do(t, h, http.MethodPost, p, "", "List-Unsubscribe=One-Click"); rep.status != http.StatusBadRequest || rep.raw != "" {
					t.Fatalf("POST %s: %d %q", p, rep.status, rep.raw)
				}
			}
			if !enabled(t, st, avery, portal.MailUsage) {
				t.Fatal("a GET or a bad token turned usage off")
			}
			for i := range 2 {
				rep := do(t, h, http.MethodPost, path, "", "List-Unsubscribe=One-Click")
				if rep.status != http.StatusOK || rep.raw != "" {
					t.Fatalf("POST %d: %d %q", i+1, rep.status, rep.raw)
				}
			}
			if enabled(t, st, avery, portal.MailUsage) {
				t.Fatal("usage is still on after the one-click POST")
			}
			if rep := do(t, h, http.MethodPut, path, "", ""); rep.status != http.StatusMethodNotAllowed {
				t.Fatalf("PUT: %d", rep.status)
			}
		})
	}
}
