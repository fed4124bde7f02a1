// `node scripts/dump-pages.mjs <folder>`: writes every prerendered page of the live site (its HTML and its
// navigation payload) under <folder>, with each app's version id replaced by the app's name and script and
// stylesheet hashes blanked, so two builds of the same pages compare with `diff -r` (a refactoring that
// must not change a page).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const [target] = process.argv.slice(2);
if (!target) {
  console.error("usage: node scripts/dump-pages.mjs <folder>");
  process.exit(2);
}
const siteDir = process.env.SITE_DIR ?? "site";
const registry = JSON.parse(readFileSync(path.join(siteDir, "registry.json"), "utf8"));
const live = Object.entries(registry.apps).map(([app, state]) => [app, state.live]);

/** A composition folder (`shell.<v>_cloud.<v>`) all of whose versions are live. */
function isLive(composition) {
  return composition.split("_").every((part) => live.some(([app, version]) => part === `${app}.${version}`));
}

/** Version ids and the content hashes of scripts and stylesheets, which any change of code changes. */
function normalise(text) {
  let result = text.replace(/\.[0-9a-f]{8}\.(js|css)\b/g, ".<hash>.$1");
  for (const [app, version] of live) result = result.replaceAll(version, `<${app}>`);
  return result;
}

rmSync(target, { recursive: true, force: true });
let pages = 0;
const pagesDir = path.join(siteDir, "pages");
for (const composition of readdirSync(pagesDir).filter(isLive)) {
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
    }
    const html = path.join(dir, "index.html");
    const payload = path.join(dir, "_payload.json");
    if (!existsSync(html) || !existsSync(payload)) return;
    const out = path.join(target, path.relative(path.join(pagesDir, composition), dir));
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, "index.html"), normalise(readFileSync(html, "utf8")));
    writeFileSync(path.join(out, "_payload.json"), normalise(readFileSync(payload, "utf8")));
    pages += 1;
  };
  walk(path.join(pagesDir, composition));
}
console.log(`${pages} pages written to ${target}`);
