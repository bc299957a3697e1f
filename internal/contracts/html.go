package contracts

import (
	"html"
	"strings"

	"myaccount/internal/portal"
)

// htmlStyle keeps the text readable in the contract step's frame and on
// the guest page without any outside resource (the page may be served with
// a strict Content-Security-Policy; unstyled, it still reads), in the app's
// and the identity pages' font (web/src/app/theme.ts FONT_STACK; a web test
// compares them).
const htmlStyle = `body{font-family:-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;` +
	`line-height:1.5;color:#1f2933;margin:0;padding:16px;max-width:48em}` +
	`h1{font-size:1.4em;margin:0 0 .2em}h2{font-size:1.1em;margin:1.4em 0 .4em}` +
	`.version{color:#52606d;margin:0 0 1em}p,li{margin:.4em 0}`

// HTML is a complete HTML document of the text, for the guest
// agreement-text endpoint and the contract step's sandboxed frame. Every
// text is escaped — a subscriber's name is theirs to type — and the page
// has no script, link or image.
func (t Text) HTML() string {
	lang := supported(t.Lang)
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html lang=\"")
	b.WriteString(lang.Tag())
	b.WriteString("\">\n<head>\n<meta charset=\"utf-8\">\n")
	b.WriteString("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
	b.WriteString(html.EscapeString(t.Title))
	b.WriteString("</title>\n<style>")
	b.WriteString(htmlStyle)
	b.WriteString("</style>\n</head>\n<body>\n<main>\n<h1>")
	b.WriteString(html.EscapeString(t.Title))
	b.WriteString("</h1>\n")
	if t.Version != "" {
		b.WriteString("<p class=\"version\">")
		b.WriteString(html.EscapeString(lang.T(portal.MsgContractVersion, "version", t.Version)))
		b.WriteString("</p>\n")
	}
	inList := false
	for _, block := range t.Blocks {
		if inList && block.Kind != "item" {
			b.WriteString("</ul>\n")
			inList = false
		}
		text := html.EscapeString(block.Text)
		switch block.Kind {
		case "heading":
			b.WriteString("<h2>" + text + "</h2>\n")
		case "item":
			if !inList {
				b.WriteString("<ul>\n")
				inList = true
			}
			b.WriteString("<li>" + text + "</li>\n")
		default:
			b.WriteString("<p>" + text + "</p>\n")
		}
	}
	if inList {
		b.WriteString("</ul>\n")
	}
	b.WriteString("</main>\n</body>\n</html>\n")
	return b.String()
}
