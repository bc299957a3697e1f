import { useSyncExternalStore } from 'react';

/**
 * The logout state (PLAT-144): whether a session is on (`logged`), whether a logout is under way
 * (`splashing`: the page shows its progress) and the jobs the session scheduled (`scheduledJobs`,
 * e.g. the token renewal) that a logout cancels.
 */
export interface LogoutState {
  logged: boolean;
  splashing: boolean;
  /** Names of the running jobs. */
  scheduledJobs: string[];
}

let state: LogoutState = { logged: false, splashing: false, scheduledJobs: [] };
const cancels = new Map<string, () => void>();
const listeners = new Set<() => void>();

function set(change: Partial<LogoutState>): void {
  state = { ...state, ...change };
  listeners.forEach((l) => l());
}

/** The current logout state. */
export function getLogoutState(): LogoutState {
  return state;
}

/** The session is on (the tab holds a token). */
export function markLoggedIn(): void {
  if (!state.logged) set({ logged: true });
}

/**
 * Registers a running job of the session under a name, with its cancel function; returns a
 * function that cancels and unregisters it (for effect clean-ups).
 */
export function scheduleJob(name: string, cancel: () => void): () => void {
  cancels.get(name)?.();
  cancels.set(name, cancel);
  set({ scheduledJobs: [...cancels.keys()] });
  return () => {
    if (cancels.get(name) !== cancel) return;
    cancels.delete(name);
    cancel();
    set({ scheduledJobs: [...cancels.keys()] });
  };
}

/** A logout starts: every scheduled job is cancelled and the progress is shown. */
export function beginLogout(): void {
  const running = [...cancels.values()];
  cancels.clear();
  running.forEach((c) => c());
  set({ splashing: true, scheduledJobs: [] });
}

/** A logout ended: no session any more. */
export function endLogout(): void {
  set({ logged: false, splashing: false });
}

/** Back to the start (tests). */
export function resetLogoutState(): void {
  cancels.clear();
  state = { logged: false, splashing: false, scheduledJobs: [] };
  listeners.forEach((l) => l());
}

/** React hook over the logout state. */
export function useLogoutState(): LogoutState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
