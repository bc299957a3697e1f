package portal

import (
	"context"
	"time"
)

// Sites and service status (issue 32): an account belongs to a site (a
// tower, a node or an area); an outage or a planned maintenance affects
// sites, and the subscribers of those sites hear of it (the app's card and
// banner, the public status page, the Service status e-mails).

// Site is a tower, a node or an area, by the provider's code.
type Site struct {
	Code   string
	Name   string
	NameFR string // empty: the English name
}

// The kinds of event.
const (
	OutageKindOutage      = "outage"
	OutageKindMaintenance = "maintenance"
)

// OutageUpdate is one timestamped text of an event.
type OutageUpdate struct {
	At     time.Time
	Text   string
	TextFR string
}

// Outage is an outage or a planned maintenance.
type Outage struct {
	ID         int64
	ExternalID string
	Kind       string
	Title      string
	TitleFR    string
	Sites      []string // site codes, sorted
	StartsAt   time.Time
	// EstimatedAt is the estimated restoration (zero: none given).
	EstimatedAt time.Time
	// ResolvedAt is set once it is over; Resolution says how.
	ResolvedAt   time.Time
	Resolution   string
	ResolutionFR string
	Updates      []OutageUpdate // oldest first
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// Open reports whether the event is not resolved.
func (o Outage) Open() bool { return o.ResolvedAt.IsZero() }

// The Service status e-mails (category service-status); Data carries
// "event" (the external id), "kind", "title", "title_fr", "text",
// "text_fr", "starts" and "estimate" (epoch ms; estimate may be absent).
const (
	MailOutageStarted  MailKind = "outage-started"
	MailOutageUpdated  MailKind = "outage-updated"
	MailOutageResolved MailKind = "outage-resolved"
)

// ServiceStatus is what the subscriber's app reads of the service status:
// the unresolved events affecting the account's site.
type ServiceStatus interface {
	AccountOutages(ctx context.Context, account int64) ([]Outage, error)
}
