import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAccountWarnings } from '../../features/important/api/get-account-warnings';
import { useGlobalNotification } from '../../features/notices/api/get-global-notification';
import { associatedAccountsQuery, parseAssociatedAccounts, useAssociatedAccounts } from '../../features/session/api/get-associated-accounts';
import { useContractStatus } from '../../features/session/api/get-contract-status';
import { useServiceFlags } from '../../features/session/api/get-service-identification';
import { useUserNames } from '../../features/session/api/get-user-name';
import { postActiveUser } from '../../features/session/api/post-active-user';
import { performLogout } from '../../features/session/logout';
import { markLoggedIn, scheduleJob } from '../../features/session/logout-state';
import { AccountContext, type AccountContextValue } from '../../lib/account';
import { bootstrapSession, classifyStartupError, startTokenRenewal } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { buildLoginUrl, resetRedirectCount } from '../../lib/identity/login-redirect';
import { notify } from '../../lib/notify';
import { getSessionValues, updateSessionValues, useSessionValues } from '../../lib/session-values';
import { isFlagSet, storageKeys, subscribeFlags } from '../../lib/storage';
import { appConfig } from '../config/app-config';
import { landingPath } from '../landing/landing-rules';
import { prefetchFirstPageData } from '../page-prefetch';
import { buildMenu } from '../menu/menu-rules';
import { ShellContext, type ShellContextValue } from './shell-context';
import { StartupLoading, StartupNetworkError, StartupProductError } from './startup-screens';
import { useSwitchAccount } from './use-switch-account';

/** No VIP accounts (before the associated accounts are in). */
const noVip: Record<number, boolean> = {};

/** Shows the start-up error state of an error: network, product, or back to loading. */
function StartupError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const queryClient = useQueryClient();
  const kind = classifyStartupError(error);
  useEffect(() => {
    if (kind !== 'other') return;
    const id = setTimeout(onRetry, 1_000); // third kind: back to loading and try again
    return () => clearTimeout(id);
  }, [kind, onRetry]);
  if (kind === 'network') return <StartupNetworkError onRetry={onRetry} />;
  if (kind === 'product') {
    const logout = async () => {
      await performLogout(queryClient);
      browser.assign(buildLoginUrl({ count: 0, path: '/' }));
    };
    return <StartupProductError error={error} onLogout={() => void logout()} />;
  }
  return <StartupLoading />;
}

/** The session's token, made sure of once per page load (pi, stored token, SSO cookie, or the identity login). */
export const sessionBootstrapQuery = () =>
  queryOptions({
    queryKey: ['session', 'bootstrap'],
    queryFn: async ({ client }) => {
      const { accounts } = await bootstrapSession();
      // A new session's token came with the login's accounts: the accounts' query has its answer
      // without asking (an answer it cannot read is left for that query to ask again).
      if (accounts) {
        try {
          client.setQueryData(associatedAccountsQuery().queryKey, parseAssociatedAccounts(accounts));
        } catch {
          // The accounts' query asks the server itself and shows what went wrong.
        }
      }
      return true;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The active account: the session's, while the login still has it, else the first (PLAT-028). */
export function activeAccountOf(ids: readonly number[], sessionUser: number | null): number {
  return sessionUser !== null && ids.includes(sessionUser) ? sessionUser : ids[0]!;
}

/**
 * Writes the active account, the login's e-mail and the account's VIP mark into the session
 * values when they differ (PLAT-028, PLAT-192). The early reads do it as the accounts arrive, so
 * the shell's first draw does not draw again for it; the start-up gate keeps it in line after.
 */
export function alignSessionValues(accounts: { email: string; vip: Record<number, boolean> }, active: number): void {
  const s = getSessionValues();
  const isVip = accounts.vip[active] === true;
  if (s.user !== active || s.email !== accounts.email || s.isVip !== isVip) {
    updateSessionValues({ user: active, email: accounts.email, isVip });
  }
}

/** Writes the active account's pre-install flag into the session values when it differs (PLAT-192). */
export function alignPreinstall(flags: { hasPreinstall: boolean }): void {
  if (getSessionValues().hasPreinstall !== flags.hasPreinstall) updateSessionValues({ hasPreinstall: flags.hasPreinstall });
}

/**
 * Makes sure the tab holds a session token before anything under it renders (pi, stored token,
 * SSO cookie, or the identity login), then renews it every 15 minutes.
 */
export function TokenGate() {
  const q = useQuery(sessionBootstrapQuery());
  const ready = q.data === true;
  useEffect(() => {
    if (!ready) return;
    markLoggedIn();
    // A scheduled job of the session: a logout cancels it (PLAT-144).
    return scheduleJob('tokenRenewal', startTokenRenewal((message) => notify({ severity: 'error', message, session: true })));
  }, [ready]);
  if (q.error) return <StartupError error={q.error} onRetry={() => void q.refetch()} />;
  if (!ready) return <StartupLoading />;
  return <Outlet />;
}

/** The account each start (query client) last told the server is the active one. */
const toldActive = new WeakMap<QueryClient, number>();

/**
 * Tells the server which account is active (POST me.1/activeuser), unless this start already
 * told it that one: the early reads tell it as soon as the accounts are known, the start-up gate
 * at its first draw and on every switch. A failure is not shown (the next switch tells it again).
 */
export function tellActiveUser(queryClient: QueryClient, user: number): void {
  if (toldActive.get(queryClient) === user) return;
  toldActive.set(queryClient, user);
  postActiveUser(user).catch(() => {});
}

/**
 * The app start-up (PLAT-027/028): associated accounts → names → the active account's flags,
 * contract and warnings → menu → the shell. Provides AccountContext (lib/account: the account and
 * the switch, for features) and ShellContext (the menu and the landing page) to everything under it.
 */
export function StartupGate() {
  const session = useSessionValues();
  const accountsQ = useAssociatedAccounts();
  const accounts = accountsQ.data;
  const ids = useMemo(() => accounts?.ids ?? [], [accounts]);
  const active = accounts ? activeAccountOf(ids, session.user) : null;

  // Keep the session values in line with the server's answer (PLAT-028, PLAT-192).
  useEffect(() => {
    if (accounts && active !== null) alignSessionValues(accounts, active);
  }, [accounts, active]);

  // Tell the server which contact is active: once at start (the early reads may have), then on every switch.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (active !== null) tellActiveUser(queryClient, active);
  }, [active, queryClient]);

  // The page of the address starts its first reads as soon as the active account is known, beside
  // the flags, contract and warnings, rather than once the shell has rendered it — unless the
  // early reads (early-reads.ts) already did.
  const { pathname } = useLocation();
  useEffect(() => {
    if (active !== null) prefetchFirstPageData(pathname, queryClient, active);
  }, [active, queryClient, pathname]);

  const names = useUserNames(ids);
  const flagsQ = useServiceFlags(active);
  const contractQ = useContractStatus(active);
  const warningsQ = useAccountWarnings(accountsQ.isSuccess);
  // The shell's first draw waits for the global notification's first answer (or failure) too: a
  // banner arriving after the page would push the whole page down under the reader's eyes.
  // Once answered or failed it stays settled (a failed read is retried as the banner mounts).
  const notice = useGlobalNotification();
  const noticeSettled = notice.dataUpdatedAt > 0 || notice.errorUpdatedAt > 0;

  const flags = flagsQ.data;
  const contract = contractQ.data;
  const warnings = warningsQ.data;
  // Followed live: once the offer page clears it, the landing page is the usual one again.
  const offerFlag = useSyncExternalStore(subscribeFlags, () => isFlagSet(storageKeys.offerFlag));

  // The active account's pre-install flag is a session value too (PLAT-192).
  useEffect(() => {
    if (flags) alignPreinstall(flags);
  }, [flags]);
  const switchAccount = useSwitchAccount(accounts?.vip ?? noVip);
  const value = useMemo<AccountContextValue | null>(() => {
    if (!accounts || active === null || !flags || !contract || !warnings || names.isPending) return null;
    return {
      accountIds: ids,
      names: names.names,
      vip: accounts.vip,
      email: accounts.email,
      activeUser: active,
      flags,
      contract,
      warnings,
      hasWarning: warnings.length > 0,
      switchAccount,
    };
  }, [accounts, active, ids, flags, contract, warnings, names, switchAccount]);
  // The shell's own part: the menu and the landing page of the active account.
  const shell = useMemo<ShellContextValue | null>(() => {
    if (!value) return null;
    const { flags: f, contract: c, hasWarning } = value;
    return {
      menu: buildMenu({ flags: f, contract: c, hasWarning, userId: value.activeUser }, appConfig),
      landing: landingPath({ flags: f, contract: c, hasWarning, offerFlag }),
    };
  }, [value, offerFlag]);

  // The shell's first draw (and the page's in it) is deferred: React renders it in slices that let
  // the browser paint and answer input between them, rather than in one long task as the last
  // start-up read arrives. Later changes (a switch, a refresh) show at once, as before.
  const ready = useMemo(() => (value && shell && noticeSettled ? { value, shell } : null), [value, shell, noticeSettled]);
  // null while the deferred copy still lags behind the first ready value; else the current one.
  const shown = useDeferredValue(ready) && ready;

  const started = value !== null;
  useEffect(() => {
    if (started) resetRedirectCount();
  }, [started]);

  const error =
    (accountsQ.data === undefined ? accountsQ.error : null) ??
    names.error ??
    (flagsQ.data === undefined ? flagsQ.error : null) ??
    (contractQ.data === undefined ? contractQ.error : null) ??
    (warningsQ.data === undefined ? warningsQ.error : null);

  if (error) {
    const retry = () => {
      void accountsQ.refetch();
      void flagsQ.refetch();
      void contractQ.refetch();
      void warningsQ.refetch();
    };
    return <StartupError error={error} onRetry={retry} />;
  }
  if (!shown) return <StartupLoading />;
  return (
    <AccountContext.Provider value={shown.value}>
      <ShellContext.Provider value={shown.shell}>
        <Outlet />
      </ShellContext.Provider>
    </AccountContext.Provider>
  );
}
