package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// This file holds what every handler shares: the request and response
// types, and the helpers that read a request.

// MaxBodyBytes bounds a JSON request body.
const MaxBodyBytes = 64 << 10

// Request is one authorized call as a handler sees it.
type Request struct {
	HTTP    *http.Request
	Session portal.Session
	Target  portal.Target
	// Account is the contact account named by the target's user.{id} (or
	// user.session), already checked to belong to the session's login; for
	// me.1 targets it is the session's active account. 0 when there is none.
	Account int64
	// Body is the decoded JSON body of a POST (nil otherwise).
	Body map[string]any
	// Upload is the multipart upload of a POST to an upload route.
	Upload *Upload
	// Lang is the caller's language (Accept-Language).
	Lang i18n.Lang
	// Query is the call's query string, parsed once for the endpoint and its
	// handlers (?schema=, ?variant=…).
	Query url.Values
}

// Context is the request's context.
func (r *Request) Context() context.Context { return r.HTTP.Context() }

// Text renders a message in the caller's language, for answers that carry
// texts inside their object.
func (r *Request) Text(m portal.Message) string { return r.Lang.Render(m) }

// Schema is a resource's descriptor in the caller's language.
func (r *Request) Schema(localized func(i18n.Lang) schema.Descriptor) *schema.Descriptor {
	d := localized(r.Lang)
	return &d
}

// Response is what a handler answers; the endpoint wraps it in the envelope
// of api.md.
type Response struct {
	Object  any
	List    any // a slice; zeroRows is computed from its length
	Name    string
	PK      string
	Schema  *schema.Descriptor
	Message portal.Message
	// Refused answers error 1 with the message (and status 200): a write
	// refused where the page reads the flag (the 911 profiles).
	Refused bool
	// Extra holds top-level fields a resource adds (case, hasRouter, …).
	Extra map[string]any
	// File, when set, is answered as the file itself instead of the
	// envelope (a document's download).
	File *portal.DocumentFile
}

// Handler serves one (resource kind, method).
type Handler func(*Request) (*Response, error)

// done is the answer to a write that went through: success true (the app
// reads the flag, NET-028) and a message for the subscriber.
func done(message portal.Message) *Response {
	return &Response{Message: message, Extra: map[string]any{"success": true}}
}

// maxStringLength bounds every string of a JSON body, in characters.
// Fields with their own rules are tighter (a descriptor's maxLength, the
// feedback's limit); this one stops anything the store would have to carry.
const maxStringLength = 10_000

// decodeBody reads a JSON object body of at most MaxBodyBytes, refusing at
// the edge, with 450, what could not be stored: a Content-Type that is not
// JSON, bytes that are not UTF-8, a NUL in a string (PostgreSQL cannot store
// it) and strings over maxStringLength. An empty body without a
// Content-Type is an empty object.
func decodeBody(w http.ResponseWriter, r *http.Request) (map[string]any, error) {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBodyTooLarge)
		}
		return nil, err
	}
	ct := r.Header.Get("Content-Type")
	if ct == "" && len(bytes.TrimSpace(raw)) == 0 {
		return map[string]any{}, nil
	}
	if !isJSON(ct) {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBodyNotJSON)
	}
	if !utf8.Valid(raw) {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBodyInvalidText)
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return map[string]any{}, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var body map[string]any
	if err := dec.Decode(&body); err != nil {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBodyInvalidJSON)
	}
	if body == nil {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBodyNotObject)
	}
	if dec.More() {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBodyInvalidJSON)
	}
	if err := storableStrings(body); err != nil {
		return nil, err
	}
	return body, nil
}

// isJSON reports whether a Content-Type is JSON, exactly: application/json,
// with no parameter but charset=utf-8.
func isJSON(ct string) bool {
	media, params, err := mime.ParseMediaType(ct)
	if err != nil || media != "application/json" {
		return false
	}
	for k, v := range params {
		if k != "charset" || !strings.EqualFold(v, "utf-8") {
			return false
		}
	}
	return true
}

// storableStrings walks a decoded body: every key and string must be plain
// text (schema.PlainText: no control character but line breaks and tabs,
// which only a multi-line field's own rules then accept) and at most
// maxStringLength characters.
func storableStrings(v any) error {
	check := func(s string) error {
		if !schema.PlainText(s, true) {
			return portal.Fail(portal.CodeBadRequest, portal.MsgBodyInvalidText)
		}
		if len(s) > maxStringLength && utf8.RuneCountInString(s) > maxStringLength {
			return portal.Fail(portal.CodeBadRequest, portal.MsgBodyStringTooLong, "max", maxStringLength)
		}
		return nil
	}
	switch v := v.(type) {
	case string:
		return check(v)
	case map[string]any:
		for k, e := range v {
			if err := check(k); err != nil {
				return err
			}
			if err := storableStrings(e); err != nil {
				return err
			}
		}
	case []any:
		for _, e := range v {
			if err := storableStrings(e); err != nil {
				return err
			}
		}
	}
	return nil
}

// queryRule is the character set of a query parameter that names a record
// or a page (an id, a cursor), and the answer when a value is outside it.
type queryRule struct {
	valid func(string) bool
	err   *portal.Error
}

var errBadPage = portal.Fail(portal.CodeBadRequest, portal.MsgBadPage)

// queryRules are the query parameters that carry ids and cursors. Each is
// checked here, in one place, before any handler reads it: what reaches a
// store is of the parameter's character set (a NUL or a broken UTF-8 byte in
// a cursor made PostgreSQL fail where SQLite answered). An id that cannot
// exist answers like a missing one.
var queryRules = map[string]queryRule{
	"before":         {digits, errBadPage},
	"beforeid":       {portal.ValidRecordID, errBadPage},
	"limit":          {digits, errBadPage},
	"billingpackage": {digits, portal.ErrNotFound},
}

// maxQueryValue bounds any other query value (a name on a card, a variant).
const maxQueryValue = 1000

// checkQuery refuses, with 450, a query whose ids or cursors are outside
// their character set (queryRules), or whose other values are not text
// that can be stored: broken UTF-8, control characters (NUL), or longer
// than maxQueryValue bytes. An empty value is no value.
func checkQuery(q url.Values) error {
	for key, values := range q {
		for _, v := range values {
			if v == "" {
				continue
			}
			if rule, ok := queryRules[key]; ok {
				if !rule.valid(v) {
					return rule.err
				}
				continue
			}
			if len(v) > maxQueryValue || !storableText(v) {
				return portal.Fail(portal.CodeBadRequest, portal.MsgBodyInvalidText)
			}
		}
	}
	return nil
}

// digits: 1 to 18 ASCII digits (any whole number an id or a time in ms takes).
func digits(s string) bool {
	if s == "" || len(s) > 18 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// storableText: valid UTF-8 without control characters.
func storableText(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			return false
		}
	}
	return true
}

// intField reads a whole number from a JSON body field sent as a number or
// a string of digits.
func intField(body map[string]any, key string) (int64, bool) {
	switch v := body[key].(type) {
	case json.Number:
		n, err := v.Int64()
		return n, err == nil
	case string:
		n, err := strconv.ParseInt(v, 10, 64)
		return n, err == nil
	}
	return 0, false
}

// stringField reads a string field; anything else reads as "".
func stringField(body map[string]any, key string) string {
	s, _ := body[key].(string)
	return s
}

// clip cuts s to at most n bytes, never inside a character.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// childID is the id of the target's second segment
// (user.{id}/serviceemail.{id}); a missing or non-numeric one answers like a
// missing item.
func childID(r *Request) (int64, error) {
	if len(r.Target) < 2 {
		return 0, portal.ErrNotFound
	}
	id, ok := r.Target[1].Num()
	if !ok {
		return 0, portal.ErrNotFound
	}
	return id, nil
}

// sameAccountChild checks that the target's second id names the account of
// the first (wifisettings.{id}, cpefastpull.{id}); anything else answers
// like a missing item.
func sameAccountChild(r *Request) error {
	id, err := childID(r)
	if err != nil || id != r.Account {
		return portal.ErrNotFound
	}
	return nil
}
