/**
 * Onboarding (/documentupload, /contract, /preinstallchecklist; ONB-001…046): part of the one
 * English catalog (see ../en.ts). The file rules' texts (file.*) and the term message are the
 * spec's, word for word; the page says 10MB (decisions §2).
 */
export const onboardingMessages = {
  loading: 'Loading…',
  loadError: 'We could not load this page.',
  retry: 'Try again',
  unavailable: 'This page is not available right now. Please try again later.',
  dismiss: 'Close this message',
  // G.1's messages (ONB-001…004).
  file: {
    missing: 'Please select a file',
    wrongType: 'Wrong file type. Only jpeg/jpg accepted',
    tooBig: 'File too big. Maximum size 10MB',
    invalid: 'Invalid file',
  },
  // /documentupload (ONB-006…013).
  documents: {
    intro:
      'To confirm your identity, send a clear photo of a government-issued photo ID, such as a driver’s licence or a passport. One or two photos are needed: for a card, its front and its back.',
    rules: 'JPEG photos (.jpg or .jpeg) only, 10MB at most each.',
    approved: 'Your identity documents are approved. There is nothing more to send.',
    waiting:
      'We have received your photos and are reviewing them, usually within 2 business days. You can send another one once we have reviewed them.',
    second: 'We received your first photo. You may send a second one, for example the back of your ID card.',
    rejected: 'Your last photo was not accepted: {{reason}}',
    rejectedNoReason: 'Your last photo was not accepted. Please send a new, clear photo of your ID.',
    received: 'Thank you, we received your photo.',
    uploadHeading: 'Send a photo',
    secondHeading: 'Send a second photo',
    fileLabel: 'Photo of your ID',
    choose: 'Choose a photo',
    chooseAnother: 'Choose another photo',
    noFile: 'No photo chosen yet.',
    chosen: 'Photo chosen: {{name}} ({{size}})',
    send: 'Send the photo',
    sending: 'Sending…',
    progressLabel: 'Upload progress',
    progress: '{{percent}} sent',
    finishing: 'Sent. Waiting for the answer…',
  },
  // /preinstallchecklist (ONB-014…019).
  checklist: {
    intro: 'Before we install your service, please complete these steps.',
    allDone: 'Everything is done. Thank you! We will contact you to schedule your installation.',
    done: 'Done!',
    pending: 'Pending review',
    cards: {
      documents: { title: 'Documents', missing: 'Missing: send a photo of your ID.', action: 'Add documents' },
      autopayment: { title: 'Auto Payment', missing: 'Missing: set up your automatic payment.', action: 'Set up auto payment' },
      contract: { title: 'Contract', missing: 'Missing: sign your contract.', action: 'Sign the contract' },
    },
    open: '{{action}} ({{title}})',
    listLabel: 'Steps before your installation',
  },
  // /contract's status views (ONB-023, ONB-024, ONB-039, decisions §14).
  status: {
    approved: 'Your contract is signed and approved. Thank you!',
    waitingContract: 'We have received your signed contract and are reviewing it. We will let you know once it is approved.',
    waitingAgreement: 'We have received your signed agreement and are reviewing it. We will let you know once it is approved.',
    idverifyHeading: 'We need to confirm your identity',
    idverify: 'Before anything else, please send a photo of a government-issued photo ID. We will review it and let you know.',
    idverifyAction: 'Add documents',
    rejected: 'Your last signed document was not accepted: {{reason}}',
  },
  // The contract's or agreement's text (ONB-028, ONB-040).
  text: {
    contractHeading: 'Subscriber contract',
    agreementHeading: 'Agreement to sign',
    version: 'Version {{version}}',
    frameTitle: 'Full text: {{title}}',
    loading: 'Loading the text…',
    unavailable: 'The text of this document could not be loaded.',
    readAll: 'Please read the whole text (it scrolls) before you sign.',
  },
  // The term choice (ONB-029…032).
  terms: {
    legend: 'Choose your term',
    one: '2-year term, with free standard installation',
    two: 'Month-to-month, with a {{fee}} installation fee',
    required: 'You need to choose between the two term options to proceed',
  },
  // The name change (ONB-033).
  name: {
    personLabel: 'Your full name',
    companyLabel: 'Company name',
    help: 'The contract will be in this name.',
    required: 'Please enter the name for the contract.',
    tooLong: 'The name can be at most {{max}} characters.',
  },
  next: 'Continue to signature',
  // The signature pad (ONB-044…046).
  sign: {
    heading: 'Sign',
    intro: 'Sign in the box below with your mouse, your finger or a stylus.',
    padLabel: 'Signature box: draw your signature here with a mouse, a finger or a stylus.',
    empty: 'Please sign in the box before you continue.',
    signedHint: 'Signature drawn.',
    clear: 'Clear',
    cancel: 'Cancel',
    submit: 'Sign',
    sending: 'Signing…',
    rotate: 'Turn your phone sideways to sign',
    rotateHint: 'The signature box needs the width of your screen: hold your phone in landscape.',
    error: 'Error: {{message}}',
    noDraft: 'The signed document did not come back. Please try again.',
    failed: 'Your signature could not be prepared. Please try again.',
  },
  // The review (ONB-035, ONB-043).
  review: {
    contractHeading: 'Review your signed contract',
    agreementHeading: 'Review your signed agreement',
    intro: 'Check the signed document below. If it is right, submit it; if not, sign again.',
    frameTitle: 'Your signed document',
    loading: 'Loading your signed document…',
    unavailable: 'Your signed document is not available right now. Please try again later.',
    signAgain: 'Sign again',
    submit: 'Submit',
    submitting: 'Submitting…',
    downloadPdf: 'Download the PDF',
    preparing: 'Preparing the pages of your signed document…',
    pageAlt: 'Page {{page}} of {{count}} of your signed document',
    pagesFailed: 'The pages of your signed document cannot be shown here. Download the PDF to read it.',
    error: 'Error: {{message}}',
  },
  // The download view.
  download: {
    contractHeading: 'Contract sent',
    agreementHeading: 'Agreement sent',
    contractSent: 'Thank you, your signed contract was sent for review.',
    agreementSent: 'Thank you, your signed agreement was sent for review.',
    keep: 'Keep a copy of the signed document for your records. It is also listed on your Documents page.',
    keepNoDocuments: 'Download a copy of the signed document now and keep it for your records.',
    download: 'Download',
    downloading: 'Downloading…',
    done: 'Done',
  },
} as const;
