// Shared by the measuring scripts: serve the production build with the real origin, and the flags Debian's
// Chromium needs here (no downloads, no background networking).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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

/** Starts the origin on `port` over the built site; exits the process when there is no build. */
export async function serveBuiltSite(port, dataDir) {
  if (!existsSync(`${process.env.SITE_DIR ?? "site"}/registry.json`)) {
    console.error("No build found: run `npm run build` first.");
    process.exit(2);
  }
  const server = spawn(process.execPath, ["apps/server/dist/main.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: "ignore",
  });
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/registry.json`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { origin, stop: () => server.kill() };
}
