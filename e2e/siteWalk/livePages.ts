import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface Registry {
  apps: Record<string, { live: string }>;
}

/** A page of the live site as its prerender recorded it. */
export interface LivePage {
  path: string;
  /** What kind of page it is, read off its markup (see `templateOf`). */
  template: string;
  /** The HTTP status the document itself answers. */
  status: number;
}

/** Whether a composition folder (`shell.0123456789_cloud.abcdef0123`) names live versions only. */
function isLive(composition: string, live: Map<string, string>): boolean {
  return composition.split("_").every((part) => {
    const dot = part.lastIndexOf(".");
    return live.get(part.slice(0, dot)) === part.slice(dot + 1);
  });
}

function* metaFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* metaFiles(full);
    else if (entry.name === "_meta.json") yield full;
  }
}

/**
 * The kind of a page, read off its server markup: the header's variant and the component classes of
 * the top-level blocks of `<main>` (a product, an article and a form page differ; two articles do not).
 */
export function templateOf(html: string): string {
  const header = /<header class="g-header ([^"]*)"/.exec(html)?.[1] ?? "no-header";
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const blocks = new Set(
    [...main.matchAll(/<(?:section|div|article|nav|header|aside|form|ul|ol|table)[^>]* class="(g-[\w-]+)/g)]
      .map((match) => match[1] ?? "")
      .filter((name) => !name.includes("__")),
  );
  return `${header} ${[...blocks].sort().join(" ")}`;
}

/**
 * Every prerendered page of the live versions: the sitemap's pages and those kept out of it (thanks,
 * direct-mail, sign-in pages); test pages aside. Read from the site the origin serves.
 */
export function livePages(siteDir: string): LivePage[] {
  const registry = JSON.parse(readFileSync(path.join(siteDir, "registry.json"), "utf8")) as Registry;
  const live = new Map(Object.entries(registry.apps).map(([app, entry]) => [app, entry.live]));
  const pagesDir = path.join(siteDir, "pages");
  const pages = new Map<string, LivePage>();
  for (const composition of readdirSync(pagesDir).filter((name) => isLive(name, live))) {
    for (const file of metaFiles(path.join(pagesDir, composition))) {
      const record = JSON.parse(readFileSync(file, "utf8")) as { path?: string };
      const html = path.join(path.dirname(file), "index.html");
      if (!record.path || record.path.startsWith("/test_prod/") || !existsSync(html)) continue;
      pages.set(record.path, {
        path: record.path,
        template: templateOf(readFileSync(html, "utf8")),
        status: 200,
      });
    }
  }
  return [...pages.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** One page of each template, for a direct load at desktop width. */
export function onePerTemplate(pages: readonly LivePage[]): LivePage[] {
  const chosen = new Map<string, LivePage>();
  for (const page of pages) if (!chosen.has(page.template)) chosen.set(page.template, page);
  return [...chosen.values()];
}
