import type { LaunchOptions } from "@playwright/test";
import { chromiumFlags, playwrightChromiumPath } from "../../scripts/support/chromium.mjs";

export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? `.e2e/data-${e2ePort}`;
/** The assembled site under test (a helper working in parallel can point at its own copy). */
export const e2eSiteDir = process.env.SITE_DIR ?? "site";

/** Debian's Chromium (its headless shell when installed; scripts/support/chromium.mjs decides). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: playwrightChromiumPath,
  args: chromiumFlags,
};

/** A port next to the main test server's, for extra servers a test starts itself. */
export function e2ePortOffset(offset: number): number {
  return e2ePort + 100 + offset;
}
