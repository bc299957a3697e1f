package billing

import (
	"context"
	"errors"
	"fmt"
	"io"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// Documents are an account's documents and their files.
type Documents struct {
	store   portal.BillingStore
	files   portal.FileStore
	printer Printer
}

// List is the account's documents, newest first (ACCT-031).
func (d *Documents) List(ctx context.Context, account int64) ([]portal.Document, error) {
	return d.store.Documents(ctx, account)
}

// Open reads a document's file or its preview (ACCT-033). An invoice is
// printed in the reader's language the first time it is asked for, and
// the print is kept in the file store: the invoice's rows do not change
// once issued, so neither does its print.
func (d *Documents) Open(ctx context.Context, r portal.DocumentRequest) (portal.DocumentFile, error) {
	doc, err := d.store.Document(ctx, r.Account, r.ID)
	if err != nil {
		return portal.DocumentFile{}, err
	}
	if doc.Kind == portal.DocInvoice {
		return d.invoice(ctx, doc, r)
	}
	ext := "jpg"
	if doc.ContentType == "application/pdf" {
		ext = "pdf" // a signed contract or agreement
	}
	key, name := doc.FileKey, fmt.Sprintf("%s-%s.%s", doc.Kind, doc.At.Format("2006-01-02"), ext)
	if r.Thumbnail {
		key, name = doc.ThumbnailKey, fmt.Sprintf("%s-%s.png", doc.Kind, doc.At.Format("2006-01-02"))
	}
	data, info, err := d.read(ctx, key)
	if err != nil {
		return portal.DocumentFile{}, err
	}
	return portal.DocumentFile{Name: name, ContentType: info.ContentType, Data: data, ModTime: doc.At}, nil
}

func (d *Documents) invoice(ctx context.Context, doc portal.Document, r portal.DocumentRequest) (portal.DocumentFile, error) {
	lang, _ := i18n.Parse(r.Lang)
	number := portal.Invoice{AccountID: doc.AccountID, Period: doc.Period}.Number()
	out := portal.DocumentFile{Name: "invoice-" + number + ".pdf", ContentType: "application/pdf", ModTime: doc.At}
	render := d.printer.InvoicePDF
	if r.Thumbnail {
		out.Name, out.ContentType, render = "invoice-"+number+".png", "image/png", d.printer.InvoiceThumbnail
	}
	key := fmt.Sprintf("invoices/%d/%d.%s.%s", doc.AccountID, doc.InvoiceID, lang, out.Name[len(out.Name)-3:])
	data, _, err := d.read(ctx, key)
	if err == nil {
		out.Data = data
		return out, nil
	}
	if !errors.Is(err, portal.ErrFileNotFound) {
		return out, err
	}
	inv, err := d.store.Invoice(ctx, doc.AccountID, doc.InvoiceID)
	if err != nil {
		return out, err
	}
	inv.Province = d.province(ctx, inv.Account.RegionID)
	if out.Data, err = render(inv, lang); err != nil {
		return out, err
	}
	// Kept for the next reader; a failure here costs a reprint, not the answer.
	_ = d.files.Put(ctx, key, out.Data, out.ContentType)
	return out, nil
}

// province is a region's provinceshort (decisions §16), empty when the
// region is unknown or the codebook cannot be read (the address then goes
// without it rather than the invoice failing).
func (d *Documents) province(ctx context.Context, region int64) string {
	regions, err := d.store.Codebook(ctx, "region")
	if err != nil {
		return ""
	}
	for _, r := range regions {
		if r.ID == region {
			p, _ := r.Data["provinceshort"].(string)
			return p
		}
	}
	return ""
}

func (d *Documents) read(ctx context.Context, key string) ([]byte, portal.FileInfo, error) {
	rc, info, err := d.files.Open(ctx, key)
	if err != nil {
		return nil, info, err
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	return data, info, err
}
