package schema

import (
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// The Wi-Fi rules (docs/internet-api.md, "Wi-Fi"), written in the regex
// syntax Go RE2 and JavaScript share.
const (
	// SSIDRegex is a network name: printable ASCII (space to tilde) without
	// a leading or trailing space. With maxLength 32 it is 1–32 characters.
	SSIDRegex = `[!-~](?:[ -~]*[!-~])?`
	// WPA2PasswordRegex is a WPA2 passphrase: 8–63 printable ASCII characters.
	WPA2PasswordRegex = `[ -~]{8,63}`
)

var wifiSettings = perLanguage(func(lang i18n.Lang) Descriptor {
	guestOn := []Rule{{Kind: RequiredIf, Field: "guest_enabled", Test: TestEqual, Values: []string{"true"}}}
	return Descriptor{
		PK: "contactid",
		Props: []Prop{
			{Name: "contactid", Type: TypePK, ExpectedType: ExpectInteger, LabelKey: portal.MsgFieldAccount},
			{Name: "wifi_enabled", Type: TypeBool, ExpectedType: ExpectBoolean, LabelKey: portal.MsgFieldWifi, Required: true},
			{Name: "wifi_ssid", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldWifiSSID,
				Regex: SSIDRegex, MinLength: 1, MaxLength: 32, ErrorKey: portal.MsgFieldSSIDRule, Required: true, AutoFocus: true,
				StringOnly: true},
			{Name: "wifi_password", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldWifiPassword,
				Regex: WPA2PasswordRegex, MinLength: 8, MaxLength: 63, ErrorKey: portal.MsgFieldWPA2Rule, Required: true,
				StringOnly: true},
			{Name: "guest_enabled", Type: TypeBool, ExpectedType: ExpectBoolean, LabelKey: portal.MsgFieldGuest, Required: true},
			{Name: "guest_ssid", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldGuestSSID,
				Regex: SSIDRegex, MinLength: 1, MaxLength: 32, ErrorKey: portal.MsgFieldSSIDRule, RequiredRules: guestOn,
				StringOnly: true},
			{Name: "guest_password", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldGuestPassword,
				Regex: WPA2PasswordRegex, MinLength: 8, MaxLength: 63, ErrorKey: portal.MsgFieldWPA2Rule, RequiredRules: guestOn,
				StringOnly: true},
		},
	}
})

// WifiSettings is the descriptor of user.{id}/wifisettings in a language:
// the API serves it and validates every save with it, in edit mode against
// the stored settings. Names and passwords are JSON strings, never numbers
// turned into text (a long one would be stored rounded). SSIDs are 1–32 printable ASCII characters without a
// leading or trailing space, passwords 8–63 printable ASCII characters
// (WPA2), and the guest fields are required only while guest_enabled is
// true. That the guest name differs from the main one spans two fields and
// stays with the Wi-Fi service.
func WifiSettings(lang i18n.Lang) Descriptor { return wifiSettings(lang) }
