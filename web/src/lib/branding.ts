/**
 * The provider's branding (names, support contacts, logo, colour, time zone): the theme, the
 * public pages and most features show parts of it, so it lives below them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { fetchOrNetworkError } from './api-client/api-client';
import { decode, type SchemaOf } from './api-client/decode';

/** The provider's branding, public (GET /guest/branding). */
export interface Branding {
  provider: string;
  product: string;
  phone: string;
  vipPhone: string;
  email: string;
  address: string;
  logoUrl: string;
  primaryColor: string;
  /** The provider's time zone (decisions "Time"): usage days, month ends, days left. */
  timezone: string;
  /**
   * The public agreement-text endpoint's path (ONB-040/041: configurable on the server), e.g.
   * '/guest/agreementtext'; a path of this origin, never another site.
   */
  agreementTextPath: string;
}

/** Shown until the branding has loaded, or if it cannot be read. */
export const fallbackBranding: Branding = Object.freeze({
  provider: '',
  product: '',
  phone: '',
  vipPhone: '',
  email: '',
  address: '',
  logoUrl: '',
  primaryColor: '#1565c0',
  timezone: 'America/Edmonton',
  agreementTextPath: '/guest/agreementtext',
});

/** A text of the branding: left out, null or '' takes the fallback's. */
const text = (key: keyof Branding) =>
  v.pipe(
    v.nullish(v.string(), ''),
    v.transform((s) => s || fallbackBranding[key]),
  );

/**
 * The body of GET /guest/branding (Go server.go: portal.Branding's texts and the app settings,
 * timezone among them); other settings are ignored.
 */
export const BrandingSchema = v.object({
  provider: text('provider'),
  product: text('product'),
  phone: text('phone'),
  vipPhone: text('vipPhone'),
  email: text('email'),
  address: text('address'),
  logoUrl: text('logoUrl'),
  primaryColor: text('primaryColor'),
  timezone: text('timezone'),
  agreementTextPath: v.pipe(
    v.nullish(v.unknown(), ''),
    // Only a path of this origin ('/x…', not '//host…'); anything else takes the default.
    v.transform((p) => (typeof p === 'string' && /^\/(?!\/)[\w./-]*$/.test(p) ? p : fallbackBranding.agreementTextPath)),
  ),
}) satisfies SchemaOf<Branding>;

/** GET /guest/branding; missing fields take the fallback, and so does a body that is not JSON. */
export async function fetchBranding(signal?: AbortSignal): Promise<Branding> {
  const res = await fetchOrNetworkError('/guest/branding', { headers: { Accept: 'application/json' }, signal });
  if (!res.ok) return fallbackBranding;
  return decode(BrandingSchema, await res.json().catch(() => ({})));
}

/** The branding's query: read once per page load (it changes with a deployment, not a session). */
export const brandingQuery = () =>
  queryOptions({
    queryKey: ['guest', 'branding'],
    queryFn: ({ signal }) => fetchBranding(signal),
    staleTime: Infinity,
    refetchInterval: false,
    refetchOnWindowFocus: false,
  });

/** The branding, fetched once; the fallback while loading. */
export function useBranding(): Branding {
  return useQuery(brandingQuery()).data ?? fallbackBranding;
}
