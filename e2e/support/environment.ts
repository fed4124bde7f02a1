import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? `.e2e/data-${e2ePort}`;
/** The assembled site under test (a helper working in parallel can point at its own copy). */
export const e2eSiteDir = process.env.SITE_DIR ?? "site";

// Debian's Chromium: Playwright cannot download its own browser here. Its headless shell (the same Blink, the
// build Playwright itself uses for headless runs) skips the browser's own UI frames: the walk runs ~11% faster.
const headlessShell = "/usr/bin/chromium-headless-shell";
const defaultChromium = existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium";

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? defaultChromium,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** A port next to the main test server's, for extra servers a test starts itself. */
export function e2ePortOffset(offset: number): number {
  return e2ePort + 100 + offset;
}
