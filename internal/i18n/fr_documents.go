package i18n

import "myaccount/internal/portal"

// frDocuments is en_documents.go in Canadian French, in its order.
var frDocuments = map[portal.MsgKey]string{
	portal.MsgDocTitleInvoice:    "Facture de {month}",
	portal.MsgDocTitleVoidCheque: "Chèque annulé",
	portal.MsgDocTitleIdentity:   "Pièce d’identité",
	portal.MsgDocTitleContract:   "Contrat",
	portal.MsgDocTitleAgreement:  "Entente",
	portal.MsgDocTitleOther:      "Document",

	portal.MsgDocPhone: "Téléphone\u00a0: {phone}",
	portal.MsgDocEmail: "Courriel\u00a0: {email}",
	portal.MsgDocPage:  "Page {page} de {pages}",

	portal.MsgDocInvoiceTitle:       "Facture",
	portal.MsgDocInvoiceSubject:     "Facture {number} du compte {account} pour {month}",
	portal.MsgDocInvoiceNumber:      "Numéro de facture",
	portal.MsgDocInvoiceAccount:     "Numéro de compte",
	portal.MsgDocInvoiceIssued:      "Date de facturation",
	portal.MsgDocInvoiceDue:         "Date d’échéance",
	portal.MsgDocInvoicePeriod:      "Période",
	portal.MsgDocInvoiceBillTo:      "Facturé à",
	portal.MsgDocInvoiceSummary:     "Sommaire",
	portal.MsgDocInvoicePrevious:    "Solde précédent",
	portal.MsgDocInvoicePayments:    "Paiements et crédits",
	portal.MsgDocInvoiceCharges:     "Nouveaux frais",
	portal.MsgDocInvoiceTotal:       "Montant dû",
	portal.MsgDocInvoiceCreditNote:  "Votre compte est créditeur\u00a0: vous n’avez rien à payer.",
	portal.MsgDocInvoiceDetails:     "Détail",
	portal.MsgDocInvoiceContinued:   "Facture {number} (suite)",
	portal.MsgDocInvoiceDate:        "Date",
	portal.MsgDocInvoiceDescription: "Description",
	portal.MsgDocInvoiceAmount:      "Montant",
	portal.MsgDocInvoiceNoLines:     "Aucuns frais, paiement ni crédit depuis la facture précédente.",
	portal.MsgDocInvoicePayOnline:   "Payez en ligne à l’adresse {url}",
}
