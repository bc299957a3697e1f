package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"myaccount/internal/portal"
)

// Notification preferences (migration 00019, portal/notifications.go): a
// row per login and category the login chose; a category without one has
// its default (MailCategory.DefaultOn, to the login's address).

// NotificationPreferences reads a login's choices, one per category in
// portal.MailCategories' order, with the defaults for the categories it
// never chose. Address is as stored ("" for the login's own), even when the
// mailbox it names was since given up (the outbox then sends to the
// login's address).
func (s *Store) NotificationPreferences(ctx context.Context, identity int64) ([]portal.NotificationPreference, error) {
	chosen, err := queryAll(ctx, s, func(rows *sql.Rows) (p portal.NotificationPreference, err error) {
		var c string
		err = rows.Scan(&c, &p.Enabled, &p.Address)
		p.Category = portal.MailCategory(c)
		return p, err
	}, `SELECT category, enabled, address FROM notification_preferences WHERE identity_id = ?`, identity)
	if err != nil {
		return nil, err
	}
	out := make([]portal.NotificationPreference, 0, len(portal.MailCategories))
	for _, c := range portal.MailCategories {
		p := portal.NotificationPreference{Category: c, Enabled: c.DefaultOn()}
		for _, q := range chosen {
			if q.Category == c {
				p = q
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// NotificationAddresses lists the addresses a login may send its
// notifications to: its own first, then the live service e-mail addresses
// of its accounts (lower case, each once, in order). A login that does not
// exist has none.
func (s *Store) NotificationAddresses(ctx context.Context, identity int64) ([]string, error) {
	ident, err := s.IdentityByID(ctx, identity)
	if err != nil {
		return nil, err
	}
	mailboxes, err := queryAll(ctx, s, func(rows *sql.Rows) (e string, err error) {
		err = rows.Scan(&e)
		return e, err
	}, `SELECT LOWER(se.email) FROM service_emails se JOIN identity_accounts ia ON ia.account_id = se.account_id
		WHERE ia.identity_id = ? AND se.abandoned_at IS NULL ORDER BY ia.position, se.account_id, se.id`, identity)
	if err != nil {
		return nil, err
	}
	out := []string{strings.ToLower(ident.Login)}
	for _, e := range mailboxes {
		dup := false
		for _, o := range out {
			dup = dup || o == e
		}
		if !dup {
			out = append(out, e)
		}
	}
	return out, nil
}

// mailboxOfLogin is true when address is a live service e-mail address of
// one of identity's accounts.
const mailboxOfLogin = `EXISTS (SELECT 1 FROM service_emails se JOIN identity_accounts ia ON ia.account_id = se.account_id
	WHERE ia.identity_id = CAST(? AS BIGINT) AND LOWER(se.email) = CAST(? AS TEXT) AND se.abandoned_at IS NULL)`

// SetNotificationPreference writes a login's choice for one category. The
// address is "" or the login's own (both stored as ""), or one of its
// accounts' live service e-mail addresses, checked in the same statement
// as the write: anything else is portal.ErrNotLoginAddress and writes
// nothing. An unknown category is refused; a login that does not exist is
// portal.ErrNoRows.
func (s *Store) SetNotificationPreference(ctx context.Context, identity int64, p portal.NotificationPreference) error {
	if !p.Category.Known() {
		return fmt.Errorf("store: unknown notification category %q", p.Category)
	}
	ident, err := s.IdentityByID(ctx, identity)
	if err != nil {
		return err
	}
	address := strings.ToLower(strings.TrimSpace(p.Address))
	if address == strings.ToLower(ident.Login) {
		address = ""
	}
	res, err := s.exec(ctx, `INSERT INTO notification_preferences (identity_id, category, enabled, address, updated_at)
		SELECT CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS BOOLEAN), CAST(? AS TEXT), CAST(? AS BIGINT)
		WHERE CAST(? AS TEXT) = '' OR `+mailboxOfLogin+`
		ON CONFLICT (identity_id, category) DO UPDATE SET enabled = excluded.enabled, address = excluded.address,
			updated_at = excluded.updated_at`,
		identity, string(p.Category), p.Enabled, address, s.now(), address, identity, address)
	if err := affectedOne(res, err); errors.Is(err, portal.ErrNoRows) {
		return portal.ErrNotLoginAddress
	} else if err != nil {
		return err
	}
	return nil
}

// UnsubscribeCategories turns categories off for a login, once per token
// (the unsubscribe link of a non-transactional e-mail): the token's hash is
// recorded in the same transaction, so a replay gets portal.ErrTokenUsed
// and changes nothing. The address each category goes to is kept. A login
// that no longer exists has nothing to turn off: the token is spent all
// the same.
func (s *Store) UnsubscribeCategories(ctx context.Context, tokenHash string, identity int64, categories []portal.MailCategory) error {
	for _, c := range categories {
		if !c.Known() {
			return fmt.Errorf("store: unknown notification category %q", c)
		}
	}
	now := s.now()
	return s.inTx(ctx, func(t tx) error {
		if err := spendUnsubscribeToken(ctx, t, tokenHash, now); err != nil {
			return err
		}
		for _, c := range categories {
			if _, err := t.exec(ctx, `INSERT INTO notification_preferences (identity_id, category, enabled, address, updated_at)
				SELECT id, CAST(? AS TEXT), CAST(? AS BOOLEAN), '', CAST(? AS BIGINT) FROM identities WHERE id = ?
				ON CONFLICT (identity_id, category) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
				string(c), false, now, identity); err != nil {
				return err
			}
		}
		return nil
	})
}

// mailChoice is what the outbox does with a non-transactional message of
// category c for identity: send it or not, and to which address ("": the
// one the message was written with). A chosen mailbox that is no longer
// one of the login's live service e-mail addresses reads as "".
func mailChoice(ctx context.Context, q sqlRowQuerier, d dialect, identity int64, c portal.MailCategory) (on bool, to string, err error) {
	const query = `SELECT p.enabled, CASE WHEN p.address <> '' AND EXISTS (SELECT 1 FROM service_emails se
			JOIN identity_accounts ia ON ia.account_id = se.account_id
			WHERE ia.identity_id = p.identity_id AND LOWER(se.email) = p.address AND se.abandoned_at IS NULL)
		THEN p.address ELSE '' END
		FROM notification_preferences p WHERE p.identity_id = ? AND p.category = ?`
	var row *sql.Row
	if t, ok := q.(tx); ok {
		row = t.queryRow(ctx, query, identity, string(c))
	} else {
		row = q.QueryRowContext(ctx, d.rebind(query), identity, string(c))
	}
	err = row.Scan(&on, &to)
	if errors.Is(err, sql.ErrNoRows) {
		return c.DefaultOn(), "", nil
	}
	return on, to, err
}
