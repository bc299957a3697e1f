package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"myaccount/internal/portal"
)

// This file is the provisioning service's store (internal/provisioning):
// the package catalogs by the provider's codes, accounts, their internet
// service and phone lines, and logins. Each write is one transaction that
// also records the staff action given.

// New rows that the store numbers (a package's id, a subscription's bpid,
// a line's service ids) take the next free number in their transaction,
// holding the numbering lock until it ends (SQLite has one writer at a
// time already), so two creations never take the same number. A write that
// still breaks a unique constraint (two creations of one login) runs again
// (inTxRenumber) and sees the other's row.

// numberingLock is the PostgreSQL advisory lock of the store's numbering
// ("myacnum").
const numberingLock = 0x6d7961636e756d

// lockNumbering holds the numbering lock until t ends.
func lockNumbering(ctx context.Context, t tx) error {
	if t.d.name != "postgres" {
		return nil
	}
	_, err := t.exec(ctx, `SELECT pg_advisory_xact_lock(?)`, int64(numberingLock))
	return err
}

// renumberAttempts bounds the runs of a write whose new number was taken.
const renumberAttempts = 4

// inTxRenumber is inTx, run again when a unique constraint refused the
// write (a number or a login another transaction took meanwhile).
func (s *Store) inTxRenumber(ctx context.Context, fn func(tx) error) error {
	var err error
	for range renumberAttempts {
		if err = s.inTx(ctx, fn); !isUniqueViolation(err) {
			return err
		}
	}
	return err
}

// isUniqueViolation reports an engine's refusal by a unique constraint
// (SQLite: "UNIQUE constraint failed"; PostgreSQL: SQLSTATE 23505,
// "duplicate key value violates unique constraint").
func isUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	msg := strings.ToLower(err.Error())
	return strings.Contains(msg, "unique constraint") || strings.Contains(msg, "23505")
}

// ---- The internet package catalog ----

// PackageByCode reads a catalog package by the provider's code.
func (s *Store) PackageByCode(ctx context.Context, code string) (portal.Package, error) {
	p, err := scanPackage(s.queryRow(ctx, `SELECT `+packageColumns+` FROM broadband_packages WHERE code = ?`, code))
	return p, noRows(err)
}

// PackagesAfter lists catalog packages by code, those after the code
// after, at most limit.
func (s *Store) PackagesAfter(ctx context.Context, after string, limit int) ([]portal.Package, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.Package, error) { return scanPackage(rows) },
		`SELECT `+packageColumns+` FROM broadband_packages WHERE code > ? ORDER BY code LIMIT ?`, after, limit)
}

// PutCatalogPackage creates or replaces the package with p.Code and
// records a; a new code gets the next free id (the id the app's API names
// packages by). It returns the package as stored.
func (s *Store) PutCatalogPackage(ctx context.Context, p portal.Package, a portal.StaffAction) (portal.Package, error) {
	err := s.inTxRenumber(ctx, func(t tx) error {
		err := t.queryRow(ctx, `SELECT id FROM broadband_packages WHERE code = ?`, p.Code).Scan(&p.ID)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			// A plain INSERT: a number taken meanwhile fails (and runs
			// again) instead of overwriting the other package.
			if err := lockNumbering(ctx, t); err != nil {
				return err
			}
			if err := t.queryRow(ctx, `SELECT COALESCE(MAX(id), 0) + 1 FROM broadband_packages`).Scan(&p.ID); err != nil {
				return err
			}
			if _, err := t.exec(ctx, `INSERT INTO broadband_packages (`+packageColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				p.ID, p.Code, p.Description, p.DescriptionFR, p.Technology, p.CapGB, p.MonthlyFeeCents, p.RateDownload,
				p.RateUpload, p.Link, p.Active, p.OverageCentsPerGB); err != nil {
				return err
			}
		case err != nil:
			return err
		default:
			if _, err := t.exec(ctx, `UPDATE broadband_packages SET description = ?, description_fr = ?, technology = ?,
				cap_gb = ?, monthly_fee_cents = ?, rate_download = ?, rate_upload = ?, link = ?, active = ?,
				overage_cents_per_gb = ? WHERE id = ?`,
				p.Description, p.DescriptionFR, p.Technology, p.CapGB, p.MonthlyFeeCents, p.RateDownload, p.RateUpload,
				p.Link, p.Active, p.OverageCentsPerGB, p.ID); err != nil {
				return err
			}
		}
		_, err = addStaffAction(ctx, t, a)
		return err
	})
	return p, err
}

// ---- The phone package catalog ----

// PhoneCatalogEntry reads a phone package of the catalog by code.
func (s *Store) PhoneCatalogEntry(ctx context.Context, code string) (portal.PhoneCatalogEntry, error) {
	var e portal.PhoneCatalogEntry
	err := s.queryRow(ctx, `SELECT code, name, name_fr, monthly_fee_cents FROM phone_package_catalog WHERE code = ?`, code).
		Scan(&e.Code, &e.Name, &e.NameFR, &e.MonthlyFeeCents)
	return e, noRows(err)
}

// PhoneCatalogAfter lists the phone catalog by code, after the code after,
// at most limit.
func (s *Store) PhoneCatalogAfter(ctx context.Context, after string, limit int) ([]portal.PhoneCatalogEntry, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (e portal.PhoneCatalogEntry, err error) {
		err = rows.Scan(&e.Code, &e.Name, &e.NameFR, &e.MonthlyFeeCents)
		return e, err
	}, `SELECT code, name, name_fr, monthly_fee_cents FROM phone_package_catalog WHERE code > ? ORDER BY code LIMIT ?`, after, limit)
}

// PutPhoneCatalogEntry creates or replaces a phone package of the catalog
// and, in the same transaction, gives every line of that package its new
// name and fee (what the app shows and bills), and records a.
func (s *Store) PutPhoneCatalogEntry(ctx context.Context, e portal.PhoneCatalogEntry, a portal.StaffAction) error {
	return s.inTx(ctx, func(t tx) error {
		if _, err := t.exec(ctx, `INSERT INTO phone_package_catalog (code, name, name_fr, monthly_fee_cents) VALUES (?, ?, ?, ?)
			ON CONFLICT (code) DO UPDATE SET name = excluded.name, name_fr = excluded.name_fr,
			monthly_fee_cents = excluded.monthly_fee_cents`, e.Code, e.Name, e.NameFR, e.MonthlyFeeCents); err != nil {
			return err
		}
		if _, err := t.exec(ctx, `UPDATE phone_packages SET description = ?, monthly_fee_cents = ? WHERE catalog_code = ?`,
			e.Name, e.MonthlyFeeCents, e.Code); err != nil {
			return err
		}
		_, err := addStaffAction(ctx, t, a)
		return err
	})
}

// ---- Accounts ----

const provisionedAccountColumns = `a.id, a.name, a.name2, a.kind, a.address, a.city, a.postalcode, a.regionid, a.referral_code,
	a.vip, a.language, COALESCE(f.has_preinstall, FALSE), COALESCE(f.has_ar, FALSE), COALESCE(a.site_code, '')`

func scanProvisionedAccount(sc interface{ Scan(...any) error }) (a portal.ProvisionedAccount, err error) {
	err = sc.Scan(&a.ID, &a.Name, &a.Name2, &a.Kind, &a.Address, &a.City, &a.PostalCode, &a.RegionID, &a.ReferralCode,
		&a.VIP, &a.Language, &a.Preinstall, &a.AR, &a.Site)
	return a, err
}

// ProvisionedAccount reads an account with its contact information and
// flags.
func (s *Store) ProvisionedAccount(ctx context.Context, id int64) (portal.ProvisionedAccount, error) {
	a, err := scanProvisionedAccount(s.queryRow(ctx, `SELECT `+provisionedAccountColumns+`
		FROM accounts a LEFT JOIN account_services f ON f.account_id = a.id WHERE a.id = ?`, id))
	if err != nil {
		return a, noRows(err)
	}
	a.Contact, err = s.ContactInfo(ctx, id)
	return a, err
}

// ProvisionedAccountsAfter lists accounts by id, after the id after, at
// most limit, each with its contact information (read for the whole page
// at once: a page is three queries, whatever its size).
func (s *Store) ProvisionedAccountsAfter(ctx context.Context, after int64, limit int) ([]portal.ProvisionedAccount, error) {
	out, err := queryAll(ctx, s, func(rows *sql.Rows) (portal.ProvisionedAccount, error) { return scanProvisionedAccount(rows) },
		`SELECT `+provisionedAccountColumns+` FROM accounts a LEFT JOIN account_services f ON f.account_id = a.id
		WHERE a.id > ? ORDER BY a.id LIMIT ?`, after, limit)
	if err != nil || len(out) == 0 {
		return out, err
	}
	index := map[int64]*portal.ProvisionedAccount{}
	for i := range out {
		index[out[i].ID] = &out[i]
	}
	first, last := out[0].ID, out[len(out)-1].ID
	type phone struct {
		account int64
		portal.ContactPhone
	}
	phones, err := queryAll(ctx, s, func(rows *sql.Rows) (p phone, err error) {
		err = rows.Scan(&p.account, &p.Description, &p.Number)
		return p, err
	}, `SELECT account_id, description, phoneno FROM account_phone_numbers WHERE account_id >= ? AND account_id <= ?
		ORDER BY account_id, position`, first, last)
	if err != nil {
		return nil, err
	}
	for _, p := range phones {
		if a := index[p.account]; a != nil {
			a.Contact.Phones = append(a.Contact.Phones, p.ContactPhone)
		}
	}
	type email struct {
		account int64
		email   string
	}
	emails, err := queryAll(ctx, s, func(rows *sql.Rows) (e email, err error) {
		err = rows.Scan(&e.account, &e.email)
		return e, err
	}, `SELECT account_id, email FROM account_email_addresses WHERE account_id >= ? AND account_id <= ?
		ORDER BY account_id, position`, first, last)
	if err != nil {
		return nil, err
	}
	for _, e := range emails {
		if a := index[e.account]; a != nil {
			a.Contact.Emails = append(a.Contact.Emails, e.email)
		}
	}
	return out, nil
}

// PutProvisionedAccount creates or replaces an account, its contact
// information and its account flags in one transaction, copies its VIP
// flag onto its logins' links, and records act. A new account has its
// contract on file unless it is a pre-install one (as the provider's
// subscribers signed theirs before the portal). created reports a new
// account.
func (s *Store) PutProvisionedAccount(ctx context.Context, a portal.ProvisionedAccount, act portal.StaffAction) (created bool, err error) {
	err = s.inTxRenumber(ctx, func(t tx) error {
		created, err = putProvisionedAccount(ctx, t, a, act, s.now())
		return err
	})
	return created, err
}

// putProvisionedAccount writes an account, its contact information and
// flags, and act, in t.
func putProvisionedAccount(ctx context.Context, t tx, a portal.ProvisionedAccount, act portal.StaffAction, now int64) (created bool, err error) {
	err = func() error {
		var n int
		if err := t.queryRow(ctx, `SELECT COUNT(*) FROM accounts WHERE id = ?`, a.ID).Scan(&n); err != nil {
			return err
		}
		created = n == 0
		kind := a.Kind
		if kind == "" {
			kind = "person"
		}
		if _, err := t.exec(ctx, `INSERT INTO accounts (id, name, name2, kind, address, city, postalcode, regionid, referral_code,
				vip, language, created_at, site_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULLIF(?, ''))
			ON CONFLICT (id) DO UPDATE SET name = excluded.name, name2 = excluded.name2, address = excluded.address,
				city = excluded.city, postalcode = excluded.postalcode, regionid = excluded.regionid, vip = excluded.vip,
				language = excluded.language, site_code = excluded.site_code`,
			a.ID, a.Name, a.Name2, kind, a.Address, a.City, a.PostalCode, a.RegionID, a.ReferralCode, a.VIP, a.Language,
			now, a.Site); err != nil {
			return err
		}
		if err := putContactInfo(ctx, t, a.ID, a.Contact); err != nil {
			return err
		}
		if _, err := t.exec(ctx, `INSERT INTO account_services (account_id, has_contact_info, has_ar, has_preinstall)
				VALUES (?, TRUE, ?, ?)
			ON CONFLICT (account_id) DO UPDATE SET has_contact_info = TRUE, has_ar = excluded.has_ar,
				has_preinstall = excluded.has_preinstall`, a.ID, a.AR, a.Preinstall); err != nil {
			return err
		}
		if created {
			if _, err := t.exec(ctx, `INSERT INTO contract_status (account_id, resign, resign_type, on_file) VALUES (?, FALSE, '', ?)
				ON CONFLICT (account_id) DO NOTHING`, a.ID, !a.Preinstall); err != nil {
				return err
			}
		}
		if _, err := t.exec(ctx, `UPDATE identity_accounts SET is_vip = ? WHERE account_id = ? AND is_vip <> ?`,
			a.VIP, a.ID, a.VIP); err != nil {
			return err
		}
		_, err := addStaffAction(ctx, t, act)
		return err
	}()
	return created, err
}

// putContactInfo replaces an account's contact numbers and addresses in t.
func putContactInfo(ctx context.Context, t tx, account int64, c portal.ContactInfo) error {
	if _, err := t.exec(ctx, `DELETE FROM account_phone_numbers WHERE account_id = ?`, account); err != nil {
		return err
	}
	if _, err := t.exec(ctx, `DELETE FROM account_email_addresses WHERE account_id = ?`, account); err != nil {
		return err
	}
	for i, p := range c.Phones {
		if _, err := t.exec(ctx, `INSERT INTO account_phone_numbers (account_id, position, description, phoneno) VALUES (?, ?, ?, ?)`,
			account, i, p.Description, p.Number); err != nil {
			return err
		}
	}
	for i, e := range c.Emails {
		if _, err := t.exec(ctx, `INSERT INTO account_email_addresses (account_id, position, email) VALUES (?, ?, ?)`,
			account, i, e); err != nil {
			return err
		}
	}
	return nil
}

// DeleteProvisionedAccount deletes an account and everything of it, and
// records act; portal.ErrInUse while a login links it, portal.ErrNoRows
// when there is no such account.
func (s *Store) DeleteProvisionedAccount(ctx context.Context, id int64, act portal.StaffAction) error {
	return s.inTx(ctx, func(t tx) error {
		if err := lockAccount(ctx, t, id); err != nil {
			return err
		}
		var n int
		if err := t.queryRow(ctx, `SELECT COUNT(*) FROM identity_accounts WHERE account_id = ?`, id).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return portal.ErrInUse
		}
		if _, err := t.exec(ctx, `DELETE FROM accounts WHERE id = ?`, id); err != nil {
			return err
		}
		_, err := addStaffAction(ctx, t, act)
		return err
	})
}

// ---- An account's internet service ----

// InternetService reads an account's internet service; portal.ErrNoRows
// when it has none.
func (s *Store) InternetService(ctx context.Context, account int64) (portal.InternetService, error) {
	v := portal.InternetService{AccountID: account}
	err := s.queryRow(ctx, `SELECT b.bpid, b.package_id, b.billing_day, b.sent_wifi, COALESCE(f.has_router, FALSE)
		FROM broadband_subscriptions b LEFT JOIN account_services f ON f.account_id = b.account_id WHERE b.account_id = ?`, account).
		Scan(&v.BPID, &v.PackageID, &v.BillingDay, &v.SentWifi, &v.Router)
	if err != nil {
		return v, noRows(err)
	}
	w, err := s.WifiSettings(ctx, account)
	switch {
	case err == nil:
		v.Wifi = &w
	case !errors.Is(err, portal.ErrNoRows):
		return v, err
	}
	v.Addresses, err = s.AddressPlan(ctx, account)
	if errors.Is(err, portal.ErrNoRows) {
		v.Addresses, err = portal.AddressPlan{AccountID: account}, nil
	}
	return v, err
}

// PutInternetService creates or replaces an account's internet service in
// one transaction: the subscription (a new one gets the next free bpid; a
// package change keeps its bpid and counts as a change of package), the
// Wi-Fi settings when v.Wifi is set (none when nil), the address plan and
// the HasBroadband, HasRouter and HasWiFi flags; it records act. created
// reports a new service.
func (s *Store) PutInternetService(ctx context.Context, v portal.InternetService, act portal.StaffAction) (created bool, err error) {
	err = s.inTxRenumber(ctx, func(t tx) error {
		created, err = putInternetService(ctx, t, v, act, s.now())
		return err
	})
	return created, err
}

// putInternetService writes an account's internet service and act in t.
func putInternetService(ctx context.Context, t tx, v portal.InternetService, act portal.StaffAction, now int64) (created bool, err error) {
	err = func() error {
		var bpid, pkg int64
		err := t.queryRow(ctx, `SELECT bpid, package_id FROM broadband_subscriptions WHERE account_id = ?`, v.AccountID).Scan(&bpid, &pkg)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			created = true
			// A new subscription takes its account's id as bpid when it is
			// free, so concurrent writes for different accounts (an
			// import's workers) never race for one number; else the next
			// free one (inTxRenumber takes it again if a race is lost).
			if err := t.queryRow(ctx, `SELECT CASE WHEN EXISTS (SELECT 1 FROM broadband_subscriptions WHERE bpid = ?)
				THEN (SELECT COALESCE(MAX(bpid), 0) + 1 FROM broadband_subscriptions) ELSE ? END`, v.AccountID, v.AccountID).Scan(&bpid); err != nil {
				return err
			}
			if _, err := t.exec(ctx, `INSERT INTO broadband_subscriptions (bpid, account_id, package_id, changed_at, billing_day, sent_wifi)
				VALUES (?, ?, ?, ?, ?, ?)`, bpid, v.AccountID, v.PackageID, now, v.BillingDay, v.SentWifi); err != nil {
				return err
			}
		case err != nil:
			return err
		default:
			q := `UPDATE broadband_subscriptions SET billing_day = ?, sent_wifi = ?`
			args := []any{v.BillingDay, v.SentWifi}
			if pkg != v.PackageID {
				q += `, package_id = ?, changed_at = ?`
				args = append(args, v.PackageID, now)
			}
			if _, err := t.exec(ctx, q+` WHERE account_id = ?`, append(args, v.AccountID)...); err != nil {
				return err
			}
		}
		if v.Wifi == nil {
			if _, err := t.exec(ctx, `DELETE FROM wifi_settings WHERE account_id = ?`, v.AccountID); err != nil {
				return err
			}
		} else {
			w := v.Wifi
			if _, err := t.exec(ctx, `INSERT INTO wifi_settings (account_id, wifi_enabled, wifi_ssid, wifi_password,
					guest_enabled, guest_ssid, guest_password, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (account_id) DO UPDATE SET wifi_enabled = excluded.wifi_enabled, wifi_ssid = excluded.wifi_ssid,
					wifi_password = excluded.wifi_password, guest_enabled = excluded.guest_enabled,
					guest_ssid = excluded.guest_ssid, guest_password = excluded.guest_password, updated_at = excluded.updated_at`,
				v.AccountID, w.WifiEnabled, w.WifiSSID, w.WifiPassword, w.GuestEnabled, w.GuestSSID, w.GuestPassword, now); err != nil {
				return err
			}
		}
		p := v.Addresses
		if _, err := t.exec(ctx, `INSERT INTO address_plans (account_id, base_total, base_canbestatic, addon_total, addon_canbestatic, nat)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (account_id) DO UPDATE SET base_total = excluded.base_total, base_canbestatic = excluded.base_canbestatic,
			addon_total = excluded.addon_total, addon_canbestatic = excluded.addon_canbestatic, nat = excluded.nat`,
			v.AccountID, p.BaseTotal, p.BaseCanBeStatic, p.AddonTotal, p.AddonCanBeStatic, p.NAT); err != nil {
			return err
		}
		if err := setInternetFlags(ctx, t, v.AccountID, true, v.Router, v.Wifi != nil); err != nil {
			return err
		}
		_, err = addStaffAction(ctx, t, act)
		return err
	}()
	return created, err
}

// setInternetFlags sets the internet service's flags of an account, leaving
// the others as they are.
func setInternetFlags(ctx context.Context, t tx, account int64, broadband, router, wifi bool) error {
	_, err := t.exec(ctx, `INSERT INTO account_services (account_id, has_broadband, has_router, has_wifi) VALUES (?, ?, ?, ?)
		ON CONFLICT (account_id) DO UPDATE SET has_broadband = excluded.has_broadband, has_router = excluded.has_router,
		has_wifi = excluded.has_wifi`, account, broadband, router, wifi)
	return err
}

// DeleteInternetService removes an account's internet service (its
// subscription, traffic packs, Wi-Fi settings and address plan) and its
// flags, and records act; portal.ErrNoRows when it has none.
func (s *Store) DeleteInternetService(ctx context.Context, account int64, act portal.StaffAction) error {
	return s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `DELETE FROM broadband_subscriptions WHERE account_id = ?`, account)
		if err := affectedOne(res, err); err != nil {
			return err
		}
		for _, q := range []string{
			`DELETE FROM wifi_settings WHERE account_id = ?`,
			`DELETE FROM address_plans WHERE account_id = ?`,
		} {
			if _, err := t.exec(ctx, q, account); err != nil {
				return err
			}
		}
		if err := setInternetFlags(ctx, t, account, false, false, false); err != nil {
			return err
		}
		_, err = addStaffAction(ctx, t, act)
		return err
	})
}

// ---- An account's phone lines ----

// PhoneLines reads an account's phone lines in order.
func (s *Store) PhoneLines(ctx context.Context, account int64) ([]portal.PhoneLine, error) {
	lines, err := queryAll(ctx, s, func(rows *sql.Rows) (l portal.PhoneLine, err error) {
		var code sql.NullString
		err = rows.Scan(&l.ID, &code, &l.ProfileType)
		l.CatalogCode = code.String
		return l, err
	}, `SELECT id, catalog_code, profile_type FROM phone_packages WHERE account_id = ? ORDER BY position, id`, account)
	for i := range lines {
		if err != nil {
			break
		}
		var ns []portal.DirectoryNumber
		ns, err = s.DirectoryNumbers(ctx, lines[i].ID)
		lines[i].Numbers = []string{}
		for _, n := range ns {
			lines[i].Numbers = append(lines[i].Numbers, n.Number)
		}
	}
	return lines, err
}

// PhoneOwners says which account has each of the given lines (by id) and
// directory numbers; those nobody has are absent.
func (s *Store) PhoneOwners(ctx context.Context, lines []int64, numbers []string) (lineOwner map[int64]int64, numberOwner map[string]int64, err error) {
	lineOwner, numberOwner = map[int64]int64{}, map[string]int64{}
	for _, id := range lines {
		var owner int64
		err := s.queryRow(ctx, `SELECT account_id FROM phone_packages WHERE id = ?`, id).Scan(&owner)
		if err == nil {
			lineOwner[id] = owner
		} else if !errors.Is(err, sql.ErrNoRows) {
			return nil, nil, err
		}
	}
	for _, n := range numbers {
		var owner int64
		err := s.queryRow(ctx, `SELECT p.account_id FROM directory_numbers d JOIN phone_packages p ON p.id = d.package_id
			WHERE d.number = ?`, n).Scan(&owner)
		if err == nil {
			numberOwner[n] = owner
		} else if !errors.Is(err, sql.ErrNoRows) {
			return nil, nil, err
		}
	}
	return lineOwner, numberOwner, nil
}

// PutPhoneLines replaces an account's phone lines in one transaction: lines
// no longer sent are deleted with their numbers, 911 profiles, features and
// records; lines kept keep them (a number kept keeps its 911 profile); each
// line takes its catalog entry's name and fee. HasPhone follows whether any
// line is left. It records act. The caller checked that the lines, numbers
// and catalog codes are the account's or nobody's.
func (s *Store) PutPhoneLines(ctx context.Context, account int64, lines []portal.PhoneLine, act portal.StaffAction) error {
	return s.inTxRenumber(ctx, func(t tx) error {
		if err := lockAccount(ctx, t, account); err != nil {
			return err
		}
		keep := map[int64]bool{}
		for _, l := range lines {
			keep[l.ID] = true
		}
		rows, err := t.query(ctx, `SELECT id FROM phone_packages WHERE account_id = ?`, account)
		if err != nil {
			return err
		}
		var drop []int64
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return err
			}
			if !keep[id] {
				drop = append(drop, id)
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, id := range drop {
			if _, err := t.exec(ctx, `DELETE FROM phone_packages WHERE id = ? AND account_id = ?`, id, account); err != nil {
				return err
			}
		}
		if err := lockNumbering(ctx, t); err != nil {
			return err
		}
		now := s.now()
		for i, l := range lines {
			if err := putPhoneLine(ctx, t, account, i, l, now); err != nil {
				return err
			}
		}
		if _, err := t.exec(ctx, `INSERT INTO account_services (account_id, has_phone) VALUES (?, ?)
			ON CONFLICT (account_id) DO UPDATE SET has_phone = excluded.has_phone`, account, len(lines) > 0); err != nil {
			return err
		}
		_, err = addStaffAction(ctx, t, act)
		return err
	})
}

// putPhoneLine writes one line at position: the package row, its numbers
// in order (new ones get the next free service ids) and its voice
// features' row.
func putPhoneLine(ctx context.Context, t tx, account int64, position int, l portal.PhoneLine, now int64) error {
	var serviceID int64
	err := t.queryRow(ctx, `SELECT service_id FROM phone_packages WHERE id = ?`, l.ID).Scan(&serviceID)
	if errors.Is(err, sql.ErrNoRows) {
		if err := t.queryRow(ctx, `SELECT COALESCE(MAX(service_id), 0) + 1 FROM phone_packages`).Scan(&serviceID); err != nil {
			return err
		}
	} else if err != nil {
		return err
	}
	if _, err := t.exec(ctx, `INSERT INTO phone_packages (id, account_id, service_id, description, profile_type, position,
			monthly_fee_cents, catalog_code)
		SELECT ?, ?, ?, c.name, ?, ?, c.monthly_fee_cents, c.code FROM phone_package_catalog c WHERE c.code = ?
		ON CONFLICT (id) DO UPDATE SET description = excluded.description, profile_type = excluded.profile_type,
			position = excluded.position, monthly_fee_cents = excluded.monthly_fee_cents, catalog_code = excluded.catalog_code`,
		l.ID, account, serviceID, l.ProfileType, position, l.CatalogCode); err != nil {
		return err
	}
	keep := map[string]bool{}
	for _, n := range l.Numbers {
		keep[n] = true
	}
	old, err := t.query(ctx, `SELECT number FROM directory_numbers WHERE package_id = ?`, l.ID)
	if err != nil {
		return err
	}
	var drop []string
	for old.Next() {
		var n string
		if err := old.Scan(&n); err != nil {
			old.Close()
			return err
		}
		if !keep[n] {
			drop = append(drop, n)
		}
	}
	old.Close()
	if err := old.Err(); err != nil {
		return err
	}
	for _, n := range drop {
		if _, err := t.exec(ctx, `DELETE FROM directory_numbers WHERE package_id = ? AND number = ?`, l.ID, n); err != nil {
			return err
		}
	}
	for i, n := range l.Numbers {
		res, err := t.exec(ctx, `UPDATE directory_numbers SET position = ? WHERE package_id = ? AND number = ?`, i, l.ID, n)
		if err := affectedOne(res, err); err == nil {
			continue
		} else if !errors.Is(err, portal.ErrNoRows) {
			return err
		}
		if _, err := t.exec(ctx, `INSERT INTO directory_numbers (service_id, package_id, number, position)
			SELECT COALESCE(MAX(service_id), 0) + 1, ?, ?, ? FROM directory_numbers`, l.ID, n, i); err != nil {
			return err
		}
	}
	_, err = t.exec(ctx, `INSERT INTO voice_features (service_id, updated_at) VALUES (?, ?) ON CONFLICT (service_id) DO NOTHING`,
		serviceID, now)
	return err
}

// ---- Logins ----

// ProvisionedLogin reads a login (lower case) with its accounts in the
// selector's order.
func (s *Store) ProvisionedLogin(ctx context.Context, login string) (portal.ProvisionedLogin, error) {
	var l portal.ProvisionedLogin
	err := s.queryRow(ctx, `SELECT id, login, language, disabled, password_hash <> '' FROM identities WHERE login = ?`, login).
		Scan(&l.ID, &l.Login, &l.Language, &l.Disabled, &l.HasPassword)
	if err != nil {
		return l, noRows(err)
	}
	l.Accounts, err = s.loginAccounts(ctx, l.ID)
	return l, err
}

func (s *Store) loginAccounts(ctx context.Context, identity int64) ([]int64, error) {
	ids, err := queryAll(ctx, s, func(rows *sql.Rows) (id int64, err error) {
		err = rows.Scan(&id)
		return id, err
	}, `SELECT account_id FROM identity_accounts WHERE identity_id = ? ORDER BY position, account_id`, identity)
	if ids == nil {
		ids = []int64{}
	}
	return ids, err
}

// ProvisionedLoginsAfter lists logins by login, after the login after, at
// most limit, each with its accounts (read for the whole page at once).
func (s *Store) ProvisionedLoginsAfter(ctx context.Context, after string, limit int) ([]portal.ProvisionedLogin, error) {
	out, err := queryAll(ctx, s, func(rows *sql.Rows) (l portal.ProvisionedLogin, err error) {
		err = rows.Scan(&l.ID, &l.Login, &l.Language, &l.Disabled, &l.HasPassword)
		return l, err
	}, `SELECT id, login, language, disabled, password_hash <> '' FROM identities WHERE login > ? ORDER BY login LIMIT ?`, after, limit)
	if err != nil || len(out) == 0 {
		return out, err
	}
	index := map[int64]*portal.ProvisionedLogin{}
	for i := range out {
		out[i].Accounts = []int64{}
		index[out[i].ID] = &out[i]
	}
	type link struct{ identity, account int64 }
	links, err := queryAll(ctx, s, func(rows *sql.Rows) (l link, err error) {
		err = rows.Scan(&l.identity, &l.account)
		return l, err
	}, `SELECT k.identity_id, k.account_id FROM identity_accounts k JOIN identities i ON i.id = k.identity_id
		WHERE i.login > ? AND i.login <= ? ORDER BY k.identity_id, k.position, k.account_id`, after, out[len(out)-1].Login)
	if err != nil {
		return nil, err
	}
	for _, l := range links {
		if i := index[l.identity]; i != nil {
			i.Accounts = append(i.Accounts, l.account)
		}
	}
	return out, nil
}

// ExistingAccountIDs reports which of ids are accounts.
func (s *Store) ExistingAccountIDs(ctx context.Context, ids []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	for _, id := range ids {
		var n int
		if err := s.queryRow(ctx, `SELECT COUNT(*) FROM accounts WHERE id = ?`, id).Scan(&n); err != nil {
			return nil, err
		}
		out[id] = n > 0
	}
	return out, nil
}

// PutProvisionedLogin creates or replaces a login's language and accounts
// in one transaction and records act: a new login has no password (an
// empty hash never signs in) until its invitation is accepted; its links
// are l.Accounts in order, each with its account's VIP flag. Whether it is
// disabled is SetIdentityDisabled's. It returns the login's id and whether
// it was created.
func (s *Store) PutProvisionedLogin(ctx context.Context, l portal.ProvisionedLogin, act portal.StaffAction) (id int64, created bool, err error) {
	err = s.inTxRenumber(ctx, func(t tx) error {
		id, created, err = putProvisionedLogin(ctx, t, l, act, s.now())
		return err
	})
	return id, created, err
}

// putProvisionedLogin writes a login, its links in order, and act in t.
func putProvisionedLogin(ctx context.Context, t tx, l portal.ProvisionedLogin, act portal.StaffAction, now int64) (id int64, created bool, err error) {
	err = func() error {
		err := t.queryRow(ctx, `SELECT id FROM identities WHERE login = ?`, l.Login).Scan(&id)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			created = true
			if id, err = insertID(ctx, t, t.d, `INSERT INTO identities (login, password_hash, created_at, password_changed_at, language)
				VALUES (?, '', ?, ?, ?)`, l.Login, now, now, l.Language); err != nil {
				return err
			}
		case err != nil:
			return err
		default:
			if _, err := t.exec(ctx, `UPDATE identities SET language = ? WHERE id = ?`, l.Language, id); err != nil {
				return err
			}
		}
		if _, err := t.exec(ctx, `DELETE FROM identity_accounts WHERE identity_id = ?`, id); err != nil {
			return err
		}
		for i, a := range l.Accounts {
			if _, err := t.exec(ctx, `INSERT INTO identity_accounts (identity_id, account_id, is_vip, position)
				SELECT ?, id, vip, ? FROM accounts WHERE id = ?`, id, i, a); err != nil {
				return err
			}
		}
		act.Subject = l.Login
		_, err = addStaffAction(ctx, t, act)
		return err
	}()
	return id, created, err
}

// DeleteProvisionedLogin deletes a login (its sessions, tokens and links
// go with it) and records act; portal.ErrNoRows when there is none.
func (s *Store) DeleteProvisionedLogin(ctx context.Context, login string, act portal.StaffAction) error {
	var id int64
	err := s.inTx(ctx, func(t tx) error {
		if err := t.queryRow(ctx, `SELECT id FROM identities WHERE login = ?`, login).Scan(&id); err != nil {
			return noRows(err)
		}
		// Revoked first, so every replica's kept tokens go through the
		// feed even though the rows are deleted.
		if err := revokeIdentity(ctx, t, id, s.now()); err != nil {
			return err
		}
		if _, err := t.exec(ctx, `DELETE FROM identities WHERE id = ?`, id); err != nil {
			return err
		}
		_, err := addStaffAction(ctx, t, act)
		return err
	})
	if err == nil {
		s.forgetSessions(func(sess portal.Session) bool { return sess.IdentityID == id })
	}
	return err
}
