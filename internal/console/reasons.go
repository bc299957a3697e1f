package console

// reason is a common reason to reject an item, in English and French
// (Canadian French: no space before ! ? ;, a no-break space before :). The
// text goes to the subscriber as it is, so it is offered in their login's
// language.
type reason struct{ en, fr string }

// reasons are the common reasons per kind of item (the console's queue
// ids, and "agreements" for a contract queue's agreement).
var reasons = map[string][]reason{
	QueueIdentity: {
		{"The photo is blurry or too dark to read.", "La photo est floue ou trop sombre pour être lue."},
		{"Part of the document is cut off in the photo.", "Une partie de la pièce est coupée sur la photo."},
		{"The document has expired.", "La pièce d’identité est expirée."},
		{"The name on the document does not match the account holder's.", "Le nom sur la pièce ne correspond pas à celui du titulaire du compte."},
		{"This is not an accepted identity document: send a photo ID issued by a government.", "Cette pièce n’est pas acceptée\u00a0: envoyez une pièce d’identité avec photo émise par un gouvernement."},
	},
	QueueCheque: {
		{"The photo is blurry or too dark to read.", "La photo est floue ou trop sombre pour être lue."},
		{"The cheque is not marked VOID.", "Le chèque ne porte pas la mention ANNULÉ."},
		{"The bank, transit or account numbers are not all visible.", "Les numéros de l’institution, du transit ou du compte ne sont pas tous visibles."},
		{"The name on the cheque does not match the account holder's.", "Le nom sur le chèque ne correspond pas à celui du titulaire du compte."},
	},
	QueueContract: {
		{"The signature is missing or not legible.", "La signature est absente ou illisible."},
		{"The name given does not match the account holder's.", "Le nom indiqué ne correspond pas à celui du titulaire du compte."},
		{"The contract must be signed by the account holder.", "Le contrat doit être signé par le titulaire du compte."},
		{"The contract was signed on an old version: please sign it again.", "Le contrat a été signé sur une ancienne version\u00a0: veuillez le signer de nouveau."},
	},
	"agreements": {
		{"The signature is missing or not legible.", "La signature est absente ou illisible."},
		{"The name given does not match the account holder's.", "Le nom indiqué ne correspond pas à celui du titulaire du compte."},
		{"The agreement must be signed by the account holder.", "L’entente doit être signée par le titulaire du compte."},
	},
}

// Reasons lists the common reasons to reject an item of kind in lang ("fr"
// or else English); none for a kind without any.
func Reasons(kind, lang string) []string {
	out := make([]string, 0, len(reasons[kind]))
	for _, r := range reasons[kind] {
		if lang == "fr" {
			out = append(out, r.fr)
		} else {
			out = append(out, r.en)
		}
	}
	return out
}
