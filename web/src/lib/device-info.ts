/** Where the app runs: a browser, or the provider's native app shell (platform spec §3). */
export type DevicePlatform = 'web' | 'ios' | 'android';

/** Device info (PLAT-144): the platform the app runs on. */
export interface DeviceInfo {
  platform: DevicePlatform;
}

interface NativeShell {
  platform?: unknown;
}

/**
 * The device info. The native app shell names its platform in `window.myAccountNative.platform`
 * ('ios' or 'android'); anything else is the web.
 */
export function getDeviceInfo(): DeviceInfo {
  const p = (window as Window & { myAccountNative?: NativeShell }).myAccountNative?.platform;
  return { platform: p === 'ios' || p === 'android' ? p : 'web' };
}
