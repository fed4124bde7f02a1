import { GuideBooklet, type GuideChapter, type SiteDocument } from "@genbagura/documents";
import type { ContentBlock } from "@genbagura/ui";
import { guideThanksPages } from "../../content/downloads";
import type { GuideDocument } from "../../content/pageData";

/**
 * The guides the download forms hand out, drawn at build time (documentsPlugin in rspack.config.mjs)
 * from the content their thanks pages show. Each thanks page, and a campaign link, links its own.
 */

/** A guide's block as a PDF chapter: the same words, without the page's links and buttons. */
export function guideChapter(block: ContentBlock): GuideChapter | null {
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
    // Links and buttons of the page: a printed guide has the site's address in its footer instead.
    case "relatedLinks":
    case "callToAction":
    // Wordmarks and cards that link to the cases: the cases have their own booklets.
    case "logoWall":
    case "caseCards":
      return null;
  }
}

/** Each guide once, with the first thanks page that delivers it. */
export function deliveredGuides(): { guide: GuideDocument; pagePath: string }[] {
  const byFile = new Map<string, { guide: GuideDocument; pagePath: string }>();
  for (const [pagePath, { guide }] of Object.entries(guideThanksPages)) {
    if (!byFile.has(guide.file)) byFile.set(guide.file, { guide, pagePath });
  }
  return [...byFile.values()];
}

export const documents: readonly SiteDocument[] = deliveredGuides().map(({ guide, pagePath }) => ({
  file: guide.file,
  render: (issuedOn) => (
    <GuideBooklet
      issuedOn={issuedOn}
      data={{
        title: guide.title,
        edition: guide.edition,
        drawing: guide.drawing,
        lead: guide.lead,
        pagePath,
        chapters: guide.blocks.flatMap((block) => guideChapter(block) ?? []),
      }}
    />
  ),
}));
