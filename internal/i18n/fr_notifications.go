package i18n

import "myaccount/internal/portal"

// frNotifications follows enNotifications key by key.
var frNotifications = map[portal.MsgKey]string{
	portal.MsgNotifyUsage:         "Consommation",
	portal.MsgNotifyBilling:       "Facturation et paiements",
	portal.MsgNotifyAccount:       "Compte et documents",
	portal.MsgNotifyServiceStatus: "État du service",
	portal.MsgNotifyOffers:        "Offres et nouvelles",

	portal.MsgNotifyUnknownCategory: "Il n’y a pas de catégorie d’avis «\u00a0{category}\u00a0». Choisissez-en une parmi\u00a0: {categories}.",
	portal.MsgNotifyEnabledBoolean:  "«\u00a0enabled\u00a0» doit valoir true ou false.",
	portal.MsgNotifyAddressText:     "«\u00a0address\u00a0» doit être une adresse de courriel.",
	portal.MsgNotifyNotYourAddress:  "Les avis ne peuvent être envoyés qu’à l’adresse de votre identifiant ou à l’une de vos adresses de courriel de service\u00a0: {address} n’est ni l’une ni l’autre.",
	portal.MsgNotifyNothingChanged:  "Envoyez «\u00a0enabled\u00a0», «\u00a0address\u00a0» ou les deux pour modifier une catégorie.",
	portal.MsgNotifySaved:           "Votre choix pour «\u00a0{category}\u00a0» a été enregistré.",

	portal.MsgMailUnsubscribeWhy:    "Vous recevez ce courriel parce que les avis «\u00a0{category}\u00a0» sont activés dans vos préférences MyAccount.",
	portal.MsgMailUnsubscribeAction: "Se désabonner",
	portal.MsgMailUnsubscribeText:   "Se désabonner\u00a0: {url}",
}
