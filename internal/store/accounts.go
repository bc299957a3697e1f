package store

import (
	"context"
	"database/sql"
	"sort"
	"strings"

	"myaccount/internal/portal"
)

// PutAccount creates or replaces a contact account.
func (s *Store) PutAccount(ctx context.Context, a portal.Account) error {
	kind := a.Kind
	if kind == "" {
		kind = "person"
	}
	_, err := s.exec(ctx, `INSERT INTO accounts (id, name, name2, kind, address, city, postalcode, regionid, referral_code, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET name = excluded.name, name2 = excluded.name2, kind = excluded.kind,
			address = excluded.address, city = excluded.city, postalcode = excluded.postalcode,
			regionid = excluded.regionid, referral_code = excluded.referral_code`,
		a.ID, a.Name, a.Name2, kind, a.Address, a.City, a.PostalCode, a.RegionID, a.ReferralCode, s.now())
	return err
}

// AccountByID reads a contact account.
func (s *Store) AccountByID(ctx context.Context, id int64) (portal.Account, error) {
	var a portal.Account
	err := s.queryRow(ctx, `SELECT id, name, name2, kind, address, city, postalcode, regionid, referral_code
		FROM accounts WHERE id = ?`, id).Scan(&a.ID, &a.Name, &a.Name2, &a.Kind, &a.Address, &a.City, &a.PostalCode, &a.RegionID, &a.ReferralCode)
	return a, noRows(err)
}

// SetServiceFlags records which services an account has.
func (s *Store) SetServiceFlags(ctx context.Context, accountID int64, f portal.ServiceFlags) error {
	_, err := s.exec(ctx, `INSERT INTO account_services (account_id, has_broadband, has_phone, has_contact_info, has_ar,
			has_preinstall, hide_documents, has_wifi, has_router) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (account_id) DO UPDATE SET has_broadband = excluded.has_broadband, has_phone = excluded.has_phone,
			has_contact_info = excluded.has_contact_info, has_ar = excluded.has_ar, has_preinstall = excluded.has_preinstall,
			hide_documents = excluded.hide_documents, has_wifi = excluded.has_wifi, has_router = excluded.has_router`,
		accountID, f.HasBroadband, f.HasPhone, f.HasContactInfo, f.HasAr, f.HasPreinstall, f.HideDocuments, f.HasWiFi, f.HasRouter)
	return err
}

// ServiceFlags reads an account's services; an account without a row has none.
func (s *Store) ServiceFlags(ctx context.Context, accountID int64) (portal.ServiceFlags, error) {
	return kept(s, s.flags, accountID, func() (portal.ServiceFlags, error) {
		var f portal.ServiceFlags
		err := s.queryRow(ctx, `SELECT has_broadband, has_phone, has_contact_info, has_ar, has_preinstall, hide_documents, has_wifi, has_router
			FROM account_services WHERE account_id = ?`, accountID).Scan(&f.HasBroadband, &f.HasPhone, &f.HasContactInfo, &f.HasAr,
			&f.HasPreinstall, &f.HideDocuments, &f.HasWiFi, &f.HasRouter)
		if err == sql.ErrNoRows {
			return portal.ServiceFlags{}, nil
		}
		return f, err
	}, nil)
}

// SetContractStatus records whether the account must re-sign its contract,
// and whether its contract is on file.
func (s *Store) SetContractStatus(ctx context.Context, accountID int64, c portal.ContractStatus) error {
	_, err := s.exec(ctx, `INSERT INTO contract_status (account_id, resign, resign_type, on_file) VALUES (?, ?, ?, ?)
		ON CONFLICT (account_id) DO UPDATE SET resign = excluded.resign, resign_type = excluded.resign_type,
			on_file = excluded.on_file`,
		accountID, c.Resign, c.ResignType, c.OnFile)
	return err
}

// ContractStatus reads the re-sign state; no row means nothing pending.
func (s *Store) ContractStatus(ctx context.Context, accountID int64) (portal.ContractStatus, error) {
	var c portal.ContractStatus
	err := s.queryRow(ctx, `SELECT resign, resign_type, on_file FROM contract_status WHERE account_id = ?`, accountID).
		Scan(&c.Resign, &c.ResignType, &c.OnFile)
	if err == sql.ErrNoRows {
		return portal.ContractStatus{}, nil
	}
	return c, err
}

// AddWarning opens an account warning and returns its id.
func (s *Store) AddWarning(ctx context.Context, w portal.AccountWarning) (int64, error) {
	return s.insert(ctx, `INSERT INTO account_warnings (account_id, type, title, body, title_fr, body_fr, clearable, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, w.AccountID, w.Type, w.Title, w.Body, w.TitleFR, w.BodyFR, w.Clearable, s.now())
}

// OpenWarnings lists the open warnings of the given accounts, oldest first.
func (s *Store) OpenWarnings(ctx context.Context, accountIDs []int64) ([]portal.AccountWarning, error) {
	var all []portal.AccountWarning
	for _, id := range accountIDs {
		ws, err := kept(s, s.warnings, id, func() ([]portal.AccountWarning, error) {
			return queryAll(ctx, s, func(rows *sql.Rows) (w portal.AccountWarning, err error) {
				var created int64
				err = rows.Scan(&w.ID, &w.AccountID, &w.Type, &w.Title, &w.Body, &w.TitleFR, &w.BodyFR, &w.Clearable, &created)
				w.CreatedAt = msTime(created)
				return w, err
			}, `SELECT id, account_id, type, title, body, title_fr, body_fr, clearable, created_at FROM account_warnings
				WHERE cleared_at IS NULL AND account_id = ? ORDER BY created_at, id`, id)
		}, nil)
		if err != nil {
			return nil, err
		}
		all = append(all, ws...)
	}
	// Each account's list is kept on its own (the feed drops one account's);
	// the login's is ordered as one.
	sort.SliceStable(all, func(i, j int) bool {
		a, b := all[i], all[j]
		if !a.CreatedAt.Equal(b.CreatedAt) {
			return a.CreatedAt.Before(b.CreatedAt)
		}
		return a.ID < b.ID
	})
	return all, nil
}

// ClearWarning closes an open warning of the account; portal.ErrNoRows when
// there is no such open warning on that account.
func (s *Store) ClearWarning(ctx context.Context, accountID, warningID int64) error {
	res, err := s.exec(ctx, `UPDATE account_warnings SET cleared_at = ? WHERE id = ? AND account_id = ? AND cleared_at IS NULL`,
		s.now(), warningID, accountID)
	return affectedOne(res, err)
}

// AddGlobalNotification publishes a notice (its English and French texts)
// from startsAt (ms) until endsAt (ms, 0 = open-ended).
func (s *Store) AddGlobalNotification(ctx context.Context, n portal.GlobalNotification, startsAt, endsAt int64) (int64, error) {
	var ends any
	if endsAt > 0 {
		ends = endsAt
	}
	defer s.notices.clear()
	return s.insert(ctx, `INSERT INTO global_notifications (message, message_fr, starts_at, ends_at) VALUES (?, ?, ?, ?)`,
		n.Message, n.MessageFR, startsAt, ends)
}

// ActiveGlobalNotifications lists the notices in force now, newest first.
// Every app polls them, so they are kept in memory for a second (hot.go): a
// notice starts or ends at most that late. Callers must not modify the slice.
func (s *Store) ActiveGlobalNotifications(ctx context.Context) ([]portal.GlobalNotification, error) {
	return s.notices.get(struct{}{}, func() ([]portal.GlobalNotification, error) {
		now := s.now()
		return queryAll(ctx, s, func(rows *sql.Rows) (n portal.GlobalNotification, err error) {
			err = rows.Scan(&n.ID, &n.Message, &n.MessageFR)
			return n, err
		}, `SELECT id, message, message_fr FROM global_notifications
			WHERE starts_at <= ? AND (ends_at IS NULL OR ends_at > ?) ORDER BY starts_at DESC, id DESC`, now, now)
	}, nil)
}

// AddFeedback stores a message sent from the app's error page.
func (s *Store) AddFeedback(ctx context.Context, identityID, accountID int64, message, context string) error {
	var ident any
	if identityID > 0 {
		ident = identityID
	}
	_, err := s.exec(ctx, `INSERT INTO feedback (identity_id, account_id, message, context, created_at) VALUES (?, ?, ?, ?, ?)`,
		ident, accountID, message, context, s.now())
	return err
}

// FeedbackCount counts stored feedback messages (for tests and admin).
func (s *Store) FeedbackCount(ctx context.Context) (int, error) {
	var n int
	err := s.queryRow(ctx, `SELECT COUNT(*) FROM feedback`).Scan(&n)
	return n, err
}

func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?,", n), ",")
}

// affectedOne turns "no row changed" into portal.ErrNoRows.
func affectedOne(res sql.Result, err error) error {
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return portal.ErrNoRows
	}
	return nil
}
