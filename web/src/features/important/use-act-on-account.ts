import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccount, type ChangeAction } from '../../lib/account';

/** The page each warning action opens, for the active account. */
const PATHS: Record<ChangeAction, string> = {
  upgrade: '/user/package',
  unlimited: '/user/package',
  advancedsettings: '/user/advancedsettings',
};

/**
 * Opens the page of a warning's action (hit-cap: Unlimited mode or upgrade; not registered:
 * manual registration) for the account the warning is about (NET-002). For the active account it
 * navigates with the action in the navigation state; for another account of the login the app
 * switches first (useAccount().switchAccount with the action: the server is told, then the session
 * values name the new account) and goes where a switch from /user/change with that action leads.
 */
export function useActOnAccount() {
  const navigate = useNavigate();
  const account = useAccount();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const act = async (user: number | null, action: ChangeAction) => {
    setError(null);
    if (user === null || user === account.activeUser || !account.accountIds.includes(user)) {
      void navigate(PATHS[action], { state: { action } });
      return;
    }
    setPending(true);
    try {
      await account.switchAccount(user, action);
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
      setPending(false);
      return;
    }
    setPending(false);
  };

  return { act, pending, error };
}
