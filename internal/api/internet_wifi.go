package api

import (
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// The internet area's Wi-Fi (docs/internet-api.md, Wi-Fi): the router's
// settings, its wireless clients and their names.

type wifiSettingsObject struct {
	ContactID     int64  `json:"contactid"`
	WifiEnabled   bool   `json:"wifi_enabled"`
	WifiSSID      string `json:"wifi_ssid"`
	WifiPassword  string `json:"wifi_password"`
	GuestEnabled  bool   `json:"guest_enabled"`
	GuestSSID     string `json:"guest_ssid"`
	GuestPassword string `json:"guest_password"`
}

func (a *API) wifiSettings(r *Request) (*Response, error) {
	w, err := a.svc.Wifi.Settings(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{Object: wifiSettingsObject{r.Account, w.WifiEnabled, w.WifiSSID, w.WifiPassword,
		w.GuestEnabled, w.GuestSSID, w.GuestPassword}, Name: "wifisettings", PK: "contactid", Schema: r.Schema(schema.WifiSettings)}, nil
}

// saveWifiSettings stores the edited fields. Nothing here logs the body:
// passwords must never reach the logs.
func (a *API) saveWifiSettings(r *Request) (*Response, error) {
	if err := sameAccountChild(r); err != nil {
		return nil, err
	}
	msg, err := a.svc.Wifi.SaveSettings(r.Context(), r.Account, r.Body)
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}

type periodTraffic struct {
	Up   int64 `json:"up"`
	Down int64 `json:"down"`
}

type wifiDevice struct {
	Alias     string                   `json:"alias"`
	Vendor    string                   `json:"vendor"`
	MAC       string                   `json:"mac"`
	Bandwidth map[string]periodTraffic `json:"bandwidth"`
}

// wifiDeviceInfo lists the router's wireless clients with bytes up and down
// over the last 30 days and 24 hours. Accounts without Wi-Fi answer 434.
func (a *API) wifiDeviceInfo(r *Request) (*Response, error) {
	ds, err := a.svc.Wifi.Devices(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	list := make([]wifiDevice, 0, len(ds.Devices))
	for _, d := range ds.Devices {
		list = append(list, wifiDevice{Alias: d.Alias, Vendor: d.Vendor, MAC: d.MAC, Bandwidth: map[string]periodTraffic{
			"30days": {d.Up30d, d.Down30d}, "1day": {d.Up1d, d.Down1d}}})
	}
	return &Response{List: list, Name: "wifiDeviceInfo", PK: "mac", Extra: map[string]any{"hasRouter": ds.HasRouter}}, nil
}

// wifiDeviceAlias names a device ({mac, alias}; alias "" or null removes
// the name).
func (a *API) wifiDeviceAlias(r *Request) (*Response, error) {
	var alias string
	switch v := r.Body["alias"].(type) {
	case string:
		alias = v
	case nil:
		if _, sent := r.Body["alias"]; !sent {
			return nil, portal.Fail(portal.CodeBadRequest, portal.MsgAliasMissing)
		}
	default:
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgAliasMissing)
	}
	msg, err := a.svc.Wifi.RenameDevice(r.Context(), r.Account, stringField(r.Body, "mac"), alias)
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}
