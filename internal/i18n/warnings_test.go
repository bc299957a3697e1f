package i18n

import (
	"strings"
	"testing"
	"time"

	"myaccount/internal/portal"
)

func TestDay(t *testing.T) {
	tue := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		l       Lang
		t       time.Time
		weekday bool
		want    string
	}{
		{English, tue, false, "December 1"},
		{English, tue, true, "Tuesday, December 1"},
		{French, tue, false, "1er décembre"},
		{French, tue, true, "mardi 1er décembre"},
		{French, tue.AddDate(0, 1, 1), false, "2 janvier"},
	} {
		if got := c.l.Day(c.t, c.weekday); got != c.want {
			t.Errorf("%s Day(%s, %v) = %q, want %q", c.l, c.t.Format(time.DateOnly), c.weekday, got, c.want)
		}
	}
}

// covers: NET-087
func TestHitCapWarningInBothLanguages(t *testing.T) {
	w := HitCapWarning(time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC))
	if w.Type != portal.WarningHitCap || w.Clearable {
		t.Fatalf("warning = %+v", w)
	}
	if w.Title != "You have reached your monthly data cap" || !strings.Contains(w.Body, "resets on December 1.") {
		t.Errorf("English: %q / %q", w.Title, w.Body)
	}
	if !strings.HasPrefix(w.TitleFR, "Vous avez atteint") || !strings.Contains(w.BodyFR, "le 1er décembre.") {
		t.Errorf("French: %q / %q", w.TitleFR, w.BodyFR)
	}
	if French.Pick("en", "") != "en" || French.Pick("en", "fr") != "fr" || English.Pick("en", "fr") != "en" {
		t.Error("Pick")
	}
}
