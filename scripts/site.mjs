// `npm run site -- <command> …`: the site's operator command (deploy, promote, rollback, redirects, leads,
// topology, copy-to-postgres; `npm run site -- --help` lists them). Its code is apps/server/src/cli, bundled
// into apps/server/dist/site.mjs by the server's build; this launcher builds the server first when that
// bundle is missing (a fresh clone), then runs it in this process.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const bundle = new URL("../apps/server/dist/site.mjs", import.meta.url);
if (!existsSync(bundle)) {
  console.error("site: apps/server/dist/site.mjs is missing: building the server first");
  const build = spawnSync("npx", ["turbo", "run", "build", "--filter=server", "--output-logs=errors-only"], {
    stdio: "inherit",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) {
    console.error("site: building the server (apps/server) failed");
    process.exit(1);
  }
}
await import(bundle.href);
