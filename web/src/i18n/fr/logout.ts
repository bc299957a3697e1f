/** The logout page: part of the French catalog (see ../fr.ts), mirrors ../en/logout.ts. */
import type { CatalogShape } from '../fr';

export const logoutMessages: CatalogShape['logout'] = {
  question: 'Voulez-vous vraiment vous déconnecter?',
  confirm: 'Oui, me déconnecter',
  decline: 'Non, revenir en arrière',
  heading: 'Déconnexion',
  done: 'Votre session a été fermée.',
  login: 'Se connecter',
  working: 'Déconnexion en cours…',
};
