// Builds the one site stylesheet from packages/ui: tokens, element defaults, then every component's
// file in path order. Class selectors are `g-` prefixed (checked by a ui test), so nothing leaks.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const uiSource = path.resolve(import.meta.dirname, "../../../packages/ui/src");
const outDir = path.resolve(import.meta.dirname, "../dist/client");
const first = ["styles/tokens.css", "styles/base.css"];

function cssFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".css"))
    .map((entry) => path.relative(uiSource, path.join(entry.parentPath, entry.name)))
    .filter((file) => !first.includes(file))
    .sort();
}

function minify(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{}:;,>])\s*/g, "$1")
    .replace(/;}/g, "}")
    .trim();
}

const css = minify(
  [...first, ...cssFiles(uiSource)].map((file) => readFileSync(path.join(uiSource, file), "utf8")).join("\n"),
);
const hash = createHash("sha256").update(css).digest("hex").slice(0, 8);
writeFileSync(path.join(outDir, "site.css"), css);
writeFileSync(path.join(outDir, `site.${hash}.css`), css);
const manifestPath = path.join(outDir, "entry-manifest.json");
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
manifest.styles = [`/assets/site.${hash}.css`];
writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
console.log(`site.css: ${css.length} bytes`);
