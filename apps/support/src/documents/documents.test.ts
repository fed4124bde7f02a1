import path from "node:path";
import { renderAndReadAll } from "@genbagura/documents/testing";
import { printedFactProblems } from "@genbagura/routing";
import type { ContentBlock } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { campaignGuidePages, guideThanksPages } from "../../content/downloads";
import { facts } from "../publishedFacts";
import { deliveredGuides, documents } from "./index";

/** The app, whose last commit dates its PDFs as its build does. */
const appDir = path.resolve(import.meta.dirname, "../..");

const compact = (text: string) => text.replace(/\s+/gu, "");

/** The words of a block a reader must find in the PDF (links and buttons are the page's own). */
function wordsOf(block: ContentBlock): string[] {
  switch (block.kind) {
    case "prose":
      return [block.heading ?? "", ...block.paragraphs, ...(block.bullets ?? [])];
    case "steps":
      return [block.heading, ...block.steps.flatMap((step) => [step.title, step.body])];
    case "faq":
      return [block.heading, ...block.items.flatMap((item) => [item.question, item.answer])];
    case "notice":
      return [block.heading ?? "", block.body];
    case "table":
      return [...block.head, ...block.rows.flat()];
    case "specTable":
      return block.rows.flatMap((row) => [row.label, row.value]);
    case "features":
      return [block.heading, ...block.items.flatMap((item) => [item.title, item.body])];
    default:
      return [];
  }
}

describe("the guide PDFs", async () => {
  const parsed = await renderAndReadAll(documents, appDir);

  it("states no recorded fact of the family differently (the fact check, over the text publish reads)", async () => {
    const recorded = await facts();
    for (const [file, content] of parsed) {
      expect(printedFactProblems(content.printed, recorded), file).toEqual([]);
    }
  });

  it("has one PDF for every guide a thanks page or a campaign link delivers, each once", () => {
    const delivered = [...Object.values(guideThanksPages), ...Object.values(campaignGuidePages)].map(
      ({ guide }) => guide.file,
    );
    expect([...parsed.keys()].sort()).toEqual([...new Set(delivered)].sort());
    expect(deliveredGuides().map(({ guide }) => guide.file)).toEqual([...parsed.keys()]);
  });

  it("prints every heading, paragraph, step and answer of the guide as its thanks page shows them", () => {
    for (const { guide } of deliveredGuides()) {
      const text = compact(parsed.get(guide.file)?.text ?? "");
      expect(text, guide.file).toContain(compact(guide.title));
      expect(text, guide.file).toContain(compact(guide.edition));
      // One date on the cover: the edition, not also the day the PDF was built (C17).
      expect(text, guide.file).not.toContain("発行日");
      expect(text, guide.file).toContain(compact(guide.lead));
      for (const words of guide.blocks.flatMap(wordsOf).filter(Boolean)) {
        expect(text, `${guide.file}: ${words}`).toContain(compact(words));
      }
    }
  });
});
