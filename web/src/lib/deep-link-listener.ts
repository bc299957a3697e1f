/**
 * Listens for the native shell's deep links from the start (lib/deep-link.ts says what they are
 * and how the app follows one). The code that reads and follows a link loads with the first one,
 * so it stays out of every first load (issue 14).
 */
import type { DeepLinkActions } from './deep-link';

/** The window event the native shell dispatches; detail is { url } or the url string. */
export const DEEP_LINK_EVENT = 'myaccount:deeplink';

/** The link of a DEEP_LINK_EVENT: detail.url or the detail string. */
export function linkOfEvent(event: Event): string | null {
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail === 'string') return detail;
  if (detail && typeof detail === 'object' && typeof (detail as { url?: unknown }).url === 'string') {
    return (detail as { url: string }).url;
  }
  return null;
}

/**
 * Listens for the native shell's deep-link event on target and follows each link, in the order
 * they came (the browser's actions unless others are given); returns the remove function.
 */
export function listenForDeepLinks(target: EventTarget = window, actions?: DeepLinkActions): () => void {
  const onLink = (event: Event) => {
    const link = linkOfEvent(event);
    if (link) void import('./deep-link').then((m) => m.handleDeepLink(link, actions ?? m.browserDeepLinkActions));
  };
  target.addEventListener(DEEP_LINK_EVENT, onLink);
  return () => target.removeEventListener(DEEP_LINK_EVENT, onLink);
}
