package billing_test

import (
	"context"
	"strings"
	"testing"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// TestChangeRequests: every rule of §5 on the server, with the spec's
// messages naming the fields; one request pending at a time, until the
// staff resolve it.
//
// covers: ACCT-015, ACCT-016, ACCT-019, ACCT-020, ACCT-021, ACCT-022, ACCT-023, ACCT-024, ACCT-025, ACCT-026, ACCT-027, ACCT-028, ACCT-029
func TestChangeRequests(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		must(t, e.st.PutContactInfo(ctx, 1001, portal.ContactInfo{
			Phones: []portal.ContactPhone{{Description: "Home", Number: "4035550101"}},
			Emails: []string{"avery@example.test"},
		}))
		send := func(body map[string]any) (string, error) {
			msg, err := e.svc.Info.RequestChange(ctx, portal.ChangeRequestInput{Account: 1001, Identity: e.identity, Body: body})
			if err != nil {
				return i18n.English.Render(portal.AsError(err).Msg), err
			}
			return i18n.English.Render(msg), nil
		}
		row := func(kv ...any) map[string]any {
			m := map[string]any{}
			for i := 0; i < len(kv); i += 2 {
				m[kv[i].(string)] = kv[i+1]
			}
			return m
		}
		rows := func(rs ...map[string]any) []any {
			out := make([]any, len(rs))
			for i, r := range rs {
				out[i] = r
			}
			return out
		}
		for name, c := range map[string]struct {
			body map[string]any
			want string
		}{
			"no rows":         {map[string]any{"rows": []any{}, "callback": "4035550101"}, "Add at least one change to your request."},
			"six rows":        {map[string]any{"rows": rows(row("type", "other", "description", "a"), row("type", "other", "description", "b"), row("type", "other", "description", "c"), row("type", "other", "description", "d"), row("type", "other", "description", "e"), row("type", "other", "description", "f")), "callback": "4035550101"}, "You can request at most 5 changes at a time."},
			"unknown type":    {map[string]any{"rows": rows(row("type", "birthday", "description", "x")), "callback": "4035550101"}, "Choose what to change: name, address, e-mail, phone or other."},
			"no operation":    {map[string]any{"rows": rows(row("type", "email", "description", "a@b.test")), "callback": "4035550101"}, "Choose Add new, Replace current or Other for each e-mail or phone change."},
			"blank name":      {map[string]any{"rows": rows(row("type", "name", "description", "  ")), "callback": "4035550101"}, "Please fill out the 'Name' field(s) or delete unwanted rows"},
			"no callback":     {map[string]any{"rows": rows(row("type", "other", "description", "Move my bill date"))}, "Please fill out the 'Best callback number' field(s) or delete unwanted rows"},
			"address missing": {map[string]any{"rows": rows(row("type", "address", "description", "1 Main St")), "callback": "4035550101"}, "Please fill out the 'City, Province, Postal code' field(s) or delete unwanted rows"},
			"replace without pick": {map[string]any{"rows": rows(row("type", "email", "operation", "replace", "description", "new@example.test")), "callback": "4035550101"},
				"Value cannot be null"},
			"replace another's": {map[string]any{"rows": rows(row("type", "phone", "operation", "replace", "current", "4035550199", "description", "(403) 555-0102")), "callback": "4035550101"},
				"Please correct any mistakes in the following field(s): Current value"},
			"bad formats": {map[string]any{"rows": rows(row("type", "email", "operation", "add", "description", "not-an-email"),
				row("type", "address", "description", "1 Main St", "city", "Red Deer", "province", "ZZ", "postalcode", "12345")),
				"callback": "555"}, "Please correct any mistakes in the following field(s): E-mail, Province, Postal code, Best callback number"},
			"not a string": {map[string]any{"rows": rows(row("type", "name", "description", 12)), "callback": "4035550101"},
				"Please correct any mistakes in the following field(s): Name"},
			"too long": {map[string]any{"rows": rows(row("type", "other", "description", strings.Repeat("x", 501))), "callback": "4035550101"},
				"Please correct any mistakes in the following field(s): Description"},
		} {
			got, err := send(c.body)
			if err == nil || got != c.want {
				t.Errorf("%s: %q (%v), want %q", name, got, err, c.want)
			}
		}
		if _, pending, _ := e.svc.Info.PendingChange(ctx, 1001); pending {
			t.Fatal("a refused request was stored")
		}
		msg, err := send(map[string]any{
			"rows": rows(
				row("type", "address", "description", "12 Lakeview Drive", "address2", "", "city", "Sylvan Lake", "province", "AB", "postalcode", "t4s1r4"),
				row("type", "phone", "operation", "replace", "current", "(403) 555-0101", "description", "(587) 555-0142"),
				row("type", "name", "description", "Avery Fields-Lin"),
			),
			"callback": "(403) 555-0101", "comments": "Moving on the 1st",
		})
		must(t, err)
		if msg != "Your request was sent. We will review it and call you if we need anything." {
			t.Fatalf("message %q", msg)
		}
		r, pending, err := e.svc.Info.PendingChange(ctx, 1001)
		must(t, err)
		if !pending || r.Callback != "4035550101" || len(r.Changes) != 3 || r.Changes[0].PostalCode != "T4S 1R4" ||
			r.Changes[1].Current != "4035550101" || r.Changes[1].Description != "5875550142" ||
			strings.Join(r.Types(), ",") != "name,address,phone" {
			t.Fatalf("stored request %+v", r)
		}
		// The spec's own shape is one row.
		if got, err := send(map[string]any{"type": "other", "description": "Paper bills please", "callback": "4035550101"}); err == nil ||
			got != "Your request is under review." {
			t.Fatalf("a second request: %q %v", got, err)
		}
		if _, pending, _ := e.svc.Info.PendingChange(ctx, 1002); pending {
			t.Fatal("another account shows the request")
		}
		if err := e.svc.Staff.ResolveChangeRequest(ctx, "", r.ID, "done"); err == nil {
			t.Fatal("resolved by nobody")
		}
		must(t, e.svc.Staff.ResolveChangeRequest(ctx, "jordan", r.ID, "Address and phone updated"))
		if err := e.svc.Staff.ResolveChangeRequest(ctx, "jordan", r.ID, "again"); err == nil {
			t.Fatal("resolved twice")
		}
		if _, pending, _ := e.svc.Info.PendingChange(ctx, 1001); pending {
			t.Fatal("still pending after resolution")
		}
		all, err := e.svc.Staff.ChangeRequests(ctx, "")
		must(t, err)
		if len(all) != 1 || all[0].ResolvedBy != "jordan" || all[0].ResolvedAt.IsZero() || all[0].Resolution != "Address and phone updated" {
			t.Fatalf("resolved request %+v", all)
		}
		if _, err := send(map[string]any{"type": "other", "description": "Paper bills please", "callback": "4035550101"}); err != nil {
			t.Fatalf("a new request after resolution: %v", err)
		}
	})
}
