import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readItem, removeItem, removeItemsWithPrefix, storageKeys, wizardKeyPrefix, writeItem } from '../storage';

/** Whose wizard it is: the login (its e-mail) and the account it acts on. */
export interface WizardScope {
  login: string;
  account: number;
}

/** The search parameters of an open wizard: which one, and its step counted from 1. */
export const wizardParams = { wizard: 'wizard', step: 'step' } as const;

/** What a wizard's history entries carry: which wizard, and how many entries it has pushed up to this one. */
interface WizardEntry {
  wizard: string;
  depth: number;
}

function entryOf(state: unknown, id: string): WizardEntry | null {
  if (typeof state !== 'object' || state === null) return null;
  const { wizard, depth } = state as Partial<WizardEntry>;
  return wizard === id && typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? { wizard, depth } : null;
}

/** The values a wizard stored for this scope, or null. */
export function readWizardValues(scope: WizardScope, id: string): Record<string, unknown> | null {
  const raw = readItem('session', storageKeys.wizard(scope.login, scope.account, id));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Keeps a wizard's values for this scope (a form that is not a StepWizard keeps its own this way). */
export function writeWizardValues(scope: WizardScope, id: string, values: object): void {
  writeItem('session', storageKeys.wizard(scope.login, scope.account, id), JSON.stringify(values));
}

/** Forgets a wizard's values for this scope. */
export function clearWizardValues(scope: WizardScope, id: string): void {
  removeItem('session', storageKeys.wizard(scope.login, scope.account, id));
}

/** Forgets what every wizard kept (logout). */
export function clearAllWizardValues(): void {
  removeItemsWithPrefix('session', wizardKeyPrefix);
}

/** Stored values over the defaults, each kept only when it has the default's type (a stored value of another shape is ignored). */
function restore<T extends Record<string, unknown>>(defaults: T, stored: Record<string, unknown> | null): T {
  if (!stored) return defaults;
  const out: Record<string, unknown> = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = stored[name];
    if (value === undefined) continue;
    const sameType = fallback === null || value === null ? true : Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback;
    if (sameType) out[name] = value;
  }
  return out as T;
}

export interface Wizard<T> {
  /** The current history entry is this wizard's (?wizard=id). */
  open: boolean;
  /** The step the history entry names, from 0 (?step= counts from 1). */
  step: number;
  /** What was typed: restored from sessionStorage, kept there on every change. */
  values: T;
  setValues: (change: Partial<T> | ((prev: T) => T)) => void;
  /** Opens the wizard afresh on its first step (a new history entry), forgetting what an earlier one kept. */
  start: (initial?: Partial<T>) => void;
  /**
   * Moves to another step: forward is a new history entry (the browser's Back returns); one step
   * back is the browser's Back when the entry before is this wizard's previous step; otherwise (or
   * with replace) the entry is replaced.
   */
  goTo: (step: number, options?: { replace?: boolean }) => void;
  /** Finished or cancelled: forgets the values and leaves the wizard's history entries. */
  close: () => void;
}

/**
 * A wizard whose steps are history entries and whose values survive Back, Forward and a reload
 * (issue 28): the entry's search says which wizard is open and its step; the values live in
 * sessionStorage under the login and the account (never a card number or a password: a wizard
 * asking for one keeps it out of its values). Closing forgets them.
 */
export function useWizard<T extends Record<string, unknown>>(id: string, scope: WizardScope, defaults: T): Wizard<T> {
  const location = useLocation();
  const navigate = useNavigate();
  const { login, account } = scope;
  const [values, setState] = useState<T>(() => restore(defaults, readWizardValues({ login, account }, id)));
  // The entry a close left: until the navigation lands, the wizard is shown closed.
  const [closedKey, setClosedKey] = useState<string | null>(null);
  // Once the navigation has left that entry, Forward may bring it back open.
  if (closedKey !== null && location.key !== closedKey) setClosedKey(null);

  const params = new URLSearchParams(location.search);
  const open = params.get(wizardParams.wizard) === id && location.key !== closedKey;
  const named = Number(params.get(wizardParams.step));
  const step = open && Number.isInteger(named) && named >= 1 ? named - 1 : 0;
  const depth = open ? (entryOf(location.state, id)?.depth ?? 0) : 0;

  const search = useCallback(
    (to: number | null) => {
      const next = new URLSearchParams(location.search);
      if (to === null) {
        next.delete(wizardParams.wizard);
        next.delete(wizardParams.step);
      } else {
        next.set(wizardParams.wizard, id);
        next.set(wizardParams.step, String(to + 1));
      }
      const text = next.toString();
      return { pathname: location.pathname, search: text ? `?${text}` : '', hash: location.hash };
    },
    [location.search, location.pathname, location.hash, id],
  );

  const setValues = useCallback(
    (change: Partial<T> | ((prev: T) => T)) => {
      setState((prev) => {
        const next = typeof change === 'function' ? change(prev) : { ...prev, ...change };
        writeWizardValues({ login, account }, id, next);
        return next;
      });
    },
    [login, account, id],
  );

  const start = useCallback(
    (initial?: Partial<T>) => {
      const fresh = { ...defaults, ...initial };
      writeWizardValues({ login, account }, id, fresh);
      setState(fresh);
      setClosedKey(null);
      void navigate(search(0), { state: { wizard: id, depth: 1 } satisfies WizardEntry });
    },
    // defaults is the caller's literal: its content, not its identity, matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [login, account, id, navigate, search],
  );

  const goTo = useCallback(
    (to: number, options?: { replace?: boolean }) => {
      if (to === step || to < 0) return;
      if (!options?.replace && to === step - 1 && depth > 1) void navigate(-1);
      else if (!options?.replace && to > step) void navigate(search(to), { state: { wizard: id, depth: depth + 1 } satisfies WizardEntry });
      else void navigate(search(to), { replace: true, state: { wizard: id, depth: Math.max(depth, 1) } satisfies WizardEntry });
    },
    [step, depth, navigate, search, id],
  );

  const close = useCallback(() => {
    clearWizardValues({ login, account }, id);
    setState(defaults);
    setClosedKey(location.key);
    if (depth > 0) void navigate(-depth);
    else void navigate(search(null), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [login, account, id, location.key, depth, navigate, search]);

  return useMemo(() => ({ open, step, values, setValues, start, goTo, close }), [open, step, values, setValues, start, goTo, close]);
}
