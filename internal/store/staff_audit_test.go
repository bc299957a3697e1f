package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// covers: issue 30 item 7 — the staff log keeps the address (the
// context's when the action names none) and before → after; StaffLog
// filters, finds text literally and pages newest first by (at, id).
func TestStaffLogAudit(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, c *fakeClock) {
		ctx := portal.WithActionAddress(context.Background(), "192.0.2.7")
		at := c.Now()
		for i, a := range []portal.StaffAction{
			{Actor: "staff:a@example.com", Action: "staff-role", Subject: "b@example.com", Before: "agent", After: "billing"},
			{Actor: "api-key:sync", Action: "credit", Account: 1001, Detail: "50% off_"},
			{Actor: "riley", Action: "credit", Account: 1002, Address: "command line on db1"},
			{Actor: "riley", Action: "charge", Account: 1001},
		} {
			a.At = at.Add(time.Duration(i%2) * time.Minute) // two share each time: the id orders them
			must(t, s.AddStaffAction(ctx, a))
		}
		all, err := s.StaffLog(ctx, portal.StaffLogFilter{})
		must(t, err)
		if len(all) != 4 || all[0].Actor != "riley" || all[0].Action != "charge" || all[1].Actor != "api-key:sync" {
			t.Fatalf("newest first: %+v", all)
		}
		if all[3].Before != "agent" || all[3].After != "billing" || all[3].Address != "192.0.2.7" {
			t.Fatalf("before/after/address: %+v", all[3])
		}
		if all[2].Address != "command line on db1" {
			t.Fatalf("an explicit address: %+v", all[2])
		}
		// Paged two at a time by the cursor, nothing repeated or lost.
		var ids []int64
		f := portal.StaffLogFilter{Limit: 2}
		for {
			page, err := s.StaffLog(ctx, f)
			must(t, err)
			for _, a := range page {
				ids = append(ids, a.ID)
			}
			if len(page) < 2 {
				break
			}
			f.BeforeAt, f.BeforeID = page[1].At, page[1].ID
		}
		if len(ids) != 4 || ids[0] != all[0].ID || ids[3] != all[3].ID {
			t.Fatalf("paged %v, all %+v", ids, all)
		}
		for _, c := range []struct {
			f    portal.StaffLogFilter
			want int
		}{
			{portal.StaffLogFilter{Account: 1001}, 2},
			{portal.StaffLogFilter{Actor: "riley"}, 2},
			{portal.StaffLogFilter{Action: "credit", Account: 1002}, 1},
			{portal.StaffLogFilter{Text: "50%"}, 1},
			{portal.StaffLogFilter{Text: "0%"}, 1},
			{portal.StaffLogFilter{Text: "F_"}, 1},
			{portal.StaffLogFilter{Text: "%"}, 1},
			{portal.StaffLogFilter{Text: "BILLING"}, 1},
			{portal.StaffLogFilter{Text: "1002"}, 1},
			{portal.StaffLogFilter{Text: "db1"}, 1},
			{portal.StaffLogFilter{From: at.Add(time.Minute)}, 2},
			{portal.StaffLogFilter{To: at.Add(time.Minute)}, 2},
		} {
			got, err := s.StaffLog(ctx, c.f)
			must(t, err)
			if len(got) != c.want {
				t.Fatalf("%+v: %d, want %d", c.f, len(got), c.want)
			}
		}
		actors, err := s.StaffLogActors(ctx)
		must(t, err)
		if len(actors) != 3 || actors[0] != "api-key:sync" {
			t.Fatalf("actors %v", actors)
		}
	})
}

// covers: issue 30 item 6 — a role change is recorded with before and
// after; the last enabled admin is neither demoted nor disabled.
func TestSetStaffRoleKeepsAnAdmin(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, c *fakeClock) {
		ctx := context.Background()
		for _, m := range []portal.StaffMember{{Email: "boss@example.com", Role: portal.StaffAdmin}, {Email: "desk@example.com", Role: portal.StaffAgent}} {
			_, err := s.CreateStaff(ctx, m, nil)
			must(t, err)
		}
		act := portal.StaffAction{Actor: "riley", Action: "staff-role", At: c.Now()}
		if _, err := s.SetStaffRole(ctx, "boss@example.com", portal.StaffAgent, act); !errors.Is(err, portal.ErrLastAdmin) {
			t.Fatalf("demote the last admin: %v", err)
		}
		if _, err := s.DisableStaff(ctx, "boss@example.com", act); !errors.Is(err, portal.ErrLastAdmin) {
			t.Fatalf("disable the last admin: %v", err)
		}
		if _, err := s.SetStaffRole(ctx, "nobody@example.com", portal.StaffAgent, act); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("unknown login: %v", err)
		}
		old, err := s.SetStaffRole(ctx, "DESK@example.com", portal.StaffAdmin, act)
		must(t, err)
		if old != portal.StaffAgent {
			t.Fatalf("old role %s", old)
		}
		// The same role again records nothing.
		_, err = s.SetStaffRole(ctx, "desk@example.com", portal.StaffAdmin, act)
		must(t, err)
		as, err := s.StaffLog(ctx, portal.StaffLogFilter{Action: "staff-role"})
		must(t, err)
		if len(as) != 1 || as[0].Before != "agent" || as[0].After != "admin" {
			t.Fatalf("recorded %+v", as)
		}
		// Two admins: one may go.
		_, err = s.DisableStaff(ctx, "boss@example.com", act)
		must(t, err)
		if _, err := s.SetStaffRole(ctx, "desk@example.com", portal.StaffBilling, act); !errors.Is(err, portal.ErrLastAdmin) {
			t.Fatalf("demote the one admin left: %v", err)
		}
	})
}
