package console

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"myaccount/internal/portal"
)

var (
	errLastAdmin = fail(409, "last-admin", "this would leave no enabled admin: make another admin first")
	errSelf      = fail(409, "self", "ask another admin to change or disable your own login")
)

// ChangeRole gives a staff login another role; by is who acts. The change
// is recorded with the role before and after; changing the last enabled
// admin's role is refused. It answers the role the login had (the same
// role again changes and records nothing).
func (s *Service) ChangeRole(ctx context.Context, by, email string, role portal.StaffRole) (portal.StaffRole, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	if !ValidRole(role) {
		return "", fail(400, "bad-role", fmt.Sprintf("%q is not a role: agent, billing or admin", role))
	}
	old, err := s.st.SetStaffRole(ctx, email, role, s.action(by, "staff-role", email, ""))
	switch {
	case errors.Is(err, portal.ErrNoRows):
		return "", fail(404, "not-found", "no staff login "+email)
	case errors.Is(err, portal.ErrLastAdmin):
		return "", errLastAdmin
	}
	return old, err
}
