import { CaseBooklet, type CaseBookletData, type SiteDocument } from "@genbagura/documents";
import { siteConfig } from "@genbagura/ui";
import { allBooklets } from "../../content/cases/caseBooklets";
import type { BookletContent } from "../../content/cases/casePageData";

/**
 * The case-study booklets the download forms promise, drawn at build time (documentsPlugin in
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

export const documents: readonly SiteDocument[] = allBooklets().map(({ file, content }) => ({
  file,
  render: (issuedOn) => <CaseBooklet data={caseBookletData(content)} issuedOn={issuedOn} />,
}));
