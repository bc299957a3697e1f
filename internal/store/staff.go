package store

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// The staff console's logins, sessions, recovery codes and password links
// (migration 00021). Tokens and recovery codes are kept as SHA-256 only.

const staffColumns = `id, email, name, role, password_hash, totp_secret, totp_last_step, disabled, demo, created_at, created_by, last_sign_in_at`

func scanStaff(sc interface{ Scan(...any) error }) (portal.StaffMember, error) {
	var m portal.StaffMember
	var created int64
	var last sql.NullInt64
	var role string
	err := sc.Scan(&m.ID, &m.Email, &m.Name, &role, &m.PasswordHash, &m.TOTPSecret, &m.TOTPLastStep, &m.Disabled, &m.Demo,
		&created, &m.CreatedBy, &last)
	m.Role, m.CreatedAt = portal.StaffRole(role), msTime(created)
	if last.Valid {
		m.LastSignInAt = msTime(last.Int64)
	}
	m.HasPassword, m.Enrolled = m.PasswordHash != "", m.TOTPSecret != ""
	return m, err
}

// CreateStaff adds a staff login (its e-mail in lower case) and records a
// (when its Action is set) in the same transaction. An e-mail in use is
// portal.ErrDuplicate.
func (s *Store) CreateStaff(ctx context.Context, m portal.StaffMember, a *portal.StaffAction) (int64, error) {
	var id int64
	err := s.inTx(ctx, func(t tx) error {
		var n int
		if err := t.queryRow(ctx, `SELECT COUNT(*) FROM staff WHERE email = ?`, strings.ToLower(m.Email)).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return portal.ErrDuplicate
		}
		var err error
		id, err = insertID(ctx, t, t.d, `INSERT INTO staff (email, name, role, password_hash, totp_secret, disabled, demo, created_at, created_by)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, strings.ToLower(m.Email), m.Name, string(m.Role), m.PasswordHash, m.TOTPSecret,
			m.Disabled, m.Demo, s.now(), m.CreatedBy)
		if err != nil {
			return err
		}
		if a != nil {
			_, err = addStaffAction(ctx, t, *a)
		}
		return err
	})
	return id, err
}

// StaffByEmail finds a staff login by e-mail (any case), with its password
// hash and TOTP secret; portal.ErrNoRows when there is none.
func (s *Store) StaffByEmail(ctx context.Context, email string) (portal.StaffMember, error) {
	m, err := scanStaff(s.queryRow(ctx, `SELECT `+staffColumns+` FROM staff WHERE email = ?`, strings.ToLower(email)))
	return m, noRows(err)
}

// StaffMembers lists every staff login by e-mail, without secrets.
func (s *Store) StaffMembers(ctx context.Context) ([]portal.StaffMember, error) {
	ms, err := queryAll(ctx, s, func(rows *sql.Rows) (portal.StaffMember, error) { return scanStaff(rows) },
		`SELECT `+staffColumns+` FROM staff ORDER BY email`)
	for i := range ms {
		ms[i].PasswordHash, ms[i].TOTPSecret = "", ""
	}
	return ms, err
}

// DisableStaff disables a staff login, ends its sessions and drops its
// unused password links, and records a, in one transaction;
// portal.ErrNoRows when no staff login has that e-mail. Disabling one
// already disabled changes nothing and records nothing; disabling the last
// enabled admin is portal.ErrLastAdmin.
func (s *Store) DisableStaff(ctx context.Context, email string, a portal.StaffAction) (changed bool, err error) {
	err = s.inTx(ctx, func(t tx) error {
		var id int64
		var disabled bool
		var role string
		if err := t.queryRow(ctx, `SELECT id, disabled, role FROM staff WHERE email = ?`+t.d.lockRow, strings.ToLower(email)).Scan(&id, &disabled, &role); err != nil {
			return noRows(err)
		}
		if disabled {
			return nil
		}
		if role == string(portal.StaffAdmin) {
			if err := keepAnAdmin(ctx, t, id); err != nil {
				return err
			}
		}
		changed = true
		for _, q := range []string{`UPDATE staff SET disabled = TRUE WHERE id = ?`, `DELETE FROM staff_sessions WHERE staff_id = ?`,
			`DELETE FROM staff_tokens WHERE staff_id = ? AND used_at IS NULL`} {
			if _, err := t.exec(ctx, q, id); err != nil {
				return err
			}
		}
		_, err := addStaffAction(ctx, t, a)
		return err
	})
	return changed, err
}

// IssueStaffToken stores a one-time password link for a staff login,
// superseding its unused ones, and writes mail (when not nil) to the
// outbox in the same transaction.
func (s *Store) IssueStaffToken(ctx context.Context, staffID int64, tokenHash string, ttl time.Duration, mail *portal.Mail) error {
	now := s.now()
	return s.inTx(ctx, func(t tx) error {
		if _, err := t.exec(ctx, `DELETE FROM staff_tokens WHERE staff_id = ? AND used_at IS NULL`, staffID); err != nil {
			return err
		}
		if _, err := t.exec(ctx, `INSERT INTO staff_tokens (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			tokenHash, staffID, now, now+ttl.Milliseconds()); err != nil {
			return err
		}
		if mail != nil {
			if _, err := enqueueMail(ctx, t, s.d, *mail, now); err != nil {
				return err
			}
		}
		return nil
	})
}

// StaffToken returns the staff login of a live password link (unused,
// unexpired, login enabled); portal.ErrNoRows otherwise.
func (s *Store) StaffToken(ctx context.Context, tokenHash string) (portal.StaffMember, error) {
	m, err := scanStaff(s.queryRow(ctx, `SELECT `+prefixed("s.", staffColumns)+` FROM staff_tokens t JOIN staff s ON s.id = t.staff_id
		WHERE t.token_hash = ? AND t.used_at IS NULL AND t.expires_at > ? AND NOT s.disabled`, tokenHash, s.now()))
	return m, noRows(err)
}

// UseStaffToken sets the password of a live link's staff login and uses
// the link up, ending the login's sessions and recording a, in one
// transaction; portal.ErrNoRows when the link is not live.
func (s *Store) UseStaffToken(ctx context.Context, tokenHash, passwordHash string, a portal.StaffAction) (portal.StaffMember, error) {
	var m portal.StaffMember
	now := s.now()
	err := s.inTx(ctx, func(t tx) error {
		var err error
		m, err = scanStaff(t.queryRow(ctx, `SELECT `+prefixed("s.", staffColumns)+` FROM staff_tokens t JOIN staff s ON s.id = t.staff_id
			WHERE t.token_hash = ? AND t.used_at IS NULL AND t.expires_at > ? AND NOT s.disabled`, tokenHash, now))
		if err != nil {
			return noRows(err)
		}
		res, err := t.exec(ctx, `UPDATE staff_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL`, now, tokenHash)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return portal.ErrNoRows
		}
		if _, err := t.exec(ctx, `UPDATE staff SET password_hash = ? WHERE id = ?`, passwordHash, m.ID); err != nil {
			return err
		}
		if _, err := t.exec(ctx, `DELETE FROM staff_sessions WHERE staff_id = ?`, m.ID); err != nil {
			return err
		}
		a.Subject = m.Email
		_, err = addStaffAction(ctx, t, a)
		return err
	})
	return m, err
}

// CreateStaffSession stores a session by its token's hash.
func (s *Store) CreateStaffSession(ctx context.Context, tokenHash string, staffID int64, stage portal.StaffSessionStage) error {
	now := s.now()
	_, err := s.exec(ctx, `INSERT INTO staff_sessions (token_hash, staff_id, stage, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)`,
		tokenHash, staffID, string(stage), now, now)
	return err
}

// StaffSession returns the session of a token's hash and its staff login
// (with secrets), when the login is enabled; portal.ErrNoRows otherwise.
// Whether it is still live (idle, age) is the caller's rule.
func (s *Store) StaffSession(ctx context.Context, tokenHash string) (portal.StaffSession, error) {
	var ss portal.StaffSession
	var stage string
	var created, seen int64
	var m portal.StaffMember
	var mcreated int64
	var last sql.NullInt64
	var role string
	err := s.queryRow(ctx, `SELECT ss.stage, ss.pending_secret, ss.created_at, ss.last_seen_at, `+prefixed("s.", staffColumns)+`
		FROM staff_sessions ss JOIN staff s ON s.id = ss.staff_id WHERE ss.token_hash = ? AND NOT s.disabled`, tokenHash).Scan(
		&stage, &ss.PendingSecret, &created, &seen,
		&m.ID, &m.Email, &m.Name, &role, &m.PasswordHash, &m.TOTPSecret, &m.TOTPLastStep, &m.Disabled, &m.Demo, &mcreated, &m.CreatedBy, &last)
	if err != nil {
		return ss, noRows(err)
	}
	m.Role, m.CreatedAt = portal.StaffRole(role), msTime(mcreated)
	if last.Valid {
		m.LastSignInAt = msTime(last.Int64)
	}
	m.HasPassword, m.Enrolled = m.PasswordHash != "", m.TOTPSecret != ""
	ss.Stage, ss.CreatedAt, ss.LastSeenAt, ss.Staff = portal.StaffSessionStage(stage), msTime(created), msTime(seen), m
	return ss, nil
}

// TouchStaffSession records that a session was used now (its idle time
// starts again).
func (s *Store) TouchStaffSession(ctx context.Context, tokenHash string) error {
	_, err := s.exec(ctx, `UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?`, s.now(), tokenHash)
	return err
}

// SetStaffPendingSecret keeps the TOTP secret offered to a password-stage
// session until a code confirms it.
func (s *Store) SetStaffPendingSecret(ctx context.Context, tokenHash, secret string) error {
	_, err := s.exec(ctx, `UPDATE staff_sessions SET pending_secret = ? WHERE token_hash = ? AND stage = ?`,
		secret, tokenHash, string(portal.StaffStagePassword))
	return err
}

// DeleteStaffSession ends a session.
func (s *Store) DeleteStaffSession(ctx context.Context, tokenHash string) error {
	_, err := s.exec(ctx, `DELETE FROM staff_sessions WHERE token_hash = ?`, tokenHash)
	return err
}

// DeleteStaleStaffSessions drops sessions last used before cutoff.
func (s *Store) DeleteStaleStaffSessions(ctx context.Context, cutoff time.Time) error {
	_, err := s.exec(ctx, `DELETE FROM staff_sessions WHERE last_seen_at < ?`, cutoff.UnixMilli())
	return err
}

// CompleteStaffSignIn writes a second factor's success (portal.StaffSignIn)
// in one transaction. A TOTP step not later than the last one used, or a
// recovery code used before, is portal.ErrCodeUsed; a password-stage
// session that is gone is portal.ErrNoRows. Nothing is kept on error.
func (s *Store) CompleteStaffSignIn(ctx context.Context, in portal.StaffSignIn) error {
	now := s.now()
	return s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `DELETE FROM staff_sessions WHERE token_hash = ? AND staff_id = ? AND stage = ?`,
			in.OldHash, in.StaffID, string(portal.StaffStagePassword))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return portal.ErrNoRows
		}
		if in.RecoveryHash != "" {
			res, err = t.exec(ctx, `UPDATE staff_recovery_codes SET used_at = ? WHERE staff_id = ? AND code_hash = ? AND used_at IS NULL`,
				now, in.StaffID, in.RecoveryHash)
		} else {
			res, err = t.exec(ctx, `UPDATE staff SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?`, in.Step, in.StaffID, in.Step)
		}
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return portal.ErrCodeUsed
		}
		if in.EnrolSecret != "" {
			if _, err := t.exec(ctx, `UPDATE staff SET totp_secret = ? WHERE id = ? AND totp_secret = ''`, in.EnrolSecret, in.StaffID); err != nil {
				return err
			}
			if _, err := t.exec(ctx, `DELETE FROM staff_recovery_codes WHERE staff_id = ?`, in.StaffID); err != nil {
				return err
			}
			for _, h := range in.RecoveryCodes {
				if _, err := t.exec(ctx, `INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?, ?)`, in.StaffID, h); err != nil {
					return err
				}
			}
		}
		if _, err := t.exec(ctx, `UPDATE staff SET last_sign_in_at = ? WHERE id = ?`, now, in.StaffID); err != nil {
			return err
		}
		if _, err := t.exec(ctx, `INSERT INTO staff_sessions (token_hash, staff_id, stage, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)`,
			in.NewHash, in.StaffID, string(portal.StaffStageSignedIn), now, now); err != nil {
			return err
		}
		_, err = addStaffAction(ctx, t, in.Action)
		return err
	})
}

// UnusedRecoveryCodes counts a staff login's recovery codes not used yet.
func (s *Store) UnusedRecoveryCodes(ctx context.Context, staffID int64) (int, error) {
	var n int
	err := s.queryRow(ctx, `SELECT COUNT(*) FROM staff_recovery_codes WHERE staff_id = ? AND used_at IS NULL`, staffID).Scan(&n)
	return n, err
}

// SetStaffRecoveryCodes replaces a staff login's recovery codes (demo
// seeding; enrolment writes them with CompleteStaffSignIn).
func (s *Store) SetStaffRecoveryCodes(ctx context.Context, staffID int64, hashes []string) error {
	return s.inTx(ctx, func(t tx) error {
		if _, err := t.exec(ctx, `DELETE FROM staff_recovery_codes WHERE staff_id = ?`, staffID); err != nil {
			return err
		}
		for _, h := range hashes {
			if _, err := t.exec(ctx, `INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?, ?)`, staffID, h); err != nil {
				return err
			}
		}
		return nil
	})
}

// prefixed puts p before each of a list of columns.
func prefixed(p, columns string) string {
	parts := strings.Split(columns, ", ")
	for i := range parts {
		parts[i] = p + parts[i]
	}
	return strings.Join(parts, ", ")
}
