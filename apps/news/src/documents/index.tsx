import {
  CaseBooklet,
  type CaseBookletData,
  chaptersOfBlocks,
  PressRelease,
  type PressReleaseData,
  type SiteDocument,
} from "@genbagura/documents";
import { siteConfig } from "@genbagura/ui";
import { allBooklets } from "../../content/cases/caseBooklets";
import type { BookletContent } from "../../content/cases/casePageData";
import { type PressReleaseContent, pressReleaseFile, pressReleases } from "../../content/news/pressReleases";

/**
 * The news family's PDFs. The case-study booklets the download forms promise, drawn at build time (documentsPlugin in
 * rspack.config.mjs) from the content their thanks pages show. Each thanks page links its own.
 */
export function caseBookletData(booklet: BookletContent): CaseBookletData {
  return {
    title: booklet.title,
    intro: booklet.intro,
    pagePath: "/case",
    cases: booklet.cases.map((entry) => ({
      company: entry.company,
      scene: entry.scene,
      title: entry.title,
      lead: entry.lead,
      profile: entry.profile,
      sections: entry.sections,
      figures: entry.figures,
      basis: entry.basis,
      quote: entry.quote,
      url: `${siteConfig.origin}${entry.href}`,
    })),
  };
}

/**
 * A press release as its PDF prints it, from the blocks its page shows: the first paragraph is the lead
 * (the page's summary too), the rest the body, then the boilerplate.
 */
export function pressReleaseData(release: PressReleaseContent): PressReleaseData {
  const [first, ...rest] = chaptersOfBlocks(release.blocks);
  const [lead, ...more] = first?.paragraphs ?? [];
  if (!first || first.heading || lead === undefined) {
    throw new Error(`${release.path}: a press release opens with its lead, a paragraph without a heading`);
  }
  return {
    title: release.title,
    releasedOn: release.date,
    lead,
    body: [{ ...first, paragraphs: more }, ...rest],
    boilerplate: chaptersOfBlocks(release.boilerplate),
    pagePath: release.path,
  };
}

const caseBooklets: SiteDocument[] = allBooklets().map(({ file, content }) => ({
  file,
  render: (issuedOn) => <CaseBooklet data={caseBookletData(content)} issuedOn={issuedOn} />,
}));

/** One PDF per press release, linked from its page next to the boilerplate. */
const pressReleaseDocuments: SiteDocument[] = pressReleases().map((release) => ({
  file: pressReleaseFile(release.id),
  render: (issuedOn) => <PressRelease data={pressReleaseData(release)} issuedOn={issuedOn} />,
}));

export const documents: readonly SiteDocument[] = [...caseBooklets, ...pressReleaseDocuments];
