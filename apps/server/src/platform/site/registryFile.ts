import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { type AppName, appNames, type SiteRegistry } from "@genbagura/routing";
import { parseRegistry, RegistryFormatError } from "./registrySchema";

/**
 * Reads the registry, or null when there is none yet (a site that was never built). Throws a
 * RegistryFormatError naming the bad fields when the file is not a registry.
 */
export function readRegistry(file: string): SiteRegistry | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  return parseRegistry(text, file);
}

/**
 * The copy of the last registry that passed every check, beside the registry (`registry.json` ->
 * `registry.last-good.json`). The origin serves it when the registry itself is refused at start.
 */
export function lastGoodFile(file: string): string {
  return path.join(path.dirname(file), `${path.basename(file, ".json")}.last-good.json`);
}

function replaceFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Replaces the registry in one step: readers see the old document or the new one, never half of it.
 * The deploy commands write only registries of published versions, so the last-good copy follows.
 */
export function writeRegistry(file: string, registry: SiteRegistry): void {
  const text = `${JSON.stringify(registry, null, 2)}\n`;
  replaceFile(lastGoodFile(file), text);
  replaceFile(file, text);
}

/** Keeps `registry` as the last good copy beside `file` (a registry that passed {@link checkRegistry}). */
export function writeLastGood(file: string, registry: SiteRegistry): void {
  replaceFile(lastGoodFile(file), `${JSON.stringify(registry, null, 2)}\n`);
}

/** The live and canary versions a registry names that have no folder in the store, as `app version`. */
export function missingVersions(
  registry: SiteRegistry,
  versionDir: (app: AppName, version: string) => string,
): string[] {
  return appNames.flatMap((app) => {
    const channel = registry.apps[app];
    return [channel.live, channel.canary?.version]
      .filter((version): version is string => Boolean(version))
      .filter((version) => !existsSync(versionDir(app, version)))
      .map((version) => `${app} ${version}`);
  });
}

/** A registry file as the origin judges it: none, accepted, or refused with the reason (and the document, if it parsed). */
export type RegistryCheck =
  | { kind: "none" }
  | { kind: "good"; registry: SiteRegistry }
  | { kind: "refused"; reason: string; registry?: SiteRegistry };

/**
 * Reads and checks a registry file: its schema, and that every live and canary version it names is in
 * the store. A registry that fails either is refused: serving it would answer 503 or 500 everywhere.
 */
export function checkRegistry(
  file: string,
  versionDir: (app: AppName, version: string) => string,
): RegistryCheck {
  let registry: SiteRegistry | null;
  try {
    registry = readRegistry(file);
  } catch (error) {
    if (error instanceof RegistryFormatError) return { kind: "refused", reason: error.message };
    throw error;
  }
  if (!registry) return { kind: "none" };
  const missing = missingVersions(registry, versionDir);
  if (missing.length > 0)
    return { kind: "refused", reason: `${file} names versions not in the store: ${missing.join(", ")}`, registry };
  return { kind: "good", registry };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` holding the site's deploy lock, so two deploys never interleave their read-change-write
 * of the registry. A lock left by a process that died (a killed deploy) is taken over.
 */
export async function withDeployLock<T>(
  siteDir: string,
  work: () => Promise<T>,
  onWait: () => void = () => {},
): Promise<T> {
  const lockFile = path.join(siteDir, "deploy.lock");
  mkdirSync(siteDir, { recursive: true });
  let waited = false;
  for (;;) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockFile, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && !isRunning(holder)) {
        rmSync(lockFile, { force: true });
        continue;
      }
      if (!waited) onWait();
      waited = true;
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
