/**
 * The few browser navigation calls the session code makes, behind one object so tests can
 * observe them (jsdom does not navigate).
 */
export const browser = {
  /** Leaves the app for url (identity login). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Replaces the address bar without navigating. */
  replaceUrl(url: string): void {
    window.history.replaceState(window.history.state, '', url);
  },
  /** The current address. */
  href(): string {
    return window.location.href;
  },
  /** Reloads the app (logout in the native iOS app, PLAT-142). */
  reload(): void {
    window.location.reload();
  },
  /** Shows a blocking alert (HTTP 404, platform spec §8). */
  alert(message: string): void {
    window.alert(message);
  },
};
