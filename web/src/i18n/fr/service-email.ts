/** The service e-mail card and its dialogs (Account page): part of the French catalog (see ../fr.ts), mirrors ../en/service-email.ts. */
import type { CatalogShape } from '../fr';

export const serviceEmailMessages: CatalogShape['serviceEmail'] = {
  title: 'Adresses courriel de service',
  intro:
    'Les adresses courriel incluses avec vos services. Le courrier envoyé à une adresse peut être réacheminé vers une autre adresse que vous consultez.',
  empty: 'Aucune adresse courriel de service',
  loading: 'Chargement de vos adresses courriel de service…',
  loadError: 'Impossible de charger vos adresses courriel de service.',
  unavailable: 'Vos adresses courriel de service ne sont pas accessibles pour le moment. Veuillez réessayer plus tard.',
  retry: 'Réessayer',
  // {{state}} is « activé » or « désactivé » (schemaForm.on / schemaForm.off).
  forwarding: 'Réacheminement\u00a0: {{state}}',
  forwardsTo: 'Réacheminement vers {{address}}',
  delete: 'Supprimer',
  deleteLabel: 'Supprimer {{email}}',
  deleteDisabled: 'Cette adresse vous sert à vous connecter; elle ne peut donc pas être supprimée.',
  enableForwarding: 'Activer le réacheminement',
  enableForwardingLabel: 'Activer le réacheminement pour {{email}}',
  editForwarding: 'Modifier l’adresse de réacheminement',
  editForwardingLabel: 'Modifier l’adresse de réacheminement pour {{email}}',
  deleteTitle: 'Supprimer cette adresse courriel?',
  deleteBody: 'L’adresse {{email}} sera supprimée et ne recevra plus de courrier. Cette action est irréversible.',
  deleteConfirm: 'Supprimer',
  enableTitle: 'Activer le réacheminement',
  enableBody: 'Le courrier envoyé à {{email}} sera réacheminé vers l’adresse que vous inscrirez ci-dessous.',
  enableIrreversible:
    'L’activation du réacheminement est irréversible\u00a0: une fois activé, il ne peut plus être désactivé. Vous pourrez toutefois modifier l’adresse de réacheminement plus tard.',
  enableConfirm: 'Activer le réacheminement',
  editTitle: 'Modifier l’adresse de réacheminement',
  editBody: 'Le courrier envoyé à {{email}} est réacheminé vers cette adresse.',
  editConfirm: 'Enregistrer',
  cancel: 'Annuler',
  saving: 'Enregistrement…',
};
