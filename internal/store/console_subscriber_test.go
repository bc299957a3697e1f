package store_test

import (
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// PeekAttempt reads a counter without counting, and reads 0 once its
// window has passed.
// covers: issue 30 item 5 (sign-in limits in force)
func TestPeekAttempt(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := t.Context()
		a, err := s.PeekAttempt(ctx, "login:k", 15*time.Minute)
		must(t, err)
		if a.Count != 0 || a.WindowEnd.IsZero() {
			t.Fatalf("no counter: %+v", a)
		}
		for range 3 {
			_, err := s.CountAttempt(ctx, "login:k", 15*time.Minute)
			must(t, err)
		}
		for range 2 { // reading counts nothing
			a, err = s.PeekAttempt(ctx, "login:k", 15*time.Minute)
			must(t, err)
			if a.Count != 3 {
				t.Fatalf("peek %+v", a)
			}
		}
		clock.Advance(16 * time.Minute)
		if a, err = s.PeekAttempt(ctx, "login:k", 15*time.Minute); err != nil || a.Count != 0 {
			t.Fatalf("next window: %+v %v", a, err)
		}
	})
}

// StaffActionsOnLogins lists the actions recorded without an account whose
// subject is one of the logins, newest first, and nothing else.
// covers: issue 30 item 5 (every staff action on them)
func TestStaffActionsOnLogins(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := t.Context()
		add := func(action, subject string) {
			clock.Advance(time.Second)
			must(t, s.AddStaffAction(ctx, portal.StaffAction{Actor: "api-key:crm", Action: action, Subject: subject, At: clock.Now()}))
		}
		add("login-create", "a@example.test")
		add("invite", "a@example.test")
		add("invite", "b@example.test")
		add("invite", "c@example.test")
		got, err := s.StaffActionsOnLogins(ctx, []string{"a@example.test", "b@example.test"})
		must(t, err)
		var seen []string
		for _, a := range got {
			seen = append(seen, a.Action+" "+a.Subject)
		}
		want := []string{"invite b@example.test", "invite a@example.test", "login-create a@example.test"}
		if len(seen) != len(want) {
			t.Fatalf("got %v, want %v", seen, want)
		}
		for i := range want {
			if seen[i] != want[i] {
				t.Fatalf("got %v, want %v", seen, want)
			}
		}
		if got, err := s.StaffActionsOnLogins(ctx, nil); err != nil || len(got) != 0 {
			t.Errorf("no logins: %v %v", got, err)
		}
	})
}
