package portal

import "time"

// CapReached is the hitcap rule (internet spec §8, issue 13): an account
// has the hitcap warning exactly while its package is capped, Unlimited mode
// is off for the month and the month's usage (usedBytes, down plus up) has
// reached the month's total cap. The warning is derived from this state —
// never a one-shot flag — so it comes back when Unlimited mode is turned
// off again over the cap, and goes when a new month starts.
func (p BroadbandPlan) CapReached(usedBytes int64) bool {
	return !p.Unlimited() && !p.Slowdown && usedBytes >= p.TotalCapGB()*BytesPerGB
}

// HitCapWarning is the warning an account gets while CapReached holds;
// reset is the next month's first local midnight, when usage starts again.
func HitCapWarning(reset time.Time) AccountWarning {
	return AccountWarning{
		Type:  WarningHitCap,
		Title: "You have reached your monthly data cap",
		Body: "Your internet use this month has gone over your package's data cap. Extra data is billed " +
			"per GB until your usage resets on " + reset.Format("January 2") + ". To avoid extra charges, " +
			"turn on Unlimited mode or upgrade your package.",
	}
}
