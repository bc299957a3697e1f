package schema

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"myaccount/internal/i18n"
)

// TestServedShape pins the JSON the app reads for the service e-mail
// descriptor: the five top-level keys, props in form order, rules as
// four-item arrays and the optional keys left out when unset.
//
// covers: PLAT-106, PLAT-107, PLAT-115, PLAT-148
func TestServedShape(t *testing.T) {
	b, err := json.Marshal(ServiceEmail(i18n.English))
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, want := range []string{
		`{"sVersion":"` + ServiceEmail(i18n.English).SVersion + `","pk":"id","props":{"id":`,
		`"email":{"type":"oi","expectedType":"string","label":"E-mail address","required":false,"autoFocus":false,"readOnly":true}`,
		`"forwarding":{"type":"bo","expectedType":"boolean","label":"Forwarding","required":false,"default":false,"autoFocus":false}`,
		`"requiredRules":[["requiredif","forwarding","equal",["true"]]]`,
		`"errorMessage":"Please enter a valid e-mail address."`,
		`},"httpGetParameters":{},"generalSchema":{}}`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("served JSON lacks %s\n%s", want, s)
		}
	}
	order := []string{`"id":`, `"email":`, `"forwarding":`, `"forwardingaddress":`}
	last := -1
	for _, k := range order {
		i := strings.Index(s, k)
		if i < last {
			t.Errorf("props out of order at %s", k)
		}
		last = i
	}
	if len(ServiceEmail(i18n.English).SVersion) != 12 {
		t.Errorf("sVersion %q: want 12 hex digits", ServiceEmail(i18n.English).SVersion)
	}
}

// TestRoundTrip decodes what the server serves and gets the same descriptor
// (same bytes, same version), including a select, defaults and both rule
// spellings.
//
// covers: PLAT-106, PLAT-107, PLAT-111, PLAT-115
func TestRoundTrip(t *testing.T) {
	for _, d := range []Descriptor{ServiceEmail(i18n.English), fuzzDescriptors()[0], fuzzDescriptors()[1]} {
		b, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		var back Descriptor
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		b2, _ := json.Marshal(back)
		if string(b) != string(b2) || back.SVersion != d.SVersion {
			t.Errorf("round trip changed the descriptor:\n%s\n%s", b, b2)
		}
	}
}

// TestSVersion: the version follows the content, so the API can leave out a
// schema the client already holds and must send a changed one.
//
// covers: PLAT-106
func TestSVersion(t *testing.T) {
	base := Descriptor{PK: "id", Props: []Prop{{Name: "id", Type: TypePK}, {Name: "a", Type: TypeInput, Label: "A"}}}
	v1 := MustBuild(base).SVersion
	if v2 := MustBuild(base).SVersion; v1 != v2 {
		t.Fatalf("same content, versions %s and %s", v1, v2)
	}
	changes := map[string]func(d *Descriptor){
		"label":    func(d *Descriptor) { d.Props[1].Label = "B" },
		"required": func(d *Descriptor) { d.Props[1].Required = true },
		"regex":    func(d *Descriptor) { d.Props[1].Regex = "x" },
		"order":    func(d *Descriptor) { d.Props[0], d.Props[1] = d.Props[1], d.Props[0] },
		"params":   func(d *Descriptor) { d.HTTPGetParameters = map[string]any{"hardRefresh": true} },
		"general":  func(d *Descriptor) { d.GeneralSchema = map[string]any{"title": "T"} },
	}
	for name, change := range changes {
		d := base
		d.Props = append([]Prop(nil), base.Props...)
		change(&d)
		if v := MustBuild(d).SVersion; v == v1 {
			t.Errorf("%s: changed descriptor kept version %s", name, v)
		}
	}
	d := MustBuild(base)
	if !d.IsCurrent(v1) || d.IsCurrent("") || d.IsCurrent("other") {
		t.Error("IsCurrent")
	}
	if base.Props[1].ExpectedType != "" {
		t.Error("Build modified its argument")
	}
}

// TestExpectedTypeDefaults: a prop without expectedType gets its type's
// natural one, so a short descriptor still coerces predictably.
//
// covers: PLAT-107, PLAT-116
func TestExpectedTypeDefaults(t *testing.T) {
	want := map[Type]ExpectedType{TypeInput: ExpectString, TypeSelect: ExpectString, TypeBool: ExpectBoolean,
		TypeCheckbox: ExpectBoolean, TypeCustom: ExpectCustom, TypePK: ExpectCustom}
	for typ, et := range want {
		d := MustBuild(Descriptor{Props: []Prop{{Name: "f", Type: typ}}})
		if got := d.Props[0].ExpectedType; got != et {
			t.Errorf("%s: expectedType %s, want %s", typ, got, et)
		}
	}
}

// TestBuildRejects: a broken descriptor fails when it is built, never when a
// subscriber posts.
//
// covers: PLAT-107, PLAT-109, PLAT-111, PLAT-115
func TestBuildRejects(t *testing.T) {
	other := Prop{Name: "o", Type: TypeInput}
	rule := func(k RuleKind, field, test string, vals ...string) []Rule {
		return []Rule{{Kind: k, Field: field, Test: test, Values: vals}}
	}
	bad := map[string][]Prop{
		"no name":              {{Type: TypeInput}},
		"duplicate":            {other, other},
		"unknown type":         {{Name: "a", Type: "xx"}},
		"unknown expectedType": {{Name: "a", Type: TypeInput, ExpectedType: "date"}},
		"bo to integer":        {{Name: "a", Type: TypeBool, ExpectedType: ExpectInteger}},
		"invalid regex":        {{Name: "a", Type: TypeInput, Regex: "("}},
		"perl-only regex":      {{Name: "a", Type: TypeInput, Regex: `(?=x)x`}},
		"regex on so":          {{Name: "a", Type: TypeSelect, Regex: "x"}},
		"length on bo":         {{Name: "a", Type: TypeBool, MaxLength: 3}},
		"min over max":         {{Name: "a", Type: TypeInput, MinLength: 5, MaxLength: 3}},
		"negative length":      {{Name: "a", Type: TypeInput, MinLength: -1}},
		"options on oi":        {{Name: "a", Type: TypeInput, DropdownOptions: []Option{{Value: "x"}}}},
		"option not integer":   {{Name: "a", Type: TypeSelect, ExpectedType: ExpectInteger, DropdownOptions: []Option{{Value: "x"}}}},
		"option not canonical": {{Name: "a", Type: TypeSelect, ExpectedType: ExpectInteger, DropdownOptions: []Option{{Value: "01"}}}},
		"required pk":          {{Name: "a", Type: TypePK, Required: true}},
		"rule kind":            {other, {Name: "a", Type: TypeInput, RequiredRules: rule("mustif", "o", TestNotEmpty)}},
		"rule unknown field":   {other, {Name: "a", Type: TypeInput, RequiredRules: rule(RequiredIf, "zz", TestNotEmpty)}},
		"rule on itself":       {other, {Name: "a", Type: TypeInput, RequiredRules: rule(RequiredIf, "a", TestNotEmpty)}},
		"rule test":            {other, {Name: "a", Type: TypeInput, RequiredRules: rule(RequiredIf, "o", "like", "x")}},
		"equal without values": {other, {Name: "a", Type: TypeInput, RequiredRules: rule(RequiredIf, "o", TestEqual)}},
		"required+optionalif":  {other, {Name: "a", Type: TypeInput, Required: true, RequiredRules: rule(OptionalIf, "o", TestNotEmpty)}},
		"default fails regex":  {{Name: "a", Type: TypeInput, Regex: "[0-9]+", Default: "x"}},
		"default not option":   {{Name: "a", Type: TypeSelect, DropdownOptions: []Option{{Value: "x"}}, Default: "y"}},
		"default not boolean":  {{Name: "a", Type: TypeBool, Default: "yes"}},
	}
	for name, props := range bad {
		if _, err := Build(Descriptor{Props: props}); !errors.Is(err, ErrInvalidDescriptor) {
			t.Errorf("%s: err = %v, want ErrInvalidDescriptor", name, err)
		}
	}
}

// TestUnmarshalRejects: the decoder refuses what the app could not read the
// same way (a typo in a prop key, a three-item rule, props as a list).
//
// covers: PLAT-106, PLAT-107, PLAT-115
func TestUnmarshalRejects(t *testing.T) {
	bad := map[string]string{
		"unknown top key":   `{"pk":"","props":{},"extra":1}`,
		"unknown prop key":  `{"props":{"a":{"type":"oi","requried":true}}}`,
		"props as list":     `{"props":[{"type":"oi"}]}`,
		"duplicate prop":    `{"props":{"a":{"type":"oi"},"a":{"type":"oi"}}}`,
		"rule of 3":         `{"props":{"o":{"type":"oi"},"a":{"type":"oi","requiredRules":[["requiredif","o","notEmpty"]]}}}`,
		"rule values type":  `{"props":{"o":{"type":"oi"},"a":{"type":"oi","requiredRules":[["requiredif","o","equal",[{"x":1}]]]}}}`,
		"option value type": `{"props":{"a":{"type":"so","dropdownOptions":[{"value":[1],"label":"x"}]}}}`,
		"option null value": `{"props":{"a":{"type":"so","dropdownOptions":[{"value":null,"label":"x"}]}}}`,
		"bad regex":         `{"props":{"a":{"type":"oi","regex":"["}}}`,
		"not an object":     `[]`,
	}
	for name, src := range bad {
		var d Descriptor
		if err := json.Unmarshal([]byte(src), &d); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	var d Descriptor
	src := `{"props":{"n":{"type":"so","expectedType":"integer","dropdownOptions":[{"value":1,"label":"One"}]},` +
		`"m":{"type":"oi","requiredRules":[["requiredif","n","equals",[1]]]}}}`
	if err := json.Unmarshal([]byte(src), &d); err != nil {
		t.Fatal(err)
	}
	if d.Props[0].DropdownOptions[0].Value != "1" || d.Props[1].RequiredRules[0].Values[0] != "1" {
		t.Errorf("numeric option and rule values are kept as strings: %+v", d.Props)
	}
	if d.Props[0].Name != "n" || d.Props[1].Name != "m" {
		t.Error("props order lost")
	}
}
