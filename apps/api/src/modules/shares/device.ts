import type { ShareDeviceKind } from '@healthscreen/api-client';
import Bowser from 'bowser';

/** What the access log keeps of a User-Agent: the kind of device and the browser's name. */
export interface DeviceDescription {
  deviceKind: ShareDeviceKind;
  /** The browser's name (e.g. "Chrome", "Safari"), or null when the User-Agent names none. */
  browser: string | null;
}

/** User-Agents longer than this are not parsed (a real one is a few hundred characters). */
const MAX_USER_AGENT_LENGTH = 1024;
const MAX_BROWSER_NAME_LENGTH = 60;

const DEVICE_KINDS: Readonly<Record<string, ShareDeviceKind>> = {
  mobile: 'mobile',
  tablet: 'tablet',
  desktop: 'desktop',
};

/**
 * The device kind and browser name of a User-Agent header, parsed with bowser (a maintained
 * parser: iPads that send a desktop-looking string, Android tablets without "Mobile" and the like
 * are its job, not a hand-written regex's). The string itself is not kept anywhere. A missing,
 * empty or unrecognised User-Agent is 'unknown' with no browser; so are TVs and bots.
 */
export function describeDevice(userAgent: string | undefined): DeviceDescription {
  const text = userAgent?.trim() ?? '';
  if (text === '' || text.length > MAX_USER_AGENT_LENGTH) {
    return { deviceKind: 'unknown', browser: null };
  }
  try {
    const parsed = Bowser.parse(text);
    const deviceKind = DEVICE_KINDS[parsed.platform.type ?? ''] ?? 'unknown';
    const name = parsed.browser.name?.trim();
    return {
      deviceKind,
      browser: name ? name.slice(0, MAX_BROWSER_NAME_LENGTH) : null,
    };
  } catch {
    return { deviceKind: 'unknown', browser: null };
  }
}
