package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
)

// maxPage bounds what the load generator reads of any answer.
const maxPage = 1 << 20

var (
	formRE  = regexp.MustCompile(`(?is)<form\b[^>]*\baction="/auth/login"[^>]*>(.*?)</form>`)
	inputRE = regexp.MustCompile(`(?is)<input\b[^>]*>`)
	attrRE  = regexp.MustCompile(`(?is)\b(type|name|value)="([^"]*)"`)
)

// loginForm returns the hidden fields of the sign-in page's form (the
// carried parameters), as a browser would post them back.
func loginForm(page []byte) (url.Values, error) {
	m := formRE.FindSubmatch(page)
	if m == nil {
		if strings.Contains(string(page), "/auth/oidc/start") {
			return nil, errors.New("the server signs in through an OpenID Connect provider; the load generator needs local passwords")
		}
		return nil, errors.New("the sign-in page has no sign-in form")
	}
	fields := url.Values{}
	for _, in := range inputRE.FindAll(m[1], -1) {
		attrs := map[string]string{}
		for _, a := range attrRE.FindAllSubmatch(in, -1) {
			attrs[strings.ToLower(string(a[1]))] = html.UnescapeString(string(a[2]))
		}
		if strings.EqualFold(attrs["type"], "hidden") && attrs["name"] != "" {
			fields.Add(attrs["name"], attrs["value"])
		}
	}
	if fields.Get("r") == "" {
		return nil, errors.New("the sign-in form carries no r field")
	}
	return fields, nil
}

// signIn goes through the identity service as the app and a browser do:
// the sign-in page, the form post, the 303 back to
// /ui…?pi=CODE, and the code's exchange for an API token (GET /api?pi=).
// It returns the token.
func signIn(ctx context.Context, transport http.RoundTripper, base, login, pw string) (string, error) {
	jar, err := cookiejar.New(nil)
	if err != nil {
		return "", err
	}
	client := &http.Client{
		Transport: transport,
		Jar:       jar,
		// The redirect carries the one-time code; the app's files behind
		// it are not what is measured.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	get := func(u string) (*http.Response, []byte, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		if err != nil {
			return nil, nil, err
		}
		return do(client, req)
	}

	res, page, err := get(base + "/auth/login?r=myaccount")
	if err != nil {
		return "", fmt.Errorf("sign-in page: %w", err)
	}
	if res.StatusCode != http.StatusOK {
		return "", fmt.Errorf("sign-in page: status %d", res.StatusCode)
	}
	form, err := loginForm(page)
	if err != nil {
		return "", err
	}
	form.Set("login", login)
	form.Set("password", pw)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/auth/login", strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, _, err = do(client, req)
	if err != nil {
		return "", fmt.Errorf("sign-in form: %w", err)
	}
	switch res.StatusCode {
	case http.StatusSeeOther:
	case http.StatusUnauthorized:
		return "", fmt.Errorf("sign-in of %s refused: wrong login or password", login)
	case http.StatusTooManyRequests:
		return "", fmt.Errorf("sign-in of %s refused: too many failed attempts (wait 15 minutes)", login)
	default:
		return "", fmt.Errorf("sign-in of %s: status %d", login, res.StatusCode)
	}
	code, err := codeFromRedirect(res.Header.Get("Location"))
	if err != nil {
		return "", err
	}

	res, body, err := get(base + "/api?pi=" + url.QueryEscape(code))
	if err != nil {
		return "", fmt.Errorf("token exchange: %w", err)
	}
	tok, ok := tokenFrom(body)
	if res.StatusCode != http.StatusOK || !ok {
		var e struct {
			Message string `json:"message"`
		}
		_ = json.Unmarshal(body, &e)
		return "", fmt.Errorf("token exchange: status %d %s", res.StatusCode, e.Message)
	}
	return tok, nil
}

// codeFromRedirect reads the one-time code from the identity service's
// redirect to the app (…/ui/…?pi=CODE).
func codeFromRedirect(location string) (string, error) {
	u, err := url.Parse(location)
	if err != nil || !strings.HasPrefix(u.Path, "/ui") {
		return "", fmt.Errorf("sign-in redirected to %q, not to the app", location)
	}
	code := u.Query().Get("pi")
	if code == "" {
		return "", fmt.Errorf("sign-in redirect %q carries no code", location)
	}
	return code, nil
}

// tokenFrom reads the token of a JRR answer (bootstrap or renewal).
func tokenFrom(body []byte) (string, bool) {
	var tok struct {
		Error int    `json:"error"`
		JRR   string `json:"JRR"`
	}
	if json.Unmarshal(body, &tok) != nil || tok.Error != 0 || tok.JRR == "" {
		return "", false
	}
	return tok.JRR, true
}

// do sends req and reads the whole answer (bounded), so the connection is
// reused.
func do(client *http.Client, req *http.Request) (*http.Response, []byte, error) {
	res, err := client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, maxPage))
	if err != nil {
		return nil, nil, err
	}
	_, _ = io.Copy(io.Discard, res.Body)
	return res, body, nil
}
