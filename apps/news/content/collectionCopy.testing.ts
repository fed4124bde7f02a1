import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** This folder: `content`, whose `cases/` and `campaigns/` hold one Markdown file per entry. */
const contentFolder = import.meta.dirname;

/**
 * A throwaway copy of the Markdown files of one collection folder (`cases`, `campaigns`), for tests that
 * add or break a file without touching the real content. `remove` deletes it.
 */
export function copyOfCollection(folder: "cases" | "campaigns"): { folder: string; remove: () => void } {
  const from = path.join(contentFolder, folder);
  const copy = mkdtempSync(path.join(os.tmpdir(), `${folder}-content-`));
  for (const name of readdirSync(from).filter((file) => file.endsWith(".md"))) {
    cpSync(path.join(from, name), path.join(copy, name));
  }
  return { folder: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}
