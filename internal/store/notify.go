package store

import (
	"context"
	"sort"
	"strconv"

	"myaccount/internal/portal"
)

// The notifications of issue 31 are written here, each in the transaction
// of the change it tells (docs/decisions.md, "Notifications"): the store
// writes facts (numbers, epoch milliseconds, kinds) and internal/mail makes
// the sentences and the links in the reader's language.

// accountRecipients are the enabled logins linked to an account, each with
// its language, in id order: who hears about the account.
func accountRecipients(ctx context.Context, t tx, account int64) ([]portal.Identity, error) {
	rows, err := t.query(ctx, `SELECT i.id, i.login, i.language FROM identity_accounts ia JOIN identities i ON i.id = ia.identity_id
		WHERE ia.account_id = ? AND NOT i.disabled ORDER BY i.id`, account)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []portal.Identity
	for rows.Next() {
		var id portal.Identity
		if err := rows.Scan(&id.ID, &id.Login, &id.Language); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// notifyAccount writes one message of kind about account to every login
// linked to it, each in its own language, with the login as Identity (the
// outbox applies the login's notification choices). An account no login
// is linked to hears nothing.
func notifyAccount(ctx context.Context, t tx, account int64, kind portal.MailKind, data map[string]string, now int64) error {
	logins, err := accountRecipients(ctx, t, account)
	if err != nil {
		return err
	}
	for _, l := range logins {
		if err := notifyLogin(ctx, t, l, kind, data, now); err != nil {
			return err
		}
	}
	return nil
}

// notifyLogin writes one message of kind to one login, in its language.
func notifyLogin(ctx context.Context, t tx, l portal.Identity, kind portal.MailKind, data map[string]string, now int64) error {
	d := make(map[string]string, len(data))
	for k, v := range data {
		d[k] = v
	}
	_, err := enqueueMail(ctx, t, t.d, portal.Mail{Kind: kind, To: l.Login, Lang: l.Language, Identity: l.ID, Data: d}, now)
	return err
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// ---- Usage alerts ----

// UsageAlertThresholds are the shares of the month's cap that send an
// alert, in percent, highest first.
var UsageAlertThresholds = []int64{100, 80}

// AddUsageAndAlert stores a batch as AddUsage does and, in the same
// transaction, decides the usage alerts of every account whose usage in
// month grew: an account on a capped package, with Unlimited mode off,
// whose month's usage reached 80 % or 100 % of the month's cap (traffic
// packs and loyalty data included) for the first time this month gets one
// message per linked login. Crossing both thresholds at once sends only
// the 100 % alert (the 80 % one is recorded as passed, so it never comes
// late). A batch sent again adds no usage and so sends nothing; the
// usage_alerts row makes each threshold go once per month even across
// replicas.
func (s *Store) AddUsageAndAlert(ctx context.Context, recs []portal.UsageRecord, month portal.BillingMonth) (accepted, duplicates int, err error) {
	return s.addUsage(ctx, recs, &month)
}

// usageAlerts decides the alerts of the accounts whose month grew. The
// capped accounts' plans and month's usage are read a chunk of accounts at
// a time (one statement per usageChunk accounts, not per account), so a
// batch of thousands of accounts keeps its transaction short; only an
// account over a threshold writes more.
func usageAlerts(ctx context.Context, t tx, accounts map[int64]bool, month portal.BillingMonth, now int64) error {
	ids := make([]int64, 0, len(accounts))
	for id := range accounts {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	start, end := month.Start.UnixMilli(), month.End.UnixMilli()
	for from := 0; from < len(ids); from += usageChunk {
		chunk := ids[from:min(from+usageChunk, len(ids))]
		args := []any{start, end, start, end, start, portal.UnlimitedCapGB}
		for _, id := range chunk {
			args = append(args, id)
		}
		// Capped packages only, Unlimited mode not on this month (it was
		// turned on before the month started, or is off).
		rows, err := t.query(ctx, `SELECT b.account_id, p.cap_gb + b.loyalty_gb +
			CAST(COALESCE((SELECT SUM(tp.gb) FROM traffic_packs tp WHERE tp.account_id = b.account_id AND tp.bought_at >= ? AND tp.bought_at < ?), 0) AS BIGINT),
			CAST(COALESCE((SELECT SUM(u.down_bytes + u.up_bytes) FROM usage_hours u WHERE u.account_id = b.account_id AND u.hour_start >= ? AND u.hour_start < ?), 0) AS BIGINT),
			b.switch_disabled
			FROM broadband_subscriptions b JOIN broadband_packages p ON p.id = b.package_id
			WHERE NOT (b.slowdown_mode AND b.slowdown_at >= ?) AND p.cap_gb <> ? AND b.account_id IN (`+placeholders(len(chunk))+`)
			ORDER BY b.account_id`, args...)
		if err != nil {
			return err
		}
		var due []usageState
		for rows.Next() {
			var u usageState
			if err := rows.Scan(&u.account, &u.capGB, &u.used, &u.held); err != nil {
				rows.Close()
				return err
			}
			if u.capGB > 0 && u.used >= UsageAlertThresholds[len(UsageAlertThresholds)-1]*u.capGB*(portal.BytesPerGB/100) {
				due = append(due, u)
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, u := range due {
			if err := usageAlert(ctx, t, u, month, now); err != nil {
				return err
			}
		}
	}
	return nil
}

// usageState is a capped account's month as usageAlerts reads it.
type usageState struct {
	account, capGB, used int64 // the month's total cap, and its usage in bytes
	held                 bool  // the provider holds the Unlimited mode switch
}

// usageAlert records the thresholds u's usage passed and, when it passed
// one for the first time this month, writes the alert of the highest.
func usageAlert(ctx context.Context, t tx, u usageState, month portal.BillingMonth, now int64) error {
	account, total, used, held := u.account, u.capGB, u.used, u.held
	start, end := month.Start.UnixMilli(), month.End.UnixMilli()
	send := int64(0)
	for _, threshold := range UsageAlertThresholds {
		if used < threshold*total*(portal.BytesPerGB/100) {
			continue
		}
		res, err := t.exec(ctx, `INSERT INTO usage_alerts (account_id, month_start, threshold, used_bytes, cap_gb, sent_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (account_id, month_start, threshold) DO NOTHING`,
			account, start, threshold, used, total, now)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		if err != nil {
			return err
		}
		if n > 0 && send == 0 {
			send = threshold // the highest threshold newly passed
		}
	}
	if send == 0 {
		return nil
	}
	data := map[string]string{
		"account": itoa(account), "percent": itoa(send), "used_bytes": itoa(used), "cap_gb": itoa(total),
		"days_left": itoa(month.DaysLeft()), "reset": itoa(end),
		// A capped package takes traffic packs; Unlimited mode can be
		// turned on unless the provider holds the switch.
		"pack": "yes",
	}
	if !held {
		data["unlimited"] = "yes"
	}
	return notifyAccount(ctx, t, account, portal.MailUsageAlert, data, now)
}
