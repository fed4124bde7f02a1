import { chaptersOfBlocks, GuideBooklet, type SiteDocument } from "@genbagura/documents";
import { guideThanksPages } from "../../content/downloads";
import type { GuideDocument } from "../../content/pageData";

/**
 * The guides the download forms hand out, drawn at build time (documentsPlugin in rspack.config.mjs)
 * from the content their thanks pages show. Each thanks page, and a campaign link, links its own.
 */

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
        chapters: chaptersOfBlocks(guide.blocks),
      }}
    />
  ),
}));
