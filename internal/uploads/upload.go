// Package uploads reads multipart uploads, for the subscriber app's API
// and the staff console alike: the files are read into memory (at most
// 10,000,000 bytes each, G.1) and checked by the services by their
// content; the request is refused at the edge when it is not multipart,
// is cut short, or is larger than its files may be.
package uploads

import (
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"time"
	"unicode/utf8"

	"myaccount/internal/photos"
	"myaccount/internal/portal"
	"myaccount/internal/tickets"
)

// Upload is a multipart upload as a handler sees it.
type Upload struct {
	// File is the file's content; nil when no file was chosen (routes
	// that take one file).
	File []byte
	// Files are the `file` parts, in their order, of a route that takes
	// several (uploadFiles); parts left empty are not in it.
	Files []File
	// Fields are the other fields, each's first value.
	Fields map[string]string
}

// File is one file of an upload that takes several: its name as the
// browser sent it and its content.
type File struct {
	Name string
	Data []byte
}

const (
	// maxUploadBody bounds the request: the largest file and room for the
	// form's other fields and the multipart framing.
	maxUploadBody = photos.MaxUploadBytes + 64<<10
	// maxUploadFields bounds the form's text fields and their length.
	maxUploadFields     = 16
	maxUploadFieldBytes = 10_000
	// A route that takes several files (uploadFiles) takes each at the
	// largest size, and longer text fields (a ticket's description of
	// 5,000 characters of up to 4 bytes, its diagnostics).
	maxManyFieldBytes = 64 << 10
	manyUploadSlack   = 256 << 10
	// uploadReadTime is how long a large upload may take to arrive, past
	// the server's read timeout (a 10 MB photo on a slow mobile link).
	uploadReadTime = 10 * time.Minute
)

var (
	errUploadIncomplete = portal.Fail(portal.CodeBadRequest, portal.MsgUploadIncomplete)
	errFileTooBig       = portal.Fail(portal.CodeBadRequest, portal.MsgFileTooBig)
)

// Read reads a multipart/form-data request. maxFiles is how many `file`
// parts the route takes: 0 or 1 is one file (Upload.File; a second is
// refused), more reads them all into Upload.Files, refusing one more than
// maxFiles, and bounds the request by that many files of the largest size.
// Its refusals are portal errors, in the reader's language wherever they
// are shown.
func Read(w http.ResponseWriter, r *http.Request, maxFiles int) (*Upload, error) {
	many := maxFiles > 1
	maxBody, maxField := int64(maxUploadBody), maxUploadFieldBytes
	if many {
		maxBody, maxField = int64(maxFiles)*photos.MaxUploadBytes+manyUploadSlack, maxManyFieldBytes
	}
	media, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || media != "multipart/form-data" || params["boundary"] == "" {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgUploadNotMultipart)
	}
	if r.ContentLength > maxBody {
		return nil, errFileTooBig
	}
	_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(uploadReadTime))
	mr := multipart.NewReader(http.MaxBytesReader(w, r.Body, maxBody), params["boundary"])
	up := &Upload{Fields: map[string]string{}}
	for parts := 0; ; parts++ {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return up, nil
		}
		if err != nil {
			return nil, readError(err)
		}
		if parts > maxUploadFields {
			return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBodyTooLarge)
		}
		name := part.FormName()
		if name == "file" && many {
			data, err := io.ReadAll(io.LimitReader(part, photos.MaxUploadBytes+1))
			if err != nil {
				return nil, readError(err)
			}
			if len(data) == 0 && part.FileName() == "" {
				continue // a file input left empty
			}
			if len(up.Files) == maxFiles {
				return nil, portal.Fail(portal.CodeBadRequest, portal.MsgTicketTooManyFiles, "max", maxFiles)
			}
			if len(data) > photos.MaxUploadBytes {
				return nil, portal.Fail(portal.CodeBadRequest, portal.MsgTicketFileTooBig, "name", tickets.FileName(part.FileName(), "bin"))
			}
			up.Files = append(up.Files, File{Name: part.FileName(), Data: data})
			continue
		}
		if name == "file" {
			if up.File != nil {
				return nil, portal.Fail(portal.CodeBadRequest, portal.MsgFileInvalid)
			}
			data, err := io.ReadAll(io.LimitReader(part, photos.MaxUploadBytes+1))
			if err != nil {
				return nil, readError(err)
			}
			if len(data) > photos.MaxUploadBytes {
				return nil, errFileTooBig
			}
			if len(data) == 0 && part.FileName() == "" {
				continue // the form's file input was left empty
			}
			up.File = data
			continue
		}
		value, err := io.ReadAll(io.LimitReader(part, int64(maxField)+1))
		if err != nil {
			return nil, readError(err)
		}
		if len(value) > maxField || !utf8.Valid(value) {
			return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBodyInvalidText)
		}
		if _, seen := up.Fields[name]; !seen && name != "" {
			up.Fields[name] = string(value)
		}
	}
}

// readError is the answer to a request body that could not be read:
// too large, or cut short (a lost connection, a truncated multipart).
func readError(err error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return errFileTooBig
	}
	return &portal.Error{Code: portal.CodeBadRequest, Msg: portal.Msg(portal.MsgUploadIncomplete), Err: err}
}
