// What the build renders an app's PDFs with, besides the documents: their date of issue and the cache.
// The apps' document tests render with the same, so the PDFs they draw and check are the bytes the build
// then reads back from the cache instead of drawing them again.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { type DocumentCache, documentCache } from "./renderCache";

const require = createRequire(import.meta.url);

/** This package's folder, resolved (the build renders from an esbuild bundle that holds this code). */
const packageDir = () => path.resolve(path.dirname(require.resolve("@genbagura/documents")), "..");

/**
 * The date of issue of an app's PDFs: SOURCE_DATE_EPOCH when set, else the last commit of the app or of
 * this package (the same sources give the same PDF bytes, so an unchanged app keeps its version id),
 * else today.
 */
export function issueDate(appDir: string): Date {
  if (process.env.SOURCE_DATE_EPOCH) return new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000);
  try {
    const seconds = execFileSync("git", ["log", "-1", "--format=%ct", "--", appDir, packageDir()], {
      cwd: appDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (seconds) return new Date(Number(seconds) * 1000);
  } catch {
    // Not a git checkout: fall through.
  }
  return new Date();
}

/** Gitignored with node_modules, shared by every app's build, deploy and document test. */
export function workspaceDocumentCache(): DocumentCache {
  return documentCache(path.resolve(packageDir(), "../../node_modules/.cache/genbagura-documents"));
}
