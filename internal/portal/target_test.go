package portal

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// targetCase is one row of testdata/targets.json, shared with the app's
// TypeScript target helpers.
type targetCase struct {
	Target   string       `json:"target"`
	Valid    bool         `json:"valid"`
	Kind     string       `json:"kind"`
	Segments [][2]*string `json:"segments"`
}

func loadTargetCases(t testing.TB) []targetCase {
	b, err := os.ReadFile("../../testdata/targets.json")
	if err != nil {
		t.Fatal(err)
	}
	var cs []targetCase
	if err := json.Unmarshal(b, &cs); err != nil {
		t.Fatal(err)
	}
	return cs
}

// covers: PLAT-078, PLAT-080
func TestParseTargetCases(t *testing.T) {
	for _, c := range loadTargetCases(t) {
		got, err := ParseTarget(c.Target)
		if c.Valid != (err == nil) {
			t.Errorf("ParseTarget(%q) error = %v, want valid=%v", c.Target, err, c.Valid)
			continue
		}
		if !c.Valid {
			var pe *Error
			if !asError(err, &pe) || pe.Code != CodeBadRequest || pe.Msg.Key == "" {
				t.Errorf("ParseTarget(%q) gave %v, want a 450 with a message", c.Target, err)
			}
			continue
		}
		if got.Kind() != c.Kind || got.String() != c.Target || len(got) != len(c.Segments) {
			t.Errorf("ParseTarget(%q) = %v kind %q", c.Target, got, got.Kind())
			continue
		}
		for i, s := range c.Segments {
			wantID := ""
			if s[1] != nil {
				wantID = *s[1]
			}
			if got[i].Name != *s[0] || got[i].ID != wantID || got[i].HasID != (s[1] != nil) {
				t.Errorf("ParseTarget(%q)[%d] = %+v", c.Target, i, got[i])
			}
		}
	}
}

func asError(err error, pe **Error) bool {
	e, ok := err.(*Error)
	*pe = e
	return ok
}

// covers: PLAT-080
func TestSegmentNumAndSession(t *testing.T) {
	tg, _ := ParseTarget("user.session/serviceemail.42/broadbandgraphic.x1")
	if !tg[0].IsSession() || tg[1].IsSession() {
		t.Fatal("IsSession")
	}
	if n, ok := tg[1].Num(); !ok || n != 42 {
		t.Fatalf("Num = %d %v", n, ok)
	}
	if _, ok := tg[0].Num(); ok {
		t.Fatal("session is not a number")
	}
	if _, ok := tg[2].Num(); ok {
		t.Fatal("x1 is not a number")
	}
	big, _ := ParseTarget("user.99999999999999999999")
	if _, ok := big[0].Num(); ok {
		t.Fatal("an id beyond int64 is not a number")
	}
}

// FuzzParseTarget: the parser never panics, and whatever it accepts renders
// back to the same text and stays within the limits.
func FuzzParseTarget(f *testing.F) {
	for _, c := range loadTargetCases(f) {
		f.Add(c.Target)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tg, err := ParseTarget(s)
		if err != nil {
			return
		}
		if tg.String() != s {
			t.Fatalf("round trip %q → %q", s, tg.String())
		}
		if len(tg) == 0 || len(tg) > maxSegments || len(s) > MaxTargetLength {
			t.Fatalf("limits broken for %q", s)
		}
		if strings.Contains(tg.Kind(), "..") {
			t.Fatalf("kind %q", tg.Kind())
		}
	})
}

// covers: PLAT-066
func TestValidHWAndSeg(t *testing.T) {
	for s, want := range map[string]bool{"AA:BB:cc:dd:00:11": true, "aa:bb:cc:dd:ee": false, "aa-bb-cc-dd-ee-ff": false,
		"aa:bb:cc:dd:ee:fg": false, "aa:bb:cc:dd:ee:ff:00": false, "": false, " aa:bb:cc:dd:ee:ff": false} {
		if ValidHW(s) != want {
			t.Errorf("ValidHW(%q) = %v", s, !want)
		}
	}
	for s, want := range map[string]bool{"north-7": true, "a_b": true, "": false, "a b": false, strings.Repeat("x", 65): false} {
		if ValidSeg(s) != want {
			t.Errorf("ValidSeg(%q) = %v", s, !want)
		}
	}
}
