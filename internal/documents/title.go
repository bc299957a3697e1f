package documents

import "myaccount/internal/portal"

// Title is a document's name in the documents list (ACCT-031): an invoice
// by its month, any other document by its kind.
func Title(doc portal.Document) portal.Message {
	switch doc.Kind {
	case portal.DocInvoice:
		return portal.Msg(portal.MsgDocTitleInvoice, "month", doc.Period)
	case portal.DocVoidCheque:
		return portal.Msg(portal.MsgDocTitleVoidCheque)
	case portal.DocIdentity:
		return portal.Msg(portal.MsgDocTitleIdentity)
	case portal.DocContract:
		return portal.Msg(portal.MsgDocTitleContract)
	case portal.DocAgreement:
		return portal.Msg(portal.MsgDocTitleAgreement)
	}
	return portal.Msg(portal.MsgDocTitleOther)
}
