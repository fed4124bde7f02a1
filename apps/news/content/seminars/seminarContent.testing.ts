import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** This folder's `entries/`: one Markdown file per seminar. */
export const seminarEntriesFolder = path.join(import.meta.dirname, "entries");

/** A throwaway copy of `entries/`, for tests that add or break a file. `remove` deletes it. */
export function copyOfSeminarEntries(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), "seminar-entries-"));
  cpSync(seminarEntriesFolder, folder, { recursive: true });
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
