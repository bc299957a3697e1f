package tickets_test

import (
	"bytes"
	"strings"
	"testing"

	"myaccount/internal/photos/phototest"
	"myaccount/internal/tickets"
)

// covers: issue 32 item 3 (subject: first line, trimmed, 80 characters with "…")
func TestSubject(t *testing.T) {
	for in, want := range map[string]string{
		"  Slow internet  \nsince Monday": "Slow internet",
		"\n\nFirst line\r\nsecond":        "First line",
		strings.Repeat("é", 80):           strings.Repeat("é", 80),
		strings.Repeat("é", 81):           strings.Repeat("é", 79) + "…",
	} {
		if got := tickets.Subject(in); got != want {
			t.Errorf("Subject(%q) = %q, want %q", in, got, want)
		}
	}
}

// covers: issue 32 item 3 (attachment names sanitised, at most 120 characters)
func TestFileName(t *testing.T) {
	for in, want := range map[string]string{
		`C:\Users\avery\photo.JPG`:        "photo.JPG",
		"../../etc/passwd":                "passwd",
		"a\x00b\u202ec<d>.png":            "abc_d_.png",
		"":                                "attachment.pdf",
		"...":                             "attachment.pdf",
		strings.Repeat("x", 200) + ".pdf": strings.Repeat("x", 116) + ".pdf",
		"what?.pdf":                       "what_.pdf",
	} {
		if got := tickets.FileName(in, "pdf"); got != want {
			t.Errorf("FileName(%q) = %q, want %q", in, got, want)
		}
	}
}

// covers: issue 32 item 3 (attachments by content: JPEG without its metadata, PNG, PDF; anything else refused)
func TestSniff(t *testing.T) {
	gps := phototest.ExifGPS(0xE1)
	jpg := phototest.WithSegments(phototest.Baseline(64, 48, true, 0), gps)
	ct, ext, kept, err := tickets.Sniff(jpg)
	if err != nil || ct != "image/jpeg" || ext != "jpg" || bytes.Contains(kept, gps[4:]) {
		t.Fatalf("JPEG: %s %s %v (metadata kept: %v)", ct, ext, err, bytes.Contains(kept, gps[4:]))
	}
	if ct, _, _, err := tickets.Sniff([]byte("%PDF-1.4\n%%EOF\n")); err != nil || ct != "application/pdf" {
		t.Fatalf("PDF: %s %v", ct, err)
	}
	for name, data := range map[string][]byte{
		"a PDF cut short": []byte("%PDF-1.4\n1 0 obj"),
		"a GIF":           []byte("GIF89a......"),
		"HTML":            []byte("<html><script>alert(1)</script></html>"),
		"a JPEG's marker": {0xFF, 0xD8, 0xFF, 0xE0, 0, 0},
	} {
		if _, _, _, err := tickets.Sniff(data); err == nil {
			t.Errorf("%s was taken", name)
		}
	}
}
