/** The public unsubscribe page: part of the English catalog (see ../en.ts), loaded with the pages that show it. */
// Public unsubscribe page (PLAT-164…174).
export const unsubscribeMessages = {
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
} as const;
