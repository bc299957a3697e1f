/**
 * Targets: the resource paths of the single API endpoint (api.md "Targets").
 * `segment ("/" segment)*`, a segment being `name` or `name.id`.
 */
import { getSessionValues } from './session-values';

const NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ID_RE = /^[A-Za-z0-9_-]+$/;

/** One parsed segment of a target. */
export interface TargetSegment {
  name: string;
  id?: string;
}

/** Parses a target into segments; throws on a malformed one. */
export function parseTarget(target: string): TargetSegment[] {
  if (target.length === 0) throw new Error('empty target');
  return target.split('/').map((raw) => {
    const dot = raw.indexOf('.');
    const name = dot < 0 ? raw : raw.slice(0, dot);
    const id = dot < 0 ? undefined : raw.slice(dot + 1);
    if (!NAME_RE.test(name)) throw new Error(`bad target segment "${raw}"`);
    if (id !== undefined && !ID_RE.test(id)) throw new Error(`bad target id in "${raw}"`);
    return id === undefined ? { name } : { name, id };
  });
}

/** True when target is well formed. */
export function isValidTarget(target: string): boolean {
  try {
    parseTarget(target);
    return true;
  } catch {
    return false;
  }
}

/** Extra query parameters of a call (hardRefresh=true, …). */
export type TargetParams = Record<string, string | number | boolean>;

/** `user.session`'s id (api.md "Targets"): the session's active account. */
const SESSION_ID = 'session';

/** The active account's id for a key; 'session' until an account is active. */
function activeUserId(): string {
  return String(getSessionValues().user ?? SESSION_ID);
}

/**
 * The TanStack Query key of a target: its parts, names and ids as separate items, then the
 * extra parameters if any. 'user.1001/serviceemail.5' → ['user','1001','serviceemail','5'],
 * so invalidating ['user','1001','serviceemail'] refreshes the list and each item.
 *
 * Keys are canonical: `user.session` is the active account (lib/session-values' `user`, read
 * when the key is built), so 'user.session/slowdown' is keyed ['user','1001','slowdown'] like
 * 'user.1001/slowdown' while 1001 is active, and one invalidation reaches both. Before any
 * account is active the key keeps 'session'.
 */
export function targetQueryKey(target: string, params?: TargetParams): readonly unknown[] {
  const parts: unknown[] = [];
  for (const seg of target.split('/')) {
    const dot = seg.indexOf('.');
    if (dot < 0) {
      parts.push(seg);
      continue;
    }
    const name = seg.slice(0, dot);
    const id = seg.slice(dot + 1);
    parts.push(name, name === 'user' && id === SESSION_ID ? activeUserId() : id);
  }
  if (params && Object.keys(params).length > 0) parts.push(params);
  return parts;
}

/**
 * The subtree a write touched: the written resource without its own id, so a POST to
 * 'user.1001/serviceemail.5' refreshes every read under ['user','1001','serviceemail'].
 * Canonical like targetQueryKey: a write to 'user.session/…' invalidates the active account's key.
 */
export function invalidationKey(target: string): readonly unknown[] {
  const segs = target.split('/');
  const last = segs[segs.length - 1] ?? '';
  const dot = last.indexOf('.');
  const trimmed = [...segs.slice(0, -1), dot < 0 ? last : last.slice(0, dot)].join('/');
  return targetQueryKey(trimmed);
}

/** The resource kind of a target, ids dropped: 'user.1001/serviceemail.5' → 'user/serviceemail'. */
export function targetKind(target: string): string {
  return target
    .split('/')
    .map((s) => (s.includes('.') ? s.slice(0, s.indexOf('.')) : s))
    .join('/');
}

/** 'user.{id}' or 'user.{id}/path'. */
export function userTarget(userId: number | string, path?: string): string {
  return path ? `user.${userId}/${path}` : `user.${userId}`;
}

/** 'me.1/path': the logged-in identity's resources. */
export function meTarget(path: string): string {
  return `me.1/${path}`;
}
