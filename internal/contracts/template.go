package contracts

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
)

// A template file is plain UTF-8 text, one block per line, so that a
// provider's lawyer can edit it in any editor (soft wrap on):
//
//	@version 1.0          a directive, before the title (agreements only)
//	@description …        the agreement's one-line summary (agreements only)
//	Subscriber Service Agreement      the first other line: the title
//	# 1. Services                     a heading
//	We provide …                      a paragraph (any other line)
//	- 911 calls do not work …         an item of a list
//
// Blank lines are ignored. Text may hold placeholders filled from Fill:
// {{Name}}, or {{Name|words used when the value is empty}} — the guest
// agreement-text page has no subscriber, so its text reads "the subscriber
// named in the signature block" instead of an empty name.

// placeholderNames are the placeholders a template may use, each with how
// it is read from a Fill; anything else is refused at Load, so a typo does
// not reach a subscriber as "{{Nmae}}".
var placeholderNames = map[string]func(Fill) string{
	"Provider":     func(f Fill) string { return f.Provider },
	"SupportPhone": func(f Fill) string { return f.SupportPhone },
	"Name":         func(f Fill) string { return f.Name },
	"Company":      func(f Fill) string { return f.Company },
	"Address":      func(f Fill) string { return f.Address },
	"Account": func(f Fill) string {
		if f.Account == 0 {
			return ""
		}
		return fmt.Sprint(f.Account)
	},
}

// piece is a run of literal text or a placeholder.
type piece struct {
	literal  string
	name     string // a placeholder's name; "" for a literal
	fallback string // a placeholder's text when its value is empty
}

// line is a title, a block's text, parsed into pieces.
type line []piece

// fill writes the line with the placeholders' values.
func (l line) fill(f Fill) string {
	var b strings.Builder
	for _, p := range l {
		if p.name == "" {
			b.WriteString(p.literal)
			continue
		}
		v := strings.TrimSpace(placeholderNames[p.name](f))
		if v == "" {
			v = p.fallback
		}
		b.WriteString(v)
	}
	return b.String()
}

// templateBlock is a block before filling.
type templateBlock struct {
	kind string
	text line
}

// template is one parsed file.
type template struct {
	file        string // its name, for errors
	version     string // @version; a contract's comes from its file name
	description string // @description
	title       line
	blocks      []templateBlock
}

// fill makes the Text a subscriber reads.
func (t *template) fill(f Fill) Text {
	out := Text{Title: t.title.fill(f), Version: t.version, Blocks: make([]Block, len(t.blocks))}
	for i, b := range t.blocks {
		out.Blocks[i] = Block{Kind: b.kind, Text: b.text.fill(f)}
	}
	return out
}

// parseTemplate reads a template file; an error names the file and line.
func parseTemplate(file string, data []byte) (*template, error) {
	t := &template{file: file}
	errorAt := func(n int, format string, args ...any) error {
		return fmt.Errorf("contracts: %s:%d: %s", file, n, fmt.Sprintf(format, args...))
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a byte-order mark some editors write
	scanner := bufio.NewScanner(bytes.NewReader(data))
	scanner.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	n := 0
	for scanner.Scan() {
		n++
		text := strings.TrimSpace(scanner.Text())
		if text == "" {
			continue
		}
		if t.title == nil && strings.HasPrefix(text, "@") {
			key, value, _ := strings.Cut(text[1:], " ")
			value = strings.TrimSpace(value)
			switch {
			case value == "":
				return nil, errorAt(n, "directive @%s has no value", key)
			case key == "version":
				t.version = value
			case key == "description":
				if strings.Contains(value, "{{") {
					return nil, errorAt(n, "a description cannot hold placeholders")
				}
				t.description = value
			default:
				return nil, errorAt(n, "unknown directive @%s (use @version or @description)", key)
			}
			continue
		}
		kind := "paragraph"
		switch {
		case t.title == nil:
			kind = "title"
		case strings.HasPrefix(text, "#"):
			kind, text = "heading", strings.TrimSpace(strings.TrimLeft(text, "#"))
		case strings.HasPrefix(text, "- "):
			kind, text = "item", strings.TrimSpace(text[2:])
		}
		if text == "" {
			return nil, errorAt(n, "empty %s", kind)
		}
		parsed, err := parseLine(text)
		if err != nil {
			return nil, errorAt(n, "%v", err)
		}
		if kind == "title" {
			t.title = parsed
			continue
		}
		t.blocks = append(t.blocks, templateBlock{kind: kind, text: parsed})
	}
	if err := scanner.Err(); err != nil {
		return nil, fmt.Errorf("contracts: %s: %w", file, err)
	}
	if t.title == nil {
		return nil, fmt.Errorf("contracts: %s: no title line", file)
	}
	if len(t.blocks) == 0 {
		return nil, fmt.Errorf("contracts: %s: no text after the title", file)
	}
	return t, nil
}

// parseLine splits text into literals and {{placeholders}}.
func parseLine(text string) (line, error) {
	var out line
	for text != "" {
		open := strings.Index(text, "{{")
		if open < 0 {
			if strings.Contains(text, "}}") {
				return nil, fmt.Errorf("a }} without its {{")
			}
			out = append(out, piece{literal: text})
			break
		}
		if open > 0 {
			if strings.Contains(text[:open], "}}") {
				return nil, fmt.Errorf("a }} without its {{")
			}
			out = append(out, piece{literal: text[:open]})
		}
		end := strings.Index(text[open:], "}}")
		if end < 0 {
			return nil, fmt.Errorf("placeholder %q is not closed with }}", text[open:])
		}
		inner := text[open+2 : open+end]
		name, fallback, _ := strings.Cut(inner, "|")
		name = strings.TrimSpace(name)
		if _, ok := placeholderNames[name]; !ok {
			return nil, fmt.Errorf("unknown placeholder {{%s}} (known: Provider, SupportPhone, Name, Company, Address, Account)", name)
		}
		if strings.Contains(fallback, "{{") {
			return nil, fmt.Errorf("placeholder {{%s}} has a placeholder inside it", inner)
		}
		out = append(out, piece{name: name, fallback: strings.TrimSpace(fallback)})
		text = text[open+end+2:]
	}
	return out, nil
}
