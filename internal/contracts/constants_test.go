package contracts

import (
	"strings"
	"testing"

	"myaccount/internal/i18n"
)

// The contract's business constants (phone-account-billing.md §9): the
// default version 2.3 must state each of them, in both languages. French
// amounts use a no-break space before $.

// mustSay checks that the default contract says each phrase in its
// language.
func mustSay(t *testing.T, english, french []string) {
	t.Helper()
	l := mustLoad(t, "")
	for lang, phrases := range map[i18n.Lang][]string{i18n.English: english, i18n.French: french} {
		text, err := l.Contract("2.3", lang, blakeFill)
		if err != nil {
			t.Fatal(err)
		}
		body := whole(text)
		for _, p := range phrases {
			if !strings.Contains(body, p) {
				t.Errorf("the %s contract does not say %q", lang, p)
			}
		}
	}
}

// covers: ONB-029, ONB-030
func TestContractStatesTheTwoTerms(t *testing.T) {
	mustSay(t,
		[]string{"Option 1: a 2-year term with free standard installation.",
			"Option 2: month-to-month service, with a standard installation fee of $199.95"},
		[]string{"Option 1\u00a0: un terme de 2 ans avec installation standard gratuite.",
			"Option 2\u00a0: un service de mois en mois, avec des frais d’installation standard de 199,95\u00a0$"})
	if TermFeeCents != 19995 {
		t.Errorf("TermFeeCents = %d", TermFeeCents)
	}
}

// covers: ONB-047
func TestContractStatesBillingInAdvance(t *testing.T) {
	mustSay(t, []string{"Billing is monthly in advance"}, []string{"La facturation est mensuelle et payable d’avance"})
}

// covers: ONB-048
func TestContractStatesTheTerminationFeeFormula(t *testing.T) {
	mustSay(t,
		[]string{"early termination fee = $199.95 × (number of full months remaining in the term ÷ 24), plus $5.00 for each full month remaining in the term"},
		[]string{"frais de résiliation anticipée = 199,95\u00a0$ × (nombre de mois complets restant au terme ÷ 24), plus 5,00\u00a0$ pour chaque mois complet restant au terme"})
}

// covers: ONB-049
func TestContractStatesTheEquipmentGuarantee(t *testing.T) {
	mustSay(t, []string{"equipment guarantee of $500"}, []string{"garantie d’équipement de 500\u00a0$"})
}

// covers: ONB-050
func TestContractStatesTheVoiceLimit(t *testing.T) {
	mustSay(t, []string{"up to 3000 minutes per month"}, []string{"jusqu’à 3000 minutes par mois"})
}

// covers: ONB-051
func TestContractStatesCreditBalances(t *testing.T) {
	mustSay(t,
		[]string{"credit balances under $10 are forfeited", "credit balances over $10 are refunded within 90 days"},
		[]string{"les soldes créditeurs de moins de 10\u00a0$ sont perdus", "les soldes créditeurs de plus de 10\u00a0$ sont remboursés dans les 90 jours"})
}

// covers: ONB-052
func TestContractStatesWhenChangesTakeEffect(t *testing.T) {
	mustSay(t,
		[]string{"Changes to the terms of service take effect 30 days after posting"},
		[]string{"Les modifications des conditions de service prennent effet 30 jours après leur publication"})
}

// covers: ONB-053
func TestContractStatesDebitCancellationNotice(t *testing.T) {
	mustSay(t,
		[]string{"Cancelling pre-authorized debit requires 10 business days’ notice"},
		[]string{"L’annulation du débit préautorisé exige un préavis de 10 jours ouvrables"})
}

// TestContractStatesItsOtherSections: a full contract, not only the
// constants: 911 limits of voice over IP, acceptable use, privacy and the
// governing law of Alberta.
func TestContractStatesItsOtherSections(t *testing.T) {
	mustSay(t,
		[]string{"911 calls do not work during a power failure", "Acceptable use", "Privacy",
			"governed by the laws of the Province of Alberta"},
		[]string{"Les appels au 911 ne fonctionnent pas pendant une panne de courant", "Utilisation acceptable",
			"Protection des renseignements personnels", "régi par les lois de la province d’Alberta"})
}
