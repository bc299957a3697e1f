/**
 * Deployment configuration of the app. Values can be overridden at build time through Vite
 * environment variables; the defaults are the demo's.
 */
export interface AppConfig {
  /** Contact ids allowed to open the hidden /apibrowser page (PLAT-057). */
  apiBrowserUserIds: readonly number[];
  /** Where any unknown path under /ui goes (PLAT-018): '/' is the landing page. */
  defaultRoute: string;
  /** App version constant (PLAT-007). */
  version: string;
}

function parseIds(raw: string | undefined, fallback: readonly number[]): readonly number[] {
  if (!raw) return fallback;
  const ids = raw
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => Number.isFinite(n));
  return ids.length > 0 ? ids : fallback;
}

/** The app's configuration. */
export const appConfig: AppConfig = Object.freeze({
  apiBrowserUserIds: parseIds(import.meta.env.VITE_APIBROWSER_USER_IDS as string | undefined, [9001, 9002]),
  defaultRoute: (import.meta.env.VITE_DEFAULT_ROUTE as string | undefined) || '/',
  version: '3.7.151',
});
