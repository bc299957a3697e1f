package schema

import (
	"encoding/json"
	"errors"
	"math"
	"testing"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// TestCoercedGoTypes: the values to store have one Go type per expected
// type, whatever JSON or Go type came in, so the store never sees "42".
//
// covers: PLAT-116
func TestCoercedGoTypes(t *testing.T) {
	d := MustBuild(Descriptor{Props: []Prop{
		{Name: "s", Type: TypeInput, ExpectedType: ExpectString},
		{Name: "b", Type: TypeBool},
		{Name: "i", Type: TypeInput, ExpectedType: ExpectInteger},
		{Name: "f", Type: TypeInput, ExpectedType: ExpectFloat},
	}})
	inputs := []map[string]any{
		{"s": 12, "b": "true", "i": "42", "f": "2.5"},
		{"s": json.Number("12"), "b": true, "i": json.Number("42"), "f": json.Number("2.5")},
		{"s": int64(12), "b": true, "i": int8(42), "f": float32(2.5)},
		{"s": uint(12), "b": "true", "i": uint64(42), "f": 2.5},
	}
	for _, in := range inputs {
		res, err := Validate(d, in, Options{})
		if err != nil {
			t.Fatalf("%v: %v", in, err)
		}
		v := res.Values
		if v["s"] != "12" || v["b"] != true || v["i"] != int64(42) || v["f"] != 2.5 {
			t.Errorf("%v → %#v", in, v)
		}
	}
	bad := []map[string]any{
		{"f": math.NaN()}, {"f": math.Inf(1)}, {"i": int64(1) << 60}, {"i": uint64(1) << 63},
		{"f": json.Number("1e999")}, {"i": json.Number("x")}, {"s": []any{}}, {"s": struct{}{}},
		{"b": 0}, {"f": "Infinity"}, {"f": "1e999"}, {"i": "+5"}, {"i": " 5"},
	}
	for _, in := range bad {
		if res, err := Validate(d, in, Options{}); err == nil {
			t.Errorf("%v accepted as %#v", in, res.Values)
		}
	}
	res, _ := Validate(d, map[string]any{"f": "-0"}, Options{})
	if f := res.Values["f"].(float64); math.Signbit(f) {
		t.Error("-0 is stored as 0, as JSON and JavaScript print it")
	}
}

// TestJSNumber: numbers become text the way the app's String(n) writes them,
// so "compared as strings" means the same on both sides.
//
// covers: PLAT-111, PLAT-116
func TestJSNumber(t *testing.T) {
	for f, want := range map[float64]string{
		0: "0", 1: "1", -1.5: "-1.5", 1e20: "100000000000000000000", 1e21: "1e+21",
		1e-6: "0.000001", 1e-7: "1e-7", -2.5e-10: "-2.5e-10", 123456789.125: "123456789.125",
		math.MaxFloat64: "1.7976931348623157e+308", 5e-324: "5e-324",
	} {
		if got := jsNumber(f); got != want {
			t.Errorf("jsNumber(%g) = %s, want %s", f, got, want)
		}
	}
}

// TestMessage: the 450 text a subscriber reads names the form problem and
// the fields by label, in form order, with each field's errorMessage.
//
// covers: PLAT-118, PLAT-121, PLAT-122
func TestMessage(t *testing.T) {
	d := MustBuild(Descriptor{Props: []Prop{
		{Name: "name", Type: TypeInput, Label: "Name", Required: true},
		{Name: "phone", Type: TypeInput, Label: "Phone", Regex: "[0-9]{10}", ErrorMessage: "Please enter a 10-digit phone number"},
		{Name: "city", Type: TypeInput, Label: "City", Required: true},
		{Name: "plan", Type: TypeSelect, DropdownOptions: []Option{{Value: "1"}}},
	}})
	tests := []struct {
		in   map[string]any
		want string
	}{
		{map[string]any{"phone": "1"}, "Missing mandatory fields. Please fill in: Name, City. Phone: Please enter a 10-digit phone number."},
		{map[string]any{"name": "A", "city": "B", "plan": "2", "zz": 1}, "Some inputs have invalid format. plan: Please enter a valid value. zz: This field is not part of the form."},
		{map[string]any{"name": "A", "city": "B"}, ""},
	}
	for _, tt := range tests {
		res, err := Validate(d, tt.in, Options{})
		if got := res.Message(); got != tt.want {
			t.Errorf("%v:\n got %q\nwant %q", tt.in, got, tt.want)
		}
		var ve *ValidationError
		if (tt.want == "") != (err == nil) || (err != nil && (!errors.As(err, &ve) || ve.Error() != tt.want)) {
			t.Errorf("%v: error %v", tt.in, err)
		}
	}
}

// TestUnbuiltDescriptor: a descriptor written as a literal still validates
// (it is built on the fly), and a broken one is reported as our fault, not
// as a subscriber's validation error.
//
// covers: PLAT-106, PLAT-109
func TestUnbuiltDescriptor(t *testing.T) {
	d := Descriptor{Props: []Prop{{Name: "a", Type: TypeInput, Regex: "[a-z]+"}}}
	if _, err := Validate(d, map[string]any{"a": "abc"}, Options{}); err != nil {
		t.Fatal(err)
	}
	if _, err := Validate(d, map[string]any{"a": "ABC"}, Options{}); err == nil {
		t.Fatal("regex not applied")
	}
	d.Props[0].Regex = "("
	_, err := Validate(d, map[string]any{"a": "x"}, Options{})
	var ve *ValidationError
	if !errors.Is(err, ErrInvalidDescriptor) || errors.As(err, &ve) {
		t.Fatalf("err = %v", err)
	}
	if p, ok := d.Prop("a"); !ok || p.Name != "a" {
		t.Error("Prop on an unbuilt descriptor")
	}
	if _, ok := ServiceEmail(i18n.English).Prop("nope"); ok {
		t.Error("Prop found an unknown field")
	}
}

// TestServiceEmailAddresses: the forwarding address regex accepts ordinary
// addresses and refuses what mail cannot be forwarded to.
//
// covers: PLAT-158, PLAT-159
func TestServiceEmailAddresses(t *testing.T) {
	d := ServiceEmail(i18n.English)
	stored := map[string]any{"id": 5, "email": "a@isp.example", "forwarding": true, "forwardingaddress": "a@example.com"}
	good := []string{"me@example.com", "first.last+tag@sub.example.co.uk", "o'brien@example.ie", "x@a-b.ca", "UPPER@EXAMPLE.COM"}
	bad := []string{"plain", "@example.com", "me@", "me@example", "me@@example.com", "me @example.com", "me@-example.com",
		"me@example-.com", "me@example..com", "me@example.com.", "me@exam_ple.com", "me@example.com\n"}
	for _, a := range good {
		if _, err := Validate(d, map[string]any{"forwardingaddress": a}, Options{Edit: true, Original: stored}); err != nil {
			t.Errorf("%q refused: %v", a, err)
		}
	}
	for _, a := range bad {
		res, err := Validate(d, map[string]any{"forwardingaddress": a}, Options{Edit: true, Original: stored})
		if err == nil || res.Errors["forwardingaddress"].Message != i18n.English.T(portal.MsgFieldEmailRule) {
			t.Errorf("%q accepted (%v)", a, res.Errors)
		}
	}
	// The copy returned is the caller's own.
	d.Props[0].Label = "changed"
	if ServiceEmail(i18n.English).Props[0].Label == "changed" {
		t.Error("ServiceEmail shares its props")
	}
}
