package portal

// What the support tickets say (issue 32, item 3; internal/tickets). The
// texts are in internal/i18n/en_tickets.go and fr_tickets.go.
const (
	MsgTicketCategory              MsgKey = "ticket.category"
	MsgTicketDescriptionMissing    MsgKey = "ticket.descriptionMissing"
	MsgTicketMessageMissing        MsgKey = "ticket.messageMissing"
	MsgTicketTooLong               MsgKey = "ticket.tooLong"
	MsgTicketDiagnosticsTooMany    MsgKey = "ticket.diagnosticsTooMany"
	MsgTicketDiagnosticLineTooLong MsgKey = "ticket.diagnosticLineTooLong"
	MsgTicketTooManyFiles          MsgKey = "ticket.tooManyFiles"
	MsgTicketFileType              MsgKey = "ticket.fileType"
	MsgTicketFileTooBig            MsgKey = "ticket.fileTooBig"
	MsgTicketFileInvalid           MsgKey = "ticket.fileInvalid"
	MsgTicketTooManyOpen           MsgKey = "ticket.tooManyOpen"
	MsgTicketSent                  MsgKey = "ticket.sent"
	MsgTicketReplySent             MsgKey = "ticket.replySent"
	MsgTicketClosed                MsgKey = "ticket.closed"

	// The e-mail on a staff reply (MailSupportReply).
	MsgMailSupportReplySubject MsgKey = "mail.supportReply.subject"
	MsgMailSupportReplyIntro   MsgKey = "mail.supportReply.intro"
	MsgMailSupportReplyAction  MsgKey = "mail.supportReply.action"
	MsgMailSupportReplyFiles   MsgKey = "mail.supportReply.files"
)
