package i18n

import "myaccount/internal/portal"

// frStatus follows enStatus key by key.
var frStatus = map[portal.MsgKey]string{
	portal.MsgMailOutageStartedSubject: "Panne dans votre secteur\u00a0: {title}",
	portal.MsgMailMaintPlannedSubject:  "Entretien planifié dans votre secteur\u00a0: {title}",
	portal.MsgMailOutageUpdatedSubject: "Mise à jour\u00a0: {title}",
	portal.MsgMailOutageResolvedSubj:   "Résolu\u00a0: {title}",
	portal.MsgMailOutageStartedIntro:   "Une panne touche le service dans votre secteur depuis le {start}. Nous y travaillons.",
	portal.MsgMailMaintPlannedIntro:    "Un entretien est prévu dans votre secteur à partir du {start}. Le service pourrait être interrompu pendant l’entretien.",
	portal.MsgMailOutageEstimate:       "Rétablissement prévu\u00a0: {when}.",
	portal.MsgMailOutageNoEstimate:     "Nous n’avons pas encore d’heure de rétablissement prévue.",
	portal.MsgMailOutageLatest:         "Dernière mise à jour\u00a0: {text}",
	portal.MsgMailOutageResolvedIntro:  "Le service est rétabli dans votre secteur.",
	portal.MsgMailMaintResolvedIntro:   "L’entretien dans votre secteur est terminé.",
	portal.MsgAuthServiceStatusLink:    "État du service\u00a0: pannes et entretiens",
}
