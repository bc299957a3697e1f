/**
 * Browser storage in one place. The session token and the login-redirect count live in
 * sessionStorage (one tab, gone when it closes); the client's session values and the one-time
 * flags live in localStorage (platform spec §3, PLAT-194).
 */
/** The start of every wizard key (storageKeys.wizard), to forget them all at logout. */
export const wizardKeyPrefix = 'wizard:';

export const storageKeys = {
  /** Session token (sessionStorage). */
  token: 'JRR',
  /** Login redirects made in a row (sessionStorage), reset after a successful start. */
  redirectCount: 'loginRedirectCount',
  /** Client session values: active user, e-mail, … (localStorage). */
  session: 'session',
  hamburgerTooltip: 'hamburgerTooltip',
  accountsTooltip: 'accountsTooltip',
  acceptedFwdDialog: 'acceptedFwdDialog',
  offerFlag: 'of',
  editnamesTooltip: 'editnamesTooltip',
  /** The subscriber's language choice, 'en' or 'fr' (localStorage; a logout keeps it, like the flags). */
  language: 'language',
  globalNotification: (id: string | number) => `globalNotification${id}`,
  /** An account this browser saw in pre-install, until "You're all set" is shown (localStorage). */
  seenInPreinstall: (user: number) => `seenInPreinstall${user}`,
  /**
   * What was typed in a wizard (sessionStorage: this tab only), kept across Back and a reload until
   * it finishes or is cancelled; scoped by the login and the account, so another login on the same
   * browser never sees it (lib/wizard).
   */
  wizard: (login: string, account: number, id: string) => `${wizardKeyPrefix}${encodeURIComponent(login.trim().toLowerCase())}:${account}:${id}`,
} as const;


type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as empty
  }
}

/** Reads a string, or null when unset or storage is unavailable. */
export function readItem(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a string; storage failures are ignored. */
export function writeItem(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    /* quota or disabled storage: nothing useful to do */
  }
}

/** Removes a key; storage failures are ignored. */
export function removeItem(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* ignore */
  }
}

/** Removes every key that starts with prefix; storage failures are ignored. */
export function removeItemsWithPrefix(kind: Area, prefix: string): void {
  try {
    const store = area(kind);
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
  } catch {
    /* ignore */
  }
}

/** True when a one-time flag (e.g. hamburgerTooltip) has been set. */
export function isFlagSet(key: string): boolean {
  const v = readItem('local', key);
  return v !== null && v !== '' && v !== 'false' && v !== '0';
}

const flagListeners = new Set<() => void>();

/**
 * Calls back when a flag is set or cleared in this tab (or, through the storage event, in
 * another), so what depends on a flag — the landing page on 'of' — follows it without a reload.
 * Returns the unsubscribe function (the shape useSyncExternalStore expects).
 */
export function subscribeFlags(listener: () => void): () => void {
  flagListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    flagListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Sets a one-time flag. */
export function setFlag(key: string): void {
  writeItem('local', key, 'true');
  flagListeners.forEach((l) => l());
}

/** Clears a flag. */
export function clearFlag(key: string): void {
  removeItem('local', key);
  flagListeners.forEach((l) => l());
}
