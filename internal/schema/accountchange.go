package schema

import (
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// The account change request's fields (docs/billing-api.md), in the regex
// syntax Go RE2 and JavaScript share. Letters are those of Latin-1, so
// French names pass.
const (
	// PersonNameRegex is a name: letters first, then letters, spaces,
	// apostrophes, periods and hyphens.
	PersonNameRegex = `[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ '’.-]*`
	// AddressRegex is an address line: a letter or digit first, then
	// letters, digits, spaces and . , ' # / -
	AddressRegex = `[A-Za-zÀ-ÖØ-öø-ÿ0-9][A-Za-zÀ-ÖØ-öø-ÿ0-9 .,'’#/-]*`
	// FormattedPhoneRegex is a 10-digit North American number as typed:
	// 4035550123, 403-555-0123 or (403) 555-0123.
	FormattedPhoneRegex = `\(?[2-9][0-9]{2}\)?[ -]?[2-9][0-9]{2}[ -]?[0-9]{4}`
)

// AccountChange is the descriptor of user.{id}/accountinfoupdate in a
// language, with the provinces an address may be in. It describes the
// fields of one change row (type, operation, current and the value fields
// of each type) and of the request (callback, comments): the app checks
// each row's fields against props' regex and errorMessage (ACCT-024), and
// the account service checks them again with Check.
func AccountChange(lang i18n.Lang, provinces []Option) Descriptor {
	text := func(name string, label portal.MsgKey, regex string, max int, rule portal.MsgKey) Prop {
		return Prop{Name: name, Type: TypeInput, ExpectedType: ExpectString, LabelKey: label, Regex: regex, MaxLength: max,
			ErrorKey: rule}
	}
	types := make([]Option, len(portal.ChangeKinds))
	for i, k := range portal.ChangeKinds {
		types[i] = Option{Value: k, LabelKey: changeTypeLabels[k]}
	}
	callback := text("callback", portal.MsgFieldCallback, FormattedPhoneRegex, 14, portal.MsgFieldPhoneFormatRule)
	callback.Required = true // ACCT-026
	props := []Prop{
		{Name: "type", Type: TypeSelect, ExpectedType: ExpectString, LabelKey: portal.MsgFieldChangeType, Required: true,
			DropdownOptions: types},
		{Name: "operation", Type: TypeSelect, ExpectedType: ExpectString, LabelKey: portal.MsgFieldOperation,
			DropdownOptions: []Option{{Value: portal.OperationAdd, LabelKey: portal.MsgOperationAdd},
				{Value: portal.OperationReplace, LabelKey: portal.MsgOperationReplace},
				{Value: portal.OperationOther, LabelKey: portal.MsgOperationOther}}},
		text("current", portal.MsgFieldCurrentValue, "", 254, ""),
		text("name", portal.MsgFieldNewName, PersonNameRegex, 80, portal.MsgFieldNameRule),
		text("address", portal.MsgFieldAddressLine1, AddressRegex, 100, portal.MsgFieldAddressRule),
		text("address2", portal.MsgFieldAddressLine2, AddressRegex, 100, portal.MsgFieldAddressRule),
		text("city", portal.MsgFieldCity, PersonNameRegex, 60, portal.MsgFieldCityRule),
		{Name: "province", Type: TypeSelect, ExpectedType: ExpectString, LabelKey: portal.MsgFieldProvince,
			DropdownOptions: provinces},
		text("postalcode", portal.MsgFieldPostalCode, PostalCodeRegex, 7, portal.MsgFieldPostalCodeRule),
		text("email", portal.MsgFieldNewEmail, EmailRegex, 254, portal.MsgFieldEmailRule),
		text("phone", portal.MsgFieldNewPhone, FormattedPhoneRegex, 14, portal.MsgFieldPhoneFormatRule),
		multiline(text("description", portal.MsgFieldChangeDescription, "", 500, "")),
		callback,
		multiline(text("comments", portal.MsgFieldComments, "", 1000, "")),
	}
	return Localize(Descriptor{PK: "id", Props: props}, lang)
}

// multiline lets a text input hold line breaks and tabs.
func multiline(p Prop) Prop {
	p.Multiline = true
	return p
}

var changeTypeLabels = map[string]portal.MsgKey{
	portal.ChangeName:    portal.MsgChangeTypeName,
	portal.ChangeAddress: portal.MsgChangeTypeAddress,
	portal.ChangeEmail:   portal.MsgChangeTypeEmail,
	portal.ChangePhone:   portal.MsgChangeTypePhone,
	portal.ChangeOther:   portal.MsgChangeTypeOther,
}
