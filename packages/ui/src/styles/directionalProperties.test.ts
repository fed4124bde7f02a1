import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The build lowers direction-dependent logical properties (padding-inline-start, margin-inline-end, …)
 * into `:not(:lang(ar), …)` selectors. Their specificity beats a component's class, which is how the
 * default list indent came back on every hero button list and breadcrumb trail. The site is Japanese and
 * left to right: the design system writes physical sides (padding-left) instead.
 */
const uiSource = join(import.meta.dirname, "..");
const directional =
  /\b(padding|margin|border|inset)-inline-(start|end)\b|\b(float|clear|text-align):\s*(start|end)\b/;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

describe("design system CSS", () => {
  it("uses physical sides, never direction-dependent logical properties", () => {
    const files = cssFiles(uiSource);
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          directional.test(line) && !line.trim().startsWith("/*") && !line.trim().startsWith("*")
            ? [`${relative(uiSource, path)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
