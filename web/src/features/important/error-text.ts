/** A failed call's text on the Important page: the network's, else the server's message. */
export function errorText(error: Error, t: (k: string) => string): string {
  return error.name === 'NetworkError' ? t('startup.networkError') : error.message || t('errors.generic');
}
