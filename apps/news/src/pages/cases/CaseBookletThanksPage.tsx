import type { IllustrationName } from "@genbagura/illustrations";
import type { PageProps } from "@genbagura/routing";
import {
  DescriptionList,
  type FigureItem,
  FiguresBlock,
  type LabelledValue,
  Page,
  ProseBlock,
  QuoteBlock,
  type QuoteData,
  Section,
  SiteLink,
  ThanksPage,
  type ThanksPageContent,
  type TitledProse,
} from "@genbagura/ui";
import { PrintButton } from "@genbagura/ui/components/PrintButton";

export interface BookletCase {
  href: string;
  /** The drawing of the case's industry, for the PDF (the page shows the case's own hero). */
  scene: IllustrationName;
  company: string;
  title: string;
  lead: string;
  profile: readonly LabelledValue[];
  sections: readonly TitledProse[];
  figures: readonly FigureItem[];
  basis: string;
  quote: QuoteData;
}

export interface BookletContent {
  title: string;
  intro: readonly string[];
  cases: readonly BookletCase[];
}

export interface CaseBookletData {
  thanks: ThanksPageContent;
  booklet: BookletContent;
  /** The same booklet as a PDF. */
  pdf: { href: string; label: string };
  /**
   * A collection shows each case's profile and figures on the page and leaves the full text to the PDF
   * and the case's own page; a one-case booklet shows the whole case.
   */
  onPage: "full" | "digest";
}

/** The thanks page of a booklet request, which is also the booklet itself: a page made to be printed. */
export default function CaseBookletThanksPage({ data }: PageProps<CaseBookletData>) {
  const { booklet } = data;
  return (
    <>
      <ThanksPage content={data.thanks} />
      <Page as="article">
        <Section heading={booklet.title} level={2} className="g-booklet" id="booklet">
          {booklet.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <a href={data.pdf.href} className="g-booklet__pdf">
              {data.pdf.label}
            </a>
          </p>
          <PrintButton label="資料を印刷する(PDFとして保存もできます)" />
          {booklet.cases.map((entry) => (
            <Section
              key={entry.href}
              heading={`${entry.company}様 ${entry.title}`}
              level={3}
              className="g-booklet__case"
            >
              {data.onPage === "full" ? <p>{entry.lead}</p> : null}
              <DescriptionList items={[{ label: "会社名", value: entry.company }, ...entry.profile]} />
              {data.onPage === "full"
                ? entry.sections.map((section) => <ProseBlock key={section.heading} {...section} level={4} />)
                : null}
              <FiguresBlock items={entry.figures} basis={entry.basis} />
              {data.onPage === "full" ? <QuoteBlock {...entry.quote} /> : null}
              <p>
                <SiteLink href={entry.href}>{`${entry.company}様の導入事例をWebで読む`}</SiteLink>
              </p>
            </Section>
          ))}
        </Section>
      </Page>
    </>
  );
}
