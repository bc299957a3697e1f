package schema

import (
	"testing"
)

// Subscriber text is plain: a single-line field takes no control character
// at all, a multi-line one only line breaks and tabs; neither takes the
// C0/C1 controls, DEL or the bidirectional controls, and the validator
// applies the rule to every text input by its Multiline.
func TestPlainText(t *testing.T) {
	for _, c := range []struct {
		s             string
		single, multi bool
	}{
		{"Avery Fields", true, true},
		{"Émilie Côté – 5 ½ rue", true, true},
		{"two\nlines", false, true},
		{"crlf\r\nlines", false, true},
		{"a\ttab", false, true},
		{"clear\x1b[2J", false, false},
		{"title\x1b]0;x\x07", false, false},
		{"nul\x00", false, false},
		{"del\x7f", false, false},
		{"c1\u0085", false, false},
		{"csi\u009b", false, false},
		{"rlo\u202e", false, false},
		{"lre\u202a", false, false},
		{"isolate\u2066\u2069", false, false},
		{"mark\u200e\u200f", false, false},
		{"arabic mark\u061c", false, false},
		{"zero width joiner\u200d", true, true}, // a joiner shapes emoji and scripts; it moves nothing
	} {
		if got := PlainText(c.s, false); got != c.single {
			t.Errorf("single-line %q: %v", c.s, got)
		}
		if got := PlainText(c.s, true); got != c.multi {
			t.Errorf("multi-line %q: %v", c.s, got)
		}
	}

	d, err := Build(Descriptor{Props: []Prop{
		{Name: "name", Type: TypeInput, ExpectedType: ExpectString, MaxLength: 100},
		{Name: "note", Type: TypeInput, ExpectedType: ExpectString, MaxLength: 100, Multiline: true},
	}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		field, value string
		ok           bool
	}{
		{"name", "Avery", true},
		{"name", "Avery\n1002\tforged row", false},
		{"name", "Avery\r", false},
		{"note", "line one\nline two\tend", true},
		{"note", "x\x1b[2J", false},
		{"note", "x\u202e", false},
	} {
		_, err := Validate(d, map[string]any{c.field: c.value}, Options{})
		if (err == nil) != c.ok {
			t.Errorf("%s %q: %v", c.field, c.value, err)
		}
	}
}
