package i18n

import "myaccount/internal/portal"

// frTroubleshoot follows enTroubleshoot key by key.
var frTroubleshoot = map[portal.MsgKey]string{
	portal.MsgRestartUnavailable: "Votre routeur ne peut pas être redémarré d’ici. Débranchez-le 30 secondes, puis rebranchez-le.",
	portal.MsgRestartTooSoonOne:  "Votre routeur a été redémarré il y a moins de 10 minutes. Vous pourrez le redémarrer de nouveau dans 1 minute.",
	portal.MsgRestartTooSoonMany: "Votre routeur a été redémarré il y a moins de 10 minutes. Vous pourrez le redémarrer de nouveau dans {minutes} minutes.",
	portal.MsgRestartFailed:      "Votre routeur n’a pas pu être redémarré pour le moment. Veuillez réessayer dans quelques minutes, ou débranchez-le 30 secondes puis rebranchez-le.",
	portal.MsgRestartTimeout:     "Nous avons demandé à votre routeur de redémarrer, mais il n’a pas répondu à temps. Il pourrait tout de même redémarrer dans les prochaines minutes.",
	portal.MsgRestartDone:        "Votre routeur redémarre. Il sera de retour dans environ 2 minutes.",
	portal.MsgRestartQueued:      "Votre routeur redémarrera dès qu’il communiquera de nouveau avec nous, habituellement d’ici quelques minutes.",
}
