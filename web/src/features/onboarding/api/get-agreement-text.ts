import { queryOptions, useQuery } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/language';
import { fetchOrNetworkError } from '../../../lib/api-client/api-client';
import { ProductError } from '../../../lib/api-client';

/** The type that names the subscriber contract itself (onboarding-contract.md "GET /guest/agreementtext"). */
export const CONTRACT_TEXT_TYPE = 'contract';

/** How long a text is kept: a provider changes it with a new version, not while a page is open. */
const TEXT_STALE_MS = 30 * 60_000;

/** The URL of a text: {path}?type={type}&lang={en|fr} (ONB-040, ONB-041: the path is configuration). */
export function agreementTextUrl(path: string, type: string, lang: Language): string {
  const q = new URLSearchParams({ type, lang });
  return `${path}?${q.toString()}`;
}

/**
 * GET the public agreement-text endpoint (ONB-040): the full text of the contract ('contract') or
 * of an agreement (its type, a hash) as an HTML document, in the language asked. Anything but a
 * 200 is a ProductError with this page's own clear message; a transport failure the client's
 * NetworkError.
 */
export async function fetchAgreementText(path: string, type: string, lang: Language, signal?: AbortSignal): Promise<string> {
  const res = await fetchOrNetworkError(agreementTextUrl(path, type, lang), { headers: { Accept: 'text/html' }, signal, credentials: 'same-origin' });
  if (res.status !== 200) throw new ProductError(translate('onboarding.text.unavailable'), res.status);
  return res.text();
}

export const agreementTextQuery = (path: string, type: string, lang: Language) =>
  queryOptions({
    queryKey: ['guest', 'agreementtext', path, type, lang],
    queryFn: ({ signal }) => fetchAgreementText(path, type, lang, signal),
    staleTime: TEXT_STALE_MS,
    refetchInterval: false,
    refetchOnWindowFocus: false,
  });

export function useAgreementText(path: string, type: string, lang: Language) {
  return useQuery({ ...agreementTextQuery(path, type, lang), enabled: type !== '' });
}
