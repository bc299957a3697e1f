package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"myaccount/internal/demo"
	"myaccount/internal/portal"
)

func TestEscapeText(t *testing.T) {
	for in, want := range map[string]string{
		"Avery Fields – Émilie":   "Avery Fields – Émilie",
		"clear\x1b[2J":            `clear\x1b[2J`,
		"title\x1b]0;owned\x07":   `title\x1b]0;owned\x07`,
		"row\r\n2002\tforged":     `row\x0d\x0a2002\x09forged`,
		"del\x7f":                 `del\x7f`,
		"c1\u009b2J":              `c1\u009b2J`,
		"pay \u202eylno":          `pay \u202eylno`,
		"iso\u2066x\u2069 \u200e": `iso\u2066x\u2069 \u200e`,
		"stray \x9b byte":         `stray \x9b byte`,
	} {
		if got := escapeText(in); got != want {
			t.Errorf("escapeText(%q) = %q, want %q", in, got, want)
		}
	}
	type status string
	var b bytes.Buffer
	printf(&b, "%d %s %s %v\n", 7, status("x\x1b"), "y\u202e", io.EOF)
	if got := b.String(); got != `7 x\x1b y\u202e EOF`+"\n" {
		t.Errorf("printf: %q", got)
	}
}

// A change request's text that came in before input was checked (or
// through another door) cannot drive the staff's terminal: `admin requests`
// prints its control characters escaped, on the request's one row.
func TestAdminRequestsEscapesSubscriberText(t *testing.T) {
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			ctx := context.Background()
			st, flags := adminDB(t, engine)
			avery, _, err := st.IdentityByLogin(ctx, "avery@demo.test")
			if err != nil {
				t.Fatal(err)
			}
			evil := "Move my bill\x1b[2J\x1b]0;owned\x07\x1b]52;c;ZWNobyBoaQ==\x07\r\n9999\t9999\tforged row \u202eevil"
			if _, err := st.AddChangeRequest(ctx, portal.ChangeRequest{AccountID: demo.AveryMain, IdentityID: avery.ID,
				Changes:  []portal.AccountChange{{Type: portal.ChangeOther, Description: evil}},
				Callback: "4035550101\x1b[1A", Comments: "hi\u009b2J\r\n9999\tforged comment", Status: portal.RequestPending, CreatedAt: time.Now()}); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			env := func(k string) string { return map[string]string{"USER": "sam"}[k] }
			if err := run(ctx, append([]string{"admin", "requests"}, flags...), env, &out, io.Discard); err != nil {
				t.Fatal(err)
			}
			got := out.String()
			for _, r := range got {
				if (r < 0x20 && r != '\n') || (r >= 0x7f && r <= 0x9f) || r == '\u202e' {
					t.Fatalf("raw control %U printed:\n%q", r, got)
				}
			}
			for _, want := range []string{`\x1b[2J`, `\x1b]0;owned\x07`, `\x1b]52;c;`, `forged row \u202eevil`, `4035550101\x1b[1A`, `\u009b2J\x0d\x0a9999\x09forged comment`} {
				if !strings.Contains(got, want) {
					t.Errorf("output lacks %s:\n%s", want, got)
				}
			}
			var row int
			for _, line := range strings.Split(strings.TrimSpace(got), "\n") {
				if strings.Contains(line, "Move my bill") {
					row++
				} else if strings.Contains(line, "forged") {
					t.Errorf("a forged row: %q", line)
				}
			}
			if row != 1 {
				t.Errorf("the request is on %d rows:\n%s", row, got)
			}
		})
	}
}
