// The deploy commands (ARCHITECTURE.md section 10), run from the repository root against the site in
// SITE_DIR, whether or not an origin is serving it:
//   site-cli build [--no-prerender]                every app published from apps/*/dist and made live
//   site-cli deploy <app> [--canary N] [--no-prerender] [--force: switch even if the smoke render fails]
//   site-cli deploy <app> --development            dev site only (scripts/dev.mjs): publishes the
//                                                  development build of apps/<app>/dist-dev, no prerender
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
import { siteLayout } from "./site/siteLayout";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

function usage(message: string): never {
  console.error(
    `${message}\nusage: build | deploy <app> [--canary N] [--force] | promote <app> | rollback <app>\napps: ${appNames.join(", ")}`,
  );
  process.exit(2);
}

function appArgument(value: string | undefined): AppName {
  if (!value || !(appNames as readonly string[]).includes(value)) usage(`unknown app: ${value ?? "(none)"}`);
  return value as AppName;
}

async function main(args: string[]) {
  const started = Date.now();
  const config = readConfig();
  const layout = siteLayout(config.siteDir, config.registryFile);
  // A development build is never prerendered: it is for the dev site, where every page renders on request.
  const development = args.includes("--development");
  const noPrerender = args.includes("--no-prerender") || development;
  const positional = args.filter((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--canary");
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
      await deployer.deploy(buildOutputOf(repoRoot, app, development ? "development" : "production"), canary);
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
