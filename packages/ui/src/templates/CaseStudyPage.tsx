import { BlockRenderer } from "../blocks/BlockRenderer";
import { FiguresBlock } from "../blocks/FiguresBlock";
import { ProseBlock } from "../blocks/ProseBlock";
import { Section } from "../blocks/Section";
import { DescriptionList } from "../components/DescriptionList";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import type { ContentBlock } from "../content/blocks";
import type { CaseStudyPageContent } from "../content/pages";
import { Wordmark } from "../proof/CustomerProof";

/** A customer story: profile, challenge, solution, results with figures, and the customer's words. */
export function CaseStudyPage({ data: content }: { data: CaseStudyPageContent }) {
  const { title, lead, illustration, company, challenge, solution, results, quote } = content;
  const closingBlocks: ContentBlock[] = [
    { kind: "quote", ...quote },
    { kind: "relatedLinks", heading: "導入した製品", links: content.productsUsed },
    ...(content.note ? [{ kind: "notes", items: [content.note] } as const] : []),
    ...(content.callToAction ? [{ kind: "callToAction", ...content.callToAction } as const] : []),
    { kind: "relatedLinks", heading: "ほかの導入事例", links: content.related },
  ];
  return (
    <Page as="article">
      <PageHero
        logo={<Wordmark logo={company.logo} className="g-hero__logo" eager />}
        eyebrow="導入事例"
        title={title}
        lead={lead}
        illustration={illustration}
      />
      <Section heading="企業プロフィール" level={2} className="g-case__profile">
        <DescriptionList items={[{ label: "会社名", value: company.name }, ...company.profile]} />
      </Section>
      <ProseBlock {...challenge} />
      <ProseBlock {...solution} />
      <Section heading={results.heading} level={2} className="g-case__results">
        <ProseBlock
          paragraphs={results.paragraphs}
          bullets={results.bullets}
          illustration={results.illustration}
        />
        <FiguresBlock items={results.figures} basis={results.basis} />
      </Section>
      <BlockRenderer blocks={closingBlocks} />
    </Page>
  );
}

export default CaseStudyPage;
