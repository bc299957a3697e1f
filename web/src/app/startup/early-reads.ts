/**
 * The start-up's reads, begun as soon as the app's code runs rather than as its gates render:
 * on a first visit each gate would otherwise wait for the previous one's render before asking
 * (token → accounts → flags, contract, warnings, the notice, names and the page's reads), a round trip and a
 * render apiece. Each read is the gate's own query, so the gates find it answered or in flight;
 * a failure is left to the gate that shows it (TokenGate, StartupGate). The page's own first reads
 * start beside the active account's flags (page-prefetch.ts); the global notice and the warnings,
 * which are the login's and not an account's, beside the accounts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { accountWarningsQuery } from '../../features/important/api/get-account-warnings';
import { globalNotificationQuery } from '../../features/notices/api/get-global-notification';
import { associatedAccountsQuery } from '../../features/session/api/get-associated-accounts';
import { contractStatusQuery } from '../../features/session/api/get-contract-status';
import { serviceFlagsQuery } from '../../features/session/api/get-service-identification';
import { userNameQuery } from '../../features/session/api/get-user-name';
import { nextTask } from '../../lib/next-task';
import { getSessionValues } from '../../lib/session-values';
import { prefetchFirstPageData } from '../page-prefetch';
import { activeAccountOf, alignPreinstall, alignSessionValues, sessionBootstrapQuery, tellActiveUser } from './session-gates';

/**
 * Starts the reads of a start behind the session gates at a router path (/user/…): the token
 * (which may leave for the identity login); then the associated accounts beside the notice and the
 * warnings; then the page's first reads and the active account's flags and contract; a task later
 * (each request costs the main thread about a millisecond, and a phone several), the accounts'
 * names and telling the server the active account. Resolves once all are settled; never rejects.
 */
export async function startSessionReads(queryClient: QueryClient, routerPath: string): Promise<void> {
  try {
    await queryClient.fetchQuery(sessionBootstrapQuery());
    const loginReads = [queryClient.prefetchQuery(accountWarningsQuery()), queryClient.prefetchQuery(globalNotificationQuery())];
    // Most often the token's answer brought them (sessionBootstrapQuery).
    const accounts = await queryClient.ensureQueryData(associatedAccountsQuery());
    const active = activeAccountOf(accounts.ids, getSessionValues().user);
    // The session values the start-up gate keeps in line are set before its first draw, which
    // would otherwise draw the whole shell again at once for them.
    alignSessionValues(accounts, active);
    prefetchFirstPageData(routerPath, queryClient, active);
    const accountReads = [queryClient.prefetchQuery(serviceFlagsQuery(active)), queryClient.prefetchQuery(contractStatusQuery(active))];
    await nextTask();
    tellActiveUser(queryClient, active);
    await Promise.all([...loginReads, ...accountReads, ...accounts.ids.map((id) => queryClient.prefetchQuery(userNameQuery(id)))]);
    const flags = queryClient.getQueryData(serviceFlagsQuery(active).queryKey);
    if (flags) alignPreinstall(flags);
  } catch {
    // The gates ask again and show what went wrong.
  }
}
