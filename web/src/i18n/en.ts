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
    contactUs: 'Contact Us',
    logout: 'Logout',
    offer: 'Offer',
    apiBrowser: 'API Browser',
    change: 'Change',
  },
  shell: {
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
  logout: {
    question: 'Do you really want to logout?',
    confirm: 'Yes, log me out',
    decline: 'No, take me back',
    heading: 'Logout',
    done: 'You have been logged out.',
    login: 'Login',
    working: 'Logging out…',
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
  // Public unsubscribe page (PLAT-164…174).
  unsubscribe: {
    heading: 'Unsubscribe',
    intro: 'Do you want to stop receiving these e-mails?',
    emailLabel: 'E-mail address',
    listLabel: 'Subscriptions',
    confirm: 'Yes, unsubscribe',
    cancel: 'Cancel',
    working: 'Unsubscribing…',
    done: '{{email}} has been unsubscribed from: {{lists}}.',
    error: "An error occurred. Please try again or contact the provider's support at {{phone}}",
    // The reason shown above the error when the server says the link was spent (410).
    alreadyUsed: 'This link was already used.',
    cancelled: 'You can close this tab',
  },
  // First-device registration page (PLAT-131…139).
  register: {
    heading: 'Register your device',
    loading: 'Registering your device…',
    failed:
      'Register failed. Please contact {{provider}}. Toll Free Number: {{phone}} / Email: {{email}} / Address: {{address}}',
    errorDefault:
      'Error in register. Please contact {{provider}}. Toll Free Number: {{phone}} / Email: {{email}} / Address: {{address}}',
    waiting: 'Please wait while we automatically setup your connection.',
    goToAccount: 'Click here to go to your account',
  },
  // 'Send us a feedback' dialog of the error page (PLAT-125).
  feedback: {
    title: 'Send us a feedback',
    intro: 'Tell us what you were doing when this happened. We read every message.',
    label: 'Your feedback',
    required: 'Please write your feedback before sending it.',
    send: 'Send',
    sending: 'Sending…',
    cancel: 'Cancel',
    close: 'Close',
    sent: 'Thank you. Your feedback was sent.',
    failed: 'Your feedback could not be sent. Please try again later.',
    signedOut: 'You are not signed in, so the feedback cannot be sent from here. Please write to us by e-mail:',
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
  // Wi-Fi traffic by device card, Wi-Fi and Traffic Monitor pages (PLAT-175…191).
  wifiTraffic: {
    title: 'Wi-Fi traffic by device',
    periodLabel: 'Period',
    last30Days: 'Last 30 days',
    last24Hours: 'Last 24 hours',
    note: 'Note: This chart only includes wireless devices on your network and does not include devices wired directly to your router via ethernet cable.',
    editNamesTooltip:
      'Devices without a name are shown by their maker or by their MAC address. Choose a device to give it a name: names you give your devices appear here.',
    chooseDevice: 'Choose a device (its bar or its name in the table) to see its traffic and rename it.',
    loading: 'Loading Wi-Fi traffic…',
    empty: 'No wireless devices have used your network in this period.',
    unavailable: 'Wi-Fi traffic is not available for this account.',
    error: 'The Wi-Fi traffic could not be loaded.',
    retry: 'Try again',
    upload: 'Upload',
    download: 'Download',
    total: 'Total',
    // The table's column headers (French marks where its long words may break on phones).
    uploadColumn: 'Upload',
    downloadColumn: 'Download',
    device: 'Device',
    axisTitle: 'Traffic ({{unit}})',
    // A chart tooltip's line: the series (Download, Upload) and its value with the unit.
    tooltip: '{{series}}: {{value}}',
    chartLabel: 'Bar chart of download and upload traffic for the top {{count}} Wi-Fi devices, {{period}}. The same numbers follow in a table.',
    tableCaption: 'Wi-Fi traffic by device, {{period}}',
  },
  wifiPage: {
    heading: 'Wi-Fi',
  },
  trafficMonitor: {
    heading: 'Traffic Monitor',
  },
  important: {
    heading: 'Important',
    none: 'There is nothing that needs your attention right now.',
    loading: 'Loading what needs your attention…',
    loadError: 'We could not load what needs your attention.',
    retry: 'Try again',
    forAccount: 'Account #{{id}} {{name}}',
    // A shortened warning text on a narrow screen opens in full, and closes again.
    readMore: 'Read more',
    showLess: 'Show less',
    hitcapUnlimited:
      'Switch to Unlimited mode: it is free, the speed is slower, and it returns to Turbo Mode on the 1st of the month.',
    hitcapUnlimitedAction: 'Turn on Unlimited mode',
    hitcapUpgrade:
      'Upgrade your package: you get the full new cap right away and pay only the remaining portion of this month.',
    hitcapUpgradeAction: 'Upgrade package',
    ticketSignatureLabel: 'Your signature (your full name)',
    ticketSignatureHelp:
      'If you are not the account holder, write your own name and the account holder’s name.',
    ticketSignatureHelpHolder:
      'Type the account holder’s name, {{holder}}. If you are not the account holder, type your own name and {{holder}}.',
    ticketSignatureRequired: 'Please sign with your full name.',
    ticketSignatureInvalid: 'Use only letters, spaces and these signs: . \' - , &',
    ticketSignatureTooLong: 'Use at most {{max}} characters.',
    ticketClearAction: 'Sign and clear',
    ticketClearing: 'Clearing…',
    ticketCleared: 'The notice has been cleared.',
    ticketContactSupport:
      'Please contact our support, available 24/7, at <phone>{{phone}}</phone> or <email>{{email}}</email>.',
    notRegisteredHelp:
      'Register the device you are connecting from so that your Internet service works at home.',
    notRegisteredAuto: 'Register automatically',
    notRegisteredAutoHelp: 'Registers the device you are using now with your home router, in one step.',
    notRegisteredAutoChecking: 'Checking your connection…',
    notRegisteredAutoNotHome:
      'Automatic registration works only from a device connected to your home network. Connect to your home network, or register manually.',
    notRegisteredManual: 'Register manually',
    autoConfirmTitle: 'Register this device?',
    autoConfirmBody:
      'The device you are using now ({{ip}}) will be registered with your home router. Do this only from your own device, at home.',
    autoConfirm: 'Register',
    registering: 'Registering…',
    registered: 'Your device has been registered.',
    cancel: 'Cancel',
    switching: 'Opening account #{{id}}…',
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
  // Service E-mail Addresses card and its dialogs (PLAT-148…159).
  serviceEmail: {
    title: 'Service E-mail Addresses',
    intro: 'The e-mail addresses that come with your services. Mail to an address can be forwarded to another address you read.',
    empty: 'No service e-mail addresses',
    loading: 'Loading your service e-mail addresses…',
    loadError: 'We could not load your service e-mail addresses.',
    unavailable: 'Your service e-mail addresses are not available right now. Please try again later.',
    retry: 'Try again',
    forwarding: 'Forwarding: {{state}}',
    forwardsTo: 'Forwards to {{address}}',
    delete: 'Delete',
    deleteLabel: 'Delete {{email}}',
    deleteDisabled: 'You sign in with this address, so it cannot be deleted.',
    enableForwarding: 'Enable forwarding',
    enableForwardingLabel: 'Enable forwarding for {{email}}',
    editForwarding: 'Edit forwarding address',
    editForwardingLabel: 'Edit the forwarding address of {{email}}',
    deleteTitle: 'Delete this e-mail address?',
    deleteBody: '{{email}} will be deleted and will no longer receive mail. This cannot be undone.',
    deleteConfirm: 'Delete',
    enableTitle: 'Enable forwarding',
    enableBody: 'Mail sent to {{email}} will be forwarded to the address you enter below.',
    enableIrreversible:
      'Enabling forwarding is irreversible: once it is on, it cannot be turned off. You can still change the forwarding address later.',
    enableConfirm: 'Enable forwarding',
    editTitle: 'Edit forwarding address',
    editBody: 'Mail sent to {{email}} is forwarded to this address.',
    editConfirm: 'Save',
    cancel: 'Cancel',
    saving: 'Saving…',
  },
  // Forwarding promo dialog (PLAT-160…163).
  forwardingPromo: {
    title: 'Your e-mail forwarding',
    body: 'Mail to one of your service e-mail addresses is forwarded to another address. Take a minute to check that your forwarding addresses are up to date.',
    later: 'Remind me later',
    go: "Let's go",
  },
  // Change Password page (decisions §24).
  changePassword: {
    changing: 'You are changing the password of {{email}}',
    explain:
      'You will choose your new password on our secure sign-in page. Afterwards you sign in again with the new password on every device.',
    button: 'Change password',
  },
} as const;

/** The whole English catalog: the part above and every area. Every language mirrors its keys. */
export type MessageCatalog = typeof en & { readonly [A in TextArea]: Awaited<ReturnType<(typeof enAreas)[A]>> };
