import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const importSpecifier =
  /(?:^|\n)\s*(?:import|export)\b[^"']*?\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every import of a content folder's modules that reaches into its app's `src/` (`file: specifier`):
 * content is data that code reads, never the other way round, so this list should be empty.
 */
export function sourceImportsOf(contentFolder: string, appFolder: string): string[] {
  const source = path.join(appFolder, "src") + path.sep;
  return sourceFiles(contentFolder).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(importSpecifier)]
      .map((match) => match[1] ?? match[2] ?? "")
      .filter(
        (specifier) =>
          specifier.startsWith(".") && path.resolve(path.dirname(file), specifier).startsWith(source),
      )
      .map((specifier) => `${path.relative(appFolder, file)}: ${specifier}`),
  );
}
