import { useWifiDeviceInfo } from '../api/get-wifi-device-info';
import { LiveTrafficCard } from './live-traffic-card';
import { TrafficHistoryCard } from './traffic-history-card';

/**
 * The second and third Traffic Monitor cards, shown only when the account has a router
 * (`hasRouter` of wifiDeviceInfo; PLAT-189/190, decisions §8): "Live Traffic" and "Traffic Over
 * Last 24 Hours". Nothing while the device info loads or without a router.
 */
export function RouterTrafficCards({ activeUser }: { activeUser: number }) {
  const info = useWifiDeviceInfo(activeUser);
  if (info.data?.hasRouter !== true) return null;
  return (
    <>
      <LiveTrafficCard userId={activeUser} />
      <TrafficHistoryCard userId={activeUser} />
    </>
  );
}
