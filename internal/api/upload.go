package api

import (
	"mime"
	"net/http"
	"strconv"

	"myaccount/internal/portal"
	"myaccount/internal/uploads"
)

// Uploads (api.md): a multipart POST with docpost=t, the file in the field
// `file` and a few text fields, read by package upload.

// Upload is a multipart upload as the handler sees it.
type Upload = uploads.Upload

// UploadedFile is one file of an upload that takes several.
type UploadedFile = uploads.File

// decodeUpload reads an upload of the API (docpost=t, api.md).
func decodeUpload(w http.ResponseWriter, r *http.Request, maxFiles int) (*Upload, error) {
	if r.URL.Query().Get("docpost") != "t" {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgUploadNotMultipart)
	}
	return uploads.Read(w, r, maxFiles)
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
