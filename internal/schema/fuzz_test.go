package schema

import (
	"encoding/json"
	"math"
	"reflect"
	"testing"

	"myaccount/internal/i18n"
)

// fuzzDescriptors are the schemas FuzzValidate runs against: every type, every
// expected type, both rule kinds and the service e-mail descriptor.
func fuzzDescriptors() []Descriptor {
	return []Descriptor{
		MustBuild(Descriptor{PK: "id", Props: []Prop{
			{Name: "id", Type: TypePK, ExpectedType: ExpectInteger},
			{Name: "name", Type: TypeInput, Regex: "[A-Za-z][A-Za-z .'-]*", MinLength: 2, MaxLength: 40, Required: true},
			{Name: "age", Type: TypeInput, ExpectedType: ExpectInteger, Regex: "[0-9]{1,3}"},
			{Name: "rate", Type: TypeInput, ExpectedType: ExpectFloat},
			{Name: "flag", Type: TypeInput, ExpectedType: ExpectBoolean},
			{Name: "raw", Type: TypeInput, ExpectedType: ExpectCustom, MaxLength: 8},
			{Name: "plan", Type: TypeSelect, ExpectedType: ExpectInteger, Default: 1,
				DropdownOptions: []Option{{Value: "1"}, {Value: "2"}, {Value: "-3"}}},
			{Name: "yes", Type: TypeSelect, ExpectedType: ExpectBoolean, DropdownOptions: []Option{{Value: "true"}, {Value: "false"}}},
			{Name: "news", Type: TypeBool, Default: false},
			{Name: "newsText", Type: TypeBool, ExpectedType: ExpectString},
			{Name: "agree", Type: TypeCheckbox, ExpectedType: ExpectCustom},
			{Name: "extra", Type: TypeCustom},
			{Name: "locked", Type: TypeInput, ReadOnly: true},
		}}),
		MustBuild(Descriptor{Props: []Prop{
			{Name: "contactby", Type: TypeSelect, DropdownOptions: []Option{{Value: "email"}, {Value: "phone"}, {Value: "none"}}},
			{Name: "email", Type: TypeInput, Regex: "[^@ ]+@[^@ ]+", RequiredRules: []Rule{{Kind: RequiredIf, Field: "contactby", Test: TestEqual, Values: []string{"email"}}}},
			{Name: "phone", Type: TypeInput, ExpectedType: ExpectInteger, RequiredRules: []Rule{{Kind: RequiredIf, Field: "contactby", Test: TestEquals, Values: []string{"phone"}}}},
			{Name: "besttime", Type: TypeInput, RequiredRules: []Rule{{Kind: RequiredIf, Field: "phone", Test: TestNotEmpty}}},
			{Name: "reason", Type: TypeInput, RequiredRules: []Rule{{Kind: OptionalIf, Field: "contactby", Test: TestEqual, Values: []string{"email", "phone"}}}},
			{Name: "n", Type: TypeInput, ExpectedType: ExpectFloat},
			{Name: "big", Type: TypeInput, RequiredRules: []Rule{{Kind: RequiredIf, Field: "n", Test: TestEqual, Values: []string{"1", "0.5"}}}},
		}}),
		ServiceEmail(i18n.English),
	}
}

// FuzzValidate throws arbitrary JSON at Validate, as input and as the stored
// record: it must never panic, a valid result must validate again (after a
// round trip through JSON, as a store and a client would do) to the same
// values, and every stored value must have its expected type's Go type.
//
// covers: PLAT-108, PLAT-109, PLAT-111, PLAT-112, PLAT-113, PLAT-114, PLAT-115, PLAT-116, PLAT-117
func FuzzValidate(f *testing.F) {
	cases, _ := loadCases(f)
	for _, c := range cases {
		orig := []byte(c.Original)
		if len(orig) == 0 {
			orig = []byte("{}")
		}
		f.Add([]byte(c.Input), orig)
	}
	f.Add([]byte(`{"name":"Ann","age":1e400}`), []byte(`{"name":[1],"plan":{"a":null}}`))
	ds := fuzzDescriptors()
	f.Fuzz(func(t *testing.T, inputJSON, origJSON []byte) {
		var input, orig map[string]any
		if json.Unmarshal(inputJSON, &input) != nil {
			return
		}
		if json.Unmarshal(origJSON, &orig) != nil {
			orig = nil
		}
		for _, d := range ds {
			for _, opts := range []Options{{}, {Edit: true, Original: orig}} {
				res, err := Validate(d, input, opts)
				if (err == nil) != res.Valid() {
					t.Fatalf("err %v but Valid %v", err, res.Valid())
				}
				if !res.Valid() {
					if res.Message() == "" || res.FormMessage() == "" {
						t.Fatal("invalid result without a message")
					}
					continue
				}
				checkTypes(t, d, res.Values)
				b, err := json.Marshal(res.Values)
				if err != nil {
					t.Fatalf("values do not marshal: %v", err)
				}
				var again map[string]any
				if err := json.Unmarshal(b, &again); err != nil {
					t.Fatal(err)
				}
				res2, err := Validate(d, again, opts)
				if err != nil {
					t.Fatalf("output %s of input %s does not re-validate: %v", b, inputJSON, err)
				}
				if !reflect.DeepEqual(res2.Values, res.Values) {
					t.Fatalf("re-validation changed the values: %#v → %#v", res.Values, res2.Values)
				}
			}
		}
	})
}

func checkTypes(t *testing.T, d Descriptor, values map[string]any) {
	t.Helper()
	for name, v := range values {
		p, ok := d.Prop(name)
		if !ok || p.Type == TypePK {
			t.Fatalf("output has %q, which is unknown or a pk", name)
		}
		if v == nil {
			continue
		}
		ok = true
		switch p.ExpectedType {
		case ExpectString:
			_, ok = v.(string)
			ok = ok && v != ""
		case ExpectBoolean:
			_, ok = v.(bool)
		case ExpectInteger:
			n, isInt := v.(int64)
			ok = isInt && n <= maxSafe && n >= -maxSafe
		case ExpectFloat:
			x, isFloat := v.(float64)
			ok = isFloat && !math.IsNaN(x) && !math.IsInf(x, 0)
		}
		if !ok {
			t.Fatalf("%s (%s) stored as %#v", name, p.ExpectedType, v)
		}
	}
}
