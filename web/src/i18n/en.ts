/**
 * The one English message catalog of the app. Every text a subscriber sees lives here, so a
 * provider can change a wording in one place and French can follow as a second catalog.
 * Strings quoted by the specs are kept exactly as written there.
 * Interpolations use the {{name}} syntax of i18n/translator.ts (i18next's): {{product}}, {{provider}}, {{phone}}, {{email}}…
 *
 * It comes in parts: `en` below holds the texts of the shell and of the screens any page can show
 * (loaded before the app draws); each area of en/ holds one part of the app's pages' texts (its
 * branch of the catalog: `phone.…` keys are in en/phone.ts) and is its own chunk, loaded with
 * the pages that show it (i18n.ts withTexts) — a first load carries the shell's texts and its
 * page's, not every page's (issue 14).
 */

/** The areas' loaders: an area's key is its branch of the catalog. */
export const enAreas = {
  dashboard: () => import('./en/dashboard').then((m) => m.dashboardMessages),
  calendar: () => import('./en/calendar').then((m) => m.calendarMessages),
  package: () => import('./en/package').then((m) => m.packageMessages),
  offer: () => import('./en/offer').then((m) => m.offerMessages),
  wifiSettings: () => import('./en/wifi-settings').then((m) => m.wifiSettingsMessages),
  liveTraffic: () => import('./en/live-traffic').then((m) => m.liveTrafficMessages),
  ip: () => import('./en/ip').then((m) => m.ipMessages),
  phone: () => import('./en/phone').then((m) => m.phoneMessages),
  billing: () => import('./en/billing').then((m) => m.billingMessages),
  documents: () => import('./en/documents').then((m) => m.documentsMessages),
  contact: () => import('./en/contact').then((m) => m.contactMessages),
  apiBrowser: () => import('./en/apibrowser').then((m) => m.apiBrowserMessages),
  account: () => import('./en/account').then((m) => m.accountMessages),
  onboarding: () => import('./en/onboarding').then((m) => m.onboardingMessages),
  changePassword: () => import('./en/change-password').then((m) => m.changePasswordMessages),
  trafficMonitor: () => import('./en/traffic-monitor').then((m) => m.trafficMonitorMessages),
  wifiPage: () => import('./en/wifi-page').then((m) => m.wifiPageMessages),
  feedback: () => import('./en/feedback').then((m) => m.feedbackMessages),
  logout: () => import('./en/logout').then((m) => m.logoutMessages),
  register: () => import('./en/register').then((m) => m.registerMessages),
  unsubscribe: () => import('./en/unsubscribe').then((m) => m.unsubscribeMessages),
  serviceEmail: () => import('./en/service-email').then((m) => m.serviceEmailMessages),
  wifiTraffic: () => import('./en/wifi-traffic').then((m) => m.wifiTrafficMessages),
  important: () => import('./en/important').then((m) => m.importantMessages),
  notifications: () => import('./en/notifications').then((m) => m.notificationsMessages),
  troubleshoot: () => import('./en/troubleshoot').then((m) => m.troubleshootMessages),
  serviceStatus: () => import('./en/service-status').then((m) => m.serviceStatusMessages),
  support: () => import('./en/support').then((m) => m.supportMessages),
};

/** A part of the catalog loaded with the pages that show it. */
export type TextArea = keyof typeof enAreas;

export const en = {
  // The language switch in the headers: each language's own name (the same in both catalogs) and
  // the short code the button shows.
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
    loading: 'Loading…',
    welcome: 'Welcome to {{product}} MyAccount',
  },
  menu: {
    internet: 'Internet',
    dashboard: 'Dashboard',
    wifi: 'Wi-Fi',
    troubleshoot: 'Is it us or you?',
    trafficMonitor: 'Traffic Monitor',
    calendar: 'Calendar',
    package: 'Package',
    advancedSettingsInternet: 'Advanced settings',
    phone: 'Phone',
    emergencyProfiles: '911 Profiles',
    phoneBasicSettings: 'Basic Settings',
    phoneCallsHistory: 'Calls History',
    phoneInternationalCalls: 'International Calls',
    phoneAdvancedSettings: 'Advanced Settings',
    account: 'Account',
    documents: 'Documents',
    billing: 'Billing',
    checklist: 'Checklist',
    addDocuments: 'Add Documents',
    autoPayment: 'Auto Payment',
    contract: 'Contract',
    important: 'Important',
    changePassword: 'Change Password',
    notifications: 'Notifications',
    support: 'Support',
    contactUs: 'Contact Us',
    logout: 'Logout',
    offer: 'Offer',
    apiBrowser: 'API Browser',
    change: 'Change',
  },
  shell: {
    allSet: "You're all set! Your account is ready, and your menu now has everything it offers.",
    allSetBilling: "You're all set! Your account is ready. Billing, in the menu, keeps your payment method and leads to your balance.",
    allSetDismiss: 'Dismiss',
    loggedAs: 'Logged as',
    changeContact: 'Change contact',
    accountEntry: '#{{id}} {{name}}',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    hamburgerTooltip: 'Click here to open the Menu',
    accountsTooltip: 'Click here to switch accounts',
    gotIt: 'GOT IT',
    mainNavigation: 'Main navigation',
    vip: 'VIP',
    unknownPage: 'The page {{path}} does not exist. You are on your home page instead.',
    dismiss: 'Dismiss',
  },
  startup: {
    loading: 'Loading your account…',
    networkError:
      "Either you don't have Internet access or our servers are unavailable. Please try again later.",
    logoutAndTryDifferent: 'Logout and try different account',
    tryAgain: 'Try again',
    productErrorTitle: 'We could not open your account',
  },
  errors: {
    tooManyRedirects: 'Too many redirects',
    server500: 'Server error 500',
    server404: 'Server error 404',
    unknownHttp: 'Unknown API HTTP error',
    unknownBootstrap: 'Unknown Error[{{code}}]',
    strangeApi: 'Strange API error',
    noAssociatedAccount: 'No associated account',
    renewalNetwork: 'No Internet access or our servers are unavailable. Please try again later.',
    network: 'Network error: {{message}}',
    somethingWentWrong: 'Oops! Something went wrong.',
    reloadPage: 'Reload Page',
    sendFeedback: 'Send us a feedback',
    problem: 'Problem',
    errorDialogTitle: 'Error',
    dismiss: 'DISMISS',
    generic: 'Something went wrong. Please try again later.',
    redirecting: 'Redirecting to login',
    unavailable: 'Temporarily unavailable: {{target}}',
  },
  notFound: {
    heading: '404 Not Found',
    body: 'The page you are looking for does not exist.',
    home: 'Go to MyAccount',
  },
  placeholder: {
    body: 'This page is being built and will be available here soon.',
    unsubscribe: 'Unsubscribe',
    register: 'Register your device',
  },
  // Global notification banner and account-warning snackbar (PLAT-127…130).
  notices: {
    attentionTitle: 'What needs your attention',
    globalLabel: 'Notice from {{provider}}',
    dismiss: 'Dismiss this notice',
    readMore: 'Read more',
    warning: 'Your account needs your attention.',
    warningAction: 'See what is important',
  },
  // The step wizards of every page (lib/wizard: the package and phone flows).
  wizard: {
    cancel: 'Cancel',
    previous: 'Previous',
    next: 'Next',
    finish: 'Finish',
    progress: 'Step {{step}} of {{count}}',
  },
  // Schema-driven forms (PLAT-106…124).
  schemaForm: {
    requiredSuffix: ' (Required)*',
    missing: 'Missing mandatory fields.',
    invalid: 'Some inputs have invalid format.',
    review: 'Please review form fields.',
    lengthRange: '{{min}}–{{max}} characters',
    lengthMax: 'Up to {{max}} characters',
    lengthMin: 'At least {{min}} characters',
    on: 'on',
    off: 'off',
    none: 'None',
    // Field messages where a prop has no errorMessage: the server's texts (internal/i18n), which
    // the shared schema cases (testdata/schema-cases.json) pin in English.
    fieldRequired: 'This field is required.',
    fieldInvalid: 'Please enter a valid value.',
    fieldUnknown: 'This field is not part of the form.',
    fieldReadOnly: 'This field cannot be changed.',
  },
  // Forwarding promo dialog (PLAT-160…163).
  forwardingPromo: {
    title: 'Your e-mail forwarding',
    body: 'Mail to one of your service e-mail addresses is forwarded to another address. Take a minute to check that your forwarding addresses are up to date.',
    later: 'Remind me later',
    go: "Let's go",
  },
} as const;

/** The whole English catalog: the part above and every area. Every language mirrors its keys. */
export type MessageCatalog = typeof en & { readonly [A in TextArea]: Awaited<ReturnType<(typeof enAreas)[A]>> };
