/**
 * The French (Canadian French, fr-CA) message catalog. It has exactly the keys of the English
 * catalog (./en.ts): the type below makes TypeScript reject a missing or an extra key, and
 * catalogs.test.ts checks the keys, the {{placeholders}} and the <Trans> tags at run time.
 * Typography: a no-break space (\u00a0) before « : » and inside « », a narrow no-break space
 * (\u202f) before ; ! ?, and the typographic apostrophe ’. Units: Go, Mo, ko, Mbit/s.
 */
import type { MessageCatalog, TextArea } from './en';

/** The key tree of T with every leaf widened to string (en's `as const` literals become string). */
export type DeepStringLeaves<T> = T extends string ? string : { readonly [K in keyof T]: DeepStringLeaves<T[K]> };

/** Shape every translation of the English catalog must have: the same keys, string leaves. */
export type CatalogShape = DeepStringLeaves<MessageCatalog>;

/** The areas' loaders, as in en.ts: each area of fr/ is its own chunk. */
export const frAreas: { readonly [A in TextArea]: () => Promise<CatalogShape[A]> } = {
  dashboard: () => import('./fr/dashboard').then((m) => m.dashboardMessages),
  calendar: () => import('./fr/calendar').then((m) => m.calendarMessages),
  package: () => import('./fr/package').then((m) => m.packageMessages),
  offer: () => import('./fr/offer').then((m) => m.offerMessages),
  wifiSettings: () => import('./fr/wifi-settings').then((m) => m.wifiSettingsMessages),
  liveTraffic: () => import('./fr/live-traffic').then((m) => m.liveTrafficMessages),
  ip: () => import('./fr/ip').then((m) => m.ipMessages),
  phone: () => import('./fr/phone').then((m) => m.phoneMessages),
  billing: () => import('./fr/billing').then((m) => m.billingMessages),
  documents: () => import('./fr/documents').then((m) => m.documentsMessages),
  contact: () => import('./fr/contact').then((m) => m.contactMessages),
  apiBrowser: () => import('./fr/apibrowser').then((m) => m.apiBrowserMessages),
  account: () => import('./fr/account').then((m) => m.accountMessages),
  onboarding: () => import('./fr/onboarding').then((m) => m.onboardingMessages),
};

/** The texts loaded before the app draws (en.ts says which). */
export const fr: Omit<CatalogShape, TextArea> = {
  language: {
    english: 'English',
    french: 'Français',
    englishShort: 'EN',
    frenchShort: 'FR',
  },
  app: {
    name: 'MyAccount',
    // The product's name under the provider's in the brand mark.
    productName: '{{product}} MyAccount',
    version: 'Version {{version}}',
    loading: 'Chargement…',
    welcome: 'Bienvenue dans {{product}} MyAccount',
  },
  menu: {
    internet: 'Internet',
    dashboard: 'Tableau de bord',
    wifi: 'Wi-Fi',
    trafficMonitor: 'Moniteur de trafic',
    calendar: 'Calendrier',
    package: 'Forfait',
    advancedSettingsInternet: 'Paramètres avancés',
    phone: 'Téléphonie',
    emergencyProfiles: 'Profils 911',
    phoneBasicSettings: 'Paramètres de base',
    phoneCallsHistory: 'Historique des appels',
    phoneInternationalCalls: 'Appels internationaux',
    phoneAdvancedSettings: 'Paramètres avancés',
    account: 'Compte',
    documents: 'Documents',
    billing: 'Facturation',
    checklist: 'Liste de vérification',
    addDocuments: 'Ajouter des documents',
    autoPayment: 'Paiement automatique',
    contract: 'Contrat',
    important: 'Important',
    changePassword: 'Changer le mot de passe',
    contactUs: 'Nous joindre',
    logout: 'Déconnexion',
    offer: 'Offre',
    apiBrowser: 'Explorateur d’API',
    change: 'Modifier',
  },
  shell: {
    // Followed by the signed-in e-mail address.
    loggedAs: 'Connecté en tant que',
    // Label of the account selector.
    changeContact: 'Changer de compte',
    accountEntry: 'nº\u00a0{{id}} {{name}}',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    hamburgerTooltip: 'Cliquez ici pour ouvrir le menu',
    accountsTooltip: 'Cliquez ici pour changer de compte',
    gotIt: 'COMPRIS',
    mainNavigation: 'Navigation principale',
    vip: 'VIP',
  },
  startup: {
    loading: 'Chargement de votre compte…',
    networkError:
      'Vous n’avez pas accès à Internet ou nos serveurs ne sont pas disponibles. Veuillez réessayer plus tard.',
    logoutAndTryDifferent: 'Se déconnecter et essayer un autre compte',
    tryAgain: 'Réessayer',
    productErrorTitle: 'Nous n’avons pas pu ouvrir votre compte',
  },
  errors: {
    tooManyRedirects: 'Trop de redirections',
    server500: 'Erreur de serveur 500',
    server404: 'Erreur de serveur 404',
    unknownHttp: 'Erreur HTTP inconnue de l’API',
    unknownBootstrap: 'Erreur inconnue [{{code}}]',
    strangeApi: 'Erreur inattendue de l’API',
    noAssociatedAccount: 'Aucun compte associé',
    renewalNetwork: 'Aucun accès à Internet, ou nos serveurs sont indisponibles. Veuillez réessayer plus tard.',
    network: 'Erreur réseau\u00a0: {{message}}',
    somethingWentWrong: 'Oups\u202f! Une erreur s’est produite.',
    reloadPage: 'Recharger la page',
    sendFeedback: 'Envoyez-nous vos commentaires',
    problem: 'Problème',
    errorDialogTitle: 'Erreur',
    dismiss: 'FERMER',
    generic: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
    redirecting: 'Redirection vers la page de connexion',
    unavailable: 'Temporairement indisponible\u00a0: {{target}}',
  },
  logout: {
    question: 'Voulez-vous vraiment vous déconnecter\u202f?',
    confirm: 'Oui, me déconnecter',
    decline: 'Non, revenir en arrière',
    heading: 'Déconnexion',
    done: 'Votre session a été fermée.',
    login: 'Se connecter',
    working: 'Déconnexion en cours…',
  },
  notFound: {
    heading: '404 – Page introuvable',
    body: 'La page que vous cherchez n’existe pas.',
    home: 'Accéder à MyAccount',
  },
  placeholder: {
    body: 'Cette page est en construction et sera bientôt accessible ici.',
    unsubscribe: 'Se désabonner',
    register: 'Enregistrer votre appareil',
  },
  unsubscribe: {
    heading: 'Désabonnement',
    intro: 'Voulez-vous cesser de recevoir ces courriels\u202f?',
    emailLabel: 'Adresse courriel',
    listLabel: 'Abonnements',
    confirm: 'Oui, me désabonner',
    cancel: 'Annuler',
    working: 'Désabonnement en cours…',
    done: 'L’adresse {{email}} a été désabonnée des listes suivantes\u00a0: {{lists}}.',
    error:
      'Une erreur s’est produite. Veuillez réessayer ou communiquer avec le soutien technique du fournisseur au {{phone}}',
    alreadyUsed: 'Ce lien a déjà été utilisé.',
    cancelled: 'Vous pouvez fermer cet onglet',
  },
  register: {
    heading: 'Enregistrer votre appareil',
    loading: 'Enregistrement de votre appareil…',
    failed:
      'Échec de l’enregistrement. Veuillez communiquer avec {{provider}}. Numéro sans frais\u00a0: {{phone}} / Courriel\u00a0: {{email}} / Adresse\u00a0: {{address}}',
    errorDefault:
      'Erreur lors de l’enregistrement. Veuillez communiquer avec {{provider}}. Numéro sans frais\u00a0: {{phone}} / Courriel\u00a0: {{email}} / Adresse\u00a0: {{address}}',
    waiting: 'Veuillez patienter pendant que nous configurons automatiquement votre connexion.',
    goToAccount: 'Cliquez ici pour accéder à votre compte',
  },
  feedback: {
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
  },
  notices: {
    attentionTitle: 'Ce qui requiert votre attention',
    globalLabel: 'Avis de {{provider}}',
    dismiss: 'Fermer cet avis',
    readMore: 'Lire la suite',
    warning: 'Votre compte requiert votre attention.',
    warningAction: 'Voir ce qui est important',
  },
  wifiTraffic: {
    title: 'Trafic Wi-Fi par appareil',
    periodLabel: 'Période',
    last30Days: '30 derniers jours',
    last24Hours: '24 dernières heures',
    note: 'Remarque\u00a0: ce graphique comprend seulement les appareils sans fil de votre réseau\u202f; les appareils branchés directement à votre routeur par câble Ethernet n’y figurent pas.',
    editNamesTooltip:
      'Les appareils sans nom sont identifiés par leur fabricant ou par leur adresse MAC. Choisissez un appareil pour lui donner un nom\u00a0: les noms que vous donnez à vos appareils s’affichent ici.',
    chooseDevice: 'Choisissez un appareil (sa barre ou son nom dans le tableau) pour voir son trafic et le renommer.',
    loading: 'Chargement du trafic Wi-Fi…',
    empty: 'Aucun appareil sans fil n’a utilisé votre réseau pendant cette période.',
    unavailable: 'Le trafic Wi-Fi n’est pas disponible pour ce compte.',
    error: 'Impossible de charger le trafic Wi-Fi.',
    retry: 'Réessayer',
    upload: 'Téléversement',
    download: 'Téléchargement',
    total: 'Total',
    // Soft hyphens (\u00ad): the headers may break there on a phone's narrow table.
    uploadColumn: 'Téléver\u00adsement',
    downloadColumn: 'Télé\u00adchargement',
    device: 'Appareil',
    axisTitle: 'Trafic ({{unit}})',
    tooltip: '{{series}}\u00a0: {{value}}',
    // {{period}} is « 30 derniers jours » or « 24 dernières heures », lowercased.
    chartLabel:
      'Graphique à barres du trafic en téléchargement et en téléversement des {{count}} principaux appareils Wi-Fi, {{period}}. Les mêmes données figurent ensuite dans un tableau.',
    tableCaption: 'Trafic Wi-Fi par appareil, {{period}}',
  },
  wifiPage: {
    heading: 'Wi-Fi',
  },
  trafficMonitor: {
    heading: 'Moniteur de trafic',
  },
  important: {
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
      'Inscrivez le nom du titulaire du compte, {{holder}}. Si vous n’êtes pas le titulaire du compte, inscrivez votre propre nom et {{holder}}.',
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
    autoConfirmTitle: 'Enregistrer cet appareil\u202f?',
    autoConfirmBody:
      'L’appareil que vous utilisez présentement ({{ip}}) sera enregistré auprès de votre routeur domestique. Faites-le seulement à partir de votre propre appareil, à la maison.',
    autoConfirm: 'Enregistrer',
    registering: 'Enregistrement en cours…',
    registered: 'Votre appareil a été enregistré.',
    cancel: 'Annuler',
    switching: 'Ouverture du compte nº\u00a0{{id}}…',
  },
  schemaForm: {
    requiredSuffix: ' (obligatoire)*',
    missing: 'Des champs obligatoires sont manquants.',
    invalid: 'Certaines entrées ont un format non valide.',
    review: 'Veuillez vérifier les champs du formulaire.',
    lengthRange: 'De {{min}} à {{max}} caractères',
    lengthMax: 'Jusqu’à {{max}} caractères',
    lengthMin: 'Au moins {{min}} caractères',
    on: 'activé',
    off: 'désactivé',
    none: 'Aucun',
    // The server's French texts (internal/i18n/fr.go).
    fieldRequired: 'Ce champ est obligatoire.',
    fieldInvalid: 'Veuillez inscrire une valeur valide.',
    fieldUnknown: 'Ce champ ne fait pas partie du formulaire.',
    fieldReadOnly: 'Ce champ ne peut pas être modifié.',
  },
  serviceEmail: {
    title: 'Adresses courriel de service',
    intro:
      'Les adresses courriel incluses avec vos services. Le courrier envoyé à une adresse peut être réacheminé vers une autre adresse que vous consultez.',
    empty: 'Aucune adresse courriel de service',
    loading: 'Chargement de vos adresses courriel de service…',
    loadError: 'Impossible de charger vos adresses courriel de service.',
    unavailable: 'Vos adresses courriel de service ne sont pas accessibles pour le moment. Veuillez réessayer plus tard.',
    retry: 'Réessayer',
    // {{state}} is « activé » or « désactivé » (schemaForm.on / schemaForm.off).
    forwarding: 'Réacheminement\u00a0: {{state}}',
    forwardsTo: 'Réacheminement vers {{address}}',
    delete: 'Supprimer',
    deleteLabel: 'Supprimer {{email}}',
    deleteDisabled: 'Cette adresse vous sert à vous connecter\u202f; elle ne peut donc pas être supprimée.',
    enableForwarding: 'Activer le réacheminement',
    enableForwardingLabel: 'Activer le réacheminement pour {{email}}',
    editForwarding: 'Modifier l’adresse de réacheminement',
    editForwardingLabel: 'Modifier l’adresse de réacheminement pour {{email}}',
    deleteTitle: 'Supprimer cette adresse courriel\u202f?',
    deleteBody: 'L’adresse {{email}} sera supprimée et ne recevra plus de courrier. Cette action est irréversible.',
    deleteConfirm: 'Supprimer',
    enableTitle: 'Activer le réacheminement',
    enableBody: 'Le courrier envoyé à {{email}} sera réacheminé vers l’adresse que vous inscrirez ci-dessous.',
    enableIrreversible:
      'L’activation du réacheminement est irréversible\u00a0: une fois activé, il ne peut plus être désactivé. Vous pourrez toutefois modifier l’adresse de réacheminement plus tard.',
    enableConfirm: 'Activer le réacheminement',
    editTitle: 'Modifier l’adresse de réacheminement',
    editBody: 'Le courrier envoyé à {{email}} est réacheminé vers cette adresse.',
    editConfirm: 'Enregistrer',
    cancel: 'Annuler',
    saving: 'Enregistrement…',
  },
  forwardingPromo: {
    title: 'Votre réacheminement de courriels',
    body: 'Le courrier envoyé à l’une de vos adresses courriel de service est réacheminé vers une autre adresse. Prenez une minute pour vérifier que vos adresses de réacheminement sont à jour.',
    later: 'Me le rappeler plus tard',
    go: 'Allons-y',
  },
  changePassword: {
    changing: 'Vous modifiez le mot de passe du compte {{email}}',
    explain:
      'Vous choisirez votre nouveau mot de passe sur notre page de connexion sécurisée. Vous devrez ensuite vous reconnecter avec le nouveau mot de passe sur chacun de vos appareils.',
    button: 'Changer le mot de passe',
  },
};
