/** The 'Send us a feedback' dialog of the error page: part of the English catalog (see ../en.ts), loaded with the pages that show it. */
// 'Send us a feedback' dialog of the error page (PLAT-125).
export const feedbackMessages = {
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
} as const;
