package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"myaccount/internal/portal"
)

func msTime(ms int64) time.Time { return time.UnixMilli(ms) }

// AddServiceEmail adds a hosted mailbox to an account and returns its id.
func (s *Store) AddServiceEmail(ctx context.Context, e portal.ServiceEmail) (int64, error) {
	return s.insert(ctx, `INSERT INTO service_emails (account_id, email, forwarding, forwarding_address, created_at)
		VALUES (?, ?, ?, ?, ?)`, e.AccountID, strings.ToLower(e.Email), e.Forwarding, e.ForwardingAddress, s.now())
}

// ServiceEmails lists an account's mailboxes that have not been abandoned.
func (s *Store) ServiceEmails(ctx context.Context, accountID int64) ([]portal.ServiceEmail, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (e portal.ServiceEmail, err error) {
		err = rows.Scan(&e.ID, &e.AccountID, &e.Email, &e.Forwarding, &e.ForwardingAddress)
		return e, err
	}, `SELECT id, account_id, email, forwarding, forwarding_address FROM service_emails
		WHERE account_id = ? AND abandoned_at IS NULL ORDER BY id`, accountID)
}

// ServiceEmail reads one live mailbox of the account; a mailbox of another
// account is portal.ErrNoRows, like a missing one.
func (s *Store) ServiceEmail(ctx context.Context, accountID, id int64) (portal.ServiceEmail, error) {
	var e portal.ServiceEmail
	err := s.queryRow(ctx, `SELECT id, account_id, email, forwarding, forwarding_address FROM service_emails
		WHERE id = ? AND account_id = ? AND abandoned_at IS NULL`, id, accountID).
		Scan(&e.ID, &e.AccountID, &e.Email, &e.Forwarding, &e.ForwardingAddress)
	return e, noRows(err)
}

// AbandonServiceEmail removes a mailbox from the account (kept as history).
func (s *Store) AbandonServiceEmail(ctx context.Context, accountID, id int64) error {
	res, err := s.exec(ctx, `UPDATE service_emails SET abandoned_at = ? WHERE id = ? AND account_id = ? AND abandoned_at IS NULL`,
		s.now(), id, accountID)
	return affectedOne(res, err)
}

// SetForwarding turns forwarding on (it is never turned off again) and/or
// sets the forwarding address.
func (s *Store) SetForwarding(ctx context.Context, accountID, id int64, enable bool, address string) error {
	res, err := s.exec(ctx, `UPDATE service_emails SET forwarding = (forwarding OR ?), forwarding_address = ?
		WHERE id = ? AND account_id = ? AND abandoned_at IS NULL`, enable, address, id, accountID)
	return affectedOne(res, err)
}

// PutWifiDevice adds or updates a wireless client of the account's router.
func (s *Store) PutWifiDevice(ctx context.Context, accountID int64, mac, vendor, alias string) error {
	_, err := s.exec(ctx, `INSERT INTO wifi_devices (account_id, mac, vendor, alias) VALUES (?, ?, ?, ?)
		ON CONFLICT (account_id, mac) DO UPDATE SET vendor = excluded.vendor, alias = excluded.alias`,
		accountID, strings.ToLower(mac), vendor, alias)
	return err
}

// SetWifiDeviceAlias renames a device of the account.
func (s *Store) SetWifiDeviceAlias(ctx context.Context, accountID int64, mac, alias string) error {
	res, err := s.exec(ctx, `UPDATE wifi_devices SET alias = ? WHERE account_id = ? AND mac = ?`, alias, accountID, strings.ToLower(mac))
	return affectedOne(res, err)
}

// AddWifiTraffic adds bytes to a device's hourly bucket (idempotent callers
// use the same hour and replace=true).
func (s *Store) AddWifiTraffic(ctx context.Context, accountID int64, mac string, hour time.Time, up, down int64) error {
	h := hour.Truncate(time.Hour).UnixMilli()
	_, err := s.exec(ctx, `INSERT INTO wifi_device_traffic (account_id, mac, hour_start, up_bytes, down_bytes) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (account_id, mac, hour_start) DO UPDATE SET
			up_bytes = wifi_device_traffic.up_bytes + excluded.up_bytes,
			down_bytes = wifi_device_traffic.down_bytes + excluded.down_bytes`,
		accountID, strings.ToLower(mac), h, up, down)
	return err
}

// WifiDevices lists the account's devices with their traffic over the last
// 30 days and the last 24 hours, in one query.
func (s *Store) WifiDevices(ctx context.Context, accountID int64) ([]portal.WifiDevice, error) {
	now := s.Now()
	from30 := now.Add(-30 * 24 * time.Hour).Truncate(time.Hour).UnixMilli()
	from1 := now.Add(-24 * time.Hour).Truncate(time.Hour).UnixMilli()
	return queryAll(ctx, s, func(rows *sql.Rows) (d portal.WifiDevice, err error) {
		err = rows.Scan(&d.MAC, &d.Vendor, &d.Alias, &d.Up30d, &d.Down30d, &d.Up1d, &d.Down1d)
		return d, err
	}, `SELECT d.mac, d.vendor, d.alias,
			COALESCE(SUM(t.up_bytes), 0), COALESCE(SUM(t.down_bytes), 0),
			COALESCE(SUM(CASE WHEN t.hour_start >= ? THEN t.up_bytes ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN t.hour_start >= ? THEN t.down_bytes ELSE 0 END), 0)
		FROM wifi_devices d
		LEFT JOIN wifi_device_traffic t ON t.account_id = d.account_id AND t.mac = d.mac AND t.hour_start >= ?
		WHERE d.account_id = ?
		GROUP BY d.mac, d.vendor, d.alias ORDER BY d.mac`, from1, from1, from30, accountID)
}

// AddMACRegistration records a first-device registration attempt.
func (s *Store) AddMACRegistration(ctx context.Context, r portal.MACRegistration) error {
	_, err := s.exec(ctx, `INSERT INTO mac_registrations (identity_id, account_id, hw, seg, ip, result_case, message, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, r.IdentityID, r.AccountID, strings.ToLower(r.HW), r.Seg, r.IP, r.Case, r.Message, s.now())
	return err
}

// MACRegistered reports whether the device is already registered on the
// account: a successful first-device registration, or a device registered
// in IP address management.

func (s *Store) MACRegistered(ctx context.Context, accountID int64, hw string) (bool, error) {
	var one int
	err := s.queryRow(ctx, `SELECT 1 FROM mac_registrations WHERE account_id = ? AND hw = ? AND result_case >= 100
		UNION ALL SELECT 1 FROM registered_addresses WHERE account_id = ? AND mac = ? LIMIT 1`,
		accountID, strings.ToLower(hw), accountID, strings.ToLower(hw)).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// PutSubscription defines a mailing list.
func (s *Store) PutSubscription(ctx context.Context, key, name string) error {
	_, err := s.exec(ctx, `INSERT INTO subscriptions (key, name) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET name = excluded.name`, key, name)
	return err
}

// Subscribe puts an e-mail address on a list (again, if it had left).
func (s *Store) Subscribe(ctx context.Context, email, key string) error {
	_, err := s.exec(ctx, `INSERT INTO email_subscriptions (email, subscription_key) VALUES (?, ?)
		ON CONFLICT (email, subscription_key) DO UPDATE SET unsubscribed_at = NULL`, strings.ToLower(email), key)
	return err
}

// Subscriptions lists the lists an address is on.
func (s *Store) Subscriptions(ctx context.Context, email string) ([]portal.Subscription, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (sub portal.Subscription, err error) {
		err = rows.Scan(&sub.Key, &sub.Name)
		return sub, err
	}, `SELECT l.key, l.name FROM email_subscriptions e JOIN subscriptions l ON l.key = e.subscription_key
		WHERE e.email = ? AND e.unsubscribed_at IS NULL ORDER BY l.key`, strings.ToLower(email))
}

// spendUnsubscribeToken records an unsubscribe token as used, in the
// transaction that applies it: portal.ErrTokenUsed when it was already (a
// replay, even a concurrent one, changes nothing).
func spendUnsubscribeToken(ctx context.Context, t tx, tokenHash string, now int64) error {
	var one int
	err := t.queryRow(ctx, `INSERT INTO used_unsubscribe_tokens (token_hash, used_at) VALUES (?, ?)
		ON CONFLICT (token_hash) DO NOTHING RETURNING 1`, tokenHash, now).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return portal.ErrTokenUsed
	}
	return err
}

// ApplyUnsubscribe takes the address off the lists, once per token: the
// token's hash is recorded in the same transaction, so a replay (even a
// concurrent one) gets portal.ErrTokenUsed and changes nothing.
func (s *Store) ApplyUnsubscribe(ctx context.Context, tokenHash, email string, keys []string) error {
	now := s.now()
	return s.inTx(ctx, func(t tx) error {
		if err := spendUnsubscribeToken(ctx, t, tokenHash, now); err != nil {
			return err
		}
		for _, k := range keys {
			if _, err := t.exec(ctx, `UPDATE email_subscriptions SET unsubscribed_at = ?
				WHERE email = ? AND subscription_key = ? AND unsubscribed_at IS NULL`, now, strings.ToLower(email), k); err != nil {
				return err
			}
		}
		return nil
	})
}

// PutCodebookEntry stores one row of a code list.
func (s *Store) PutCodebookEntry(ctx context.Context, codebook string, position int, e portal.CodebookEntry) error {
	data, err := json.Marshal(e.Data)
	if err != nil {
		return err
	}
	_, err = s.exec(ctx, `INSERT INTO codebook_entries (codebook, id, position, data) VALUES (?, ?, ?, ?)
		ON CONFLICT (codebook, id) DO UPDATE SET position = excluded.position, data = excluded.data`,
		codebook, e.ID, position, string(data))
	return err
}

// Codebook reads a code list in order; an unknown list is empty.
func (s *Store) Codebook(ctx context.Context, codebook string) ([]portal.CodebookEntry, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (e portal.CodebookEntry, err error) {
		var data string
		if err = rows.Scan(&e.ID, &data); err != nil {
			return e, err
		}
		err = json.Unmarshal([]byte(data), &e.Data)
		return e, err
	}, `SELECT id, data FROM codebook_entries WHERE codebook = ? ORDER BY position, id`, codebook)
}
