export {
  API_PATH,
  apiDelete,
  apiGet,
  apiPost,
  apiPostDocument,
  buildApiUrl,
  clearSchemaVersions,
  handleApiResponse,
  isAbort,
  knownSchemaVersion,
  languageHeaders,
  LANGUAGE_HEADER,
  type ApiAnswer,
  type ApiResult,
  type CallOptions,
  type SchemaDescriptor,
} from './api-client';
export { MalformedAnswerError, decode, decodeEnvelope, decodeList, decodeObject, type SchemaOf } from './decode';
export {
  ApiError,
  HttpStatusError,
  NetworkError,
  ProductError,
  RedirectingError,
  UnavailableError,
  classifyStartupError,
  isInProgressError,
  type ApiErrorKind,
  type StartupErrorKind,
} from './errors';
export {
  TOKEN_RENEWAL_MS,
  bootstrapSession,
  checkSsoSession,
  exchangePi,
  renewToken,
  startTokenRenewal,
  takePiFromAddressBar,
} from './session-bootstrap';
export { TOKEN_WAIT_MS, clearToken, getToken, setToken, waitForToken } from './token-store';
export { newIdempotencyKey, useIdempotencyKey } from './idempotency';
