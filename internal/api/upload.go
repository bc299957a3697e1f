package api

import (
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strconv"
	"time"
	"unicode/utf8"

	"myaccount/internal/photos"
	"myaccount/internal/portal"
	"myaccount/internal/tickets"
)

// Uploads (api.md): a multipart POST with docpost=t, the file in the field
// `file` and a few text fields. The file is read into memory (at most
// 10,000,000 bytes, G.1) and checked by the service by its content; the
// request is refused at the edge when it is not multipart, is cut short,
// or is larger than any file may be.

// Upload is a multipart upload as the handler sees it.
type Upload struct {
	// File is the file's content; nil when no file was chosen (routes
	// that take one file).
	File []byte
	// Files are the `file` parts, in their order, of a route that takes
	// several (uploadFiles); parts left empty are not in it.
	Files []UploadedFile
	// Fields are the other fields, each's first value.
	Fields map[string]string
}

// UploadedFile is one file of an upload that takes several: its name as
// the browser sent it and its content.
type UploadedFile struct {
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

// decodeUpload reads a multipart upload. maxFiles is how many `file`
// parts the route takes: 0 or 1 is one file (Upload.File; a second is
// refused), more reads them all into Upload.Files, refusing one more than
// maxFiles, and bounds the request by that many files of the largest size.
func decodeUpload(w http.ResponseWriter, r *http.Request, maxFiles int) (*Upload, error) {
	many := maxFiles > 1
	maxBody, maxField := int64(maxUploadBody), maxUploadFieldBytes
	if many {
		maxBody, maxField = int64(maxFiles)*photos.MaxUploadBytes+manyUploadSlack, maxManyFieldBytes
	}
	if r.URL.Query().Get("docpost") != "t" {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgUploadNotMultipart)
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
			return nil, uploadReadError(err)
		}
		if parts > maxUploadFields {
			return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBodyTooLarge)
		}
		name := part.FormName()
		if name == "file" && many {
			data, err := io.ReadAll(io.LimitReader(part, photos.MaxUploadBytes+1))
			if err != nil {
				return nil, uploadReadError(err)
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
			up.Files = append(up.Files, UploadedFile{Name: part.FileName(), Data: data})
			continue
		}
		if name == "file" {
			if up.File != nil {
				return nil, portal.Fail(portal.CodeBadRequest, portal.MsgFileInvalid)
			}
			data, err := io.ReadAll(io.LimitReader(part, photos.MaxUploadBytes+1))
			if err != nil {
				return nil, uploadReadError(err)
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
			return nil, uploadReadError(err)
		}
		if len(value) > maxField || !utf8.Valid(value) {
			return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBodyInvalidText)
		}
		if _, seen := up.Fields[name]; !seen && name != "" {
			up.Fields[name] = string(value)
		}
	}
}

// uploadReadError is the answer to a request body that could not be read:
// too large, or cut short (a lost connection, a truncated multipart).
func uploadReadError(err error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return errFileTooBig
	}
	return &portal.Error{Code: portal.CodeBadRequest, Msg: portal.Msg(portal.MsgUploadIncomplete), Err: err}
}

// writeFile answers with a document's file. It is never cached (the next
// reader of this browser may be another login) and never sniffed. It is
// offered as a download, under a policy that lets it run nothing: a stored
// file cannot act as a page of ours. An inline file (a signed PDF under
// review) is shown where it is opened, and only the portal's own pages may
// frame it (the browser's PDF viewer needs no sandbox of ours: a PDF is
// not a page of ours).
func writeFile(w http.ResponseWriter, f *portal.DocumentFile) {
	h := w.Header()
	h.Set("Content-Type", f.ContentType)
	h.Set("Content-Length", strconv.Itoa(len(f.Data)))
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	if f.Inline {
		h.Set("Content-Disposition", mime.FormatMediaType("inline", map[string]string{"filename": f.Name}))
		h.Set("Content-Security-Policy", "frame-ancestors 'self'")
	} else {
		h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": f.Name}))
		h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	}
	if !f.ModTime.IsZero() {
		h.Set("Last-Modified", f.ModTime.UTC().Format(http.TimeFormat))
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(f.Data)
}

// uploadOf is the upload as the service takes it.
func uploadOf(r *Request) portal.Upload {
	u := portal.Upload{Account: r.Account, Identity: r.Session.IdentityID}
	if r.Upload != nil {
		u.Data = r.Upload.File
	}
	return u
}
