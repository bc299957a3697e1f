package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"myaccount/internal/portal"
)

// This file is the phone area's store (docs/phone-api.md): packages and
// their numbers, 911 profiles, voice features, call records and the
// international calling credit.

// PutPhonePackage adds or replaces a phone package and its directory
// numbers (service ids numberIDs, in order). Demo data and tests use it.
func (s *Store) PutPhonePackage(ctx context.Context, p portal.PhonePackage, position int, numbers []portal.DirectoryNumber) error {
	return s.inTx(ctx, func(t tx) error {
		if _, err := t.exec(ctx, `INSERT INTO phone_packages (id, account_id, service_id, description, profile_type, position)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (id) DO UPDATE SET account_id = excluded.account_id, service_id = excluded.service_id,
			description = excluded.description, profile_type = excluded.profile_type, position = excluded.position`,
			p.ID, p.AccountID, p.ServiceID, p.Description, p.ProfileType, position); err != nil {
			return err
		}
		for i, n := range numbers {
			if _, err := t.exec(ctx, `INSERT INTO directory_numbers (service_id, package_id, number, position) VALUES (?, ?, ?, ?)
				ON CONFLICT (service_id) DO UPDATE SET package_id = excluded.package_id, number = excluded.number,
				position = excluded.position`, n.ServiceID, p.ID, n.Number, i); err != nil {
				return err
			}
		}
		_, err := t.exec(ctx, `INSERT INTO voice_features (service_id, updated_at) VALUES (?, ?) ON CONFLICT (service_id) DO NOTHING`,
			p.ServiceID, s.now())
		return err
	})
}

// PhonePackages lists an account's phone packages in order, each with its
// numbers.
func (s *Store) PhonePackages(ctx context.Context, accountID int64) ([]portal.PhonePackage, error) {
	pkgs, err := queryAll(ctx, s, func(rows *sql.Rows) (p portal.PhonePackage, err error) {
		err = rows.Scan(&p.ID, &p.AccountID, &p.ServiceID, &p.Description, &p.DescriptionFR, &p.ProfileType)
		return p, err
	}, `SELECT p.id, p.account_id, p.service_id, p.description, COALESCE(c.name_fr, ''), p.profile_type
		FROM phone_packages p LEFT JOIN phone_package_catalog c ON c.code = p.catalog_code WHERE p.account_id = ?
		ORDER BY p.position, p.id`, accountID)
	if err != nil {
		return nil, err
	}
	for i := range pkgs {
		ns, err := s.DirectoryNumbers(ctx, pkgs[i].ID)
		if err != nil {
			return nil, err
		}
		for _, n := range ns {
			pkgs[i].Numbers = append(pkgs[i].Numbers, n.Number)
		}
	}
	return pkgs, nil
}

// DirectoryNumbers lists a package's numbers in order.
func (s *Store) DirectoryNumbers(ctx context.Context, packageID int64) ([]portal.DirectoryNumber, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (n portal.DirectoryNumber, err error) {
		var profile sql.NullInt64
		err = rows.Scan(&n.ServiceID, &n.PackageID, &n.Number, &profile)
		n.ProfileID = profile.Int64
		return n, err
	}, `SELECT service_id, package_id, number, profile_id FROM directory_numbers WHERE package_id = ? ORDER BY position, service_id`,
		packageID)
}

const profileColumns = `p.id, p.package_id, k.profile_type, p.selected, p.obsolete, p.mode, p.lastname, p.firstname,
	p.streetnumber, p.streetname, p.unit, p.ruraladdress, p.ruraladditionalinfo, p.city, p.province, p.postalcode`

func scanProfile(sc interface{ Scan(...any) error }) (p portal.EmergencyProfile, err error) {
	a := &p.Address
	err = sc.Scan(&p.ID, &p.PackageID, &p.Type, &p.Selected, &p.Obsolete, &a.Mode, &a.LastName, &a.FirstName,
		&a.StreetNumber, &a.StreetName, &a.Unit, &a.RuralAddress, &a.RuralAdditionalInfo, &a.City, &a.Province, &a.PostalCode)
	return p, err
}

// EmergencyProfiles lists a package's profiles that are not obsolete,
// oldest first, each with its numbers.
func (s *Store) EmergencyProfiles(ctx context.Context, packageID int64) ([]portal.EmergencyProfile, error) {
	profiles, err := queryAll(ctx, s, func(rows *sql.Rows) (portal.EmergencyProfile, error) { return scanProfile(rows) },
		`SELECT `+profileColumns+` FROM emergency_profiles p JOIN phone_packages k ON k.id = p.package_id
		WHERE p.package_id = ? AND NOT p.obsolete ORDER BY p.id`, packageID)
	if err != nil {
		return nil, err
	}
	numbers, err := s.DirectoryNumbers(ctx, packageID)
	if err != nil {
		return nil, err
	}
	for i := range profiles {
		for _, n := range numbers {
			if n.ProfileID == profiles[i].ID {
				profiles[i].Numbers = append(profiles[i].Numbers, n.Number)
			}
		}
	}
	return profiles, nil
}

// AddEmergencyProfile adds a profile to a package; the package's first
// profile is selected at once, so it always has an address.
func (s *Store) AddEmergencyProfile(ctx context.Context, packageID int64, a portal.EmergencyAddress) (int64, error) {
	var id int64
	err := s.inTx(ctx, func(t tx) error {
		// A package-oriented package's first profile is selected at once;
		// selection means nothing to a number-oriented package.
		var first bool
		if err := t.queryRow(ctx, `SELECT p.profile_type = ? AND NOT EXISTS (SELECT 1 FROM emergency_profiles e
			WHERE e.package_id = p.id AND NOT e.obsolete) FROM phone_packages p WHERE p.id = ?`,
			portal.ProfilePackageOriented, packageID).Scan(&first); err != nil {
			return noRows(err)
		}
		var err error
		id, err = insertID(ctx, t, s.d, `INSERT INTO emergency_profiles (package_id, selected, mode, lastname, firstname,
			streetnumber, streetname, unit, ruraladdress, ruraladditionalinfo, city, province, postalcode, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, packageID, first, a.Mode, a.LastName, a.FirstName,
			a.StreetNumber, a.StreetName, a.Unit, a.RuralAddress, a.RuralAdditionalInfo, a.City, a.Province, a.PostalCode, s.now())
		return err
	})
	return id, err
}

// UpdateEmergencyProfile changes a profile's address; portal.ErrNoRows when
// the package has no such live profile.
func (s *Store) UpdateEmergencyProfile(ctx context.Context, packageID, id int64, a portal.EmergencyAddress) error {
	return affectedOne(s.exec(ctx, `UPDATE emergency_profiles SET mode = ?, lastname = ?, firstname = ?, streetnumber = ?,
		streetname = ?, unit = ?, ruraladdress = ?, ruraladditionalinfo = ?, city = ?, province = ?, postalcode = ?, updated_at = ?
		WHERE id = ? AND package_id = ? AND NOT obsolete`, a.Mode, a.LastName, a.FirstName, a.StreetNumber, a.StreetName, a.Unit,
		a.RuralAddress, a.RuralAdditionalInfo, a.City, a.Province, a.PostalCode, s.now(), id, packageID))
}

// ObsoleteEmergencyProfile deletes a profile (it stays, marked obsolete)
// unless it is in use: selected, or holding numbers
// (portal.ErrProfileInUse). The check and the change are one statement, so
// a concurrent association cannot slip between them.
func (s *Store) ObsoleteEmergencyProfile(ctx context.Context, packageID, id int64) error {
	return s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `UPDATE emergency_profiles SET obsolete = TRUE, updated_at = ?
			WHERE id = ? AND package_id = ? AND NOT obsolete AND NOT selected
			AND NOT EXISTS (SELECT 1 FROM directory_numbers n WHERE n.profile_id = emergency_profiles.id)`, s.now(), id, packageID)
		if err := affectedOne(res, err); !errors.Is(err, portal.ErrNoRows) {
			return err
		}
		var live bool
		err = t.queryRow(ctx, `SELECT TRUE FROM emergency_profiles WHERE id = ? AND package_id = ? AND NOT obsolete`, id, packageID).Scan(&live)
		if errors.Is(err, sql.ErrNoRows) {
			return portal.ErrNoRows
		}
		if err != nil {
			return err
		}
		return portal.ErrProfileInUse
	})
}

// SelectEmergencyProfile makes a live profile the package's selected one,
// unselecting the others, in one transaction.
func (s *Store) SelectEmergencyProfile(ctx context.Context, packageID, id int64) error {
	return s.inTx(ctx, func(t tx) error {
		var live bool
		err := t.queryRow(ctx, `SELECT TRUE FROM emergency_profiles WHERE id = ? AND package_id = ? AND NOT obsolete`, id, packageID).Scan(&live)
		if err != nil {
			return noRows(err)
		}
		if _, err := t.exec(ctx, `UPDATE emergency_profiles SET selected = FALSE WHERE package_id = ? AND id <> ?`, packageID, id); err != nil {
			return err
		}
		_, err = t.exec(ctx, `UPDATE emergency_profiles SET selected = TRUE, updated_at = ? WHERE id = ?`, s.now(), id)
		return err
	})
}

// MoveNumber associates a package's number with one of its live profiles:
// the number leaves its old profile in the same statement. portal.ErrNoRows
// when the number or the profile is not the package's.
func (s *Store) MoveNumber(ctx context.Context, packageID, numberID, profileID int64) error {
	return affectedOne(s.exec(ctx, `UPDATE directory_numbers SET profile_id = ?
		WHERE service_id = ? AND package_id = ?
		AND EXISTS (SELECT 1 FROM emergency_profiles p WHERE p.id = ? AND p.package_id = ? AND NOT p.obsolete)`,
		profileID, numberID, packageID, profileID, packageID))
}

// VoiceFeatures reads a package's voice features by its service id.
func (s *Store) VoiceFeatures(ctx context.Context, serviceID int64) (portal.VoiceFeatures, error) {
	f := portal.VoiceFeatures{ServiceID: serviceID}
	err := s.queryRow(ctx, `SELECT cf_unavailable_enabled, cf_unavailable_number, vm_timeout, vm_enable, vm_password,
		vm_sendemail, vm_email, vm_emailattachfile, cf_noanswer_enabled, cf_noanswer_number, cf_enabled, cf_number,
		cf_busy_enabled, cf_busy_number FROM voice_features WHERE service_id = ?`, serviceID).
		Scan(&f.UnavailableEnabled, &f.UnavailableNumber, &f.RingTimeout, &f.VoicemailEnabled, &f.VoicemailPassword,
			&f.VoicemailSendEmail, &f.VoicemailEmail, &f.VoicemailAttachFile, &f.NoAnswerEnabled, &f.NoAnswerNumber,
			&f.ForwardAllEnabled, &f.ForwardAllNumber, &f.BusyEnabled, &f.BusyNumber)
	return f, noRows(err)
}

// PutVoiceFeatures stores a package's voice features.
func (s *Store) PutVoiceFeatures(ctx context.Context, f portal.VoiceFeatures) error {
	return affectedOne(s.exec(ctx, `UPDATE voice_features SET cf_unavailable_enabled = ?, cf_unavailable_number = ?,
		vm_timeout = ?, vm_enable = ?, vm_password = ?, vm_sendemail = ?, vm_email = ?, vm_emailattachfile = ?,
		cf_noanswer_enabled = ?, cf_noanswer_number = ?, cf_enabled = ?, cf_number = ?, cf_busy_enabled = ?, cf_busy_number = ?,
		updated_at = ? WHERE service_id = ?`, f.UnavailableEnabled, f.UnavailableNumber, f.RingTimeout, f.VoicemailEnabled,
		f.VoicemailPassword, f.VoicemailSendEmail, f.VoicemailEmail, f.VoicemailAttachFile, f.NoAnswerEnabled, f.NoAnswerNumber,
		f.ForwardAllEnabled, f.ForwardAllNumber, f.BusyEnabled, f.BusyNumber, s.now(), f.ServiceID))
}

// CallRecords reads a page of a package's calls, newest first: those that
// started before `before`, or at `before` with an id below beforeID (the
// page's cursor is its last record).
func (s *Store) CallRecords(ctx context.Context, packageID int64, incoming bool, before time.Time, beforeID string, limit int) ([]portal.CallRecord, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (c portal.CallRecord, err error) {
		var start, dur int64
		err = rows.Scan(&c.ID, &c.PackageID, &c.Incoming, &c.Name, &c.From, &c.To, &start, &dur)
		c.Start, c.Duration = msTime(start), time.Duration(dur)*time.Second
		return c, err
	}, `SELECT id, package_id, incoming, name, src_number, dst_number, started_at, duration FROM call_records
		WHERE package_id = ? AND incoming = ? AND (started_at < ? OR (started_at = ? AND id < ?))
		ORDER BY started_at DESC, id DESC LIMIT ?`,
		packageID, incoming, before.UnixMilli(), before.UnixMilli(), beforeID, limit)
}

// AddCallRecords stores a batch of call records in one transaction; a
// record whose id was stored before is a duplicate and changes nothing.
func (s *Store) AddCallRecords(ctx context.Context, recs []portal.CallRecord) (accepted, duplicates int, err error) {
	err = s.inTx(ctx, func(t tx) error {
		accepted, duplicates = 0, 0
		for _, c := range recs {
			res, err := t.exec(ctx, `INSERT INTO call_records (id, package_id, incoming, name, src_number, dst_number, started_at, duration)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`, c.ID, c.PackageID, c.Incoming, c.Name, c.From, c.To,
				c.Start.UnixMilli(), int64(c.Duration/time.Second))
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 1 {
				accepted++
			} else {
				duplicates++
			}
		}
		return nil
	})
	return accepted, duplicates, err
}

// PackageOfNumber finds the account's package that has a number;
// portal.ErrNoRows when none does.
func (s *Store) PackageOfNumber(ctx context.Context, accountID int64, number string) (int64, error) {
	var id int64
	err := s.queryRow(ctx, `SELECT n.package_id FROM directory_numbers n JOIN phone_packages p ON p.id = n.package_id
		WHERE p.account_id = ? AND n.number = ?`, accountID, number).Scan(&id)
	return id, noRows(err)
}

// LDBalance reads a package's international credit in cents (0 when it
// never had any).
func (s *Store) LDBalance(ctx context.Context, packageID int64) (int64, error) {
	var cents int64
	err := s.queryRow(ctx, `SELECT balance_cents FROM ld_balances WHERE package_id = ?`, packageID).Scan(&cents)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return cents, err
}

// LDHistory lists a package's last credit movements, newest first.
func (s *Store) LDHistory(ctx context.Context, packageID int64, limit int) ([]portal.LDEntry, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (e portal.LDEntry, err error) {
		var at int64
		err = rows.Scan(&e.ID, &e.PackageID, &at, &e.AmountCents)
		e.At = msTime(at)
		return e, err
	}, `SELECT id, package_id, at, amount_cents FROM ld_history WHERE package_id = ? ORDER BY at DESC, id DESC LIMIT ?`,
		packageID, limit)
}

// AddLDCredit adds cents to a package's international credit: the
// balance, its history and a charge on the account change in one
// transaction. It returns the new balance.
func (s *Store) AddLDCredit(ctx context.Context, accountID, packageID, cents int64, charge portal.Message, at time.Time) (int64, error) {
	var balance int64
	err := s.inTx(ctx, func(t tx) error {
		if err := t.queryRow(ctx, `INSERT INTO ld_balances (package_id, balance_cents) VALUES (?, ?)
			ON CONFLICT (package_id) DO UPDATE SET balance_cents = ld_balances.balance_cents + excluded.balance_cents
			RETURNING balance_cents`, packageID, cents).Scan(&balance); err != nil {
			return err
		}
		if _, err := t.exec(ctx, `INSERT INTO ld_history (package_id, at, amount_cents) VALUES (?, ?, ?)`,
			packageID, at.UnixMilli(), cents); err != nil {
			return err
		}
		if cents > 0 {
			return addCharge(ctx, t, accountID, charge, cents, at)
		}
		return nil
	})
	return balance, err
}

// idempotencyWait is how long a repeat waits for the first request with its
// key to finish.
const idempotencyWait = 10 * time.Second

// ClaimIdempotencyKey claims key for a request whose body hashes to hash.
// first is true when this request must do the work (and then call
// Saveportal.IdempotentAnswer); otherwise the first request's answer is returned,
// waiting for it while it is under way. portal.ErrIdempotencyMismatch when
// the key was used with another body.
func (s *Store) ClaimIdempotencyKey(ctx context.Context, key, hash string) (first bool, answer portal.IdempotentAnswer, err error) {
	res, err := s.exec(ctx, `INSERT INTO idempotency_keys (key, request_hash, created_at) VALUES (?, ?, ?)
		ON CONFLICT (key) DO NOTHING`, key, hash, s.now())
	if err != nil {
		return false, answer, err
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return true, answer, nil
	}
	deadline := time.Now().Add(idempotencyWait)
	for {
		var storedHash string
		var status sql.NullInt64
		var body sql.NullString
		if err := s.queryRow(ctx, `SELECT request_hash, status, answer FROM idempotency_keys WHERE key = ?`, key).
			Scan(&storedHash, &status, &body); err != nil {
			return false, answer, noRows(err)
		}
		if storedHash != hash {
			return false, answer, portal.ErrIdempotencyMismatch
		}
		if status.Valid {
			return false, portal.IdempotentAnswer{Status: int(status.Int64), Body: json.RawMessage(body.String)}, nil
		}
		if time.Now().After(deadline) {
			return false, answer, portal.ErrIdempotencyBusy
		}
		select {
		case <-ctx.Done():
			return false, answer, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// Saveportal.IdempotentAnswer stores the answer of the request that claimed key.
func (s *Store) SaveIdempotentAnswer(ctx context.Context, key string, a portal.IdempotentAnswer) error {
	_, err := s.exec(ctx, `UPDATE idempotency_keys SET status = ?, answer = ? WHERE key = ?`, a.Status, string(a.Body), key)
	return err
}

// ReleaseIdempotencyKey forgets a claimed key whose request failed before
// it had an answer to keep (a fault of ours), so a retry can do the work.
func (s *Store) ReleaseIdempotencyKey(ctx context.Context, key string) error {
	_, err := s.exec(ctx, `DELETE FROM idempotency_keys WHERE key = ? AND status IS NULL`, key)
	return err
}
