import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrNetworkError } from '../../../lib/api-client/api-client';

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
});

/** GET /guest/branding; missing fields take the fallback. */
export async function fetchBranding(signal?: AbortSignal): Promise<Branding> {
  const res = await fetchOrNetworkError('/guest/branding', { headers: { Accept: 'application/json' }, signal });
  if (!res.ok) return fallbackBranding;
  const raw = (await res.json().catch(() => ({}))) as Partial<Record<keyof Branding, unknown>>;
  const out = { ...fallbackBranding };
  for (const k of Object.keys(out) as (keyof Branding)[]) {
    const v = raw[k];
    if (typeof v === 'string' && v !== '') out[k] = v;
  }
  return out;
}

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
