/** The app's base path in the browser (BrowserRouter's basename): everything the router handles is under it. */
export const APP_BASE = '/ui';

/** Whether a browser path is the app's (under /ui); any other is an unknown path the server answered with a 404. */
export function isAppPath(pathname: string): boolean {
  return pathname === APP_BASE || pathname.startsWith(`${APP_BASE}/`);
}

/** The part of a browser path under /ui, the router's path ('/ui/user/wifi' → '/user/wifi'; outside /ui → '/'). */
export function pathUnderBase(pathname: string): string {
  if (pathname === APP_BASE || pathname === `${APP_BASE}/`) return '/';
  if (pathname.startsWith(`${APP_BASE}/`)) return pathname.slice(APP_BASE.length);
  return '/';
}
