package store

import (
	"context"
	"strings"

	"myaccount/internal/portal"
)

// StaffOIDCSignIn writes a sign-in through the identity provider
// (portal.StaffOIDCSignIn) in one transaction and answers the staff login's
// id. A login made meanwhile (StaffID 0) or changed meanwhile (disabled,
// another role) is portal.ErrStaffChanged, and nothing is kept.
func (s *Store) StaffOIDCSignIn(ctx context.Context, in portal.StaffOIDCSignIn) (int64, error) {
	now := s.now()
	email := strings.ToLower(in.Email)
	id := in.StaffID
	err := s.inTx(ctx, func(t tx) error {
		if id == 0 {
			var n int
			if err := t.queryRow(ctx, `SELECT COUNT(*) FROM staff WHERE email = ?`, email).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				return portal.ErrStaffChanged
			}
			var err error
			id, err = insertID(ctx, t, t.d, `INSERT INTO staff (email, name, role, created_at, created_by) VALUES (?, ?, ?, ?, ?)`,
				email, in.Name, string(in.Role), now, in.CreatedBy)
			if err != nil {
				return err
			}
		} else {
			res, err := t.exec(ctx, `UPDATE staff SET role = ?, name = ? WHERE id = ? AND email = ? AND role = ? AND NOT disabled`,
				string(in.Role), in.Name, id, email, string(in.Before))
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n != 1 {
				return portal.ErrStaffChanged
			}
		}
		if _, err := t.exec(ctx, `UPDATE staff SET last_sign_in_at = ? WHERE id = ?`, now, id); err != nil {
			return err
		}
		if _, err := t.exec(ctx, `INSERT INTO staff_sessions (token_hash, staff_id, stage, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)`,
			in.TokenHash, id, string(portal.StaffStageSignedIn), now, now); err != nil {
			return err
		}
		for _, a := range in.Actions {
			if _, err := addStaffAction(ctx, t, a); err != nil {
				return err
			}
		}
		return nil
	})
	return id, err
}

// StaffSecrets lists the staff logins' TOTP secrets as stored, by id
// (only logins that have one).
func (s *Store) StaffSecrets(ctx context.Context) (map[int64]string, error) {
	rows, err := s.query(ctx, `SELECT id, totp_secret FROM staff WHERE totp_secret <> ''`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]string{}
	for rows.Next() {
		var id int64
		var secret string
		if err := rows.Scan(&id, &secret); err != nil {
			return nil, err
		}
		out[id] = secret
	}
	return out, rows.Err()
}

// ReplaceStaffSecret stores a staff login's TOTP secret anew (sealed) when
// it is still old; it reports whether it was.
func (s *Store) ReplaceStaffSecret(ctx context.Context, staffID int64, old, secret string) (bool, error) {
	res, err := s.exec(ctx, `UPDATE staff SET totp_secret = ? WHERE id = ? AND totp_secret = ?`, secret, staffID, old)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
