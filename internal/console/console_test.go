package console_test

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/console"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time          { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) Advance(d time.Duration) { c.mu.Lock(); c.now = c.now.Add(d); c.mu.Unlock() }

func forEachEngine(t *testing.T, fn func(t *testing.T, st *store.Store, svc *console.Service, c *clock)) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			st := e.Open(t)
			c := &clock{now: time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)}
			st.Now = c.Now
			svc := console.New(st, console.Options{PublicURL: "https://portal.example/", PasswordParams: password.Fast, Now: c.Now})
			fn(t, st, svc, c)
		})
	}
}

func code(t *testing.T, err error) string {
	t.Helper()
	var ce *console.Error
	if err == nil {
		return ""
	}
	if !errors.As(err, &ce) {
		t.Fatalf("not a console refusal: %v", err)
	}
	return ce.Code
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// The role table: agent < billing < admin.
func TestRoles(t *testing.T) {
	for _, c := range []struct {
		role portal.StaffRole
		p    console.Permission
		want bool
	}{
		{portal.StaffAgent, console.PermReview, true},
		{portal.StaffAgent, console.PermLookup, true},
		{portal.StaffAgent, console.PermLoginMail, true},
		{portal.StaffAgent, console.PermLedger, false},
		{portal.StaffAgent, console.PermStaff, false},
		{portal.StaffBilling, console.PermLedger, true},
		{portal.StaffBilling, console.PermRequests, true},
		{portal.StaffBilling, console.PermAPIKeys, false},
		{portal.StaffAdmin, console.PermStaff, true},
		{portal.StaffAdmin, console.PermSettings, true},
		{portal.StaffAdmin, console.PermLedger, true},
		{"", console.PermLookup, false},
		{"root", console.PermLookup, false},
		{portal.StaffAdmin, console.Permission("unknown"), true},
		{portal.StaffBilling, console.Permission("unknown"), false},
	} {
		if got := console.Allowed(c.role, c.p); got != c.want {
			t.Errorf("Allowed(%q, %q) = %v", c.role, c.p, got)
		}
	}
}

// addWithPassword makes a staff login through its link and sets pw.
func addWithPassword(t *testing.T, svc *console.Service, email string, role portal.StaffRole, pw string) {
	t.Helper()
	ctx := context.Background()
	_, link, err := svc.Add(ctx, "riley", email, "Sam", role)
	must(t, err)
	u, err := url.Parse(link)
	must(t, err)
	if u.Host != "portal.example" || u.Path != "/staff/set-password" {
		t.Fatalf("link %q", link)
	}
	must(t, svc.SetPassword(ctx, u.Query().Get("token"), pw))
}

// A new staff login: the link sets a password once (policy checked), the
// first sign-in enrols TOTP and gives 10 recovery codes; later sign-ins take
// a code once (a replay of the same step is refused) or a recovery code
// once. Every step is recorded in the staff log.
func TestSignInEnrolmentAndRecoveryCodes(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, svc *console.Service, c *clock) {
		ctx := context.Background()
		_, link, err := svc.Add(ctx, "riley", "Sam@Example.com", "Sam", portal.StaffAgent)
		must(t, err)
		if _, _, err := svc.Add(ctx, "riley", "sam@example.com", "", portal.StaffAdmin); err == nil {
			t.Fatal("a second login with the same e-mail was made")
		}
		if _, _, err := svc.Add(ctx, "riley", "pat@example.com", "", "root"); err == nil {
			t.Fatal("a role that is not one was accepted")
		}
		if _, _, err := svc.Add(ctx, "riley", "not an address", "", portal.StaffAgent); err == nil {
			t.Fatal("a bad e-mail was accepted")
		}
		u, _ := url.Parse(link)
		tok := u.Query().Get("token")
		// No password yet: no sign-in.
		if _, _, err := svc.SignIn(ctx, "sam@example.com", "", "192.0.2.1"); code(t, err) != "bad-credentials" {
			t.Fatalf("sign-in without a password: %v", err)
		}
		if err := svc.SetPassword(ctx, tok, "short"); code(t, err) != "password-too-short" {
			t.Fatalf("short password: %v", err)
		}
		if err := svc.SetPassword(ctx, tok, "sam@example.com"); code(t, err) != "password-is-email" && code(t, err) != "password-too-short" {
			t.Fatalf("e-mail as password: %v", err)
		}
		must(t, svc.SetPassword(ctx, tok, "correct horse battery"))
		if err := svc.SetPassword(ctx, tok, "another long password"); code(t, err) != "bad-link" {
			t.Fatalf("link used twice: %v", err)
		}

		if _, _, err := svc.SignIn(ctx, "sam@example.com", "wrong password!!", "192.0.2.1"); code(t, err) != "bad-credentials" {
			t.Fatalf("wrong password: %v", err)
		}
		pending, enrol, err := svc.SignIn(ctx, "SAM@example.com", "correct horse battery", "192.0.2.1")
		must(t, err)
		if !enrol {
			t.Fatal("first sign-in does not ask to enrol")
		}
		ss, err := svc.Session(ctx, pending)
		must(t, err)
		if ss.Stage != portal.StaffStagePassword {
			t.Fatalf("stage after the password: %s", ss.Stage)
		}
		if _, _, err := svc.Verify(ctx, pending, "123456", "192.0.2.1"); code(t, err) != "enrol-first" {
			t.Fatalf("code before enrolment: %v", err)
		}
		e, err := svc.BeginEnrolment(ctx, pending)
		must(t, err)
		if !strings.HasPrefix(e.QR, "data:image/png;base64,") || !strings.HasPrefix(e.URL, "otpauth://totp/") || len(e.Secret) < 16 {
			t.Fatalf("enrolment %+v", e)
		}
		now, err := console.Code(e.Secret, c.Now())
		must(t, err)
		wrong := "000000"
		if wrong == now {
			wrong = "111111"
		}
		if _, _, err := svc.Verify(ctx, pending, wrong, "192.0.2.1"); code(t, err) != "bad-code" {
			t.Fatalf("wrong code: %v", err)
		}
		full, recovery, err := svc.Verify(ctx, pending, now, "192.0.2.1")
		must(t, err)
		if len(recovery) != 10 {
			t.Fatalf("recovery codes: %v", recovery)
		}
		if _, err := svc.Session(ctx, pending); code(t, err) != "sign-in-again" {
			t.Fatalf("the password-stage session lives on: %v", err)
		}
		ss, err = svc.Session(ctx, full)
		must(t, err)
		if ss.Stage != portal.StaffStageSignedIn || ss.Staff.Email != "sam@example.com" || !ss.Staff.Enrolled {
			t.Fatalf("signed-in session %+v", ss)
		}

		// Again: the same code (same time step) is refused; a recovery
		// code works once.
		pending, enrol, err = svc.SignIn(ctx, "sam@example.com", "correct horse battery", "192.0.2.1")
		must(t, err)
		if enrol {
			t.Fatal("enrolled login asked to enrol again")
		}
		if _, err := svc.BeginEnrolment(ctx, pending); code(t, err) != "enrolled" {
			t.Fatalf("second enrolment: %v", err)
		}
		if _, _, err := svc.Verify(ctx, pending, now, "192.0.2.1"); code(t, err) != "bad-code" {
			t.Fatalf("replayed code: %v", err)
		}
		if _, _, err := svc.Verify(ctx, pending, strings.ToLower(recovery[3]), "192.0.2.1"); err != nil {
			t.Fatalf("recovery code: %v", err)
		}
		pending, _, err = svc.SignIn(ctx, "sam@example.com", "correct horse battery", "192.0.2.1")
		must(t, err)
		if _, _, err := svc.Verify(ctx, pending, recovery[3], "192.0.2.1"); code(t, err) != "bad-code" {
			t.Fatalf("recovery code used twice: %v", err)
		}
		c.Advance(30 * time.Second)
		next, _ := console.Code(e.Secret, c.Now())
		if _, _, err := svc.Verify(ctx, pending, next, "192.0.2.1"); err != nil {
			t.Fatalf("next step's code: %v", err)
		}

		as, err := st.StaffActions(ctx, 0)
		must(t, err)
		var log []string
		for _, a := range as {
			log = append(log, a.Actor+" "+a.Action+" "+a.Subject)
		}
		got := strings.Join(log, "\n")
		for _, want := range []string{"riley staff-add sam@example.com", "staff:sam@example.com staff-set-password sam@example.com",
			"staff:sam@example.com staff-sign-in sam@example.com"} {
			if !strings.Contains(got, want) {
				t.Errorf("staff log lacks %q:\n%s", want, got)
			}
		}
	})
}

// A signed-in session ends after 30 idle minutes; each use starts them
// again. A password-stage session ends after 10 minutes. Disabling a login
// ends its sessions at once.
func TestIdleTimeoutAndDisable(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, svc *console.Service, c *clock) {
		ctx := context.Background()
		addWithPassword(t, svc, "kim@example.com", portal.StaffBilling, "correct horse battery")
		pending, _, err := svc.SignIn(ctx, "kim@example.com", "correct horse battery", "192.0.2.2")
		must(t, err)
		e, err := svc.BeginEnrolment(ctx, pending)
		must(t, err)
		cd, _ := console.Code(e.Secret, c.Now())
		full, _, err := svc.Verify(ctx, pending, cd, "192.0.2.2")
		must(t, err)
		c.Advance(29 * time.Minute)
		if _, err := svc.Session(ctx, full); err != nil {
			t.Fatalf("29 minutes idle: %v", err)
		}
		c.Advance(29 * time.Minute)
		if _, err := svc.Session(ctx, full); err != nil {
			t.Fatalf("used 29 minutes ago: %v", err)
		}
		c.Advance(31 * time.Minute)
		if _, err := svc.Session(ctx, full); code(t, err) != "sign-in-again" {
			t.Fatalf("31 minutes idle: %v", err)
		}

		pending, _, err = svc.SignIn(ctx, "kim@example.com", "correct horse battery", "192.0.2.2")
		must(t, err)
		c.Advance(11 * time.Minute)
		if _, err := svc.Session(ctx, pending); code(t, err) != "sign-in-again" {
			t.Fatalf("password-stage session after 11 minutes: %v", err)
		}

		pending, _, err = svc.SignIn(ctx, "kim@example.com", "correct horse battery", "192.0.2.2")
		must(t, err)
		cd, _ = console.Code(e.Secret, c.Now())
		full, _, err = svc.Verify(ctx, pending, cd, "192.0.2.2")
		must(t, err)
		changed, err := svc.Disable(ctx, "riley", "KIM@example.com")
		must(t, err)
		if !changed {
			t.Fatal("disable changed nothing")
		}
		if _, err := svc.Session(ctx, full); code(t, err) != "sign-in-again" {
			t.Fatalf("session of a disabled login: %v", err)
		}
		if _, _, err := svc.SignIn(ctx, "kim@example.com", "correct horse battery", "192.0.2.2"); code(t, err) != "bad-credentials" {
			t.Fatalf("disabled login signs in: %v", err)
		}
		if changed, err := svc.Disable(ctx, "riley", "kim@example.com"); err != nil || changed {
			t.Fatalf("disabling again: %v %v", changed, err)
		}
		if _, err := svc.Disable(ctx, "riley", "nobody@example.com"); err == nil {
			t.Fatal("disabled a login that does not exist")
		}
	})
}

// Password attempts are limited per e-mail: past five in the window, even
// the right password waits.
func TestSignInLimit(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, svc *console.Service, c *clock) {
		ctx := context.Background()
		addWithPassword(t, svc, "lee@example.com", portal.StaffAgent, "correct horse battery")
		for i := range 5 {
			if _, _, err := svc.SignIn(ctx, "lee@example.com", "wrong password!!", "192.0.2.3"); code(t, err) != "bad-credentials" {
				t.Fatalf("attempt %d: %v", i+1, err)
			}
		}
		if _, _, err := svc.SignIn(ctx, "lee@example.com", "correct horse battery", "192.0.2.3"); code(t, err) != "too-many-attempts" {
			t.Fatalf("sixth attempt: %v", err)
		}
		c.Advance(16 * time.Minute)
		if _, _, err := svc.SignIn(ctx, "lee@example.com", "correct horse battery", "192.0.2.3"); err != nil {
			t.Fatalf("after the window: %v", err)
		}
	})
}

// Require refuses a role below the permission's and records the refusal.
func TestRequireRecordsRefusals(t *testing.T) {
	forEachEngine(t, func(t *testing.T, st *store.Store, svc *console.Service, c *clock) {
		ctx := context.Background()
		agent := portal.StaffMember{Email: "a@example.com", Role: portal.StaffAgent}
		if err := svc.Require(ctx, agent, console.PermReview, 0, "review"); err != nil {
			t.Fatalf("agent review: %v", err)
		}
		if err := svc.Require(ctx, agent, console.PermLedger, 1001, "POST credit"); !errors.Is(err, console.ErrForbidden) {
			t.Fatalf("agent ledger: %v", err)
		}
		as, err := st.StaffActions(ctx, 1001)
		must(t, err)
		if len(as) != 1 || as[0].Actor != "staff:a@example.com" || as[0].Action != "refused" || !strings.Contains(as[0].Detail, "needs billing") {
			t.Fatalf("recorded: %+v", as)
		}
	})
}

// With MailLinks (SMTP configured), a new staff login's link is written to
// the outbox with the login, in one transaction; without, it is only
// printed.
func TestAddMailsTheLink(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st := e.Open(t)
			svc := console.New(st, console.Options{PublicURL: "https://portal.example", PasswordParams: password.Fast, MailLinks: true})
			_, link, err := svc.Add(ctx, "riley", "new@example.com", "", portal.StaffAgent)
			must(t, err)
			ms, err := st.OutboxMail(ctx, store.MailAll, 10)
			must(t, err)
			if len(ms) != 1 || ms[0].Kind != portal.MailStaffInvitation || ms[0].To != "new@example.com" || ms[0].Data["link"] != link {
				t.Fatalf("outbox: %+v", ms)
			}
			quiet := console.New(st, console.Options{PublicURL: "https://portal.example", PasswordParams: password.Fast})
			_, _, err = quiet.Add(ctx, "riley", "other@example.com", "", portal.StaffAgent)
			must(t, err)
			if ms, _ := st.OutboxMail(ctx, store.MailAll, 10); len(ms) != 1 {
				t.Fatalf("without MailLinks the outbox has %d messages", len(ms))
			}
		})
	}
}
