package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"

	"myaccount/internal/portal"
)

// declaredKeys parses the portal package and returns every constant of type
// MsgKey: its string value and the constant's name.
func declaredKeys(t *testing.T) map[portal.MsgKey]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "portal", "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files in ../portal: %v", err)
	}
	fset := token.NewFileSet()
	keys := map[portal.MsgKey]string{}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.CONST {
				continue
			}
			for _, spec := range gen.Specs {
				vs := spec.(*ast.ValueSpec)
				typ, ok := vs.Type.(*ast.Ident)
				if !ok || typ.Name != "MsgKey" {
					continue
				}
				if len(vs.Values) != len(vs.Names) {
					t.Fatalf("%s: MsgKey constants %v need one string value each", fset.Position(vs.Pos()), vs.Names)
				}
				for i, name := range vs.Names {
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						t.Fatalf("%s: MsgKey constant %s is not a string literal", fset.Position(name.Pos()), name.Name)
					}
					value, err := strconv.Unquote(lit.Value)
					if err != nil {
						t.Fatal(err)
					}
					key := portal.MsgKey(value)
					if other, dup := keys[key]; dup {
						t.Errorf("%s and %s are both %q", other, name.Name, value)
					}
					keys[key] = name.Name
				}
			}
		}
	}
	if len(keys) == 0 {
		t.Fatal("no MsgKey constants found in ../portal")
	}
	return keys
}

// TestCatalogsHaveEveryDeclaredKey: a key without a text would show its raw
// name to a subscriber (or English to a French reader), and a text whose key
// is no longer declared is dead weight that drifts from the code.
func TestCatalogsHaveEveryDeclaredKey(t *testing.T) {
	declared := declaredKeys(t)
	for _, c := range []struct {
		name    string
		catalog map[portal.MsgKey]string
	}{{"en", en}, {"fr", fr}} {
		for key, constant := range declared {
			text, ok := c.catalog[key]
			switch {
			case !ok:
				t.Errorf("%s has no text for %s (%q)", c.name, constant, key)
			case strings.TrimSpace(text) == "":
				t.Errorf("%s has an empty text for %s (%q)", c.name, constant, key)
			}
		}
		for key := range c.catalog {
			if _, ok := declared[key]; !ok {
				t.Errorf("%s has a text for %q, which is not a MsgKey constant of package portal", c.name, key)
			}
		}
	}
}

// placeholders counts the {name} parameters of a text as Lang.fill reads
// them: from a "{" to the next "}".
func placeholders(text string) map[string]int {
	out := map[string]int{}
	for {
		open := strings.IndexByte(text, '{')
		if open < 0 {
			return out
		}
		end := strings.IndexByte(text[open:], '}')
		if end < 0 {
			return out
		}
		out[text[open+1:open+end]]++
		text = text[open+end+1:]
	}
}

// TestFrenchPlaceholdersMatchEnglish: the code passes the arguments the
// English text names; a French text that drops, renames or repeats a
// {placeholder} would lose a value or show "{name}" to the subscriber.
func TestFrenchPlaceholdersMatchEnglish(t *testing.T) {
	for key, english := range en {
		french, ok := fr[key]
		if !ok {
			continue // reported by TestCatalogsHaveEveryDeclaredKey
		}
		want, got := placeholders(english), placeholders(french)
		if len(want) != len(got) {
			t.Errorf("%s: placeholders %v in French, %v in English", key, got, want)
			continue
		}
		for name, n := range want {
			if got[name] != n {
				t.Errorf("%s: placeholders %v in French, %v in English", key, got, want)
				break
			}
		}
	}
}

// literalTokens are the parts of French texts that are written exactly as
// the subscriber must type or send them, so French typography does not
// apply to them; the typography test removes them before checking.
var literalTokens = map[portal.MsgKey]string{
	// The signature field's allowed characters, the ASCII apostrophe among
	// them (the web app's catalog writes the same list).
	portal.MsgSignatureCharacters: ". ' - , &",
	// The JSON field that carries the unsubscribe token, quoted as in JSON.
	portal.MsgUnsubscribeBadRequest: `"ut"`,
	// The JSON member a client sends to delete a service address.
	portal.MsgAbandonTrue: "abandon: true",
	// The JSON member a client sends to delete a 911 address.
	portal.MsgObsoleteTrue: "obsolete: true",
	// An example MAC address, typed as the form takes it.
	portal.MsgFieldMACRule: "00:1a:2b:3c:4d:5e",
}

// TestFrenchTypography: the French texts follow the web app's French
// catalog — the typographic apostrophe ’ and « », a no-break space (U+00A0)
// before a colon and inside « », and, as Quebec writes them, no space before
// ; ! ? (France's narrow space there fails) — so the server's sentences read
// like the app's around them.
func TestFrenchTypography(t *testing.T) {
	for key, token := range literalTokens {
		if !strings.Contains(fr[key], token) {
			t.Errorf("%s: the French text no longer contains the literal %q; update literalTokens", key, token)
		}
	}
	for key, text := range fr {
		if token, ok := literalTokens[key]; ok {
			text = strings.Replace(text, token, "", 1)
		}
		if strings.Contains(text, "'") {
			t.Errorf("%s: straight apostrophe ' in %q; write ’", key, fr[key])
		}
		if strings.Contains(text, `"`) {
			t.Errorf("%s: straight quotation mark \" in %q; write «\u00a0…\u00a0»", key, fr[key])
		}
		prev := rune(0)
		for i, r := range text {
			switch r {
			case ':':
				if prev != '\u00a0' {
					t.Errorf("%s: %q at byte %d has no no-break space (\\u00a0) before it in %q", key, r, i, fr[key])
				}
			case ';', '!', '?':
				if unicode.IsSpace(prev) || prev == '\u202f' || prev == '\u00a0' {
					t.Errorf("%s: %q at byte %d has a space before it in %q; Quebec writes none", key, r, i, fr[key])
				}
			case '»':
				if prev != '\u00a0' {
					t.Errorf("%s: » at byte %d has no no-break space (\\u00a0) before it in %q", key, i, fr[key])
				}
			}
			if prev == '«' && r != '\u00a0' {
				t.Errorf("%s: « at byte %d has no no-break space (\\u00a0) after it in %q", key, i, fr[key])
			}
			prev = r
		}
	}
}

// catalogOrder parses a catalog's source file and lists the keys of its one
// map in order, each with whether a blank line precedes it (the start of a
// group).
func catalogOrder(t *testing.T, file string) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	maps := 0
	for _, decl := range f.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.VAR {
			continue
		}
		for _, spec := range gen.Specs {
			vs := spec.(*ast.ValueSpec)
			if len(vs.Values) != 1 {
				continue
			}
			lit, ok := vs.Values[0].(*ast.CompositeLit)
			if !ok {
				continue
			}
			if _, isMap := lit.Type.(*ast.MapType); !isMap {
				continue
			}
			maps++
			lastLine := fset.Position(lit.Lbrace).Line
			for _, elt := range lit.Elts {
				kv := elt.(*ast.KeyValueExpr)
				line := fset.Position(kv.Pos()).Line
				entry := keyExpr(kv.Key)
				if line > lastLine+1 && len(out) > 0 {
					entry = "\n" + entry
				}
				out = append(out, entry)
				lastLine = fset.Position(kv.End()).Line
			}
		}
	}
	if maps != 1 {
		t.Fatalf("%s: a catalog file holds one map literal, found %d", file, maps)
	}
	return out
}

// keyExpr writes a catalog key expression (portal.MsgX) as source text.
func keyExpr(e ast.Expr) string {
	if sel, ok := e.(*ast.SelectorExpr); ok {
		if pkg, ok := sel.X.(*ast.Ident); ok {
			return pkg.Name + "." + sel.Sel.Name
		}
	}
	return "?"
}

// TestFrenchFollowsEnglishOrder: each French catalog file (fr.go,
// fr_billing.go, …) lists its keys in its English file's order and groups,
// so a reviewer (or a translator adding a key) can read the two side by
// side.
func TestFrenchFollowsEnglishOrder(t *testing.T) {
	files, err := filepath.Glob("en*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no English catalog files: %v", err)
	}
	for _, enFile := range files {
		if strings.HasSuffix(enFile, "_test.go") {
			continue
		}
		frFile := "fr" + strings.TrimPrefix(enFile, "en")
		english, french := catalogOrder(t, enFile), catalogOrder(t, frFile)
		if slices.Equal(english, french) {
			continue
		}
		for i := range min(len(english), len(french)) {
			if english[i] != french[i] {
				t.Fatalf("%s's entry %d is %q where %s has %q (a \\n marks a blank line before the entry)",
					frFile, i+1, french[i], enFile, english[i])
			}
		}
		t.Fatalf("%s has %d entries, %s %d", enFile, len(english), frFile, len(french))
	}
}

// TestMoney: amounts are written by the code, never by a catalog text, so
// the currency format of each language is checked here: $1,234.56 in
// English, 1 234,56 $ (no-break spaces) in French, sign first.
func TestMoney(t *testing.T) {
	for _, c := range []struct {
		lang  Lang
		cents int64
		want  string
	}{
		{English, 123456, "$1,234.56"},
		{French, 123456, "1\u00a0234,56\u00a0$"},
		{English, -420, "-$4.20"},
		{French, -420, "-4,20\u00a0$"},
		{English, -123456789, "-$1,234,567.89"},
		{French, -123456789, "-1\u00a0234\u00a0567,89\u00a0$"},
		{English, 0, "$0.00"},
		{French, 0, "0,00\u00a0$"},
		{English, 5, "$0.05"},
		{French, 1000, "10,00\u00a0$"},
		{English, 100000, "$1,000.00"},
	} {
		if got := c.lang.Money(c.cents); got != c.want {
			t.Errorf("%s.Money(%d) = %q, want %q", c.lang, c.cents, got, c.want)
		}
	}
}

// TestNumber: whole numbers in messages (sizes, counts, limits) are grouped
// by thousands with a comma in English and a no-break space in French, and
// decimals use the language's decimal mark.
func TestNumber(t *testing.T) {
	for _, c := range []struct {
		lang Lang
		n    int64
		want string
	}{
		{English, 0, "0"},
		{English, 999, "999"},
		{English, 1000, "1,000"},
		{French, 1000, "1\u00a0000"},
		{English, 1234567, "1,234,567"},
		{French, 1234567, "1\u00a0234\u00a0567"},
		{English, -1234, "-1,234"},
		{French, -1234, "-1\u00a0234"},
		{French, -999, "-999"},
	} {
		if got := c.lang.Number(c.n); got != c.want {
			t.Errorf("%s.Number(%d) = %q, want %q", c.lang, c.n, got, c.want)
		}
	}
	if got := English.Decimal(1.5); got != "1.5" {
		t.Errorf("English.Decimal(1.5) = %q", got)
	}
	if got := French.Decimal(1.5); got != "1,5" {
		t.Errorf("French.Decimal(1.5) = %q", got)
	}
	if got := French.Arg(50); got != "50" {
		t.Errorf("French.Arg(50) = %q", got)
	}
	if got := French.Arg(int64(12345)); got != "12\u00a0345" {
		t.Errorf("French.Arg(int64(12345)) = %q", got)
	}
}

// TestMonth: charge descriptions name their month, which the code writes
// with the reader's month names (French ones in lower case).
func TestMonth(t *testing.T) {
	for _, c := range []struct {
		lang  Lang
		month portal.Month
		want  string
	}{
		{English, portal.Month{Year: 2026, Month: time.November}, "November 2026"},
		{French, portal.Month{Year: 2026, Month: time.November}, "novembre 2026"},
		{English, portal.Month{Year: 2027, Month: time.January}, "January 2027"},
		{French, portal.Month{Year: 2026, Month: time.August}, "août 2026"},
		{French, portal.Month{Year: 2026, Month: time.December}, "décembre 2026"},
		{French, portal.Month{Year: 2026, Month: time.February}, "février 2026"},
		{English, portal.Month{Year: 2026}, "2026"},
		{French, portal.Month{Year: 2026, Month: 13}, "2026"},
	} {
		if got := c.lang.Month(c.month); got != c.want {
			t.Errorf("%s.Month(%v) = %q, want %q", c.lang, c.month, got, c.want)
		}
	}
}

// TestNegotiate: the language of an API answer comes from Accept-Language;
// the app sends "en" or "fr", browsers send weighted lists, and anything the
// portal does not speak (or cannot read) gets English, the fallback.
func TestNegotiate(t *testing.T) {
	for _, c := range []struct {
		header string
		want   Lang
	}{
		{"", English},
		{"en", English},
		{"fr", French},
		{"fr-CA", French},
		{"fr-CA,fr;q=0.9,en;q=0.8", French},
		{"en-US,en;q=0.9,fr;q=0.8", English},
		{"de-DE", English},
		{"de-DE,fr;q=0.5", French},
		{"garbage;;;q=zz,\x00", English},
		{"*", English},
		{strings.Repeat("fr,", 100), English},
	} {
		if got := Negotiate(c.header); got != c.want {
			t.Errorf("Negotiate(%q) = %q, want %q", c.header, got, c.want)
		}
	}
}

// TestParse: the identity pages take the language from a lang parameter or
// cookie, which may carry a region; a language the portal does not speak is
// refused (ok false) with English.
func TestParse(t *testing.T) {
	for _, c := range []struct {
		code   string
		want   Lang
		wantOK bool
	}{
		{"fr-CA", French, true},
		{"fr", French, true},
		{" FR ", French, true},
		{"en-CA", English, true},
		{"en", English, true},
		{"de", English, false},
		{"", English, false},
		{"french", English, false},
	} {
		got, ok := Parse(c.code)
		if got != c.want || ok != c.wantOK {
			t.Errorf("Parse(%q) = %q, %v; want %q, %v", c.code, got, ok, c.want, c.wantOK)
		}
	}
	if English.Tag() != "en-CA" || French.Tag() != "fr-CA" {
		t.Errorf("tags %q, %q; want en-CA, fr-CA", English.Tag(), French.Tag())
	}
}

// TestRenderSentences: an upgrade's answer is several messages shown one
// after the other, each rendered with its own arguments (money formatted
// for the reader).
func TestRenderSentences(t *testing.T) {
	m := portal.Sentences(
		portal.Msg(portal.MsgPackageNow, "package", "Turbo 100"),
		portal.Msg(portal.MsgProratedCharge, "charge", portal.Money(123456)),
		portal.Message{}, // an empty part adds no space
		portal.Msg(portal.MsgNowCap, "cap", "500"),
	)
	want := map[Lang]string{
		English: "Your package is now Turbo 100. " +
			"A prorated charge of $1,234.56 for the rest of this month was added to your account. " +
			"You have a data cap of 500 GB from now on.",
		French: "Votre nouveau forfait est Turbo 100. " +
			"Des frais calculés au prorata de 1\u00a0234,56\u00a0$ pour le reste du mois ont été portés à votre compte. " +
			"Dès maintenant, votre limite de données est de 500\u00a0Go.",
	}
	for lang, w := range want {
		if got := lang.Render(m); got != w {
			t.Errorf("%s.Render(sentences) =\n%q\nwant\n%q", lang, got, w)
		}
	}
}

// TestRenderNestedMessages: a form error names its field by the field's own
// message and lists missing fields as a []portal.Message; both are rendered
// in the reader's language, a list joined with commas.
func TestRenderNestedMessages(t *testing.T) {
	problem := portal.Msg(portal.MsgSchemaFieldProblem,
		"label", portal.Msg(portal.MsgFieldGuestSSID), "problem", portal.Msg(portal.MsgSchemaFieldRequired))
	fillIn := portal.Msg(portal.MsgSchemaFillIn,
		"fields", []portal.Message{portal.Msg(portal.MsgFieldWifiSSID), portal.Msg(portal.MsgFieldWifiPassword)})
	for _, c := range []struct {
		lang Lang
		m    portal.Message
		want string
	}{
		{English, problem, "Guest network name (SSID): This field is required."},
		{French, problem, "Nom du réseau invité (SSID)\u00a0: Ce champ est obligatoire."},
		{English, fillIn, "Please fill in: Network name (SSID), Wi-Fi password."},
		{French, fillIn, "Veuillez remplir les champs suivants\u00a0: Nom du réseau (SSID), Mot de passe Wi-Fi."},
		{French, portal.Msg(portal.MsgChargeTrafficPack, "gb", 50, "month", portal.Month{Year: 2026, Month: time.March}),
			"Bloc de données de 50\u00a0Go pour mars 2026"},
		{French, portal.Literal("Turbo 100"), "Turbo 100"},
	} {
		if got := c.lang.Render(c.m); got != c.want {
			t.Errorf("%s.Render(%v) = %q, want %q", c.lang, c.m, got, c.want)
		}
	}
}

// TestRenderFallbacks: a key not yet translated shows the English text
// (with French-formatted arguments) rather than nothing, and a key in no
// catalog — a charge stored before its description became a key — shows as
// is; a placeholder without an argument is left visible, not dropped.
func TestRenderFallbacks(t *testing.T) {
	const onlyEnglish portal.MsgKey = "test.onlyInEnglish"
	en[onlyEnglish] = "Only in English: {n} items."
	t.Cleanup(func() { delete(en, onlyEnglish) })

	if got, want := French.T(onlyEnglish, "n", 12345), "Only in English: 12\u00a0345 items."; got != want {
		t.Errorf("French.T(key only in en) = %q, want %q", got, want)
	}
	if got, want := French.Render(portal.Msg("Traffic pack 50 GB for March")), "Traffic pack 50 GB for March"; got != want {
		t.Errorf("French.Render(unknown key) = %q, want %q", got, want)
	}
	if got, want := English.T(portal.MsgAliasSet), "The device is now called {alias}."; got != want {
		t.Errorf("English.T without its argument = %q, want %q", got, want)
	}
	if got := French.T(portal.MsgAuthOtherLanguage); got != "English" {
		t.Errorf("French.T(auth.otherLanguage) = %q, want English", got)
	}
	if got := English.T(portal.MsgAuthOtherLanguage); got != "Français" {
		t.Errorf("English.T(auth.otherLanguage) = %q, want Français", got)
	}
}
