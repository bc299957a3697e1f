import { queryOptions, useQuery } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import * as v from 'valibot';
import { apiPost, decodeEnvelope, decodeObject, ProductError, type SchemaOf } from '../../../lib/api-client';
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

/** offerquery's object (Go offerObject); a text left out reads as ''. */
export const OfferSchema = v.object({
  offercode: v.optional(v.string(), ''),
  title: v.optional(v.string(), ''),
  text: v.optional(v.string(), ''),
  description: v.optional(v.string(), ''),
  buttontext: v.optional(v.string(), ''),
  redirecturl: v.optional(v.string(), ''),
  upgradetext: v.optional(v.string(), ''),
  expires: v.optional(v.number(), 0),
}) satisfies SchemaOf<Offer>;

/**
 * POST user.{id}/offerquery {offercode} (MISC-002). An unknown or expired code is the server's
 * 450 "Offer not found", thrown as a ProductError; 433–435 or an answer without an offer too.
 */
export async function postOfferQuery(user: number, offercode: string, signal?: AbortSignal): Promise<Offer> {
  const result = await apiPost(offerQueryTarget(user), { offercode }, { signal });
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  const offer = answer.error ? null : decodeObject(answer, v.nullish(OfferSchema));
  if (!offer) throw new ProductError(answer.message || translate('offer.notFoundText'));
  return { ...offer, offercode: offer.offercode || offercode };
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
