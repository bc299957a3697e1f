package api_test

import (
	"strings"
	"testing"
)

// The server validates every write to the notification preferences and
// says what is wrong, in the caller's language.
func TestNotificationPreferencesRefusals(t *testing.T) {
	w := newWorld(t)
	cases := []struct {
		body map[string]any
		en   string
	}{
		{map[string]any{"category": "newsletter", "enabled": false}, `There is no notification category "newsletter". Choose one of: usage, billing, account, service-status, offers.`},
		{map[string]any{"enabled": false}, `There is no notification category "". Choose one of`},
		{map[string]any{"category": "usage"}, `Send "enabled", "address" or both to change a category.`},
		{map[string]any{"category": "usage", "enabled": "no"}, `"enabled" must be true or false.`},
		{map[string]any{"category": "usage", "address": 7}, `"address" must be an e-mail address.`},
		{map[string]any{"category": "usage", "address": "blake@demo.test"}, `Notifications can go only to your login's address or to one of your service e-mail addresses: blake@demo.test is neither.`},
		{map[string]any{"category": "usage", "address": "someone@example.com"}, `someone@example.com is neither.`},
	}
	for _, c := range cases {
		a := w.call("POST", "user.1001/notificationpreferences", w.token, c.body)
		msg, _ := a.body["message"].(string)
		if a.status != 450 || !strings.HasPrefix(msg, c.en) && !strings.HasSuffix(msg, c.en) {
			t.Errorf("%v: %d %q", c.body, a.status, msg)
		}
	}
	// Nothing was written.
	if u := w.call("GET", "user.1001/notificationpreferences", w.token, nil).list()[0].(map[string]any); u["enabled"] != true {
		t.Fatalf("a refused write changed usage: %v", u)
	}
	w.lang = "fr"
	a := w.call("POST", "user.1001/notificationpreferences", w.token, map[string]any{"category": "usage", "address": "blake@demo.test"})
	if msg, _ := a.body["message"].(string); a.status != 450 || !strings.HasPrefix(msg, "Les avis ne peuvent être envoyés") {
		t.Fatalf("French refusal: %d %q", a.status, msg)
	}
	l := w.call("GET", "user.1001/notificationpreferences", w.token, nil).list()
	if l[1].(map[string]any)["name"] != "Facturation et paiements" {
		t.Fatalf("French names: %v", l)
	}
}
