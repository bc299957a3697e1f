package provisioning

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"myaccount/internal/portal"
)

// noticeStore is what the service needs for the global notices and account warnings.
type noticeStore interface {
	ExternalNotice(ctx context.Context, externalID string) (portal.ExternalNotice, error)
	ExternalNotices(ctx context.Context, after string, limit int) ([]portal.ExternalNotice, error)
	PutExternalNotice(ctx context.Context, n portal.ExternalNotice,
		decide func(old *portal.ExternalNotice) (*portal.StaffAction, error)) (portal.ExternalNotice, bool, error)
	EndExternalNotice(ctx context.Context, externalID string, at time.Time, a portal.StaffAction) (bool, error)

	ExternalWarning(ctx context.Context, account int64, externalID string) (portal.ExternalWarning, error)
	ExternalWarnings(ctx context.Context, account int64, after string, limit int) ([]portal.ExternalWarning, error)
	PutExternalWarning(ctx context.Context, w portal.ExternalWarning,
		decide func(old *portal.ExternalWarning) (*portal.StaffAction, error)) (portal.ExternalWarning, bool, error)
	ClearExternalWarning(ctx context.Context, account int64, externalID string, at time.Time, a portal.StaffAction) (bool, error)
}

// NoticeText is a text of a notice or a warning in English and French. An
// empty French text shows the English one, as the app does for the
// portal's own.
type NoticeText struct {
	EN string `json:"en"`
	FR string `json:"fr"`
}

// check notes the problems of a text of at most max characters.
func (c *checker) noticeText(field string, t NoticeText, max int) {
	c.text(field+".en", t.EN, 1, max)
	c.text(field+".fr", t.FR, 0, max)
}

// Text lengths: a notice is one banner line; a warning's body is a card's
// paragraph.
const (
	MaxNoticeChars       = 500
	MaxWarningTitleChars = 200
	MaxWarningBodyChars  = 2000
)

// --- global notices -----------------------------------------------------------

// NoticeInput is a global notice as a PUT sends it: shown to every
// subscriber from StartsAt until EndsAt (RFC 3339 with a zone; EndsAt
// null or absent: until the notice is deleted).
type NoticeInput struct {
	Text     NoticeText `json:"text"`
	StartsAt string     `json:"starts_at"`
	EndsAt   *string    `json:"ends_at"`
}

// Notice is a global notice as the API answers it.
type Notice struct {
	ID       string     `json:"id"`
	Text     NoticeText `json:"text"`
	StartsAt time.Time  `json:"starts_at"`
	EndsAt   *time.Time `json:"ends_at"`
	// Showing says whether the app shows it now.
	Showing bool `json:"showing"`
}

// noticeTime parses an RFC 3339 time (milliseconds are kept, as stored).
func noticeTime(c *checker, field, v string) time.Time {
	if v == "" {
		c.fail(field, "is required (RFC 3339, such as 2026-11-01T08:00:00-04:00)")
		return time.Time{}
	}
	t, err := time.Parse(time.RFC3339Nano, v)
	if err != nil || t.Year() < 2000 || t.Year() > 2099 {
		c.fail(field, "is not an RFC 3339 time with its zone from 2000 to 2099, such as 2026-11-01T08:00:00-04:00")
		return time.Time{}
	}
	return t.Truncate(time.Millisecond)
}

func (s *Service) notice(n portal.ExternalNotice) Notice {
	zone, now := s.clock.Zone(), s.now()
	out := Notice{ID: n.ExternalID, Text: NoticeText{n.Message, n.MessageFR}, StartsAt: n.StartsAt.In(zone),
		Showing: !n.StartsAt.After(now) && (n.EndsAt.IsZero() || n.EndsAt.After(now))}
	if !n.EndsAt.IsZero() {
		ends := n.EndsAt.In(zone)
		out.EndsAt = &ends
	}
	return out
}

// PutNotice creates or replaces the global notice id: the subscribers'
// apps show it from its start until its end (at once on this node, within
// the change feed's poll on the others). Sent again unchanged it changes
// and records nothing; a notice ended by DeleteNotice shows again if a PUT
// gives it a later end. created says whether it was new.
func (s *Service) PutNotice(ctx context.Context, actor, id string, in NoticeInput) (Notice, bool, error) {
	var c checker
	c.externalID("id", id)
	c.noticeText("text", in.Text, MaxNoticeChars)
	starts := noticeTime(&c, "starts_at", in.StartsAt)
	var ends time.Time
	if in.EndsAt != nil {
		ends = noticeTime(&c, "ends_at", *in.EndsAt)
	}
	if err := c.err(); err != nil {
		return Notice{}, false, err
	}
	if !ends.IsZero() && !ends.After(starts) {
		return Notice{}, false, refused("ends_at", "the notice must end after it starts")
	}
	n := portal.ExternalNotice{ExternalID: id, GlobalNotification: portal.GlobalNotification{Message: in.Text.EN,
		MessageFR: in.Text.FR}, StartsAt: starts, EndsAt: ends}
	detail := fmt.Sprintf("from %s until %s: %s", starts.Format(time.RFC3339), endText(ends), in.Text.EN)
	decide := func(old *portal.ExternalNotice) (*portal.StaffAction, error) {
		switch {
		case old == nil:
			a := s.actionp(actor, "notice-create", 0, "notice "+id, detail)
			a.After = noticeValue(n)
			return a, nil
		case old.Message == n.Message && old.MessageFR == n.MessageFR && old.StartsAt.Equal(n.StartsAt) && old.EndsAt.Equal(n.EndsAt):
			return nil, nil
		}
		a := s.actionp(actor, "notice-replace", 0, "notice "+id, detail)
		a.Before, a.After = noticeValue(*old), noticeValue(n)
		return a, nil
	}
	stored, created, err := s.st.PutExternalNotice(ctx, n, decide)
	if err != nil {
		// Two PUTs of one new notice race to the unique index (no account
		// lock orders them): the loser finds the winner's and goes again,
		// which is a replace or nothing.
		if _, rerr := s.st.ExternalNotice(ctx, id); rerr == nil {
			stored, created, err = s.st.PutExternalNotice(ctx, n, decide)
		}
	}
	if err != nil {
		return Notice{}, false, err
	}
	return s.notice(stored), created, nil
}

// noticeValue is a notice as the staff log's before and after show it
// (JSON: its texts, start and end).
func noticeValue(n portal.ExternalNotice) string {
	v := map[string]string{"en": n.Message, "fr": n.MessageFR, "starts_at": n.StartsAt.UTC().Format(time.RFC3339), "ends_at": ""}
	if !n.EndsAt.IsZero() {
		v["ends_at"] = n.EndsAt.UTC().Format(time.RFC3339)
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func endText(t time.Time) string {
	if t.IsZero() {
		return "deleted"
	}
	return t.Format(time.RFC3339)
}

// Notice reads the global notice id.
func (s *Service) Notice(ctx context.Context, id string) (Notice, error) {
	n, err := s.st.ExternalNotice(ctx, id)
	if errors.Is(err, portal.ErrNoRows) {
		return Notice{}, notFound("Notice " + id)
	}
	if err != nil {
		return Notice{}, err
	}
	return s.notice(n), nil
}

// Notices lists the provider's global notices in the order of their ids,
// ended ones too; next is the cursor of the following page.
func (s *Service) Notices(ctx context.Context, p Page) (items []Notice, next string, err error) {
	ns, err := s.st.ExternalNotices(ctx, p.After, p.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]Notice, len(ns))
	for i, n := range ns {
		items[i] = s.notice(n)
	}
	if len(ns) > 0 {
		next = p.next(len(ns), ns[len(ns)-1].ExternalID)
	}
	return items, next, nil
}

// DeleteNotice ends the global notice id now (one not started yet never
// shows). It stays readable, ended; ending an ended notice records nothing.
func (s *Service) DeleteNotice(ctx context.Context, actor, id string) error {
	a := s.action(actor, "notice-end", 0, "notice "+id, "")
	a.Before, a.After = "showing", "ended"
	_, err := s.st.EndExternalNotice(ctx, id, s.now(), a)
	if errors.Is(err, portal.ErrNoRows) {
		return notFound("Notice " + id)
	}
	return err
}

// --- account warnings -----------------------------------------------------------

// The warning types the provider sends. Each has its actions in the app:
// a disruptive ticket (an outage, a service notice) the subscriber clears
// by signing when it is clearable; notregistered asks them to register a
// device and clears when they do. The hitcap warning is the portal's own,
// kept in line with usage, and is not sent.
const (
	WarningDisruptiveTicket = portal.WarningDisruptiveTicket
	WarningNotRegistered    = portal.WarningNotRegistered
)

// WarningInput is an account warning as a PUT sends it.
type WarningInput struct {
	Type  string     `json:"type"`
	Title NoticeText `json:"title"`
	Body  NoticeText `json:"body"`
	// Clearable lets the subscriber clear a disruptive ticket by signing
	// it with the account holder's name.
	Clearable bool `json:"clearable"`
}

// Warning is an account warning as the API answers it. ClearedAt is set
// once the subscriber or the provider cleared it (null while open).
type Warning struct {
	ID        string     `json:"id"`
	Account   int64      `json:"account"`
	Type      string     `json:"type"`
	Title     NoticeText `json:"title"`
	Body      NoticeText `json:"body"`
	Clearable bool       `json:"clearable"`
	CreatedAt time.Time  `json:"created_at"`
	ClearedAt *time.Time `json:"cleared_at"`
}

func (s *Service) warning(w portal.ExternalWarning) Warning {
	zone := s.clock.Zone()
	out := Warning{ID: w.ExternalID, Account: w.AccountID, Type: w.Type, Title: NoticeText{w.Title, w.TitleFR},
		Body: NoticeText{w.Body, w.BodyFR}, Clearable: w.Clearable, CreatedAt: w.CreatedAt.In(zone)}
	if !w.ClearedAt.IsZero() {
		cleared := w.ClearedAt.In(zone)
		out.ClearedAt = &cleared
	}
	return out
}

// PutWarning opens or replaces the account's warning id: the app of every
// login of the account shows it on its next poll. Sent again unchanged it
// changes and records nothing. A cleared warning is not reopened: sent
// again unchanged it answers as it is, changed it is refused (Conflict) —
// a new warning takes a new id. created says whether it was new.
func (s *Service) PutWarning(ctx context.Context, actor string, account int64, id string, in WarningInput) (Warning, bool, error) {
	var c checker
	c.externalID("id", id)
	switch in.Type {
	case WarningDisruptiveTicket, WarningNotRegistered, portal.WarningHitCap:
	case "":
		c.fail("type", "is required: disruptiveticket or notregistered")
	default:
		c.fail("type", "is disruptiveticket or notregistered")
	}
	c.noticeText("title", in.Title, MaxWarningTitleChars)
	c.noticeText("body", in.Body, MaxWarningBodyChars)
	if err := c.err(); err != nil {
		return Warning{}, false, err
	}
	switch {
	case in.Type == portal.WarningHitCap:
		return Warning{}, false, refused("type", "the portal opens and clears the hitcap warning itself from the account's usage")
	case in.Clearable && in.Type != WarningDisruptiveTicket:
		return Warning{}, false, refused("clearable", "only a disruptive ticket is cleared by the subscriber (by signing it); "+
			"a notregistered warning clears when the device is registered")
	}
	w := portal.ExternalWarning{ExternalID: id, AccountWarning: portal.AccountWarning{AccountID: account, Type: in.Type,
		Title: in.Title.EN, Body: in.Body.EN, TitleFR: in.Title.FR, BodyFR: in.Body.FR, Clearable: in.Clearable,
		CreatedAt: s.now()}}
	detail := fmt.Sprintf("%s: %s", in.Type, in.Title.EN)
	stored, created, err := s.st.PutExternalWarning(ctx, w, func(old *portal.ExternalWarning) (*portal.StaffAction, error) {
		switch {
		case old == nil:
			return s.actionp(actor, "warning-create", account, "warning "+id, detail), nil
		case old.Type == w.Type && old.Title == w.Title && old.Body == w.Body && old.TitleFR == w.TitleFR &&
			old.BodyFR == w.BodyFR && old.Clearable == w.Clearable:
			return nil, nil
		case !old.ClearedAt.IsZero():
			return nil, conflict(fmt.Sprintf("Warning %s of account %d was cleared on %s and is not reopened: "+
				"send a new warning under a new id.", id, account, old.ClearedAt.In(s.clock.Zone()).Format(time.RFC3339)))
		}
		return s.actionp(actor, "warning-replace", account, "warning "+id, detail), nil
	})
	if errors.Is(err, portal.ErrNoRows) {
		return Warning{}, false, notFound(fmt.Sprintf("Account %d", account))
	}
	if err != nil {
		return Warning{}, false, err
	}
	return s.warning(stored), created, nil
}

// Warning reads the account's warning id.
func (s *Service) Warning(ctx context.Context, account int64, id string) (Warning, error) {
	if err := s.knownAccount(ctx, account); err != nil {
		return Warning{}, err
	}
	w, err := s.st.ExternalWarning(ctx, account, id)
	if errors.Is(err, portal.ErrNoRows) {
		return Warning{}, notFound(fmt.Sprintf("Warning %s of account %d", id, account))
	}
	if err != nil {
		return Warning{}, err
	}
	return s.warning(w), nil
}

// Warnings lists the account's warnings from the provider in the order of
// their ids, cleared ones too; next is the cursor of the following page.
func (s *Service) Warnings(ctx context.Context, account int64, p Page) (items []Warning, next string, err error) {
	if err := s.knownAccount(ctx, account); err != nil {
		return nil, "", err
	}
	ws, err := s.st.ExternalWarnings(ctx, account, p.After, p.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]Warning, len(ws))
	for i, w := range ws {
		items[i] = s.warning(w)
	}
	if len(ws) > 0 {
		next = p.next(len(ws), ws[len(ws)-1].ExternalID)
	}
	return items, next, nil
}

// DeleteWarning clears the account's warning id: the app stops showing
// it. Clearing a cleared warning records nothing.
func (s *Service) DeleteWarning(ctx context.Context, actor string, account int64, id string) error {
	if err := s.knownAccount(ctx, account); err != nil {
		return err
	}
	_, err := s.st.ClearExternalWarning(ctx, account, id, s.now(), s.action(actor, "warning-clear", account, "warning "+id, ""))
	if errors.Is(err, portal.ErrNoRows) {
		return notFound(fmt.Sprintf("Warning %s of account %d", id, account))
	}
	return err
}
