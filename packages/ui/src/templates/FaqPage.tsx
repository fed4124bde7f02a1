import { CallToActionBlock } from "../blocks/CallToActionBlock";
import { FaqBrowser } from "../components/FaqBrowser";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import type { FaqPageContent } from "../content/pages";

export function FaqPage({ data: content }: { data: FaqPageContent }) {
  return (
    <Page>
      <PageHero title={content.title} lead={content.lead} illustration={content.illustration} />
      <FaqBrowser categories={content.categories} />
      {content.callToAction ? <CallToActionBlock {...content.callToAction} /> : null}
    </Page>
  );
}

export default FaqPage;
