// `npm run deploy -- <app> [--canary N [--auto [--window S] [--min-views V]]]`: builds one app alone for
// production (turbo, with its cache),
// then publishes it as a new version and switches the registry of the site in SITE_DIR
// (apps/server/src/deploy). The origin serving that site picks the switch up without a restart.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const apps = ["shell", "cloud", "pad-hardware", "goyo", "support", "news"];
const args = process.argv.slice(2);
const flagsWithValues = ["--canary", "--window", "--min-views"];
const app = args.find((arg, index) => !arg.startsWith("--") && !flagsWithValues.includes(args[index - 1]));
if (!app || !apps.includes(app)) {
  console.error(
    `usage: npm run deploy -- <app> [--canary <percent> [--auto [--window <s>] [--min-views <n>]]] [--force]\napps: ${apps.join(", ")}`,
  );
  process.exit(2);
}
if (args.includes("--auto") && !args.includes("--canary")) {
  console.error("deploy: --auto watches a canary: give --canary <percent> too");
  process.exit(2);
}
if (args.includes("--development")) {
  console.error(
    "deploy: --development is for the dev site (npm run dev); a deploy publishes production builds",
  );
  process.exit(2);
}
const started = Date.now();
// A deploy builds for production whatever the terminal's NODE_ENV says (development writes dist-dev/).
const { NODE_ENV: _ignored, ...inherited } = process.env;
const env = { ...inherited, TURBO_TELEMETRY_DISABLED: "1" };
const run = (command, commandArgs) => spawnSync(command, commandArgs, { stdio: "inherit", env }).status ?? 1;

/** The mode `apps/<app>/dist/build.json` names (packages/build-config), or undefined without one. */
function builtMode(name) {
  try {
    return JSON.parse(readFileSync(`apps/${name}/dist/build.json`, "utf8")).mode;
  } catch {
    return undefined;
  }
}

// The app's dist/ is removed first: turbo restores a cached build over what the folder holds without
// removing the files of the build before (stale chunks were published with a new version id), and a
// cache hit never replaces a development build left there by hand. It then holds exactly the production
// build of the current sources, restored from turbo's cache or built.
const mode = builtMode(app);
if (existsSync(`apps/${app}/dist`) && mode !== "production") {
  console.log(
    `deploy: apps/${app}/dist holds a ${mode ?? "unmarked"} build: removing it to build for production`,
  );
}
rmSync(`apps/${app}/dist`, { recursive: true, force: true });
// The server is built every time too (turbo's cache decides): the deploy command it holds stamps each
// version with the app's route prefixes from packages/routing, which must be those of the sources.
const filters = [`--filter=${app}`, "--filter=server"];
if (run("npx", ["turbo", "run", "build", "--output-logs=errors-only", ...filters]) !== 0) {
  console.error(`deploy: building ${app} or the deploy command (apps/server) failed; nothing switched`);
  process.exit(1);
}
const status = run(process.execPath, ["apps/server/dist/site-cli.mjs", "deploy", ...args]);
console.log(`deploy of ${app} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(status);
