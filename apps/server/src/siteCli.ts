// The deploy commands (ARCHITECTURE.md section 10), run from the repository root against the site in
// SITE_DIR, whether or not an origin is serving it:
//   site-cli build [--no-prerender]                every app published from apps/*/dist and made live
//   site-cli deploy <app> [--canary N] [--no-prerender] [--force: switch even if the smoke render fails]
//   site-cli deploy <app> --development            dev site only (scripts/dev.mjs): publishes the
//                                                  development build of apps/<app>/dist-dev, no prerender
//   site-cli deploy <app> --canary N --auto [--window S] [--min-views V]
//                                                  then watches the canary and promotes it or rolls it
//                                                  back by the rule of ARCHITECTURE.md section 15 (exit 3:
//                                                  rolled back for want of traffic)
//   site-cli promote <app> | rollback <app>
// `npm run deploy -- <app>` builds the app first (scripts/deploy.mjs) and then runs `deploy`. Only builds
// marked production (apps/<app>/dist/build.json, written by packages/build-config) are published, except
// with --development.
import path from "node:path";
import { type AppName, appNames } from "@genbagura/routing";
import { readConfig } from "./config";
import { buildOutputOf } from "./deploy/artifacts";
import { createDeployer, DeployRefused } from "./deploy/siteDeployer";
import { writeOriginFiles } from "./deploy/siteLevelFiles";
import { readRegistry } from "./site/registryFile";
import { siteLayout } from "./site/siteLayout";
import { watchCanary } from "./versionHealth/canaryWatch";
import { openVersionHealthStore } from "./versionHealth/versionHealthStore";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

function usage(message: string): never {
  console.error(
    `${message}\nusage: build | deploy <app> [--canary N [--auto [--window S] [--min-views V]]] [--force] | promote <app> | rollback <app>\napps: ${appNames.join(", ")}`,
  );
  process.exit(2);
}

function appArgument(value: string | undefined): AppName {
  if (!value || !(appNames as readonly string[]).includes(value)) usage(`unknown app: ${value ?? "(none)"}`);
  return value as AppName;
}

const flagsWithValues = ["--canary", "--window", "--min-views"];

/** A whole number of at least `min` after `flag`, or its default when the flag is absent. */
function wholeFlag(args: string[], flag: string, fallback: number, min: number): number {
  const index = args.indexOf(flag);
  if (index < 0) return fallback;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < min) usage(`${flag} takes a whole number of at least ${min}`);
  return value;
}

interface AutoOptions {
  windowSeconds: number;
  minViews: number;
}

function autoOptions(args: string[], canary: number | undefined): AutoOptions {
  if (canary === undefined) usage("--auto watches a canary: give --canary <percent> too");
  return {
    windowSeconds: wholeFlag(args, "--window", 600, 1),
    minViews: wholeFlag(args, "--min-views", 200, 1),
  };
}

/**
 * Watches the canary just started and promotes it or rolls it back (ARCHITECTURE.md section 15). Exit
 * codes: 0 promoted, 1 rolled back for errors (or the watch stopped), 3 rolled back for want of traffic.
 */
async function analyseCanary(
  app: AppName,
  auto: AutoOptions,
  deployer: ReturnType<typeof createDeployer>,
  registryFile: string,
  config: ReturnType<typeof readConfig>,
): Promise<number> {
  const registry = readRegistry(registryFile);
  const channel = registry?.apps[app];
  if (!channel?.canary) {
    console.error(`canary analysis: ${app} has no canary (the deploy changed nothing), nothing to watch`);
    return 1;
  }
  const { version: canaryVersion } = channel.canary;
  const liveVersion = channel.live;
  const store = openVersionHealthStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  console.log(
    `canary analysis: ${app} ${canaryVersion} (${channel.canary.percent}%) against live ${liveVersion}, ` +
      `window ${auto.windowSeconds} s, promotion at >= ${auto.minViews} views, counts from ` +
      (config.databaseUrl ? "PostgreSQL (every origin)" : `${config.dataDir} (this machine's origin)`),
  );
  try {
    const result = await watchCanary({
      app,
      canaryVersion,
      liveVersion,
      windowMs: auto.windowSeconds * 1000,
      minViews: auto.minViews,
      read: () => store.read(),
      stillCanary: () => {
        try {
          return readRegistry(registryFile)?.apps[app].canary?.version === canaryVersion;
        } catch {
          // A registry being replaced or damaged: the next poll looks again.
          return true;
        }
      },
      log: (line) => console.log(line),
    });
    if ("stopped" in result) {
      console.error(`canary analysis: ${result.stopped}`);
      return 1;
    }
    const { verdict, numbers } = result;
    if (verdict.action === "promote") {
      console.log(`canary analysis: promote ${app} ${canaryVersion}: ${numbers}`);
      await deployer.promote(app);
      return 0;
    }
    const why = verdict.reason === "errors" ? "error rate" : "not enough traffic";
    console.log(`canary analysis: roll back ${app} ${canaryVersion} (${why}): ${numbers}`);
    await deployer.rollback(app);
    return verdict.reason === "errors" ? 1 : 3;
  } finally {
    await store.close();
  }
}

async function main(args: string[]) {
  const started = Date.now();
  const config = readConfig();
  const layout = siteLayout(config.siteDir, config.registryFile);
  // A development build is never prerendered: it is for the dev site, where every page renders on request.
  const development = args.includes("--development");
  const noPrerender = args.includes("--no-prerender") || development;
  const positional = args.filter(
    (arg, index) => !arg.startsWith("--") && !flagsWithValues.includes(args[index - 1] ?? ""),
  );
  const deployer = createDeployer({
    layout,
    origin: config.siteOrigin,
    prerender: !noPrerender,
    force: args.includes("--force"),
  });
  const [command, appName] = positional;
  switch (command) {
    case "build":
      await writeOriginFiles(layout, config.siteOrigin);
      await deployer.buildAll(appNames.map((app) => buildOutputOf(repoRoot, app)));
      break;
    case "deploy": {
      const app = appArgument(appName);
      const canaryIndex = args.indexOf("--canary");
      const canary = canaryIndex >= 0 ? Number(args[canaryIndex + 1]) : undefined;
      const auto = args.includes("--auto") ? autoOptions(args, canary) : undefined;
      await deployer.deploy(buildOutputOf(repoRoot, app, development ? "development" : "production"), canary);
      if (auto) {
        console.log(`deploy done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        process.exitCode = await analyseCanary(app, auto, deployer, layout.registryFile, config);
        return;
      }
      break;
    }
    case "promote":
      await deployer.promote(appArgument(appName));
      break;
    case "rollback":
      await deployer.rollback(appArgument(appName));
      break;
    default:
      usage(`unknown command: ${command ?? "(none)"}`);
  }
  console.log(`${command} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof DeployRefused) {
    console.error(`refused, nothing switched: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
