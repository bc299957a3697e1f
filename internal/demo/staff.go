package demo

import (
	"context"
	"fmt"

	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// StaffTOTPSecret is the demo staff logins' TOTP secret (base32), enrolled
// already so a newcomer signs in at once: `myaccount admin totp-code EMAIL`
// prints the current code, or an authenticator app takes this secret.
const StaffTOTPSecret = "DEMOSTAFFTOTPSECRETMYACCOUNT2345"

// StaffLogin is one demo staff login of the console.
type StaffLogin struct {
	Email string
	Name  string
	Role  portal.StaffRole
}

// StaffLogins are the console's demo staff, one per role; their password is
// Password.
var StaffLogins = []StaffLogin{
	{"agent@demo.test", "Alex Agent", portal.StaffAgent},
	{"billing@demo.test", "Bailey Billing", portal.StaffBilling},
	{"admin@demo.test", "Ari Admin", portal.StaffAdmin},
}

// IsDemo reports whether st holds the demo data (its marker login exists).
func IsDemo(ctx context.Context, st *store.Store) (bool, error) {
	return (&seeder{st: st}).loginExists(ctx, MarkerLogin)
}

// seedStaffLogins adds the demo staff logins that are missing.
func seedStaffLogins(ctx context.Context, s *seeder) error {
	for _, l := range StaffLogins {
		if _, err := s.st.StaffByEmail(ctx, l.Email); err == nil {
			continue
		}
		hash, err := password.Hash(Password, s.o.PasswordParams)
		if err != nil {
			return err
		}
		if _, err := s.st.CreateStaff(ctx, portal.StaffMember{Email: l.Email, Name: l.Name, Role: l.Role, PasswordHash: hash,
			TOTPSecret: StaffTOTPSecret, Demo: true, CreatedBy: "demo"}, nil); err != nil {
			return fmt.Errorf("demo: staff %s: %w", l.Email, err)
		}
	}
	return nil
}
