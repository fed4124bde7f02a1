import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { newsSections } from "./newsTaxonomy";

/** This folder: `content/news`, whose section folders hold the articles. */
export const newsContentFolder = import.meta.dirname;

/**
 * A throwaway copy of every section folder, for tests that add or break a file without touching the
 * real content. `remove` deletes it.
 */
export function copyOfNewsContent(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), "news-content-"));
  for (const section of newsSections) {
    cpSync(path.join(newsContentFolder, section), path.join(folder, section), { recursive: true });
  }
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
