/**
 * The auto-payment screen (/autopayment, PAY-011…038): part of the one English catalog (see
 * ../en.ts). The file rules' texts (file.*) are G.1's, word for word; the page says 10MB
 * (decisions §2) and accepts "prepaid" or "PPC" as a prepaid card's name (decisions §3).
 */
export const billingMessages = {
  loading: 'Loading your payment method…',
  loadError: 'We could not load your payment method.',
  retry: 'Try again',
  unavailable: 'Your payment method cannot be shown at the moment. Please try again later.',
  dismiss: 'Close this message',
  // The summary (PAY-012, PAY-013).
  balance: {
    title: 'Your balance and invoices',
    intro: 'See what you owe and make a payment on My Balance, or open your invoices.',
    pay: 'My Balance and Pay',
    invoices: 'View invoices',
  },
  // The latest automatic payment failed (issue 28).
  autoFailed: {
    title: 'Your last automatic payment did not go through',
    what: 'On {{date}}, {{amount}} for {{invoice}} was declined.',
    whatMethod: 'On {{date}}, {{amount}} for {{invoice}} was charged to your {{method}} and declined.',
    anInvoice: 'an invoice',
    reason: 'The payment service’s reason: {{reason}}.',
    todo: 'That amount is still owed. Pay it now on My Balance, or update your payment method so the next invoice is paid.',
    payNow: 'Pay now',
    update: 'Update payment method',
  },
  summary: {
    heading: 'Automatic payment method',
    intro:
      'Your invoices are paid automatically on their due date with the method below: a Visa or Mastercard credit card, or your bank account with pre-authorized debit (EFT).',
    none: 'No automatic payment set up',
    noneHint: 'Set up a credit card or your bank account so that your invoices are paid automatically.',
    types: {
      VA: 'Visa',
      MC: 'Mastercard',
      EF: 'Bank account (EFT)',
      other: 'Payment method',
    },
    expires: 'Expires {{month}}/{{year}}',
    since: 'In use since {{date}}',
    sinceNote: 'Invoices due before {{date}} were not charged to it: anything they left unpaid is on My Balance.',
    actions: 'Change how your invoices are paid',
    setUpCard: 'Set up with a credit card',
    replaceCard: 'Replace with a credit card',
    setUpEft: 'Set up with a bank account (EFT)',
    replaceEft: 'Replace with a bank account (EFT)',
  },
  // The void cheque's review (PAY-036, PAY-037).
  cheque: {
    processing:
      'We are processing your void cheque. Your bank account will become your automatic payment method once we have reviewed it, usually within 2 business days.',
    underReview:
      'We have received two photos of your void cheque and are reviewing them. You can send another one once we have reviewed them.',
    rejected: 'Your last void cheque was not accepted: {{reason}}',
    rejectedNoReason: 'Your last void cheque was not accepted. Please send a new, clear photo of the whole cheque.',
  },
  // The creditcard view and the card session (PAY-015, PAY-021…028).
  card: {
    heading: 'Pay automatically with a credit card',
    intro:
      "You will enter your card on our payment provider's secure page, then come back here. We never see or keep your card number.",
    accepted: 'Only Visa and Mastercard are accepted.',
    prepaid: 'For a prepaid card, write "prepaid" or "PPC" as the name on card.',
    nameLabel: 'Name on card',
    nameRequired: "Please fill name on card before continuing. If prepaid card, write 'prepaid'",
    prepaidRecognized: 'The card will be added as a prepaid card (PPC).',
    continue: 'Continue to the secure page',
    cancel: 'Cancel',
    sessionUserNull: 'Session user null',
    noSession: 'The payment service did not open a card page. Please try again.',
    saved: 'Your card will be used for automatic payments.',
    returnLost:
      'We could not finish adding your card: it was started in another browser tab, or it is already finished. Your payment method was not changed. Please start again.',
    unknownResult: 'The payment page sent back an answer we do not recognize. Your payment method was not changed.',
  },
  // The loading view (PAY-014, PAY-015).
  loadingView: {
    heading: 'Please wait',
    opening: 'Opening the secure payment page…',
    saving: 'Saving your card…',
  },
  // The declined view (PAY-018).
  declined: {
    heading: 'Declined',
    body: 'Your card was declined.',
    unchanged: 'Your payment method was not changed. You can try another Visa or Mastercard card.',
    tryAgain: 'Try another card',
    back: 'Back to your payment method',
  },
  // The eft view (PAY-016, PAY-031).
  eft: {
    heading: 'Pay automatically from your bank account',
    intro: 'With pre-authorized debit (PAD), the amount due on each invoice is taken from your bank account on its due date.',
    chequeNeeded:
      "To set it up, we need a photo of a void cheque from that account: it shows your bank's transit, institution and account numbers.",
    howTo: 'Write "VOID" across a blank cheque, lay it flat in good light and take a photo of the whole cheque.',
    review: 'We review your cheque within 2 business days. This page shows when your bank account is set up.',
    cancelNotice: "You can cancel pre-authorized debit at any time with 10 business days' notice.",
    continue: 'Upload a photo of a void cheque',
    back: 'Back',
  },
  // The addeft view: the upload (PAY-033…035, PAY-038).
  upload: {
    heading: 'Upload a photo of a void cheque',
    intro: 'Choose a JPEG photo (.jpg or .jpeg) of the whole cheque.',
    maxSize: 'Maximum size 10MB.',
    fileLabel: 'Photo of a void cheque',
    choose: 'Choose a photo',
    chooseAnother: 'Choose another photo',
    noFile: 'No photo chosen yet.',
    chosen: 'Chosen: {{name}} ({{size}})',
    send: 'Upload',
    sending: 'Uploading…',
    cancel: 'Cancel',
    progressLabel: 'Upload progress',
    progress: '{{percent}} uploaded',
    finishing: 'Upload complete. Waiting for the answer…',
    received: 'We received your void cheque.',
  },
  // G.1, word for word (ONB-001…004).
  file: {
    missing: 'Please select a file',
    wrongType: 'Wrong file type. Only jpeg/jpg accepted',
    tooBig: 'File too big. Maximum size 10MB',
    invalid: 'Invalid file',
  },
} as const;
