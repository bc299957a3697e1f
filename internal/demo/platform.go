package demo

import (
	"context"
	"fmt"
	"time"

	"myaccount/internal/portal"
)

// RegionCodebook is the code list the app shows provinces from (decisions.md
// §16: provinceshort by regionid; 1 and 2 are AB and SK).
const RegionCodebook = "region"

// region is one row of the region codebook.
type region struct {
	id        int64
	countryID int64 // 1 Canada, 2 United States
	long      string
	short     string
}

// regions: every Canadian province and territory (ids 1 = AB and 2 = SK as
// the specs assume, then the rest), and the US states next to the
// provider's area with countryid 2, from id 51 so Canada can grow.
var regions = []region{
	{1, 1, "Alberta", "AB"},
	{2, 1, "Saskatchewan", "SK"},
	{3, 1, "British Columbia", "BC"},
	{4, 1, "Manitoba", "MB"},
	{5, 1, "Ontario", "ON"},
	{6, 1, "Quebec", "QC"},
	{7, 1, "New Brunswick", "NB"},
	{8, 1, "Nova Scotia", "NS"},
	{9, 1, "Prince Edward Island", "PE"},
	{10, 1, "Newfoundland and Labrador", "NL"},
	{11, 1, "Yukon", "YT"},
	{12, 1, "Northwest Territories", "NT"},
	{13, 1, "Nunavut", "NU"},
	{51, 2, "Montana", "MT"},
	{52, 2, "North Dakota", "ND"},
	{53, 2, "Idaho", "ID"},
	{54, 2, "Washington", "WA"},
	{55, 2, "Minnesota", "MN"},
}

// Region ids the demo addresses use.
const (
	regionAB = 1
	regionSK = 2
)

// mailingLists are the lists a subscriber can leave from the public
// unsubscribe page, in the store's order (by key).
var mailingLists = []portal.Subscription{
	{Key: "news", Name: "Monthly newsletter"},
	{Key: "offers", Name: "Special offers and promotions"},
	{Key: "outages", Name: "Planned maintenance notices"},
}

// seedPlatform writes the provider-wide data every login sees: the region
// codebook, the mailing lists and one active global notification. Codebook
// and lists are upserts; the notice is added only when none is active, so
// re-running after an interrupted seed does not stack notices.
func seedPlatform(ctx context.Context, s *seeder) error {
	for i, r := range regions {
		e := portal.CodebookEntry{ID: r.id, Data: map[string]any{
			"id": r.id, "countryid": r.countryID, "provincelong": r.long, "provinceshort": r.short,
		}}
		if err := s.st.PutCodebookEntry(ctx, RegionCodebook, i, e); err != nil {
			return fmt.Errorf("region %s: %w", r.short, err)
		}
	}
	for _, l := range mailingLists {
		if err := s.st.PutSubscription(ctx, l.Key, l.Name); err != nil {
			return fmt.Errorf("mailing list %s: %w", l.Key, err)
		}
	}
	active, err := s.st.ActiveGlobalNotifications(ctx)
	if err != nil {
		return err
	}
	if len(active) == 0 {
		// Open-ended, so a demo database kept for weeks still shows a notice.
		starts := s.now.Add(-24 * time.Hour).UnixMilli()
		if _, err := s.st.AddGlobalNotification(ctx, maintenanceNotice(s.now.In(s.loc)), starts, 0); err != nil {
			return fmt.Errorf("global notification: %w", err)
		}
	}
	return nil
}

// maintenanceNotice announces a night of network work on the first Tuesday
// at least three days after now, in the provider's zone.
func maintenanceNotice(now time.Time) string {
	day := time.Date(now.Year(), now.Month(), now.Day()+3, 0, 0, 0, 0, now.Location())
	for day.Weekday() != time.Tuesday {
		day = day.AddDate(0, 0, 1)
	}
	return fmt.Sprintf("Planned maintenance: on %s, from 1:00 to 4:00 a.m., we are upgrading "+
		"our network in central Alberta. Your internet and phone service may be interrupted for a few "+
		"minutes during that time. Thank you for your patience.", day.Format("Monday, January 2"))
}
