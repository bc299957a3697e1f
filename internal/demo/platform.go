package demo

import (
	"context"
	"fmt"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// RegionCodebook is the code list the app shows provinces from (decisions.md
// §16: provinceshort by regionid; 1 and 2 are AB and SK). A migration
// (00007_regions.sql) fills it on every install.
const RegionCodebook = "region"

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

// seedPlatform writes the provider-wide data every login sees: the mailing
// lists and one active global notification. Lists are upserts; the notice is added only when none is active, so
// re-running after an interrupted seed does not stack notices.
func seedPlatform(ctx context.Context, s *seeder) error {
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
// at least three days after now, in the provider's zone, in both languages.
func maintenanceNotice(now time.Time) portal.GlobalNotification {
	day := time.Date(now.Year(), now.Month(), now.Day()+3, 0, 0, 0, 0, now.Location())
	for day.Weekday() != time.Tuesday {
		day = day.AddDate(0, 0, 1)
	}
	return portal.GlobalNotification{
		Message: fmt.Sprintf("Planned maintenance: on %s, from 1:00 to 4:00 a.m., we are upgrading "+
			"our network in central Alberta. Your internet and phone service may be interrupted for a few "+
			"minutes during that time. Thank you for your patience.", i18n.English.Day(day, true)),
		MessageFR: fmt.Sprintf("Maintenance prévue\u00a0: le %s, de 1\u00a0h à 4\u00a0h, nous améliorons notre réseau "+
			"dans le centre de l’Alberta. Votre service Internet et téléphonique pourrait être interrompu "+
			"quelques minutes pendant cette période. Merci de votre patience.", i18n.French.Day(day, true)),
	}
}
