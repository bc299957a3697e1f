/** The Important page (the account's warnings and their actions): part of the English catalog (see ../en.ts), loaded with the pages that show it. */
export const importantMessages = {
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
    'Type your full name, {{holder}}. Clearing it for {{holder}}? Type your own name, then {{holder}}.',
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
} as const;
