package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"myaccount/internal/portal"
)

// The one-time links of logins (portal/logins.go): invitations and password
// resets. Only a token's SHA-256 is stored, and a token is found by it, so
// comparing tokens is an index lookup, constant in time by construction.

// IssueIdentityToken writes a one-time link for an enabled login: in one
// transaction it finds the login, drops its unused links of the same
// purpose (a new link supersedes the older ones), stores the new hash, and
// writes t.Mail(login) to the outbox and t.Action, when set, to the staff's
// actions. A missing or disabled login answers portal.ErrNoRows and keeps
// nothing; its transaction runs the same statements but the token's and
// rolls back, so "Forgot your password?" does comparable work whether the
// login exists or not.
func (s *Store) IssueIdentityToken(ctx context.Context, t portal.IdentityTokenIssue) (portal.Identity, error) {
	now := s.now()
	var ident portal.Identity
	err := s.inTx(ctx, func(x tx) error {
		err := x.queryRow(ctx, `SELECT id, login, language, disabled FROM identities WHERE login = ? AND NOT disabled`,
			strings.ToLower(t.Login)).Scan(&ident.ID, &ident.Login, &ident.Language, &ident.Disabled)
		missing := errors.Is(err, sql.ErrNoRows)
		if err != nil && !missing {
			return err
		}
		if _, err := x.exec(ctx, `DELETE FROM identity_tokens WHERE identity_id = ? AND purpose = ? AND used_at IS NULL`,
			ident.ID, string(t.Purpose)); err != nil {
			return err
		}
		if missing {
			// No login: the same supersede and outbox statements run (the
			// message for the typed address) and the transaction rolls
			// back, so the answer takes about as long as for a login that
			// exists, and nothing is kept.
			if t.Mail != nil {
				if _, err := enqueueMail(ctx, x, s.d, t.Mail(portal.Identity{Login: strings.ToLower(t.Login), Language: "en"}), now); err != nil {
					return err
				}
			}
			return portal.ErrNoRows
		}
		if _, err := x.exec(ctx, `INSERT INTO identity_tokens (token_hash, identity_id, purpose, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?)`, t.TokenHash, ident.ID, string(t.Purpose), now, now+t.TTL.Milliseconds()); err != nil {
			return err
		}
		if t.Mail != nil {
			if _, err := enqueueMail(ctx, x, s.d, t.Mail(ident), now); err != nil {
				return err
			}
		}
		if t.Action != nil {
			if _, err := addStaffAction(ctx, x, *t.Action); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return portal.Identity{}, err
	}
	return ident, nil
}

// IdentityToken returns the login of a live link: unused, unexpired, of
// that purpose, and of an enabled login. Anything else — unknown, used,
// expired, superseded, another purpose, a disabled login — answers
// portal.ErrNoRows, alike.
func (s *Store) IdentityToken(ctx context.Context, tokenHash string, purpose portal.IdentityTokenPurpose) (portal.Identity, error) {
	var ident portal.Identity
	err := s.queryRow(ctx, `SELECT i.id, i.login, i.language, i.disabled FROM identity_tokens t JOIN identities i ON i.id = t.identity_id
		WHERE t.token_hash = ? AND t.purpose = ? AND t.used_at IS NULL AND t.expires_at > ? AND NOT i.disabled`,
		tokenHash, string(purpose), s.now()).Scan(&ident.ID, &ident.Login, &ident.Language, &ident.Disabled)
	return ident, noRows(err)
}

// RedeemIdentityToken uses a live link to set the login's password. In one
// transaction it marks the link used (a single UPDATE, so two concurrent
// uses cannot both succeed), stores the new hash, revokes every API and
// SSO session of the login, drops its other unused links (one password
// set ends every pending invitation and reset), and, when notify is set,
// writes it to the outbox with the login's address, language and id
// filled in. A link that is not live answers portal.ErrNoRows and changes
// nothing.
func (s *Store) RedeemIdentityToken(ctx context.Context, tokenHash string, purpose portal.IdentityTokenPurpose,
	passwordHash string, notify *portal.Mail) (portal.Identity, error) {
	now := s.now()
	var ident portal.Identity
	err := s.inTx(ctx, func(x tx) error {
		err := x.queryRow(ctx, `UPDATE identity_tokens SET used_at = ?
			WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
			AND identity_id IN (SELECT id FROM identities WHERE NOT disabled) RETURNING identity_id`,
			now, tokenHash, string(purpose), now).Scan(&ident.ID)
		if err != nil {
			return noRows(err)
		}
		if err := x.queryRow(ctx, `UPDATE identities SET password_hash = ?, password_changed_at = ? WHERE id = ?
			RETURNING login, language, disabled`, passwordHash, now, ident.ID).Scan(&ident.Login, &ident.Language, &ident.Disabled); err != nil {
			return err
		}
		if err := revokeIdentity(ctx, x, ident.ID, now); err != nil {
			return err
		}
		if _, err := x.exec(ctx, `DELETE FROM identity_tokens WHERE identity_id = ? AND used_at IS NULL`, ident.ID); err != nil {
			return err
		}
		if notify != nil {
			m := *notify
			m.To, m.Lang, m.Identity = ident.Login, ident.Language, ident.ID
			if _, err := enqueueMail(ctx, x, s.d, m, now); err != nil {
				return err
			}
		}
		return nil
	})
	if ident.ID != 0 {
		s.forgetSessions(func(sess portal.Session) bool { return sess.IdentityID == ident.ID })
	}
	if err != nil {
		return portal.Identity{}, err
	}
	return ident, nil
}

// SetIdentityDisabled disables or enables a login. Disabling revokes every
// API and SSO session of the login and drops its unused links in the same
// transaction, so it is signed out at once everywhere; a disabled login
// cannot sign in, start or renew a session, nor use or ask for a link. An
// unknown id answers portal.ErrNoRows. The provider API (PUT
// /provider/v1/logins/{email} with "disabled") calls it.
func (s *Store) SetIdentityDisabled(ctx context.Context, identityID int64, disabled bool) error {
	now := s.now()
	err := s.inTx(ctx, func(x tx) error {
		res, err := x.exec(ctx, `UPDATE identities SET disabled = ? WHERE id = ?`, disabled, identityID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return portal.ErrNoRows
		}
		if !disabled {
			return nil
		}
		if _, err := x.exec(ctx, `DELETE FROM identity_tokens WHERE identity_id = ? AND used_at IS NULL`, identityID); err != nil {
			return err
		}
		return revokeIdentity(ctx, x, identityID, now)
	})
	s.forgetSessions(func(sess portal.Session) bool { return sess.IdentityID == identityID })
	return err
}

// IdentityMail lists the messages written to the outbox about a login,
// oldest first: what the staff look at when a subscriber says no e-mail
// came, and what the tests read.
func (s *Store) IdentityMail(ctx context.Context, identityID int64) ([]portal.Mail, error) {
	return queryAll(ctx, s, scanMailRows, `SELECT `+mailColumns+` FROM mail_outbox WHERE identity_id = ? ORDER BY id`, identityID)
}
