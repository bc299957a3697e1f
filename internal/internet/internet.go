// Package internet holds the internet area's business rules
// (docs/internet-api.md): usage and the provider's calendar, packages with
// proration, offers, the downgrade block, traffic packs and Unlimited mode,
// Wi-Fi settings and devices, the router's counters, the warning actions and
// the rating survey. Each service implements a portal interface on a
// portal storage interface; the API calls them, and tests call them without
// HTTP.
package internet

import (
	"context"
	"errors"
	"time"

	"myaccount/internal/portal"
)

// monthStart is the local midnight of the 1st of t's month, in t's zone.
func monthStart(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, t.Location())
}

// midnight is the local midnight starting t's day (the first instant of the
// day where midnight itself does not exist).
func midnight(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

// flagsReader is the part of the store every service checks services with.
type flagsReader interface {
	ServiceFlags(ctx context.Context, account int64) (portal.ServiceFlags, error)
}

// Services an account must have; each answers 434 without it.
var (
	errNoWifi   = portal.Fail(portal.CodeNoService, portal.MsgNoWifi)
	errNoRouter = portal.Fail(portal.CodeNoService, portal.MsgNoRouter)
)

// requireWifi answers 434 unless the account has Wi-Fi.
func requireWifi(ctx context.Context, st flagsReader, account int64) (portal.ServiceFlags, error) {
	f, err := st.ServiceFlags(ctx, account)
	if err != nil {
		return f, err
	}
	if !f.HasWiFi {
		return f, errNoWifi
	}
	return f, nil
}

// requireRouter answers 434 unless the account has a router we can read.
func requireRouter(ctx context.Context, st flagsReader, account int64) error {
	f, err := st.ServiceFlags(ctx, account)
	if err != nil {
		return err
	}
	if !f.HasRouter {
		return errNoRouter
	}
	return nil
}

// isNoRows reports whether err is a store read that found nothing.
func isNoRows(err error) bool { return errors.Is(err, portal.ErrNoRows) }
