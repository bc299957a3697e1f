/** Nous joindre (/contactus): part of the French catalog (see ../fr.ts), mirrors ../en/contact.ts. */
import type { CatalogShape } from '../fr';

export const contactMessages: CatalogShape['contact'] = {
  heading: 'Nous joindre',
  intro: 'Des questions sur votre service, votre compte ou votre facture? Nous sommes là pour vous aider.',
  loading: 'Chargement de nos coordonnées…',
  detailsHeading: 'Nos coordonnées',
  address: 'Adresse postale',
  email: 'Courriel',
  phone: 'Soutien sans frais',
  phoneHint: 'Appelez-nous sans frais pour obtenir de l’aide avec votre service, votre compte ou votre facture.',
  request: {
    heading: 'Écrivez-nous',
    body: 'Envoyez une demande à notre équipe de soutien, avec des photos ou des documents s’ils sont utiles. Nous répondons par courriel et dans Soutien.',
    button: 'Nouvelle demande de soutien',
  },
  vip: {
    heading: 'Soutien VIP',
    body: 'En tant qu’abonné VIP, vous avez votre propre ligne de soutien.',
    phone: 'Ligne de soutien VIP',
    promise: 'Nous vous garantissons une réponse au plus tard à la fin du jour ouvrable suivant.',
  },
};
