/** Package page, step wizard, upgrade, traffic pack, Unlimited mode: part of the French catalog (see ../fr.ts), mirrors ../en/package.ts. */
import type { CatalogShape } from '../fr';

export const packageMessages: CatalogShape['package'] = {
  heading: 'Forfait',
  loading: 'Chargement de votre forfait…',
  noBroadband: 'Ce compte n’a aucun forfait Internet.',
  capUnlimited: 'Illimité',
  capGb: '{{cap}}\u00a0Go par mois',
  feeMonthly: '{{fee}}/mois',
  speeds: '{{down}}\u00a0Mbit/s en téléchargement, {{up}}\u00a0Mbit/s en téléversement',
  details: 'Détails du forfait {{name}}',
  capLabel: 'Données',
  feeLabel: 'Frais mensuels',
  speedsLabel: 'Vitesses',
  // The current package in short, on the dashboard.
  summary: {
    open: 'Voir votre forfait',
  },
  current: {
    title: 'Votre forfait actuel',
  },
  rules: {
    heading: 'Facturation et changements de forfait',
    prorated:
      'La facturation est calculée au prorata\u00a0: lorsque vous passez à un forfait supérieur, la nouvelle limite s’applique immédiatement et, ce mois-ci, vous payez seulement la différence pour les jours restants.',
    downgrade: 'Il est impossible de passer à un forfait inférieur dans les 30 jours qui suivent un changement de forfait.',
    lastChange: 'Votre forfait a été modifié pour la dernière fois le {{date}}.',
    downgradeFrom:
      'Le passage à un forfait inférieur est possible à partir du {{date}}\u00a0: veuillez nous joindre au {{phone}}.',
    downgradeNow: 'Pour passer à un forfait inférieur, veuillez nous joindre au {{phone}}.',
  },
  offerCard: {
    title: 'Votre offre',
    code: 'Code de l’offre\u00a0: {{code}}',
    expires: 'Valide jusqu’au {{date}}',
    hint: 'L’offre s’applique lorsque vous passez à un forfait supérieur ci-dessous.',
  },
  upgradable: {
    heading: 'Passer à un forfait supérieur',
    none: 'Vous avez déjà le plus gros forfait offert pour votre service. Aucun forfait supérieur n’est disponible.',
    choose: 'Choisir',
    chooseLabel: 'Choisir {{name}}',
    featured: 'Forfait vedette',
  },
  upgrade: {
    title: 'Passer à un forfait supérieur',
    stepPackage: 'Nouveau forfait',
    stepDetails: 'Bon à savoir',
    stepConfirm: 'Confirmation',
    choosePrompt: 'Votre nouveau forfait',
    chooseRequired: 'Veuillez choisir un forfait.',
    compareCurrent: 'Actuel\u00a0: {{name}}',
    compareNew: 'Nouveau\u00a0: {{name}}',
    option: '{{name}}\u00a0: {{cap}}, {{fee}}',
    loadingMessages: 'Chargement…',
    offer: 'Votre offre {{code}}',
    offerApply: 'Appliquer l’offre {{code}}',
    summary: 'Vous passez du forfait {{from}} au forfait {{to}}.',
    summaryFee:
      'Vos nouveaux frais mensuels sont de {{fee}}; ce mois-ci, vous payez seulement la différence calculée au prorata pour les jours restants.',
    summaryOffer: 'Le code d’offre {{code}} sera appliqué.',
    agree: 'Je confirme ce changement de forfait',
    agreeRequired: 'Veuillez confirmer le changement de forfait.',
    applying: 'Application des changements',
    applyingBody: 'Veuillez patienter pendant que nous changeons votre forfait.',
    success: 'Votre forfait a été changé!',
    failedTitle: 'Échec du changement de forfait',
    ok: 'OK',
  },
  trafficPack: {
    button: 'Ajouter un bloc de données',
    title: 'Ajouter un bloc de données',
    stepPack: 'Bloc de données',
    stepConfirm: 'Confirmation',
    body: '{{gb}}\u00a0Go de données supplémentaires pour ce mois-ci, au prix de {{price}}.',
    note: 'Les données supplémentaires s’ajoutent immédiatement à la limite de ce mois-ci et le prix est porté à votre compte. Les données supplémentaires inutilisées ne sont pas reportées au mois suivant.',
    unavailable: 'Aucun bloc de données n’est offert pour le moment.',
    summary: 'Vous ajoutez {{gb}}\u00a0Go à la limite de ce mois-ci, au prix de {{price}}.',
    agree: 'Je confirme que je veux acheter ce bloc de données',
    agreeRequired: 'Veuillez confirmer l’achat.',
    success: 'Bloc de données ajouté!',
  },
  unlimitedMode: {
    title: 'Mode illimité',
    body: 'Le mode illimité est gratuit\u00a0: votre connexion est plus lente, mais votre consommation n’a aucune limite. Le 1er du mois, vous revenez au mode Turbo.',
    switchLabel: 'Mode illimité',
    // {{state}} is « activé » or « désactivé » (on / off below).
    status: 'Le mode illimité est {{state}}',
    on: 'activé',
    off: 'désactivé',
    disabled:
      'Le mode illimité ne peut pas être modifié pour ce compte pour le moment. Veuillez nous joindre au {{phone}} si vous avez besoin d’aide.',
    turnOnTitle: 'Activer?',
    turnOffTitle: 'Désactiver?',
    turnOnBody:
      'Votre connexion devient plus lente et votre consommation n’est plus limitée, jusqu’à ce que vous désactiviez le mode illimité ou jusqu’au 1er du mois suivant.',
    turnOffBody:
      'Votre connexion revient au mode Turbo à pleine vitesse, et votre consommation est de nouveau comptabilisée dans votre limite.',
    turnOn: 'Activer',
    turnOff: 'Désactiver',
    cancel: 'Annuler',
    applying: 'Application des changements',
    applyingBody: 'Veuillez patienter pendant la modification du mode illimité.',
    turnedOn: 'Mode illimité activé!',
    turnedOff: 'Mode illimité désactivé',
    failed: 'Le mode illimité n’a pas été modifié',
    alreadyOnTitle: 'Le mode illimité est activé',
    alreadyOnBody:
      'Le mode illimité est déjà activé. Les changements peuvent prendre jusqu’à 1 minute avant d’entrer en vigueur.',
    close: 'Fermer',
    ok: 'OK',
  },
};
