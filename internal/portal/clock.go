package portal

import "time"

// Clock is the time the services read: now, in the provider's zone.
type Clock struct {
	// Now is the clock (tests fix it); nil means time.Now.
	Now func() time.Time
	// Location is the provider's time zone: usage days, month ends and the
	// calendar's day keys are in it. nil means UTC.
	Location *time.Location
}

// Time is now.
func (c Clock) Time() time.Time {
	if c.Now == nil {
		return time.Now()
	}
	return c.Now()
}

// Zone is the provider's time zone.
func (c Clock) Zone() *time.Location {
	if c.Location == nil {
		return time.UTC
	}
	return c.Location
}

// Local is now in the provider's zone.
func (c Clock) Local() time.Time { return c.Time().In(c.Zone()) }
