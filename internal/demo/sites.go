package demo

import (
	"context"
	"errors"

	"myaccount/internal/portal"
)

// The demo sites (issue 32): avery's #1001 is on the Red Deer north tower,
// emery's #5001 on the Sylvan Lake node, so an outage declared for one
// site shows to avery and not to emery. Seeded on every start, like the
// staff logins, so a data folder seeded before them gets them too; a site
// or an account's site already set is left as it is.
var demoSites = []struct {
	site     portal.Site
	accounts []int64
}{
	{portal.Site{Code: "red-deer-north", Name: "Red Deer north tower", NameFR: "Tour nord de Red Deer"}, []int64{1001}},
	{portal.Site{Code: "sylvan-lake", Name: "Sylvan Lake node", NameFR: "Nœud de Sylvan Lake"}, []int64{5001}},
	{portal.Site{Code: "lacombe-east", Name: "Lacombe east area", NameFR: "Secteur est de Lacombe"}, nil},
}

func seedSites(ctx context.Context, s *seeder) error {
	for _, d := range demoSites {
		_, _, err := s.st.PutSite(ctx, d.site, func(old *portal.Site) (*portal.StaffAction, error) {
			if old != nil {
				return nil, nil
			}
			return &portal.StaffAction{Actor: "demo", Action: "site-create", Subject: "site " + d.site.Code,
				Detail: d.site.Name, At: s.now}, nil
		})
		if err != nil {
			return err
		}
		for _, account := range d.accounts {
			code, err := s.st.AccountSite(ctx, account)
			if errors.Is(err, portal.ErrNoRows) {
				continue
			}
			if err != nil || code != "" {
				return err
			}
			if err := s.st.SetAccountSite(ctx, account, d.site.Code, portal.StaffAction{Actor: "demo", Action: "account-site",
				Account: account, Subject: "site " + d.site.Code, At: s.now}); err != nil {
				return err
			}
		}
	}
	return nil
}
