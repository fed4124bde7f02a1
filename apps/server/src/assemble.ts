// Assembles the deployable site from each app's build: the shell, every remote (under its own prefix),
// the public files, the registry (`remotes.json`) and a new build id.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { appNames, ownershipTable, type RemoteName, type RemoteRegistry } from "@genbagura/routing";
import { readConfig } from "./config";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const remoteNames = appNames.filter((name): name is RemoteName => name !== "shell");

function manifestVersion(manifestFile: string): string {
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as {
    metaData?: { buildInfo?: { buildVersion?: string } };
  };
  return manifest.metaData?.buildInfo?.buildVersion ?? "unknown";
}

function main() {
  const { siteDir } = readConfig();
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(path.join(siteDir, "public/builds/meta"), { recursive: true });

  cpSync(path.join(repoRoot, "apps/shell/dist"), path.join(siteDir, "shell"), { recursive: true });
  cpSync(path.join(repoRoot, "apps/shell/public"), path.join(siteDir, "public"), { recursive: true });

  const registry: RemoteRegistry = { remotes: [] };
  for (const name of remoteNames) {
    const dist = path.join(repoRoot, "apps", name, "dist");
    const manifest = path.join(dist, "client/mf-manifest.json");
    if (!existsSync(manifest)) throw new Error(`${name} has no build: run the build first`);
    cpSync(dist, path.join(siteDir, "remotes", name), { recursive: true });
    registry.remotes.push({
      name,
      manifest: `/remotes/${name}/mf-manifest.json`,
      version: manifestVersion(manifest),
      prefixes: [...ownershipTable[name]],
    });
  }
  writeFileSync(path.join(siteDir, "public/remotes.json"), `${JSON.stringify(registry, null, 2)}\n`);

  const id = process.env.BUILD_ID ?? `${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}`;
  writeFileSync(
    path.join(siteDir, "public/builds/latest.json"),
    JSON.stringify({ id, timestamp: Date.now() }),
  );
  console.log(
    `assembled site ${id} in ${path.relative(repoRoot, siteDir)}/ with ${registry.remotes.length} remotes`,
  );
}

main();
