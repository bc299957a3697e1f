/** The Change Password page: part of the French catalog (see ../fr.ts), mirrors ../en/change-password.ts. */
import type { CatalogShape } from '../fr';

export const changePasswordMessages: CatalogShape['changePassword'] = {
  changing: 'Vous modifiez le mot de passe du compte {{email}}',
  explain:
    'Vous choisirez votre nouveau mot de passe sur notre page de connexion sécurisée. Vous devrez ensuite vous reconnecter avec le nouveau mot de passe sur chacun de vos appareils.',
  button: 'Changer le mot de passe',
};
