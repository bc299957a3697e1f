/**
 * Uploads with progress (api.md "Uploads"; PAY-033 void cheques, next identity documents and
 * signatures): POST /api?target=T&docpost=t with a multipart/form-data body, the file in the field
 * `file`. The API client's fetch cannot report how much of a body has gone, so this sends with
 * XMLHttpRequest — with exactly what the client sends (the session token header, Accept and
 * Accept-Language, the schema version) and its answer read by the client's own status rules
 * (handleApiResponse: 450 → ProductError with the server's message, 401/432 → the login, 433–435 →
 * false, 404, 500…). A transport failure is a NetworkError, like the client's; an abort rejects
 * with an AbortError, like fetch.
 */
import { translate } from '../../i18n/i18n';
import {
  buildApiUrl,
  handleApiResponse,
  languageHeaders,
  NetworkError,
  setToken,
  waitForToken,
  type ApiAnswer,
  type ApiResult,
} from '../api-client';
import type { TargetParams } from '../target';

/** How far an upload's body has gone. */
export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The body's size (the file and the multipart framing); 0 when the browser does not know it. */
  total: number;
  /** 0…100, whole numbers; 100 once the body is sent (the answer may still be on its way). */
  percent: number;
}

/** Options of one upload. */
export interface UploadOptions {
  /** Extra query parameters; docpost=t is always added. */
  params?: TargetParams;
  /** Text fields sent before the file (term, agreement …). */
  fields?: Record<string, string>;
  /** The file's field: 'file' unless a resource says otherwise. */
  fileField?: string;
  /** The file name sent with a Blob that is not a File ('upload.jpg' by default). */
  fileName?: string;
  /** Called as the body goes: first with 0, at the end with 100. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The header carrying the session token (api.md), as the API client sends it. */
const TOKEN_HEADER = 'x-omicron';

/** A percentage of loaded over total, 0…100 (0 when the total is unknown). */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

function abortError(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError');
}

/** The multipart body: the text fields, then the file. */
export function uploadForm(file: Blob, opts: Pick<UploadOptions, 'fields' | 'fileField' | 'fileName'> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  const name = file instanceof File && file.name ? file.name : (opts.fileName ?? 'upload.jpg');
  form.append(opts.fileField ?? 'file', file, name);
  return form;
}

/**
 * POSTs a file to target as a multipart upload (docpost=t), reporting progress. Resolves with the
 * answer, or false for 433–435 (like apiPostDocument); rejects with the API client's errors.
 */
export async function uploadDocument<T = ApiAnswer>(target: string, file: Blob, opts: UploadOptions = {}): Promise<ApiResult<T>> {
  const { signal, onProgress } = opts;
  const token = await waitForToken(signal);
  if (signal?.aborted) throw abortError(signal);
  const url = buildApiUrl(target, { ...opts.params, docpost: 't' });
  const body = uploadForm(file, opts);

  const response = await new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url, true);
    xhr.setRequestHeader(TOKEN_HEADER, token);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [k, v] of Object.entries(languageHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      const total = e.lengthComputable ? e.total : 0;
      onProgress?.({ loaded: e.loaded, total, percent: percentOf(e.loaded, total) });
    };
    xhr.upload.onload = () => {
      onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
    };
    xhr.onload = () => {
      done();
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new NetworkError(translate('startup.networkError')));
        return;
      }
      const contentType = xhr.getResponseHeader('Content-Type') ?? 'application/json';
      resolve(new Response(xhr.responseText, { status: xhr.status, headers: { 'Content-Type': contentType } }));
    };
    xhr.onerror = () => {
      done();
      reject(new NetworkError(translate('startup.networkError')));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(abortError(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    onProgress?.({ loaded: 0, total: file.size, percent: 0 });
    xhr.send(body);
  });

  const answer = await handleApiResponse<T>(response);
  // A POST's answer may carry a renewed token (PLAT-083), as the client's call() reads it.
  if (answer !== false && typeof answer === 'object' && answer !== null) {
    const jrr = (answer as ApiAnswer).JRR;
    if (typeof jrr === 'string' && jrr.length > 0) setToken(jrr);
  }
  return answer;
}
