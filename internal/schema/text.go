package schema

// ControlRune reports whether r is a character that must never reach a
// terminal, a log line or a record as is: the C0 controls (tab, line feed
// and carriage return included), DEL, the C1 controls, and the bidirectional
// controls that reorder what is shown (U+202A–U+202E, U+2066–U+2069, the
// marks U+200E, U+200F and U+061C). Staff's screens print such characters
// escaped (cmd/myaccount), and PlainText refuses them on input.
func ControlRune(r rune) bool {
	switch {
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
		return true
	}
	return false
}

// PlainText reports whether a subscriber's text holds no control
// character (ControlRune): none at all in a single-line field; in a
// multi-line one (a message, a description, comments) only line breaks
// (LF, CR) and tabs. Every text the portal takes is held to it: the
// schema's text inputs (by Prop.Multiline) and every string of an API body
// (as multi-line: the body does not say which field is which; the field's
// own rules then apply).
func PlainText(s string, multiline bool) bool {
	for _, r := range s {
		if !ControlRune(r) {
			continue
		}
		if multiline && (r == '\n' || r == '\r' || r == '\t') {
			continue
		}
		return false
	}
	return true
}
