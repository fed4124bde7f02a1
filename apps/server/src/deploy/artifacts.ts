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
import { writeServedFile } from "./siteFileWriter";

/** The folders of an app's build that make up its artifact: client files, server bundle, static files. */
export interface BuildOutput {
  app: AppName;
  client: string;
  server: string;
  /** The shell's static files (favicon, logo, manuals), served at the site root with its version. */
  public?: string;
}

export function buildOutputOf(repoRoot: string, app: AppName): BuildOutput {
  const dist = path.join(repoRoot, "apps", app, "dist");
  return {
    app,
    client: path.join(dist, "client"),
    server: path.join(dist, "server"),
    ...(app === "shell" ? { public: path.join(repoRoot, "apps/shell/public") } : {}),
  };
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
  if (!existsSync(output.client) || !existsSync(output.server)) {
    throw new Error(`${output.app} has no build in ${path.dirname(output.client)}: build it first`);
  }
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
