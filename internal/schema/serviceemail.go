package schema

import "sync"

// EmailRegex is the e-mail syntax the portal accepts: a WHATWG-style local
// part, and a domain of at least two dot-separated labels. It is written in
// the syntax Go RE2 and JavaScript share, because the app matches it too.
const EmailRegex = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+"

// MsgEmail is the field message of a malformed e-mail address.
const MsgEmail = "Please enter a valid e-mail address."

var serviceEmail = sync.OnceValue(func() Descriptor {
	return MustBuild(Descriptor{
		PK: "id",
		Props: []Prop{
			{Name: "id", Type: TypePK, ExpectedType: ExpectInteger, Label: "ID"},
			{Name: "email", Type: TypeInput, ExpectedType: ExpectString, Label: "E-mail address", ReadOnly: true},
			{Name: "forwarding", Type: TypeBool, ExpectedType: ExpectBoolean, Label: "Forwarding", Default: false},
			{Name: "forwardingaddress", Type: TypeInput, ExpectedType: ExpectString, Label: "Forwarding address",
				Regex: EmailRegex, MaxLength: 254, ErrorMessage: MsgEmail, AutoFocus: true,
				// PLAT-158: forwarding on needs a valid, non-empty address.
				RequiredRules: []Rule{{Kind: RequiredIf, Field: "forwarding", Test: TestEqual, Values: []string{"true"}}}},
		},
	})
})

// ServiceEmail is the descriptor of user.{id}/serviceemail (PLAT-148,
// PLAT-156 … PLAT-159). The API serves it and validates forwarding writes
// with it, in edit mode against the stored row: {forwarding:true,
// forwardingaddress} and {forwardingaddress} pass with a valid address, and
// clearing or omitting the address while forwarding is on is refused.
// Business rules beyond the form stay with the API: {abandon:true} is a
// delete, not a field, and must be handled before Validate (it is not a prop,
// so Validate refuses it); turning forwarding off is not offered, because the
// app states enabling it is irreversible (PLAT-157).
//
// Each call returns its own copy of the props slice, so a caller cannot
// change the shared descriptor by accident.
func ServiceEmail() Descriptor {
	d := serviceEmail()
	d.Props = append([]Prop(nil), d.Props...)
	return d
}
