package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// usageChunk bounds the rows of one multi-row statement (4 parameters each:
// far below both engines' parameter limits).
const usageChunk = 500

const msPerDay = 24 * 60 * 60 * 1000

// AddUsage stores a batch of usage records in one transaction: each record
// id is remembered, and the bytes of every record whose id is new are added
// to its account's hourly bucket. A record whose id was stored before (or
// appears earlier in the same batch) is a duplicate and changes nothing.
// Either the whole batch is stored or, on error, none of it.
func (s *Store) AddUsage(ctx context.Context, recs []portal.UsageRecord) (accepted, duplicates int, err error) {
	return s.addUsage(ctx, recs, nil)
}

// addUsage is AddUsage, and with a month AddUsageAndAlert.
func (s *Store) addUsage(ctx context.Context, recs []portal.UsageRecord, month *portal.BillingMonth) (accepted, duplicates int, err error) {
	seen := make(map[string]struct{}, len(recs))
	uniq := make([]portal.UsageRecord, 0, len(recs))
	for _, r := range recs {
		if r.ID == "" || r.AccountID <= 0 || r.Down < 0 || r.Up < 0 || !r.Hour.Equal(r.Hour.Truncate(time.Hour)) {
			return 0, 0, fmt.Errorf("store: invalid usage record %q", r.ID)
		}
		if _, dup := seen[r.ID]; dup {
			duplicates++
			continue
		}
		seen[r.ID] = struct{}{}
		uniq = append(uniq, r)
	}
	// Rows are written in key order so that concurrent batches on
	// PostgreSQL lock the same rows in the same order (no deadlock).
	sort.Slice(uniq, func(i, j int) bool { return uniq[i].ID < uniq[j].ID })
	inBatch := duplicates
	received := s.now()
	err = s.inTx(ctx, func(t tx) error {
		accepted, duplicates = 0, inBatch
		grew := map[int64]bool{} // the accounts whose month (month != nil) grew
		type bucket struct{ account, hour int64 }
		sums := map[bucket]*portal.UsageTotals{}
		var order []bucket
		for start := 0; start < len(uniq); start += usageChunk {
			chunk := uniq[start:min(start+usageChunk, len(uniq))]
			args := make([]any, 0, 4*len(chunk))
			for _, r := range chunk {
				args = append(args, r.ID, r.AccountID, r.Hour.UnixMilli(), received)
			}
			rows, err := t.query(ctx, `INSERT INTO usage_records (id, account_id, hour_start, received_at) VALUES `+
				valueRows(len(chunk), 4)+` ON CONFLICT (id) DO NOTHING RETURNING id`, args...)
			if err != nil {
				return err
			}
			stored := make(map[string]struct{}, len(chunk))
			for rows.Next() {
				var id string
				if err := rows.Scan(&id); err != nil {
					rows.Close()
					return err
				}
				stored[id] = struct{}{}
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
			for _, r := range chunk {
				if _, ok := stored[r.ID]; !ok {
					duplicates++
					continue
				}
				accepted++
				if month != nil && (r.Down > 0 || r.Up > 0) && !r.Hour.Before(month.Start) && r.Hour.Before(month.End) {
					grew[r.AccountID] = true
				}
				k := bucket{r.AccountID, r.Hour.UnixMilli()}
				sum, ok := sums[k]
				if !ok {
					sum = &portal.UsageTotals{}
					sums[k] = sum
					order = append(order, k)
				}
				sum.Down += r.Down
				sum.Up += r.Up
			}
		}
		sort.Slice(order, func(i, j int) bool {
			if order[i].account != order[j].account {
				return order[i].account < order[j].account
			}
			return order[i].hour < order[j].hour
		})
		for start := 0; start < len(order); start += usageChunk {
			chunk := order[start:min(start+usageChunk, len(order))]
			args := make([]any, 0, 4*len(chunk))
			for _, k := range chunk {
				args = append(args, k.account, k.hour, sums[k].Down, sums[k].Up)
			}
			if _, err := t.exec(ctx, `INSERT INTO usage_hours (account_id, hour_start, down_bytes, up_bytes) VALUES `+
				valueRows(len(chunk), 4)+` ON CONFLICT (account_id, hour_start) DO UPDATE SET
					down_bytes = usage_hours.down_bytes + excluded.down_bytes,
					up_bytes = usage_hours.up_bytes + excluded.up_bytes`, args...); err != nil {
				return err
			}
		}
		if month == nil {
			return nil
		}
		return usageAlerts(ctx, t, grew, *month, received)
	})
	if err != nil {
		return 0, 0, err
	}
	return accepted, duplicates, nil
}

// valueRows is "(?, ?), (?, ?)" for n rows of k columns.
func valueRows(n, k int) string {
	row := "(" + placeholders(k) + ")"
	return strings.TrimSuffix(strings.Repeat(row+",", n), ",")
}

// UsageBetween sums an account's usage in the hours that start in [from, to).
// The dashboard polls the month's total, so each account's latest range
// total is kept (hot.go) until the change feed says usage was added.
func (s *Store) UsageBetween(ctx context.Context, accountID int64, from, to time.Time) (portal.UsageTotals, error) {
	fromMs, toMs := from.UnixMilli(), to.UnixMilli()
	period := func(k keptUsage) int64 {
		if k.to != toMs {
			return -1
		}
		return k.from
	}
	k, err := keptFor(s, s.usage, accountID, period, fromMs, func() (keptUsage, error) {
		k := keptUsage{from: fromMs, to: toMs}
		err := s.queryRow(ctx, `SELECT CAST(COALESCE(SUM(down_bytes), 0) AS BIGINT), CAST(COALESCE(SUM(up_bytes), 0) AS BIGINT)
			FROM usage_hours WHERE account_id = ? AND hour_start >= ? AND hour_start < ?`,
			accountID, fromMs, toMs).Scan(&k.totals.Down, &k.totals.Up)
		return k, err
	}, nil)
	return k.totals, err
}

// UsageByDay sums an account's usage in the hours that start in [from, to)
// per local day of from's location, oldest first; days without a bucket are
// left out. An hour belongs to the local day its start falls in, so the days
// around a DST change have 23 or 25 hours. One indexed range query, grouped
// by the database.
func (s *Store) UsageByDay(ctx context.Context, accountID int64, from, to time.Time) ([]portal.DayUsage, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (d portal.DayUsage, err error) {
		var day int64
		err = rows.Scan(&day, &d.Down, &d.Up)
		d.Year, d.Month, d.Day = time.UnixMilli(day * msPerDay).UTC().Date()
		return d, err
	}, `SELECT `+localDayExpr(from, to)+` AS day, CAST(SUM(down_bytes) AS BIGINT), CAST(SUM(up_bytes) AS BIGINT)
		FROM usage_hours WHERE account_id = ? AND hour_start >= ? AND hour_start < ?
		GROUP BY 1 ORDER BY 1`, accountID, from.UnixMilli(), to.UnixMilli())
}

// localDayExpr is the SQL expression numbering hour_start's local day (days
// since 1970-01-01 of the local calendar) in from's location: the stored UTC
// time plus the zone's offset, divided by a day. Between from and to the
// offset changes at each zone transition (DST), so the expression is a CASE
// over those instants. Every number in it is computed here, never input.
func localDayExpr(from, to time.Time) string {
	loc := from.Location()
	var cases []string
	t := from
	for i := 0; ; i++ {
		lt := t.In(loc)
		_, off := lt.Zone()
		_, end := lt.ZoneBounds()
		if end.IsZero() || !end.Before(to) || !end.After(t) || i >= 1000 {
			offMS := strconv.FormatInt(int64(off)*1000, 10)
			if len(cases) == 0 {
				return "(hour_start + " + offMS + ") / " + strconv.Itoa(msPerDay)
			}
			return "(hour_start + CASE " + strings.Join(cases, " ") + " ELSE " + offMS + " END) / " + strconv.Itoa(msPerDay)
		}
		cases = append(cases, "WHEN hour_start < "+strconv.FormatInt(end.UnixMilli(), 10)+" THEN "+strconv.FormatInt(int64(off)*1000, 10))
		t = end
	}
}

// UsageDayHours reads one local day's usage into 24 slots by local hour.
// day is the local midnight (in its location) the day starts at. On the day
// DST ends the repeated hour is folded into one slot; on the day it starts
// the skipped hour stays 0.
func (s *Store) UsageDayHours(ctx context.Context, accountID int64, day time.Time) (down, up [24]int64, err error) {
	loc := day.Location()
	y, m, d := day.Date()
	next := time.Date(y, m, d+1, 0, 0, 0, 0, loc)
	rows, err := s.query(ctx, `SELECT hour_start, down_bytes, up_bytes FROM usage_hours
		WHERE account_id = ? AND hour_start >= ? AND hour_start < ?`, accountID, day.UnixMilli(), next.UnixMilli())
	if err != nil {
		return down, up, err
	}
	defer rows.Close()
	for rows.Next() {
		var hour, dn, upb int64
		if err := rows.Scan(&hour, &dn, &upb); err != nil {
			return down, up, err
		}
		h := time.UnixMilli(hour).In(loc).Hour()
		down[h] += dn
		up[h] += upb
	}
	return down, up, rows.Err()
}

// ExistingAccounts reports which of ids are accounts.
func (s *Store) ExistingAccounts(ctx context.Context, ids []int64) (map[int64]bool, error) {
	out := make(map[int64]bool, len(ids))
	for start := 0; start < len(ids); start += usageChunk {
		chunk := ids[start:min(start+usageChunk, len(ids))]
		args := make([]any, len(chunk))
		for i, id := range chunk {
			args[i] = id
		}
		found, err := queryAll(ctx, s, func(rows *sql.Rows) (id int64, err error) {
			err = rows.Scan(&id)
			return id, err
		}, `SELECT id FROM accounts WHERE id IN (`+placeholders(len(args))+`)`, args...)
		if err != nil {
			return nil, err
		}
		for _, id := range found {
			out[id] = true
		}
	}
	return out, nil
}

// WarnIfOverCap opens the hitcap warning w on the account when its usage in
// the month [monthStart, monthEnd) has reached the month's total cap, the
// package is capped, Unlimited mode is off and the account has no open
// hitcap warning yet. It reports whether it opened one. An account without
// a broadband package gets none.
func (s *Store) WarnIfOverCap(ctx context.Context, accountID int64, monthStart, monthEnd time.Time, w portal.AccountWarning) (bool, error) {
	due, err := s.capReached(ctx, accountID, monthStart, monthEnd)
	if err != nil || !due {
		return false, err
	}
	return s.openHitCap(ctx, accountID, w)
}

// SyncHitCap makes the account's hitcap warning match its state in the
// month [monthStart, monthEnd) (portal.BroadbandPlan.CapReached): it opens w
// when the rule holds and no hitcap warning is open, and clears an open one
// when the rule does not hold (Unlimited mode on, a bigger cap, a new month,
// no broadband package). An open warning that still holds keeps its id and
// date. It reports whether a hitcap warning is open afterwards.
func (s *Store) SyncHitCap(ctx context.Context, accountID int64, monthStart, monthEnd time.Time, w portal.AccountWarning) (bool, error) {
	// Every poll of the warnings runs this. The answer is kept until the
	// change feed says the account's plan, usage or warnings changed (or the
	// month does), so the steady state asks the database nothing; it writes
	// only when the state and the stored warning disagree.
	month := monthStart.UnixMilli()
	k, err := keptFor(s, s.hitcaps, accountID, func(k keptHitCap) int64 { return k.month }, month, func() (keptHitCap, error) {
		due, err := s.syncHitCap(ctx, accountID, monthStart, monthEnd, w)
		return keptHitCap{month: month, open: due}, err
	}, nil)
	return k.open, err
}

func (s *Store) syncHitCap(ctx context.Context, accountID int64, monthStart, monthEnd time.Time, w portal.AccountWarning) (bool, error) {
	due, err := s.capReached(ctx, accountID, monthStart, monthEnd)
	if err != nil {
		return false, err
	}
	var open int
	if err := s.queryRow(ctx, `SELECT COUNT(*) FROM account_warnings WHERE account_id = ? AND type = ? AND cleared_at IS NULL`,
		accountID, portal.WarningHitCap).Scan(&open); err != nil {
		return false, err
	}
	switch {
	case due && open == 0:
		if _, err := s.openHitCap(ctx, accountID, w); err != nil {
			return false, err
		}
	case !due && open > 0:
		if _, err := s.exec(ctx, `UPDATE account_warnings SET cleared_at = ? WHERE account_id = ? AND type = ? AND cleared_at IS NULL`,
			s.now(), accountID, portal.WarningHitCap); err != nil {
			return false, err
		}
	}
	return due, nil
}

// capReached evaluates the hitcap rule on the stored state; an account
// without a broadband package has no cap to reach.
func (s *Store) capReached(ctx context.Context, accountID int64, monthStart, monthEnd time.Time) (bool, error) {
	plan, err := s.BroadbandPlan(ctx, accountID, monthStart)
	if errors.Is(err, portal.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if plan.Unlimited() || plan.Slowdown {
		return false, nil // no need to sum the month's usage
	}
	used, err := s.UsageBetween(ctx, accountID, monthStart, monthEnd)
	if err != nil {
		return false, err
	}
	return plan.CapReached(used.Down + used.Up), nil
}

// openHitCap opens w as the account's hitcap warning unless one is open; it
// reports whether it opened one.
func (s *Store) openHitCap(ctx context.Context, accountID int64, w portal.AccountWarning) (bool, error) {
	// One statement, so two callers at once cannot both add one.
	res, err := s.exec(ctx, `INSERT INTO account_warnings (account_id, type, title, body, title_fr, body_fr, clearable, created_at)
		SELECT CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), FALSE, CAST(? AS BIGINT)
		WHERE NOT EXISTS (SELECT 1 FROM account_warnings WHERE account_id = ? AND type = ? AND cleared_at IS NULL)`,
		accountID, portal.WarningHitCap, w.Title, w.Body, w.TitleFR, w.BodyFR, s.now(), accountID, portal.WarningHitCap)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n > 0, err
}
