// Package console is the provider's staff console (issue 30): staff logins
// with a role, their sign-in (password, then a TOTP second factor or a
// recovery code), their sessions, and the HTTP door under /staff. Staff act
// through the same services as the provider API and the admin commands,
// and every staff action is recorded in the same staff log.
package console

import "myaccount/internal/portal"

// Permission is a kind of staff action.
type Permission string

const (
	// PermReview: identity documents, contracts, void cheques.
	PermReview Permission = "review"
	// PermRequests: account change requests.
	PermRequests Permission = "requests"
	// PermLookup: find a subscriber, read their page and the queues.
	PermLookup Permission = "lookup"
	// PermLoginMail: resend an invitation, send a password-reset e-mail.
	PermLoginMail Permission = "login-mail"
	// PermSupport: disable or enable a subscriber's login, lift its
	// sign-in limits, add a warning to an account.
	PermSupport Permission = "support"
	// PermLedger: post charges and credits, invoices, payment questions.
	PermLedger Permission = "ledger"
	// PermStaff: staff logins and their roles.
	PermStaff Permission = "staff"
	// PermAPIKeys: the provider API's keys.
	PermAPIKeys Permission = "api-keys"
	// PermSettings: the global notice, the package catalog.
	PermSettings Permission = "settings"
	// PermAuditExport: the staff log as CSV (it leaves the console).
	PermAuditExport Permission = "audit-export"
	// PermStatus: declare, update and resolve outages and planned
	// maintenance (issue 32).
	PermStatus Permission = "status"
	// PermTickets: read, answer, change the status of and assign the
	// subscribers' support tickets (issue 32).
	PermTickets Permission = "tickets"
)

// needs is the one table of which role each permission takes (issue 30:
// agent — reviews, requests, subscriber lookup, invitations and
// password-reset e-mails; billing — agent's, plus charges, credits and
// payment questions; admin — billing's, plus staff, API keys, notices and
// packages).
var needs = map[Permission]portal.StaffRole{
	PermReview:      portal.StaffAgent,
	PermRequests:    portal.StaffAgent,
	PermLookup:      portal.StaffAgent,
	PermLoginMail:   portal.StaffAgent,
	PermSupport:     portal.StaffAgent,
	PermStatus:      portal.StaffAgent,
	PermTickets:     portal.StaffAgent,
	PermLedger:      portal.StaffBilling,
	PermStaff:       portal.StaffAdmin,
	PermAPIKeys:     portal.StaffAdmin,
	PermSettings:    portal.StaffAdmin,
	PermAuditExport: portal.StaffAdmin,
}

// rank orders the roles; an unknown role ranks below every one.
func rank(r portal.StaffRole) int {
	switch r {
	case portal.StaffAgent:
		return 1
	case portal.StaffBilling:
		return 2
	case portal.StaffAdmin:
		return 3
	}
	return 0
}

// ValidRole reports whether r is one of the roles.
func ValidRole(r portal.StaffRole) bool { return rank(r) > 0 }

// Needs is the role a permission takes (admin for one not in the table).
func Needs(p Permission) portal.StaffRole {
	if r, ok := needs[p]; ok {
		return r
	}
	return portal.StaffAdmin
}

// Allowed reports whether role may act with permission p: the one place
// the console's (and later the admin commands') role checks are decided.
func Allowed(role portal.StaffRole, p Permission) bool {
	return rank(role) > 0 && rank(role) >= rank(Needs(p))
}
