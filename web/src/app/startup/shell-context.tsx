/**
 * What only the app's shell needs of the active account: its menu and its landing page. Features
 * get the account itself from lib/account (useAccount) and never see the menu.
 */
import { createContext, useContext } from 'react';
import type { MenuModel } from '../../lib/routes';

/** The active account's menu and landing page. */
export interface ShellContextValue {
  menu: MenuModel;
  /** The landing path of the active account (relative to /ui). */
  landing: string;
}

/** Provided by the start-up gate next to AccountContext. */
export const ShellContext = createContext<ShellContextValue | null>(null);

/** The active account's menu and landing page; only inside the start-up gate. */
export function useShell(): ShellContextValue {
  const v = useContext(ShellContext);
  if (!v) throw new Error('useShell outside the start-up gate');
  return v;
}
