// `npm run dev`: every app rebuilds on change (Rspack watch, NODE_ENV=development, into apps/<app>/dist-dev)
// and each rebuild is published to the dev site like a deploy (without prerender, so every request is
// server-rendered with the latest code); the real origin serves it on http://localhost:3000 (PORT, HOST).
// A product team can watch one remote only: `npm run dev -- cloud` (the others are served from their last
// production build, apps/<app>/dist). Development builds never go to dist/, which deploys publish.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const siteDir = path.resolve(process.env.SITE_DIR ?? ".dev-site");
const env = { ...process.env, SITE_DIR: siteDir, TURBO_TELEMETRY_DISABLED: "1" };
const apps = ["shell", "cloud", "pad-hardware", "goyo", "support", "news"];
const watched = process.argv.slice(2).length > 0 ? process.argv.slice(2) : apps;
const siteCli = "apps/server/dist/site-cli.mjs";

const run = (command, args) => spawnSync(command, args, { stdio: "inherit", env }).status === 0;
if (!apps.every((app) => existsSync(`apps/${app}/dist`)) || !existsSync(siteCli)) {
  if (!run("npx", ["turbo", "run", "build"])) process.exit(1);
}
if (!run(process.execPath, [siteCli, "build", "--no-prerender"])) process.exit(1);

/** Names, sizes and times of an app's build output: changes whenever a rebuild writes a file. */
function buildFingerprint(app) {
  const parts = [];
  for (const part of ["client", "server"]) {
    const dir = `apps/${app}/dist-dev/${part}`;
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      try {
        const stat = statSync(`${dir}/${name}`);
        parts.push(`${part}/${name}:${stat.size}:${stat.mtimeMs}`);
      } catch {
        // removed while listing: the next poll sees the new state
      }
    }
  }
  return parts.sort().join("|");
}

// One publish at a time per app; a change during a publish is published right after it.
function publisher(app) {
  let running = false;
  let again = false;
  return function publish() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(process.execPath, [siteCli, "deploy", app, "--development"], {
      stdio: "inherit",
      env,
    });
    child.on("exit", () => {
      running = false;
      if (again) {
        again = false;
        publish();
      }
    });
  };
}

const children = [];
for (const app of watched) {
  children.push(
    spawn("npx", ["rspack", "build", "--watch", "-c", "rspack.config.mjs"], {
      cwd: `apps/${app}`,
      stdio: "inherit",
      env: { ...env, NODE_ENV: "development" },
    }),
  );
  const publish = publisher(app);
  // Polled rather than watched: Rspack recreates the output folders, which drops inotify watches on them.
  // A changed build is published once it has stayed the same for half a second.
  let last = buildFingerprint(app);
  let changedAt = 0;
  setInterval(() => {
    const now = buildFingerprint(app);
    if (now !== last) {
      last = now;
      changedAt = Date.now();
    } else if (changedAt && Date.now() - changedAt >= 500) {
      changedAt = 0;
      publish();
    }
  }, 250);
}
children.push(spawn(process.execPath, ["apps/server/dist/main.mjs"], { stdio: "inherit", env }));
const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
