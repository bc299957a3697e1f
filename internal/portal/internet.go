package portal

// UnlimitedCapGB is the cap that means Unlimited: all nines (internet spec §9).
const UnlimitedCapGB = 999999

// BroadbandPlan is what an account's usage is measured against this month:
// its package's cap and the extras on top. The package area keeps it; the
// usage area reads it.
type BroadbandPlan struct {
	AccountID int64
	BPID      int64 // the account's broadband subscription id
	PackageID int64
	CapGB     int64 // UnlimitedCapGB for unlimited packages
	LoyaltyGB int64 // loyalty programme GB added every month
	// OnetimeGB are the traffic packs bought in the month asked for.
	OnetimeGB int64
	// Slowdown is true while Unlimited (slowed-down) mode is on.
	Slowdown bool
}

// Unlimited reports whether the plan has no cap.
func (p BroadbandPlan) Unlimited() bool { return p.CapGB == UnlimitedCapGB }

// TotalCapGB is the cap plus the extras, or UnlimitedCapGB when unlimited.
func (p BroadbandPlan) TotalCapGB() int64 {
	if p.Unlimited() {
		return UnlimitedCapGB
	}
	return p.CapGB + p.LoyaltyGB + p.OnetimeGB
}
