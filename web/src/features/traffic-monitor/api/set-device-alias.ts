import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, decodeEnvelope } from '../../../lib/api-client';
import { ProductError } from '../../../lib/api-client/errors';
import { targetQueryKey, userTarget } from '../../../lib/target';
import { wifiDeviceInfoTarget } from './get-wifi-device-info';

/** user.{id}/wifidevicealias. */
export const wifiDeviceAliasTarget = (userId: number) => userTarget(userId, 'wifidevicealias');

/**
 * POST user.{id}/wifidevicealias {mac, alias} (PLAT-188): names a device, or clears its name
 * with an empty alias. A refusal (450, or an answer with the error flag) throws the server's
 * message; the device list (wifiDeviceInfo) is refreshed afterwards either way.
 */
export async function setDeviceAlias(userId: number, mac: string, alias: string): Promise<string> {
  const result = await apiPost(wifiDeviceAliasTarget(userId), { mac, alias });
  if (result === false) throw new ProductError(translate('liveTraffic.device.renameUnavailable'));
  const answer = decodeEnvelope(result);
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'));
  return answer.message ?? '';
}

export function useSetDeviceAlias(userId: number) {
  return useMutation<string, Error, { mac: string; alias: string }>({
    mutationFn: ({ mac, alias }) => setDeviceAlias(userId, mac, alias),
    meta: {
      targets: [wifiDeviceAliasTarget(userId)],
      invalidates: [targetQueryKey(wifiDeviceInfoTarget(userId))],
    },
  });
}
