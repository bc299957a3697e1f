// Package schema is the server side of the schema-driven forms (platform spec
// §3 and §5, PLAT-106 … PLAT-124): it builds the descriptors the API serves
// as `schema`, and it validates every write against the same descriptor. The
// app validates too, but only as a courtesy; Validate is the law.
//
// # Served shape
//
//	{"sVersion": "3f9a…", "pk": "id",
//	 "props": {"name": {"type": "oi", "expectedType": "string", "label": "Name",
//	                    "regex": "[A-Za-z ]+", "minLength": 2, "maxLength": 40,
//	                    "errorMessage": "…", "required": true, "autoFocus": false,
//	                    "requiredRules": [["requiredif", "other", "equal", ["a", "b"]]],
//	                    "default": …, "dropdownOptions": [{"value": "AB", "label": "Alberta"}],
//	                    "readOnly": true}, …},
//	 "httpGetParameters": {}, "generalSchema": {}}
//
// props is an object whose key order is the form's field order. type,
// expectedType, label, required and autoFocus are always present; the other
// keys are omitted when unset (minLength/maxLength 0 mean "no limit").
// sVersion is the first 12 hex digits of the SHA-256 of the rest of the
// descriptor, so a changed descriptor gets a new version and the API can omit
// a schema the client already holds.
//
// # Decisions the spec leaves open
//
//   - The null marker is JSON null. A field the subscriber cleared is sent as
//     null; the empty string is treated the same way on input, and every empty
//     value is stored as null (nil in Values).
//   - "Empty" means null or "". false and 0 are values, not empty.
//   - dropdownOptions is a list of {"value": string, "label": string}. Values
//     are compared as strings (a number 2 matches the option "2"). On input a
//     number or boolean option value is accepted and turned into its string.
//   - bo and cb accept JSON booleans and the exact strings "true" and "false"
//     (lower case; a select or hidden input may hold them as text). Nothing else,
//     not 0/1, not "TRUE". cb is validated like bo (decisions.md #20).
//   - regex is matched against the whole value: the server compiles
//     "^(?:" + regex + ")$". Write descriptors in the syntax common to Go RE2 and
//     JavaScript (no look-around, no back-references); the TypeScript validator
//     must anchor the same way.
//   - minLength/maxLength count Unicode code points (JS: [...s].length, not
//     s.length).
//   - Coercion to expectedType: string takes strings, numbers (formatted as
//     JavaScript prints them) and booleans; boolean takes booleans and
//     "true"/"false"; integer takes integral numbers and decimal strings
//     (-?[0-9]+) within ±(2^53−1), the range a JavaScript number holds exactly;
//     float takes finite numbers and decimal strings (optional exponent);
//     custom leaves the value as sent. A value that cannot be coerced is invalid.
//   - cu always passes and is stored as sent. pk always passes and is never
//     stored: the target names the record, so a body can neither choose nor
//     change a primary key.
//   - readOnly (an addition to the spec's prop keys, for fields shown but not
//     editable, such as the service e-mail address) rejects any change; in edit
//     mode an unchanged value is simply dropped.
//   - A field is required when required is true, or when any requiredif rule
//     holds, or when any optionalif rule does not hold. "equal" and "equals"
//     are synonyms; rule conditions read the other field's coerced value (in
//     edit mode: the new value if sent, else the stored one) as a string.
//     required:true together with an optionalif rule is rejected when the
//     descriptor is built.
//   - Edit mode keeps only fields whose coerced value differs from the stored
//     one; stored values are not re-validated (legacy data must not block other
//     edits), but required fields are checked on the merged record. Create mode
//     fills absent fields from their defaults; an explicit null keeps the field
//     empty.
//   - Fields not in the descriptor are invalid.
//
// The cases in testdata/schema-cases.json (repository root) pin these rules
// for both the Go and the TypeScript validator. Each case carries its schema
// as served, sVersion included; after editing a schema there, refresh the
// versions with `go test ./internal/schema -run CasesFile -args -update`.
// Invalid cases have "output": null.
package schema
