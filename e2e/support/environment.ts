import type { LaunchOptions } from "@playwright/test";

export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eDataDir = "test-results/e2e-data";

/** Debian's Chromium: Playwright cannot download its own browser here. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
