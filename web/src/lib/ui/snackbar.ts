/**
 * How long snackbars stay (PLAT-127): the app's notices and the account-warning snackbar of
 * features/notices use the same delay.
 */

/** Auto-hide delay of snackbars (PLAT-127). */
export const SNACKBAR_MS = 10_000;
