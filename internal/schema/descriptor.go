package schema

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"

	"myaccount/internal/portal"
)

// Type is a prop's widget kind; it decides which validation rule applies
// (platform spec §5, PLAT-107).
type Type string

// The prop types of PLAT-107.
const (
	TypeInput    Type = "oi" // text input: regex and length
	TypeSelect   Type = "so" // select: one of dropdownOptions
	TypeBool     Type = "bo" // boolean switch: true or false
	TypeCustom   Type = "cu" // custom widget: always passes
	TypePK       Type = "pk" // primary key: always passes, never stored
	TypeCheckbox Type = "cb" // checkbox: validated like bo (decisions.md #20)
)

// ExpectedType is the type a value is coerced to before it is stored
// (PLAT-116), so the store and the app see one representation per field.
type ExpectedType string

// The expected types of PLAT-107.
const (
	ExpectString  ExpectedType = "string"
	ExpectBoolean ExpectedType = "boolean"
	ExpectInteger ExpectedType = "integer"
	ExpectFloat   ExpectedType = "float"
	ExpectCustom  ExpectedType = "custom"
)

// Option is one entry of a select's dropdownOptions. Value is a string
// because the spec compares select values as strings (PLAT-111).
type Option struct {
	Value string `json:"value"`
	Label string `json:"label"`
	// LabelKey, when set, names the label in the message catalogs; Localize
	// writes Label from it.
	LabelKey portal.MsgKey `json:"-"`
}

// UnmarshalJSON accepts a number or boolean value too and keeps its string
// form, so a hand-written descriptor with numeric option values still
// compares the way the app compares.
func (o *Option) UnmarshalJSON(b []byte) error {
	var raw struct {
		Value any    `json:"value"`
		Label string `json:"label"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return fmt.Errorf("dropdown option: %w", err)
	}
	s, ok := scalarString(raw.Value)
	if !ok || raw.Value == nil {
		return fmt.Errorf("dropdown option: value must be a string, number or boolean")
	}
	*o = Option{Value: s, Label: raw.Label}
	return nil
}

// RuleKind says whether a rule's condition makes the field required or
// optional (PLAT-115).
type RuleKind string

// The rule kinds of PLAT-115.
const (
	RequiredIf RuleKind = "requiredif" // required when the condition holds
	OptionalIf RuleKind = "optionalif" // required unless the condition holds
)

// The rule tests of PLAT-115. TestEqual and TestEquals mean the same; both
// spellings occur in the spec and both are kept as written for round trips.
const (
	TestNotEmpty = "notEmpty"
	TestEqual    = "equal"
	TestEquals   = "equals"
)

// Rule is one conditional-required rule. On the wire it is the spec's
// four-item array [kind, field, test, values]; in Go it is typed so that a
// malformed rule is caught when the descriptor is built, not when a
// subscriber posts.
type Rule struct {
	Kind   RuleKind
	Field  string   // the other field the condition reads
	Test   string   // TestNotEmpty, TestEqual or TestEquals
	Values []string // allowed values for equal(s), compared as strings
}

// MarshalJSON writes the four-item array the app reads.
func (r Rule) MarshalJSON() ([]byte, error) {
	vals := r.Values
	if vals == nil {
		vals = []string{}
	}
	return json.Marshal([]any{r.Kind, r.Field, r.Test, vals})
}

// UnmarshalJSON reads the four-item array. Values may be strings, numbers or
// booleans (kept as their string form); null stands for an empty list.
func (r *Rule) UnmarshalJSON(b []byte) error {
	var items []json.RawMessage
	if err := json.Unmarshal(b, &items); err != nil {
		return fmt.Errorf("required rule: %w", err)
	}
	if len(items) != 4 {
		return fmt.Errorf("required rule: want 4 items, got %d", len(items))
	}
	var kind, field, test string
	for i, dst := range []*string{&kind, &field, &test} {
		if err := json.Unmarshal(items[i], dst); err != nil {
			return fmt.Errorf("required rule item %d: %w", i, err)
		}
	}
	var raw []any
	if err := json.Unmarshal(items[3], &raw); err != nil {
		return fmt.Errorf("required rule values: %w", err)
	}
	vals := make([]string, 0, len(raw))
	for _, v := range raw {
		s, ok := scalarString(v)
		if !ok || v == nil {
			return fmt.Errorf("required rule values: %v is not a string, number or boolean", v)
		}
		vals = append(vals, s)
	}
	*r = Rule{Kind: RuleKind(kind), Field: field, Test: test, Values: vals}
	return nil
}

// Prop is one form field. Name is the key in the served props object; the
// other fields carry the JSON names the app reads (PLAT-107).
type Prop struct {
	Name         string       `json:"-"`
	Type         Type         `json:"type"`
	ExpectedType ExpectedType `json:"expectedType"`
	Label        string       `json:"label"`
	Regex        string       `json:"regex,omitempty"`     // oi only; matched against the whole value
	MinLength    int          `json:"minLength,omitempty"` // oi only; code points; 0 = none
	MaxLength    int          `json:"maxLength,omitempty"` // oi only; code points; 0 = none
	ErrorMessage string       `json:"errorMessage,omitempty"`
	Required     bool         `json:"required"`
	// RequiredRules make Required depend on other fields (PLAT-115).
	RequiredRules []Rule `json:"requiredRules,omitempty"`
	// Default fills the field in create mode when it is absent.
	Default any `json:"default,omitempty"`
	// DropdownOptions are the choices of a so field.
	DropdownOptions []Option `json:"dropdownOptions,omitempty"`
	AutoFocus       bool     `json:"autoFocus"`
	// ReadOnly fields are shown but a write may not change them.
	ReadOnly bool `json:"readOnly,omitempty"`
	// Multiline text inputs (a description, comments) may hold line breaks
	// and tabs; every other text input refuses any control character
	// (PlainText). Not served: the app draws its fields as it wants.
	Multiline bool `json:"-"`
	// StringOnly text inputs take a JSON string only, never a number or a
	// boolean turned into text: a secret sent as a number would be stored
	// as its rounded digits (a Wi-Fi password). Not served.
	StringOnly bool `json:"-"`
	// LabelKey and ErrorKey, when set, name Label and ErrorMessage in the
	// message catalogs: Localize writes the texts from them, and a refused
	// write names the field and its problem by key, so the answer reads in
	// the caller's language.
	LabelKey portal.MsgKey `json:"-"`
	ErrorKey portal.MsgKey `json:"-"`

	re *regexp.Regexp // compiled, anchored Regex; set by Build
}

// Descriptor is the schema of one resource (PLAT-106). Build it with Build
// (or decode it with json.Unmarshal): both check it, compile its regexes and
// compute SVersion.
type Descriptor struct {
	// SVersion is a hash of the rest of the descriptor, computed by Build.
	SVersion string
	// PK names the primary-key field.
	PK string
	// Props are the fields in form order.
	Props []Prop
	// HTTPGetParameters are extra query parameters the app adds to reads.
	HTTPGetParameters map[string]any
	// GeneralSchema holds form-level settings; served as is.
	GeneralSchema map[string]any

	index map[string]int // prop name → position; set by Build
	built bool
}

// ErrInvalidDescriptor wraps every reason Build refuses a descriptor. A
// refused descriptor is a programming error of ours, never a subscriber's.
var ErrInvalidDescriptor = errors.New("schema: invalid descriptor")

// Build checks d, compiles its regexes, fills each empty expectedType with its
// type's natural one (oi/so string, bo/cb boolean, cu/pk custom) and computes
// SVersion. Checking here means a broken descriptor fails at start-up or in a
// test, not when a subscriber posts. d's SVersion is ignored and d itself is
// not modified.
func Build(d Descriptor) (Descriptor, error) {
	out := d
	out.Props = make([]Prop, len(d.Props))
	copy(out.Props, d.Props)
	out.index = make(map[string]int, len(d.Props))
	for i := range out.Props {
		p := &out.Props[i]
		if p.Name == "" {
			return Descriptor{}, fmt.Errorf("%w: prop %d has no name", ErrInvalidDescriptor, i)
		}
		if _, dup := out.index[p.Name]; dup {
			return Descriptor{}, fmt.Errorf("%w: prop %q declared twice", ErrInvalidDescriptor, p.Name)
		}
		out.index[p.Name] = i
	}
	for i := range out.Props {
		if err := out.buildProp(&out.Props[i]); err != nil {
			return Descriptor{}, fmt.Errorf("%w: prop %q: %v", ErrInvalidDescriptor, out.Props[i].Name, err)
		}
	}
	out.built = true
	out.SVersion = ""
	v, err := out.version()
	if err != nil {
		return Descriptor{}, fmt.Errorf("%w: %v", ErrInvalidDescriptor, err)
	}
	out.SVersion = v
	return out, nil
}

// MustBuild is Build for descriptors written in the code, where a failure is
// a bug that must stop the program (and every test) at once.
func MustBuild(d Descriptor) Descriptor {
	out, err := Build(d)
	if err != nil {
		panic(err)
	}
	return out
}

func (d *Descriptor) buildProp(p *Prop) error {
	switch p.Type {
	case TypeInput, TypeSelect, TypeBool, TypeCheckbox, TypeCustom, TypePK:
	default:
		return fmt.Errorf("unknown type %q", p.Type)
	}
	if p.ExpectedType == "" {
		switch p.Type {
		case TypeInput, TypeSelect:
			p.ExpectedType = ExpectString
		case TypeBool, TypeCheckbox:
			p.ExpectedType = ExpectBoolean
		default:
			p.ExpectedType = ExpectCustom
		}
	}
	switch p.ExpectedType {
	case ExpectString, ExpectBoolean, ExpectInteger, ExpectFloat, ExpectCustom:
	default:
		return fmt.Errorf("unknown expectedType %q", p.ExpectedType)
	}
	if (p.Type == TypeBool || p.Type == TypeCheckbox) &&
		(p.ExpectedType == ExpectInteger || p.ExpectedType == ExpectFloat) {
		return fmt.Errorf("type %s cannot be coerced to %s", p.Type, p.ExpectedType)
	}
	if p.Type != TypeInput && (p.Regex != "" || p.MinLength != 0 || p.MaxLength != 0) {
		return errors.New("regex, minLength and maxLength apply to oi only")
	}
	if p.MinLength < 0 || p.MaxLength < 0 || (p.MaxLength > 0 && p.MinLength > p.MaxLength) {
		return fmt.Errorf("bad length bounds %d..%d", p.MinLength, p.MaxLength)
	}
	p.re = nil
	if p.Regex != "" {
		re, err := regexp.Compile("^(?:" + p.Regex + ")$")
		if err != nil {
			return fmt.Errorf("regex: %v", err)
		}
		p.re = re
	}
	if p.Type != TypeSelect && len(p.DropdownOptions) > 0 {
		return errors.New("dropdownOptions apply to so only")
	}
	for _, o := range p.DropdownOptions {
		if o.Value == "" {
			continue // an explicit "none" choice; empty is handled as empty
		}
		c, ok := coerce(o.Value, p.ExpectedType)
		if !ok {
			return fmt.Errorf("option %q is not a valid %s", o.Value, p.ExpectedType)
		}
		// A stored value must select the same option when it is sent back.
		if p.ExpectedType != ExpectCustom && canon(c) != o.Value {
			return fmt.Errorf("option %q is not written the way a %s is (%q)", o.Value, p.ExpectedType, canon(c))
		}
	}
	if p.Type == TypePK && (p.Required || len(p.RequiredRules) > 0 || p.Default != nil) {
		return errors.New("a pk is named by the target; it cannot be required or have a default")
	}
	for _, r := range p.RequiredRules {
		if r.Kind != RequiredIf && r.Kind != OptionalIf {
			return fmt.Errorf("rule kind %q", r.Kind)
		}
		if _, ok := d.index[r.Field]; !ok || r.Field == p.Name {
			return fmt.Errorf("rule reads unknown field %q", r.Field)
		}
		switch r.Test {
		case TestNotEmpty:
		case TestEqual, TestEquals:
			if len(r.Values) == 0 {
				return fmt.Errorf("rule %s %s has no values", r.Test, r.Field)
			}
		default:
			return fmt.Errorf("rule test %q", r.Test)
		}
		if r.Kind == OptionalIf && p.Required {
			return errors.New("required:true contradicts an optionalif rule")
		}
	}
	if !isEmpty(p.Default) {
		if _, ok := checkValue(p, p.Default); !ok {
			return fmt.Errorf("default %v does not pass the prop's own rules", p.Default)
		}
	}
	return nil
}

// Prop returns the prop called name, for callers that need a label or a
// type (the API's own business checks).
func (d Descriptor) Prop(name string) (Prop, bool) {
	if d.index != nil {
		i, ok := d.index[name]
		if !ok {
			return Prop{}, false
		}
		return d.Props[i], true
	}
	for _, p := range d.Props {
		if p.Name == name {
			return p, true
		}
	}
	return Prop{}, false
}

// IsCurrent reports whether the version a client sent (`schema=` on a read)
// is this descriptor's, so the API can leave the schema out of the answer.
func (d Descriptor) IsCurrent(known string) bool {
	return known != "" && known == d.SVersion
}

// version hashes everything but sVersion.
func (d Descriptor) version() (string, error) {
	d.SVersion = ""
	b, err := d.MarshalJSON()
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])[:12], nil
}

// MarshalJSON writes the served shape: props as an object in field order
// (encoding/json would sort a map and lose the form's order), and {} rather
// than null for empty objects so the app can index them without checks.
func (d Descriptor) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	put := func(v any) error {
		b, err := json.Marshal(v)
		if err != nil {
			return err
		}
		buf.Write(b)
		return nil
	}
	buf.WriteString(`{"sVersion":`)
	if err := put(d.SVersion); err != nil {
		return nil, err
	}
	buf.WriteString(`,"pk":`)
	if err := put(d.PK); err != nil {
		return nil, err
	}
	buf.WriteString(`,"props":{`)
	for i, p := range d.Props {
		if i > 0 {
			buf.WriteByte(',')
		}
		if err := put(p.Name); err != nil {
			return nil, err
		}
		buf.WriteByte(':')
		if err := put(p); err != nil {
			return nil, fmt.Errorf("prop %q: %w", p.Name, err)
		}
	}
	buf.WriteString(`},"httpGetParameters":`)
	if err := put(orEmpty(d.HTTPGetParameters)); err != nil {
		return nil, err
	}
	buf.WriteString(`,"generalSchema":`)
	if err := put(orEmpty(d.GeneralSchema)); err != nil {
		return nil, err
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

func orEmpty(m map[string]any) map[string]any {
	if m == nil {
		return map[string]any{}
	}
	return m
}

// UnmarshalJSON reads the served shape, keeping the props' order, and then
// builds the descriptor (see Build): the result is ready for Validate and its
// SVersion is recomputed from the content. Unknown keys are rejected so that
// a misspelt rule in a hand-written descriptor is not silently ignored.
func (d *Descriptor) UnmarshalJSON(b []byte) error {
	var raw struct {
		SVersion          string          `json:"sVersion"`
		PK                string          `json:"pk"`
		Props             json.RawMessage `json:"props"`
		HTTPGetParameters map[string]any  `json:"httpGetParameters"`
		GeneralSchema     map[string]any  `json:"generalSchema"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return fmt.Errorf("schema: %w", err)
	}
	props, err := decodeProps(raw.Props)
	if err != nil {
		return fmt.Errorf("schema: props: %w", err)
	}
	built, err := Build(Descriptor{PK: raw.PK, Props: props,
		HTTPGetParameters: raw.HTTPGetParameters, GeneralSchema: raw.GeneralSchema})
	if err != nil {
		return err
	}
	*d = built
	return nil
}

// decodeProps walks the props object token by token to keep its key order.
func decodeProps(b json.RawMessage) ([]Prop, error) {
	if len(b) == 0 || string(b) == "null" {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('{') {
		return nil, errors.New("props must be an object")
	}
	var props []Prop
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		name, _ := tok.(string)
		var rawProp json.RawMessage
		if err := dec.Decode(&rawProp); err != nil {
			return nil, fmt.Errorf("%q: %w", name, err)
		}
		pd := json.NewDecoder(bytes.NewReader(rawProp))
		pd.DisallowUnknownFields()
		var p Prop
		if err := pd.Decode(&p); err != nil {
			return nil, fmt.Errorf("%q: %w", name, err)
		}
		p.Name = name
		props = append(props, p)
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	return props, nil
}

// Check applies the named prop's rules to one non-empty value and returns
// it coerced, for writes whose shape is not one flat record (the rows of a
// change request); false when the value is refused or no prop has the name.
func (d Descriptor) Check(name string, v any) (any, bool) {
	p, ok := d.Prop(name)
	if !ok || !d.built {
		return nil, false
	}
	return checkValue(&p, v)
}
