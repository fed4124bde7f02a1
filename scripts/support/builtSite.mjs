// Shared by the measuring scripts: serve the production build with the real origin, and drive Debian's
// Chromium (chromium.mjs).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

export { chromiumFlags, chromiumPath, playwrightChromiumPath } from "./chromium.mjs";

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
