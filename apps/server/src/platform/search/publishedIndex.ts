import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import path from "node:path";
import { type AppName, appNames, compositionId } from "@genbagura/routing";
import type { PageRecord } from "../deploy/pagePublisher";
import type { SiteLayout } from "../site/siteLayout";
import { pageTextOf } from "./pageDocument";
import { isCurrentFormat, type SearchDocument } from "./searchIndex";

/** The part of the site a page belongs to, as a visitor calls it (the family label of a search result). */
export const familyLabels: Record<AppName, string> = {
  shell: "会社・サイト案内",
  cloud: "現場蔵クラウド",
  "pad-hardware": "タブレット・機器",
  goyo: "御用達・工事黒板",
  support: "サポート",
  news: "お知らせ・事例",
};

/** The index of a set of live versions: one file per set, beside its page list in `snapshots/`. */
export function searchIndexFile(layout: SiteLayout, versions: Readonly<Record<AppName, string>>): string {
  return path.join(layout.root, "search", `${compositionId(appNames, versions)}.json`);
}

/** Whether the index of a set of versions is there and of the current format (a publish then reuses it). */
export function hasCurrentSearchIndex(file: string): boolean {
  let descriptor: number;
  try {
    descriptor = openSync(file, "r");
  } catch {
    return false;
  }
  try {
    const head = Buffer.alloc(32);
    const length = readSync(descriptor, head, 0, head.length, 0);
    return isCurrentFormat(head.subarray(0, length).toString("utf8"));
  } finally {
    closeSync(descriptor);
  }
}

/** Pages a visitor may find: live, indexable, not a thanks page or a test page (guarded ones are never on disk). */
export function isSearchable(record: PageRecord): boolean {
  return (
    !record.noindex &&
    !record.path.startsWith("/test_prod/") &&
    !/(^|\/)thanks$/.test(record.path) &&
    !record.path.startsWith("/error")
  );
}

/** The page title without the brand the document title appends (`…|現場蔵`). */
function pageTitle(documentTitle: string): string {
  const cut = documentTitle.lastIndexOf("|");
  return cut > 0 ? documentTitle.slice(0, cut) : documentTitle;
}

/**
 * The documents of the searchable pages, read from their prerendered HTML (`htmlFileOf`: the file of a
 * page in its composition). `productNames` are the names the remotes' records give their products.
 */
export function searchDocumentsOf(
  pages: readonly PageRecord[],
  htmlFileOf: (record: PageRecord) => string | null,
  productNames: readonly string[],
): SearchDocument[] {
  const names = [...new Set(productNames)].filter((name) => name.length >= 2);
  const documents: SearchDocument[] = [];
  for (const record of pages) {
    if (!isSearchable(record)) continue;
    const file = htmlFileOf(record);
    if (!file) continue;
    const text = pageTextOf(readFileSync(file, "utf8"));
    const all = [...text.headings, ...text.questions, text.body].join("\n");
    documents.push({
      path: record.path,
      title: pageTitle(record.title).normalize("NFKC"),
      family: familyLabels[record.owner],
      description: record.description.normalize("NFKC"),
      headings: text.headings.join("\n").normalize("NFKC"),
      questions: text.questions.join("\n").normalize("NFKC"),
      products: names
        .filter((name) => all.includes(name))
        .join("\n")
        .normalize("NFKC"),
      body: text.body.normalize("NFKC"),
    });
  }
  return documents.sort((a, b) => a.path.localeCompare(b.path));
}
