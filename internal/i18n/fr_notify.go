package i18n

import "myaccount/internal/portal"

// frNotify is en_notify.go in Canadian French, in its order.
var frNotify = map[portal.MsgKey]string{
	portal.MsgMailAccountLine:  "Compte\u00a0: {account}",
	portal.MsgMailDaysLeftOne:  "Aujourd’hui est le dernier jour du mois de facturation.",
	portal.MsgMailDaysLeftMany: "Il reste {n}\u00a0jours au mois de facturation, aujourd’hui compris.",
	portal.MsgMailOpenPortal:   "Ouvrir MyAccount",

	portal.MsgMailUsage80Subject:  "Vous avez utilisé 80\u00a0% de vos données Internet du mois",
	portal.MsgMailUsage80Title:    "80\u00a0% de vos données sont utilisées",
	portal.MsgMailUsage100Subject: "Vous avez utilisé toutes vos données Internet du mois",
	portal.MsgMailUsage100Title:   "Vous avez atteint votre limite mensuelle de données",
	portal.MsgMailUsageFigures:    "Le compte {account} a utilisé {used}\u00a0Go de ses {cap}\u00a0Go ce mois-ci ({percent}\u00a0%).",
	portal.MsgMailUsage80After:    "Une fois la limite atteinte, les données supplémentaires sont facturées au Go jusqu’à la remise à zéro de votre utilisation le {date}.",
	portal.MsgMailUsage100After:   "Les données supplémentaires sont maintenant facturées au Go jusqu’à la remise à zéro de votre utilisation le {date}.",
	portal.MsgMailUsagePack:       "Ajoutez un bloc de données\u00a0: plus de données ce mois-ci, tout de suite.",
	portal.MsgMailUsageUnlimited:  "Activez le mode illimité\u00a0: gratuit, à vitesse réduite, jusqu’au 1er du mois prochain.",
	portal.MsgMailUsageAction:     "Voir mon forfait",

	portal.MsgMailPaidSubject:     "Reçu de votre paiement de {amount}",
	portal.MsgMailPaidTitle:       "Merci de votre paiement",
	portal.MsgMailPaidIntro:       "Nous avons reçu votre paiement de {amount} pour le compte {account}, par {method}, le {date}.",
	portal.MsgMailPaidBalance:     "Votre solde est maintenant de {balance}.",
	portal.MsgMailPaidCredit:      "Vous avez maintenant un crédit de {balance}.",
	portal.MsgMailPaidSettled:     "Votre solde est maintenant entièrement payé.",
	portal.MsgMailDeclinedSubject: "Votre paiement de {amount} a été refusé",
	portal.MsgMailDeclinedTitle:   "Votre paiement a été refusé",
	portal.MsgMailDeclinedIntro:   "Votre paiement de {amount} pour le compte {account}, par {method}, a été refusé. Rien n’a été débité.",
	portal.MsgMailDeclinedNext:    "Veuillez vérifier les renseignements de votre carte auprès de votre banque, ou payer avec une autre carte.",
	portal.MsgMailBillingAction:   "Voir mon solde",

	portal.MsgMailAutoFailedSubject: "Votre paiement automatique de {amount} n’a pas abouti",
	portal.MsgMailAutoFailedTitle:   "Votre paiement automatique n’a pas abouti",
	portal.MsgMailAutoFailedIntro:   "Le paiement automatique de {amount} pour le compte {account}, par {method}, n’a pas abouti. Rien n’a été débité, et le montant reste dû.",
	portal.MsgMailAutoFailedTodo:    "Que faire\u00a0: payez le montant dû dans MyAccount avec une carte, et vérifiez le mode de paiement enregistré pour que le prochain paiement automatique aboutisse.",
	portal.MsgMailAutoFailedMethod:  "Si votre carte est expirée ou a changé, ajoutez la nouvelle à la page Paiement automatique.",
	portal.MsgMailAutoFailedAction:  "Payer maintenant",

	portal.MsgMailInvoiceSubject: "Votre facture de {month} est prête",
	portal.MsgMailInvoiceTitle:   "Votre facture est prête",
	portal.MsgMailInvoiceIntro:   "Votre facture de {month} pour le compte {account} est prête\u00a0: {total}, payable au plus tard le {due}.",
	portal.MsgMailInvoiceAuto:    "Elle sera payée automatiquement avec le mode de paiement enregistré.",
	portal.MsgMailInvoiceAction:  "Voir ma facture",

	portal.MsgMailDocVoidCheque:     "chèque annulé",
	portal.MsgMailDocIdentity:       "pièce d’identité",
	portal.MsgMailDocContract:       "contrat",
	portal.MsgMailDocAgreement:      "entente",
	portal.MsgMailDocApprovedSubj:   "Votre document a été approuvé\u00a0: {document}",
	portal.MsgMailDocApprovedIntro:  "Nous avons examiné le document que vous avez envoyé pour le compte {account} ({document})\u00a0: il est approuvé. Vous n’avez rien d’autre à faire.",
	portal.MsgMailDocRejectedSubj:   "Votre document n’a pas pu être approuvé\u00a0: {document}",
	portal.MsgMailDocRejectedIntro:  "Nous avons examiné le document que vous avez envoyé pour le compte {account} ({document}), et nous n’avons pas pu l’approuver.",
	portal.MsgMailDocRejectedReason: "La raison\u00a0: {reason}",
	portal.MsgMailDocRejectedAgain:  "Veuillez l’envoyer de nouveau dans MyAccount.",
	portal.MsgMailDocAction:         "Ouvrir MyAccount",

	portal.MsgMailChangeSubject: "Votre demande de modification a été traitée",
	portal.MsgMailChangeTitle:   "Votre demande de modification a été traitée",
	portal.MsgMailChangeIntro:   "La modification que vous avez demandée pour le compte {account}, le {date}, a été traitée par notre équipe.",
	portal.MsgMailChangeNote:    "Notre note\u00a0: {note}",
	portal.MsgMailChangeAction:  "Voir mon compte",
}
