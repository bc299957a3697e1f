package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

func seedPhone(t *testing.T, s *store.Store) {
	t.Helper()
	ctx := context.Background()
	must(t, s.PutAccount(ctx, portal.Account{ID: 1001, Name: "Avery"}))
	must(t, s.PutPhonePackage(ctx, portal.PhonePackage{ID: 72, AccountID: 1001, ServiceID: 7201, Description: "Farm",
		ProfileType: portal.ProfileNumberOriented}, 0, []portal.DirectoryNumber{{ServiceID: 7211, Number: "4035550201"}, {ServiceID: 7212, Number: "4035550202"}}))
}

var farmAddress = portal.EmergencyAddress{Mode: 2, FirstName: "A", LastName: "F", RuralAddress: "NE-4-38-27-W4", City: "Lacombe",
	Province: "AB", PostalCode: "T4L 2A1"}

// TestNumbersMoveBetweenProfilesAtomically: a number leaves its old profile
// as it joins the new one, so it never has two addresses, also when moves
// race; a profile holding numbers cannot be deleted.
//
// covers: PHONE-020, PHONE-033
func TestNumbersMoveBetweenProfilesAtomically(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedPhone(t, s)
		a, err := s.AddEmergencyProfile(ctx, 72, farmAddress)
		must(t, err)
		b, err := s.AddEmergencyProfile(ctx, 72, farmAddress)
		must(t, err)
		must(t, s.MoveNumber(ctx, 72, 7211, a))
		var wg sync.WaitGroup
		for i := range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				to := a
				if i%2 == 0 {
					to = b
				}
				if err := s.MoveNumber(ctx, 72, 7211, to); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		ps, err := s.EmergencyProfiles(ctx, 72)
		must(t, err)
		holders := 0
		for _, p := range ps {
			holders += len(p.Numbers)
		}
		if holders != 1 {
			t.Fatalf("4035550201 is held %d times: %+v", holders, ps)
		}
		held := a
		if len(ps[1].Numbers) == 1 {
			held = b
		}
		if err := s.ObsoleteEmergencyProfile(ctx, 72, held); !errors.Is(err, portal.ErrProfileInUse) {
			t.Fatalf("deleting the profile in use: %v", err)
		}
		other := a + b - held
		if err := s.ObsoleteEmergencyProfile(ctx, 72, other); err != nil && !errors.Is(err, portal.ErrProfileInUse) {
			t.Fatal(err)
		}
		if err := s.MoveNumber(ctx, 72, 7211, 999999); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("a profile of no package: %v", err)
		}
	})
}

// TestRegistrationsStayWithinTheAllowance: ten registrations at once on an
// allowance of two give two addresses, each once.
//
// covers: IP-007, IP-010, IP-022
func TestRegistrationsStayWithinTheAllowance(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		must(t, s.PutAccount(ctx, portal.Account{ID: 1001, Name: "Avery"}))
		must(t, s.PutAddressPlan(ctx, portal.AddressPlan{AccountID: 1001, BaseTotal: 2}))
		must(t, s.PutAddressPool(ctx, portal.AddressPool{AccountID: 1001, First: "100.64.1.2", Last: "100.64.1.250",
			Mask: "255.255.255.0", Gateway: "100.64.1.1"}))
		allowed := func(used []portal.AddressRegistration) (string, bool) { return portal.SourceBase, len(used) < 2 }
		var wg sync.WaitGroup
		errs := make([]error, 10)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = s.AddRegistration(ctx, portal.AddressRegistration{AccountID: 1001, MAC: fmt.Sprintf("aa:bb:cc:dd:ee:%02x", i)}, allowed)
			}()
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch {
			case err == nil:
				ok++
			case !errors.Is(err, portal.ErrNoAllowance):
				t.Fatal(err)
			}
		}
		regs, err := s.Registrations(ctx, 1001)
		must(t, err)
		if ok != 2 || len(regs) != 2 || regs[0].IP == regs[1].IP {
			t.Fatalf("%d registered: %+v", ok, regs)
		}
		if _, err := s.AddRegistration(ctx, portal.AddressRegistration{AccountID: 1001, MAC: regs[0].MAC},
			func([]portal.AddressRegistration) (string, bool) { return portal.SourceAddon, true }); !errors.Is(err, portal.ErrMACTaken) {
			t.Fatalf("a MAC twice: %v", err)
		}
	})
}

// TestLDCreditAndIdempotencyKeys: a top-up changes balance, history and
// charges together; one key claimed at once by ten requests has one first.
//
// covers: PHONE-052
func TestLDCreditAndIdempotencyKeys(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, clock *fakeClock) {
		ctx := context.Background()
		seedPhone(t, s)
		bal, err := s.AddLDCredit(ctx, 1001, 72, 2000, portal.Literal("credit"), clock.Now())
		must(t, err)
		bal, err = s.AddLDCredit(ctx, 1001, 72, -350, portal.Literal("call"), clock.Now().Add(time.Minute))
		must(t, err)
		h, err := s.LDHistory(ctx, 72, 10)
		must(t, err)
		charges, err := s.Charges(ctx, 1001)
		must(t, err)
		if bal != 1650 || len(h) != 2 || h[0].AmountCents != -350 || len(charges) != 1 {
			t.Fatalf("balance %d history %+v charges %+v", bal, h, charges)
		}
		var wg sync.WaitGroup
		firsts := make([]bool, 10)
		for i := range firsts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				first, _, err := s.ClaimIdempotencyKey(ctx, "1:key", "hash")
				if err != nil && !errors.Is(err, portal.ErrIdempotencyBusy) {
					t.Error(err)
				}
				firsts[i] = first
				if first {
					time.Sleep(20 * time.Millisecond)
					must(t, s.SaveIdempotentAnswer(ctx, "1:key", portal.IdempotentAnswer{Status: 200, Body: json.RawMessage(`{"ok":1}`)}))
				}
			}()
		}
		wg.Wait()
		n := 0
		for _, f := range firsts {
			if f {
				n++
			}
		}
		if n != 1 {
			t.Fatalf("%d requests did the work", n)
		}
		if _, a, err := s.ClaimIdempotencyKey(ctx, "1:key", "hash"); err != nil || string(a.Body) != `{"ok":1}` {
			t.Fatalf("the stored answer: %+v %v", a, err)
		}
		if _, _, err := s.ClaimIdempotencyKey(ctx, "1:key", "other"); !errors.Is(err, portal.ErrIdempotencyMismatch) {
			t.Fatalf("another request with the key: %v", err)
		}
	})
}
