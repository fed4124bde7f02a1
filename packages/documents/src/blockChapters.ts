import type { ContentBlock } from "@genbagura/ui";
import type { GuideChapter } from "./templates/chapters";

/**
 * A page's content block as a printed chapter: the same words, without the page's links and buttons.
 * Every document printed from a page's blocks (a guide, a press release) reads them through this, so the
 * PDF and the page never hold two copies of the text.
 */
export function chapterOfBlock(block: ContentBlock): GuideChapter | null {
  switch (block.kind) {
    case "prose":
      return { heading: block.heading, paragraphs: block.paragraphs, bullets: block.bullets };
    case "notice":
      return { heading: block.heading, paragraphs: [block.body] };
    case "steps":
      return { heading: block.heading, items: { numbered: true, entries: block.steps } };
    case "features":
      return {
        heading: block.heading,
        paragraphs: block.lead ? [block.lead] : [],
        items: { numbered: false, entries: block.items },
      };
    case "faq":
      return {
        heading: block.heading,
        items: {
          numbered: false,
          entries: block.items.map((item) => ({ title: item.question, body: item.answer })),
        },
      };
    case "specTable":
      return { heading: block.heading ?? block.caption, rows: block.rows, notes: block.notes };
    case "table":
      return { heading: block.heading ?? block.caption, table: block, notes: block.notes };
    case "figures":
      return { heading: block.heading, rows: block.items, notes: block.basis ? [block.basis] : [] };
    case "quote":
      return { paragraphs: [block.text, [block.role, block.speaker].filter(Boolean).join(" ")] };
    case "notes":
      return { notes: block.items };
    case "priceTable":
      return {
        heading: block.heading ?? block.caption,
        table: {
          head: ["", ...block.plans.map((plan) => plan.name)],
          rows: [
            ["価格", ...block.plans.map((plan) => plan.price)],
            ...block.rows.map((row) => [row.label, ...row.values]),
          ],
        },
        notes: block.notes,
      };
    // Links and buttons of the page: a printed document has the site's address in its footer instead.
    case "relatedLinks":
    case "callToAction":
    // Wordmarks and cards that link to the cases: the cases have their own booklets.
    case "logoWall":
    case "caseCards":
      return null;
  }
}

/** The chapters of a page's blocks, in order, leaving out what only a screen has (links, buttons). */
export function chaptersOfBlocks(blocks: readonly ContentBlock[]): GuideChapter[] {
  return blocks.flatMap((block) => chapterOfBlock(block) ?? []);
}
