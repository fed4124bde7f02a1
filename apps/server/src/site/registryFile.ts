import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import type { SiteRegistry } from "@genbagura/routing";
import { parseRegistry } from "./registrySchema";

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

/** Replaces the registry in one step: readers see the old document or the new one, never half of it. */
export function writeRegistry(file: string, registry: SiteRegistry): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, file);
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
