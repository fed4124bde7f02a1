// Debian's Chromium, for every script and test that drives a browser: Playwright cannot download its own here.
import { existsSync } from "node:fs";

/** The full browser: Lighthouse (npm run quality) drives it over its debugging port. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// The headless shell is the same Blink without the browser's own UI frames (the build Playwright itself uses
// for headless runs): a page loads and hydrates in about half the time here.
const headlessShell = "/usr/bin/chromium-headless-shell";

/** What Playwright drives: the headless shell when installed, the full browser otherwise. */
export const playwrightChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

/** No downloads, no background networking, no sandbox (CI runs as root). */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
