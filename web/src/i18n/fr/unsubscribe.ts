/** The public unsubscribe page: part of the French catalog (see ../fr.ts), mirrors ../en/unsubscribe.ts. */
import type { CatalogShape } from '../fr';

export const unsubscribeMessages: CatalogShape['unsubscribe'] = {
  heading: 'Désabonnement',
  intro: 'Voulez-vous cesser de recevoir ces courriels?',
  emailLabel: 'Adresse courriel',
  listLabel: 'Abonnements',
  confirm: 'Oui, me désabonner',
  cancel: 'Annuler',
  working: 'Désabonnement en cours…',
  done: 'L’adresse {{email}} a été désabonnée des listes suivantes\u00a0: {{lists}}.',
  error:
    'Une erreur s’est produite. Veuillez réessayer ou communiquer avec le soutien technique du fournisseur au {{phone}}',
  alreadyUsed: 'Ce lien a déjà été utilisé.',
  cancelled: 'Vous pouvez fermer cet onglet',
};
