import { useState } from 'react';
import { useNavigate } from 'react-router';
import { afterSwitchRedirect, type ChangeAction } from '../../app/landing/landing-rules';
import { useAccount } from '../../app/startup/account-context';
import { postActiveUser } from '../session/api/post-active-user';
import { updateSessionValues } from '../../lib/session-values';

/** The page each warning action opens, for the active account. */
const PATHS: Record<ChangeAction, string> = {
  upgrade: '/user/package',
  unlimited: '/user/package',
  advancedsettings: '/user/advancedsettings',
};

/**
 * Opens the page of a warning's action (hit-cap: Unlimited mode or upgrade; not registered:
 * manual registration) for the account the warning is about (NET-002). For the active account it
 * navigates with the action in the navigation state; for another account of the login it first
 * switches the way the account selector does — the server is told (POST me.1/activeuser), then
 * the session values name the new account — and goes where a switch from /user/change with that
 * action leads (afterSwitchRedirect).
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
      await postActiveUser(user);
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
      setPending(false);
      return;
    }
    updateSessionValues({ user, isVip: account.vip[user] === true });
    const next = afterSwitchRedirect('/user/change', { action });
    void navigate(next.to, next.state ? { state: next.state } : undefined);
    setPending(false);
  };

  return { act, pending, error };
}
