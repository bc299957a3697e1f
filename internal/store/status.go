package store

import (
	"context"
	"database/sql"
	"errors"
	"sort"
	"strconv"
	"time"

	"myaccount/internal/portal"
)

// Sites and service status (issue 32; migration 00033).

type statusQuerier interface {
	query(ctx context.Context, q string, args ...any) (*sql.Rows, error)
	queryRow(ctx context.Context, q string, args ...any) *sql.Row
}

// ---- Sites ----

func site(ctx context.Context, q statusQuerier, code string) (portal.Site, error) {
	var s portal.Site
	err := q.queryRow(ctx, `SELECT code, name, name_fr FROM sites WHERE code = ?`, code).Scan(&s.Code, &s.Name, &s.NameFR)
	return s, noRows(err)
}

// Site reads the site code; portal.ErrNoRows when there is none.
func (s *Store) Site(ctx context.Context, code string) (portal.Site, error) {
	return site(ctx, s, code)
}

// Sites lists the sites by code, the first limit after the code after.
func (s *Store) Sites(ctx context.Context, after string, limit int) ([]portal.Site, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (v portal.Site, err error) {
		err = rows.Scan(&v.Code, &v.Name, &v.NameFR)
		return v, err
	}, `SELECT code, name, name_fr FROM sites WHERE code > ? ORDER BY code LIMIT ?`, after, limit)
}

// PutSite creates or replaces the site v.Code: decide gets the site as it
// is (nil when new) and returns the action recording the write, or nil to
// leave it as it is. created says whether it was new.
func (s *Store) PutSite(ctx context.Context, v portal.Site,
	decide func(old *portal.Site) (*portal.StaffAction, error)) (out portal.Site, created bool, err error) {
	err = s.inTx(ctx, func(t tx) error {
		old, err := site(ctx, t, v.Code)
		var oldp *portal.Site
		switch {
		case err == nil:
			oldp = &old
		case !errors.Is(err, portal.ErrNoRows):
			return err
		}
		a, err := decide(oldp)
		if err != nil || a == nil {
			out = old
			return err
		}
		if _, err := addStaffAction(ctx, t, *a); err != nil {
			return err
		}
		created = oldp == nil
		if _, err := t.exec(ctx, `INSERT INTO sites (code, name, name_fr, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (code) DO UPDATE SET name = excluded.name, name_fr = excluded.name_fr`,
			v.Code, v.Name, v.NameFR, a.At.UnixMilli()); err != nil {
			return err
		}
		out = v
		return nil
	})
	return out, created, err
}

// AccountSite is the code of the account's site ("" when it has none).
func (s *Store) AccountSite(ctx context.Context, account int64) (string, error) {
	var code sql.NullString
	err := s.queryRow(ctx, `SELECT site_code FROM accounts WHERE id = ?`, account).Scan(&code)
	return code.String, noRows(err)
}

// SetAccountSite puts the account on the site code ("" takes it off any
// site), recording a (demo data and tests; the provider's account PUT sets
// it with the rest of the account).
func (s *Store) SetAccountSite(ctx context.Context, account int64, code string, a portal.StaffAction) error {
	return s.inTx(ctx, func(t tx) error {
		var v any
		if code != "" {
			v = code
		}
		res, err := t.exec(ctx, `UPDATE accounts SET site_code = ? WHERE id = ?`, v, account)
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

// ---- Outages and maintenance ----

const outageColumns = `id, external_id, kind, title, title_fr, starts_at, estimated_at, resolved_at, resolution,
	resolution_fr, created_at, updated_at`

func scanOutage(sc interface{ Scan(...any) error }) (o portal.Outage, err error) {
	var starts, created, updated int64
	var est, resolved sql.NullInt64
	err = sc.Scan(&o.ID, &o.ExternalID, &o.Kind, &o.Title, &o.TitleFR, &starts, &est, &resolved, &o.Resolution,
		&o.ResolutionFR, &created, &updated)
	o.StartsAt, o.EstimatedAt, o.ResolvedAt = msTime(starts), nullMs(est), nullMs(resolved)
	o.CreatedAt, o.UpdatedAt = msTime(created), msTime(updated)
	return o, err
}

// outages reads the events a query selects (its columns outageColumns),
// each with its sites and updates.
func outages(ctx context.Context, q statusQuerier, query string, args ...any) ([]portal.Outage, error) {
	rows, err := q.query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	var out []portal.Outage
	for rows.Next() {
		o, err := scanOutage(rows)
		if err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, o)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		if err := outageDetails(ctx, q, &out[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func outageDetails(ctx context.Context, q statusQuerier, o *portal.Outage) error {
	o.Sites, o.Updates = []string{}, []portal.OutageUpdate{}
	rows, err := q.query(ctx, `SELECT site_code FROM outage_sites WHERE outage_id = ? ORDER BY site_code`, o.ID)
	if err != nil {
		return err
	}
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			rows.Close()
			return err
		}
		o.Sites = append(o.Sites, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	rows, err = q.query(ctx, `SELECT at, text, text_fr FROM outage_updates WHERE outage_id = ? ORDER BY position`, o.ID)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var u portal.OutageUpdate
		var at int64
		if err := rows.Scan(&at, &u.Text, &u.TextFR); err != nil {
			return err
		}
		u.At = msTime(at)
		o.Updates = append(o.Updates, u)
	}
	return rows.Err()
}

func outage(ctx context.Context, q statusQuerier, externalID string) (portal.Outage, error) {
	out, err := outages(ctx, q, `SELECT `+outageColumns+` FROM outages WHERE external_id = ?`, externalID)
	if err != nil {
		return portal.Outage{}, err
	}
	if len(out) == 0 {
		return portal.Outage{}, portal.ErrNoRows
	}
	return out[0], nil
}

// Outage reads the event with the external id; portal.ErrNoRows when
// there is none.
func (s *Store) Outage(ctx context.Context, externalID string) (portal.Outage, error) {
	return outage(ctx, s, externalID)
}

// Outages lists the events by external id, the first limit after the id
// after (resolved ones too).
func (s *Store) Outages(ctx context.Context, after string, limit int) ([]portal.Outage, error) {
	return outages(ctx, s, `SELECT `+outageColumns+` FROM outages WHERE external_id > ? ORDER BY external_id LIMIT ?`,
		after, limit)
}

// OpenOutages lists the events not resolved (going on or planned), by
// start, then those resolved since the time since, most recent first.
func (s *Store) OpenOutages(ctx context.Context, since time.Time) ([]portal.Outage, error) {
	return outages(ctx, s, `SELECT `+outageColumns+` FROM outages WHERE resolved_at IS NULL OR resolved_at >= ?
		ORDER BY CASE WHEN resolved_at IS NULL THEN 0 ELSE 1 END, starts_at, external_id`, since.UnixMilli())
}

// AccountOutages lists the unresolved events affecting the account's site,
// by start.
func (s *Store) AccountOutages(ctx context.Context, account int64) ([]portal.Outage, error) {
	return outages(ctx, s, `SELECT `+outageColumns+` FROM outages o WHERE o.resolved_at IS NULL AND EXISTS (
		SELECT 1 FROM outage_sites os JOIN accounts a ON a.site_code = os.site_code WHERE os.outage_id = o.id AND a.id = ?)
		ORDER BY o.starts_at, o.external_id`, account)
}

// PutOutage creates or replaces the event o.ExternalID with its sites and
// updates: decide gets the event as it is (nil when new) and returns the
// action recording the write (nil: leave it as it is) and the e-mail it
// sends (""; none). The e-mail goes, in the same transaction, to every
// login of an account on one of o's sites, once per login, in its
// language (the outbox honours its Service status choice), with a push to
// each browser the login allowed (webpush.go).
func (s *Store) PutOutage(ctx context.Context, o portal.Outage,
	decide func(old *portal.Outage) (*portal.StaffAction, portal.MailKind, error)) (out portal.Outage, created bool, err error) {
	err = s.inTx(ctx, func(t tx) error {
		old, err := outage(ctx, t, o.ExternalID)
		var oldp *portal.Outage
		switch {
		case err == nil:
			oldp = &old
		case !errors.Is(err, portal.ErrNoRows):
			return err
		}
		a, mail, err := decide(oldp)
		if err != nil || a == nil {
			out = old
			return err
		}
		if _, err := addStaffAction(ctx, t, *a); err != nil {
			return err
		}
		now := a.At.UnixMilli()
		ms := func(v time.Time) any {
			if v.IsZero() {
				return nil
			}
			return v.UnixMilli()
		}
		id := old.ID
		if oldp == nil {
			created = true
			id, err = insertID(ctx, t, t.d, `INSERT INTO outages (external_id, kind, title, title_fr, starts_at, estimated_at,
				resolved_at, resolution, resolution_fr, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				o.ExternalID, o.Kind, o.Title, o.TitleFR, o.StartsAt.UnixMilli(), ms(o.EstimatedAt), ms(o.ResolvedAt),
				o.Resolution, o.ResolutionFR, now, now)
		} else {
			_, err = t.exec(ctx, `UPDATE outages SET kind = ?, title = ?, title_fr = ?, starts_at = ?, estimated_at = ?,
				resolved_at = ?, resolution = ?, resolution_fr = ?, updated_at = ? WHERE id = ?`,
				o.Kind, o.Title, o.TitleFR, o.StartsAt.UnixMilli(), ms(o.EstimatedAt), ms(o.ResolvedAt), o.Resolution,
				o.ResolutionFR, now, id)
		}
		if err != nil {
			return err
		}
		if _, err := t.exec(ctx, `DELETE FROM outage_sites WHERE outage_id = ?`, id); err != nil {
			return err
		}
		for _, c := range o.Sites {
			if _, err := t.exec(ctx, `INSERT INTO outage_sites (outage_id, site_code) VALUES (?, ?)`, id, c); err != nil {
				return err
			}
		}
		if _, err := t.exec(ctx, `DELETE FROM outage_updates WHERE outage_id = ?`, id); err != nil {
			return err
		}
		for i, u := range o.Updates {
			if _, err := t.exec(ctx, `INSERT INTO outage_updates (outage_id, position, at, text, text_fr) VALUES (?, ?, ?, ?, ?)`,
				id, i, u.At.UnixMilli(), u.Text, u.TextFR); err != nil {
				return err
			}
		}
		if out, err = outage(ctx, t, o.ExternalID); err != nil {
			return err
		}
		if mail != "" {
			return notifyOutage(ctx, t, out, mail, now)
		}
		return nil
	})
	return out, created, err
}

// notifyOutage writes the e-mail kind about o to every enabled login of an
// account on one of o's sites, once per login.
func notifyOutage(ctx context.Context, t tx, o portal.Outage, kind portal.MailKind, now int64) error {
	if len(o.Sites) == 0 {
		return nil
	}
	args := make([]any, len(o.Sites))
	marks := ""
	for i, c := range o.Sites {
		args[i] = c
		if i > 0 {
			marks += ", "
		}
		marks += "?"
	}
	rows, err := t.query(ctx, `SELECT DISTINCT i.id, i.login, i.language FROM accounts a
		JOIN identity_accounts ia ON ia.account_id = a.id JOIN identities i ON i.id = ia.identity_id
		WHERE a.site_code IN (`+marks+`) AND NOT i.disabled`, args...)
	if err != nil {
		return err
	}
	var logins []portal.Identity
	for rows.Next() {
		var l portal.Identity
		if err := rows.Scan(&l.ID, &l.Login, &l.Language); err != nil {
			rows.Close()
			return err
		}
		logins = append(logins, l)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	sort.Slice(logins, func(i, j int) bool { return logins[i].ID < logins[j].ID })
	data := map[string]string{"event": o.ExternalID, "kind": o.Kind, "title": o.Title, "title_fr": o.TitleFR,
		"starts": strconv.FormatInt(o.StartsAt.UnixMilli(), 10)}
	if !o.EstimatedAt.IsZero() {
		data["estimate"] = strconv.FormatInt(o.EstimatedAt.UnixMilli(), 10)
	}
	switch {
	case kind == portal.MailOutageResolved:
		data["text"], data["text_fr"] = o.Resolution, o.ResolutionFR
	case len(o.Updates) > 0:
		u := o.Updates[len(o.Updates)-1]
		data["text"], data["text_fr"] = u.Text, u.TextFR
	}
	for _, l := range logins {
		if err := notifyLogin(ctx, t, l, kind, data, now); err != nil {
			return err
		}
		// And a push to each browser the login allowed (webpush.go).
		if err := enqueuePush(ctx, t, l, kind, data, now); err != nil {
			return err
		}
	}
	return nil
}
