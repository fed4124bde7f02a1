// `npm run dev`: every app rebuilds on change (Rspack watch, NODE_ENV=development, into apps/<app>/dist-dev)
// and each rebuild is published to the dev site like a deploy (without prerender, so every request is
// server-rendered with the latest code); the real origin serves it on http://localhost:3000 (PORT, HOST).
// A product team can watch one remote only: `npm run dev -- cloud` (the others are served from their last
// production build, apps/<app>/dist). Development builds never go to dist/, which deploys publish.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const siteDir = path.resolve(process.env.SITE_DIR ?? ".dev-site");
const env = { ...process.env, SITE_DIR: siteDir, TURBO_TELEMETRY_DISABLED: "1" };
const apps = ["shell", "cloud", "pad-hardware", "goyo", "support", "news"];
const watched = process.argv.slice(2).length > 0 ? process.argv.slice(2) : apps;
const unknown = watched.filter((app) => !apps.includes(app));
if (unknown.length > 0) {
  console.error(`dev: unknown app ${unknown.join(", ")}\napps: ${apps.join(", ")}`);
  process.exit(2);
}
const siteCommand = "apps/server/dist/site.mjs";
// Builds of the apps served from their last build are production builds, whatever NODE_ENV says here.
const { NODE_ENV: _ignored, ...productionEnv } = env;
const rebuild = (app) => `npx turbo run build --filter=${app} --force`;

const run = (command, args, runEnv = env) =>
  spawnSync(command, args, { stdio: "inherit", env: runEnv }).status === 0;

/** What is wrong with an app's local production build (apps/<app>/dist), or undefined when it is usable. */
function localBuildProblem(app) {
  const dist = `apps/${app}/dist`;
  if (!existsSync(dist)) return "missing";
  for (const part of ["client", "server"]) {
    if (!existsSync(`${dist}/${part}`) || readdirSync(`${dist}/${part}`).length === 0)
      return `without ${part}/`;
  }
  let mode;
  try {
    mode = JSON.parse(readFileSync(`${dist}/build.json`, "utf8")).mode;
  } catch {
    return "without build.json (built before builds were marked, or by hand)";
  }
  return mode === "production" ? undefined : `a ${mode} build, not a production one`;
}

// The site starts from every app's last production build: missing ones are built (turbo, with its cache),
// and the server always is (its cache decides), so the deploy command stamps current route prefixes.
const missing = apps.filter((app) => localBuildProblem(app) === "missing");
for (const app of missing) console.log(`dev: apps/${app}/dist is missing: building ${app}`);
if (
  !run(
    "npx",
    ["turbo", "run", "build", "--filter=server", ...missing.map((app) => `--filter=${app}`)],
    productionEnv,
  )
) {
  console.error(
    `dev: the build of ${[...missing, "server"].join(", ")} failed (above); fix it, or build one alone with \`npx turbo run build --filter=<app>\``,
  );
  process.exit(1);
}
const broken = apps.flatMap((app) => {
  const problem = localBuildProblem(app);
  return problem ? [`  ${app}: apps/${app}/dist is ${problem}; rebuild it with \`${rebuild(app)}\``] : [];
});
if (broken.length > 0) {
  console.error(
    `dev: cannot start, these apps' local builds are broken:\n${broken.join("\n")}\nthen run npm run dev again`,
  );
  process.exit(1);
}
if (!run(process.execPath, [siteCommand, "build", "--no-prerender"])) {
  console.error("dev: cannot start: the local builds above could not be published to the dev site");
  process.exit(1);
}

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
    const child = spawn(process.execPath, [siteCommand, "publish", app, "--development"], {
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
