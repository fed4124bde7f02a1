import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions, e2eDataDir, e2ePort, e2eSiteDir } from "./e2e/support/environment";

// The walk's tabs share two renderer processes per browser: a script compiled for one page is reused by the
// next, and two main threads per worker are all two cores can run anyway.
const walkLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...(chromiumLaunchOptions.args ?? []), "--renderer-process-limit=2"],
};

/** The specs that edit sources and deploy from them (see `sourceHold` in e2e/support/deployWorkbench.ts). */
const sourceEditingSpecs = /\/(deploy|topology|canaryAnalysis|prunedVersion)\.spec\.ts$/;

// End-to-end tests run against the production build served by the real origin (apps/server).
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    launchOptions: chromiumLaunchOptions,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
  },
  // The whole-site walk (e2e/siteWalk) is a project of its own: `npm test` runs it after the others.
  // The specs that edit sources and build apps take turns on one worker (they hold a lock as well, for
  // runs of one spec at a time): two of them on both workers would leave one waiting, idle. Listed first,
  // they start at once on one worker while the other takes the rest; last, they would run alone at the end.
  projects: [
    { name: "source-edits", testMatch: sourceEditingSpecs, workers: 1 },
    { name: "e2e", testIgnore: [/siteWalk\//, sourceEditingSpecs] },
    {
      name: "site-walk",
      testMatch: /siteWalk\/.*\.spec\.ts$/,
      use: { launchOptions: walkLaunchOptions },
    },
  ],
  webServer: {
    command: "node apps/server/dist/main.mjs",
    url: `http://localhost:${e2ePort}/registry.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(e2ePort),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir,
      SITE_DIR: e2eSiteDir,
      LEADS_EXPORT_TOKEN: "e2e-export-token",
    },
  },
});
