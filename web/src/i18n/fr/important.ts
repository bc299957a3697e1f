/** The Important page (the account's warnings and their actions): part of the French catalog (see ../fr.ts), mirrors ../en/important.ts. */
import type { CatalogShape } from '../fr';

export const importantMessages: CatalogShape['important'] = {
  heading: 'Important',
  none: 'Rien ne requiert votre attention pour le moment.',
  loading: 'Chargement des éléments qui requièrent votre attention…',
  loadError: 'Impossible de charger les éléments qui requièrent votre attention.',
  retry: 'Réessayer',
  forAccount: 'Compte nº\u00a0{{id}} {{name}}',
  readMore: 'Lire la suite',
  showLess: 'Afficher moins',
  hitcapUnlimited:
    'Passez au mode illimité\u00a0: c’est gratuit, la vitesse est réduite et vous revenez au mode Turbo le 1er du mois.',
  hitcapUnlimitedAction: 'Activer le mode illimité',
  hitcapUpgrade:
    'Passez à un forfait supérieur\u00a0: vous profitez immédiatement de toute la nouvelle limite et ne payez que la portion restante de ce mois-ci.',
  hitcapUpgradeAction: 'Passer à un forfait supérieur',
  ticketSignatureLabel: 'Votre signature (votre nom complet)',
  ticketSignatureHelp:
    'Si vous n’êtes pas le titulaire du compte, inscrivez votre propre nom et celui du titulaire du compte.',
  ticketSignatureHelpHolder:
    'Inscrivez votre nom complet, {{holder}}. Vous le faites pour {{holder}}? Inscrivez votre propre nom, puis {{holder}}.',
  ticketSignatureRequired: 'Veuillez signer avec votre nom complet.',
  // The ASCII ' is one of the signs the field accepts (the typographic ’ is accepted too).
  ticketSignatureInvalid: "Utilisez seulement des lettres, des espaces et les signes suivants\u00a0: . ' - , &",
  ticketSignatureTooLong: 'Utilisez au plus {{max}} caractères.',
  ticketClearAction: 'Signer et retirer l’avis',
  ticketClearing: 'Retrait en cours…',
  ticketCleared: 'L’avis a été retiré.',
  ticketContactSupport:
    'Veuillez joindre notre soutien technique, offert 24 heures sur 24, 7 jours sur 7, au <phone>{{phone}}</phone> ou à <email>{{email}}</email>.',
  notRegisteredHelp:
    'Enregistrez l’appareil à partir duquel vous vous connectez pour que votre service Internet fonctionne à la maison.',
  notRegisteredAuto: 'Enregistrer automatiquement',
  notRegisteredAutoHelp:
    'Enregistre l’appareil que vous utilisez présentement auprès de votre routeur domestique, en une seule étape.',
  notRegisteredAutoChecking: 'Vérification de votre connexion…',
  notRegisteredAutoNotHome:
    'L’enregistrement automatique fonctionne seulement à partir d’un appareil connecté à votre réseau domestique. Connectez-vous à votre réseau domestique ou procédez à l’enregistrement manuel.',
  notRegisteredManual: 'Enregistrer manuellement',
  autoConfirmTitle: 'Enregistrer cet appareil?',
  autoConfirmBody:
    'L’appareil que vous utilisez présentement ({{ip}}) sera enregistré auprès de votre routeur domestique. Faites-le seulement à partir de votre propre appareil, à la maison.',
  autoConfirm: 'Enregistrer',
  registering: 'Enregistrement en cours…',
  registered: 'Votre appareil a été enregistré.',
  cancel: 'Annuler',
  switching: 'Ouverture du compte nº\u00a0{{id}}…',
};
