import { translate } from '../../i18n/i18n';

/**
 * The errors the API client throws. Each carries a kind so a screen can decide what to show:
 * network (no connection), product (a message for the subscriber), http (a status the server
 * should not send) and redirecting (the browser is leaving for the identity login).
 */
export type ApiErrorKind = 'network' | 'product' | 'http' | 'redirecting' | 'unavailable';

/** Base class of every error of the API client. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  constructor(kind: ApiErrorKind, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
  }
}

/** The request never got an answer (offline, DNS, server down). */
export class NetworkError extends ApiError {
  constructor(message: string) {
    super('network', message);
    this.name = 'NetworkError';
  }
}

/** A failure the subscriber should read: 450 message, 'Too many redirects', bootstrap errors. */
export class ProductError extends ApiError {
  constructor(message: string, status?: number) {
    super('product', message, status);
    this.name = 'ProductError';
  }
}

/** An unexpected HTTP status: 'Server error 500', 'Server error 404', 'Unknown API HTTP error'. */
export class HttpStatusError extends ApiError {
  constructor(message: string, status: number) {
    super('http', message, status);
    this.name = 'HttpStatusError';
  }
}

/** The browser is being sent to the identity login; the caller should just wait. */
export class RedirectingError extends ApiError {
  constructor() {
    super('redirecting', translate('errors.redirecting'));
    this.name = 'RedirectingError';
  }
}

/** The server answered 433/434/435 where the app cannot go on without the data: try again later. */
export class UnavailableError extends ApiError {
  constructor(target: string) {
    super('unavailable', translate('errors.unavailable', { target }));
    this.name = 'UnavailableError';
  }
}

/** Kind of a start-up error: platform spec §4 "Error states at start". */
export type StartupErrorKind = 'network' | 'product' | 'other';

/** Sorts any thrown value into the three start-up error states. */
export function classifyStartupError(error: unknown): StartupErrorKind {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return 'network';
    if (error.kind === 'product' || error.kind === 'http') return 'product';
    return 'other';
  }
  if (error instanceof TypeError) return 'network'; // fetch's own network failure
  return 'other';
}

/**
 * An in-progress-type error (PLAT-099): the browser is already on its way to the identity login,
 * so a data view keeps showing its loading state instead of an error.
 */
export function isInProgressError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'redirecting';
}
