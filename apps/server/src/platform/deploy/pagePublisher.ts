import { readFileSync } from "node:fs";
import {
  type AppName,
  compositionId,
  factProblems,
  headingOf,
  isRedirectSource,
  mainTextOf,
  type RecordedFact,
  type RouteParams,
  type RouteRegistration,
  saleWindowProblems,
  topicFactsOf,
} from "@genbagura/routing";
import type { SiteLayout } from "../site/siteLayout";
import type { RenderSnapshot } from "../site/siteState";
import { documentFactProblems } from "./documentFactCheck";
import { writeFileAtomic, writeServedFile } from "./siteFileWriter";

/** What a prerendered page records about itself (`_meta.json`), for sitemaps and the metadata check. */
export interface PageRecord {
  path: string;
  owner: AppName;
  title: string;
  description: string;
  noindex: boolean;
  lastModified?: string;
}

export interface PublishedPages {
  /** Every prerendered page of the snapshot, newly rendered or already on disk. */
  pages: PageRecord[];
  rendered: number;
  reused: number;
  /**
   * Smoke failures: a page that threw, answered 5xx, rendered an empty <main>, contradicts a record or
   * dates an entry outside the sale window of a product it names; a PDF that contradicts a record.
   */
  failures: string[];
}

/** Routes that must answer per visitor (signed-in pages) or per request (search) are never written to disk. */
function isPrerenderable(registration: RouteRegistration): boolean {
  if (registration.perRequest) return false;
  return !(registration.guards ?? []).some((guard) => guard === "licence" || guard === "premium");
}

function fillPath(pattern: string, params: RouteParams): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

async function concretePaths(registration: RouteRegistration): Promise<string[]> {
  if (registration.path.includes("*")) return [];
  if (!registration.path.includes(":")) return [registration.path];
  const params = registration.prerender ? await registration.prerender() : [];
  return params.map((set) => fillPath(registration.path, set));
}

/** A rendered page whose <main> holds nothing visible: what a render error inside a boundary leaves. */
export function hasEmptyMain(html: string): boolean {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html);
  return main !== null && main[1]!.replace(/<[^>]*>/g, "").trim() === "";
}

/** Test pages of the spec answer 5xx on purpose (`/test_prod/error50x`). */
const deliberateErrorPage = (pagePath: string) => pagePath.startsWith("/test_prod/");

/**
 * Prerenders the pages of a snapshot whose composition includes one of the `affected` apps and does not
 * have them yet (a remote deploy: the remote's pages and the pages that gather from it; a rollback:
 * usually none), and smoke-checks each page it renders. Pages of other compositions are left as they
 * are: a deploy answers for what it changes. Pages are written under their composition, which is never
 * live before this ends.
 */
export async function publishPages(
  layout: SiteLayout,
  render: RenderSnapshot,
  origin: string,
  affected: readonly AppName[],
): Promise<PublishedPages> {
  const result: PublishedPages = { pages: [], rendered: 0, reused: 0, failures: [] };
  const { renderer } = render;
  const factsByOwner: Partial<Record<AppName, readonly RecordedFact[]>> = await render.facts();
  const facts = Object.values(factsByOwner).flat();
  // Dated entries are read against every remote's sale windows, whichever remote this publish deploys.
  const { windows, entries } = await render.saleRecords();
  result.failures.push(...saleWindowProblems(entries, windows));
  // Every page of the snapshot is read against the records, the reused ones too: a deploy of the remote
  // that owns a record answers for the pages of other families that state it (ARCHITECTURE.md section 12).
  const checkFacts = (pagePath: string, owner: AppName, html: string) => {
    const topic = topicFactsOf(factsByOwner[owner] ?? []);
    for (const problem of factProblems(mainTextOf(html), facts, topic, headingOf(html))) {
      result.failures.push(`${pagePath}: fact check: ${problem}`);
    }
  };
  for (const registration of renderer.registrations) {
    if (!isPrerenderable(registration)) continue;
    for (const pagePath of await concretePaths(registration)) {
      if (isRedirectSource(pagePath)) continue;
      const apps = renderer.pageApps(pagePath);
      const composition = compositionId(apps, render.versions);
      const metaFile = layout.pageFile(composition, pagePath, "_meta.json");
      if (metaFile) {
        const record = JSON.parse(readFileSync(metaFile, "utf8")) as PageRecord | { skipped: number };
        if ("path" in record) {
          result.pages.push(record);
          const htmlFile = layout.pageFile(composition, pagePath, "index.html");
          if (htmlFile) checkFacts(pagePath, record.owner, readFileSync(htmlFile, "utf8"));
        }
        result.reused += 1;
        continue;
      }
      if (!apps.some((app) => affected.includes(app))) continue;
      const request = new Request(new URL(pagePath, origin));
      let document: Awaited<ReturnType<typeof renderer.renderDocument>>;
      try {
        document = await renderer.renderDocument(request);
      } catch (error) {
        result.failures.push(
          `${pagePath}: render threw: ${error instanceof Error ? error.message : String(error)}`,
        );
        continue;
      }
      result.rendered += 1;
      if (document.kind !== "html" || document.status !== 200) {
        if (document.status >= 500 && !deliberateErrorPage(pagePath)) {
          result.failures.push(`${pagePath}: answered ${document.status}`);
        }
        // Remembered, so the next deploy of this composition does not render it again.
        writeFileAtomic(
          layout.pageFilePath(composition, pagePath, "_meta.json"),
          JSON.stringify({ skipped: document.status }),
        );
        continue;
      }
      if (hasEmptyMain(document.html)) {
        result.failures.push(`${pagePath}: rendered an empty <main>`);
        continue;
      }
      checkFacts(pagePath, renderer.ownerOf(registration.path), document.html);
      // The document's render already holds the payload; rendering the page again would double the cost.
      if (document.payloadJson === undefined) {
        result.failures.push(`${pagePath}: rendered without a payload`);
        continue;
      }
      const record: PageRecord = {
        path: pagePath,
        owner: renderer.ownerOf(registration.path),
        title: document.title,
        description: document.description,
        noindex: document.noindex,
        ...(document.lastModified ? { lastModified: document.lastModified } : {}),
      };
      // The origin adds the request's snapshot to the HTML, so only the payload is precompressed.
      writeFileAtomic(layout.pageFilePath(composition, pagePath, "index.html"), document.html);
      writeServedFile(layout.pageFilePath(composition, pagePath, "_payload.json"), document.payloadJson);
      // Written last: a page counts as prerendered only once all its files are there.
      writeFileAtomic(layout.pageFilePath(composition, pagePath, "_meta.json"), JSON.stringify(record));
      result.pages.push(record);
    }
  }
  // The PDFs of every version of the snapshot, from the text their builds wrote beside them.
  result.failures.push(...documentFactProblems(layout, render.versions, factsByOwner));
  return result;
}
