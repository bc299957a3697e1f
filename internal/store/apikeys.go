package store

import (
	"context"
	"database/sql"

	"myaccount/internal/portal"
)

// CreateAPIKey stores a new provider API key by its hash and records who
// made it, in one transaction. A name in use (even by a revoked key) is
// portal.ErrDuplicate, so the log's names stay unambiguous.
func (s *Store) CreateAPIKey(ctx context.Context, name, keyHash string, a portal.StaffAction) error {
	return s.inTx(ctx, func(t tx) error {
		var n int
		if err := t.queryRow(ctx, `SELECT COUNT(*) FROM api_keys WHERE name = ?`, name).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return portal.ErrDuplicate
		}
		if _, err := t.exec(ctx, `INSERT INTO api_keys (name, key_hash, created_at, created_by) VALUES (?, ?, ?, ?)`,
			name, keyHash, s.now(), a.Actor); err != nil {
			return err
		}
		_, err := addStaffAction(ctx, t, a)
		return err
	})
}

// APIKeyByHash finds a live (not revoked) key by its hash; portal.ErrNoRows
// when there is none.
func (s *Store) APIKeyByHash(ctx context.Context, keyHash string) (portal.APIKey, error) {
	var k portal.APIKey
	var created int64
	var used sql.NullInt64
	err := s.queryRow(ctx, `SELECT id, name, created_at, created_by, last_used_at FROM api_keys
		WHERE key_hash = ? AND revoked_at IS NULL`, keyHash).Scan(&k.ID, &k.Name, &created, &k.CreatedBy, &used)
	k.CreatedAt = msTime(created)
	if used.Valid {
		k.LastUsedAt = msTime(used.Int64)
	}
	return k, noRows(err)
}

// TouchAPIKey records that a key was used; at most once a minute per key,
// so a sync's calls do not each write.
func (s *Store) TouchAPIKey(ctx context.Context, id int64) error {
	now := s.now()
	_, err := s.db.ExecContext(ctx, s.d.rebind(`UPDATE api_keys SET last_used_at = ?
		WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)`), now, id, now-60_000)
	return err
}

// APIKeys lists every key, newest first.
func (s *Store) APIKeys(ctx context.Context) ([]portal.APIKey, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (k portal.APIKey, err error) {
		var created int64
		var revoked, used sql.NullInt64
		err = rows.Scan(&k.ID, &k.Name, &created, &k.CreatedBy, &revoked, &used)
		k.CreatedAt = msTime(created)
		if revoked.Valid {
			k.RevokedAt = msTime(revoked.Int64)
		}
		if used.Valid {
			k.LastUsedAt = msTime(used.Int64)
		}
		return k, err
	}, `SELECT id, name, created_at, created_by, revoked_at, last_used_at FROM api_keys ORDER BY created_at DESC, id DESC`)
}

// RevokeAPIKey revokes a live key by name and records who did it;
// portal.ErrNoRows when no live key has that name.
func (s *Store) RevokeAPIKey(ctx context.Context, name string, a portal.StaffAction) error {
	return s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `UPDATE api_keys SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL`, s.now(), name)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return portal.ErrNoRows
		}
		_, err = addStaffAction(ctx, t, a)
		return err
	})
}
