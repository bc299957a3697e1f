package store

import (
	"context"
	"strings"

	"myaccount/internal/portal"
)

// SetStaffRole changes a staff login's role and records a (its Before and
// After set to the old and new roles) in one transaction. It answers the
// role the login had; portal.ErrNoRows when no login has that e-mail,
// portal.ErrLastAdmin when it would leave no enabled admin. Setting the
// role it has changes and records nothing.
func (s *Store) SetStaffRole(ctx context.Context, email string, role portal.StaffRole, a portal.StaffAction) (portal.StaffRole, error) {
	var old portal.StaffRole
	err := s.inTx(ctx, func(t tx) error {
		var id int64
		var r string
		var disabled bool
		if err := t.queryRow(ctx, `SELECT id, role, disabled FROM staff WHERE email = ?`+t.d.lockRow,
			strings.ToLower(email)).Scan(&id, &r, &disabled); err != nil {
			return noRows(err)
		}
		old = portal.StaffRole(r)
		if old == role {
			return nil
		}
		if old == portal.StaffAdmin && !disabled {
			if err := keepAnAdmin(ctx, t, id); err != nil {
				return err
			}
		}
		if _, err := t.exec(ctx, `UPDATE staff SET role = ? WHERE id = ?`, string(role), id); err != nil {
			return err
		}
		a.Before, a.After = string(old), string(role)
		_, err := addStaffAction(ctx, t, a)
		return err
	})
	return old, err
}

// keepAnAdmin answers portal.ErrLastAdmin unless an enabled admin other
// than the login id remains. The admins' rows are locked (PostgreSQL) so
// two demotions at once cannot both pass.
func keepAnAdmin(ctx context.Context, t tx, id int64) error {
	rows, err := t.query(ctx, `SELECT id FROM staff WHERE role = ? AND NOT disabled AND id <> ?`+t.d.lockRow, string(portal.StaffAdmin), id)
	if err != nil {
		return err
	}
	n := 0
	for rows.Next() {
		n++
	}
	if err := rows.Close(); err != nil {
		return err
	}
	if n == 0 {
		return portal.ErrLastAdmin
	}
	return nil
}
