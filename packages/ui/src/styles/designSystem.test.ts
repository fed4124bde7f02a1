import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const sourceRoot = fileURLToPath(new URL("..", import.meta.url));
const indexFile = join(sourceRoot, "styles/designSystem.css");

function cssFilesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return cssFilesUnder(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

/** The files designSystem.css imports, in order, relative to packages/ui/src. */
function importedFiles(): string[] {
  const css = readFileSync(indexFile, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  return [...css.matchAll(/@import\s+"([^"]+)"\s*;/g)].map((match) =>
    relative(sourceRoot, resolve(join(sourceRoot, "styles"), match[1] ?? "")),
  );
}

describe("the design system stylesheet (styles/designSystem.css)", () => {
  const imports = importedFiles();

  it("imports every stylesheet of packages/ui exactly once, so none is left out of the shell's ui.css", () => {
    const files = cssFilesUnder(sourceRoot)
      .filter((file) => file !== indexFile)
      .map((file) => relative(sourceRoot, file));
    expect([...imports].sort()).toEqual([...files].sort());
    expect(new Set(imports).size).toBe(imports.length);
  });

  it("starts with the tokens and the element defaults, which every component builds on", () => {
    expect(imports.slice(0, 2)).toEqual(["styles/tokens.css", "styles/base.css"]);
  });

  it("has nothing but imports: component CSS lives beside its component", () => {
    const rest = readFileSync(indexFile, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/@import\s+"[^"]+"\s*;/g, "")
      .trim();
    expect(rest).toBe("");
  });
});
