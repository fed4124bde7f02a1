import path from "node:path";
import { issueDate, printedText, type SiteDocument } from "@genbagura/documents";
import { renderAndReadAll } from "@genbagura/documents/testing";
import { type LoadContext, printedFactProblems } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { registrationAt } from "@genbagura/routing/testing/registrations";
import type { ContentBlock, LinkItem } from "@genbagura/ui";
import { companyProfile, pressContact } from "@genbagura/ui/companyProfile";
import { keptTogetherSpans } from "@genbagura/ui/phraseBreaks";
import { describe, expect, it } from "vitest";
import { allBooklets, bookletFile } from "../../content/cases/caseBooklets";
import { bookletIds } from "../../content/cases/caseIds";
import { idsOfSection } from "../../content/news/catalogue";
import { pressReleaseFile, pressReleases } from "../../content/news/pressReleases";
import { facts } from "../publishedFacts";
import { newsRoutes } from "../routes/news";
import { documents, pressReleaseData } from "./index";

const compact = (text: string) => text.replace(/\s+/gu, "");

/** Every word a block shows a reader (the press releases are prose, tables and lists). */
function wordsOf(block: ContentBlock): string[] {
  switch (block.kind) {
    case "prose":
      return [block.heading ?? "", ...block.paragraphs, ...(block.bullets ?? [])];
    case "specTable":
      return [block.caption, ...block.rows.flatMap((row) => [row.label, row.value])];
    case "table":
      return [...block.head, ...block.rows.flat()];
    case "notes":
      return [...block.items];
    case "figures":
      return [
        block.heading ?? "",
        ...block.items.flatMap((item) => [item.value, item.label]),
        block.basis ?? "",
      ];
    // Links are the page's own: the PDF's footer prints the page's address instead.
    case "relatedLinks":
      return [];
    default:
      throw new Error(`a press release has no ${block.kind} block yet: say here what its PDF prints`);
  }
}

/**
 * The origin's `asset` over the files this build emits: a link is made only to a file the news client
 * build publishes (the documents plugin writes exactly `documents`), as the origin throws for any other.
 */
const builtFiles = new Set(documents.map((document) => document.file));
const siteContext: LoadContext = testLoadContext({
  asset: (file) => {
    if (!builtFiles.has(file)) throw new Error(`${file} is not a file of the news build`);
    return { href: `/assets/news/0123456789/${file}`, bytes: 70 * 1024 };
  },
});

const pdfLinks = (blocks: readonly ContentBlock[]): LinkItem[] =>
  blocks
    .flatMap((block) => (block.kind === "relatedLinks" ? block.links : []))
    .filter((link) => link.href.endsWith(".pdf"));

/** The app, whose last commit dates its PDFs as its build does. */
const appDir = path.resolve(import.meta.dirname, "../..");
const issuedOn = issueDate(appDir);
/** What every PDF prints, read from the element tree as the build writes it for the fact check. */
const printed = new Map(documents.map((document) => [document.file, printedText(document, issuedOn)]));
const printedOf = (file: string) => compact(printed.get(file)?.lines.join("") ?? "");

/**
 * The press releases drawn and read back here: the longest (the most pages and page breaks) and the one
 * with the most names and prices a line must not split. Drawing and parsing all of them costs about half
 * a minute; the build draws every one with the same template, and every one's printed text is checked
 * below. Booklets are all drawn (each lays out its own figures and drawings).
 */
function releasesToDraw(): SiteDocument[] {
  const releaseFiles = new Set(idsOfSection("pressrelease").map(pressReleaseFile));
  const releases = documents.filter((document) => releaseFiles.has(document.file));
  const by = (measure: (text: string) => number) =>
    releases.reduce((best, document) =>
      measure(printedOf(document.file)) > measure(printedOf(best.file)) ? document : best,
    );
  return [...new Set([by((text) => text.length), by((text) => keptTogetherSpans(text).length)])];
}

describe("the news family's PDFs", async () => {
  const bookletFiles = new Set(bookletIds.map(bookletFile));
  const parsed = await renderAndReadAll(
    [...documents.filter((document) => bookletFiles.has(document.file)), ...releasesToDraw()],
    appDir,
  );

  it("states no recorded fact of the family differently (the fact check, over the text publish reads)", async () => {
    const recorded = await facts();
    for (const [file, text] of printed) {
      expect(printedFactProblems(text, recorded), file).toEqual([]);
    }
  });

  it("has one PDF for every booklet a download form offers and one for every press release, each once", () => {
    const expected = [...bookletIds.map(bookletFile), ...idsOfSection("pressrelease").map(pressReleaseFile)];
    expect(new Set(expected).size).toBe(expected.length);
    expect([...printed.keys()].sort()).toEqual(expected.sort());
  });

  it("draws press releases too, read back like every booklet", () => {
    expect([...parsed.keys()].filter((file) => !bookletFiles.has(file)).length).toBeGreaterThanOrEqual(1);
  });

  it("prints each case's company, title and every figure as its thanks page shows them", () => {
    for (const { file, content } of allBooklets()) {
      const text = compact(parsed.get(file)?.text ?? "");
      expect(text, file).toContain(compact(content.title));
      for (const entry of content.cases) {
        expect(text, `${file}: ${entry.company}`).toContain(compact(`${entry.company}様`));
        expect(text, `${file}: ${entry.title}`).toContain(compact(entry.title));
        for (const figure of entry.figures) {
          expect(text, `${file}: ${figure.label}`).toContain(compact(figure.value));
          expect(text, `${file}: ${figure.label}`).toContain(compact(figure.label));
        }
      }
    }
  });

  it("shows the scene of each case's industry, once per case", () => {
    for (const { file, content } of allBooklets()) {
      expect(parsed.get(file)?.images, file).toBe(content.cases.length);
    }
  });

  it("prints every word of each press release's page, its lead first, then 会社概要 and the press contact", () => {
    for (const release of pressReleases()) {
      const file = pressReleaseFile(release.id);
      const drawn = parsed.get(file);
      // What a reader gets from the PDF where it was drawn, else what the build records it prints.
      const text = drawn ? compact(drawn.text) : printedOf(file);
      expect(text, file).toContain(compact(release.title));
      for (const words of [...release.blocks, ...release.boilerplate].flatMap(wordsOf).filter(Boolean)) {
        expect(text, `${file}: ${words}`).toContain(compact(words));
      }
      const { lead } = pressReleaseData(release);
      const body = text.slice(text.indexOf("報道関係者各位"));
      expect(body.indexOf(compact(lead)), `${file}: the lead opens the release`).toBeLessThan(
        body.indexOf(compact(release.title)) + compact(release.title).length + 40,
      );
      for (const fact of [companyProfile.fullAddress, companyProfile.representative, pressContact.email]) {
        expect(text.lastIndexOf(compact(fact)), `${file}: ${fact} after the body`).toBeGreaterThan(
          text.lastIndexOf(compact(lead)),
        );
      }
      const [year, month, day] = release.date.split("-").map(Number);
      expect(text, file).toContain(`発表日:${year}年${month}月${day}日`);
    }
  });
});

describe("the press release pages", () => {
  const articlePage = registrationAt(newsRoutes, "/news/pressrelease/:date");

  it("each links exactly one PDF, its own, a file of the news build, right after the boilerplate", async () => {
    const params = (await articlePage.prerender?.()) ?? [];
    expect(params.map(({ date }) => date).sort()).toEqual(idsOfSection("pressrelease").sort());
    for (const { date = "" } of params) {
      const loaded = await articlePage.load?.({ date }, siteContext);
      const blocks = (loaded?.data as { blocks: readonly ContentBlock[] } | undefined)?.blocks ?? [];
      const links = pdfLinks(blocks);
      expect(links, `/news/pressrelease/${date}`).toEqual([
        {
          label: "PDFをダウンロード(約70 KB)",
          href: `/assets/news/0123456789/${pressReleaseFile(date)}`,
          description: expect.any(String),
        },
      ]);
      const contact = blocks.findIndex(
        (block) => block.kind === "prose" && block.source === "company.pressContact",
      );
      expect(blocks[contact + 1], `/news/pressrelease/${date}`).toMatchObject({ kind: "relatedLinks" });
    }
  });
});
