/** The 'Send us a feedback' dialog of the error page: part of the French catalog (see ../fr.ts), mirrors ../en/feedback.ts. */
import type { CatalogShape } from '../fr';

export const feedbackMessages: CatalogShape['feedback'] = {
  title: 'Envoyez-nous vos commentaires',
  intro: 'Dites-nous ce que vous faisiez lorsque le problème est survenu. Nous lisons tous les messages.',
  label: 'Vos commentaires',
  required: 'Veuillez écrire vos commentaires avant de les envoyer.',
  send: 'Envoyer',
  sending: 'Envoi en cours…',
  cancel: 'Annuler',
  close: 'Fermer',
  sent: 'Merci. Vos commentaires ont été envoyés.',
  failed: 'Impossible d’envoyer vos commentaires. Veuillez réessayer plus tard.',
  signedOut:
    'Comme votre session n’est pas ouverte, vos commentaires ne peuvent pas être envoyés d’ici. Veuillez nous écrire par courriel\u00a0:',
};
