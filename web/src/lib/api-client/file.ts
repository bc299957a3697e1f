/**
 * Answers of the endpoint read as they come, with the session header like every call (ACCT-034:
 * the token travels in `x-omicron`, never in a URL): a document's file (a PDF, a JPEG, or its PNG
 * preview, docs/billing-api.md "Documents"), saved under the server's file name, and the API
 * browser's raw answer. The status rules are the client's own (api-client.ts handleApiResponse,
 * platform spec §8), not a copy: 401/432 → identity login, 433–435 → false, 450 → the server's
 * message, 500, 404 and other statuses as for the JSON calls.
 */
import { translate } from '../../i18n/i18n';
import type { Language } from '../../i18n/language';
import type { TargetParams } from '../target';
import {
  API_PATH,
  LANGUAGE_HEADER,
  buildApiUrl,
  fetchOrNetworkError,
  handleApiResponse,
  languageHeaders,
  type ApiAnswer,
  type ApiResult,
} from './api-client';
import { HttpStatusError, ProductError } from './errors';
import { setToken, waitForToken } from './token-store';

/** The header carrying the session token (PLAT-070). */
export const SESSION_HEADER = 'x-omicron';

/** How long the object URL of a saved file lives: the browser has started the download by then. */
export const SAVE_URL_TTL_MS = 30_000;

/** Options of a raw request. */
export interface SessionFetchOptions {
  method?: 'GET' | 'POST';
  /** Accept header; JSON unless said otherwise. */
  accept?: string;
  /** A JSON body (POST), sent as application/json. */
  json?: unknown;
  /** The language to ask the server for; the app's language unless said (a cached per-language file). */
  language?: Language;
  signal?: AbortSignal;
}

/**
 * fetch on the endpoint with the session token, Accept and Accept-Language, once there is a token
 * (PLAT-079); a transport failure is a NetworkError, an abort stays an abort. The Response is the
 * caller's to read and to hand to the status rules.
 */
export async function sessionFetch(url: string, opts: SessionFetchOptions = {}): Promise<Response> {
  const token = await waitForToken(opts.signal);
  const headers: Record<string, string> = { [SESSION_HEADER]: token, Accept: opts.accept ?? 'application/json', ...languageHeaders() };
  if (opts.language) headers[LANGUAGE_HEADER] = opts.language;
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  return fetchOrNetworkError(url, { method: opts.method ?? 'GET', headers, body, signal: opts.signal, credentials: 'same-origin' });
}

/** A file the server answered. */
export interface ApiFile {
  blob: Blob;
  /** The server's name for it (Content-Disposition), else the caller's fallback. */
  fileName: string;
  /** 'application/pdf', 'image/png', … */
  contentType: string;
}

/** A media type that carries the endpoint's JSON envelope. */
function isJsonType(contentType: string): boolean {
  return /^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim());
}

/** A file name without any folder part, or null when nothing usable is left. */
function baseName(name: string): string | null {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = [...last].filter((c) => c >= ' ' && c !== '\u007f').join('').trim();
  return base && base !== '.' && base !== '..' ? base : null;
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` (RFC 8187) wins
 * over `filename="…"` and `filename=token`; folders are dropped. Null when there is none.
 */
export function fileNameOf(contentDisposition: string | null | undefined): string | null {
  if (!contentDisposition) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([\w!#$&+.^`|~-]*)'[^']*'([^;\s]+)/i.exec(contentDisposition);
  if (extended) {
    try {
      const name = baseName(decodeURIComponent(extended[2]!));
      if (name) return name;
    } catch {
      // a malformed escape: fall back to the plain parameter
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(contentDisposition);
  if (quoted) return baseName(quoted[1]!.replace(/\\(.)/g, '$1'));
  const token = /(?:^|;)\s*filename\s*=\s*([^;\s"]+)/i.exec(contentDisposition);
  if (token) return baseName(token[1]!);
  return null;
}

/** Options of a file read. */
export interface FileOptions {
  /** Extra query parameters (variant=thumbnail). */
  params?: TargetParams;
  /** The language the file is printed in (invoices, ACCT-033); the app's language by default. */
  language?: Language;
  /** The name to save under when the server gives none. */
  fallbackName?: string;
  signal?: AbortSignal;
}

/**
 * GET /api?target=T answered by a file itself (not the envelope): the file with its name and type,
 * or false when the status rules say so (433–435, 404). 401/432 go to the login and 450 throws the
 * server's message, exactly as for apiGet; a JSON envelope on 200 (a refusal worded by the server)
 * throws its message.
 */
export async function apiFile(target: string, opts: FileOptions = {}): Promise<ApiResult<ApiFile>> {
  const res = await sessionFetch(buildApiUrl(target, opts.params), { accept: '*/*', language: opts.language, signal: opts.signal });
  if (res.status !== 200) {
    if ((await handleApiResponse<ApiAnswer>(res)) === false) return false;
    throw new HttpStatusError(translate('errors.unknownHttp'), res.status); // only a 200 reaches here with a body
  }
  const contentType = res.headers.get('Content-Type') ?? '';
  if (isJsonType(contentType)) {
    const answer = await handleApiResponse<ApiAnswer>(res);
    const message = answer === false ? '' : answer.message;
    throw new ProductError(message || translate('errors.generic'), 200);
  }
  const blob = await res.blob();
  return {
    blob,
    fileName: fileNameOf(res.headers.get('Content-Disposition')) ?? opts.fallbackName ?? 'download',
    contentType: blob.type || contentType,
  };
}

/**
 * Saves a file the way a download link would: a temporary `<a download>` on an object URL,
 * clicked and removed; the URL is revoked once the browser has taken the file.
 */
export function saveFile(file: Pick<ApiFile, 'blob' | 'fileName'>): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  try {
    a.click();
  } finally {
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), SAVE_URL_TTL_MS);
  }
}

// ── The API browser's raw answer (MISC-011…013) ──

/** What the client's status rules make of an answer. */
export type RawOutcome =
  /** A body the app would read (200). */
  | { kind: 'answer' }
  /** 433–435 (and 404): failed silently, the call resolves false. */
  | { kind: 'silent' }
  /** What the rules throw: the server's message (450), 'Server error 500', the login redirect… */
  | { kind: 'error'; error: Error };

/** An answer as the server sent it, with what the client's rules make of it. */
export interface RawAnswer {
  status: number;
  contentType: string;
  /** Bytes of the body. */
  size: number;
  /** The body as text, when it is JSON or text; null for a binary body (a file). */
  text: string | null;
  /** The parsed JSON body; undefined when the body is not JSON. */
  json: unknown;
  /** Milliseconds from sending to the whole body read. */
  ms: number;
  outcome: RawOutcome;
}

/** What the API browser sends. */
export interface RawRequest {
  method: 'GET' | 'POST';
  target: string;
  /** The schema version to send (omitted when empty). */
  schema?: string;
  /** Extra query parameters. */
  params?: Iterable<[string, string]>;
  /** The POST's JSON body. */
  body?: unknown;
  signal?: AbortSignal;
}

/** /api?target=T[&schema=S][&extra…], with the schema given (not the one the app holds). */
function rawUrl(req: RawRequest): string {
  const q = new URLSearchParams();
  q.set('target', req.target);
  if (req.schema) q.set('schema', req.schema);
  for (const [k, v] of req.params ?? []) q.append(k, v);
  return `${API_PATH}?${q.toString()}`;
}

function isTextType(contentType: string): boolean {
  return isJsonType(contentType) || /^text\//i.test(contentType.trim()) || contentType.trim() === '';
}

/**
 * Sends a free GET or POST and keeps the whole answer (MISC-011). The status rules still apply,
 * on a copy of the answer: 401/432 lead to the login like any call, a POST's JRR replaces the
 * token (PLAT-083), and anything else (450, 500, error 1) is handed back to be shown — the
 * session is kept (MISC-013). A transport failure throws NetworkError.
 */
export async function apiRaw(req: RawRequest): Promise<RawAnswer> {
  const started = performance.now();
  const res = await sessionFetch(rawUrl(req), {
    method: req.method,
    accept: 'application/json, */*;q=0.5',
    json: req.method === 'POST' ? (req.body ?? {}) : undefined,
    signal: req.signal,
  });
  const contentType = res.headers.get('Content-Type') ?? '';
  const copy = res.clone();
  const bytes = await res.arrayBuffer();
  const ms = Math.max(0, Math.round(performance.now() - started));
  const text = isTextType(contentType) ? new TextDecoder().decode(bytes) : null;
  let json: unknown = undefined;
  if (text !== null && text.trim() !== '') {
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      json = undefined;
    }
  }
  let outcome: RawOutcome;
  if (res.status === 200 && json === undefined) {
    outcome = { kind: 'answer' }; // a file, or a body the rules have nothing to say about
  } else {
    try {
      outcome = (await handleApiResponse<ApiAnswer>(copy)) === false ? { kind: 'silent' } : { kind: 'answer' };
    } catch (error) {
      outcome = { kind: 'error', error: error instanceof Error ? error : new Error(String(error)) };
    }
  }
  const jrr = json !== null && typeof json === 'object' ? (json as ApiAnswer).JRR : undefined;
  if (req.method === 'POST' && res.status === 200 && typeof jrr === 'string' && jrr.length > 0) setToken(jrr);
  return { status: res.status, contentType, size: bytes.byteLength, text, json, ms, outcome };
}
