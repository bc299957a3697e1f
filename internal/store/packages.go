package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// nextMonth is the start of the month after the one starting at monthStart,
// in monthStart's location.
func nextMonth(monthStart time.Time) time.Time {
	return time.Date(monthStart.Year(), monthStart.Month()+1, 1, 0, 0, 0, 0, monthStart.Location())
}

// BroadbandPlan reads the account's broadband package and extras for the
// month that starts at monthStart (traffic packs count in the month they
// were bought). An account without a broadband package is portal.ErrNoRows.
func (s *Store) BroadbandPlan(ctx context.Context, accountID int64, monthStart time.Time) (portal.BroadbandPlan, error) {
	month := monthStart.UnixMilli()
	k, err := keptFor(s, s.plans, accountID, func(k keptPlan) int64 { return k.month }, month, func() (keptPlan, error) {
		plan, err := s.loadBroadbandPlan(ctx, accountID, monthStart)
		if errors.Is(err, portal.ErrNoRows) {
			return keptPlan{month: month, none: true}, nil
		}
		return keptPlan{month: month, plan: plan}, err
	}, nil)
	if err == nil && k.none {
		err = portal.ErrNoRows
	}
	return k.plan, err
}

func (s *Store) loadBroadbandPlan(ctx context.Context, accountID int64, monthStart time.Time) (portal.BroadbandPlan, error) {
	sub, err := s.Broadband(ctx, accountID)
	if err != nil {
		return portal.BroadbandPlan{}, err
	}
	var capGB, onetime, overage int64
	err = s.queryRow(ctx, `SELECT p.cap_gb, p.overage_cents_per_gb,
		CAST(COALESCE((SELECT SUM(t.gb) FROM traffic_packs t WHERE t.account_id = ? AND t.bought_at >= ? AND t.bought_at < ?), 0) AS BIGINT)
		FROM broadband_packages p WHERE p.id = ?`,
		accountID, monthStart.UnixMilli(), nextMonth(monthStart).UnixMilli(), sub.PackageID).Scan(&capGB, &overage, &onetime)
	if err != nil {
		return portal.BroadbandPlan{}, noRows(err)
	}
	return portal.BroadbandPlan{
		AccountID: accountID,
		BPID:      sub.BPID,
		PackageID: sub.PackageID,
		CapGB:     capGB,
		LoyaltyGB: sub.LoyaltyGB,
		OnetimeGB: onetime,
		Slowdown:  sub.SlowdownOn(monthStart),
		// The price per GB over the cap is the package's.
		OverageCentsPerGB: overage,
	}, nil
}

const packageColumns = `id, code, description, description_fr, technology, cap_gb, monthly_fee_cents, rate_download, rate_upload, link, active, overage_cents_per_gb`

func scanPackage(sc interface{ Scan(...any) error }) (p portal.Package, err error) {
	err = sc.Scan(&p.ID, &p.Code, &p.Description, &p.DescriptionFR, &p.Technology, &p.CapGB, &p.MonthlyFeeCents, &p.RateDownload, &p.RateUpload, &p.Link, &p.Active, &p.OverageCentsPerGB)
	return p, err
}

// PutPackage adds or replaces a catalog package by id (demo data, tests); a
// package without a code gets its id as code.
func (s *Store) PutPackage(ctx context.Context, p portal.Package) error {
	if p.Code == "" {
		p.Code = strconv.FormatInt(p.ID, 10)
	}
	_, err := s.exec(ctx, `INSERT INTO broadband_packages (`+packageColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET code = excluded.code, description = excluded.description,
		description_fr = excluded.description_fr, technology = excluded.technology,
		cap_gb = excluded.cap_gb, monthly_fee_cents = excluded.monthly_fee_cents, rate_download = excluded.rate_download,
		rate_upload = excluded.rate_upload, link = excluded.link, active = excluded.active,
		overage_cents_per_gb = excluded.overage_cents_per_gb`,
		p.ID, p.Code, p.Description, p.DescriptionFR, p.Technology, p.CapGB, p.MonthlyFeeCents, p.RateDownload, p.RateUpload, p.Link, p.Active,
		p.OverageCentsPerGB)
	return err
}

// Package reads a catalog package (active or not).
func (s *Store) Package(ctx context.Context, id int64) (portal.Package, error) {
	p, err := scanPackage(s.queryRow(ctx, `SELECT `+packageColumns+` FROM broadband_packages WHERE id = ?`, id))
	return p, noRows(err)
}

// ActivePackages lists the packages on sale, cheapest first.
func (s *Store) ActivePackages(ctx context.Context) ([]portal.Package, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.Package, error) { return scanPackage(rows) },
		`SELECT `+packageColumns+` FROM broadband_packages WHERE active = TRUE ORDER BY monthly_fee_cents, id`)
}

// PutBroadband adds or replaces an account's broadband subscription.
func (s *Store) PutBroadband(ctx context.Context, sub portal.BroadbandSubscription) error {
	_, err := s.exec(ctx, `INSERT INTO broadband_subscriptions
		(bpid, account_id, package_id, loyalty_gb, changed_at, slowdown_mode, slowdown_at, switch_disabled)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (bpid) DO UPDATE SET account_id = excluded.account_id, package_id = excluded.package_id,
		loyalty_gb = excluded.loyalty_gb, changed_at = excluded.changed_at, slowdown_mode = excluded.slowdown_mode,
		slowdown_at = excluded.slowdown_at, switch_disabled = excluded.switch_disabled`,
		sub.BPID, sub.AccountID, sub.PackageID, sub.LoyaltyGB, sub.ChangedAt.UnixMilli(), sub.SlowdownMode,
		timeMS(sub.SlowdownAt), sub.SwitchDisabled)
	return err
}

// timeMS is t in Unix milliseconds, 0 for the zero time.
func timeMS(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

// Broadband reads the account's broadband subscription; portal.ErrNoRows
// when it has none.
func (s *Store) Broadband(ctx context.Context, accountID int64) (portal.BroadbandSubscription, error) {
	var sub portal.BroadbandSubscription
	var changed, slowAt int64
	err := s.queryRow(ctx, `SELECT bpid, account_id, package_id, loyalty_gb, changed_at, slowdown_mode, slowdown_at, switch_disabled
		FROM broadband_subscriptions WHERE account_id = ?`, accountID).
		Scan(&sub.BPID, &sub.AccountID, &sub.PackageID, &sub.LoyaltyGB, &changed, &sub.SlowdownMode, &slowAt, &sub.SwitchDisabled)
	if err != nil {
		return portal.BroadbandSubscription{}, noRows(err)
	}
	sub.ChangedAt = msTime(changed)
	if slowAt != 0 {
		sub.SlowdownAt = msTime(slowAt)
	}
	return sub, nil
}

// PutOffer adds or replaces an offer (its code is normalised).
func (s *Store) PutOffer(ctx context.Context, o portal.Offer) error {
	var pkg any
	if o.PackageID != 0 {
		pkg = o.PackageID
	}
	_, err := s.exec(ctx, `INSERT INTO offers (code, title, text, description, buttontext, redirecturl, upgradetext, package_id, discount_cents, expires_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (code) DO UPDATE SET title = excluded.title, text = excluded.text, description = excluded.description,
		buttontext = excluded.buttontext, redirecturl = excluded.redirecturl, upgradetext = excluded.upgradetext,
		package_id = excluded.package_id, discount_cents = excluded.discount_cents, expires_at = excluded.expires_at`,
		portal.NormalizeOfferCode(o.Code), o.Title, o.Text, o.Description, o.ButtonText, o.RedirectURL, o.UpgradeText, pkg,
		o.DiscountCents, o.ExpiresAt.UnixMilli())
	return err
}

// Offer reads an offer by code (any case), expired or not; portal.ErrNoRows
// when there is no such code.
func (s *Store) Offer(ctx context.Context, code string) (portal.Offer, error) {
	code = portal.NormalizeOfferCode(code)
	if code == "" || len(code) > 64 {
		return portal.Offer{}, portal.ErrNoRows
	}
	var o portal.Offer
	var pkg sql.NullInt64
	var expires int64
	err := s.queryRow(ctx, `SELECT code, title, text, description, buttontext, redirecturl, upgradetext, package_id, discount_cents, expires_at
		FROM offers WHERE code = ?`, code).
		Scan(&o.Code, &o.Title, &o.Text, &o.Description, &o.ButtonText, &o.RedirectURL, &o.UpgradeText, &pkg, &o.DiscountCents, &expires)
	if err != nil {
		return portal.Offer{}, noRows(err)
	}
	o.PackageID = pkg.Int64
	o.ExpiresAt = msTime(expires)
	return o, nil
}

// readDescription reads a stored description: its message in JSON, or a
// description stored as plain text (before descriptions were messages) as
// that text.
func readDescription(stored string) (portal.Message, error) {
	if !strings.HasPrefix(stored, "{") {
		return portal.Literal(stored), nil
	}
	var m portal.Message
	err := json.Unmarshal([]byte(stored), &m)
	return m, err
}

// clearHitCapIfUnder closes the account's open hitcap warning when its plan
// for the month starting at monthStart (as the transaction sees it) is
// unlimited or its total cap is above the month's usage (usage_hours, the
// usage area's buckets).
func clearHitCapIfUnder(ctx context.Context, t tx, accountID int64, monthStart, at time.Time) error {
	var capGB, loyalty, onetime, used int64
	err := t.queryRow(ctx, `SELECT p.cap_gb, s.loyalty_gb,
		CAST(COALESCE((SELECT SUM(k.gb) FROM traffic_packs k WHERE k.account_id = s.account_id AND k.bought_at >= ? AND k.bought_at < ?), 0) AS BIGINT),
		CAST(COALESCE((SELECT SUM(u.down_bytes + u.up_bytes) FROM usage_hours u WHERE u.account_id = s.account_id AND u.hour_start >= ? AND u.hour_start < ?), 0) AS BIGINT)
		FROM broadband_subscriptions s JOIN broadband_packages p ON p.id = s.package_id WHERE s.account_id = ?`,
		monthStart.UnixMilli(), nextMonth(monthStart).UnixMilli(), monthStart.UnixMilli(), nextMonth(monthStart).UnixMilli(), accountID).
		Scan(&capGB, &loyalty, &onetime, &used)
	if err != nil {
		return noRows(err)
	}
	plan := portal.BroadbandPlan{CapGB: capGB, LoyaltyGB: loyalty, OnetimeGB: onetime}
	if !plan.Unlimited() && plan.TotalCapGB()*portal.BytesPerGB <= used {
		return nil
	}
	return clearHitCap(ctx, t, accountID, at)
}

func clearHitCap(ctx context.Context, t tx, accountID int64, at time.Time) error {
	_, err := t.exec(ctx, `UPDATE account_warnings SET cleared_at = ? WHERE account_id = ? AND type = ? AND cleared_at IS NULL`,
		at.UnixMilli(), accountID, portal.WarningHitCap)
	return err
}

// ChangePackage applies a package change atomically: the subscription, the
// charge and the hitcap warning change together or not at all. The new cap
// applies at once.
func (s *Store) ChangePackage(ctx context.Context, c portal.PackageChange) error {
	return s.inTx(ctx, func(t tx) error {
		q := `UPDATE broadband_subscriptions SET package_id = ?, changed_at = ?`
		if c.EndSlowdown {
			q += `, slowdown_mode = FALSE`
		}
		res, err := t.exec(ctx, q+` WHERE bpid = ? AND account_id = ? AND package_id = ? AND changed_at = ?`,
			c.ToPackage, c.At.UnixMilli(), c.BPID, c.AccountID, c.FromPackage, c.FromChangedAt.UnixMilli())
		if err := affectedOne(res, err); err != nil {
			if errors.Is(err, portal.ErrNoRows) {
				return portal.ErrPackageChanged
			}
			return err
		}
		if c.ChargeCents > 0 {
			if err := addCharge(ctx, t, c.AccountID, c.ChargeDescription, c.ChargeCents, c.At); err != nil {
				return err
			}
		}
		return clearHitCapIfUnder(ctx, t, c.AccountID, c.MonthStart, c.At)
	})
}

// BuyTrafficPack records a traffic pack and its charge atomically;
// portal.ErrPackageUnlimited when the account's package is unlimited, and
// portal.ErrNoRows when it has no broadband subscription.
func (s *Store) BuyTrafficPack(ctx context.Context, p portal.TrafficPack) error {
	return s.inTx(ctx, func(t tx) error {
		var capGB int64
		err := t.queryRow(ctx, `SELECT p.cap_gb FROM broadband_subscriptions s JOIN broadband_packages p ON p.id = s.package_id
			WHERE s.account_id = ?`, p.AccountID).Scan(&capGB)
		if err != nil {
			return noRows(err)
		}
		if capGB == portal.UnlimitedCapGB {
			return portal.ErrPackageUnlimited
		}
		if _, err := t.exec(ctx, `INSERT INTO traffic_packs (account_id, bought_at, gb, price_cents) VALUES (?, ?, ?, ?)`,
			p.AccountID, p.At.UnixMilli(), p.GB, p.PriceCents); err != nil {
			return err
		}
		if err := addCharge(ctx, t, p.AccountID, p.ChargeDescription, p.PriceCents, p.At); err != nil {
			return err
		}
		return clearHitCapIfUnder(ctx, t, p.AccountID, p.MonthStart, p.At)
	})
}

// SetSlowdown turns the account's Unlimited (slowed-down) mode on or off at
// `at`. Turning it on clears the account's open hitcap warning in the same
// transaction. portal.ErrSlowdownRefused when the provider holds the switch or the
// package is unlimited; portal.ErrNoRows without a subscription.
func (s *Store) SetSlowdown(ctx context.Context, accountID int64, on bool, at time.Time) error {
	return s.inTx(ctx, func(t tx) error {
		var capGB int64
		var held bool
		err := t.queryRow(ctx, `SELECT p.cap_gb, s.switch_disabled FROM broadband_subscriptions s
			JOIN broadband_packages p ON p.id = s.package_id WHERE s.account_id = ?`, accountID).Scan(&capGB, &held)
		if err != nil {
			return noRows(err)
		}
		if held || capGB == portal.UnlimitedCapGB {
			return portal.ErrSlowdownRefused
		}
		q := `UPDATE broadband_subscriptions SET slowdown_mode = ? WHERE account_id = ?`
		args := []any{on, accountID}
		if on {
			q = `UPDATE broadband_subscriptions SET slowdown_mode = ?, slowdown_at = ? WHERE account_id = ?`
			args = []any{on, at.UnixMilli(), accountID}
		}
		if _, err := t.exec(ctx, q, args...); err != nil {
			return err
		}
		if on {
			return clearHitCap(ctx, t, accountID, at)
		}
		return nil
	})
}
