package portal

import "time"

// The provider's staff console (issue 30): staff logins apart from the
// subscribers'. internal/console holds their rules; internal/store keeps
// them.

// StaffRole is what a staff login may do: agent < billing < admin. Which
// action needs which role is written once, in internal/console.
type StaffRole string

const (
	StaffAgent   StaffRole = "agent"
	StaffBilling StaffRole = "billing"
	StaffAdmin   StaffRole = "admin"
)

// StaffMember is one staff login. PasswordHash and TOTPSecret are filled
// only by the reads that need them (sign-in); Enrolled says whether a
// second factor is set.
type StaffMember struct {
	ID           int64
	Email        string
	Name         string
	Role         StaffRole
	Disabled     bool
	Demo         bool
	HasPassword  bool
	Enrolled     bool
	CreatedAt    time.Time
	CreatedBy    string
	LastSignInAt time.Time

	PasswordHash string
	TOTPSecret   string
	TOTPLastStep int64
}

// StaffSessionStage is how far a staff session got: past the password
// only (it may enrol or give its code, nothing else), or signed in.
type StaffSessionStage string

const (
	StaffStagePassword StaffSessionStage = "password"
	StaffStageSignedIn StaffSessionStage = "signed-in"
)

// StaffSession is a live staff session and its staff login.
type StaffSession struct {
	Stage StaffSessionStage
	// PendingSecret is the TOTP secret offered at enrolment, until a code
	// confirms it.
	PendingSecret string
	CreatedAt     time.Time
	LastSeenAt    time.Time
	Staff         StaffMember
}

// StaffSignIn is what completing a second factor writes, in one
// transaction: the password-stage session (OldHash) is replaced by a
// signed-in one (NewHash); the code's time step must be later than the
// last one used (a code works once); an enrolment sets the secret and
// replaces the recovery codes.
type StaffSignIn struct {
	StaffID       int64
	OldHash       string
	NewHash       string
	Step          int64 // the TOTP time step used; 0 for a recovery code
	RecoveryHash  string
	EnrolSecret   string
	RecoveryCodes []string // hashes
	Action        StaffAction
}

// ErrCodeUsed is a TOTP code whose time step was already used, or a
// recovery code used before.
var ErrCodeUsed = errorString("portal: code already used")
