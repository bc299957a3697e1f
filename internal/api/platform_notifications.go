package api

import "myaccount/internal/portal"

// The notification preferences of the session's login (issue 31): the
// same for every account of the login, so any of its user.{id} serves
// them (authorize has checked the account is the login's).

type notificationPreferenceItem struct {
	Category string `json:"category"`
	Name     string `json:"name"`
	Enabled  bool   `json:"enabled"`
	Address  string `json:"address"`
}

// notificationPreferences lists one item per category, in the page's
// order, and the addresses the login may choose ("addresses", its own
// first).
func (a *API) notificationPreferences(r *Request) (*Response, error) {
	s, err := a.svc.Notifications.Settings(r.Context(), r.Session.IdentityID)
	if err != nil {
		return nil, err
	}
	list := make([]notificationPreferenceItem, 0, len(s.Preferences))
	for _, p := range s.Preferences {
		list = append(list, notificationPreferenceItem{Category: string(p.Category), Name: r.Lang.T(p.Category.NameKey()),
			Enabled: p.Enabled, Address: p.Address})
	}
	return &Response{List: list, Name: "notificationpreference", PK: "category",
		Extra: map[string]any{"addresses": s.Addresses}}, nil
}

// changeNotificationPreference turns one category on or off and/or
// chooses its address: {category, enabled?, address?}.
func (a *API) changeNotificationPreference(r *Request) (*Response, error) {
	msg, err := a.svc.Notifications.Change(r.Context(), portal.NotificationChange{Identity: r.Session.IdentityID, Fields: r.Body})
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}
