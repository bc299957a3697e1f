/**
 * The start-up's reads, begun as soon as the app's code runs rather than as its gates render:
 * on a first visit each gate would otherwise wait for the previous one's render before asking
 * (token → accounts → flags, contract, warnings, the notice, names and the page's reads), a round trip and a
 * render apiece. Each read is the gate's own query, so the gates find it answered or in flight;
 * a failure is left to the gate that shows it (TokenGate, StartupGate). The page's own first reads
 * start with StartupGate's first render, once the active account is known (page-prefetch.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { accountWarningsQuery } from '../../features/important/api/get-account-warnings';
import { globalNotificationQuery } from '../../features/notices/api/get-global-notification';
import { associatedAccountsQuery } from '../../features/session/api/get-associated-accounts';
import { contractStatusQuery } from '../../features/session/api/get-contract-status';
import { serviceFlagsQuery } from '../../features/session/api/get-service-identification';
import { userNameQuery } from '../../features/session/api/get-user-name';
import { getSessionValues } from '../../lib/session-values';
import { activeAccountOf, sessionBootstrapQuery } from './session-gates';

/**
 * Starts the reads of a start behind the session gates: the token (which may leave for the
 * identity login), then the associated accounts, then the active account's. Resolves once all
 * are settled; never rejects.
 */
export async function startSessionReads(queryClient: QueryClient): Promise<void> {
  try {
    await queryClient.fetchQuery(sessionBootstrapQuery());
    const accounts = await queryClient.fetchQuery(associatedAccountsQuery());
    const active = activeAccountOf(accounts.ids, getSessionValues().user);
    await Promise.all([
      queryClient.prefetchQuery(serviceFlagsQuery(active)),
      queryClient.prefetchQuery(contractStatusQuery(active)),
      queryClient.prefetchQuery(accountWarningsQuery()),
      queryClient.prefetchQuery(globalNotificationQuery()),
      ...accounts.ids.map((id) => queryClient.prefetchQuery(userNameQuery(id))),
    ]);
  } catch {
    // The gates ask again and show what went wrong.
  }
}
