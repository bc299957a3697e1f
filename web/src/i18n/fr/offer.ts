/** Offer page: part of the French catalog (see ../fr.ts), mirrors ../en/offer.ts. */
import type { CatalogShape } from '../fr';

export const offerMessages: CatalogShape['offer'] = {
  loading: 'Chargement de votre offre…',
  notFoundTitle: 'Offre',
  notFoundText: 'Offre introuvable',
  expires: 'Offre valide jusqu’au {{date}}',
  code: 'Code de l’offre\u00a0: {{code}}',
};
