import type { DeviceInfo } from '@portal/contract';

const DEVICE_KEY = 'deviceID';

/** Browser name and version, e.g. "Chrome 156", from the user agent. */
function browserVersion(ua: string): string {
  const match = /(Edg|OPR|Firefox|Chrome|Version)\/(\d+)/.exec(ua);
  if (!match) return 'unknown';
  const name = { Edg: 'Edge', OPR: 'Opera', Version: 'Safari' }[match[1] as string] ?? match[1];
  return `${name} ${match[2]}`;
}

/** Device info sent with every call (spec 01 §3); the device id is random and kept in local storage. */
export function getDeviceInfo(): DeviceInfo {
  let deviceID = localStorage.getItem(DEVICE_KEY);
  if (!deviceID) {
    deviceID = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, deviceID);
  }
  return {
    hasBiometric: false,
    deviceID,
    deviceType: 'desktop',
    versionNo: browserVersion(navigator.userAgent),
    platform: (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform || 'web',
    channel: 'I',
  };
}

/** True once this browser has a device id (any page that called the API, or the login page, made one). */
export const hasDeviceInfo = () => Boolean(localStorage.getItem(DEVICE_KEY));
