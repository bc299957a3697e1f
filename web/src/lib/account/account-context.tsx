/**
 * What features know about the logged-in identity and its active account, and the account
 * actions the app performs for them. The app provides it (StartupGate, once the start-up reads
 * are in); features read it with useAccount() and never import the app.
 */
import { createContext, useContext } from 'react';
import type { AccountWarning } from './account-warning';
import type { ContractStatus } from './contract-status';
import type { ServiceFlags } from './service-flags';

/** Actions a page can be opened with after an account switch, as from /user/change (NET-078). */
export type ChangeAction = 'upgrade' | 'unlimited' | 'advancedsettings';

/**
 * Makes `user` the active account (PLAT-036, PLAT-060…062). Without an action it switches the
 * way the account selector does and goes where a switch from the current page leads; with one
 * (a warning's action for another account, NET-002) it first tells the server (POST
 * me.1/activeuser) — rejecting, with nothing switched, when that fails — and then opens the
 * action's page as a switch from /user/change with that action would.
 */
export type SwitchAccount = (user: number, action?: ChangeAction) => Promise<void>;

/** The logged-in identity and its active account. */
export interface AccountContextValue {
  /** Associated contact ids, sorted. */
  accountIds: number[];
  /** Display name per contact id. */
  names: Record<number, string>;
  /** isVip per contact id. */
  vip: Record<number, boolean>;
  /** The login e-mail ('Logged as'). */
  email: string;
  /** The active contact id. */
  activeUser: number;
  flags: ServiceFlags;
  contract: ContractStatus;
  warnings: AccountWarning[];
  hasWarning: boolean;
  switchAccount: SwitchAccount;
}

/** Provided by the app's start-up gate. */
export const AccountContext = createContext<AccountContextValue | null>(null);

/** The active account; only inside the start-up gate. */
export function useAccount(): AccountContextValue {
  const v = useContext(AccountContext);
  if (!v) throw new Error('useAccount outside the start-up gate');
  return v;
}
