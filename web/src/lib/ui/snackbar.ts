/**
 * How long snackbars stay (PLAT-127): the app's notices and the account-warning snackbar of
 * features/notices use the same delay.
 */

/** Auto-hide delay of snackbars (PLAT-127). */
export const SNACKBAR_MS = 10_000;

/**
 * How long a shown notice stays once a newer one is waiting (docs/decisions.md): the answer to
 * the subscriber's latest action must not wait behind 10 s of an earlier one.
 */
export const SNACKBAR_GIVE_WAY_MS = 3_000;
