package contracts

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"myaccount/internal/i18n"
)

var blakeFill = Fill{
	Provider:     "Prairie Fibre",
	SupportPhone: "1-800-555-0142",
	Name:         "Blake Okafor",
	Address:      "4821 Gaetz Avenue, Red Deer, AB  T4N 3Z9",
	Account:      2001,
	Term:         1,
}

func mustLoad(t *testing.T, dir string) *Library {
	t.Helper()
	l, err := Load(dir)
	if err != nil {
		t.Fatalf("Load(%q): %v", dir, err)
	}
	return l
}

// whole is a text as one string, for looking phrases up.
func whole(t Text) string {
	var b strings.Builder
	b.WriteString(t.Title + "\n")
	for _, block := range t.Blocks {
		b.WriteString(block.Text + "\n")
	}
	return b.String()
}

// writeFiles writes name → content into a new directory.
func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// covers: ONB-028
func TestLoadDefaults(t *testing.T) {
	l := mustLoad(t, "")
	if v := l.CurrentContractVersion(); v != "2.3" {
		t.Fatalf("CurrentContractVersion = %q, want 2.3", v)
	}
	for _, lang := range i18n.Languages {
		text, err := l.Contract("2.3", lang, blakeFill)
		if err != nil {
			t.Fatal(err)
		}
		if text.Version != "2.3" || text.Lang != lang || text.Title == "" {
			t.Errorf("%s: Title %q, Version %q, Lang %q", lang, text.Title, text.Version, text.Lang)
		}
		kinds := map[string]int{}
		for _, b := range text.Blocks {
			kinds[b.Kind]++
		}
		if kinds["heading"] < 10 || kinds["paragraph"] < 20 || kinds["item"] < 5 || len(kinds) != 3 {
			t.Errorf("%s: blocks by kind %v: the full contract has sections, paragraphs and lists", lang, kinds)
		}
		body := whole(text)
		for _, want := range []string{"Prairie Fibre", "Blake Okafor", "2001", "4821 Gaetz Avenue", "1-800-555-0142", "Alberta"} {
			if !strings.Contains(body, want) {
				t.Errorf("%s: the contract does not say %q", lang, want)
			}
		}
		if strings.Contains(body, "{{") || strings.Contains(body, "}}") {
			t.Errorf("%s: a placeholder is left in the text", lang)
		}
	}
	english, _ := l.Contract("2.3", i18n.English, blakeFill)
	french, _ := l.Contract("2.3", i18n.French, blakeFill)
	if len(english.Blocks) != len(french.Blocks) {
		t.Errorf("%d blocks in English, %d in French: the translation follows the English block by block", len(english.Blocks), len(french.Blocks))
	}
	for i := range min(len(english.Blocks), len(french.Blocks)) {
		if english.Blocks[i].Kind != french.Blocks[i].Kind {
			t.Errorf("block %d is a %s in English and a %s in French", i, english.Blocks[i].Kind, french.Blocks[i].Kind)
		}
	}
	if unknown, _ := l.Contract("2.3", i18n.Lang("de"), blakeFill); unknown.Lang != i18n.English {
		t.Errorf("a language the portal does not speak gives %q, want English", unknown.Lang)
	}
}

// covers: ONB-038, ONB-040
func TestDemoAgreement(t *testing.T) {
	l := mustLoad(t, "")
	for _, lang := range i18n.Languages {
		text, err := l.Agreement(DemoAgreementType, lang, blakeFill)
		if err != nil {
			t.Fatal(err)
		}
		if text.Title == "" || text.Version != "1.0" || len(text.Blocks) < 5 || !strings.Contains(whole(text), "Blake Okafor") {
			t.Errorf("%s: agreement %+v", lang, text)
		}
		desc, err := l.AgreementDescription(DemoAgreementType, lang)
		if err != nil || desc == "" {
			t.Errorf("%s: description %q, %v", lang, desc, err)
		}
	}
	en, _ := l.Agreement(DemoAgreementType, i18n.English, Fill{})
	fr, _ := l.Agreement(DemoAgreementType, i18n.French, Fill{})
	if !strings.Contains(en.Title, "Fibre") || !strings.Contains(fr.Title, "fibre") {
		t.Errorf("titles %q, %q", en.Title, fr.Title)
	}
}

// covers: ONB-038, ONB-040
func TestUnknownAgreementAndVersion(t *testing.T) {
	l := mustLoad(t, "")
	if _, err := l.Agreement("0000000000000000", i18n.English, blakeFill); !errors.Is(err, ErrUnknownAgreement) {
		t.Errorf("Agreement of an unknown type: %v, want ErrUnknownAgreement", err)
	}
	if _, err := l.AgreementDescription("../contract-2.3", i18n.English); !errors.Is(err, ErrUnknownAgreement) {
		t.Errorf("AgreementDescription of an unknown type: %v, want ErrUnknownAgreement", err)
	}
	if _, err := l.Contract("9.9", i18n.English, blakeFill); !errors.Is(err, ErrUnknownVersion) {
		t.Errorf("Contract of an unknown version: %v, want ErrUnknownVersion", err)
	}
}

// TestEmptyFillReadsWell: the guest page fills only the provider; the
// placeholders' fallbacks make whole sentences of the rest.
func TestEmptyFillReadsWell(t *testing.T) {
	l := mustLoad(t, "")
	text, _ := l.Contract("2.3", i18n.English, Fill{})
	body := whole(text)
	if !strings.Contains(body, "between the provider (“we”, “us”) and the subscriber named in the signature block") {
		t.Errorf("opening without a fill: %q", text.Blocks[0].Text)
	}
}

// TestOverrideReplacesAVersion: the provider's file of the same name takes
// the place of the default, the other language keeps its default, and a
// newer version becomes the current one.
func TestOverrideReplacesAVersion(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"contract-2.3.en.txt": "Our Own Contract\n# Terms\nYou, {{Name}}, agree to pay.\n",
		"README.md":           "Notes for the provider's staff: not a template.",
	})
	l := mustLoad(t, dir)
	en, _ := l.Contract("2.3", i18n.English, blakeFill)
	if en.Title != "Our Own Contract" || len(en.Blocks) != 2 || en.Blocks[1].Text != "You, Blake Okafor, agree to pay." {
		t.Errorf("overridden English contract: %+v", en)
	}
	fr, _ := l.Contract("2.3", i18n.French, blakeFill)
	if fr.Title != "Contrat de service de l’abonné" {
		t.Errorf("the French default should stay: %q", fr.Title)
	}

	dir = writeFiles(t, map[string]string{
		"contract-2.10.en.txt": "Contract\nNew terms.\n",
		"contract-2.10.fr.txt": "Contrat\nNouvelles conditions.\n",
	})
	l = mustLoad(t, dir)
	if v := l.CurrentContractVersion(); v != "2.10" {
		t.Errorf("CurrentContractVersion = %q, want 2.10 (after 2.3)", v)
	}
	if _, err := l.Contract("2.3", i18n.English, blakeFill); err != nil {
		t.Errorf("the older version stays readable: %v", err)
	}
	if got := l.ContractVersions(); strings.Join(got, " ") != "2.3 2.10" {
		t.Errorf("ContractVersions = %v", got)
	}
}

// TestBadTemplatesRefused: a mistake in a provider's file stops Load with
// the file and line to fix.
func TestBadTemplatesRefused(t *testing.T) {
	for _, c := range []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"unknown placeholder", map[string]string{"contract-2.3.en.txt": "Contract\n\nDear {{Nmae}},\n"},
			"contract-2.3.en.txt:3: unknown placeholder {{Nmae}}"},
		{"unclosed placeholder", map[string]string{"contract-2.3.fr.txt": "Contrat\n# Parties\nEntre {{Provider et vous.\n"},
			"contract-2.3.fr.txt:3: placeholder"},
		{"stray braces", map[string]string{"contract-2.3.fr.txt": "Contrat\nEntre Provider}} et vous.\n"},
			"contract-2.3.fr.txt:2: a }} without its {{"},
		{"one language only", map[string]string{"contract-2.4.en.txt": "Contract\nText.\n"},
			"contract-2.4.en.txt has no fr version"},
		{"agreement without description", map[string]string{
			"agreement-abc.en.txt": "Addendum\nText.\n", "agreement-abc.fr.txt": "@description Un avenant.\nAvenant\nTexte.\n"},
			"agreement-abc.en.txt: an agreement needs a @description"},
		{"placeholder in a description", map[string]string{
			"agreement-abc.en.txt": "@description For {{Name}}\nAddendum\nText.\n"},
			"agreement-abc.en.txt:1: a description cannot hold placeholders"},
		{"unknown directive", map[string]string{"contract-2.3.en.txt": "@lang en\nContract\nText.\n"},
			"contract-2.3.en.txt:1: unknown directive @lang"},
		{"version differs from the name", map[string]string{"contract-2.3.en.txt": "@version 2.4\nContract\nText.\n"},
			"@version 2.4 differs"},
		{"title only", map[string]string{"contract-2.3.en.txt": "Contract\n\n"}, "no text after the title"},
		{"file name not understood", map[string]string{"contract-latest.en.txt": "Contract\nText.\n"},
			"contract-latest.en.txt: the name must be"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Load(writeFiles(t, c.files))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Load: %v, want an error with %q", err, c.want)
			}
		})
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing")); err == nil {
		t.Error("Load of a missing directory succeeded: a misconfigured MYACCOUNT_TEMPLATES must stop the server")
	}
}

// TestHTMLEscapes: the name is the subscriber's own input and the page is
// served publicly; nothing of it may become markup.
func TestHTMLEscapes(t *testing.T) {
	l := mustLoad(t, "")
	fill := blakeFill
	fill.Name = `<script>alert("x")</script> & Co`
	text, err := l.Contract("2.3", i18n.French, fill)
	if err != nil {
		t.Fatal(err)
	}
	page := text.HTML()
	if strings.Contains(page, "<script") {
		t.Fatalf("the HTML holds a script element:\n%s", page)
	}
	for _, want := range []string{`&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; Co`, `<html lang="fr-CA">`,
		"<h1>Contrat de service de l’abonné</h1>", `<p class="version">Version 2.3</p>`, "<h2>1. Services</h2>", "<ul>\n<li>"} {
		if !strings.Contains(page, want) {
			t.Errorf("the HTML lacks %q", want)
		}
	}
	if strings.Count(page, "<ul>") != strings.Count(page, "</ul>") || !strings.HasSuffix(page, "</html>\n") {
		t.Error("the HTML's lists or document are not closed")
	}
}

// TestTemplatesTypography: the default texts use the typographic
// apostrophe and quotes, as the app's catalogs do.
func TestTemplatesTypography(t *testing.T) {
	names, _ := defaults.ReadDir("templates")
	for _, e := range names {
		data, _ := defaults.ReadFile("templates/" + e.Name())
		for n, line := range strings.Split(string(data), "\n") {
			if strings.ContainsAny(line, `'"`) {
				t.Errorf("%s:%d: straight quote or apostrophe: %q", e.Name(), n+1, line)
			}
			if strings.HasSuffix(e.Name(), ".fr.txt") && strings.Contains(line, " :") {
				t.Errorf("%s:%d: a colon without a no-break space before it", e.Name(), n+1)
			}
		}
	}
}
