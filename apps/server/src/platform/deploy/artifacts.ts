import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type AppName, ownershipTable, type PublishedVersion } from "@genbagura/routing";
import type { SiteLayout } from "../site/siteLayout";
import { DeployRefused } from "./deployRefused";
import { writeServedFile } from "./siteFileWriter";

/**
 * What a build was made for, as its `build.json` says (packages/build-config): `npm run build` and
 * `npm run deploy` publish production builds (`apps/<app>/dist`), the dev site development ones
 * (`apps/<app>/dist-dev`, written by `npm run dev`).
 */
export type BuildMode = "production" | "development";

/** The folders of an app's build that make up its artifact: client files, server bundle, static files. */
export interface BuildOutput {
  app: AppName;
  /** The build folder (`apps/<app>/dist`), holding `build.json`, `client/` and `server/`. */
  dir: string;
  /** The mode this output must have been built in to be published. */
  mode: BuildMode;
  client: string;
  server: string;
  /** The shell's static files (favicon, logo, manuals), served at the site root with its version. */
  public?: string;
}

export function buildOutputOf(repoRoot: string, app: AppName, mode: BuildMode = "production"): BuildOutput {
  const dist = path.join(repoRoot, "apps", app, mode === "production" ? "dist" : "dist-dev");
  return {
    app,
    dir: dist,
    mode,
    client: path.join(dist, "client"),
    server: path.join(dist, "server"),
    ...(app === "shell" ? { public: path.join(repoRoot, "apps/shell/public") } : {}),
  };
}

/** The command that rebuilds an app's output in `mode` whatever turbo's cache holds. */
export function rebuildCommand(app: AppName, mode: BuildMode): string {
  return mode === "production"
    ? `npx turbo run build --filter=${app} --force`
    : `npm run dev -- ${app} (it writes apps/${app}/dist-dev)`;
}

/**
 * Refuses a build output that is missing or was not built in the mode it is published for (a development
 * build in `dist/`, a build from before builds were marked): a deploy publishes production builds only.
 */
export function checkBuildOutput(output: BuildOutput): void {
  const shown = path.relative(process.cwd(), output.dir) || output.dir;
  const rebuild = rebuildCommand(output.app, output.mode);
  if (!existsSync(output.client) || !existsSync(output.server)) {
    throw new DeployRefused(
      `${output.app} has no complete build in ${shown} (client/ and server/ are needed): rebuild it with \`${rebuild}\``,
    );
  }
  let mode: unknown;
  try {
    mode = (JSON.parse(readFileSync(path.join(output.dir, "build.json"), "utf8")) as { mode?: unknown }).mode;
  } catch {
    mode = undefined;
  }
  if (mode !== output.mode) {
    const found = typeof mode === "string" ? `a ${mode} build` : "a build with no build.json saying its mode";
    throw new DeployRefused(
      `${shown} holds ${found}, not a ${output.mode} build, so ${output.app} was not published: rebuild it with \`${rebuild}\``,
    );
  }
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * The version id of a build: a content hash of every file it would publish. Rebuilding unchanged code
 * gives the same id, so it publishes nothing new.
 */
export function versionOf(output: BuildOutput): string {
  const hash = createHash("sha256");
  for (const [part, dir] of [
    ["client", output.client],
    ["server", output.server],
    ["public", output.public],
  ] as const) {
    if (!dir) continue;
    for (const file of filesUnder(dir)) {
      hash.update(`${part}/${file}\0`);
      hash.update(readFileSync(path.join(dir, file)));
      hash.update("\0");
    }
  }
  return hash.digest("hex").slice(0, 10);
}

const requireHere = createRequire(import.meta.url);
const sharedPackages = ["react", "react-dom", "react-router"] as const;

/** Versions of the shared singletons this checkout builds against (the routing facade is versioned by hand). */
export function sharedVersions(): Record<string, string> {
  const versions: Record<string, string> = { "@genbagura/routing": "1.0.0" };
  for (const name of sharedPackages) {
    versions[name] = (requireHere(`${name}/package.json`) as { version: string }).version;
  }
  return versions;
}

export function readArtifact(layout: SiteLayout, app: AppName, version: string): PublishedVersion {
  return JSON.parse(readFileSync(path.join(layout.versionDir(app, version), "artifact.json"), "utf8"));
}

/**
 * Publishes a build as `store/<app>/<version>/`, written once: the files are copied and precompressed in
 * a temporary folder that is renamed into place, so a killed publish leaves no half version behind.
 */
export function publishArtifact(
  layout: SiteLayout,
  output: BuildOutput,
): { version: string; created: boolean } {
  checkBuildOutput(output);
  const version = versionOf(output);
  const target = layout.versionDir(output.app, version);
  if (existsSync(path.join(target, "artifact.json"))) return { version, created: false };
  const temporary = `${target}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(temporary, { recursive: true });
  for (const file of filesUnder(output.client)) {
    writeServedFile(path.join(temporary, "client", file), readFileSync(path.join(output.client, file)), true);
  }
  cpSync(output.server, path.join(temporary, "server"), { recursive: true });
  if (output.public) cpSync(output.public, path.join(temporary, "public"), { recursive: true });
  const artifact: PublishedVersion = {
    version,
    publishedAt: new Date().toISOString(),
    shared: sharedVersions(),
    prefixes: [...ownershipTable[output.app]],
  };
  writeFileSync(path.join(temporary, "artifact.json"), `${JSON.stringify(artifact, null, 2)}\n`);
  rmSync(target, { recursive: true, force: true });
  renameSync(temporary, target);
  return { version, created: true };
}
