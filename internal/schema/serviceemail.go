package schema

import (
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// EmailRegex is the e-mail syntax the portal accepts: a WHATWG-style local
// part, and a domain of at least two dot-separated labels. It is written in
// the syntax Go RE2 and JavaScript share, because the app matches it too.
const EmailRegex = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+"

var serviceEmail = perLanguage(func(lang i18n.Lang) Descriptor {
	return Descriptor{
		PK: "id",
		Props: []Prop{
			{Name: "id", Type: TypePK, ExpectedType: ExpectInteger, LabelKey: portal.MsgFieldID},
			{Name: "email", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldEmail, ReadOnly: true},
			{Name: "forwarding", Type: TypeBool, ExpectedType: ExpectBoolean, LabelKey: portal.MsgFieldForwarding, Default: false},
			{Name: "forwardingaddress", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldForwardingAddress,
				Regex: EmailRegex, MaxLength: 254, ErrorKey: portal.MsgFieldEmailRule, AutoFocus: true,
				// PLAT-158: forwarding on needs a valid, non-empty address.
				RequiredRules: []Rule{{Kind: RequiredIf, Field: "forwarding", Test: TestEqual, Values: []string{"true"}}}},
		},
	}
})

// ServiceEmail is the descriptor of user.{id}/serviceemail (PLAT-148,
// PLAT-156 … PLAT-159) in a language. The API serves it and the service
// e-mail service validates forwarding writes with it, in edit mode against
// the stored row: {forwarding:true, forwardingaddress} and
// {forwardingaddress} pass with a valid address, and clearing or omitting
// the address while forwarding is on is refused. Business rules beyond the
// form stay with the service: {abandon:true} is a delete, not a field, and
// must be handled before Validate (it is not a prop, so Validate refuses
// it); turning forwarding off is not offered, because the app states
// enabling it is irreversible (PLAT-157).
func ServiceEmail(lang i18n.Lang) Descriptor { return serviceEmail(lang) }
