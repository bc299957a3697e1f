package internet

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// AliasMax is the longest device name (characters).
const AliasMax = 32

// WifiService holds the Wi-Fi settings and the router's device list.
type WifiService struct {
	store portal.WifiStore
}

// NewWifi builds the Wi-Fi service.
func NewWifi(st portal.WifiStore) *WifiService { return &WifiService{st} }

var _ portal.Wifi = (*WifiService)(nil)

// stored reads the settings; an account with Wi-Fi but nothing stored yet
// has empty settings (the first save must fill the main network in).
func (s *WifiService) stored(ctx context.Context, account int64) (portal.WifiSettings, error) {
	w, err := s.store.WifiSettings(ctx, account)
	if isNoRows(err) {
		return portal.WifiSettings{AccountID: account}, nil
	}
	return w, err
}

// Settings reads the account's Wi-Fi settings; 434 without Wi-Fi.
func (s *WifiService) Settings(ctx context.Context, account int64) (portal.WifiSettings, error) {
	if _, err := requireWifi(ctx, s.store, account); err != nil {
		return portal.WifiSettings{}, err
	}
	return s.stored(ctx, account)
}

// SaveSettings validates the edited fields with the served descriptor (edit
// mode, against the stored settings), then checks that the guest network's
// name differs from the main one. Nothing here logs the fields: passwords
// must never reach the logs.
func (s *WifiService) SaveSettings(ctx context.Context, account int64, fields map[string]any) (portal.Message, error) {
	if _, err := requireWifi(ctx, s.store, account); err != nil {
		return portal.Message{}, err
	}
	w, err := s.stored(ctx, account)
	if err != nil {
		return portal.Message{}, err
	}
	res, err := schema.Validate(schema.WifiSettings(i18n.English), fields, schema.Options{Edit: true, Original: map[string]any{
		"contactid": account, "wifi_enabled": w.WifiEnabled, "wifi_ssid": w.WifiSSID, "wifi_password": w.WifiPassword,
		"guest_enabled": w.GuestEnabled, "guest_ssid": w.GuestSSID, "guest_password": w.GuestPassword}})
	if err != nil {
		return portal.Message{}, schema.Refusal(res, err)
	}
	for name, v := range res.Values {
		str, _ := v.(string)
		on, _ := v.(bool)
		switch name {
		case "wifi_enabled":
			w.WifiEnabled = on
		case "wifi_ssid":
			w.WifiSSID = str
		case "wifi_password":
			w.WifiPassword = str
		case "guest_enabled":
			w.GuestEnabled = on
		case "guest_ssid":
			w.GuestSSID = str
		case "guest_password":
			w.GuestPassword = str
		}
	}
	if w.GuestEnabled && strings.EqualFold(w.GuestSSID, w.WifiSSID) {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgGuestSSIDSame)
	}
	if err := s.store.PutWifiSettings(ctx, w); err != nil {
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgWifiSaved), nil
}

// Devices lists the router's wireless clients with their traffic over the
// last 30 days and 24 hours; 434 without Wi-Fi.
func (s *WifiService) Devices(ctx context.Context, account int64) (portal.WifiDevices, error) {
	flags, err := requireWifi(ctx, s.store, account)
	if err != nil {
		return portal.WifiDevices{}, err
	}
	ds, err := s.store.WifiDevices(ctx, account)
	if err != nil {
		return portal.WifiDevices{}, err
	}
	return portal.WifiDevices{Devices: ds, HasRouter: flags.HasRouter}, nil
}

// RenameDevice names a device (at most AliasMax printable characters,
// trimmed); an empty name removes it.
func (s *WifiService) RenameDevice(ctx context.Context, account int64, mac, alias string) (portal.Message, error) {
	if _, err := requireWifi(ctx, s.store, account); err != nil {
		return portal.Message{}, err
	}
	if !portal.ValidHW(mac) {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgBadHW)
	}
	alias = strings.TrimSpace(alias)
	if utf8.RuneCountInString(alias) > AliasMax {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgAliasTooLong, "max", AliasMax)
	}
	for _, c := range alias {
		if !unicode.IsPrint(c) {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgAliasCharacters)
		}
	}
	if err := s.store.SetWifiDeviceAlias(ctx, account, strings.ToLower(mac), alias); err != nil {
		if isNoRows(err) {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgDeviceNotFound)
		}
		return portal.Message{}, err
	}
	if alias == "" {
		return portal.Msg(portal.MsgAliasRemoved), nil
	}
	return portal.Msg(portal.MsgAliasSet, "alias", alias), nil
}
