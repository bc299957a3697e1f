package portal

// What the notifications of issue 31 say (internal/mail renders them): usage
// alerts, billing and account e-mails. The texts are in
// internal/i18n/en_notify.go and fr_notify.go.

// Every notification: the account it is about, and the days left in a
// month (singular and plural).
const (
	MsgMailAccountLine  MsgKey = "mail.notify.account"
	MsgMailDaysLeftOne  MsgKey = "mail.notify.daysLeft.one"
	MsgMailDaysLeftMany MsgKey = "mail.notify.daysLeft.other"
	MsgMailOpenPortal   MsgKey = "mail.notify.open"
)

// The usage alert (MailUsageAlert) at 80 % and at 100 % of the month's cap.
const (
	MsgMailUsage80Subject  MsgKey = "mail.usage.80.subject"
	MsgMailUsage80Title    MsgKey = "mail.usage.80.title"
	MsgMailUsage100Subject MsgKey = "mail.usage.100.subject"
	MsgMailUsage100Title   MsgKey = "mail.usage.100.title"
	MsgMailUsageFigures    MsgKey = "mail.usage.figures"
	MsgMailUsage80After    MsgKey = "mail.usage.80.after"
	MsgMailUsage100After   MsgKey = "mail.usage.100.after"
	MsgMailUsagePack       MsgKey = "mail.usage.pack"
	MsgMailUsageUnlimited  MsgKey = "mail.usage.unlimited"
	MsgMailUsageAction     MsgKey = "mail.usage.action"
)

// The receipt of a payment (MailPaymentReceived) and its decline
// (MailPaymentDeclined).
const (
	MsgMailPaidSubject     MsgKey = "mail.paid.subject"
	MsgMailPaidTitle       MsgKey = "mail.paid.title"
	MsgMailPaidIntro       MsgKey = "mail.paid.intro"
	MsgMailPaidBalance     MsgKey = "mail.paid.balance"
	MsgMailPaidCredit      MsgKey = "mail.paid.credit"
	MsgMailPaidSettled     MsgKey = "mail.paid.settled"
	MsgMailDeclinedSubject MsgKey = "mail.declined.subject"
	MsgMailDeclinedTitle   MsgKey = "mail.declined.title"
	MsgMailDeclinedIntro   MsgKey = "mail.declined.intro"
	MsgMailDeclinedNext    MsgKey = "mail.declined.next"
	MsgMailBillingAction   MsgKey = "mail.billing.action"
)

// A failed automatic payment (MailAutoPaymentFailed).
const (
	MsgMailAutoFailedSubject MsgKey = "mail.autoFailed.subject"
	MsgMailAutoFailedTitle   MsgKey = "mail.autoFailed.title"
	MsgMailAutoFailedIntro   MsgKey = "mail.autoFailed.intro"
	MsgMailAutoFailedTodo    MsgKey = "mail.autoFailed.todo"
	MsgMailAutoFailedMethod  MsgKey = "mail.autoFailed.method"
	MsgMailAutoFailedAction  MsgKey = "mail.autoFailed.action"
)

// A new invoice (MailInvoiceIssued).
const (
	MsgMailInvoiceSubject MsgKey = "mail.invoice.subject"
	MsgMailInvoiceTitle   MsgKey = "mail.invoice.title"
	MsgMailInvoiceIntro   MsgKey = "mail.invoice.intro"
	MsgMailInvoiceAuto    MsgKey = "mail.invoice.auto"
	MsgMailInvoiceAction  MsgKey = "mail.invoice.action"
)

// The staff's review of a document (MailDocumentReviewed).
const (
	MsgMailDocVoidCheque     MsgKey = "mail.doc.voidcheque"
	MsgMailDocIdentity       MsgKey = "mail.doc.identity"
	MsgMailDocContract       MsgKey = "mail.doc.contract"
	MsgMailDocAgreement      MsgKey = "mail.doc.agreement"
	MsgMailDocApprovedSubj   MsgKey = "mail.doc.approved.subject"
	MsgMailDocApprovedIntro  MsgKey = "mail.doc.approved.intro"
	MsgMailDocRejectedSubj   MsgKey = "mail.doc.rejected.subject"
	MsgMailDocRejectedIntro  MsgKey = "mail.doc.rejected.intro"
	MsgMailDocRejectedReason MsgKey = "mail.doc.rejected.reason"
	MsgMailDocRejectedAgain  MsgKey = "mail.doc.rejected.again"
	MsgMailDocAction         MsgKey = "mail.doc.action"
)

// A resolved change request (MailChangeRequestResolved).
const (
	MsgMailChangeSubject MsgKey = "mail.change.subject"
	MsgMailChangeTitle   MsgKey = "mail.change.title"
	MsgMailChangeIntro   MsgKey = "mail.change.intro"
	MsgMailChangeNote    MsgKey = "mail.change.note"
	MsgMailChangeAction  MsgKey = "mail.change.action"
)
