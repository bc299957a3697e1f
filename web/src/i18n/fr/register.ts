/** The device registration page: part of the French catalog (see ../fr.ts), mirrors ../en/register.ts. */
import type { CatalogShape } from '../fr';

export const registerMessages: CatalogShape['register'] = {
  heading: 'Enregistrer votre appareil',
  loading: 'Enregistrement de votre appareil…',
  failed:
    'Échec de l’enregistrement. Veuillez communiquer avec {{provider}}. Numéro sans frais\u00a0: {{phone}} / Courriel\u00a0: {{email}} / Adresse\u00a0: {{address}}',
  errorDefault:
    'Erreur lors de l’enregistrement. Veuillez communiquer avec {{provider}}. Numéro sans frais\u00a0: {{phone}} / Courriel\u00a0: {{email}} / Adresse\u00a0: {{address}}',
  waiting: 'Veuillez patienter pendant que nous configurons automatiquement votre connexion.',
  goToAccount: 'Cliquez ici pour accéder à votre compte',
};
