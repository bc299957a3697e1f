package portal

import (
	"errors"
	"time"
)

// ReviewClaim is a staff login's hold on one item of a review queue of
// the staff console, so two agents do not work the same item.
type ReviewClaim struct {
	Queue     string
	ItemID    int64
	Email     string // the holder's staff e-mail
	Name      string // the holder's name
	ClaimedAt time.Time
	ExpiresAt time.Time
}

// ErrClaimed is a claim refused because another staff login holds the
// item (the store answers the live claim with it).
var ErrClaimed = errors.New("portal: the item is claimed by another staff login")
