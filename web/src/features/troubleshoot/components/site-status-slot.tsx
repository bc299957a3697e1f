/**
 * The place on the troubleshooting page for the service status of the subscriber's site (outages
 * and planned maintenance by area, issue 32 item 1). That part is built on its own; until it
 * lands, the page shows nothing here rather than a status it does not know. It receives the
 * account whose site it is.
 */
export function SiteStatusSlot(_props: { user: number }) {
  return null;
}
