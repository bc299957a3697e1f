import { queryOptions, useQuery } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, ProductError, type ApiAnswer } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** An offer (MISC-003). */
export interface Offer {
  offercode: string;
  title: string;
  text: string;
  description: string;
  buttontext: string;
  redirecturl: string;
  upgradetext: string;
  /** Epoch seconds. */
  expires: number;
}

export const offerQueryTarget = (user: number) => userTarget(user, 'offerquery');

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/**
 * POST user.{id}/offerquery {offercode} (MISC-002). An unknown or expired code is the server's
 * 450 "Offer not found", thrown as a ProductError; 433–435 or an answer without an offer too.
 */
export async function postOfferQuery(user: number, offercode: string, signal?: AbortSignal): Promise<Offer> {
  const answer = await apiPost<ApiAnswer>(offerQueryTarget(user), { offercode }, { signal });
  if (answer === false) throw new ProductError(translate('errors.generic'));
  if (answer.error || !answer.object || typeof answer.object !== 'object') {
    throw new ProductError(answer.message || translate('offer.notFoundText'));
  }
  const o = answer.object as Record<string, unknown>;
  const expires = Number(o.expires);
  return {
    offercode: str(o.offercode) || offercode,
    title: str(o.title),
    text: str(o.text),
    description: str(o.description),
    buttontext: str(o.buttontext),
    redirecturl: str(o.redirecturl),
    upgradetext: str(o.upgradetext),
    expires: Number.isFinite(expires) ? expires : 0,
  };
}

/** The offer of a code: a read (the server changes nothing), asked once per visit. */
export const offerQuery = (user: number, offercode: string) =>
  queryOptions({
    queryKey: targetQueryKey(offerQueryTarget(user), { offercode }),
    queryFn: ({ signal }) => postOfferQuery(user, offercode, signal),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** The offer of a code; disabled without one. */
export function useOffer(user: number, offercode: string | null) {
  return useQuery({ ...offerQuery(user, offercode ?? ''), enabled: offercode !== null });
}
