/**
 * Slot for the second and third Traffic Monitor cards, shown only when the account has a router
 * (PLAT-189/190: "Live Traffic" and "Traffic Over Last 24 Hours"). They are built by the internet
 * issue, which reads `hasRouter` from useWifiDeviceInfo(activeUser) and renders the two cards here.
 * Until then this renders nothing: no placeholder charts.
 */
export function RouterTrafficCards(_props: { activeUser: number }) {
  return null;
}
