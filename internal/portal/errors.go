package portal

import (
	"errors"
	"fmt"
	"net/http"
)

// Code is a stable error code; HTTPStatus maps it to the status of api.md.
type Code int

// The error codes of api.md. Their numeric values are the HTTP statuses the
// endpoint answers with, which the app's status handling relies on.
const (
	CodeUnauthorized Code = 401 // no, unknown or revoked token
	CodeNotFound     Code = 404 // unknown path under the endpoint
	CodeExpired      Code = 432 // the token expired
	CodeUnreachable  Code = 433 // the outside system behind the resource is down
	CodeNoService    Code = 434 // the account has no such service
	CodeRateLimited  Code = 435 // too many requests
	CodeBadRequest   Code = 450 // wrong request; Message says why
	CodeInternal     Code = 500 // a fault of ours
)

// HTTPStatus is the status the endpoint answers with for the code.
func (c Code) HTTPStatus() int {
	switch c {
	case CodeUnauthorized, CodeNotFound, CodeExpired, CodeUnreachable,
		CodeNoService, CodeRateLimited, CodeBadRequest:
		return int(c)
	default:
		return http.StatusInternalServerError
	}
}

// Error is the one error type that crosses package boundaries towards a
// client. Msg (a catalog key, rendered in the caller's language) is written
// for a subscriber; Err (never shown) is the cause kept for the logs.
type Error struct {
	Code Code
	Msg  Message
	Err  error
}

func (e *Error) Error() string {
	what := string(e.Msg.Key)
	if what == "" {
		what = e.Msg.Text
	}
	if e.Err != nil {
		return fmt.Sprintf("%d %s: %v", e.Code, what, e.Err)
	}
	return fmt.Sprintf("%d %s", e.Code, what)
}

func (e *Error) Unwrap() error { return e.Err }

// Fail builds an *Error with a catalog message: Fail(CodeBadRequest,
// MsgChoosePackage) or Fail(CodeBadRequest, MsgSlowdownHeldPhone, "phone", p).
func Fail(code Code, key MsgKey, pairs ...any) *Error {
	return &Error{Code: code, Msg: Msg(key, pairs...)}
}

// FailWith builds an *Error from a composed message.
func FailWith(code Code, m Message) *Error { return &Error{Code: code, Msg: m} }

// ErrNotFound is the answer for anything missing or not the caller's: the
// two answer identically so that ids cannot be probed.
var ErrNotFound = Fail(CodeBadRequest, MsgNotFound)

// ErrNoRows is returned by store reads that find nothing. The API turns it
// into ErrNotFound.
var ErrNoRows = errors.New("portal: no rows")

// AsError returns the *Error in err's chain, or a CodeInternal error that
// hides err's text from the client.
func AsError(err error) *Error {
	var pe *Error
	if errors.As(err, &pe) {
		return pe
	}
	if errors.Is(err, ErrNoRows) {
		return ErrNotFound
	}
	return &Error{Code: CodeInternal, Msg: Msg(MsgInternal), Err: err}
}
