package documents

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strconv"
	"testing"

	"golang.org/x/text/encoding/unicode"
)

// streamHead finds each stream's dictionary and the start of its data.
var streamHead = regexp.MustCompile(`<<([^<>]*)>>\s*stream\r?\n`)

var streamLength = regexp.MustCompile(`/Length (\d+)`)

// pdfStrings extracts the text a PDF shows: the strings of the Tj and TJ
// operators of its content streams (inflated when FlateDecode), in order,
// from UTF-16BE (what fpdf writes with a Unicode TrueType font) to UTF-8.
// It reads what fpdf writes, not any PDF.
func pdfStrings(t *testing.T, pdf []byte) []string {
	t.Helper()
	var out []string
	for _, m := range streamHead.FindAllSubmatchIndex(pdf, -1) {
		dict := pdf[m[2]:m[3]]
		length := streamLength.FindSubmatch(dict)
		if length == nil {
			t.Fatalf("stream without /Length: %s", dict)
		}
		n, _ := strconv.Atoi(string(length[1]))
		data := pdf[m[1] : m[1]+n]
		if bytes.Contains(dict, []byte("/FlateDecode")) {
			r, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("inflate stream: %v", err)
			}
			if data, err = io.ReadAll(r); err != nil {
				t.Fatalf("inflate stream: %v", err)
			}
		}
		for _, s := range showStrings(data) {
			text, err := unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM).NewDecoder().Bytes(s)
			if err != nil {
				t.Fatalf("decode UTF-16 %q: %v", s, err)
			}
			out = append(out, string(text))
		}
	}
	return out
}

// showStrings lists the literal strings shown by Tj, and those inside a TJ
// array (joined), in a content stream.
func showStrings(content []byte) [][]byte {
	var out, pending [][]byte
	inArray := false
	for i := 0; i < len(content); i++ {
		switch c := content[i]; {
		case c == '(':
			s, end := literalString(content, i)
			pending = append(pending, s)
			i = end
		case c == '[':
			inArray, pending = true, nil
		case c == ']':
			inArray = false
		case bytes.HasPrefix(content[i:], []byte("TJ")):
			out = append(out, bytes.Join(pending, nil))
			pending = nil
			i++
		case bytes.HasPrefix(content[i:], []byte("Tj")) && !inArray:
			out = append(out, pending...)
			pending = nil
			i++
		case c == '\n' && !inArray:
			pending = nil // a string not shown (none in fpdf's output)
		}
	}
	return out
}

// literalString reads the PDF string starting with the "(" at start,
// undoing its escapes; end is the index of its closing ")".
func literalString(content []byte, start int) (s []byte, end int) {
	depth := 0
	for i := start + 1; i < len(content); i++ {
		c := content[i]
		switch c {
		case '\\':
			i++
			if i >= len(content) {
				return s, i
			}
			switch e := content[i]; e {
			case 'n':
				s = append(s, '\n')
			case 'r':
				s = append(s, '\r')
			case 't':
				s = append(s, '\t')
			case 'b':
				s = append(s, '\b')
			case 'f':
				s = append(s, '\f')
			case '\r', '\n': // a line continuation
				if e == '\r' && i+1 < len(content) && content[i+1] == '\n' {
					i++
				}
			default:
				if e >= '0' && e <= '7' {
					v := 0
					for j := 0; j < 3 && i < len(content) && content[i] >= '0' && content[i] <= '7'; j++ {
						v = v*8 + int(content[i]-'0')
						i++
					}
					i--
					s = append(s, byte(v))
				} else {
					s = append(s, e) // \( \) \\ and any other escaped byte
				}
			}
		case '(':
			depth++
			s = append(s, c)
		case ')':
			if depth == 0 {
				return s, i
			}
			depth--
			s = append(s, c)
		default:
			s = append(s, c)
		}
	}
	return s, len(content)
}

// TestPDFStringsUnescapes: the extractor the invoice tests rely on reads
// escapes, octal bytes, nested parentheses and TJ arrays.
func TestPDFStringsUnescapes(t *testing.T) {
	content := []byte("BT (a\\(b\\) \\\\ c) Tj ET\nBT [(Fa) -20 (cture \\351t\\351)] TJ ET\n(x (nested) y) Tj\n")
	got := showStrings(content)
	want := []string{`a(b) \ c`, "Facture \xe9t\xe9", "x (nested) y"}
	if len(got) != len(want) {
		t.Fatalf("showStrings = %q, want %q", got, want)
	}
	for i := range want {
		if string(got[i]) != want[i] {
			t.Errorf("string %d = %q, want %q", i, got[i], want[i])
		}
	}
}
