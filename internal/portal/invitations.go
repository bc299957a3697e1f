package portal

import "context"

// Invitations sends logins the e-mail that lets them choose their first
// password (the provider API, the import and the staff all call it).
type Invitations interface {
	// Invite writes a one-time link for the login and queues its
	// invitation e-mail; actor is recorded. An unknown login is ErrNoRows.
	Invite(ctx context.Context, login string, actor string) error
}
