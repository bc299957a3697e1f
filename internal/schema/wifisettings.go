package schema

import "sync"

// The Wi-Fi rules (docs/internet-api.md, "Wi-Fi"), written in the regex
// syntax Go RE2 and JavaScript share.
const (
	// SSIDRegex is a network name: printable ASCII (space to tilde) without
	// a leading or trailing space. With maxLength 32 it is 1–32 characters.
	SSIDRegex = `[!-~](?:[ -~]*[!-~])?`
	// WPA2PasswordRegex is a WPA2 passphrase: 8–63 printable ASCII characters.
	WPA2PasswordRegex = `[ -~]{8,63}`
)

// Field messages of the Wi-Fi form.
const (
	MsgSSID         = "Use 1 to 32 letters, digits, spaces or symbols (no accents), not starting or ending with a space."
	MsgWPA2Password = "Use 8 to 63 letters, digits, spaces or symbols (no accents)."
)

var wifiSettings = sync.OnceValue(func() Descriptor {
	guestOn := []Rule{{Kind: RequiredIf, Field: "guest_enabled", Test: TestEqual, Values: []string{"true"}}}
	return MustBuild(Descriptor{
		PK: "contactid",
		Props: []Prop{
			{Name: "contactid", Type: TypePK, ExpectedType: ExpectInteger, Label: "Account"},
			{Name: "wifi_enabled", Type: TypeBool, ExpectedType: ExpectBoolean, Label: "Wi-Fi", Required: true},
			{Name: "wifi_ssid", Type: TypeInput, ExpectedType: ExpectString, Label: "Network name (SSID)",
				Regex: SSIDRegex, MinLength: 1, MaxLength: 32, ErrorMessage: MsgSSID, Required: true, AutoFocus: true},
			{Name: "wifi_password", Type: TypeInput, ExpectedType: ExpectString, Label: "Wi-Fi password",
				Regex: WPA2PasswordRegex, MinLength: 8, MaxLength: 63, ErrorMessage: MsgWPA2Password, Required: true},
			{Name: "guest_enabled", Type: TypeBool, ExpectedType: ExpectBoolean, Label: "Guest network", Required: true},
			{Name: "guest_ssid", Type: TypeInput, ExpectedType: ExpectString, Label: "Guest network name (SSID)",
				Regex: SSIDRegex, MinLength: 1, MaxLength: 32, ErrorMessage: MsgSSID, RequiredRules: guestOn},
			{Name: "guest_password", Type: TypeInput, ExpectedType: ExpectString, Label: "Guest network password",
				Regex: WPA2PasswordRegex, MinLength: 8, MaxLength: 63, ErrorMessage: MsgWPA2Password, RequiredRules: guestOn},
		},
	})
})

// WifiSettings is the descriptor of user.{id}/wifisettings: the API serves
// it and validates every save with it, in edit mode against the stored
// settings. SSIDs are 1–32 printable ASCII characters without a leading or
// trailing space, passwords 8–63 printable ASCII characters (WPA2), and the
// guest fields are required only while guest_enabled is true. That the guest
// name differs from the main one spans two fields and stays with the API.
//
// Each call returns its own copy of the props slice.
func WifiSettings() Descriptor {
	d := wifiSettings()
	d.Props = append([]Prop(nil), d.Props...)
	return d
}
