package schema

import (
	"strconv"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// The phone area's forms (docs/phone-api.md), written in the regex syntax Go
// RE2 and JavaScript share.
const (
	// NANPRegex is a 10-digit North American number: area code and exchange
	// do not start with 0 or 1.
	NANPRegex = `[2-9][0-9]{2}[2-9][0-9]{6}`
	// PostalCodeRegex is a Canadian postal code, with or without its space.
	PostalCodeRegex = `[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]`
	// VoicemailPasswordRegex is 4 to 8 digits.
	VoicemailPasswordRegex = `[0-9]{4,8}`
)

// RingTimeouts are the ringing timeouts a subscriber may choose, seconds.
var RingTimeouts = []int{10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60}

// LDAmounts are the international credit top-ups offered, in dollars
// ("Select Amount").
var LDAmounts = []int{5, 10, 20, 50}

func intOptions(values []int, label func(int) string) []Option {
	out := make([]Option, len(values))
	for i, v := range values {
		out[i] = Option{Value: strconv.Itoa(v), Label: label(v)}
	}
	return out
}

// EmergencyProfile is the descriptor of a 911 address in a language, with
// the provinces a subscriber may choose (the region codebook's Canadian
// rows). Mode 1 is a street address, which needs a street number and name;
// any other mode is rural, which needs the rural address.
func EmergencyProfile(lang i18n.Lang, provinces []Option) Descriptor {
	street := []Rule{{Kind: RequiredIf, Field: "mode", Test: TestEqual, Values: []string{"1"}}}
	rural := []Rule{{Kind: OptionalIf, Field: "mode", Test: TestEqual, Values: []string{"1"}}}
	text := func(key portal.MsgKey, max int, required bool, rules []Rule, label portal.MsgKey) Prop {
		return Prop{Type: TypeInput, ExpectedType: ExpectString, LabelKey: label, MaxLength: max, Required: required,
			RequiredRules: rules, ErrorKey: key}
	}
	props := []Prop{
		{Name: "mode", Type: TypeSelect, ExpectedType: ExpectInteger, LabelKey: portal.MsgFieldAddressMode, Required: true,
			DropdownOptions: []Option{{Value: "1", LabelKey: portal.MsgFieldStreetAddress}, {Value: "2", LabelKey: portal.MsgFieldRuralAddress}}},
	}
	named := func(name string, p Prop) Prop { p.Name = name; return p }
	props = append(props,
		named("firstname", text("", 40, true, nil, portal.MsgFieldFirstName)),
		named("lastname", text("", 40, true, nil, portal.MsgFieldLastName)),
		named("streetnumber", text("", 10, false, street, portal.MsgFieldStreetNumber)),
		named("streetname", text("", 60, false, street, portal.MsgFieldStreetName)),
		named("unit", text("", 10, false, nil, portal.MsgFieldUnit)),
		named("ruraladdress", text("", 80, false, rural, portal.MsgFieldRuralAddressLine)),
		named("ruraladditionalinfo", text("", 80, false, nil, portal.MsgFieldRuralAdditionalInfo)),
		named("city", text("", 40, true, nil, portal.MsgFieldCity)),
		Prop{Name: "province", Type: TypeSelect, ExpectedType: ExpectString, LabelKey: portal.MsgFieldProvince, Required: true,
			DropdownOptions: provinces},
		Prop{Name: "postalcode", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldPostalCode, Required: true,
			Regex: PostalCodeRegex, MaxLength: 7, ErrorKey: portal.MsgFieldPostalCodeRule},
	)
	return Localize(Descriptor{PK: "id", Props: props}, lang)
}

var voiceFeatures = perLanguage(func(lang i18n.Lang) Descriptor {
	on := func(field string) []Rule {
		return []Rule{{Kind: RequiredIf, Field: field, Test: TestEqual, Values: []string{"true"}}}
	}
	number := func(name string, label portal.MsgKey, enabled string) Prop {
		return Prop{Name: name, Type: TypeInput, ExpectedType: ExpectString, LabelKey: label, Regex: NANPRegex,
			MaxLength: 10, ErrorKey: portal.MsgFieldPhoneNumberRule, RequiredRules: on(enabled)}
	}
	flag := func(name string, label portal.MsgKey) Prop {
		return Prop{Name: name, Type: TypeBool, ExpectedType: ExpectBoolean, LabelKey: label}
	}
	return Descriptor{
		PK: "billingpackageserviceid",
		Props: []Prop{
			{Name: "billingpackageserviceid", Type: TypePK, ExpectedType: ExpectInteger, LabelKey: portal.MsgFieldID},
			flag("cf_unavailableenabled", portal.MsgFieldNoInternetForward),
			number("cf_unavailablenumber", portal.MsgFieldNoInternetForwardNumber, "cf_unavailableenabled"),
			{Name: "vm_timeout", Type: TypeSelect, ExpectedType: ExpectInteger, LabelKey: portal.MsgFieldRingTimeout,
				DropdownOptions: intOptions(RingTimeouts, func(v int) string { return strconv.Itoa(v) })},
			flag("vm_enable", portal.MsgFieldVoicemail),
			{Name: "vm_password", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldVoicemailPassword,
				Regex: VoicemailPasswordRegex, MaxLength: 8, ErrorKey: portal.MsgFieldVoicemailPasswordRule},
			flag("vm_sendemail", portal.MsgFieldVoicemailSendEmail),
			{Name: "vm_email", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldVoicemailEmail,
				Regex: EmailRegex, MaxLength: 254, ErrorKey: portal.MsgFieldEmailRule, RequiredRules: on("vm_sendemail")},
			flag("vm_emailattachfile", portal.MsgFieldVoicemailAttach),
			flag("cf_noanswerenabled", portal.MsgFieldTimeoutForward),
			number("cf_noanswernumber", portal.MsgFieldTimeoutForwardNumber, "cf_noanswerenabled"),
			flag("cf_enabled", portal.MsgFieldForwardAll),
			number("cf_number", portal.MsgFieldForwardAllNumber, "cf_enabled"),
			flag("cf_busyenabled", portal.MsgFieldBusyForward),
			number("cf_busynumber", portal.MsgFieldBusyForwardNumber, "cf_busyenabled"),
		},
	}
})

// VoiceFeatures is the descriptor of voipfeatures.{id} in a language:
// forwarding numbers are 10-digit North American numbers, required while
// their forward is on; the ringing timeout one of RingTimeouts; the
// voicemail password 4 to 8 digits; the notification e-mail required while
// e-mail notification is on.
func VoiceFeatures(lang i18n.Lang) Descriptor { return voiceFeatures(lang) }

var ldTopUp = perLanguage(func(lang i18n.Lang) Descriptor {
	return Descriptor{
		Props: []Prop{
			{Name: "amount", Type: TypeSelect, ExpectedType: ExpectInteger, LabelKey: portal.MsgFieldSelectAmount, Required: true,
				DropdownOptions: intOptions(LDAmounts, func(v int) string { return lang.Money(int64(v) * 100) })},
		},
	}
})

// LDTopUp is the descriptor of the international credit top-up in a
// language: amount is one of LDAmounts (dollars).
func LDTopUp(lang i18n.Lang) Descriptor { return ldTopUp(lang) }

var addressRegistration = perLanguage(func(lang i18n.Lang) Descriptor {
	return Descriptor{
		PK: "bpsId",
		Props: []Prop{
			{Name: "bpsId", Type: TypePK, ExpectedType: ExpectInteger, LabelKey: portal.MsgFieldID},
			{Name: "static", Type: TypeBool, ExpectedType: ExpectBoolean, LabelKey: portal.MsgFieldStatic},
			{Name: "mac_address", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldMACAddress,
				Regex: `[0-9a-f]{2}(?::[0-9a-f]{2}){5}`, MaxLength: 17, ErrorKey: portal.MsgFieldMACRule, Required: true, AutoFocus: true},
			{Name: "description", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldDescription, MaxLength: 64},
		},
	}
})

// AddressRegistration is the descriptor of the MAC registration form in a
// language: a MAC of six lower-case hex pairs with colons, a description of
// at most 64 characters. The type (static) is chosen when registering; an
// edit keeps it.
func AddressRegistration(lang i18n.Lang) Descriptor { return addressRegistration(lang) }

// ProvinceOptions are the choices of a province field.
func ProvinceOptions(provinces []portal.Province) []Option {
	out := make([]Option, len(provinces))
	for i, p := range provinces {
		// A Canadian province is named in the caller's language (Localize); others as the codebook has them.
		key, _ := portal.ProvinceKey(p.Code)
		out[i] = Option{Value: p.Code, Label: p.Name, LabelKey: key}
	}
	return out
}
