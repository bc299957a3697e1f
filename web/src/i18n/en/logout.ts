/** The logout page: part of the English catalog (see ../en.ts), loaded with the pages that show it. */
export const logoutMessages = {
  question: 'Do you really want to logout?',
  confirm: 'Yes, log me out',
  decline: 'No, take me back',
  heading: 'Logout',
  done: 'You have been logged out.',
  login: 'Login',
  working: 'Logging out…',
} as const;
