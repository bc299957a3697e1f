package i18n

import "myaccount/internal/portal"

// frMail is en_mail.go in Canadian French, in its order.
var frMail = map[portal.MsgKey]string{
	portal.MsgMailGreeting:     "Bonjour,",
	portal.MsgMailLinkFallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:",
	portal.MsgMailHelpBoth:     "Besoin d’aide? Appelez-nous au {phone} ou écrivez-nous à {email}.",
	portal.MsgMailHelpPhone:    "Besoin d’aide? Appelez-nous au {phone}.",
	portal.MsgMailHelpEmail:    "Besoin d’aide? Écrivez-nous à {email}.",
	portal.MsgMailFooterWhy:    "Vous recevez ce courriel de {provider} au sujet de votre identifiant {product} MyAccount {login}.",
	portal.MsgMailFooterHome:   "{product} MyAccount\u00a0: {url}",

	portal.MsgMailInviteSubject:  "Choisissez votre mot de passe {product} MyAccount",
	portal.MsgMailInviteTitle:    "Bienvenue dans {product} MyAccount",
	portal.MsgMailInviteIntro:    "{provider} a créé pour vous un identifiant MyAccount\u00a0: {login}. Il vous permet de consulter vos services, votre consommation et vos factures, et de payer en ligne. Choisissez votre mot de passe pour commencer.",
	portal.MsgMailInviteAction:   "Choisir mon mot de passe",
	portal.MsgMailInviteValidity: "Ce lien est valide pendant 7\u00a0jours et ne peut servir qu’une seule fois.",
	portal.MsgMailInviteIgnore:   "Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce courriel.",

	portal.MsgMailStaffSubject:  "Votre identifiant de la console du personnel {product} MyAccount",
	portal.MsgMailStaffTitle:    "Choisissez votre mot de passe du personnel",
	portal.MsgMailStaffIntro:    "{provider} a créé pour vous un identifiant de la console du personnel\u00a0: {login}. Choisissez son mot de passe; à votre première connexion, vous configurerez une application d’authentification pour le deuxième facteur.",
	portal.MsgMailStaffAction:   "Choisir mon mot de passe",
	portal.MsgMailStaffValidity: "Ce lien est valide pendant 72\u00a0heures et ne peut servir qu’une seule fois.",
	portal.MsgMailStaffIgnore:   "Si vous n’attendiez pas ce courriel, prévenez votre administrateur.",

	portal.MsgMailResetSubject:  "Choisissez un nouveau mot de passe {product} MyAccount",
	portal.MsgMailResetTitle:    "Choisissez un nouveau mot de passe",
	portal.MsgMailResetIntro:    "Quelqu’un a demandé à choisir un nouveau mot de passe pour votre identifiant MyAccount {login}.",
	portal.MsgMailResetAction:   "Choisir un nouveau mot de passe",
	portal.MsgMailResetValidity: "Ce lien est valide pendant 30\u00a0minutes et ne peut servir qu’une seule fois.",
	portal.MsgMailResetIgnore:   "Si vous n’avez rien demandé, ignorez ce courriel\u00a0: votre mot de passe reste le même.",

	portal.MsgMailChangedSubject: "Votre mot de passe {product} MyAccount a été modifié",
	portal.MsgMailChangedTitle:   "Votre mot de passe a été modifié",
	portal.MsgMailChangedIntro:   "Le mot de passe de votre identifiant MyAccount {login} a été modifié le {when}.",
	portal.MsgMailChangedIfYou:   "Si c’est vous, vous n’avez rien d’autre à faire.",
	portal.MsgMailChangedNotYou:  "Si ce n’est pas vous, quelqu’un d’autre connaît peut-être votre mot de passe\u00a0: ouvrez MyAccount dès maintenant, choisissez «\u00a0Mot de passe oublié?\u00a0» pour en choisir un nouveau, et communiquez avec nous.",
	portal.MsgMailChangedAction:  "Ouvrir MyAccount",
	portal.MsgMailDateTime:       "{date} à {time}",
}
