import { createContext, useContext } from 'react';
import type { AccountWarning } from '../../features/important/api/get-account-warnings';
import type { ContractStatus, MenuModel, ServiceFlags } from '../menu/menu-rules';

/** What the shell and the pages know about the logged-in identity and its active account. */
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
  menu: MenuModel;
  /** The landing path of the active account (relative to /ui). */
  landing: string;
}

export const AccountContext = createContext<AccountContextValue | null>(null);

/** The active account; only inside the start-up gate. */
export function useAccount(): AccountContextValue {
  const v = useContext(AccountContext);
  if (!v) throw new Error('useAccount outside the start-up gate');
  return v;
}
