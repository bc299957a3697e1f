// Package portal holds the domain of MyAccount: targets, errors and the
// types every area shares. It imports nothing internal so that the store,
// the API and the identity service can all depend on it.
package portal

import (
	"regexp"
	"strconv"
	"strings"
)

// MaxTargetLength bounds a target so a hostile query cannot make the parser
// or the log lines arbitrarily large.
const MaxTargetLength = 512

// maxSegments is deeper than any resource path the API serves.
const maxSegments = 8

// Segment is one part of a target: a resource name and an optional id.
type Segment struct {
	Name string
	// ID is the raw id text: digits, "session", or an opaque key where the
	// resource allows one (broadbandgraphic.{epoch day}). Empty when HasID
	// is false.
	ID    string
	HasID bool
}

// Num returns the id as a number; ok is false for "session", opaque keys and
// ids out of the int64 range.
func (s Segment) Num() (n int64, ok bool) {
	if !s.HasID || s.ID == "" || s.ID[0] < '0' || s.ID[0] > '9' {
		return 0, false
	}
	n, err := strconv.ParseInt(s.ID, 10, 64)
	return n, err == nil
}

// IsSession reports whether the id is the word "session" (the active account).
func (s Segment) IsSession() bool { return s.HasID && s.ID == "session" }

// String renders the segment as it appears in a target.
func (s Segment) String() string {
	if !s.HasID {
		return s.Name
	}
	return s.Name + "." + s.ID
}

// Target is a parsed resource path such as user.1001/serviceemail.7.
type Target []Segment

// String renders the target back to its canonical text.
func (t Target) String() string {
	parts := make([]string, len(t))
	for i, s := range t {
		parts[i] = s.String()
	}
	return strings.Join(parts, "/")
}

// Last is the target's last segment: the resource a handler acts on.
// ParseTarget never returns an empty target.
func (t Target) Last() Segment { return t[len(t)-1] }

// Kind is the target's shape with ids replaced by "{}": "user.{}/serviceemail".
// It is what the API table is keyed by and what metrics are labelled with, so
// the label set stays small whatever ids callers send.
func (t Target) Kind() string {
	var b strings.Builder
	for i, s := range t {
		if i > 0 {
			b.WriteByte('/')
		}
		b.WriteString(s.Name)
		if s.HasID {
			b.WriteString(".{}")
		}
	}
	return b.String()
}

// ParseTarget parses `segment ( "/" segment )*` where a segment is a name
// ([A-Za-z_][A-Za-z0-9_]*) optionally followed by "." and an id. An id is
// digits, "session", or an opaque key of [A-Za-z0-9_-] (resources decide
// whether they accept such keys). Anything else is a *Error with CodeBadRequest.
func ParseTarget(raw string) (Target, error) {
	if raw == "" {
		return nil, Fail(CodeBadRequest, MsgTargetEmpty)
	}
	if len(raw) > MaxTargetLength {
		return nil, Fail(CodeBadRequest, MsgTargetTooLong)
	}
	parts := strings.Split(raw, "/")
	if len(parts) > maxSegments {
		return nil, Fail(CodeBadRequest, MsgTargetTooDeep)
	}
	t := make(Target, 0, len(parts))
	for _, p := range parts {
		seg, ok := parseSegment(p)
		if !ok {
			return nil, Fail(CodeBadRequest, MsgTargetInvalid)
		}
		t = append(t, seg)
	}
	return t, nil
}

func parseSegment(p string) (Segment, bool) {
	name, id, hasID := strings.Cut(p, ".")
	if !validName(name) {
		return Segment{}, false
	}
	if !hasID {
		return Segment{Name: name}, true
	}
	if !validID(id) {
		return Segment{}, false
	}
	return Segment{Name: name, ID: id, HasID: true}, true
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
		if !letter && (i == 0 || c < '0' || c > '9') {
			return false
		}
	}
	return true
}

func validID(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		ok := c == '_' || c == '-' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
		if !ok {
			return false
		}
	}
	return true
}

var (
	hwPattern  = regexp.MustCompile(`^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$`)
	segPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)
)

// ValidHW reports whether s is a device hardware address as the platform
// accepts it: six colon-separated hex pairs (platform spec §5).
func ValidHW(s string) bool { return hwPattern.MatchString(s) }

// ValidSeg reports whether s is a network segment name: 1–64 characters of
// [A-Za-z0-9_-].
func ValidSeg(s string) bool { return segPattern.MatchString(s) }

// MaxRecordIDLength bounds a record's id (a call record's, a usage
// record's): the provider sends them, the API takes them back as cursors.
const MaxRecordIDLength = 100

// ValidRecordID reports whether s can be a record's id: 1–100 characters of
// A–Z, a–z, 0–9 and . _ : - (one rule for what the provider may send and
// what a subscriber's cursor may name).
func ValidRecordID(s string) bool {
	if s == "" || len(s) > MaxRecordIDLength {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		ok := c == '.' || c == '_' || c == ':' || c == '-' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
		if !ok {
			return false
		}
	}
	return true
}
