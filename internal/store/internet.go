package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// This file is the internet area's store (docs/internet-api.md): Wi-Fi
// settings, rating-survey answers, the warning actions (disruptive-ticket
// signature, automatic IP registration) and the routers' WAN counters.

// WifiSettings reads an account's Wi-Fi settings; portal.ErrNoRows when the
// account has none stored.
func (s *Store) WifiSettings(ctx context.Context, accountID int64) (portal.WifiSettings, error) {
	w := portal.WifiSettings{AccountID: accountID}
	err := s.queryRow(ctx, `SELECT wifi_enabled, wifi_ssid, wifi_password, guest_enabled, guest_ssid, guest_password
		FROM wifi_settings WHERE account_id = ?`, accountID).
		Scan(&w.WifiEnabled, &w.WifiSSID, &w.WifiPassword, &w.GuestEnabled, &w.GuestSSID, &w.GuestPassword)
	return w, noRows(err)
}

// PutWifiSettings stores an account's Wi-Fi settings (one row, replaced).
func (s *Store) PutWifiSettings(ctx context.Context, w portal.WifiSettings) error {
	_, err := s.exec(ctx, `INSERT INTO wifi_settings (account_id, wifi_enabled, wifi_ssid, wifi_password,
			guest_enabled, guest_ssid, guest_password, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (account_id) DO UPDATE SET wifi_enabled = excluded.wifi_enabled, wifi_ssid = excluded.wifi_ssid,
			wifi_password = excluded.wifi_password, guest_enabled = excluded.guest_enabled,
			guest_ssid = excluded.guest_ssid, guest_password = excluded.guest_password, updated_at = excluded.updated_at`,
		w.AccountID, w.WifiEnabled, w.WifiSSID, w.WifiPassword, w.GuestEnabled, w.GuestSSID, w.GuestPassword, s.now())
	return err
}

// AddRating stores an answer to the survey.
func (s *Store) AddRating(ctx context.Context, r portal.Rating) error {
	at := s.now()
	if !r.At.IsZero() {
		at = r.At.UnixMilli()
	}
	_, err := s.exec(ctx, `INSERT INTO rating_answers (account_id, identity_id, rate, rate_options, comment, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, r.AccountID, nullID(r.IdentityID), r.Rate, r.Options, r.Comment, at)
	return err
}

// LatestRating reads the account's newest survey answer; portal.ErrNoRows
// when it never answered.
func (s *Store) LatestRating(ctx context.Context, accountID int64) (portal.Rating, error) {
	k, err := kept(s, s.ratings, accountID, func() (keptRating, error) {
		r := portal.Rating{AccountID: accountID}
		var identity sql.NullInt64
		var at int64
		err := s.queryRow(ctx, `SELECT identity_id, rate, rate_options, comment, created_at FROM rating_answers
			WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT 1`, accountID).
			Scan(&identity, &r.Rate, &r.Options, &r.Comment, &at)
		if errors.Is(err, sql.ErrNoRows) {
			return keptRating{none: true}, nil
		}
		r.IdentityID, r.At = identity.Int64, msTime(at)
		return keptRating{rating: r}, err
	}, nil)
	if err == nil && k.none {
		err = portal.ErrNoRows
	}
	return k.rating, err
}

// ClearDisruptiveTicket clears the account's oldest open, clearable
// disruptive ticket and stores the signature with it, atomically. It
// returns the cleared warning's id, or ErrNoOpenWarning.
func (s *Store) ClearDisruptiveTicket(ctx context.Context, accountID, identityID int64, signature string) (int64, error) {
	now := s.now()
	var id int64
	err := s.inTx(ctx, func(t tx) error {
		err := t.queryRow(ctx, `SELECT id FROM account_warnings WHERE account_id = ? AND type = ? AND clearable
			AND cleared_at IS NULL ORDER BY created_at, id LIMIT 1`, accountID, portal.WarningDisruptiveTicket).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return portal.ErrNoOpenWarning
		}
		if err != nil {
			return err
		}
		// The UPDATE goes first: a concurrent clear waits for it and then
		// finds the warning cleared.
		if err := affectedOne(t.exec(ctx, `UPDATE account_warnings SET cleared_at = ? WHERE id = ? AND cleared_at IS NULL`, now, id)); err != nil {
			if errors.Is(err, portal.ErrNoRows) {
				return portal.ErrNoOpenWarning
			}
			return err
		}
		_, err = t.exec(ctx, `INSERT INTO disruptive_ticket_signatures (warning_id, account_id, identity_id, signature, signed_at)
			VALUES (?, ?, ?, ?, ?)`, id, accountID, nullID(identityID), signature, now)
		return err
	})
	return id, err
}

// TicketSignatures lists the signatures stored for an account, oldest first.
func (s *Store) TicketSignatures(ctx context.Context, accountID int64) ([]portal.TicketSignature, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (g portal.TicketSignature, err error) {
		var identity sql.NullInt64
		var at int64
		err = rows.Scan(&g.WarningID, &identity, &g.Signature, &at)
		g.IdentityID, g.SignedAt = identity.Int64, msTime(at)
		return g, err
	}, `SELECT warning_id, identity_id, signature, signed_at FROM disruptive_ticket_signatures
		WHERE account_id = ? ORDER BY signed_at, warning_id`, accountID)
}

// AutoRegisterIP records that the caller's connection (ip) is registered
// with the account's router and clears the account's open notregistered
// warnings, atomically. portal.ErrNoOpenWarning when there is none.
func (s *Store) AutoRegisterIP(ctx context.Context, accountID, identityID int64, ip string) error {
	now := s.now()
	return s.inTx(ctx, func(t tx) error {
		var id int64
		err := t.queryRow(ctx, `SELECT id FROM account_warnings WHERE account_id = ? AND type = ? AND cleared_at IS NULL
			ORDER BY created_at, id LIMIT 1`, accountID, portal.WarningNotRegistered).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return portal.ErrNoOpenWarning
		}
		if err != nil {
			return err
		}
		if err := affectedOne(t.exec(ctx, `UPDATE account_warnings SET cleared_at = ?
			WHERE account_id = ? AND type = ? AND cleared_at IS NULL`, now, accountID, portal.WarningNotRegistered)); err != nil {
			if errors.Is(err, portal.ErrNoRows) {
				return portal.ErrNoOpenWarning
			}
			return err
		}
		_, err = t.exec(ctx, `INSERT INTO ip_registrations (account_id, identity_id, ip, warning_id, created_at)
			VALUES (?, ?, ?, ?, ?)`, accountID, nullID(identityID), ip, id, now)
		return err
	})
}

// IPRegistrations lists the addresses registered for an account, oldest first.
func (s *Store) IPRegistrations(ctx context.Context, accountID int64) ([]string, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (ip string, err error) {
		err = rows.Scan(&ip)
		return ip, err
	}, `SELECT ip FROM ip_registrations WHERE account_id = ? ORDER BY id`, accountID)
}

// WifiDeviceKnown reports whether mac is one of the account's devices.
func (s *Store) WifiDeviceKnown(ctx context.Context, accountID int64, mac string) (bool, error) {
	var one int
	err := s.queryRow(ctx, `SELECT 1 FROM wifi_devices WHERE account_id = ? AND mac = ?`, accountID, strings.ToLower(mac)).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// WifiDeviceHours lists a device's hourly buckets that start at or after
// from, oldest first (hours without traffic have no row).
func (s *Store) WifiDeviceHours(ctx context.Context, accountID int64, mac string, from time.Time) ([]portal.WifiHour, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (h portal.WifiHour, err error) {
		var start int64
		err = rows.Scan(&start, &h.UpBytes, &h.DownByte)
		h.Start = msTime(start)
		return h, err
	}, `SELECT hour_start, up_bytes, down_bytes FROM wifi_device_traffic
		WHERE account_id = ? AND mac = ? AND hour_start >= ? ORDER BY hour_start`,
		accountID, strings.ToLower(mac), from.UnixMilli())
}

// --- router (CPE) WAN counters ---

// UnknownCPEAccounts returns those of ids that name no account (each once,
// in the order given).
func (s *Store) UnknownCPEAccounts(ctx context.Context, ids []int64) ([]int64, error) {
	return s.idsNotIn(ctx, ids, `SELECT id FROM accounts WHERE id IN `)
}

// AccountsWithoutRouter lists, once each and in the order given, the
// accounts of ids whose services have no router (has_router false or no
// services at all): router counters cannot be theirs.
func (s *Store) AccountsWithoutRouter(ctx context.Context, ids []int64) ([]int64, error) {
	return s.idsNotIn(ctx, ids, `SELECT account_id FROM account_services WHERE has_router AND account_id IN `)
}

// idsNotIn returns those of ids (each once, in the order given) that the
// query, completed with a parenthesised list of ids, does not answer. It
// asks in chunks, so a large batch costs a few queries, not one per id.
func (s *Store) idsNotIn(ctx context.Context, ids []int64, query string) ([]int64, error) {
	var distinct []int64
	seen := map[int64]bool{}
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			distinct = append(distinct, id)
		}
	}
	found := map[int64]bool{}
	const chunk = 500
	for i := 0; i < len(distinct); i += chunk {
		part := distinct[i:min(i+chunk, len(distinct))]
		args := make([]any, len(part))
		for j, id := range part {
			args[j] = id
		}
		answered, err := queryAll(ctx, s, func(rows *sql.Rows) (id int64, err error) {
			err = rows.Scan(&id)
			return id, err
		}, query+`(`+placeholders(len(part))+`)`, args...)
		if err != nil {
			return nil, err
		}
		for _, id := range answered {
			found[id] = true
		}
	}
	var missing []int64
	for _, id := range distinct {
		if !found[id] {
			missing = append(missing, id)
		}
	}
	return missing, nil
}

// AddCPESamples stores samples in one transaction; a sample whose id is
// already stored is a duplicate and changes nothing.
func (s *Store) AddCPESamples(ctx context.Context, samples []portal.CPESample) (accepted, duplicates int, err error) {
	err = s.inTx(ctx, func(t tx) error {
		accepted, duplicates = 0, 0
		for _, c := range samples {
			res, err := t.exec(ctx, `INSERT INTO cpe_samples (id, account_id, at_ms, rx_bytes, tx_bytes) VALUES (?, ?, ?, ?, ?)
				ON CONFLICT (id) DO NOTHING`, c.ID, c.AccountID, c.At.UnixMilli(), c.RxBytes, c.TxBytes)
			if err != nil {
				return err
			}
			n, err := res.RowsAffected()
			if err != nil {
				return err
			}
			if n == 0 {
				duplicates++
			} else {
				accepted++
			}
		}
		return nil
	})
	return accepted, duplicates, err
}

// LatestCPESample reads the account's newest counter sample;
// portal.ErrNoRows when the router never reported.
func (s *Store) LatestCPESample(ctx context.Context, accountID int64) (portal.CPESample, error) {
	c := portal.CPESample{AccountID: accountID}
	var at int64
	err := s.queryRow(ctx, `SELECT id, at_ms, rx_bytes, tx_bytes FROM cpe_samples WHERE account_id = ?
		ORDER BY at_ms DESC, id DESC LIMIT 1`, accountID).Scan(&c.ID, &at, &c.RxBytes, &c.TxBytes)
	c.At = msTime(at)
	return c, noRows(err)
}

// CPESamples lists the account's samples read in [from, to], oldest first.
func (s *Store) CPESamples(ctx context.Context, accountID int64, from, to time.Time) ([]portal.CPESample, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (c portal.CPESample, err error) {
		var at int64
		err = rows.Scan(&c.ID, &at, &c.RxBytes, &c.TxBytes)
		c.AccountID, c.At = accountID, msTime(at)
		return c, err
	}, `SELECT id, at_ms, rx_bytes, tx_bytes FROM cpe_samples WHERE account_id = ? AND at_ms >= ? AND at_ms <= ?
		ORDER BY at_ms, id`, accountID, from.UnixMilli(), to.UnixMilli())
}

// DeleteCPESamples removes the account's samples whose id starts with
// prefix and that were read before before (the demo simulator thins its
// per-second samples with it). It returns how many went.
func (s *Store) DeleteCPESamples(ctx context.Context, accountID int64, prefix string, before time.Time) (int64, error) {
	if prefix == "" || strings.ContainsAny(prefix, `%_\`) {
		return 0, errors.New("store: DeleteCPESamples needs a plain, non-empty id prefix")
	}
	res, err := s.exec(ctx, `DELETE FROM cpe_samples WHERE account_id = ? AND at_ms < ? AND id LIKE ?`,
		accountID, before.UnixMilli(), prefix+"%")
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// purgeCPESamples drops counter samples older than portal.CPERetention.
func (s *Store) purgeCPESamples(ctx context.Context) error {
	_, err := s.exec(ctx, `DELETE FROM cpe_samples WHERE at_ms < ?`, s.Now().Add(-portal.CPERetention).UnixMilli())
	return err
}

// RouterAccounts lists the accounts that have a router (hasRouter).
func (s *Store) RouterAccounts(ctx context.Context) ([]int64, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (id int64, err error) {
		err = rows.Scan(&id)
		return id, err
	}, `SELECT account_id FROM account_services WHERE has_router ORDER BY account_id`)
}

// nullID stores an id of 0 as NULL (an unknown identity, no invoice).
func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}
