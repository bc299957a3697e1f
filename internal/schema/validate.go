package schema

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"myaccount/internal/portal"
)

// Form-level messages of PLAT-122, shared with the app.
const (
	MsgMissing = "Missing mandatory fields."
	MsgInvalid = "Some inputs have invalid format."
)

// Default field messages, for props without an errorMessage and for the
// server-only checks (unknown and read-only fields).
const (
	MsgFieldRequired = "This field is required."
	MsgFieldInvalid  = "Please enter a valid value."
	MsgFieldUnknown  = "This field is not part of the form."
	MsgFieldReadOnly = "This field cannot be changed."
)

// defaultKeys name the default field messages in the catalogs.
var defaultKeys = map[string]portal.MsgKey{
	MsgFieldRequired: portal.MsgSchemaFieldRequired,
	MsgFieldInvalid:  portal.MsgSchemaFieldInvalid,
	MsgFieldUnknown:  portal.MsgSchemaFieldUnknown,
	MsgFieldReadOnly: portal.MsgSchemaFieldReadOnly,
}

// ErrorKind tells a missing required field from a badly formed one
// (PLAT-121); the form-level message depends on it.
type ErrorKind string

// The error kinds of PLAT-121.
const (
	Missing ErrorKind = "missing"
	Invalid ErrorKind = "invalid"
)

// FieldError is why one field was refused. Message is the prop's
// errorMessage where it has one (PLAT-118), so the server and the app say
// the same thing.
type FieldError struct {
	Kind    ErrorKind `json:"kind"`
	Message string    `json:"message"`
	Label   string    `json:"label"` // the prop's label, or the field name
	// LabelKey and MessageKey name Label and Message in the catalogs when
	// the descriptor's texts came from them (Msg uses them).
	LabelKey   portal.MsgKey `json:"-"`
	MessageKey portal.MsgKey `json:"-"`
}

// Options chooses between create and edit mode (PLAT-117).
type Options struct {
	// Edit validates a change to an existing record: only fields that differ
	// from Original are kept, and required fields are checked on Original
	// overlaid with the input. Without Edit, defaults fill absent fields.
	Edit bool
	// Original is the stored record (edit mode only).
	Original map[string]any
}

// Result is the outcome of Validate.
type Result struct {
	// Values are the coerced values to store: field name → value, nil for a
	// cleared field. Only meaningful when Valid.
	Values map[string]any
	// Errors are the refused fields; empty when Valid.
	Errors map[string]FieldError

	order []string // Errors' keys in form order, for Message
}

// Valid reports whether every field passed.
func (r Result) Valid() bool { return len(r.Errors) == 0 }

// FormMessage is the form-level message of PLAT-122: missing fields win over
// invalid ones, as in the app; "" when valid.
func (r Result) FormMessage() string {
	if r.Valid() {
		return ""
	}
	for _, e := range r.Errors {
		if e.Kind == Missing {
			return MsgMissing
		}
	}
	return MsgInvalid
}

// Message is the subscriber-facing text for a 450 answer: the form message,
// then which fields to fill in, then each badly formed field with its
// message. Example: "Missing mandatory fields. Please fill in: Forwarding
// address." Fields are named by their labels in form order.
func (r Result) Message() string {
	if r.Valid() {
		return ""
	}
	var missing, invalid []string
	for _, name := range r.order {
		e := r.Errors[name]
		if e.Kind == Missing {
			missing = append(missing, e.Label)
		} else {
			invalid = append(invalid, e.Label+": "+sentence(e.Message))
		}
	}
	parts := []string{r.FormMessage()}
	if len(missing) > 0 {
		parts = append(parts, "Please fill in: "+strings.Join(missing, ", ")+".")
	}
	parts = append(parts, invalid...)
	return strings.Join(parts, " ")
}

// Msg is Message as a catalog message, rendered in the caller's language:
// labels and field messages that came from the catalogs are named by key,
// texts of a decoded descriptor are shown as they are.
func (r Result) Msg() portal.Message {
	if r.Valid() {
		return portal.Message{}
	}
	form := portal.Msg(portal.MsgSchemaInvalid)
	var missing, invalid []portal.Message
	for _, name := range r.order {
		e := r.Errors[name]
		label := portal.Literal(e.Label)
		if e.LabelKey != "" {
			label = portal.Msg(e.LabelKey)
		}
		if e.Kind == Missing {
			form = portal.Msg(portal.MsgSchemaMissing)
			missing = append(missing, label)
			continue
		}
		problem := portal.Literal(sentence(e.Message))
		if e.MessageKey != "" {
			problem = portal.Msg(e.MessageKey)
		}
		invalid = append(invalid, portal.Msg(portal.MsgSchemaFieldProblem, "label", label, "problem", problem))
	}
	parts := []portal.Message{form}
	if len(missing) > 0 {
		parts = append(parts, portal.Msg(portal.MsgSchemaFillIn, "fields", missing))
	}
	return portal.Sentences(append(parts, invalid...)...)
}

// Refusal is the API's error for what Validate returned: 450 with the
// result's message when the input was refused, else err itself (a broken
// descriptor, a fault of ours).
func Refusal(res Result, err error) error {
	if !res.Valid() {
		return portal.FailWith(portal.CodeBadRequest, res.Msg())
	}
	return err
}

func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return MsgFieldInvalid
	}
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "?") {
		s += "."
	}
	return s
}

// ValidationError is the error Validate returns for a refused write. The API
// answers it with status 450 and Error() (= Result.Message()) as `message`.
type ValidationError struct {
	Result Result
}

// Error is the subscriber-facing message, safe to show as is.
func (e *ValidationError) Error() string { return e.Result.Message() }

// Validate checks a write against d and coerces the accepted values (platform
// spec §5, PLAT-108 … PLAT-122). It never panics on odd input: any JSON value
// decoded by encoding/json (with or without UseNumber), and Go integers and
// floats, are handled.
//
// The error is a *ValidationError when the input is refused (Result says
// which fields and why) and wraps ErrInvalidDescriptor when d itself is
// broken (a descriptor not made by Build is built on the fly). Result.Values
// are the values to store when the error is nil.
func Validate(d Descriptor, input map[string]any, opts Options) (Result, error) {
	if !d.built {
		var err error
		if d, err = Build(d); err != nil {
			return Result{}, err
		}
	}
	res := Result{Values: map[string]any{}, Errors: map[string]FieldError{}}
	fail := func(p Prop, kind ErrorKind, fallback string, fallbackKey portal.MsgKey) {
		e := FieldError{Kind: kind, Message: fallback, MessageKey: fallbackKey, Label: labelOf(p), LabelKey: p.LabelKey}
		if fallbackKey != defaultKeys[MsgFieldReadOnly] && p.ErrorMessage != "" {
			e.Message, e.MessageKey = p.ErrorMessage, p.ErrorKey
		}
		res.Errors[p.Name] = e
	}
	// state is the record after the write, for required checks and rules.
	state := make(map[string]any, len(d.Props))
	for _, p := range d.Props {
		v, sent := input[p.Name]
		var orig any
		if opts.Edit {
			orig = normalize(p, opts.Original[p.Name])
		}
		if !sent {
			switch {
			case opts.Edit:
				state[p.Name] = orig
			case !isEmpty(p.Default):
				c, _ := checkValue(&p, p.Default) // checked by Build
				state[p.Name] = c
				res.Values[p.Name] = c
			}
			continue
		}
		if p.Type == TypePK {
			// Always passes (PLAT-113) and is never stored: the target names
			// the record.
			state[p.Name] = v
			if opts.Edit {
				state[p.Name] = orig
			}
			continue
		}
		var c any // the coerced value; nil when empty
		if !isEmpty(v) {
			var ok bool
			if c, ok = checkValue(&p, v); !ok {
				state[p.Name] = v
				fail(p, Invalid, MsgFieldInvalid, defaultKeys[MsgFieldInvalid])
				continue
			}
		}
		state[p.Name] = c
		if opts.Edit && same(c, orig) {
			continue // unchanged: not written (PLAT-117)
		}
		if !opts.Edit && c == nil && p.ReadOnly {
			continue // nothing to write
		}
		if p.ReadOnly {
			fail(p, Invalid, MsgFieldReadOnly, defaultKeys[MsgFieldReadOnly])
			continue
		}
		res.Values[p.Name] = c
	}
	for _, p := range d.Props {
		if _, bad := res.Errors[p.Name]; bad || p.Type == TypePK {
			continue
		}
		if isEmpty(state[p.Name]) && requiredNow(p, state) {
			fail(p, Missing, MsgFieldRequired, defaultKeys[MsgFieldRequired])
		}
	}
	for _, p := range d.Props {
		if _, bad := res.Errors[p.Name]; bad {
			res.order = append(res.order, p.Name)
		}
	}
	var unknown []string
	for name := range input {
		if _, ok := d.Prop(name); !ok {
			unknown = append(unknown, name)
		}
	}
	sort.Strings(unknown)
	for _, name := range unknown {
		res.Errors[name] = FieldError{Kind: Invalid, Message: MsgFieldUnknown, MessageKey: defaultKeys[MsgFieldUnknown], Label: name}
		res.order = append(res.order, name)
	}
	if !res.Valid() {
		return res, &ValidationError{Result: res}
	}
	return res, nil
}

func labelOf(p Prop) string {
	if p.Label != "" {
		return p.Label
	}
	return p.Name
}

// requiredNow applies Required and the rules of PLAT-115 to the record.
func requiredNow(p Prop, state map[string]any) bool {
	if p.Required {
		return true
	}
	for _, r := range p.RequiredRules {
		holds := ruleHolds(r, state[r.Field])
		if (r.Kind == RequiredIf && holds) || (r.Kind == OptionalIf && !holds) {
			return true
		}
	}
	return false
}

func ruleHolds(r Rule, v any) bool {
	if r.Test == TestNotEmpty {
		return !isEmpty(v)
	}
	s := canon(v)
	for _, want := range r.Values {
		if s == want {
			return true
		}
	}
	return false
}

// isEmpty is the spec's "empty or null".
func isEmpty(v any) bool {
	if v == nil {
		return true
	}
	switch s := v.(type) {
	case string:
		return s == ""
	case json.Number:
		return s == ""
	}
	return false
}

// normalize is a stored value as it would be written now (coerced when
// possible, else as stored), so an unchanged field compares equal even when
// the store and the client spell it differently ("42" vs 42).
func normalize(p Prop, v any) any {
	if isEmpty(v) {
		return nil
	}
	if c, ok := checkValue(&p, v); ok {
		return c
	}
	return v
}

// same compares two normalized values by their string form.
func same(a, b any) bool {
	if isEmpty(a) || isEmpty(b) {
		return isEmpty(a) && isEmpty(b)
	}
	return canon(a) == canon(b)
}

// checkValue applies p's type rule to a non-empty value and coerces it to
// p's expectedType (PLAT-109, 111, 112, 113, 114, 116).
func checkValue(p *Prop, v any) (any, bool) {
	switch p.Type {
	case TypeCustom, TypePK:
		return v, true
	case TypeInput:
		if _, isString := v.(string); p.StringOnly && !isString {
			return nil, false
		}
		s, ok := scalarString(v)
		if !ok || !PlainText(s, p.Multiline) {
			return nil, false
		}
		if p.re != nil && !p.re.MatchString(s) {
			return nil, false
		}
		n := utf8.RuneCountInString(s)
		if n < p.MinLength || (p.MaxLength > 0 && n > p.MaxLength) {
			return nil, false
		}
		return coerce(v, p.ExpectedType)
	case TypeSelect:
		s, ok := scalarString(v)
		if !ok {
			return nil, false
		}
		for _, o := range p.DropdownOptions {
			if o.Value == s {
				return coerce(v, p.ExpectedType)
			}
		}
		return nil, false
	case TypeBool, TypeCheckbox:
		b, ok := asBool(v)
		if !ok {
			return nil, false
		}
		if p.ExpectedType == ExpectCustom {
			return v, true
		}
		return coerce(b, p.ExpectedType)
	}
	return nil, false
}

// maxSafe is the largest integer a JavaScript number holds exactly; the app
// must read back exactly what was stored.
const maxSafe = 1<<53 - 1

var (
	intText   = regexp.MustCompile(`^-?[0-9]+$`)
	floatText = regexp.MustCompile(`^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$`)
)

// coerce turns v into et's Go type: string, bool, int64, float64, or v itself
// for custom.
func coerce(v any, et ExpectedType) (any, bool) {
	switch et {
	case ExpectCustom:
		return v, true
	case ExpectString:
		return scalarString(v)
	case ExpectBoolean:
		return asBool(v)
	case ExpectInteger:
		if s, ok := v.(string); ok {
			if !intText.MatchString(s) {
				return nil, false
			}
			n, err := strconv.ParseInt(s, 10, 64)
			if err != nil || n > maxSafe || n < -maxSafe {
				return nil, false
			}
			return n, true
		}
		f, ok := asFloat(v)
		if !ok || f != math.Trunc(f) || f > maxSafe || f < -maxSafe {
			return nil, false
		}
		return int64(f), true
	case ExpectFloat:
		if s, ok := v.(string); ok {
			if !floatText.MatchString(s) {
				return nil, false
			}
			f, err := strconv.ParseFloat(s, 64)
			if err != nil || math.IsInf(f, 0) {
				return nil, false
			}
			return f + 0, true // + 0 turns -0 into 0
		}
		f, ok := asFloat(v)
		if !ok {
			return nil, false
		}
		return f + 0, true
	}
	return nil, false
}

func asBool(v any) (bool, bool) {
	switch b := v.(type) {
	case bool:
		return b, true
	case string:
		switch b {
		case "true":
			return true, true
		case "false":
			return false, true
		}
	}
	return false, false
}

// asFloat accepts every numeric Go type a caller may hand in; integers
// outside float64's exact range are refused rather than rounded.
func asFloat(v any) (float64, bool) {
	var f float64
	switch n := v.(type) {
	case float64:
		f = n
	case float32:
		f = float64(n)
	case int:
		f = float64(n)
	case int8:
		f = float64(n)
	case int16:
		f = float64(n)
	case int32:
		f = float64(n)
	case int64:
		if n > maxSafe || n < -maxSafe {
			return 0, false
		}
		f = float64(n)
	case uint:
		f = float64(n)
	case uint8:
		f = float64(n)
	case uint16:
		f = float64(n)
	case uint32:
		f = float64(n)
	case uint64:
		if n > maxSafe {
			return 0, false
		}
		f = float64(n)
	case json.Number:
		var err error
		if f, err = strconv.ParseFloat(string(n), 64); err != nil {
			return 0, false
		}
	default:
		return 0, false
	}
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, false
	}
	return f, true
}

// scalarString is a scalar's string form as the app would compare it:
// strings as they are, booleans as "true"/"false", numbers as JavaScript
// prints them. Objects and arrays have none.
func scalarString(v any) (string, bool) {
	switch s := v.(type) {
	case nil:
		return "", true
	case string:
		return s, true
	case bool:
		return strconv.FormatBool(s), true
	}
	f, ok := asFloat(v)
	if !ok {
		return "", false
	}
	return jsNumber(f), true
}

// jsNumber formats f like JavaScript's String(f) (and encoding/json).
func jsNumber(f float64) string {
	if f == 0 {
		return "0"
	}
	abs := math.Abs(f)
	if abs >= 1e-6 && abs < 1e21 {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	s := strconv.FormatFloat(f, 'e', -1, 64)
	// Go writes e-07 where JavaScript writes e-7.
	if i := strings.LastIndexAny(s, "+-"); i > 0 && s[i-1] == 'e' && len(s) > i+2 && s[i+1] == '0' {
		s = s[:i+1] + s[i+2:]
	}
	return s
}

// canon is any value's string form for comparisons: scalarString, or the
// JSON of an object or array (custom fields).
func canon(v any) string {
	if s, ok := scalarString(v); ok {
		return s
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf("%#v", v)
	}
	return string(b)
}
