package i18n

import "myaccount/internal/portal"

// enDocuments is what the PDF documents print (internal/documents), and
// the documents list's titles.
var enDocuments = map[portal.MsgKey]string{
	portal.MsgDocTitleInvoice:    "Invoice {month}",
	portal.MsgDocTitleVoidCheque: "Void cheque",
	portal.MsgDocTitleIdentity:   "Identity document",
	portal.MsgDocTitleContract:   "Contract",
	portal.MsgDocTitleAgreement:  "Agreement",
	portal.MsgDocTitleOther:      "Document",

	portal.MsgDocPhone: "Phone: {phone}",
	portal.MsgDocEmail: "Email: {email}",
	portal.MsgDocPage:  "Page {page} of {pages}",

	portal.MsgDocInvoiceTitle:       "Invoice",
	portal.MsgDocInvoiceSubject:     "Invoice {number} of account {account} for {month}",
	portal.MsgDocInvoiceNumber:      "Invoice number",
	portal.MsgDocInvoiceAccount:     "Account number",
	portal.MsgDocInvoiceIssued:      "Issue date",
	portal.MsgDocInvoiceDue:         "Due date",
	portal.MsgDocInvoicePeriod:      "Period",
	portal.MsgDocInvoiceBillTo:      "Bill to",
	portal.MsgDocInvoiceSummary:     "Summary",
	portal.MsgDocInvoicePrevious:    "Previous balance",
	portal.MsgDocInvoicePayments:    "Payments and credits",
	portal.MsgDocInvoiceCharges:     "New charges",
	portal.MsgDocInvoiceTotal:       "Total due",
	portal.MsgDocInvoiceCreditNote:  "Your account is in credit: there is nothing to pay.",
	portal.MsgDocInvoiceDetails:     "Details",
	portal.MsgDocInvoiceContinued:   "Invoice {number} (continued)",
	portal.MsgDocInvoiceDate:        "Date",
	portal.MsgDocInvoiceDescription: "Description",
	portal.MsgDocInvoiceAmount:      "Amount",
	portal.MsgDocInvoiceNoLines:     "No charges, payments or credits since the previous invoice.",
	portal.MsgDocInvoicePayOnline:   "Pay online at {url}",
}
