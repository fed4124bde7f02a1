// `npm run dev`: every app rebuilds on change (Rspack watch), the assembled dev site is refreshed from
// each app's dist, and the real origin serves it on http://localhost:3000 with server rendering (no
// prerender, so every request shows the latest code). A product team can also watch one remote only:
// `npm run dev -- cloud` (the others are served from their last build).
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, watch } from "node:fs";
import path from "node:path";

const siteDir = path.resolve(process.env.SITE_DIR ?? ".dev-site");
const env = { ...process.env, SITE_DIR: siteDir, TURBO_TELEMETRY_DISABLED: "1" };
const apps = ["shell", "cloud", "pad-hardware", "goyo", "support", "news"];
const watched = process.argv.slice(2).length > 0 ? process.argv.slice(2) : apps;

const run = (command, args) => spawnSync(command, args, { stdio: "inherit", env }).status === 0;
if (!apps.every((app) => existsSync(`apps/${app}/dist`)) || !existsSync("apps/server/dist/main.mjs")) {
  if (!run("npx", ["turbo", "run", "build"])) process.exit(1);
}
if (!run(process.execPath, ["apps/server/dist/assemble.mjs"])) process.exit(1);

const children = [];
for (const app of watched) {
  children.push(
    spawn("npx", ["rspack", "build", "--watch", "-c", "rspack.config.mjs"], {
      cwd: `apps/${app}`,
      stdio: "inherit",
      env: { ...env, NODE_ENV: "development" },
    }),
  );
  // Copy a rebuilt app into the dev site; the origin notices new bundles within a second.
  const target = app === "shell" ? path.join(siteDir, "shell") : path.join(siteDir, "remotes", app);
  let timer;
  watch(`apps/${app}/dist`, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => cpSync(`apps/${app}/dist`, target, { recursive: true }), 300);
  });
}
children.push(spawn(process.execPath, ["apps/server/dist/main.mjs"], { stdio: "inherit", env }));
const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
