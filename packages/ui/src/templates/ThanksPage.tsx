import { RelatedLinksBlock } from "../blocks/RelatedLinksBlock";
import { StepsBlock } from "../blocks/StepsBlock";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import type { ThanksPageContent } from "../content/pages";

/** After a form: confirmation, what happens next, and where to go from here. */
export function ThanksPage({ data: content }: { data: ThanksPageContent }) {
  return (
    <Page narrow>
      <PageHero title={content.title}>
        {content.message.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageHero>
      <StepsBlock {...content.nextSteps} />
      <RelatedLinksBlock {...content.links} />
    </Page>
  );
}

export default ThanksPage;
