package sandbox

// The hosted page's texts. The gateway stands for an outside payment
// provider, so it keeps its own small catalog rather than the portal's: every
// key has an English and a French text (a test checks both, and French
// typography: ’, a no-break space before : and inside « », a narrow one
// before ; ! ?).
var texts = map[string]map[string]string{
	"en": {
		"gatewayName":  "Sandbox Payments",
		"testBadge":    "Test",
		"banner":       "TEST GATEWAY — no real card is charged",
		"bannerDetail": "This payment page is MyAccount's built-in sandbox, for demonstrations and tests. Never type a real card number here: use a test card below.",
		"footer":       "Sandbox Payments is a test gateway built into MyAccount. No money moves.",

		"titlePay":       "Add a card",
		"intro":          "Enter the card's details. The card is kept by the payment provider: the site you came from only receives a token, never the card number.",
		"nameOnCard":     "Name on card",
		"nameHint":       "From your request; it cannot be changed here.",
		"prepaidHint":    "PPC means a prepaid card.",
		"cardNumber":     "Card number",
		"cardNumberHint": "12 to 19 digits, with or without spaces.",
		"expiry":         "Expiry date (MM/YY)",
		"cvc":            "Security code (CVC)",
		"cvcHint":        "The 3 digits on the back of the card.",
		"addCard":        "Add card",
		"cancel":         "Cancel",
		"errorSummary":   "Please correct the following:",

		"errNumberMissing": "Enter the card number.",
		"errNumberChars":   "The card number can only contain digits.",
		"errNumberLength":  "The card number must have 12 to 19 digits.",
		"errNumberLuhn":    "This card number is not valid. Check it and try again.",
		"errBrand":         "Only Visa and Mastercard are accepted.",
		"errExpiryMissing": "Enter the expiry date.",
		"errExpiryFormat":  "Enter the expiry date as MM/YY.",
		"errExpiryPast":    "This card has expired.",
		"errCVC":           "Enter the 3-digit security code (CVC).",

		"testCardsTitle":   "Test cards",
		"testCardsIntro":   "Use any future expiry date and any 3-digit CVC.",
		"entryApprove":     "approved",
		"entryDecline":     "declined when added",
		"entryNoFunds":     "added, but every charge is declined (insufficient funds)",
		"entryRefused":     "refused: only Visa and Mastercard are accepted",
		"testCardsCaption": "Test card numbers and what they do",

		"titleError":     "This payment page is not available",
		"errBadLink":     "This payment link is not valid.",
		"errExpired":     "This payment page has expired.",
		"errUsed":        "This payment page has already been used.",
		"errForm":        "The form could not be read.",
		"errNotFound":    "This page does not exist.",
		"errCrossOrigin": "This request did not come from this payment page.",
		"errInternal":    "Something went wrong on our side. Please try again later.",
		"errorAgain":     "Go back to the site you came from and start again.",
		"backToSite":     "Return to the site you came from",

		"msgApproved":  "Your card was added.",
		"msgCancelled": "You cancelled adding a card.",
		"msgDenied":    "Your card was declined.",
	},
	"fr": {
		"gatewayName":  "Paiements Sandbox",
		"testBadge":    "Test",
		"banner":       "PASSERELLE DE TEST — aucune vraie carte n’est débitée",
		"bannerDetail": "Cette page de paiement est le bac à sable intégré à MyAccount, pour les démonstrations et les tests. N’inscrivez jamais ici un vrai numéro de carte. Utilisez une carte de test ci-dessous.",
		"footer":       "Paiements Sandbox est une passerelle de test intégrée à MyAccount. Aucune somme n’est prélevée.",

		"titlePay":       "Ajouter une carte",
		"intro":          "Inscrivez les renseignements de la carte. La carte est conservée par le fournisseur de paiement. Le site d’où vous venez ne reçoit qu’un jeton, jamais le numéro de la carte.",
		"nameOnCard":     "Nom sur la carte",
		"nameHint":       "Tiré de votre demande. Il ne peut pas être modifié ici.",
		"prepaidHint":    "PPC désigne une carte prépayée.",
		"cardNumber":     "Numéro de carte",
		"cardNumberHint": "De 12 à 19 chiffres, avec ou sans espaces.",
		"expiry":         "Date d’expiration (MM/AA)",
		"cvc":            "Code de sécurité (CVC)",
		"cvcHint":        "Les 3 chiffres au dos de la carte.",
		"addCard":        "Ajouter la carte",
		"cancel":         "Annuler",
		"errorSummary":   "Veuillez corriger ce qui suit\u00a0:",

		"errNumberMissing": "Inscrivez le numéro de la carte.",
		"errNumberChars":   "Le numéro de la carte ne peut contenir que des chiffres.",
		"errNumberLength":  "Le numéro de la carte doit compter de 12 à 19 chiffres.",
		"errNumberLuhn":    "Ce numéro de carte n’est pas valide. Vérifiez-le, puis réessayez.",
		"errBrand":         "Seules les cartes Visa et Mastercard sont acceptées.",
		"errExpiryMissing": "Inscrivez la date d’expiration.",
		"errExpiryFormat":  "Inscrivez la date d’expiration au format MM/AA.",
		"errExpiryPast":    "Cette carte est expirée.",
		"errCVC":           "Inscrivez le code de sécurité à 3 chiffres (CVC).",

		"testCardsTitle":   "Cartes de test",
		"testCardsIntro":   "Utilisez n’importe quelle date d’expiration future et n’importe quel CVC à 3 chiffres.",
		"entryApprove":     "acceptée",
		"entryDecline":     "refusée à l’ajout",
		"entryNoFunds":     "ajoutée, mais chaque paiement est refusé (fonds insuffisants)",
		"entryRefused":     "refusée\u00a0: seules les cartes Visa et Mastercard sont acceptées",
		"testCardsCaption": "Numéros des cartes de test et leur effet",

		"titleError":     "Cette page de paiement n’est pas disponible",
		"errBadLink":     "Ce lien de paiement n’est pas valide.",
		"errExpired":     "Cette page de paiement a expiré.",
		"errUsed":        "Cette page de paiement a déjà été utilisée.",
		"errForm":        "Le formulaire n’a pas pu être lu.",
		"errNotFound":    "Cette page n’existe pas.",
		"errCrossOrigin": "Cette requête ne provient pas de cette page de paiement.",
		"errInternal":    "Un problème est survenu de notre côté. Veuillez réessayer plus tard.",
		"errorAgain":     "Retournez au site d’où vous venez et recommencez.",
		"backToSite":     "Retourner au site d’où vous venez",

		"msgApproved":  "Votre carte a été ajoutée.",
		"msgCancelled": "Vous avez annulé l’ajout de la carte.",
		"msgDenied":    "Votre carte a été refusée.",
	},
}

// text is a catalog text in lang ("en" or "fr"); English for any other
// language, and the key itself when missing (a test keeps that from
// happening).
func text(lang, key string) string {
	if s, ok := texts[lang][key]; ok {
		return s
	}
	if s, ok := texts["en"][key]; ok {
		return s
	}
	return key
}

// entryTexts names what each test card does, by its entry.
var entryTexts = map[int]string{
	entryApprove: "entryApprove",
	entryDecline: "entryDecline",
	entryNoFunds: "entryNoFunds",
	entryRefused: "entryRefused",
}
