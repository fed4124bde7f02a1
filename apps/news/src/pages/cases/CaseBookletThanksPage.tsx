import type { PageProps } from "@genbagura/routing";
import {
  DescriptionList,
  FiguresBlock,
  Page,
  ProseBlock,
  QuoteBlock,
  Section,
  SiteLink,
  ThanksPage,
} from "@genbagura/ui";
import { PrintButton } from "@genbagura/ui/components/PrintButton";
import type { CaseBookletData } from "../../../content/cases/casePageData";

/** The thanks page of a booklet request, which is also the booklet itself: a page made to be printed. */
export default function CaseBookletThanksPage({ data }: PageProps<CaseBookletData>) {
  const { booklet } = data;
  return (
    <>
      <ThanksPage data={data.thanks} />
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
