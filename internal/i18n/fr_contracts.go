package i18n

import "myaccount/internal/portal"

// frContracts is en_contracts.go in Canadian French, in its order.
var frContracts = map[portal.MsgKey]string{
	portal.MsgContractVersion: "Version {version}",

	portal.MsgDocSignedSubject:     "{title}, version {version}, signé pour le compte {account}",
	portal.MsgDocSignedSubscriber:  "Abonné",
	portal.MsgDocSignedName:        "Nom",
	portal.MsgDocSignedCompany:     "Entreprise",
	portal.MsgDocSignedAddress:     "Adresse de service",
	portal.MsgDocSignedAccount:     "Numéro de compte",
	portal.MsgDocSignedTerm:        "Durée",
	portal.MsgDocSignedPackages:    "Forfaits",
	portal.MsgDocSignedTermTwoYear: "Terme de 2 ans avec installation standard gratuite",
	portal.MsgDocSignedTermMonthly: "De mois en mois",
	portal.MsgDocSignedInstallFee:  "Frais d’installation",
	portal.MsgDocSignedSignature:   "Signature",
	portal.MsgDocSignedOn:          "Signé le {date} à {time}",

	portal.MsgDocAuditTitle:     "Registre de signature",
	portal.MsgDocAuditIntro:     "Cette page indique comment et quand le document ci-dessus a été signé en ligne.",
	portal.MsgDocAuditDocument:  "Document",
	portal.MsgDocAuditVersion:   "Version",
	portal.MsgDocAuditLogin:     "Identifiant du signataire",
	portal.MsgDocAuditAccount:   "Numéro de compte",
	portal.MsgDocAuditLocalTime: "Heure de signature ({zone})",
	portal.MsgDocAuditUTCTime:   "Heure de signature (UTC)",
	portal.MsgDocAuditIP:        "Adresse IP du signataire",
	portal.MsgDocAuditHash:      "SHA-256 du contenu",
	portal.MsgDocAuditHashNote: "L’empreinte SHA-256 est calculée sur le contenu signé\u00a0: le texte du " +
		"document, les renseignements de l’abonné et l’image de la signature. Toute modification donne une empreinte différente.",
}
