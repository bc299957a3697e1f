/** The device registration page: part of the English catalog (see ../en.ts), loaded with the pages that show it. */
// First-device registration page (PLAT-131…139).
export const registerMessages = {
  heading: 'Register your device',
  loading: 'Registering your device…',
  failed:
    'Register failed. Please contact {{provider}}. Toll Free Number: {{phone}} / Email: {{email}} / Address: {{address}}',
  errorDefault:
    'Error in register. Please contact {{provider}}. Toll Free Number: {{phone}} / Email: {{email}} / Address: {{address}}',
  waiting: 'Please wait while we automatically setup your connection.',
  goToAccount: 'Click here to go to your account',
} as const;
