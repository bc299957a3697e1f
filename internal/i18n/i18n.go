// Package i18n renders the server's messages in the subscriber's language.
// Every sentence the server writes is a portal.MsgKey with an English and a
// French text in this package's catalogs (en.go, fr.go); a request's
// language comes from the app's choice (Accept-Language, or the identity
// pages' lang parameter and cookie), English being the fallback. Numbers,
// money and months inside messages are formatted for the language
// (en-CA: $1,234.56; fr-CA: 1 234,56 $).
package i18n

import (
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"myaccount/internal/portal"
)

// Lang is a language the portal speaks.
type Lang string

// The portal's languages. English is the fallback: the specs are written in
// it and its catalog holds their texts exactly.
const (
	English Lang = "en"
	French  Lang = "fr"
)

// Languages lists the supported languages, the fallback first.
var Languages = []Lang{English, French}

var matcher = language.NewMatcher([]language.Tag{language.English, language.French})

// Negotiate picks the language of an Accept-Language header: the best match
// among the supported languages, English when nothing matches. The app sends
// exactly "en" or "fr", which are answered without parsing.
func Negotiate(acceptLanguage string) Lang {
	switch acceptLanguage {
	case "", "en":
		return English
	case "fr":
		return French
	}
	if len(acceptLanguage) > 256 {
		return English
	}
	tags, _, err := language.ParseAcceptLanguage(acceptLanguage)
	if err != nil || len(tags) == 0 {
		return English
	}
	_, i, conf := matcher.Match(tags...)
	if conf == language.No {
		return English
	}
	return Languages[i]
}

// Parse reads a language code such as "fr" or "fr-CA"; ok is false for a
// language the portal does not speak.
func Parse(code string) (Lang, bool) {
	base, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(code)), "-")
	for _, l := range Languages {
		if string(l) == base {
			return l, true
		}
	}
	return English, false
}

// Tag is the BCP 47 tag of the language as the provider writes it (Canada).
func (l Lang) Tag() string {
	if l == French {
		return "fr-CA"
	}
	return "en-CA"
}

func (l Lang) catalog() map[portal.MsgKey]string {
	if l == French {
		return fr
	}
	return en
}

// T renders a catalog message: T(portal.MsgChoosePackage) or
// T(portal.MsgSlowdownHeldPhone, "phone", p).
func (l Lang) T(key portal.MsgKey, pairs ...any) string {
	return l.Render(portal.Msg(key, pairs...))
}

// Render writes a message in the language. A key missing from the catalog
// falls back to English, and a key missing there too is shown as is (a
// charge stored before its description became a key keeps its text).
func (l Lang) Render(m portal.Message) string {
	switch {
	case m.Key != "":
		text, ok := l.catalog()[m.Key]
		if !ok {
			if text, ok = en[m.Key]; !ok {
				return string(m.Key)
			}
		}
		return l.fill(text, m.Args)
	case len(m.Parts) > 0:
		parts := make([]string, 0, len(m.Parts))
		for _, p := range m.Parts {
			if s := l.Render(p); s != "" {
				parts = append(parts, s)
			}
		}
		return strings.Join(parts, " ")
	default:
		if l == French && m.TextFR != "" {
			return m.TextFR
		}
		return m.Text
	}
}

// fill replaces each {name} of text with its argument.
func (l Lang) fill(text string, args map[string]any) string {
	if !strings.Contains(text, "{") {
		return text
	}
	var b strings.Builder
	b.Grow(len(text) + 16)
	for {
		open := strings.IndexByte(text, '{')
		if open < 0 {
			b.WriteString(text)
			return b.String()
		}
		end := strings.IndexByte(text[open:], '}')
		if end < 0 {
			b.WriteString(text)
			return b.String()
		}
		prefix := text[:open]
		name := text[open+1 : open+end]
		if v, ok := args[name]; ok {
			arg := l.Arg(v)
			if l == French {
				prefix = elide(prefix, arg)
			}
			b.WriteString(prefix)
			b.WriteString(arg)
		} else {
			b.WriteString(prefix)
			b.WriteString(text[open : open+end+1])
		}
		text = text[open+end+1:]
	}
}

// elide writes French's elision before an argument that starts with a vowel:
// "Facture de {month}" with "octobre 2026" is « Facture d’octobre 2026 ».
// Only « de » before the argument, a word of its own; the prefix otherwise.
func elide(prefix, arg string) string {
	if !strings.HasSuffix(prefix, "de ") {
		return prefix
	}
	if before, _ := utf8.DecodeLastRuneInString(prefix[:len(prefix)-3]); before != utf8.RuneError && (unicode.IsLetter(before) || unicode.IsDigit(before)) {
		return prefix // « monde », not « de »
	}
	first, _ := utf8.DecodeRuneInString(arg)
	if !strings.ContainsRune("aeiouyàâäéèêëîïôöûüAEIOUYÀÂÉÈÊÎÔÛ", first) {
		return prefix
	}
	return prefix[:len(prefix)-3] + "d’"
}

// frenchZones are Canada's time zone abbreviations as French writes them
// (issue 28: « HNR », not « MST », in a French contract).
var frenchZones = map[string]string{
	"NST": "HNT", "NDT": "HAT", "AST": "HNA", "ADT": "HAA", "EST": "HNE", "EDT": "HAE",
	"CST": "HNC", "CDT": "HAC", "MST": "HNR", "MDT": "HAR", "PST": "HNP", "PDT": "HAP",
}

// Zone writes a time zone's abbreviation in the language: MST, HNR.
func (l Lang) Zone(abbr string) string {
	if l == French {
		if z, ok := frenchZones[abbr]; ok {
			return z
		}
	}
	return abbr
}

// Arg formats one message argument for the language.
func (l Lang) Arg(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case int:
		return l.Number(int64(v))
	case int64:
		return l.Number(v)
	case float64:
		return l.Decimal(v)
	case portal.Money:
		return l.Money(int64(v))
	case portal.Month:
		return l.Month(v)
	case time.Duration:
		return l.Duration(v)
	case portal.Message:
		return l.Render(v)
	case []portal.Message:
		parts := make([]string, len(v))
		for i, m := range v {
			parts[i] = l.Render(m)
		}
		return strings.Join(parts, ", ")
	case []string:
		return strings.Join(v, ", ")
	default:
		return ""
	}
}

// nbsp separates thousands and the currency sign in French (fr-CA).
const nbsp = "\u00a0"

// Number writes a whole number with the language's thousands separator:
// 12,345 or 12 345.
func (l Lang) Number(n int64) string {
	sep := ","
	if l == French {
		sep = nbsp
	}
	return group(n, sep)
}

func group(n int64, sep string) string {
	neg := n < 0
	u := uint64(n)
	if neg {
		u = uint64(-n)
	}
	digits := strconv.FormatUint(u, 10)
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// Decimal writes a number with the language's decimal mark: 1.5 or 1,5.
func (l Lang) Decimal(v float64) string {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if l == French {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// Money writes cents as Canadian dollars: $1,234.56 and -$4.20 in English,
// 1 234,56 $ and -4,20 $ in French.
func (l Lang) Money(cents int64) string {
	neg := cents < 0
	if neg {
		cents = -cents
	}
	whole, frac := cents/100, cents%100
	sign := ""
	if neg {
		sign = "-"
	}
	if l == French {
		return sign + group(whole, nbsp) + "," + twoDigits(frac) + nbsp + "$"
	}
	return sign + "$" + group(whole, ",") + "." + twoDigits(frac)
}

func twoDigits(n int64) string {
	if n < 10 {
		return "0" + strconv.FormatInt(n, 10)
	}
	return strconv.FormatInt(n, 10)
}

var frenchMonths = [...]string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
	"septembre", "octobre", "novembre", "décembre"}

// Day writes a date without its year: January 2, 2 janvier (1er janvier
// for the first); with the weekday, Tuesday, January 2 and mardi 2 janvier.
func (l Lang) Day(t time.Time, weekday bool) string {
	if l == French {
		day := strconv.Itoa(t.Day())
		if t.Day() == 1 {
			day = "1er"
		}
		s := day + " " + frenchMonths[t.Month()-1]
		if weekday {
			s = frenchWeekdays[t.Weekday()] + " " + s
		}
		return s
	}
	if weekday {
		return t.Format("Monday, January 2")
	}
	return t.Format("January 2")
}

var frenchWeekdays = [...]string{"dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"}

// Month writes a month and its year: November 2026, novembre 2026.
func (l Lang) Month(m portal.Month) string {
	if m.Month < time.January || m.Month > time.December {
		return strconv.Itoa(m.Year)
	}
	if l == French {
		return frenchMonths[m.Month-1] + " " + strconv.Itoa(m.Year)
	}
	return m.Month.String() + " " + strconv.Itoa(m.Year)
}

// Duration writes a wait as a subscriber reads it, rounded up to whole
// seconds under a minute and to whole minutes above: "45 seconds",
// "1 minute", "12 minutes" (French: "45 secondes" …).
func (l Lang) Duration(d time.Duration) string {
	if d < time.Minute {
		n := max(int64((d+time.Second-1)/time.Second), 1)
		return l.countOf(n, portal.MsgSecondsOne, portal.MsgSecondsOther)
	}
	return l.countOf(int64((d+time.Minute-1)/time.Minute), portal.MsgMinutesOne, portal.MsgMinutesOther)
}

// countOf writes n with the singular text for 1 (and 0 in French) and the
// plural one otherwise.
func (l Lang) countOf(n int64, one, other portal.MsgKey) string {
	if n == 1 || (n == 0 && l == French) {
		return l.T(one, "n", n)
	}
	return l.T(other, "n", n)
}

// frFileStems are the French words of the documents' file names.
var frFileStems = map[string]string{
	portal.DocInvoice:    "facture",
	portal.DocContract:   "contrat",
	portal.DocAgreement:  "entente",
	portal.DocVoidCheque: "cheque-annule",
	portal.DocIdentity:   "piece-identite",
}

// FileName is a document's download name in the language: its leading
// kind ("invoice-1001-202611.pdf") in French is « facture-1001-202611.pdf »
// (issue 28: PDF file names in English). A name of another shape is kept.
func (l Lang) FileName(name string) string {
	if l != French {
		return name
	}
	stem, rest, ok := strings.Cut(name, "-")
	if !ok {
		return name
	}
	if fr, found := frFileStems[stem]; found {
		return fr + "-" + rest
	}
	return name
}
