import type { Guard } from "./guardTypes";

/** iPhone, iPod, iPad, and iPadOS in desktop mode (Mac user agent with touch). */
export function isIosUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/**
 * The `ios` guard never blocks: pages show the App Store button or the "send to your iPhone" alternative
 * through the `is-ios` body class, so one prerendered page serves every platform.
 */
export const iosGuard: Guard = async () => ({ allow: true });
