package portal

// What the printed documents say (internal/documents); the texts are in
// internal/i18n/en_documents.go and fr_documents.go.

// A document's title in the documents list, by kind.
const (
	MsgDocTitleInvoice    MsgKey = "document.title.invoice"
	MsgDocTitleVoidCheque MsgKey = "document.title.voidCheque"
	MsgDocTitleIdentity   MsgKey = "document.title.identity"
	MsgDocTitleContract   MsgKey = "document.title.contract"
	MsgDocTitleAgreement  MsgKey = "document.title.agreement"
	MsgDocTitleOther      MsgKey = "document.title.other"
)

// Every document's page: the provider's contacts and the page number.
const (
	MsgDocPhone MsgKey = "document.phone"
	MsgDocEmail MsgKey = "document.email"
	MsgDocPage  MsgKey = "document.page"
)

// The invoice.
const (
	MsgDocInvoiceTitle       MsgKey = "document.invoice.title"
	MsgDocInvoiceSubject     MsgKey = "document.invoice.subject"
	MsgDocInvoiceNumber      MsgKey = "document.invoice.number"
	MsgDocInvoiceAccount     MsgKey = "document.invoice.account"
	MsgDocInvoiceIssued      MsgKey = "document.invoice.issued"
	MsgDocInvoiceDue         MsgKey = "document.invoice.due"
	MsgDocInvoicePeriod      MsgKey = "document.invoice.period"
	MsgDocInvoiceBillTo      MsgKey = "document.invoice.billTo"
	MsgDocInvoiceSummary     MsgKey = "document.invoice.summary"
	MsgDocInvoicePrevious    MsgKey = "document.invoice.previous"
	MsgDocInvoicePayments    MsgKey = "document.invoice.payments"
	MsgDocInvoiceCharges     MsgKey = "document.invoice.charges"
	MsgDocInvoiceTotal       MsgKey = "document.invoice.total"
	MsgDocInvoiceCreditNote  MsgKey = "document.invoice.creditNote"
	MsgDocInvoiceDetails     MsgKey = "document.invoice.details"
	MsgDocInvoiceContinued   MsgKey = "document.invoice.continued"
	MsgDocInvoiceDate        MsgKey = "document.invoice.date"
	MsgDocInvoiceDescription MsgKey = "document.invoice.description"
	MsgDocInvoiceAmount      MsgKey = "document.invoice.amount"
	MsgDocInvoiceNoLines     MsgKey = "document.invoice.noLines"
	MsgDocInvoicePayOnline   MsgKey = "document.invoice.payOnline"
)
