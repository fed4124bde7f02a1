// `npm start`: serves the built site, building it first when there is no build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const siteDir = process.env.SITE_DIR ?? "site";
const built = existsSync(`${siteDir}/registry.json`) && existsSync("apps/server/dist/main.mjs");
if (!built) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync(process.execPath, ["apps/server/dist/main.mjs"], { stdio: "inherit" });
process.exit(server.status ?? 0);
