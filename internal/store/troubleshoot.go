package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"myaccount/internal/portal"
)

// Routers' ids in the CPE-management system and the restarts asked from
// the troubleshooting page (migration 00032).

// SetRouterDeviceID sets (or, with "", removes) the account's router id in
// the CPE-management system.
func (s *Store) SetRouterDeviceID(ctx context.Context, account int64, deviceID string) error {
	if deviceID == "" {
		_, err := s.exec(ctx, `DELETE FROM router_devices WHERE account_id = ?`, account)
		return err
	}
	_, err := s.exec(ctx, `INSERT INTO router_devices (account_id, device_id) VALUES (?, ?)
		ON CONFLICT (account_id) DO UPDATE SET device_id = excluded.device_id`, account, deviceID)
	return err
}

// RouterDeviceID is the account's router id; "" when none is set.
func (s *Store) RouterDeviceID(ctx context.Context, account int64) (string, error) {
	var id string
	err := s.queryRow(ctx, `SELECT device_id FROM router_devices WHERE account_id = ?`, account).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return id, err
}

// StartRouterRestart claims the router's restart slot and records the
// restart, in one transaction. The claim is one statement: the slot's row
// is taken only when its last restart is at or before notBefore, so of two
// restarts at once (any engine, any replica) one passes.
func (s *Store) StartRouterRestart(ctx context.Context, r portal.RouterRestart, notBefore time.Time) (portal.RouterRestart, bool, time.Time, error) {
	var last time.Time
	ok := false
	err := s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `INSERT INTO router_restart_slots (account_id, last_at, restart_id) VALUES (?, ?, 0)
			ON CONFLICT (account_id) DO UPDATE SET last_at = excluded.last_at
			WHERE router_restart_slots.last_at <= ?`, r.AccountID, r.RequestedAt.UnixMilli(), notBefore.UnixMilli())
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		if err != nil {
			return err
		}
		if n == 0 {
			var at int64
			if err := t.queryRow(ctx, `SELECT last_at FROM router_restart_slots WHERE account_id = ?`, r.AccountID).Scan(&at); err != nil {
				return err
			}
			last = msTime(at)
			return nil
		}
		id, err := insertID(ctx, t, t.d, `INSERT INTO router_restarts (account_id, device_id, login, requested_at) VALUES (?, ?, ?, ?)`,
			r.AccountID, r.DeviceID, r.Login, r.RequestedAt.UnixMilli())
		if err != nil {
			return err
		}
		if _, err := t.exec(ctx, `UPDATE router_restart_slots SET restart_id = ? WHERE account_id = ?`, id, r.AccountID); err != nil {
			return err
		}
		r.ID, ok, last = id, true, r.RequestedAt
		return nil
	})
	return r, ok, last, err
}

// FinishRouterRestart writes a restart's outcome; release frees the slot
// the restart holds (it certainly did not restart the router).
func (s *Store) FinishRouterRestart(ctx context.Context, id int64, outcome portal.RestartOutcome, detail string, release bool) error {
	if len(detail) > 500 {
		detail = detail[:500]
	}
	return s.inTx(ctx, func(t tx) error {
		var account int64
		err := t.queryRow(ctx, `UPDATE router_restarts SET outcome = ?, detail = ?, finished_at = ? WHERE id = ? RETURNING account_id`,
			string(outcome), detail, s.now(), id).Scan(&account)
		if err != nil {
			return noRows(err)
		}
		if release {
			_, err = t.exec(ctx, `UPDATE router_restart_slots SET last_at = 0 WHERE account_id = ? AND restart_id = ?`, account, id)
		}
		return err
	})
}

// LastRouterRestart is the account's newest restart; portal.ErrNoRows when
// none was asked.
func (s *Store) LastRouterRestart(ctx context.Context, account int64) (portal.RouterRestart, error) {
	r := portal.RouterRestart{AccountID: account}
	var at int64
	var outcome string
	err := s.queryRow(ctx, `SELECT id, device_id, login, requested_at, outcome, detail FROM router_restarts
		WHERE account_id = ? ORDER BY requested_at DESC, id DESC LIMIT 1`, account).Scan(&r.ID, &r.DeviceID, &r.Login, &at, &outcome, &r.Detail)
	r.RequestedAt, r.Outcome = msTime(at), portal.RestartOutcome(outcome)
	return r, noRows(err)
}

// RouterRestarts lists the account's restarts, newest first (the record:
// who asked, when, what became of it).
func (s *Store) RouterRestarts(ctx context.Context, account int64) ([]portal.RouterRestart, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (r portal.RouterRestart, err error) {
		var at int64
		var outcome string
		err = rows.Scan(&r.ID, &r.DeviceID, &r.Login, &at, &outcome, &r.Detail)
		r.AccountID, r.RequestedAt, r.Outcome = account, msTime(at), portal.RestartOutcome(outcome)
		return r, err
	}, `SELECT id, device_id, login, requested_at, outcome, detail FROM router_restarts
		WHERE account_id = ? ORDER BY requested_at DESC, id DESC`, account)
}

// PutRouterDevice sets (deviceID "": removes) the account's router id and
// records a in the staff log, in one transaction; changed is false (and
// nothing is recorded) when the id is already that. portal.ErrNoRows when
// the account does not exist.
func (s *Store) PutRouterDevice(ctx context.Context, account int64, deviceID string, a portal.StaffAction) (changed bool, err error) {
	err = s.inTx(ctx, func(t tx) error {
		var one int
		if err := t.queryRow(ctx, `SELECT 1 FROM accounts WHERE id = ?`, account).Scan(&one); err != nil {
			return noRows(err)
		}
		var old string
		if err := t.queryRow(ctx, `SELECT device_id FROM router_devices WHERE account_id = ?`, account).Scan(&old); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if old == deviceID {
			return nil
		}
		changed = true
		if deviceID == "" {
			_, err = t.exec(ctx, `DELETE FROM router_devices WHERE account_id = ?`, account)
		} else {
			_, err = t.exec(ctx, `INSERT INTO router_devices (account_id, device_id) VALUES (?, ?)
				ON CONFLICT (account_id) DO UPDATE SET device_id = excluded.device_id`, account, deviceID)
		}
		if err != nil {
			return err
		}
		_, err = addStaffAction(ctx, t, a)
		return err
	})
	return changed, err
}
