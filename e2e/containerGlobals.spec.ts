import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eSiteDir } from "./support/environment";

/**
 * The federation runtime looks for `window[<container global>]` before it loads a remote's entry, and an
 * element with that id or name sits at that very property (DOM clobbering): `/faq`'s `<section
 * id="support">` once broke the page on every direct load. Contract: no page of the served versions
 * carries an id or a name equal to the global of a live or canary container, read from each version's
 * own manifest (a page can lead to any remote, so every container counts for every page).
 */
interface Registry {
  apps: Record<string, { live: string; canary?: { version: string } }>;
}

function servedVersions(siteDir: string): Map<string, string[]> {
  const registry = JSON.parse(readFileSync(path.join(siteDir, "registry.json"), "utf8")) as Registry;
  return new Map(
    Object.entries(registry.apps).map(([app, entry]) => [
      app,
      [entry.live, ...(entry.canary ? [entry.canary.version] : [])],
    ]),
  );
}

function containerGlobals(siteDir: string, served: Map<string, string[]>): Map<string, string> {
  const globals = new Map<string, string>();
  for (const [app, versions] of served) {
    for (const version of versions) {
      let manifest: { metaData?: { name?: string; globalName?: string } };
      try {
        const file = path.join(siteDir, "store", app, version, "client/mf-manifest.json");
        manifest = JSON.parse(readFileSync(file, "utf8"));
      } catch {
        continue; // the shell is a host, not a container: it has no manifest
      }
      for (const name of [manifest.metaData?.globalName, manifest.metaData?.name]) {
        if (name) globals.set(name, `${app} ${version}`);
      }
    }
  }
  return globals;
}

/** A composition folder (`shell.0123456789_cloud.abcdef0123`) whose every version is served now. */
function isServed(composition: string, served: Map<string, string[]>): boolean {
  return composition.split("_").every((part) => {
    const dot = part.lastIndexOf(".");
    return served.get(part.slice(0, dot))?.includes(part.slice(dot + 1)) ?? false;
  });
}

function* prerenderedPages(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* prerenderedPages(full);
    else if (entry.name === "index.html") yield full;
  }
}

/** Every id and name attribute of a page's markup (attribute values as the server wrote them). */
function idsAndNames(html: string): string[] {
  return [...html.matchAll(/\s(?:id|name)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? "",
  );
}

test("no rendered id or name equals a federation container's global", () => {
  const served = servedVersions(e2eSiteDir);
  const globals = containerGlobals(e2eSiteDir, served);
  expect(globals.size).toBeGreaterThan(0);
  const collisions: string[] = [];
  let pages = 0;
  const pagesDir = path.join(e2eSiteDir, "pages");
  for (const composition of readdirSync(pagesDir).filter((name) => isServed(name, served))) {
    for (const file of prerenderedPages(path.join(pagesDir, composition))) {
      pages += 1;
      for (const value of idsAndNames(readFileSync(file, "utf8"))) {
        const owner = globals.get(value);
        if (owner) collisions.push(`${path.relative(pagesDir, file)}: "${value}" is the global of ${owner}`);
      }
    }
  }
  expect(pages).toBeGreaterThan(0);
  expect(collisions).toEqual([]);
});

test("the check finds a collision where one exists", () => {
  // The check itself must be able to fail: the old bare global of support against /faq's section.
  const globals = new Map([["support", "support (old)"]]);
  const found = idsAndNames('<main><section id="support"><input name=q></section></main>').filter((value) =>
    globals.has(value),
  );
  expect(found).toEqual(["support"]);
});
