import { BlockRenderer } from "../blocks/BlockRenderer";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import type { StandardPageContent } from "../content/pages";

/** Title, lead and blocks: every page without a more specific template. */
export function StandardPage({ data: content }: { data: StandardPageContent }) {
  return (
    <Page>
      <PageHero title={content.title} lead={content.lead} />
      <BlockRenderer blocks={content.blocks} />
    </Page>
  );
}

export default StandardPage;
