package portal

// CapReached is the hitcap rule (internet spec §8, issue 13): an account
// has the hitcap warning exactly while its package is capped, Unlimited mode
// is off for the month and the month's usage (usedBytes, down plus up) has
// reached the month's total cap. The warning is derived from this state —
// never a one-shot flag — so it comes back when Unlimited mode is turned
// off again over the cap, and goes when a new month starts.
func (p BroadbandPlan) CapReached(usedBytes int64) bool {
	return !p.Unlimited() && !p.Slowdown && usedBytes >= p.TotalCapGB()*BytesPerGB
}
