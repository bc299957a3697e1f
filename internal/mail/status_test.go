package mail

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"myaccount/internal/portal"
)

// The Service status e-mails in both languages: the event's title and
// texts in the reader's language (English when no French was written),
// the start and the estimate, and the link to the app. covers: issue 32
func TestRenderServiceStatus(t *testing.T) {
	ms := func(t time.Time) string { return strconv.FormatInt(t.UnixMilli(), 10) }
	starts := time.Date(2026, 11, 28, 15, 30, 0, 0, time.UTC)
	data := func(kind, text, textFR string) map[string]string {
		return map[string]string{"event": "out-1", "kind": kind, "title": "Internet outage", "title_fr": "Panne Internet",
			"starts": ms(starts), "estimate": ms(starts.Add(3 * time.Hour)), "text": text, "text_fr": textFR}
	}
	for _, c := range []struct {
		name string
		kind portal.MailKind
		lang string
		data map[string]string
		want []string
	}{
		{"started", portal.MailOutageStarted, "en", data("outage", "", ""),
			[]string{"Service outage in your area: Internet outage", "since November 28, 2026", "Estimated restoration: November 28, 2026"}},
		{"started-fr", portal.MailOutageStarted, "fr", data("outage", "", ""),
			[]string{"Panne dans votre secteur\u00a0: Panne Internet", "depuis le 28 novembre 2026", "Rétablissement prévu\u00a0:"}},
		{"maintenance", portal.MailOutageStarted, "en", data("maintenance", "", ""),
			[]string{"Planned maintenance in your area: Internet outage", "Maintenance is planned in your area from"}},
		{"updated-fr-fallback", portal.MailOutageUpdated, "fr", data("outage", "Crews are on site", ""),
			[]string{"Mise à jour\u00a0: Panne Internet", "Dernière mise à jour\u00a0: Crews are on site"}},
		{"resolved-fr", portal.MailOutageResolved, "fr", data("outage", "Fixed", "Réparé"),
			[]string{"Résolu\u00a0: Panne Internet", "Le service est rétabli dans votre secteur.", "Réparé"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, err := Render(portal.Mail{Kind: c.kind, To: "ann@example.com", Lang: c.lang, Identity: 5, Data: c.data}, testBrand)
			if err != nil {
				t.Fatal(err)
			}
			all := r.Subject + "\n" + r.Text
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("lacks %q:\n%s", w, all)
				}
			}
			if !strings.Contains(r.Text, "\nhttps://myaccount.example.com/ui/\n") {
				t.Errorf("no link to the app:\n%s", r.Text)
			}
		})
	}
	bad := data("storm", "", "")
	if _, err := Render(portal.Mail{Kind: portal.MailOutageStarted, To: "a@example.com", Identity: 5, Data: bad}, testBrand); !errors.Is(err, ErrBadMessage) {
		t.Errorf("a bad kind renders: %v", err)
	}
}
