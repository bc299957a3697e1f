package store

import (
	"context"
	"database/sql"
	"strings"

	"myaccount/internal/portal"
)

// The staff log browsed as an audit trail (issue 30, item 7): every
// account's actions, newest first, filtered and paged by a cursor.

const staffLogColumns = `id, actor, action, account_id, subject, detail, at, address, before_value, after_value`

func scanStaffLog(rows *sql.Rows) (portal.StaffAction, error) {
	var a portal.StaffAction
	var at int64
	var acc sql.NullInt64
	err := rows.Scan(&a.ID, &a.Actor, &a.Action, &acc, &a.Subject, &a.Detail, &at, &a.Address, &a.Before, &a.After)
	a.Account, a.At = acc.Int64, msTime(at)
	return a, err
}

// likePattern is a LIKE pattern finding text anywhere, its % _ and \
// taken literally (ESCAPE '\').
func likePattern(text string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(strings.ToLower(text)) + "%"
}

// StaffLog lists the staff log's actions that f lets through, newest
// first (by time, then by id), at most f.Limit of them.
func (s *Store) StaffLog(ctx context.Context, f portal.StaffLogFilter) ([]portal.StaffAction, error) {
	var where []string
	var args []any
	if f.Actor != "" {
		where, args = append(where, `actor = ?`), append(args, f.Actor)
	}
	if f.Action != "" {
		where, args = append(where, `action = ?`), append(args, f.Action)
	}
	if f.Account != 0 {
		where, args = append(where, `account_id = ?`), append(args, f.Account)
	}
	if !f.From.IsZero() {
		where, args = append(where, `at >= ?`), append(args, f.From.UnixMilli())
	}
	if !f.To.IsZero() {
		where, args = append(where, `at < ?`), append(args, f.To.UnixMilli())
	}
	if t := strings.TrimSpace(f.Text); t != "" {
		p := likePattern(t)
		var ors []string
		for _, c := range []string{"actor", "action", "subject", "detail", "address", "before_value", "after_value"} {
			ors, args = append(ors, `LOWER(`+c+`) LIKE ? ESCAPE '\'`), append(args, p)
		}
		// An account id typed in the box finds that account's actions.
		ors, args = append(ors, `CAST(account_id AS TEXT) = ?`), append(args, t)
		where = append(where, "("+strings.Join(ors, " OR ")+")")
	}
	if !f.BeforeAt.IsZero() {
		at := f.BeforeAt.UnixMilli()
		where, args = append(where, `(at < ? OR (at = ? AND id < ?))`), append(args, at, at, f.BeforeID)
	}
	limit := f.Limit
	if limit <= 0 {
		limit = 50
	}
	limit = min(limit, 1000)
	q := `SELECT ` + staffLogColumns + ` FROM staff_actions`
	if len(where) > 0 {
		q += ` WHERE ` + strings.Join(where, " AND ")
	}
	q += ` ORDER BY at DESC, id DESC LIMIT ?`
	args = append(args, limit)
	return queryAll(ctx, s, scanStaffLog, q, args...)
}

// StaffLogActors lists who appears in the staff log, and
// StaffLogActions which actions, each in order (the audit page's filter
// choices).
func (s *Store) StaffLogActors(ctx context.Context) ([]string, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (v string, err error) { return v, rows.Scan(&v) },
		`SELECT DISTINCT actor FROM staff_actions ORDER BY actor`)
}

// StaffLogActions lists the actions the staff log holds, in order.
func (s *Store) StaffLogActions(ctx context.Context) ([]string, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (v string, err error) { return v, rows.Scan(&v) },
		`SELECT DISTINCT action FROM staff_actions ORDER BY action`)
}
