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
  changePassword: () => import('./fr/change-password').then((m) => m.changePasswordMessages),
  trafficMonitor: () => import('./fr/traffic-monitor').then((m) => m.trafficMonitorMessages),
  wifiPage: () => import('./fr/wifi-page').then((m) => m.wifiPageMessages),
  feedback: () => import('./fr/feedback').then((m) => m.feedbackMessages),
  logout: () => import('./fr/logout').then((m) => m.logoutMessages),
  register: () => import('./fr/register').then((m) => m.registerMessages),
  unsubscribe: () => import('./fr/unsubscribe').then((m) => m.unsubscribeMessages),
  serviceEmail: () => import('./fr/service-email').then((m) => m.serviceEmailMessages),
  wifiTraffic: () => import('./fr/wifi-traffic').then((m) => m.wifiTrafficMessages),
  important: () => import('./fr/important').then((m) => m.importantMessages),
  notifications: () => import('./fr/notifications').then((m) => m.notificationsMessages),
  troubleshoot: () => import('./fr/troubleshoot').then((m) => m.troubleshootMessages),
  serviceStatus: () => import('./fr/service-status').then((m) => m.serviceStatusMessages),
  support: () => import('./fr/support').then((m) => m.supportMessages),
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
    troubleshoot: 'Est-ce chez nous ou chez vous?',
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
    notifications: 'Avis par courriel',
    support: 'Soutien',
    contactUs: 'Nous joindre',
    logout: 'Déconnexion',
    offer: 'Offre',
    apiBrowser: 'Explorateur d’API',
    change: 'Modifier',
  },
  shell: {
    allSet: 'Tout est en place! Votre compte est prêt et votre menu présente tout ce qu’il offre.',
    allSetBilling: 'Tout est en place! Votre compte est prêt. Facturation, dans le menu, conserve votre mode de paiement et mène à votre solde.',
    allSetDismiss: 'Fermer',
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
    unknownPage: 'La page {{path}} n’existe pas. Vous êtes plutôt sur votre page d’accueil.',
    dismiss: 'Fermer',
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
    somethingWentWrong: 'Oups! Une erreur s’est produite.',
    reloadPage: 'Recharger la page',
    sendFeedback: 'Envoyez-nous vos commentaires',
    problem: 'Problème',
    errorDialogTitle: 'Erreur',
    dismiss: 'FERMER',
    generic: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
    redirecting: 'Redirection vers la page de connexion',
    unavailable: 'Temporairement indisponible\u00a0: {{target}}',
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
  notices: {
    attentionTitle: 'Ce qui requiert votre attention',
    globalLabel: 'Avis de {{provider}}',
    dismiss: 'Fermer cet avis',
    readMore: 'Lire la suite',
    warning: 'Votre compte requiert votre attention.',
    warningAction: 'Voir ce qui est important',
  },
  wizard: {
    cancel: 'Annuler',
    previous: 'Précédent',
    next: 'Suivant',
    finish: 'Terminer',
    progress: 'Étape {{step}} sur {{count}}',
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
  forwardingPromo: {
    title: 'Votre réacheminement de courriels',
    body: 'Le courrier envoyé à l’une de vos adresses courriel de service est réacheminé vers une autre adresse. Prenez une minute pour vérifier que vos adresses de réacheminement sont à jour.',
    later: 'Me le rappeler plus tard',
    go: 'Allons-y',
  },
};
