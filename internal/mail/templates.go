package mail

import (
	"html/template"
	"io"
	"strings"
)

// textTemplate writes the plain-text part: the same sentences as the HTML
// part, the link on a line of its own so that any reader makes it
// clickable.
func textTemplate(w io.Writer, c content) error {
	var b strings.Builder
	line := func(s string) { b.WriteString(s); b.WriteString("\n") }
	if c.Provider != "" {
		line(c.Provider)
		line("")
	}
	line(c.Title)
	line("")
	line(c.Greeting)
	line("")
	for _, p := range c.Paragraphs {
		line(p)
		line("")
	}
	line(c.Action)
	line(c.Link)
	line("")
	for _, p := range c.After {
		line(p)
		line("")
	}
	line("-- ")
	if c.Help != "" {
		line(c.Help)
	}
	line(c.Why)
	if c.UnsubscribeURL != "" {
		line(c.UnsubscribeWhy)
		line(c.UnsubscribeText)
	}
	line(c.Home)
	_, err := io.WriteString(w, b.String())
	return err
}

// htmlTemplate is the HTML part: one centred column in a layout table
// (the only layout every mail reader draws alike), inline styles only (most
// readers drop <style>), system fonts, the brand colour on the header rule
// and the button, the button's text colour chosen for contrast, the link
// repeated as text, and html/template's escaping of every value.
var htmlTemplate = template.Must(template.New("mail").Parse(`<!doctype html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>{{.Subject}}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-top:4px solid {{.Color}};border-radius:4px;">
<tr><td style="padding:24px 32px 8px 32px;font-family:Arial,Helvetica,sans-serif;">
{{- if .LogoURL}}
<img src="{{.LogoURL}}" alt="{{.Provider}}" height="40" style="display:block;height:40px;width:auto;border:0;">
{{- else}}
<p style="margin:0;font-size:16px;line-height:24px;font-weight:bold;color:#1f2328;">{{.Provider}}</p>
{{- end}}
</td></tr>
<tr><td style="padding:8px 32px 24px 32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#1f2328;">
<h1 style="margin:0 0 16px 0;font-size:22px;line-height:30px;font-weight:bold;color:#1f2328;">{{.Title}}</h1>
<p style="margin:0 0 16px 0;">{{.Greeting}}</p>
{{- range .Paragraphs}}
<p style="margin:0 0 16px 0;">{{.}}</p>
{{- end}}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;">
<tr><td style="border-radius:4px;background-color:{{.Color}};">
<a href="{{.Link}}" style="display:inline-block;padding:12px 24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;font-weight:bold;color:{{.OnColor}};text-decoration:none;border-radius:4px;">{{.Action}}</a>
</td></tr>
</table>
{{- range .After}}
<p style="margin:0 0 16px 0;">{{.}}</p>
{{- end}}
<p style="margin:0 0 4px 0;font-size:14px;line-height:20px;color:#57606a;">{{.Fallback}}</p>
<p style="margin:0 0 16px 0;font-size:14px;line-height:20px;word-break:break-all;"><a href="{{.Link}}" style="color:{{.LinkColor}};">{{.Link}}</a></p>
</td></tr>
<tr><td style="padding:16px 32px 24px 32px;border-top:1px solid #d0d7de;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:20px;color:#57606a;">
{{- if .Help}}
<p style="margin:0 0 8px 0;">{{.Help}}</p>
{{- end}}
<p style="margin:0 0 8px 0;">{{.Why}}</p>
{{- if .UnsubscribeURL}}
<p style="margin:0 0 8px 0;">{{.UnsubscribeWhy}} <a href="{{.UnsubscribeURL}}" style="color:#57606a;">{{.UnsubscribeAction}}</a></p>
{{- end}}
<p style="margin:0;"><a href="{{.HomeURL}}" style="color:#57606a;">{{.Product}} MyAccount</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`))
