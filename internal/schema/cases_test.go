package schema

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"myaccount/internal/i18n"
)

var update = flag.Bool("update", false, "rewrite testdata/schema-cases.json with the computed sVersions")

const casesFile = "../../testdata/schema-cases.json"

// schemaCase is one entry of the table shared with the TypeScript validator.
type schemaCase struct {
	Name        string               `json:"name"`
	Covers      []string             `json:"covers"`
	Schema      Descriptor           `json:"schema"`
	Mode        string               `json:"mode"`
	Original    json.RawMessage      `json:"original,omitempty"`
	Input       json.RawMessage      `json:"input"`
	Valid       bool                 `json:"valid"`
	Errors      map[string]ErrorKind `json:"errors"`
	Output      json.RawMessage      `json:"output"`
	FormMessage string               `json:"formMessage"`
}

func loadCases(t testing.TB) ([]schemaCase, []byte) {
	t.Helper()
	b, err := os.ReadFile(casesFile)
	if err != nil {
		t.Fatal(err)
	}
	var cases []schemaCase
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatalf("%s: %v", casesFile, err)
	}
	return cases, b
}

func decodeObject(t testing.TB, raw json.RawMessage, useNumber bool) map[string]any {
	t.Helper()
	if len(raw) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if useNumber {
		dec.UseNumber()
	}
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("decode %s: %v", raw, err)
	}
	return m
}

// jsonEqual compares two values by their JSON meaning, so int64(7) equals
// the 7 read from the file.
func jsonEqual(t testing.TB, a any, b json.RawMessage) bool {
	t.Helper()
	ab, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var x, y any
	if err := json.Unmarshal(ab, &x); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatal(err)
	}
	return reflect.DeepEqual(x, y)
}

// TestSharedCases runs every case of testdata/schema-cases.json through
// Validate, with inputs decoded both as float64 and as json.Number.
//
// covers: PLAT-106, PLAT-107, PLAT-108, PLAT-109, PLAT-110, PLAT-111, PLAT-112, PLAT-113, PLAT-114, PLAT-115, PLAT-116, PLAT-117, PLAT-118, PLAT-121, PLAT-122, PLAT-148, PLAT-154, PLAT-156, PLAT-158, PLAT-159
func TestSharedCases(t *testing.T) {
	cases, _ := loadCases(t)
	if len(cases) < 40 {
		t.Fatalf("only %d cases; the table must cover every rule", len(cases))
	}
	names := map[string]bool{}
	for _, c := range cases {
		for _, useNumber := range []bool{false, true} {
			name := c.Name
			if useNumber {
				name += "/json.Number"
			}
			t.Run(name, func(t *testing.T) {
				input := decodeObject(t, c.Input, useNumber)
				opts := Options{Edit: c.Mode == "edit", Original: decodeObject(t, c.Original, useNumber)}
				res, err := Validate(c.Schema, input, opts)
				if (err == nil) != c.Valid || res.Valid() != c.Valid {
					t.Fatalf("valid = %v (err %v), want %v; errors %v", res.Valid(), err, c.Valid, res.Errors)
				}
				got := map[string]ErrorKind{}
				for f, e := range res.Errors {
					got[f] = e.Kind
					if e.Message == "" || e.Label == "" {
						t.Errorf("%s: error without message or label: %+v", f, e)
					}
				}
				want := c.Errors
				if want == nil {
					want = map[string]ErrorKind{}
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("errors = %v, want %v", got, want)
				}
				if fm := res.FormMessage(); fm != c.FormMessage {
					t.Errorf("form message = %q, want %q", fm, c.FormMessage)
				}
				if c.Valid {
					if !jsonEqual(t, res.Values, c.Output) {
						out, _ := json.Marshal(res.Values)
						t.Errorf("output = %s, want %s", out, c.Output)
					}
					return
				}
				var ve *ValidationError
				if !errors.As(err, &ve) || !strings.HasPrefix(ve.Error(), c.FormMessage) {
					t.Errorf("error %v: want a *ValidationError starting with %q", err, c.FormMessage)
				}
			})
		}
		if names[c.Name] {
			t.Errorf("case name %q used twice", c.Name)
		}
		names[c.Name] = true
	}
}

// TestCasesFileWellFormed keeps the shared table honest: requirement ids on
// every case, known modes and error kinds, each served schema carrying the
// version the server would compute, and the service e-mail schema being the
// one ServiceEmail serves. `go test -run CasesFile -update` refreshes the
// versions after a schema in the file is edited.
//
// covers: PLAT-106, PLAT-148
func TestCasesFileWellFormed(t *testing.T) {
	cases, orig := loadCases(t)
	var raw []struct {
		Schema struct {
			SVersion string `json:"sVersion"`
		} `json:"schema"`
	}
	if err := json.Unmarshal(orig, &raw); err != nil {
		t.Fatal(err)
	}
	if *update {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(cases); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(casesFile, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	id := regexp.MustCompile(`^PLAT-1[0-9]{2}$`)
	serviceEmail := false
	for i, c := range cases {
		if len(c.Covers) == 0 {
			t.Errorf("%s: no requirement ids", c.Name)
		}
		for _, cv := range c.Covers {
			if !id.MatchString(cv) {
				t.Errorf("%s: bad requirement id %q", c.Name, cv)
			}
		}
		if c.Mode != "create" && c.Mode != "edit" {
			t.Errorf("%s: mode %q", c.Name, c.Mode)
		}
		if (c.Mode == "edit") != (len(c.Original) > 0) {
			t.Errorf("%s: original goes with edit mode and only there", c.Name)
		}
		for f, k := range c.Errors {
			if k != Missing && k != Invalid {
				t.Errorf("%s: %s: kind %q", c.Name, f, k)
			}
		}
		if c.Valid == (len(c.Errors) > 0) || c.Valid == (string(c.Output) == "null") {
			t.Errorf("%s: valid, errors and output disagree", c.Name)
		}
		if raw[i].Schema.SVersion != c.Schema.SVersion {
			t.Errorf("%s: sVersion %q in the file, %q computed; run with -update", c.Name, raw[i].Schema.SVersion, c.Schema.SVersion)
		}
		if c.Schema.SVersion == ServiceEmail(i18n.English).SVersion {
			serviceEmail = true
		}
	}
	if !serviceEmail {
		t.Error("no case uses the ServiceEmail descriptor as served")
	}
}
