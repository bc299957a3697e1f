package i18n

import "myaccount/internal/portal"

// frTickets is what the support tickets say (issue 32, item 3).
var frTickets = map[portal.MsgKey]string{
	portal.MsgTicketCategory:              "Veuillez choisir le sujet de votre demande.",
	portal.MsgTicketDescriptionMissing:    "Veuillez décrire ce qui se passe.",
	portal.MsgTicketMessageMissing:        "Veuillez écrire votre message.",
	portal.MsgTicketTooLong:               "Votre texte est trop long\u00a0: {max} caractères au plus, s’il vous plaît.",
	portal.MsgTicketDiagnosticsTooMany:    "Les diagnostics sont trop longs\u00a0: {max} lignes au plus.",
	portal.MsgTicketDiagnosticLineTooLong: "Une ligne des diagnostics est trop longue\u00a0: {max} caractères au plus.",
	portal.MsgTicketTooManyFiles:          "Vous pouvez joindre au plus {max} fichiers à un message.",
	portal.MsgTicketFileType:              "{name} ne peut pas être joint\u00a0: seuls les photos (JPEG ou PNG) et les documents PDF sont acceptés.",
	portal.MsgTicketFileTooBig:            "{name} est trop volumineux\u00a0: chaque fichier doit faire 10\u00a0Mo ou moins.",
	portal.MsgTicketFileInvalid:           "{name} ne peut pas être lu. Veuillez en joindre une autre copie.",
	portal.MsgTicketTooManyOpen:           "Vous avez déjà {max} demandes en cours. Veuillez ajouter un message à l’une d’elles, ou en marquer une comme réglée.",
	portal.MsgTicketSent:                  "Votre demande no {ticket} est envoyée. Nous vous répondrons par courriel et ici.",
	portal.MsgTicketReplySent:             "Votre message est envoyé.",
	portal.MsgTicketClosed:                "La demande est marquée comme réglée.",

	portal.MsgMailSupportReplySubject: "Nouvelle réponse à votre demande no {ticket}",
	portal.MsgMailSupportReplyIntro:   "Nous avons répondu à votre demande no {ticket} (compte {account})\u00a0:",
	portal.MsgMailSupportReplyAction:  "Lire et répondre",
	portal.MsgMailSupportReplyFiles:   "Joint à la réponse\u00a0: {files}. Ouvrez votre demande pour les télécharger.",
}
