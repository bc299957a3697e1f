package provider

import (
	"context"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/store/storetest"
)

// fakeInvitations records the invitations asked for (the real service is
// internal/portal's Invitations, built elsewhere).
type fakeInvitations struct {
	mu    sync.Mutex
	calls []string // "login by actor"
}

func (f *fakeInvitations) Invite(_ context.Context, login, actor string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, login+" by "+actor)
	return nil
}

// TestLogins: a login's PUT, GET, list, DELETE and invitation.
func TestLogins(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			inv := &fakeInvitations{}
			api := newTestAPI(t, e.Open(t), provisioning.Options{Invitations: inv})
			withAccount(t, api) // 5001, VIP
			acct := averyAccount("Red Deer")
			acct["vip"] = false
			want(t, "account 5002", api.do("PUT", "/accounts/5002", acct), http.StatusCreated)
			unauthorized(t, api, "PUT", "/logins/avery@example.com", map[string]any{"accounts": []any{5001}})

			r := idempotentPut(t, api, "/logins/Avery@Example.com",
				map[string]any{"accounts": []any{5002, 5001}, "language": "fr"},
				map[string]any{"accounts": []any{5001, 5002}, "language": "fr"})
			if r.Body["email"] != "avery@example.com" || r.Body["has_password"] != nil {
				t.Errorf("replaced: %s", r.Raw)
			}
			ident, hash, err := api.st.IdentityByLogin(ctx, "avery@example.com")
			if err != nil || hash != "" || ident.Language != "fr" {
				t.Fatalf("identity %+v %q %v", ident, hash, err)
			}
			links, err := api.st.AccountLinks(ctx, ident.ID)
			if err != nil || len(links) != 2 || links[0].AccountID != 5001 || !links[0].IsVip || links[1].IsVip {
				t.Errorf("links in the selector's order with VIP: %+v %v", links, err)
			}
			// The account's VIP flag follows onto the link.
			acct["vip"] = true
			want(t, "vip", api.do("PUT", "/accounts/5002", acct), http.StatusOK)
			if links, _ := api.st.AccountLinks(ctx, ident.ID); !links[1].IsVip {
				t.Errorf("links after the account became VIP: %+v", links)
			}

			// Disabling ends the login's sessions; enabling again is recorded.
			token := "avery-session-token-0123456789"
			if _, err := api.st.CreateSession(ctx, ident.ID, portal.HashToken(token), time.Hour); err != nil {
				t.Fatal(err)
			}
			before := len(staffActions(t, api.st, actor))
			want(t, "disable", api.do("PUT", "/logins/avery@example.com", map[string]any{"accounts": []any{5001, 5002}, "language": "fr", "disabled": true}), http.StatusOK)
			if _, state, _ := api.st.SessionByToken(ctx, portal.HashToken(token)); state == portal.TokenValid {
				t.Error("a disabled login's session is still valid")
			}
			if n := len(staffActions(t, api.st, actor)); n != before+1 {
				t.Errorf("disabling recorded %d actions", n-before)
			}
			want(t, "invite disabled", api.do("POST", "/logins/avery@example.com/invitation", nil), http.StatusConflict)
			want(t, "enable", api.do("PUT", "/logins/avery@example.com", map[string]any{"accounts": []any{5001, 5002}, "language": "fr"}), http.StatusOK)
			want(t, "invite", api.do("POST", "/logins/AVERY@example.com/invitation", nil), http.StatusAccepted)
			want(t, "invite unknown", api.do("POST", "/logins/nobody@example.com/invitation", nil), http.StatusNotFound)
			if !slices.Equal(inv.calls, []string{"avery@example.com by " + actor}) {
				t.Errorf("invitations: %v", inv.calls)
			}

			got := api.do("GET", "/logins/avery@example.com", nil)
			want(t, "GET", got, http.StatusOK)
			if ids := got.Body["accounts"].([]any); len(ids) != 2 || ids[0] != 5001.0 {
				t.Errorf("GET: %s", got.Raw)
			}
			want(t, "unknown", api.do("GET", "/logins/nobody@example.com", nil), http.StatusNotFound)
			for _, l := range []string{"b@example.com", "c@example.com"} {
				want(t, "PUT "+l, api.do("PUT", "/logins/"+l, map[string]any{"accounts": []any{}}), http.StatusCreated)
			}
			if logins := pages(t, api, "/logins", "email"); !slices.Equal(logins, []string{"avery@example.com", "b@example.com", "c@example.com"}) {
				t.Errorf("list: %v", logins)
			}

			listMatchesGet(t, api, "/logins", "email")
			wantFields(t, "unknown accounts", api.do("PUT", "/logins/avery@example.com", map[string]any{"accounts": []any{5001, 7777, 8888}}),
				http.StatusUnprocessableEntity, "accounts[1]", "accounts[2]")
			for _, c := range []struct {
				name, path string
				body       any
				fields     []string
			}{
				{"bad JSON", "avery@example.com", `{`, nil},
				{"missing", "avery@example.com", map[string]any{"language": "fr"}, []string{"accounts"}},
				{"wrong type", "avery@example.com", map[string]any{"accounts": "5001"}, []string{"accounts"}},
				{"unknown field", "avery@example.com", map[string]any{"accounts": []any{}, "password": "x"}, []string{"password"}},
				{"bad values", "avery@example.com", map[string]any{"accounts": []any{5001, 5001}, "language": "es", "email": "x@example.com"},
					[]string{"accounts[1]", "language", "email"}},
				{"not an e-mail", "avery", map[string]any{"accounts": []any{}}, []string{"email"}},
			} {
				wantFields(t, c.name, api.do("PUT", "/logins/"+c.path, c.body), http.StatusBadRequest, c.fields...)
			}

			// DELETE ends the login's sessions; its accounts may then go.
			token2 := "avery-session-token-9876543210"
			if _, err := api.st.CreateSession(ctx, ident.ID, portal.HashToken(token2), time.Hour); err != nil {
				t.Fatal(err)
			}
			want(t, "delete", api.do("DELETE", "/logins/avery@example.com", nil), http.StatusNoContent)
			if _, state, _ := api.st.SessionByToken(ctx, portal.HashToken(token2)); state == portal.TokenValid {
				t.Error("a deleted login's session is still valid")
			}
			want(t, "deleted", api.do("GET", "/logins/avery@example.com", nil), http.StatusNotFound)
			want(t, "delete again", api.do("DELETE", "/logins/avery@example.com", nil), http.StatusNotFound)
			want(t, "the account may go", api.do("DELETE", "/accounts/5002", nil), http.StatusNoContent)
			revoked(t, api, "GET", "/logins")
		})
	}
}
