package main

import (
	"fmt"
	"io"
	"reflect"
	"strings"
	"unicode/utf8"

	"myaccount/internal/schema"
)

// The admin commands print what subscribers and the provider's systems
// wrote (change requests, names, reasons, file names) to a staff member's
// terminal. A terminal obeys the escape sequences in such text: it could
// clear the screen, retitle the window, write the clipboard (OSC 52),
// forge table rows with CR/LF or reorder a line with bidirectional
// controls. So every such character is printed escaped, visibly.

// escapeText is s with every control character (schema.ControlRune) and
// every byte that is not UTF-8 written as an escape: \x1b, \x0a, \x9b for a
// stray byte, \u0085 and \u202e for the C1 and bidirectional controls.
func escapeText(s string) string {
	if utf8.ValidString(s) && !strings.ContainsFunc(s, schema.ControlRune) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r < 0x80 && schema.ControlRune(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case schema.ControlRune(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// printf is fmt.Fprintf for the admin commands' output: every argument of
// a string kind (and every error or Stringer) is escaped with escapeText
// first; numbers print as they are.
func printf(w io.Writer, format string, args ...any) {
	safe := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case error:
			safe[i] = escapeText(v.Error())
		case fmt.Stringer:
			safe[i] = escapeText(v.String())
		default:
			if rv := reflect.ValueOf(a); rv.Kind() == reflect.String {
				safe[i] = escapeText(rv.String())
			} else {
				safe[i] = a
			}
		}
	}
	fmt.Fprintf(w, format, safe...)
}
