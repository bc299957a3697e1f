import { currentLanguage, translate } from '../../i18n/i18n';
import { browser } from '../browser';
import { redirectToLogin } from '../identity/login-redirect';
import { targetKind, type TargetParams } from '../target';
import { HttpStatusError, NetworkError, ProductError } from './errors';
import { setToken, waitForToken } from './token-store';

/** The single API endpoint (api.md). */
export const API_PATH = '/api';

/** A schema descriptor as served with a resource (platform spec §3). */
export interface SchemaDescriptor {
  sVersion?: string | number;
  pk?: string;
  props?: Record<string, unknown>;
  httpGetParameters?: unknown;
  generalSchema?: unknown;
}

/** The envelope every answer of the endpoint shares; every field is optional (PLAT-088). */
export interface ApiAnswer<O = unknown, L = unknown> {
  error?: number;
  message?: string;
  success?: boolean;
  object?: O;
  list?: L[];
  zeroRows?: boolean;
  schema?: SchemaDescriptor;
  name?: string;
  pk?: string;
  JRR?: string;
}

/** A call's answer, or false when the server said 433/434/435 (failed silently, PLAT-093). */
export type ApiResult<T> = T | false;

/** Options of one call. */
export interface CallOptions {
  /** Extra query parameters appended after target and schema (hardRefresh=true, docpost=t…). */
  params?: TargetParams;
  signal?: AbortSignal;
  /**
   * The Idempotency-Key of a write that moves money (api.md): one per attempt (useIdempotencyKey),
   * so a double click or a retried request is done once by the server.
   */
  idempotencyKey?: string;
}

const schemaVersions = new Map<string, string>();

/** The schema version the app holds for a target's resource kind, if any. */
export function knownSchemaVersion(target: string): string | undefined {
  return schemaVersions.get(targetKind(target));
}

/** Forgets the schema versions (logout, tests). */
export function clearSchemaVersions(): void {
  schemaVersions.clear();
}

/** /api?target=T[&schema=V][&extra…] (PLAT-078, PLAT-082). */
export function buildApiUrl(target: string, params?: TargetParams): string {
  const q = new URLSearchParams();
  q.set('target', target);
  const v = knownSchemaVersion(target);
  if (v !== undefined) q.set('schema', v);
  for (const [k, val] of Object.entries(params ?? {})) q.set(k, String(val));
  return `${API_PATH}?${q.toString()}`;
}

async function readJson(res: Response): Promise<ApiAnswer | null> {
  try {
    return (await res.json()) as ApiAnswer;
  } catch {
    return null;
  }
}

export function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/**
 * Applies the status rules of platform spec §8 to an answer of the endpoint:
 * 200 → body; 401 and 432 → identity login; 433–435 → false; 450 → the server's message;
 * 500 → 'Server error 500'; 404 → alert 'Server error 404' and false; else 'Unknown API HTTP error'.
 */
export async function handleApiResponse<T>(res: Response): Promise<ApiResult<T>> {
  switch (res.status) {
    case 200: {
      const body = await readJson(res);
      if (body === null) throw new HttpStatusError(translate('errors.unknownHttp'), 200);
      return body as T;
    }
    case 401:
    case 432:
      return redirectToLogin();
    case 433:
    case 434:
    case 435:
      return false;
    case 450: {
      const body = await readJson(res);
      throw new ProductError(body?.message || translate('errors.generic'), 450);
    }
    case 500:
      throw new HttpStatusError(translate('errors.server500'), 500);
    case 404:
      browser.alert(translate('errors.server404'));
      return false;
    default:
      throw new HttpStatusError(translate('errors.unknownHttp'), res.status);
  }
}

/** The header that asks the server for its messages and descriptors in the app's language: exactly 'en' or 'fr'. */
export const LANGUAGE_HEADER = 'Accept-Language';

/** { 'Accept-Language': 'en' | 'fr' }: the app's language, for any call to the server (api.md "Language"). */
export function languageHeaders(): Record<string, string> {
  return { [LANGUAGE_HEADER]: currentLanguage() };
}

/** init with the app's Accept-Language added (unless the caller set one). */
export function withLanguage(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  if (!headers.has(LANGUAGE_HEADER)) headers.set(LANGUAGE_HEADER, currentLanguage());
  return { ...init, headers };
}

/**
 * Runs fetch with the app's Accept-Language, turning a transport failure into NetworkError (an
 * abort stays an abort). Every call of the app to the server goes through it or through call().
 */
export async function fetchOrNetworkError(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, withLanguage(init));
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new NetworkError(e instanceof Error ? e.message : String(e));
  }
}

async function call<T>(
  method: 'GET' | 'POST' | 'DELETE',
  target: string,
  body: unknown,
  opts: CallOptions,
): Promise<ApiResult<T>> {
  const token = await waitForToken(opts.signal);
  const headers: Record<string, string> = { 'x-omicron': token, Accept: 'application/json', ...languageHeaders() };
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetchOrNetworkError(buildApiUrl(target, opts.params), {
    method,
    headers,
    body: payload,
    signal: opts.signal,
    credentials: 'same-origin',
  });
  const answer = await handleApiResponse<T>(res);
  if (answer !== false && typeof answer === 'object' && answer !== null) {
    const a = answer as ApiAnswer;
    if (a.schema?.sVersion !== undefined) {
      schemaVersions.set(targetKind(target), String(a.schema.sVersion));
    }
    if (method === 'POST' && typeof a.JRR === 'string' && a.JRR.length > 0) setToken(a.JRR);
  }
  return answer;
}

/** GET /api?target=T: read a resource. */
export function apiGet<T = ApiAnswer>(target: string, opts: CallOptions = {}): Promise<ApiResult<T>> {
  return call<T>('GET', target, undefined, opts);
}

/** POST /api?target=T with a JSON body; a JRR in the answer replaces the token (PLAT-083). */
export function apiPost<T = ApiAnswer>(
  target: string,
  body: unknown,
  opts: CallOptions = {},
): Promise<ApiResult<T>> {
  return call<T>('POST', target, body ?? {}, opts);
}

/** POST /api?target=T&docpost=t with a multipart body (PLAT-085). */
export function apiPostDocument<T = ApiAnswer>(
  target: string,
  form: FormData,
  opts: CallOptions = {},
): Promise<ApiResult<T>> {
  return call<T>('POST', target, form, { ...opts, params: { ...opts.params, docpost: 't' } });
}

/** DELETE /api?target=T (PLAT-086). */
export function apiDelete<T = ApiAnswer>(target: string, opts: CallOptions = {}): Promise<ApiResult<T>> {
  return call<T>('DELETE', target, undefined, opts);
}
