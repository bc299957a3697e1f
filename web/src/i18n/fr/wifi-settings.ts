/** Wi-Fi settings card and Edit dialog: part of the French catalog (see ../fr.ts), mirrors ../en/wifi-settings.ts. */
import type { CatalogShape } from '../fr';

export const wifiSettingsMessages: CatalogShape['wifiSettings'] = {
  title: 'Paramètres Wi-Fi',
  mainNetwork: 'Réseau principal',
  guestNetwork: 'Réseau invité',
  status: 'État',
  on: 'activé',
  off: 'désactivé',
  ssid: 'Nom du réseau (SSID)',
  password: 'Mot de passe',
  notSet: 'Non défini',
  maskedPassword: 'Mot de passe masqué',
  // {{network}} is the network's name above, lowercased: « réseau principal », « réseau invité ».
  showPassword: 'Afficher le mot de passe du {{network}}',
  hidePassword: 'Masquer le mot de passe du {{network}}',
  // {{field}} is a form field's label.
  showPasswordField: 'Afficher le champ {{field}}',
  hidePasswordField: 'Masquer le champ {{field}}',
  edit: 'Modifier',
  loading: 'Chargement de vos paramètres Wi-Fi…',
  loadError: 'Impossible de charger vos paramètres Wi-Fi.',
  unavailable: 'Les paramètres Wi-Fi ne sont pas disponibles pour ce compte.',
  retry: 'Réessayer',
  dialogTitle: 'Modifier les paramètres Wi-Fi',
  dialogIntro:
    'Si vous changez le nom ou le mot de passe d’un réseau, les appareils qui y sont connectés devront s’y reconnecter avec les nouveaux renseignements.',
  schemaMissing: 'Impossible de charger le formulaire. Veuillez réessayer plus tard.',
  cancel: 'Annuler',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Vos paramètres Wi-Fi ont été enregistrés.',
};
