package i18n

import "myaccount/internal/portal"

// frOnboarding follows enOnboarding key by key.
var frOnboarding = map[portal.MsgKey]string{
	portal.MsgIdentityReceived:      "Merci! Nous avons reçu vos photos et les examinerons d’ici 2\u00a0jours ouvrables.",
	portal.MsgIdentityReceivedFirst: "Merci! Nous avons reçu votre photo. Si votre pièce a un verso, veuillez aussi nous en envoyer une photo.",
	portal.MsgIdentityUnderReview:   "Deux photos attendent déjà notre examen. Vous pourrez en envoyer une autre après notre examen.",

	portal.MsgChooseTerm:           "Vous devez choisir l’une des deux options de durée pour continuer",
	portal.MsgTermNotOffered:       "Les options de durée ne font pas partie de ce contrat. Veuillez recharger la page et signer de nouveau.",
	portal.MsgNewNameRequired:      "Veuillez entrer le nom sous lequel le contrat est signé.",
	portal.MsgNewCompanyRequired:   "Veuillez entrer le nom de l’entreprise sous lequel le contrat est signé.",
	portal.MsgNameNotExpected:      "Un changement de nom ne fait pas partie de ce document. Veuillez recharger la page et signer de nouveau.",
	portal.MsgNewNameInvalid:       "Le nom peut compter au plus 100 lettres, chiffres, espaces, apostrophes, points, virgules, esperluettes et traits d’union.",
	portal.MsgSignatureMissing:     "Veuillez signer dans le cadre avant de continuer.",
	portal.MsgSignatureInvalid:     "La signature doit être une image PNG d’au plus 800 × 400 pixels. Veuillez signer de nouveau.",
	portal.MsgContractWaiting:      "Votre contrat a été envoyé et attend notre approbation.",
	portal.MsgAgreementWaiting:     "Votre entente a été envoyée et attend notre approbation.",
	portal.MsgContractNotNeeded:    "Votre contrat est à notre dossier\u00a0: il n’y a rien à signer.",
	portal.MsgAgreementNotNeeded:   "Vous n’avez aucune entente à signer.",
	portal.MsgAgreementUnknown:     "Cette entente n’est pas disponible. Veuillez nous appeler au {phone}.",
	portal.MsgContractSigned:       "Votre contrat est signé. Veuillez le relire, puis nous l’envoyer.",
	portal.MsgAgreementSigned:      "Votre entente est signée. Veuillez la relire, puis nous l’envoyer.",
	portal.MsgContractSent:         "Merci! Votre contrat a été envoyé. Nous l’examinerons d’ici 2\u00a0jours ouvrables.",
	portal.MsgAgreementSent:        "Merci! Votre entente a été envoyée. Nous l’examinerons d’ici 2\u00a0jours ouvrables.",
	portal.MsgSignatureAlreadySent: "Ce document a déjà été envoyé. Nous l’examinerons sous peu.",
	portal.MsgAgreementTextUnknown: "Il n’existe aucune entente de ce type.",
}
