/**
 * The provider's time zone from the branding: dates on the package, offer and traffic pages are
 * written in it (decisions "Time").
 */
import { useQuery } from '@tanstack/react-query';
import { brandingQuery } from './branding';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from './provider-time';

/**
 * The branding's `timezone`: the provider's zone (decisions "Time"), in which usage days, month
 * ends and days left are counted. An unknown zone falls back to the server's default,
 * America/Edmonton.
 */
export function useProviderTimeZone(): { timeZone: string | undefined; failed: boolean } {
  const q = useQuery({
    ...brandingQuery(),
    select: (b) => (isValidTimeZone(b.timezone) ? b.timezone : DEFAULT_TIME_ZONE),
  });
  if (q.isError) return { timeZone: DEFAULT_TIME_ZONE, failed: true };
  return { timeZone: q.data, failed: false };
}
