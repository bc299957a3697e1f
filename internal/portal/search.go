package portal

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Subscriber search (issue 30, item 4): one box that finds a subscriber by
// name, e-mail, phone number in any formatting, account id, postal code or
// street. Every field is cut into words folded the same way (FoldWords:
// lower case, accents removed); a query matches an account when each of
// its words begins a word of the account's fields. A query of digits and
// phone punctuation only ("(613) 555", "613-555") is one word of its
// digits; each phone number is indexed whole, without its area code and as
// its last four digits, so any part a caller reads out from the start of
// one of those finds it. The store's index (SQLite FTS5, PostgreSQL
// pg_trgm) folds and cuts with the same rules (store/search.go).

// Search limits.
const (
	// SearchMinLength is the shortest query searched, in characters.
	SearchMinLength = 2
	// SearchMaxLength is the longest query accepted, in characters.
	SearchMaxLength = 100
	// SearchMaxWords is the most words a query may have.
	SearchMaxWords = 8
	// SearchLimit is the most matches one search answers.
	SearchLimit = 20
)

// SearchField names which field of an account a query matched.
type SearchField string

const (
	SearchAccount SearchField = "account"
	SearchName    SearchField = "name"
	SearchEmail   SearchField = "email"
	SearchPhone   SearchField = "phone"
	SearchAddress SearchField = "address"
)

// SubscriberQuery is a checked search query.
type SubscriberQuery struct {
	// Words are the folded words every match must have a word beginning
	// with (for a phone-like query, its digits as one word).
	Words []string
	// Digits is set for a query of digits and phone punctuation only:
	// its digits (a leading 1 of an 11-digit number dropped).
	Digits string
	// Email is set for a query with an @: an e-mail that matches is named
	// before a name that does.
	Email bool
}

// Query errors (the console says them in the staff's language).
var (
	ErrSearchTooShort = errors.New("the search needs at least 2 letters or digits")
	ErrSearchTooLong  = errors.New("the search is too long (at most 100 characters and 8 words)")
)

// ParseSubscriberQuery checks and folds a query typed in the search box.
func ParseSubscriberQuery(q string) (SubscriberQuery, error) {
	q = strings.TrimSpace(q)
	n := utf8.RuneCountInString(q)
	if n > SearchMaxLength {
		return SubscriberQuery{}, ErrSearchTooLong
	}
	if n < SearchMinLength {
		return SubscriberQuery{}, ErrSearchTooShort
	}
	if d, ok := phoneDigits(q); ok {
		return SubscriberQuery{Words: []string{d}, Digits: d}, nil
	}
	words := FoldWords(q)
	if len(words) == 0 {
		return SubscriberQuery{}, ErrSearchTooShort
	}
	if len(words) > SearchMaxWords {
		return SubscriberQuery{}, ErrSearchTooLong
	}
	// A word inside another one adds nothing ("mo moreau").
	out := words[:0]
	for i, w := range words {
		dup := false
		for j, o := range words {
			if i != j && strings.HasPrefix(o, w) && (len(o) > len(w) || j < i) {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, w)
		}
	}
	return SubscriberQuery{Words: out, Email: strings.Contains(q, "@")}, nil
}

// phoneDigits reads a query made only of digits and what phone numbers are
// written with (spaces, ( ) - . + /), with at least two digits.
func phoneDigits(q string) (string, bool) {
	var b strings.Builder
	for _, r := range q {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case strings.ContainsRune(" ()-.+/\u00a0", r):
		default:
			return "", false
		}
	}
	d := b.String()
	if len(d) < 2 {
		return "", false
	}
	if len(d) == 11 && d[0] == '1' {
		d = d[1:]
	}
	return d, true
}

// PhoneKeys are the words a phone number is found by: its digits, without
// the area code, and its last four (for a 10-digit number).
func PhoneKeys(digits string) []string {
	if len(digits) != 10 {
		return []string{digits}
	}
	return []string{digits, digits[3:], digits[6:]}
}

// FoldWords cuts s into words folded for the search: lower case, accents
// and other marks removed; everything else than letters and digits
// separates words. The store's PostgreSQL index folds with the same
// table (SearchFoldTable).
func FoldWords(s string) []string {
	return strings.Fields(Fold(s))
}

// Fold lowers and strips s as FoldWords does, keeping separators as
// spaces.
func Fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if r < utf8.RuneSelf {
			switch {
			case r >= 'A' && r <= 'Z':
				b.WriteRune(r + 'a' - 'A')
			case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
				b.WriteRune(r)
			default:
				b.WriteByte(' ')
			}
			continue
		}
		if m, ok := foldMap[r]; ok {
			if m != 0 {
				b.WriteRune(m)
			}
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// searchPunctuation are the non-ASCII characters that separate words (ASCII
// punctuation always does).
const searchPunctuation = "\u00a0\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u2010\u2011\u2012\u2013\u2014\u2015" +
	"\u00b7\u00ab\u00bb\u2026\u2039\u203a\u00bf\u00a1\u00a9\u00ae\u00b0\u2022\u2116\u3000"

// foldMap maps a non-ASCII character to its folded form: a letter to its
// lower-case form without accents, punctuation to a space, a combining
// mark to nothing (0).
var foldMap, foldFrom, foldTo = buildFold()

func buildFold() (map[rune]rune, string, string) {
	m := map[rune]rune{}
	var from, to strings.Builder
	ranges := [][2]rune{{0x00c0, 0x024f}, {0x0370, 0x03ff}, {0x0400, 0x04ff}, {0x1e00, 0x1eff}}
	for _, rg := range ranges {
		for r := rg[0]; r <= rg[1]; r++ {
			if !unicode.IsLetter(r) {
				continue
			}
			base := []rune(stripMarks(string(unicode.ToLower(r))))
			if len(base) != 1 || base[0] == r {
				continue
			}
			m[r] = base[0]
			from.WriteRune(r)
			to.WriteRune(base[0])
		}
	}
	for _, r := range searchPunctuation {
		m[r] = ' '
		from.WriteRune(r)
		to.WriteRune(' ')
	}
	// Combining marks last: PostgreSQL's translate() removes the
	// characters of from that have none in to.
	for r := rune(0x0300); r <= 0x036f; r++ {
		m[r] = 0
		from.WriteRune(r)
	}
	return m, from.String(), to.String()
}

func stripMarks(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// SearchFoldTable is Fold's table for SQL translate(): each character of
// from becomes the one at the same place in to, and those past the end of
// to are removed.
func SearchFoldTable() (from, to string) { return foldFrom, foldTo }

// SubscriberMatch is one account a search found.
type SubscriberMatch struct {
	AccountID  int64
	Name       string
	Emails     []string
	Phones     []string // 10 digits each
	Address    string
	City       string
	PostalCode string
	// Field is the field the query matched first (account id, then name,
	// e-mail, phone, address); Value is the matched e-mail, phone or
	// address when it is not the first one shown.
	Field SearchField
	Value string
}

// MatchField says which field of m the query matched, and the value that
// matched (for an e-mail or a phone number).
func (q SubscriberQuery) MatchField(m SubscriberMatch) (SearchField, string) {
	all := func(words []string) bool {
		for _, w := range q.Words {
			if !hasPrefixWord(words, w) {
				return false
			}
		}
		return true
	}
	some := func(words []string) bool {
		for _, w := range q.Words {
			if hasPrefixWord(words, w) {
				return true
			}
		}
		return false
	}
	id := []string{strconv.FormatInt(m.AccountID, 10)}
	name := FoldWords(m.Name)
	address := AddressWords(m.Address, m.City, m.PostalCode)
	// Whole matches first, then the first field any word matched.
	for _, pass := range []func([]string) bool{all, some} {
		if pass(id) {
			return SearchAccount, ""
		}
		if q.Email {
			for _, e := range m.Emails {
				if pass(FoldWords(e)) {
					return SearchEmail, e
				}
			}
		}
		if pass(name) {
			return SearchName, ""
		}
		for _, e := range m.Emails {
			if pass(FoldWords(e)) {
				return SearchEmail, e
			}
		}
		for _, p := range m.Phones {
			if pass(PhoneKeys(p)) {
				return SearchPhone, p
			}
		}
		if pass(address) {
			return SearchAddress, ""
		}
	}
	return "", ""
}

// AddressWords are the words an address is found by: its street, city and
// postal code, and the postal code without its space.
func AddressWords(street, city, postal string) []string {
	w := FoldWords(street + " " + city + " " + postal)
	return append(w, FoldWords(strings.ReplaceAll(postal, " ", ""))...)
}

func hasPrefixWord(words []string, w string) bool {
	for _, x := range words {
		if strings.HasPrefix(x, w) {
			return true
		}
	}
	return false
}
