package provisioning

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// Sites and service status (issue 32): the sites accounts belong to, and
// the outages and planned maintenance that affect sites. The provider API
// (/provider/v1/sites, /provider/v1/outages) and the staff console both
// call these methods, so the rules are written once; every write is in the
// staff log, and an event's start, update and resolution e-mail the logins
// of the affected sites (Service status category).

// statusStore is what the service needs for sites and events.
type statusStore interface {
	Site(ctx context.Context, code string) (portal.Site, error)
	Sites(ctx context.Context, after string, limit int) ([]portal.Site, error)
	PutSite(ctx context.Context, v portal.Site, decide func(old *portal.Site) (*portal.StaffAction, error)) (portal.Site, bool, error)
	Outage(ctx context.Context, externalID string) (portal.Outage, error)
	Outages(ctx context.Context, after string, limit int) ([]portal.Outage, error)
	OpenOutages(ctx context.Context, since time.Time) ([]portal.Outage, error)
	AccountOutages(ctx context.Context, account int64) ([]portal.Outage, error)
	PutOutage(ctx context.Context, o portal.Outage,
		decide func(old *portal.Outage) (*portal.StaffAction, portal.MailKind, error)) (portal.Outage, bool, error)
}

// Limits of the status texts.
const (
	MaxSiteNameChars    = 200
	MaxOutageTitleChars = 200
	MaxOutageTextChars  = 1000
	MaxOutageSites      = 500
	MaxOutageUpdates    = 200
)

// --- sites --------------------------------------------------------------------

// Site is a tower, a node or an area, by the provider's code.
type Site struct {
	Code string `json:"code"`
	Name Names  `json:"name"`
}

func siteOf(v portal.Site) Site { return Site{Code: v.Code, Name: Names{EN: v.Name, FR: v.NameFR}} }

// PutSite creates or replaces the site code. Sent again unchanged it
// changes and records nothing.
func (s *Service) PutSite(ctx context.Context, actor, code string, in Site) (Site, bool, error) {
	var c checker
	c.code(code, in.Code)
	c.names("name", in.Name)
	if err := c.err(); err != nil {
		return Site{}, false, err
	}
	v := portal.Site{Code: code, Name: strings.TrimSpace(in.Name.EN), NameFR: strings.TrimSpace(in.Name.FR)}
	stored, created, err := s.st.PutSite(ctx, v, func(old *portal.Site) (*portal.StaffAction, error) {
		if old != nil && *old == v {
			return nil, nil
		}
		return s.actionp(actor, putAction("site", old == nil), 0, "site "+code, v.Name+" / "+v.NameFR), nil
	})
	if err != nil {
		return Site{}, false, err
	}
	return siteOf(stored), created, nil
}

// Site reads the site code.
func (s *Service) Site(ctx context.Context, code string) (Site, error) {
	v, err := s.st.Site(ctx, code)
	if errors.Is(err, portal.ErrNoRows) {
		return Site{}, notFound("The site " + code)
	}
	return siteOf(v), err
}

// Sites lists the sites by code.
func (s *Service) Sites(ctx context.Context, p Page) (items []Site, next string, err error) {
	vs, err := s.st.Sites(ctx, p.After, p.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]Site, len(vs))
	for i, v := range vs {
		items[i] = siteOf(v)
	}
	if len(vs) > 0 {
		next = p.next(len(vs), vs[len(vs)-1].Code)
	}
	return items, next, nil
}

// --- outages and maintenance --------------------------------------------------

// OutageUpdateInput is one timestamped text of an event.
type OutageUpdateInput struct {
	At   string     `json:"at"`
	Text NoticeText `json:"text"`
}

// OutageInput is an outage or a planned maintenance as a PUT sends it: the
// whole event, updates included (oldest first), so sending it again
// changes nothing. Resolution, once given, ends it.
type OutageInput struct {
	Kind                 string              `json:"kind"`
	Title                NoticeText          `json:"title"`
	Sites                []string            `json:"sites"`
	StartsAt             string              `json:"starts_at"`
	EstimatedRestoration *string             `json:"estimated_restoration"`
	Updates              []OutageUpdateInput `json:"updates"`
	Resolution           *OutageUpdateInput  `json:"resolution"`
}

// OutageUpdate is an update as the API answers it.
type OutageUpdate struct {
	At   time.Time  `json:"at"`
	Text NoticeText `json:"text"`
}

// Outage is an event as the API answers it. Status is "planned" (not
// started), "ongoing" or "resolved".
type Outage struct {
	ID                   string         `json:"id"`
	Kind                 string         `json:"kind"`
	Title                NoticeText     `json:"title"`
	Sites                []string       `json:"sites"`
	StartsAt             time.Time      `json:"starts_at"`
	EstimatedRestoration *time.Time     `json:"estimated_restoration"`
	Updates              []OutageUpdate `json:"updates"`
	Resolution           *OutageUpdate  `json:"resolution"`
	Status               string         `json:"status"`
}

// Event states.
const (
	StatusPlanned  = "planned"
	StatusOngoing  = "ongoing"
	StatusResolved = "resolved"
)

// OutageStatus is the state of o at now.
func OutageStatus(o portal.Outage, now time.Time) string {
	switch {
	case !o.ResolvedAt.IsZero():
		return StatusResolved
	case o.StartsAt.After(now):
		return StatusPlanned
	}
	return StatusOngoing
}

func (s *Service) outageOf(o portal.Outage) Outage {
	zone := s.clock.Zone()
	out := Outage{ID: o.ExternalID, Kind: o.Kind, Title: NoticeText{o.Title, o.TitleFR}, Sites: o.Sites,
		StartsAt: o.StartsAt.In(zone), Updates: []OutageUpdate{}, Status: OutageStatus(o, s.now())}
	if out.Sites == nil {
		out.Sites = []string{}
	}
	if !o.EstimatedAt.IsZero() {
		t := o.EstimatedAt.In(zone)
		out.EstimatedRestoration = &t
	}
	for _, u := range o.Updates {
		out.Updates = append(out.Updates, OutageUpdate{At: u.At.In(zone), Text: NoticeText{u.Text, u.TextFR}})
	}
	if !o.ResolvedAt.IsZero() {
		out.Resolution = &OutageUpdate{At: o.ResolvedAt.In(zone), Text: NoticeText{o.Resolution, o.ResolutionFR}}
	}
	return out
}

// planOutage checks an event against the fields' rules and the sites.
func (s *Service) planOutage(ctx context.Context, id string, in OutageInput) (portal.Outage, error) {
	var c checker
	c.externalID("id", id)
	if in.Kind != portal.OutageKindOutage && in.Kind != portal.OutageKindMaintenance {
		c.fail("kind", "is outage or maintenance")
	}
	c.noticeText("title", in.Title, MaxOutageTitleChars)
	switch {
	case len(in.Sites) == 0:
		c.fail("sites", "names at least one site")
	case len(in.Sites) > MaxOutageSites:
		c.fail("sites", "names at most %d sites", MaxOutageSites)
	}
	sites := slices.Clone(in.Sites)
	slices.Sort(sites)
	if len(slices.Compact(slices.Clone(sites))) != len(sites) {
		c.fail("sites", "names a site twice")
	}
	o := portal.Outage{ExternalID: id, Kind: in.Kind, Title: strings.TrimSpace(in.Title.EN),
		TitleFR: strings.TrimSpace(in.Title.FR), Sites: sites, Updates: []portal.OutageUpdate{}}
	o.StartsAt = noticeTime(&c, "starts_at", in.StartsAt)
	if in.EstimatedRestoration != nil {
		o.EstimatedAt = noticeTime(&c, "estimated_restoration", *in.EstimatedRestoration)
	}
	if len(in.Updates) > MaxOutageUpdates {
		c.fail("updates", "has at most %d updates", MaxOutageUpdates)
	}
	for i, u := range in.Updates {
		field := fmt.Sprintf("updates[%d]", i)
		at := noticeTime(&c, field+".at", u.At)
		c.noticeText(field+".text", u.Text, MaxOutageTextChars)
		if i > 0 && !at.IsZero() && at.Before(o.Updates[i-1].At) {
			c.fail(field+".at", "is before the update it follows (updates go oldest first)")
		}
		o.Updates = append(o.Updates, portal.OutageUpdate{At: at, Text: strings.TrimSpace(u.Text.EN),
			TextFR: strings.TrimSpace(u.Text.FR)})
	}
	if r := in.Resolution; r != nil {
		o.ResolvedAt = noticeTime(&c, "resolution.at", r.At)
		c.noticeText("resolution.text", r.Text, MaxOutageTextChars)
		o.Resolution, o.ResolutionFR = strings.TrimSpace(r.Text.EN), strings.TrimSpace(r.Text.FR)
	}
	if err := c.err(); err != nil {
		return o, err
	}
	if !o.EstimatedAt.IsZero() && !o.EstimatedAt.After(o.StartsAt) {
		return o, refused("estimated_restoration", "the estimated restoration must be after the start")
	}
	for _, code := range sites {
		if _, err := s.st.Site(ctx, code); errors.Is(err, portal.ErrNoRows) {
			return o, refused("sites", "the site "+code+" does not exist (PUT /sites/{code} first)")
		} else if err != nil {
			return o, err
		}
	}
	return o, nil
}

// sameOutage says whether the stored event already is o.
func sameOutage(a, b portal.Outage) bool {
	same := a.Kind == b.Kind && a.Title == b.Title && a.TitleFR == b.TitleFR && slices.Equal(a.Sites, b.Sites) &&
		a.StartsAt.Equal(b.StartsAt) && a.EstimatedAt.Equal(b.EstimatedAt) && a.ResolvedAt.Equal(b.ResolvedAt) &&
		a.Resolution == b.Resolution && a.ResolutionFR == b.ResolutionFR && len(a.Updates) == len(b.Updates)
	for i := 0; same && i < len(a.Updates); i++ {
		u, v := a.Updates[i], b.Updates[i]
		same = u.At.Equal(v.At) && u.Text == v.Text && u.TextFR == v.TextFR
	}
	return same
}

// PutOutage creates or replaces the event id. Sent again unchanged it
// changes, records and sends nothing. A new event that is not resolved
// e-mails its sites' logins (started), a new update or a new estimate
// e-mails them again (updated), and the resolution a last time (resolved).
// A resolved event may be corrected but not reopened.
func (s *Service) PutOutage(ctx context.Context, actor, id string, in OutageInput) (Outage, bool, error) {
	o, err := s.planOutage(ctx, id, in)
	if err != nil {
		return Outage{}, false, err
	}
	stored, created, err := s.st.PutOutage(ctx, o, func(old *portal.Outage) (*portal.StaffAction, portal.MailKind, error) {
		return s.decideOutage(actor, old, o)
	})
	if err != nil {
		return Outage{}, false, err
	}
	return s.outageOf(stored), created, nil
}

// decideOutage is the staff log's entry and the e-mail of a write of o
// over old (nil: new).
func (s *Service) decideOutage(actor string, old *portal.Outage, o portal.Outage) (*portal.StaffAction, portal.MailKind, error) {
	subject := o.Kind + " " + o.ExternalID
	estimate := "none"
	if !o.EstimatedAt.IsZero() {
		estimate = o.EstimatedAt.Format(time.RFC3339)
	}
	detail := fmt.Sprintf("%s; sites %s; from %s, estimate %s; %d updates", o.Title, strings.Join(o.Sites, ", "),
		o.StartsAt.Format(time.RFC3339), estimate, len(o.Updates))
	switch {
	case old == nil && o.Open():
		return s.actionp(actor, "outage-declare", 0, subject, detail), portal.MailOutageStarted, nil
	case old == nil:
		return s.actionp(actor, "outage-declare", 0, subject, detail+"; resolved: "+o.Resolution), "", nil
	case sameOutage(*old, o):
		return nil, "", nil
	case !old.Open() && o.Open():
		return nil, "", conflict("The event " + o.ExternalID + " is resolved; it cannot be reopened (declare a new one).")
	case old.Open() && !o.Open():
		return s.actionp(actor, "outage-resolve", 0, subject, o.Resolution), portal.MailOutageResolved, nil
	case o.Open() && (len(o.Updates) > len(old.Updates) || !o.EstimatedAt.Equal(old.EstimatedAt)):
		return s.actionp(actor, "outage-update", 0, subject, detail), portal.MailOutageUpdated, nil
	}
	return s.actionp(actor, "outage-replace", 0, subject, detail), "", nil
}

// Outage reads the event id.
func (s *Service) Outage(ctx context.Context, id string) (Outage, error) {
	o, err := s.st.Outage(ctx, id)
	if errors.Is(err, portal.ErrNoRows) {
		return Outage{}, notFound("The event " + id)
	}
	if err != nil {
		return Outage{}, err
	}
	return s.outageOf(o), nil
}

// Outages lists the events by id, resolved ones too.
func (s *Service) Outages(ctx context.Context, p Page) (items []Outage, next string, err error) {
	os, err := s.st.Outages(ctx, p.After, p.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]Outage, len(os))
	for i, o := range os {
		items[i] = s.outageOf(o)
	}
	if len(os) > 0 {
		next = p.next(len(os), os[len(os)-1].ExternalID)
	}
	return items, next, nil
}

// RecentlyResolved is how long a resolved event stays on the status page
// and in the console's list.
const RecentlyResolved = 24 * time.Hour

// CurrentOutages lists the events not resolved (ongoing, then planned, by
// start), then those resolved in the last RecentlyResolved.
func (s *Service) CurrentOutages(ctx context.Context) ([]Outage, error) {
	os, err := s.st.OpenOutages(ctx, s.now().Add(-RecentlyResolved))
	if err != nil {
		return nil, err
	}
	out := make([]Outage, len(os))
	for i, o := range os {
		out[i] = s.outageOf(o)
	}
	return out, nil
}

// AccountOutages lists the unresolved events affecting the account's site.
func (s *Service) AccountOutages(ctx context.Context, account int64) ([]Outage, error) {
	os, err := s.st.AccountOutages(ctx, account)
	if err != nil {
		return nil, err
	}
	out := make([]Outage, len(os))
	for i, o := range os {
		out[i] = s.outageOf(o)
	}
	return out, nil
}

// input is the stored event as a PUT would send it.
func inputOf(o Outage) OutageInput {
	in := OutageInput{Kind: o.Kind, Title: o.Title, Sites: o.Sites, StartsAt: o.StartsAt.Format(time.RFC3339Nano)}
	if o.EstimatedRestoration != nil {
		e := o.EstimatedRestoration.Format(time.RFC3339Nano)
		in.EstimatedRestoration = &e
	}
	for _, u := range o.Updates {
		in.Updates = append(in.Updates, OutageUpdateInput{At: u.At.Format(time.RFC3339Nano), Text: u.Text})
	}
	if o.Resolution != nil {
		in.Resolution = &OutageUpdateInput{At: o.Resolution.At.Format(time.RFC3339Nano), Text: o.Resolution.Text}
	}
	return in
}

// PostOutageUpdate adds an update (now) to the open event id and, when
// estimate is not nil, sets its estimated restoration ("" removes it): the
// console's "Post an update", through PutOutage's rules.
func (s *Service) PostOutageUpdate(ctx context.Context, actor, id string, text NoticeText, estimate *string) (Outage, error) {
	o, err := s.Outage(ctx, id)
	if err != nil {
		return Outage{}, err
	}
	if o.Resolution != nil {
		return Outage{}, conflict("The event " + id + " is resolved.")
	}
	in := inputOf(o)
	in.Updates = append(in.Updates, OutageUpdateInput{At: s.now().Format(time.RFC3339Nano), Text: text})
	if estimate != nil {
		in.EstimatedRestoration = estimate
		if *estimate == "" {
			in.EstimatedRestoration = nil
		}
	}
	out, _, err := s.PutOutage(ctx, actor, id, in)
	return out, err
}

// ResolveOutage resolves the open event id now with text.
func (s *Service) ResolveOutage(ctx context.Context, actor, id string, text NoticeText) (Outage, error) {
	o, err := s.Outage(ctx, id)
	if err != nil {
		return Outage{}, err
	}
	if o.Resolution != nil {
		return Outage{}, conflict("The event " + id + " is resolved already.")
	}
	in := inputOf(o)
	in.Resolution = &OutageUpdateInput{At: s.now().Format(time.RFC3339Nano), Text: text}
	out, _, err := s.PutOutage(ctx, actor, id, in)
	return out, err
}
