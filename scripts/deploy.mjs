// `npm run deploy -- <app> [--canary N]`: builds one app alone (turbo, with its cache), then publishes it
// as a new version and switches the registry of the site in SITE_DIR (apps/server/src/deploy). The
// origin serving that site picks the switch up without a restart.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const apps = ["shell", "cloud", "pad-hardware", "goyo", "support", "news"];
const args = process.argv.slice(2);
const app = args.find((arg) => !arg.startsWith("--") && args[args.indexOf(arg) - 1] !== "--canary");
if (!app || !apps.includes(app)) {
  console.error(`usage: npm run deploy -- <app> [--canary <percent>]\napps: ${apps.join(", ")}`);
  process.exit(2);
}
const started = Date.now();
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };
const run = (command, commandArgs) => spawnSync(command, commandArgs, { stdio: "inherit", env }).status ?? 1;

const filters = [
  `--filter=${app}`,
  ...(existsSync("apps/server/dist/site-cli.mjs") ? [] : ["--filter=server"]),
];
if (run("npx", ["turbo", "run", "build", "--output-logs=errors-only", ...filters]) !== 0) {
  console.error(`deploy: the build of ${app} failed; nothing switched`);
  process.exit(1);
}
const status = run(process.execPath, ["apps/server/dist/site-cli.mjs", "deploy", ...args]);
console.log(`deploy of ${app} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(status);
