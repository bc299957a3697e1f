/** The Notifications page: part of the French catalog (see ../fr.ts), mirrors ../en/notifications.ts. */
import type { CatalogShape } from '../fr';

export const notificationsMessages: CatalogShape['notifications'] = {
  intro: 'Choisissez les courriels que vous recevez et l’adresse à laquelle chaque type est envoyé.',
  always:
    'Les courriels au sujet de votre identifiant (une invitation, un nouveau mot de passe) et le reçu d’un paiement que vous venez de faire sont toujours envoyés.',
  name: {
    usage: 'Consommation',
    billing: 'Facturation et paiements',
    account: 'Compte et documents',
    serviceStatus: 'État du service',
    offers: 'Offres et nouvelles',
  },
  what: {
    usage: 'Une alerte quand votre consommation Internet atteint 80\u00a0% et 100\u00a0% de votre forfait mensuel.',
    billing: 'Chaque nouvelle facture, et un paiement automatique qui n’a pas été accepté.',
    account:
      'L’examen de vos documents (chèque annulé, pièce d’identité, contrat) et la réponse à vos demandes de modification du compte.',
    serviceStatus: 'Les pannes et les travaux d’entretien prévus qui touchent vos services.',
    offers: 'Les promotions et les nouvelles de {{provider}}.',
  },
  on: 'Activé',
  off: 'Désactivé',
  switchLabel: 'Recevoir les courriels «\u00a0{{category}}\u00a0»',
  sendTo: 'Envoyer à',
  saving: 'Enregistrement…',
  saved: 'Enregistré',
  retry: 'Réessayer',
  device: {
    label: 'Alertes sur cet appareil',
    help: 'Une notification sur cet appareil quand une panne commence, change ou se termine.',
    categoryOff: 'L’état du service est désactivé : aucune alerte n’arrive sur cet appareil. Activez-le ci-dessus pour les recevoir.',
    denied:
      'Votre navigateur bloque les alertes de ce site. Pour les recevoir, autorisez les notifications pour ce site dans les paramètres de votre navigateur, puis réactivez cette option.',
    working: 'Mise à jour de cet appareil…',
    failed: 'Les alertes sur cet appareil n’ont pas pu être modifiées. Réessayez.',
  },
} as const;
