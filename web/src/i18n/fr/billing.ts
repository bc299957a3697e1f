/** The auto-payment screen (/autopayment): part of the French catalog (see ../fr.ts), mirrors ../en/billing.ts. */
import type { CatalogShape } from '../fr';

export const billingMessages: CatalogShape['billing'] = {
  loading: 'Chargement de votre mode de paiement…',
  loadError: 'Nous n’avons pas pu charger votre mode de paiement.',
  retry: 'Réessayer',
  unavailable: 'Votre mode de paiement ne peut pas être affiché pour le moment. Veuillez réessayer plus tard.',
  dismiss: 'Fermer ce message',
  balance: {
    title: 'Votre solde et vos factures',
    intro: 'Consultez votre solde et faites un paiement dans Mon solde, ou ouvrez vos factures.',
    pay: 'Mon solde et paiement',
    invoices: 'Voir les factures',
  },
  // Le dernier paiement automatique a échoué (issue 28).
  autoFailed: {
    title: 'Votre dernier paiement automatique n’a pas été effectué',
    what: 'Le {{date}}, le paiement de {{amount}} pour {{invoice}} a été refusé.',
    whatMethod: 'Le {{date}}, le paiement de {{amount}} pour {{invoice}} a été porté à votre {{method}} et refusé.',
    anInvoice: 'une facture',
    reason: 'Motif donné par le service de paiement\u00a0: {{reason}}.',
    todo: 'Ce montant est toujours dû. Payez-le maintenant dans Mon solde, ou mettez à jour votre mode de paiement pour que la prochaine facture soit payée.',
    payNow: 'Payer maintenant',
    update: 'Mettre à jour le mode de paiement',
  },
  summary: {
    heading: 'Mode de paiement automatique',
    intro:
      'Vos factures sont payées automatiquement à leur échéance avec le mode ci-dessous\u00a0: une carte de crédit Visa ou Mastercard, ou votre compte bancaire par débit préautorisé (DPA).',
    none: 'Aucun paiement automatique configuré',
    noneHint: 'Configurez une carte de crédit ou votre compte bancaire pour que vos factures soient payées automatiquement.',
    types: {
      VA: 'Visa',
      MC: 'Mastercard',
      EF: 'Compte bancaire (DPA)',
      other: 'Mode de paiement',
    },
    expires: 'Expiration\u00a0: {{month}}/{{year}}',
    since: 'Utilisé depuis le {{date}}',
    sinceNote: 'Les factures échues avant le {{date}} n’ont pas été portées à ce mode\u00a0: ce qu’elles ont laissé impayé figure dans Mon solde.',
    actions: 'Changer la façon dont vos factures sont payées',
    setUpCard: 'Configurer une carte de crédit',
    replaceCard: 'Remplacer par une carte de crédit',
    setUpEft: 'Configurer un compte bancaire (DPA)',
    replaceEft: 'Remplacer par un compte bancaire (DPA)',
  },
  cheque: {
    processing:
      'Nous traitons votre chèque annulé. Votre compte bancaire deviendra votre mode de paiement automatique après notre examen, habituellement d’ici 2\u00a0jours ouvrables.',
    underReview:
      'Nous avons reçu deux photos de votre chèque annulé et nous les examinons. Vous pourrez en envoyer une autre après notre examen.',
    rejected: 'Votre dernier chèque annulé n’a pas été accepté\u00a0: {{reason}}',
    rejectedNoReason: 'Votre dernier chèque annulé n’a pas été accepté. Veuillez envoyer une nouvelle photo nette du chèque entier.',
  },
  card: {
    heading: 'Payer automatiquement par carte de crédit',
    intro:
      'Vous inscrirez votre carte sur la page sécurisée de notre fournisseur de paiement, puis vous reviendrez ici. Nous ne voyons ni ne conservons jamais le numéro de votre carte.',
    accepted: 'Seules les cartes Visa et Mastercard sont acceptées.',
    prepaid: 'Pour une carte prépayée, inscrivez «\u00a0prepaid\u00a0» ou «\u00a0PPC\u00a0» comme nom sur la carte.',
    nameLabel: 'Nom sur la carte',
    nameRequired:
      'Veuillez inscrire le nom figurant sur la carte avant de continuer. S’il s’agit d’une carte prépayée, inscrivez «\u00a0prepaid\u00a0»',
    prepaidRecognized: 'La carte sera ajoutée comme carte prépayée (PPC).',
    continue: 'Continuer vers la page sécurisée',
    cancel: 'Annuler',
    sessionUserNull: 'Utilisateur de session absent',
    noSession: 'Le service de paiement n’a pas ouvert de page de carte. Veuillez réessayer.',
    saved: 'Votre carte servira aux paiements automatiques.',
    returnLost:
      'Nous n’avons pas pu terminer l’ajout de votre carte\u00a0: il a été commencé dans un autre onglet ou il est déjà terminé. Votre mode de paiement n’a pas été modifié. Veuillez recommencer.',
    unknownResult: 'La page de paiement a renvoyé une réponse que nous ne reconnaissons pas. Votre mode de paiement n’a pas été modifié.',
  },
  loadingView: {
    heading: 'Veuillez patienter',
    opening: 'Ouverture de la page de paiement sécurisée…',
    saving: 'Enregistrement de votre carte…',
  },
  declined: {
    heading: 'Refusée',
    body: 'Votre carte a été refusée.',
    unchanged: 'Votre mode de paiement n’a pas été modifié. Vous pouvez essayer une autre carte Visa ou Mastercard.',
    tryAgain: 'Essayer une autre carte',
    back: 'Retour à votre mode de paiement',
  },
  eft: {
    heading: 'Payer automatiquement à partir de votre compte bancaire',
    intro: 'Avec le débit préautorisé (DPA), le montant dû de chaque facture est prélevé sur votre compte bancaire à son échéance.',
    chequeNeeded:
      'Pour le configurer, nous avons besoin d’une photo d’un chèque annulé de ce compte\u00a0: elle nous donne les numéros de transit, d’institution et de compte de votre banque.',
    howTo: 'Inscrivez «\u00a0ANNULÉ\u00a0» sur un chèque vierge, posez-le à plat dans un endroit bien éclairé et photographiez le chèque entier.',
    review: 'Nous examinons votre chèque d’ici 2\u00a0jours ouvrables. Cette page indique quand votre compte bancaire est configuré.',
    cancelNotice: 'Vous pouvez annuler le débit préautorisé en tout temps avec un préavis de 10\u00a0jours ouvrables.',
    continue: 'Téléverser la photo d’un chèque annulé',
    back: 'Retour',
  },
  upload: {
    heading: 'Téléverser la photo d’un chèque annulé',
    intro: 'Choisissez une photo JPEG (.jpg ou .jpeg) du chèque entier.',
    maxSize: 'Taille maximale\u00a0: 10\u00a0Mo.',
    fileLabel: 'Photo d’un chèque annulé',
    choose: 'Choisir une photo',
    chooseAnother: 'Choisir une autre photo',
    noFile: 'Aucune photo choisie pour l’instant.',
    chosen: 'Photo choisie\u00a0: {{name}} ({{size}})',
    send: 'Téléverser',
    sending: 'Téléversement…',
    cancel: 'Annuler',
    progressLabel: 'Progression du téléversement',
    progress: '{{percent}} téléversé',
    finishing: 'Téléversement terminé. En attente de la réponse…',
    received: 'Nous avons reçu votre chèque annulé.',
  },
  file: {
    missing: 'Veuillez choisir un fichier',
    wrongType: 'Type de fichier non valide. Seuls les fichiers jpeg/jpg sont acceptés',
    tooBig: 'Fichier trop volumineux. Taille maximale\u00a0: 10\u00a0Mo',
    invalid: 'Fichier non valide',
  },
};
