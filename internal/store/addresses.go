package store

import (
	"context"
	"database/sql"
	"errors"
	"net/netip"
	"strings"

	"myaccount/internal/portal"
)

// This file is IP address management's store (docs/phone-api.md): each
// account's allowance, its address pools and its registered devices.

// PutAddressPlan adds or replaces an account's allowance.
func (s *Store) PutAddressPlan(ctx context.Context, p portal.AddressPlan) error {
	_, err := s.exec(ctx, `INSERT INTO address_plans (account_id, base_total, base_canbestatic, addon_total, addon_canbestatic, nat)
		VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (account_id) DO UPDATE SET base_total = excluded.base_total, base_canbestatic = excluded.base_canbestatic,
		addon_total = excluded.addon_total, addon_canbestatic = excluded.addon_canbestatic, nat = excluded.nat`,
		p.AccountID, p.BaseTotal, p.BaseCanBeStatic, p.AddonTotal, p.AddonCanBeStatic, p.NAT)
	return err
}

// AddressPlan reads an account's allowance; portal.ErrNoRows when it has
// none (nothing can be registered).
func (s *Store) AddressPlan(ctx context.Context, accountID int64) (portal.AddressPlan, error) {
	p := portal.AddressPlan{AccountID: accountID}
	err := s.queryRow(ctx, `SELECT base_total, base_canbestatic, addon_total, addon_canbestatic, nat FROM address_plans
		WHERE account_id = ?`, accountID).Scan(&p.BaseTotal, &p.BaseCanBeStatic, &p.AddonTotal, &p.AddonCanBeStatic, &p.NAT)
	return p, noRows(err)
}

// PutAddressPool adds or replaces the range an account's static or dynamic
// addresses come from.
func (s *Store) PutAddressPool(ctx context.Context, p portal.AddressPool) error {
	_, err := s.exec(ctx, `INSERT INTO address_pools (account_id, static, first_ip, last_ip, mask, gateway) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (account_id, static) DO UPDATE SET first_ip = excluded.first_ip, last_ip = excluded.last_ip,
		mask = excluded.mask, gateway = excluded.gateway`, p.AccountID, p.Static, p.First, p.Last, p.Mask, p.Gateway)
	return err
}

const registrationColumns = `bps_id, account_id, static, source, ip, mask, gateway, mac, description, created_at`

func scanRegistration(sc interface{ Scan(...any) error }) (r portal.AddressRegistration, err error) {
	var created int64
	err = sc.Scan(&r.BPSID, &r.AccountID, &r.Static, &r.Source, &r.IP, &r.Mask, &r.Gateway, &r.MAC, &r.Description, &created)
	r.CreatedAt = msTime(created)
	return r, err
}

// Registrations lists an account's registered devices, oldest first.
func (s *Store) Registrations(ctx context.Context, accountID int64) ([]portal.AddressRegistration, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.AddressRegistration, error) { return scanRegistration(rows) },
		`SELECT `+registrationColumns+` FROM registered_addresses WHERE account_id = ? ORDER BY bps_id`, accountID)
}

// AddRegistration registers a device in one transaction: allowed, given
// the account's registrations as the transaction sees them, names the
// allowance it comes from (or refuses: portal.ErrNoAllowance); the first
// free address of the account's pool for its type is taken
// (portal.ErrPoolFull), the MAC must be new on the account
// (portal.ErrMACTaken), and the account's open notregistered warning is
// cleared. Registrations of one account are serialized by a row lock on its
// plan, so two at once cannot both take the last address or allowance.
func (s *Store) AddRegistration(ctx context.Context, r portal.AddressRegistration,
	allowed func(used []portal.AddressRegistration) (string, bool)) (portal.AddressRegistration, error) {
	now := s.now()
	err := s.inTx(ctx, func(t tx) error {
		if _, err := t.exec(ctx, `UPDATE address_plans SET nat = nat WHERE account_id = ?`, r.AccountID); err != nil {
			return err
		}
		rows, err := t.query(ctx, `SELECT `+registrationColumns+` FROM registered_addresses WHERE account_id = ? ORDER BY bps_id`, r.AccountID)
		if err != nil {
			return err
		}
		var used []portal.AddressRegistration
		for rows.Next() {
			u, err := scanRegistration(rows)
			if err != nil {
				rows.Close()
				return err
			}
			used = append(used, u)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		source, ok := allowed(used)
		if !ok {
			return portal.ErrNoAllowance
		}
		for _, u := range used {
			if strings.EqualFold(u.MAC, r.MAC) {
				return portal.ErrMACTaken
			}
		}
		var first, last string
		if err := t.queryRow(ctx, `SELECT first_ip, last_ip, mask, gateway FROM address_pools WHERE account_id = ? AND static = ?`,
			r.AccountID, r.Static).Scan(&first, &last, &r.Mask, &r.Gateway); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return portal.ErrPoolFull
			}
			return err
		}
		taken := map[string]bool{r.Gateway: true}
		for _, u := range used {
			taken[u.IP] = true
		}
		ip, ok := firstFree(first, last, taken)
		if !ok {
			return portal.ErrPoolFull
		}
		r.IP, r.Source = ip, source
		if err := t.queryRow(ctx, `INSERT INTO registered_addresses (account_id, static, source, ip, mask, gateway, mac,
			description, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING bps_id`, r.AccountID, r.Static, r.Source, r.IP,
			r.Mask, r.Gateway, strings.ToLower(r.MAC), r.Description, now).Scan(&r.BPSID); err != nil {
			return err
		}
		_, err = t.exec(ctx, `UPDATE account_warnings SET cleared_at = ? WHERE account_id = ? AND type = ? AND cleared_at IS NULL`,
			now, r.AccountID, portal.WarningNotRegistered)
		return err
	})
	if err != nil {
		return portal.AddressRegistration{}, err
	}
	r.MAC = strings.ToLower(r.MAC)
	r.CreatedAt = msTime(now)
	return r, nil
}

// firstFree is the first address from first to last (inclusive) that is
// not taken.
func firstFree(first, last string, taken map[string]bool) (string, bool) {
	a, err1 := netip.ParseAddr(first)
	z, err2 := netip.ParseAddr(last)
	if err1 != nil || err2 != nil {
		return "", false
	}
	for ip := a; ip.Compare(z) <= 0; ip = ip.Next() {
		if !taken[ip.String()] {
			return ip.String(), true
		}
		if !ip.Next().IsValid() {
			break
		}
	}
	return "", false
}

// UpdateRegistration changes a registration's MAC and description;
// portal.ErrNoRows when the account has no such registration,
// portal.ErrMACTaken when another of its registrations has that MAC.
func (s *Store) UpdateRegistration(ctx context.Context, accountID, bpsID int64, mac, description string) (portal.AddressRegistration, error) {
	var out portal.AddressRegistration
	err := s.inTx(ctx, func(t tx) error {
		var other int
		if err := t.queryRow(ctx, `SELECT COUNT(*) FROM registered_addresses WHERE account_id = ? AND mac = ? AND bps_id <> ?`,
			accountID, strings.ToLower(mac), bpsID).Scan(&other); err != nil {
			return err
		}
		if other > 0 {
			return portal.ErrMACTaken
		}
		if err := affectedOne(t.exec(ctx, `UPDATE registered_addresses SET mac = ?, description = ? WHERE account_id = ? AND bps_id = ?`,
			strings.ToLower(mac), description, accountID, bpsID)); err != nil {
			return err
		}
		var err error
		out, err = scanRegistration(t.queryRow(ctx, `SELECT `+registrationColumns+` FROM registered_addresses WHERE bps_id = ?`, bpsID))
		return err
	})
	return out, err
}

// DeleteRegistration removes a registration; portal.ErrNoRows when the
// account has no such registration.
func (s *Store) DeleteRegistration(ctx context.Context, accountID, bpsID int64) error {
	return affectedOne(s.exec(ctx, `DELETE FROM registered_addresses WHERE account_id = ? AND bps_id = ?`, accountID, bpsID))
}
