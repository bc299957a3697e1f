import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { postActiveUser } from '../../features/session/api/post-active-user';
import type { SwitchAccount } from '../../lib/account';
import { updateSessionValues } from '../../lib/session-values';
import { afterSwitchRedirect } from '../landing/landing-rules';

/**
 * The account switch the app provides to the shell's selector and to features
 * (AccountContextValue.switchAccount, PLAT-036, PLAT-060…062, NET-002). The session values name
 * the new account — the start-up gate follows them and tells the server — and the app goes where
 * afterSwitchRedirect leads: from the current page, or, with an action, as from /user/change with
 * that action, after the server has accepted the switch. Stable across renders.
 */
export function useSwitchAccount(vip: Record<number, boolean>): SwitchAccount {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location, vip });
  useLayoutEffect(() => {
    latest.current = { navigate, location, vip };
  });
  return useCallback(async (user, action) => {
    if (action !== undefined) await postActiveUser(user);
    const { navigate: go, location: here, vip: vipOf } = latest.current;
    updateSessionValues({ user, isVip: vipOf[user] === true });
    const next = action !== undefined ? afterSwitchRedirect('/user/change', { action }) : afterSwitchRedirect(here.pathname, here.state);
    void go(next.to, next.state ? { state: next.state } : undefined);
  }, []);
}
