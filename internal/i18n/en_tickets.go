package i18n

import "myaccount/internal/portal"

// enTickets is what the support tickets say (issue 32, item 3).
var enTickets = map[portal.MsgKey]string{
	portal.MsgTicketCategory:              "Please choose what your request is about.",
	portal.MsgTicketDescriptionMissing:    "Please describe what is happening.",
	portal.MsgTicketMessageMissing:        "Please write your message.",
	portal.MsgTicketTooLong:               "Your text is too long: at most {max} characters, please.",
	portal.MsgTicketDiagnosticsTooMany:    "The diagnostics are too long: at most {max} lines.",
	portal.MsgTicketDiagnosticLineTooLong: "A line of the diagnostics is too long: at most {max} characters.",
	portal.MsgTicketTooManyFiles:          "You can attach at most {max} files to a message.",
	portal.MsgTicketFileType:              "{name} cannot be attached: only photos (JPEG or PNG) and PDF documents are accepted.",
	portal.MsgTicketFileTooBig:            "{name} is too big: each file must be 10 MB or less.",
	portal.MsgTicketFileInvalid:           "{name} cannot be read. Please attach another copy.",
	portal.MsgTicketTooManyOpen:           "You already have {max} requests in progress. Please add to one of them, or mark one as solved.",
	portal.MsgTicketSent:                  "Your request #{ticket} is sent. We will answer by e-mail and here.",
	portal.MsgTicketReplySent:             "Your message is sent.",
	portal.MsgTicketClosed:                "The request is marked as solved.",

	portal.MsgMailSupportReplySubject: "New reply to your request #{ticket}",
	portal.MsgMailSupportReplyIntro:   "We replied to your request #{ticket} (account {account}):",
	portal.MsgMailSupportReplyAction:  "Read and reply",
	portal.MsgMailSupportReplyFiles:   "Attached to the reply: {files}. Open your request to download them.",
}
