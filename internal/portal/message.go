package portal

import (
	"encoding/json"
	"fmt"
	"sort"
	"time"
)

// MsgKey names a subscriber-facing text in the server's message catalogs
// (internal/i18n, one per language). Every key is a constant in messages.go.
type MsgKey string

// Message is a text for a subscriber, kept language-neutral until the answer
// is written: the API and the identity pages render it in the caller's
// language. Services return messages, never sentences.
//
// A message is one of: a catalog Key with named Args; Parts, sentences shown
// one after the other; or Text, shown as is (a text that comes from data,
// such as a label of a descriptor decoded from JSON, not from a catalog),
// with TextFR in its place for a French reader when the data has a French
// one (a catalog package's name_fr).
type Message struct {
	Key    MsgKey
	Args   map[string]any
	Parts  []Message
	Text   string
	TextFR string
}

// Msg builds a catalog message from a key and name/value pairs:
// Msg(MsgSlowdownHeldPhone, "phone", "1-800-555-0199"). An argument is a
// string, an integer, Money, Month, a Message or a []Message (a list).
func Msg(key MsgKey, pairs ...any) Message {
	m := Message{Key: key}
	if len(pairs) == 0 {
		return m
	}
	if len(pairs)%2 != 0 {
		panic(fmt.Sprintf("portal.Msg(%s): odd number of name/value arguments", key))
	}
	m.Args = make(map[string]any, len(pairs)/2)
	for i := 0; i < len(pairs); i += 2 {
		name, ok := pairs[i].(string)
		if !ok {
			panic(fmt.Sprintf("portal.Msg(%s): argument name %v is not a string", key, pairs[i]))
		}
		m.Args[name] = pairs[i+1]
	}
	return m
}

// Sentences joins messages into one text, each shown after the other.
func Sentences(parts ...Message) Message { return Message{Parts: parts} }

// Literal is a text shown as is, in every language.
func Literal(text string) Message { return Message{Text: text} }

// Named is a name from data in both languages (a package's name and its
// French name): a French reader sees fr, or en when fr is empty.
func Named(en, fr string) Message { return Message{Text: en, TextFR: fr} }

// IsZero reports whether the message is empty.
func (m Message) IsZero() bool { return m.Key == "" && len(m.Parts) == 0 && m.Text == "" }

// Money is an amount in cents; a message shows it in the reader's currency
// format ($1,234.56 or 1 234,56 $).
type Money int64

// Month is a calendar month; a message shows it with the reader's month name
// (November 2026, novembre 2026).
type Month struct {
	Year  int
	Month time.Month
}

// MonthOf is the month of t, in t's location.
func MonthOf(t time.Time) Month { return Month{t.Year(), t.Month()} }

// messageJSON is a message as stored (a charge's description): arguments
// keep their kind, so a stored message renders in any language later.
type messageJSON struct {
	Key    MsgKey             `json:"key,omitempty"`
	Args   map[string]argJSON `json:"args,omitempty"`
	Parts  []Message          `json:"parts,omitempty"`
	Text   string             `json:"text,omitempty"`
	TextFR string             `json:"text_fr,omitempty"`
}

type argJSON struct {
	S     *string  `json:"s,omitempty"`
	N     *int64   `json:"n,omitempty"`
	Money *int64   `json:"money,omitempty"`
	Month *string  `json:"month,omitempty"` // "2026-11"
	Msg   *Message `json:"msg,omitempty"`
}

// MarshalJSON stores the message with typed arguments.
func (m Message) MarshalJSON() ([]byte, error) {
	out := messageJSON{Key: m.Key, Parts: m.Parts, Text: m.Text, TextFR: m.TextFR}
	if len(m.Args) > 0 {
		out.Args = make(map[string]argJSON, len(m.Args))
		names := make([]string, 0, len(m.Args))
		for name := range m.Args {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			var a argJSON
			switch v := m.Args[name].(type) {
			case string:
				a.S = &v
			case int:
				n := int64(v)
				a.N = &n
			case int64:
				a.N = &v
			case Money:
				c := int64(v)
				a.Money = &c
			case Month:
				s := fmt.Sprintf("%04d-%02d", v.Year, int(v.Month))
				a.Month = &s
			case Message:
				a.Msg = &v
			default:
				return nil, fmt.Errorf("portal: message %s: argument %s of type %T cannot be stored", m.Key, name, v)
			}
			out.Args[name] = a
		}
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads a stored message.
func (m *Message) UnmarshalJSON(b []byte) error {
	var in messageJSON
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*m = Message{Key: in.Key, Parts: in.Parts, Text: in.Text, TextFR: in.TextFR}
	if len(in.Args) == 0 {
		return nil
	}
	m.Args = make(map[string]any, len(in.Args))
	for name, a := range in.Args {
		switch {
		case a.S != nil:
			m.Args[name] = *a.S
		case a.N != nil:
			m.Args[name] = *a.N
		case a.Money != nil:
			m.Args[name] = Money(*a.Money)
		case a.Month != nil:
			var y, mo int
			if _, err := fmt.Sscanf(*a.Month, "%04d-%02d", &y, &mo); err != nil || mo < 1 || mo > 12 {
				return fmt.Errorf("portal: message %s: bad month %q", in.Key, *a.Month)
			}
			m.Args[name] = Month{y, time.Month(mo)}
		case a.Msg != nil:
			m.Args[name] = *a.Msg
		default:
			return fmt.Errorf("portal: message %s: argument %s has no value", in.Key, name)
		}
	}
	return nil
}
