// The deploy verbs of ARCHITECTURE.md section 10, run against the site in SITE_DIR whether or not an origin
// is serving it. `deploy` builds one app and its deploy code first, then runs `publish` from that fresh
// build; `publish` and `build` publish what apps/*/dist (or dist-dev) hold as it is.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { type AppName, appNames } from "@genbagura/routing";
import { readConfig, repoRoot } from "../config";
import { buildOutputOf } from "../platform/deploy/artifacts";
import { createDeployer, DeployRefused } from "../platform/deploy/siteDeployer";
import { writeOriginFiles } from "../platform/deploy/siteLevelFiles";
import { siteLayout } from "../platform/site/siteLayout";
import { type AutoOptions, analyseCanary } from "./canaryAnalysis";
import { defineVerb, type OptionSpec, optionsToArgs, UsageError } from "./command";

const SITE_DIR = { SITE_DIR: "the site to change (default ./site): registry.json, store/, pages/" };
const app = { name: "app", help: "the app", choices: appNames } as const;

function canaryProblem(value: string): string | undefined {
  const percent = Number(value);
  return Number.isInteger(percent) && percent >= 1 && percent <= 99
    ? undefined
    : `--canary takes a whole percentage from 1 to 99, not ${value}`;
}

function wholeNumberProblem(flag: string) {
  return (value: string) =>
    Number.isInteger(Number(value)) && Number(value) >= 1
      ? undefined
      : `--${flag} takes a whole number of at least 1`;
}

/** The options of `deploy`, which it hands on to `publish`: a new deploy option is one more line here. */
const deployOptions = {
  canary: {
    type: "string",
    value: "percent",
    help: "serve the new version to this share of visitors (sticky per visitor); promote makes it live",
    check: canaryProblem,
  },
  force: { type: "boolean", help: "switch even if the smoke render fails (an emergency override)" },
  "no-prerender": { type: "boolean", help: "switch without prerendering (every page renders on request)" },
  auto: {
    type: "boolean",
    help: "with --canary: watch the canary's error rate, then promote it or roll it back (exit 3: too few views)",
  },
  window: {
    type: "string",
    value: "seconds",
    help: "with --auto: how long to watch before promoting (default 600)",
    check: wholeNumberProblem("window"),
  },
  "min-views": {
    type: "string",
    value: "views",
    help: "with --auto: page views the canary needs by the window's end to be promoted (default 200)",
    check: wholeNumberProblem("min-views"),
  },
} as const satisfies Record<string, OptionSpec>;

/** `--auto`'s settings, or undefined without it; refused before anything is built when there is no canary. */
function autoOptions(options: {
  canary?: string | boolean;
  auto?: string | boolean;
  window?: string | boolean;
  "min-views"?: string | boolean;
}): AutoOptions | undefined {
  if (!options.auto) return undefined;
  if (options.canary === undefined)
    throw new UsageError("--auto watches a canary: give --canary <percent> too");
  return {
    windowSeconds: Number(options.window ?? 600),
    minViews: Number(options["min-views"] ?? 200),
  };
}

function asAppName(value: string): AppName {
  const name = appNames.find((known) => known === value);
  if (!name) throw new Error(`unknown app ${value}`);
  return name;
}

/** The deployer for the site in SITE_DIR; `prerender` off for development builds and `--no-prerender`. */
function siteDeployer(options: { prerender: boolean; force?: boolean }) {
  const config = readConfig();
  const layout = siteLayout(config.siteDir, config.registryFile);
  return {
    layout,
    origin: config.siteOrigin,
    deployer: createDeployer({ layout, origin: config.siteOrigin, ...options }),
  };
}

/** Runs a deployer step; a refusal (a failed smoke render, a wrong build) is the exit code 1, said plainly. */
async function deployStep(verb: string, step: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  try {
    await step();
  } catch (error) {
    if (!(error instanceof DeployRefused)) throw error;
    console.error(`refused, nothing switched: ${error.message}`);
    return 1;
  }
  console.log(`${verb} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

/** The mode `apps/<app>/dist/build.json` names (packages/build-config), or undefined without one. */
function builtMode(name: AppName): string | undefined {
  try {
    const mark: unknown = JSON.parse(
      readFileSync(path.join(repoRoot, "apps", name, "dist/build.json"), "utf8"),
    );
    return typeof mark === "object" && mark && "mode" in mark ? String(mark.mode) : undefined;
  } catch {
    return undefined;
  }
}

/** A deploy builds for production whatever the terminal's NODE_ENV says (development writes dist-dev/). */
function productionEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  return { ...inherited, TURBO_TELEMETRY_DISABLED: "1" };
}

export const deployVerb = defineVerb({
  summary: "build one app alone, publish it, prerender and smoke-render its pages, then switch",
  details: [
    "The app and this command (apps/server, whose deploy code stamps each version with the app's route",
    "prefixes) are built first with turbo; a failed build or smoke render switches nothing (exit 1).",
  ].join("\n"),
  positionals: [app],
  options: deployOptions,
  environment: SITE_DIR,
  async run({ positionals, options }) {
    const name = asAppName(positionals.app);
    autoOptions(options);
    const started = Date.now();
    const env = productionEnv();
    // The app's dist/ is removed first: turbo restores a cached build over what the folder holds without
    // removing the files of the build before (stale chunks were published with a new version id), and a
    // cache hit never replaces a development build left there by hand. It then holds exactly the
    // production build of the current sources, restored from turbo's cache or built.
    const dist = path.join(repoRoot, "apps", name, "dist");
    const mode = builtMode(name);
    if (existsSync(dist) && mode !== "production") {
      console.log(
        `deploy: apps/${name}/dist holds a ${mode ?? "unmarked"} build: removing it to build for production`,
      );
    }
    rmSync(dist, { recursive: true, force: true });
    const build = spawnSync(
      "npx",
      ["turbo", "run", "build", "--output-logs=errors-only", `--filter=${name}`, "--filter=server"],
      { stdio: "inherit", env, cwd: repoRoot },
    );
    if (build.status !== 0) {
      console.error(`deploy: building ${name} or the deploy command (apps/server) failed; nothing switched`);
      return 1;
    }
    // The publish runs from the build just made, not from this process's (possibly older) bundle.
    const publish = spawnSync(
      process.execPath,
      [path.join(import.meta.dirname, "site.mjs"), "publish", name, ...optionsToArgs(deployOptions, options)],
      { stdio: "inherit", env, cwd: repoRoot },
    );
    console.log(`deploy of ${name} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return publish.status ?? 1;
  },
});

export const publishVerb = defineVerb({
  summary: "publish apps/<app>/dist as it is as a new version and switch (a deploy without its build)",
  details:
    "Only builds marked production (apps/<app>/dist/build.json) are published, except with --development.",
  positionals: [app],
  options: {
    ...deployOptions,
    development: {
      type: "boolean",
      help: "dev site only (npm run dev): publish the development build in apps/<app>/dist-dev, no prerender",
    },
  },
  environment: SITE_DIR,
  async run({ positionals, options }) {
    const name = asAppName(positionals.app);
    // A development build is never prerendered: it is for the dev site, where every page renders on request.
    const development = options.development === true;
    const { deployer, layout } = siteDeployer({
      prerender: !(options["no-prerender"] || development),
      force: options.force === true,
    });
    const auto = autoOptions(options);
    const output = buildOutputOf(repoRoot, name, development ? "development" : "production");
    const canary = options.canary === undefined ? undefined : Number(options.canary);
    const deployed = await deployStep("deploy", () => deployer.deploy(output, canary));
    if (deployed !== 0 || !auto) return deployed;
    return analyseCanary(name, auto, deployer, layout.registryFile, readConfig());
  },
});

export const buildVerb = defineVerb({
  summary: "publish every app from apps/*/dist and make it live (the last step of npm run build)",
  positionals: [],
  options: { "no-prerender": deployOptions["no-prerender"] },
  environment: SITE_DIR,
  run({ options }) {
    const { deployer, layout, origin } = siteDeployer({ prerender: !options["no-prerender"] });
    return deployStep("build", async () => {
      await writeOriginFiles(layout, origin);
      await deployer.buildAll(appNames.map((name) => buildOutputOf(repoRoot, name)));
    });
  },
});

/** promote and rollback: a switch between versions already published, with their pages (about a second). */
function switchVerb(step: "promote" | "rollback", summary: string) {
  return defineVerb({
    summary,
    positionals: [app],
    options: {},
    environment: SITE_DIR,
    run: ({ positionals }) =>
      deployStep(step, () => siteDeployer({ prerender: true }).deployer[step](asAppName(positionals.app))),
  });
}

export const promoteVerb = switchVerb("promote", "make the app's canary version live for every visitor");
export const rollbackVerb = switchVerb(
  "rollback",
  "cancel the app's canary, or switch back to its previous live version",
);
