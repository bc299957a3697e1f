package portal

import "testing"

// TestOverage: the one rule for data over the cap (issue 28) — the GB over
// the total cap (packs and loyalty count) and their price so far, rounded
// to the cent; nothing within the cap or on an unlimited plan.
func TestOverage(t *testing.T) {
	const gb = 1_000_000_000
	plan := BroadbandPlan{CapGB: 400, LoyaltyGB: 25, OnetimeGB: 0, OverageCentsPerGB: 200}
	for _, c := range []struct {
		name  string
		plan  BroadbandPlan
		used  int64
		over  float64
		cents int64
	}{
		{"within the cap", plan, 425 * gb, 0, 0},
		{"12 GB over", plan, 437 * gb, 12, 2400},
		{"a part of a GB, rounded to the cent", plan, 425*gb + 123_456_789, 0.123, 25},
		{"a pack raises the cap", BroadbandPlan{CapGB: 400, LoyaltyGB: 25, OnetimeGB: 50, OverageCentsPerGB: 200}, 437 * gb, 0, 0},
		{"no price set", BroadbandPlan{CapGB: 400, LoyaltyGB: 25}, 437 * gb, 12, 0},
		{"unlimited", BroadbandPlan{CapGB: UnlimitedCapGB, OverageCentsPerGB: 200}, 5000 * gb, 0, 0},
	} {
		over, cents := c.plan.Overage(c.used)
		if over != c.over || cents != c.cents {
			t.Errorf("%s: %v GB, %d cents; want %v GB, %d cents", c.name, over, cents, c.over, c.cents)
		}
	}
}
