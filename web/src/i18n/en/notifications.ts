/** The Notifications page (issue 31): part of the English catalog (see ../en.ts), loaded with the pages that show it. */
export const notificationsMessages = {
  intro: 'Choose which e-mails you receive and the address each kind goes to.',
  always:
    'E-mails about your login (an invitation, a new password) and the receipt of a payment you just made are always sent.',
  name: {
    usage: 'Usage',
    billing: 'Billing and payments',
    account: 'Account and documents',
    serviceStatus: 'Service status',
    offers: 'Offers and news',
  },
  what: {
    usage: 'An alert when your Internet usage reaches 80% and 100% of your monthly allowance.',
    billing: 'Each new invoice, and an automatic payment that did not go through.',
    account: 'The review of your documents (void cheque, identity, contract) and the answer to your account change requests.',
    serviceStatus: 'Outages and planned maintenance that affect your services.',
    offers: 'Promotions and news from {{provider}}.',
  },
  on: 'On',
  off: 'Off',
  switchLabel: 'Receive {{category}} e-mails',
  sendTo: 'Send to',
  saving: 'Saving…',
  saved: 'Saved',
  retry: 'Try again',
  device: {
    label: 'Alerts on this device',
    help: 'A notification on this device when an outage starts, changes or ends.',
    categoryOff: 'Service status is off, so no alerts come to this device. Turn it on above to get them.',
    denied:
      'Your browser blocks alerts from this site. To get them, allow notifications for this site in your browser’s settings, then turn this on again.',
    working: 'Updating this device…',
    failed: 'Alerts on this device could not be changed. Try again.',
  },
} as const;
