package identity

import (
	"strings"
	"unicode"
)

// brandInitials is the identity pages' brand mark when no logo is configured: the first
// letters of the provider name's first two words that start with a letter or digit,
// upper-cased ("Prairie Wave Internet" → "PW"), the same rule as the app's brand mark
// (web/src/lib/ui/brand-mark.tsx brandInitials).
func brandInitials(name string) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(name) {
		r := []rune(w)[0]
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			continue
		}
		b.WriteString(strings.ToUpper(string(r)))
		if n++; n == 2 {
			break
		}
	}
	return b.String()
}
