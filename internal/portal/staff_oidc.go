package portal

import "errors"

// StaffOIDCSignIn is a staff sign-in through the provider's identity
// provider (issue 30), written in one transaction: the staff login is made
// (StaffID 0) or brought to Role and Name (the login must still be enabled
// and have the role Before: the service decided on what it read), a
// signed-in session is opened with TokenHash, and Actions are recorded.
type StaffOIDCSignIn struct {
	StaffID   int64
	Before    StaffRole
	Email     string
	Name      string
	Role      StaffRole
	CreatedBy string
	TokenHash string
	Actions   []StaffAction
}

// ErrStaffChanged is a staff login that changed (made, disabled or given
// another role) between the read and the write of a sign-in.
var ErrStaffChanged = errors.New("portal: the staff login changed meanwhile")
