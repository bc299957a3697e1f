/** The Change Password page: part of the English catalog (see ../en.ts), loaded with the pages that show it. */
// Change Password page (decisions §24).
export const changePasswordMessages = {
  changing: 'You are changing the password of {{email}}',
  explain:
    'You will choose your new password on our secure sign-in page. Afterwards you sign in again with the new password on every device.',
  button: 'Change password',
} as const;
