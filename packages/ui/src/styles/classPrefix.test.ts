import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const sourceRoot = fileURLToPath(new URL("..", import.meta.url));
// These two style elements and tokens; every other file styles its own `g-` prefixed component.
const elementStylesheets = new Set(["styles/tokens.css", "styles/base.css"]);

function cssFilesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return cssFilesUnder(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

/** Class names used in selectors, with comments, strings and url() removed first. */
function selectorClassNames(css: string): string[] {
  const withoutNoise = css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/"[^"]*"|'[^']*'/g, "")
    .replace(/url\([^)]*\)/g, "");
  const selectors = [...withoutNoise.matchAll(/([^{}]+)\{/g)].map((match) => match[1] ?? "");
  return selectors.flatMap((selector) =>
    [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ""),
  );
}

/** State classes the shell sets on <body> (spec: `is-ios`); components may style under them. */
const platformStateClasses = new Set(["is-ios"]);

describe("CSS class prefix convention", () => {
  const files = cssFilesUnder(sourceRoot)
    .map((path) => relative(sourceRoot, path).split("\\").join("/"))
    .filter((path) => !elementStylesheets.has(path));

  it("finds component stylesheets", () => {
    expect(files.length).toBeGreaterThan(3);
  });

  it.each(files)("%s uses only g- prefixed class selectors", (file) => {
    const css = readFileSync(join(sourceRoot, file), "utf8");
    const unprefixed = selectorClassNames(css).filter(
      (name) => !name.startsWith("g-") && !platformStateClasses.has(name),
    );
    expect(unprefixed).toEqual([]);
  });

  it("detects an unprefixed class selector", () => {
    expect(selectorClassNames(".g-card .title, .g-card--wide{color:red}")).toEqual([
      "g-card",
      "title",
      "g-card--wide",
    ]);
    expect(selectorClassNames("@media (min-width: 40.5rem) { .g-x { width: 0.5rem } }")).toEqual(["g-x"]);
  });
});
