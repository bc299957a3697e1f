package api_test

import (
	"net/url"
	"testing"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// TestAnswersInTheCallersLanguage: the app sends the subscriber's language
// in Accept-Language and every message comes back in it — refusals,
// confirmations, form labels and the validation of a form — with English
// for anything else; a descriptor has its own version per language, so an
// app that switched language is sent the new texts.
//
// covers: PLAT-082, PLAT-118, PLAT-122
func TestAnswersInTheCallersLanguage(t *testing.T) {
	w := inetWorld(t)
	fr, en := i18n.French, i18n.English

	w.lang = "fr"
	if a := w.call("GET", "user.1001/nosuchthing", w.token, nil); a.status != 450 || a.body["message"] != fr.T(portal.MsgNotSupported) {
		t.Errorf("refusal in French: %d %v", a.status, a.body["message"])
	}
	frForm := w.call("GET", "user.1001/wifisettings", w.token, nil)
	props, _ := frForm.body["schema"].(map[string]any)["props"].(map[string]any)
	ssid, _ := props["wifi_ssid"].(map[string]any)
	if ssid["label"] != fr.T(portal.MsgFieldWifiSSID) || ssid["errorMessage"] != fr.T(portal.MsgFieldSSIDRule) {
		t.Errorf("French form texts: %v", ssid)
	}
	refused := w.call("POST", "user.1001/wifisettings.1001", w.token, map[string]any{"wifi_ssid": " lead"})
	wantFr := fr.T(portal.MsgSchemaInvalid) + " " + fr.T(portal.MsgSchemaFieldProblem, "label", fr.T(portal.MsgFieldWifiSSID), "problem", fr.T(portal.MsgFieldSSIDRule))
	if refused.status != 450 || refused.body["message"] != wantFr {
		t.Errorf("French validation: %v\nwant %s", refused.body["message"], wantFr)
	}
	if ok := w.call("POST", "user.1001/wifisettings.1001", w.token, map[string]any{"wifi_ssid": "Fields 5G"}); ok.body["message"] != fr.T(portal.MsgWifiSaved) {
		t.Errorf("French confirmation: %v", ok.body["message"])
	}

	w.lang = "de-DE, en;q=0.5"
	enForm := w.call("GET", "user.1001/wifisettings", w.token, nil)
	enSchema, _ := enForm.body["schema"].(map[string]any)
	if enSchema["props"].(map[string]any)["wifi_ssid"].(map[string]any)["label"] != "Network name (SSID)" {
		t.Errorf("English form: %v", enSchema)
	}
	enVersion, frVersion := enSchema["sVersion"], frForm.body["schema"].(map[string]any)["sVersion"]
	if enVersion == frVersion {
		t.Fatal("the two languages' descriptors share a version")
	}
	// Holding the English version, a French caller is sent the French schema.
	w.lang = "fr"
	again := w.raw("GET", "/api?target=user.1001/wifisettings&schema="+url.QueryEscape(enVersion.(string)), w.token, nil)
	if s, _ := again.body["schema"].(map[string]any); s == nil || s["sVersion"] != frVersion {
		t.Errorf("after a language switch: %v", again.body["schema"])
	}
	w.lang = ""
	if a := w.call("GET", "user.1001/nosuchthing", w.token, nil); a.body["message"] != en.T(portal.MsgNotSupported) {
		t.Errorf("default: %v", a.body["message"])
	}
}

// TestWarningsAndNoticesInTheCallersLanguage: a warning's and a notice's
// texts come in the caller's language; a French text the provider left
// empty reads the English one.
//
// covers: PLAT-053, PLAT-128
func TestWarningsAndNoticesInTheCallersLanguage(t *testing.T) {
	w := newWorld(t)
	for _, c := range []struct{ lang, title, body, notice string }{
		{"fr", "Panne", "b", "Maintenance ce soir"},
		{"en", "Outage", "b", "Maintenance tonight"},
		{"", "Outage", "b", "Maintenance tonight"},
	} {
		w.lang = c.lang
		ws := w.call("GET", "me.1/accountwarning", w.token, nil).list()
		if len(ws) != 1 {
			t.Fatalf("%q: warnings %v", c.lang, ws)
		}
		if wn := ws[0].(map[string]any); wn["title"] != c.title || wn["body"] != c.body {
			t.Errorf("%q: warning %v", c.lang, wn)
		}
		ns := w.call("GET", "me.1/globalnotification", w.token, nil).list()
		if len(ns) != 1 || ns[0].(map[string]any)["message"] != c.notice {
			t.Errorf("%q: notices %v", c.lang, ns)
		}
	}
}
